/**
 * What the operator pages share: a browser sends the staff session as the `access_token` cookie
 * (SPEC §2), not as an Authorization header, so the cookie becomes the header when no header was
 * sent; the HTTP stack then authenticates it like any bearer token.
 */
import type { Operation } from '#schemas/operation';
import { CSRF_COOKIE, csrfCookie, csrfMatches, isCsrfToken, LOGIN_PATH, newCsrfToken } from '#core/operator-login';
import { config } from '#platform/config';
import { apiHandler, cookieValue, type ApiEvent, type ApiLambda, type ApiRequest } from '#platform/http/http';

/** Requests whose session came from the cookie: only those can be forged by another site's form. */
const sessionFromCookie = new WeakSet<ApiEvent>();

export function withAccessTokenCookie(event: ApiEvent): ApiEvent {
  if (event.headers?.authorization) return event;
  const token = cookieValue(event, 'access_token');
  if (!token) return event;
  const withHeader = { ...event, headers: { ...event.headers, authorization: `Bearer ${decodeURIComponent(token.replace(/^"|"$/g, ''))}` } };
  sessionFromCookie.add(withHeader);
  return withHeader;
}

/** What a page's run answers: HTML (with its CSP), a redirect or a file to download, each with cookies to set. */
export type PageAnswer =
  | { html: string; csp: string; status?: number; cookies?: string[] }
  | { redirect: string; status?: 302 | 303; cookies?: string[] }
  | { file: string | Uint8Array; contentType: 'text/csv' | 'application/pdf'; filename: string; cookies?: string[] };

/**
 * A server-rendered page over the operation's HTTP stack: the stack authenticates (the
 * `access_token` cookie counts as the bearer token), parses and validates as for any operation and
 * its errors stay in the catalogue's JSON; what `run` answers becomes the HTML page, the redirect
 * or the file. `loginFirst`: a browser without a session is sent to the login and back.
 */
export function pageHandler<const O extends Operation>(
  operation: O,
  run: (request: ApiRequest<O>) => Promise<PageAnswer>,
  options: { loginFirst?: boolean } = {},
): ApiLambda {
  // By request event: the local server runs requests concurrently in one process.
  const answers = new WeakMap<ApiEvent, PageAnswer>();
  const stack = apiHandler(operation, async (request) => {
    answers.set(request.event, await run(request));
    return {};
  });
  return async (event, context) => {
    const request = withAccessTokenCookie(event);
    const response = await stack(request, context);
    const answer = answers.get(request);
    answers.delete(request);
    // A browser (it asks for HTML) opened the page without a session: the login, and back here
    // afterwards. Other clients keep the catalogue's 401.
    if (options.loginFirst && response.statusCode === 401 && /text\/html/.test(event.headers?.accept ?? '')) return { statusCode: 303, headers: { location: loginPathFor(event), 'cache-control': 'no-store' }, body: '' };
    if (!answer || response.statusCode === undefined || response.statusCode >= 400) return response;
    const headers = { ...response.headers, 'cache-control': 'no-store' };
    const cookies = answer.cookies && answer.cookies.length > 0 ? { cookies: answer.cookies } : {};
    if ('redirect' in answer) return { statusCode: answer.status ?? 303, headers: { ...headers, location: answer.redirect }, body: '', ...cookies };
    if ('file' in answer) {
      const filename = answer.filename.replace(/[^A-Za-z0-9._-]+/g, '_');
      const binary = typeof answer.file !== 'string';
      return {
        statusCode: 200,
        headers: { ...headers, 'content-type': binary ? answer.contentType : `${answer.contentType}; charset=utf-8`, 'content-disposition': `attachment; filename="${filename}"` },
        body: typeof answer.file === 'string' ? answer.file : Buffer.from(answer.file).toString('base64'),
        ...(binary ? { isBase64Encoded: true } : {}),
        ...cookies,
      };
    }
    return {
      statusCode: answer.status ?? 200,
      headers: { ...headers, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': answer.csp },
      body: answer.html,
      ...cookies,
    };
  };
}

function loginPathFor(event: ApiEvent): string {
  const here = `${event.rawPath}${event.rawQueryString ? `?${event.rawQueryString}` : ''}`;
  return `${LOGIN_PATH}?redirect_url=${encodeURIComponent(here)}`;
}

/**
 * The double-submit token of the forms under `path`: the cookie's while it is a token (so pages
 * open in two tabs both keep working), else a new one with the cookie that carries it.
 */
export function formToken(event: ApiEvent, path: string): { token: string; cookies: string[] } {
  const existing = cookieValue(event, CSRF_COOKIE);
  if (isCsrfToken(existing)) return { token: existing, cookies: [] };
  const token = newCsrfToken();
  return { token, cookies: [csrfCookie(token, config.secureCookies, path)] };
}

/**
 * Whether a posted form may act: it carries the token of its pages' cookie (a cross-site post
 * carries no SameSite=Strict cookie), or its session came in an Authorization header, which no
 * other site's form can send.
 */
export function formTokenMatches(event: ApiEvent, posted: string | undefined): boolean {
  if (!sessionFromCookie.has(event)) return true;
  return csrfMatches(posted, cookieValue(event, CSRF_COOKIE));
}
