/**
 * Integration-test helpers: the local API bridge in-process on a free port (the same
 * handlers, against the emulators globalSetup started; the sandbox bank's routes too, at
 * `${url}/sandbox-bank`) and small fetch wrappers.
 *
 *   const api = await startTestServer();
 *   afterAll(() => api.close());
 *   const res = await api.json('POST', '/v1/in/organisations/register', { name_slug: 'x', ... });
 *   expect(res.status).toBe(201);
 *   const login = await api.form('/v1/in/auth/login/token', { username, password });
 *   const me = await api.json('GET', '/v1/organisations/', undefined, { token: login.body.access_token });
 */
import { startServer, type RouteDefinition } from '#local/server';
import { LOCAL_PEACH_PATH, type PeachSimulator } from '#local/peach-simulator';
import { LOCAL_XERO_PATH, type XeroSimulator } from '#local/xero-simulator';
import type { ZohoSimulator } from '#local/zoho-simulator';
import { LOCAL_WHATSAPP_PATH, type WhatsappSimulator } from '#local/whatsapp-simulator';

/** An answer's JSON when the test names no type: read field by field, and a wrong guess fails the assertion. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above; callers may pass a type instead
export type AnyJson = any;

export interface ApiResponse<T = AnyJson> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text ('' for an empty body). */
  body: T;
  text: string;
}

export interface RequestOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  /** The local Peach Payments simulator on this server (local/peach-simulator.ts). */
  peach: PeachSimulator;
  /** The local Xero simulator on this server (local/xero-simulator.ts). */
  xero: XeroSimulator;
  /** The local Zoho CRM simulator on this server (local/zoho-simulator.ts). */
  zoho: ZohoSimulator;
  /** The local WhatsApp Cloud API simulator on this server (local/whatsapp-simulator.ts). */
  whatsapp: WhatsappSimulator;
  close(): Promise<void>;
  /** JSON request (body serialised when given) → parsed answer. */
  json<T = AnyJson>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** application/x-www-form-urlencoded POST → parsed answer. */
  form<T = AnyJson>(path: string, fields: Record<string, string>, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Any request: `fetch` relative to the server URL, answer parsed like the others. */
  request<T = AnyJson>(method: string, path: string, init?: { body?: string | Buffer | Uint8Array | URLSearchParams; headers?: Record<string, string> } & RequestOptions): Promise<ApiResponse<T>>;
}

async function parse<T>(response: Response): Promise<ApiResponse<T>> {
  const text = await response.text();
  let body: unknown = text;
  if (text && (response.headers.get('content-type') ?? '').includes('json')) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, headers: response.headers, body: body as T, text };
}

function authHeaders(options: RequestOptions | undefined): Record<string, string> {
  return { ...(options?.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options?.headers ?? {}) };
}

export async function request<T = AnyJson>(
  baseUrl: string,
  method: string,
  path: string,
  init: { body?: string | Buffer | Uint8Array | URLSearchParams; headers?: Record<string, string> } & RequestOptions = {},
): Promise<ApiResponse<T>> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: authHeaders(init),
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  return parse<T>(response);
}

export function json<T = AnyJson>(baseUrl: string, method: string, path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>> {
  return request<T>(baseUrl, method, path, {
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    token: options?.token,
    headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(options?.headers ?? {}) },
  });
}

export function form<T = AnyJson>(baseUrl: string, path: string, fields: Record<string, string>, options?: RequestOptions): Promise<ApiResponse<T>> {
  return request<T>(baseUrl, 'POST', path, {
    body: new URLSearchParams(fields).toString(),
    token: options?.token,
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', ...(options?.headers ?? {}) },
  });
}

export interface StartTestServerOptions {
  /** Log one line per request (default off). */
  verbose?: boolean;
  /** A different route table / fallback (tests of the bridge itself). */
  operations?: readonly RouteDefinition[];
  fallbackHandler?: string;
}

export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  if (!process.env.TABLE_NAME || !process.env.AWS_ENDPOINT_URL_DYNAMODB) {
    throw new Error('The local environment is not set: run the tests through jest (test/global-setup.ts starts the emulators).');
  }
  const server = await startServer({
    port: 0,
    quiet: !options.verbose,
    ...(options.operations ? { operations: options.operations } : {}),
    ...(options.fallbackHandler ? { fallbackHandler: options.fallbackHandler } : {}),
  });
  const url = server.url;
  // The sandbox bank is served beside the API (functions/sandbox-bank/routes.ts); its issuer,
  // and where the SandboxConnector calls it, is this server's origin (the port is a free one).
  process.env.SANDBOX_BANK_URL = `${url}/sandbox-bank`;
  // Peach Payments too: its simulator on this server (the last server started in a file is the one used).
  process.env.PEACH_API_URL = `${url}${LOCAL_PEACH_PATH}`;
  // And Xero's (login, tokens, API), with the OAuth redirect back to this server.
  for (const name of ['XERO_LOGIN_URL', 'XERO_IDENTITY_URL', 'XERO_API_URL']) process.env[name] = `${url}${LOCAL_XERO_PATH}`;
  process.env.API_URL = url;
  process.env.WHATSAPP_GRAPH_URL = `${url}${LOCAL_WHATSAPP_PATH}`;
  return {
    url,
    peach: server.peach,
    xero: server.xero,
    zoho: server.zoho,
    whatsapp: server.whatsapp,
    close: () => server.close(),
    json: (method, path, body, requestOptions) => json(url, method, path, body, requestOptions),
    form: (path, fields, requestOptions) => form(url, path, fields, requestOptions),
    request: (method, path, init) => request(url, method, path, init),
  };
}
