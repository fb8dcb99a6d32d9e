/**
 * The console's API client and session. The access token lives in this module's memory only
 * (never localStorage or a readable cookie); after a reload the HttpOnly session cookie is
 * exchanged for a new one (POST /v1/in/auth/session/refresh), and a token about to expire or
 * refused is renewed the same way once before the call is retried.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail?: Array<{ loc: Array<string | number>; msg: string }>,
    /** A refused file's problems (`invalid_application_file`): spreadsheet row, column and what is wrong. */
    readonly problems?: Array<{ row: number | null; column: string | null; problem: string }>,
  ) {
    super(message);
  }
}

/** The session ended (logged out elsewhere, password changed, expired): the app shows the login. */
export class SessionEnded extends Error {}

interface AccessToken {
  access_token: string;
  expires_in: number;
}

let token: string | null = null;
let expiresAt = 0;
let refreshing: Promise<boolean> | null = null;
const endListeners = new Set<() => void>();

export function onSessionEnded(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

function keep(answer: AccessToken): void {
  token = answer.access_token;
  expiresAt = Date.now() + answer.expires_in * 1000;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: { code?: string; message?: string; detail?: ApiError['detail']; details?: ApiError['problems'] } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON: the status says enough
  }
  if (response.status === 422 && Array.isArray(body.detail)) return new ApiError(422, 'validation_error', body.detail.map((d) => d.msg).join('; '), body.detail);
  return new ApiError(response.status, body.code ?? `http_${response.status}`, body.message ?? response.statusText, undefined, Array.isArray(body.details) ? body.details : undefined);
}

async function sessionCall(path: string, init: RequestInit): Promise<AccessToken> {
  const response = await fetch(path, { ...init, method: 'POST', credentials: 'same-origin' });
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as AccessToken;
}

export async function login(username: string, password: string): Promise<void> {
  keep(await sessionCall('/v1/in/auth/session', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username, password }) }));
}

export async function redeemLoginLink(linkToken: string): Promise<void> {
  keep(await sessionCall('/v1/in/auth/session/login_link', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: linkToken }) }));
}

/** A new token from the session cookie; false when there is no session (the login page). */
export function refresh(): Promise<boolean> {
  refreshing ??= sessionCall('/v1/in/auth/session/refresh', {})
    .then((answer) => {
      keep(answer);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export async function logout(): Promise<void> {
  token = null;
  await fetch('/v1/in/auth/session/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}

export function signedIn(): boolean {
  return token !== null;
}

async function ensureToken(): Promise<string> {
  if (token && Date.now() < expiresAt - 60_000) return token;
  if (await refresh()) return token!;
  token = null;
  for (const listener of endListeners) listener();
  throw new SessionEnded('Your session has ended. Log in again.');
}

/** Calls the API as the signed-in user; a refused token is renewed once and the call retried. */
export async function api<T>(method: string, path: string, body?: unknown, accept = 'application/json', extraHeaders: Record<string, string> = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const bearer = await ensureToken();
    // A FormData body is sent as multipart (the browser sets its boundary); anything else as JSON.
    const form = body instanceof FormData;
    const response = await fetch(path, {
      method,
      headers: { authorization: `Bearer ${bearer}`, accept, ...(body === undefined || form ? {} : { 'content-type': 'application/json' }), ...extraHeaders },
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
    });
    if (response.status === 401 && attempt === 0) {
      expiresAt = 0;
      continue;
    }
    if (!response.ok) throw await errorOf(response);
    if (response.status === 204) return undefined as T;
    if (accept !== 'application/json') return (await response.blob()) as T;
    return (await response.json()) as T;
  }
}

/** Public calls (password links): no token. */
export async function publicPost<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}

/** Money-moving calls carry an Idempotency-Key: a retried click or request never charges twice. */
export function idempotent(): Record<string, string> {
  return { 'idempotency-key': crypto.randomUUID() };
}
