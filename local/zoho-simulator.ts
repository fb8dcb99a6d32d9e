/**
 * A local Zoho CRM for `npm start` and the tests, on the API's own port under /_local/zoho: the
 * accounts server's token endpoint (refresh_token grant) and the CRM API's record notes and
 * updates (v2). It records what Khanya wrote on each deal; `failing` makes it answer 500 (Zoho
 * down) so tests see a push retried. Point a CRM settings' `zoho` at `ZOHO_SIMULATOR_CREDENTIALS`.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const LOCAL_ZOHO_PATH = '/_local/zoho';
export const LOCAL_ZOHO_CLIENT = { client_id: '1000.KHANYALOCALZOHO', client_secret: 'khanya-local-zoho-secret', refresh_token: '1000.local-refresh-token' } as const;

export interface ZohoWrite {
  module: string;
  recordId: string;
  kind: 'note' | 'update';
  body: Record<string, unknown>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export class ZohoSimulator {
  readonly writes: ZohoWrite[] = [];
  /** Answer 500 to the CRM API (not the token endpoint) while true. */
  failing = false;
  private readonly tokens = new Set<string>();

  /** Credentials for a CRM settings' `zoho`, on the server at `origin`. */
  credentials(origin: string) {
    return { api_domain: `${origin}${LOCAL_ZOHO_PATH}`, accounts_url: `${origin}${LOCAL_ZOHO_PATH}`, ...LOCAL_ZOHO_CLIENT };
  }

  async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<number> {
    const method = (req.method ?? 'GET').toUpperCase();
    const sub = path.slice(LOCAL_ZOHO_PATH.length) || '/';
    const url = new URL(req.url ?? '/', 'http://local');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return status;
    };
    if (method === 'POST' && sub === '/oauth/v2/token') {
      const query = url.searchParams;
      if (query.get('grant_type') !== 'refresh_token' || query.get('client_id') !== LOCAL_ZOHO_CLIENT.client_id || query.get('client_secret') !== LOCAL_ZOHO_CLIENT.client_secret || query.get('refresh_token') !== LOCAL_ZOHO_CLIENT.refresh_token) {
        return json(200, { error: 'invalid_client' });
      }
      const token = `1000.${randomBytes(16).toString('hex')}`;
      this.tokens.add(token);
      return json(200, { access_token: token, api_domain: 'https://www.zohoapis.com', token_type: 'Bearer', expires_in: 3600 });
    }
    const record = /^\/crm\/v2\/([^/]+)\/([^/]+)(\/Notes)?$/.exec(sub);
    if (record) {
      const token = (req.headers.authorization ?? '').replace(/^Zoho-oauthtoken /, '');
      if (!this.tokens.has(token)) return json(401, { code: 'INVALID_TOKEN', status: 'error', message: 'invalid oauth token' });
      if (this.failing) return json(500, { code: 'INTERNAL_ERROR', status: 'error' });
      const body = JSON.parse((await readBody(req)) || '{}') as { data?: Record<string, unknown>[] };
      const entry = body.data?.[0] ?? {};
      const [module, recordId, notes] = [decodeURIComponent(record[1]!), decodeURIComponent(record[2]!), record[3]];
      if (notes && method === 'POST') this.writes.push({ module, recordId, kind: 'note', body: entry });
      else if (!notes && method === 'PUT') this.writes.push({ module, recordId, kind: 'update', body: entry });
      else return json(405, { code: 'METHOD_NOT_ALLOWED', status: 'error' });
      return json(notes ? 201 : 200, { data: [{ code: 'SUCCESS', status: 'success', details: { id: randomBytes(8).toString('hex') } }] });
    }
    return json(404, { code: 'INVALID_URL_PATTERN', status: 'error' });
  }
}
