/**
 * PKCE (RFC 7636, S256) and the `state` of the bank's authorisation request, with WebCrypto. The
 * verifier and state stay in sessionStorage (this tab only) until the bank sends the applicant back.
 */
const KEY = 'khanya.connect.oauth';

export interface PendingAuthorisation {
  state: string;
  verifier: string;
  proxyId: string;
  bankId: string | null;
  redirectUri: string;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomToken(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** `state` carries the proxy id (so the callback knows the application) and a random part (so it cannot be forged). */
export function makeState(proxyId: string): string {
  return `${proxyId}.${randomToken(16)}`;
}

export function proxyIdOfState(state: string): string | undefined {
  const dot = state.indexOf('.');
  return dot > 0 ? state.slice(0, dot) : undefined;
}

export function savePending(pending: PendingAuthorisation): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

/**
 * The pending authorisation, left in place: the callback removes it (`clearPending`) only once
 * its `state` matches, so that a forged or stale callback link cannot wipe the real one while
 * the applicant is still at the bank.
 */
export function readPending(): PendingAuthorisation | undefined {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as PendingAuthorisation;
  } catch {
    return undefined;
  }
}

export function clearPending(): void {
  sessionStorage.removeItem(KEY);
}

/**
 * The OpenID Connect nonce of the authorisation request, derived from the PKCE verifier the
 * same way as the server's connectors check it (functions/core/bank-linking/connector.ts,
 * authorizationNonce): BASE64URL(SHA-256("khanya-nonce." + verifier)).
 */
export function nonceOf(verifier: string): Promise<string> {
  return s256(`khanya-nonce.${verifier}`);
}

/** The bank's authorisation URL: the step's parameters plus ours. */
export async function authorisationUrl(
  step: { redirect_url: string; client_id: string | null; scope: string | null; response_type: string | null; code_challenge_method: string | null },
  pending: PendingAuthorisation,
): Promise<string> {
  const url = new URL(step.redirect_url);
  const set = (name: string, value: string | null) => {
    if (value !== null && value !== '') url.searchParams.set(name, value);
  };
  set('response_type', step.response_type ?? 'code');
  set('client_id', step.client_id);
  set('scope', step.scope);
  set('redirect_uri', pending.redirectUri);
  set('state', pending.state);
  set('code_challenge', await s256(pending.verifier));
  set('code_challenge_method', step.code_challenge_method ?? 'S256');
  set('nonce', await nonceOf(pending.verifier));
  return url.toString();
}
