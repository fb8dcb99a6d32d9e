/** What boot.ts starts and api.ts finishes: the API base from config.json, and the session's response. */
export interface EarlyBoot {
  apiBase: Promise<string>;
  session?: { proxyId: string; response: Promise<Response> };
}

const LINK = /^\/connect\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

export function fetchApiBase(): Promise<string> {
  return fetch('/connect/config.json', { credentials: 'same-origin', mode: 'cors' })
    .then(async (response) => {
      if (!response.ok) return '';
      const config = (await response.json()) as { apiBase?: unknown };
      return typeof config.apiBase === 'string' ? config.apiBase.replace(/\/$/, '') : '';
    })
    .catch(() => '');
}

export function earlyBoot(pathname: string): EarlyBoot {
  const apiBase = fetchApiBase();
  const proxyId = LINK.exec(pathname)?.[1];
  if (!proxyId) return { apiBase };
  const response = apiBase.then((base) => fetch(`${base}/v1/connect/${encodeURIComponent(proxyId)}`, { headers: { accept: 'application/json' } }));
  // A failure is handled when api.ts reads it; this only keeps it from being reported as unhandled.
  response.catch(() => undefined);
  return { apiBase, session: { proxyId, response } };
}
