/**
 * Logs a sandbox persona in over plain HTTP, as a browser would: GET the authorisation URL,
 * follow the bank's redirects with a cookie jar, post the login form and the consent form, and
 * stop at the redirect to `redirectUri`, whose `code` (or `error`) it returns.
 *
 *   const { codeVerifier, codeChallenge, nonce } = pkcePair();
 *   const result = await authorizeWithSandbox({ baseUrl: api.url, username: 'user_good', password: 'pass_good',
 *     consent: 'allow', redirectUri: 'http://localhost:3000/connect/oauth/callback', state: 'xyz', codeChallenge, nonce });
 *   if ('code' in result) … // exchange it (with result.iss) at the token endpoint (or through the SandboxConnector)
 *
 * A wrong password never reaches the redirect URI: the login page answers again with its error,
 * returned as `{ loginError }` (the text the applicant reads).
 *
 * For a connector's own tests, `sandboxCode(connector, 'user_good')` does the same with the
 * parameters the connector asks for, and `sandboxGrant(connector, 'user_good')` also exchanges the code.
 */
import { createHash, randomBytes } from 'node:crypto';
import { authorizationNonce, type BankConnector, type BankGrant } from '#core/bank-linking/connector';
import { SANDBOX_BANK_MOUNT, SANDBOX_CLIENT_ID, SANDBOX_ENDPOINTS, SANDBOX_SCOPE } from '#core/sandbox-bank/protocol';

export interface AuthorizeWithSandboxInput {
  /** The server's origin (`api.url`) or the bank's URL (`…/sandbox-bank`). */
  baseUrl: string;
  username: string;
  password: string;
  /**
   * Not used by the login: `user_otp` is asked for its one-time PIN by the accounts API (the
   * connect flow's FORM step, SandboxConnector.submitChallenge), not on the bank's pages.
   */
  otp?: string;
  consent: 'allow' | 'deny';
  redirectUri: string;
  state: string;
  /** Omit to test that the bank refuses a request without PKCE. */
  codeChallenge?: string;
  /** Default S256. */
  codeChallengeMethod?: string;
  /** The OpenID Connect nonce, as the connect UI sends it (pkcePair's); the SandboxConnector requires it. */
  nonce?: string;
  clientId?: string;
  scope?: string;
  /** The browser's cookies (default: a fresh jar, as a new browser); pass one to link twice in one browser. */
  jar?: CookieJar;
}

export type SandboxAuthorization =
  | { code: string; state: string | null; /** RFC 9207's `iss`, for POST oauth/code. */ iss: string | null }
  | { error: string; error_description: string | null; state: string | null }
  | { loginError: string };

/** A PKCE verifier, its S256 challenge and the nonce the connect UI derives from it. */
export function pkcePair(): { codeVerifier: string; codeChallenge: string; nonce: string } {
  const codeVerifier = randomBytes(32).toString('base64url');
  return { codeVerifier, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'), nonce: authorizationNonce(codeVerifier) };
}

/** The bank's URL (`…/sandbox-bank`) from a server origin or the bank's URL itself. */
export function sandboxBankUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed.endsWith(SANDBOX_BANK_MOUNT) ? trimmed : `${trimmed}${SANDBOX_BANK_MOUNT}`;
}

/** The authorisation URL the connect UI would send the applicant to. */
export function sandboxAuthorizationUrl(input: Omit<AuthorizeWithSandboxInput, 'username' | 'password' | 'consent' | 'otp' | 'jar'>): string {
  const url = new URL(`${sandboxBankUrl(input.baseUrl)}${SANDBOX_ENDPOINTS.authorization}`);
  url.searchParams.set('client_id', input.clientId ?? SANDBOX_CLIENT_ID);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', input.scope ?? SANDBOX_SCOPE);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('state', input.state);
  if (input.codeChallenge !== undefined) {
    url.searchParams.set('code_challenge', input.codeChallenge);
    url.searchParams.set('code_challenge_method', input.codeChallengeMethod ?? 'S256');
  }
  if (input.nonce !== undefined) url.searchParams.set('nonce', input.nonce);
  return url.href;
}

/** Cookies by name, each with its path (one host: domains are not needed). */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute('path') ?? '/';
      const expires = attribute('expires');
      const maxAge = attribute('max-age');
      const expired = value === '' || (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
      const key = `${name}|${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value: `${name}=${value}`, path });
    }
  }

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter((cookie) => url.pathname === cookie.path || url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map((cookie) => cookie.value)
      .join('; ');
  }
}

/** One request with the jar's cookies, no automatic redirects. */
export async function browserFetch(jar: CookieJar, url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
  const target = new URL(url);
  const headers: Record<string, string> = { accept: 'text/html' };
  const cookie = jar.header(target);
  if (cookie) headers.cookie = cookie;
  if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(target, {
    method: init.method ?? (init.form ? 'POST' : 'GET'),
    headers,
    redirect: 'manual',
    ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
  });
  jar.store(response);
  return response;
}

function formActions(html: string): string[] {
  return [...html.matchAll(/<form[^>]*action="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

function text(html: string, id: string): string | undefined {
  const match = new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html);
  return match?.[1]?.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

export async function authorizeWithSandbox(input: AuthorizeWithSandboxInput): Promise<SandboxAuthorization> {
  const jar = input.jar ?? new CookieJar();
  let url = sandboxAuthorizationUrl(input);
  let form: Record<string, string> | undefined;
  let loggedIn = false;
  for (let step = 0; step < 20; step++) {
    const response = await browserFetch(jar, url, form ? { form } : {});
    form = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (`${next.origin}${next.pathname}` === input.redirectUri) {
        await response.arrayBuffer();
        const params = next.searchParams;
        const code = params.get('code');
        if (code) return { code, state: params.get('state'), iss: params.get('iss') };
        return { error: params.get('error') ?? 'unknown', error_description: params.get('error_description'), state: params.get('state') };
      }
      await response.arrayBuffer();
      url = next.href;
      continue;
    }
    const html = await response.text();
    const actions = formActions(html).map((action) => new URL(action, url).href);
    const ending = (suffix: string) => actions.find((action) => action.endsWith(suffix));
    const login = ending('/login');
    const locked = ending('/locked');
    const consent = ending(input.consent === 'allow' ? '/allow' : '/deny');
    if (login) {
      if (loggedIn) return { loginError: text(html, 'login-error') ?? `login page answered ${response.status}` };
      loggedIn = true;
      url = login;
      form = { username: input.username, password: input.password };
    } else if (locked) {
      url = locked;
      form = {};
    } else if (consent) {
      url = consent;
      form = {};
    } else {
      throw new Error(`The sandbox bank stopped at ${url} (${response.status}): ${html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 300)}`);
    }
  }
  throw new Error('The sandbox bank redirected more than 20 times');
}

/**
 * The sandbox bank's one registered redirect URI: the connect UI's callback on CONNECT_URL (set by
 * the integration project's global setup, as `npm start` sets it).
 */
export const SANDBOX_REDIRECT_URI = `${process.env.CONNECT_URL}/connect/oauth/callback`;

/**
 * A code for `username` (password pass_good, consent allowed), asked for as `connector`
 * describes its authorisation step, with the PKCE verifier and the callback's `iss` to exchange it
 * with. `nonce: false` leaves the nonce out (the connector must then refuse the ID token).
 */
export async function sandboxCode(connector: BankConnector, username: string, options: { nonce?: boolean } = {}): Promise<{ code: string; codeVerifier: string; iss: string | undefined }> {
  const { codeVerifier, codeChallenge, nonce } = pkcePair();
  const authorization = connector.authorization();
  const result = await authorizeWithSandbox({
    baseUrl: authorization.authorizationEndpoint.replace(/\/auth$/, ''),
    username,
    password: 'pass_good',
    consent: 'allow',
    redirectUri: SANDBOX_REDIRECT_URI,
    state: 'st',
    codeChallenge,
    ...(options.nonce === false ? {} : { nonce }),
    clientId: authorization.clientId,
    scope: authorization.scope,
  });
  if (!('code' in result)) throw new Error(`no code: ${JSON.stringify(result)}`);
  return { code: result.code, codeVerifier, iss: result.iss ?? undefined };
}

/** `username`'s grant through `connector`: a sandboxCode, exchanged. */
export async function sandboxGrant(connector: BankConnector, username: string): Promise<BankGrant> {
  const { code, codeVerifier, iss } = await sandboxCode(connector, username);
  return connector.exchangeCode({ code, codeVerifier, redirectUri: SANDBOX_REDIRECT_URI, iss });
}
