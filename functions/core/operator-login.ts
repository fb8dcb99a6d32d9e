/**
 * The operator pages' login (SPEC §2: GET and POST /auth/login?redirect_url=…): a server-rendered
 * form that, on the right password, sets the `access_token` cookie the operator pages read and
 * sends the browser back to `redirect_url`, only ever to Khanya's own pages (an open redirect is a
 * defect). The form is protected against cross-site posting by a double-submit token: a random
 * value in an HttpOnly SameSite=Strict cookie and the same value in the form.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { errorLine, escapeHtml, operatorPage, operatorPageCsp } from './operator-page.ts';

export const LOGIN_PAGE_CSP = operatorPageCsp("'self'");
export const CSRF_COOKIE = 'khanya_csrf';
export const LOGIN_PATH = '/auth/login';

/**
 * Where the login may send the browser: a path on this origin ("/relabels/", "/billing/xero"), or
 * an absolute https/http URL on one of `origins` (the API's and the console's). Anything else, a
 * scheme-relative "//host" or "/\\host", other schemes and hosts, answers null.
 */
export function safeRedirect(target: string, origins: readonly string[]): string | null {
  const value = target.trim();
  if (value.startsWith('/')) {
    // Control characters (header splitting) and backslashes (browsers read "/\\host" as another host).
    if (value.startsWith('//') || value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
    return value;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return origins.some((origin) => new URL(origin).origin === url.origin) ? url.toString() : null;
}

/** Whether the form's token is the cookie's (both present, equal, compared in constant time). */
export function csrfMatches(formToken: string | undefined, cookieToken: string | undefined): boolean {
  if (!formToken || !cookieToken || formToken.length !== cookieToken.length) return false;
  return timingSafeEqual(Buffer.from(formToken), Buffer.from(cookieToken));
}

export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The form's token cookie for an hour, sent only to the pages under `path` (the login's, the
 * relabelling pages'); `token` null clears it (after a login).
 */
export function csrfCookie(token: string | null, secure: boolean, path: string = LOGIN_PATH): string {
  return `${CSRF_COOKIE}=${token ?? ''}; Path=${path}; Max-Age=${token === null ? 0 : 3600}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** Whether a cookie's value is one `newCsrfToken` could have made (so a page may keep using it). */
export function isCsrfToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{32}$/.test(value);
}

/** The staff session for the operator pages: Lax so that following a link to a page keeps it. */
export function accessTokenCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return `access_token=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function loginPage(input: { redirectUrl: string; csrfToken: string; username?: string; error?: string | null }): string {
  const action = `${LOGIN_PATH}?redirect_url=${encodeURIComponent(input.redirectUrl)}`;
  return operatorPage(
    'Log in',
    [
      '<h1>Khanya · Log in</h1>',
      '<p>Khanya\'s staff pages need your Khanya login.</p>',
      errorLine(input.error),
      `<form method="post" action="${escapeHtml(action)}">`,
      `<input type="hidden" name="csrf_token" value="${escapeHtml(input.csrfToken)}">`,
      `<label for="username">E-mail address</label><input id="username" name="username" type="email" autocomplete="username" required value="${escapeHtml(input.username ?? '')}">`,
      '<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>',
      '<div><button type="submit">Log in</button></div>',
      '</form>',
    ].join('\n'),
  );
}

/** The page when `redirect_url` is not one of Khanya's pages: no form (nothing to log in to). */
export function refusedRedirectPage(): string {
  return operatorPage('Log in', ['<h1>Khanya · Log in</h1>', errorLine('This login link does not lead back to a Khanya page, so it cannot be used.')].join('\n'));
}
