/**
 * The console's session cookie (issue 14). The access token stays in the page's memory; this
 * cookie carries a random secret that the refresh operation exchanges for a new token after a
 * reload. HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it: no CSRF
 * on the session operations), Path limited to the session operations (no other request carries
 * it), Secure wherever the API is https (locally the API is plain http on localhost).
 */
export const CONSOLE_SESSION_COOKIE = 'khanya_console';
export const CONSOLE_SESSION_PATH = '/v1/in/auth/session';
/** A working day: after it the analyst logs in again. */
export const CONSOLE_SESSION_TTL_SECONDS = 12 * 60 * 60;
/** One-time console login links (npm start's demo login): short, like a password in the clear. */
export const LOGIN_LINK_TTL_SECONDS = 10 * 60;

export function consoleSessionCookie(secret: string, secure: boolean): string {
  return `${CONSOLE_SESSION_COOKIE}=${secret}; Path=${CONSOLE_SESSION_PATH}; Max-Age=${CONSOLE_SESSION_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function clearedConsoleSessionCookie(secure: boolean): string {
  return `${CONSOLE_SESSION_COOKIE}=; Path=${CONSOLE_SESSION_PATH}; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The value of one cookie among a request's `name=value` pairs (API Gateway's `cookies`, or a Cookie header split on ';'). */
export function cookieFrom(pairs: readonly string[], name: string): string | undefined {
  for (const pair of pairs) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return rest.join('=').trim() || undefined;
  }
  return undefined;
}
