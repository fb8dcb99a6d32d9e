/**
 * What the operator pages share: a browser sends the staff session as the `access_token` cookie
 * (SPEC §2), not as an Authorization header, so the cookie becomes the header when no header was
 * sent; the HTTP stack then authenticates it like any bearer token.
 */
import type { Operation } from '#schemas/operation';
import { apiHandler, cookieValue, type ApiEvent, type ApiLambda, type ApiRequest } from '#platform/http/http';

export function withAccessTokenCookie(event: ApiEvent): ApiEvent {
  if (event.headers?.authorization) return event;
  const token = cookieValue(event, 'access_token');
  if (!token) return event;
  return { ...event, headers: { ...event.headers, authorization: `Bearer ${decodeURIComponent(token.replace(/^"|"$/g, ''))}` } };
}

/** What a page's run answers: HTML (with its CSP) or a redirect, each with cookies to set. */
export type PageAnswer =
  | { html: string; csp: string; status?: number; cookies?: string[] }
  | { redirect: string; status?: 302 | 303; cookies?: string[] };

/**
 * A server-rendered page over the operation's HTTP stack: the stack authenticates (the
 * `access_token` cookie counts as the bearer token), parses and validates as for any operation and
 * its errors stay in the catalogue's JSON; what `run` answers becomes the HTML page or the redirect.
 */
export function pageHandler<const O extends Operation>(operation: O, run: (request: ApiRequest<O>) => Promise<PageAnswer>): ApiLambda {
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
    if (!answer || response.statusCode === undefined || response.statusCode >= 400) return response;
    const headers = { ...response.headers, 'cache-control': 'no-store' };
    const cookies = answer.cookies && answer.cookies.length > 0 ? { cookies: answer.cookies } : {};
    if ('redirect' in answer) return { statusCode: answer.status ?? 303, headers: { ...headers, location: answer.redirect }, body: '', ...cookies };
    return {
      statusCode: answer.status ?? 200,
      headers: { ...headers, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': answer.csp },
      body: answer.html,
      ...cookies,
    };
  };
}
