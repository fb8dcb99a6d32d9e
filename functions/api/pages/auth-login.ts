import { authLogin as operation } from '#schemas/operations/pages';
import { DomainError, errorBody, errorStatus } from '#schemas/errors';
import { accessTokenCookie, CSRF_COOKIE, csrfCookie, csrfMatches, LOGIN_PAGE_CSP, loginPage, newCsrfToken, refusedRedirectPage, safeRedirect } from '#core/operator-login';
import { config } from '#platform/config';
import { cookieValue } from '#platform/http/http';
import { accessTokenFor, checkStaffPassword } from '#platform/services/staff-sessions';
import { pageHandler } from './page-request.ts';

/** Failures a person can act on: the form again with the reason, and the status the API would answer. */
const SHOWN = new Set(['invalid_credentials', 'account_deactivated', 'too_many_login_attempts', 'invalid_token_permissions']);

export const handler = pageHandler(operation, async ({ query, body, event, context }) => {
  const secure = config.secureCookies;
  const redirectUrl = safeRedirect(query.redirect_url, [config.apiUrl, config.consoleUrl]);
  if (!redirectUrl) return { html: refusedRedirectPage(), csp: LOGIN_PAGE_CSP, status: 400 };
  // A new token for every form shown again, so a refused post cannot be replayed with the old one.
  const again = (status: number, error: string) => {
    const token = newCsrfToken();
    return { html: loginPage({ redirectUrl, csrfToken: token, username: body.username, error }), csp: LOGIN_PAGE_CSP, status, cookies: [csrfCookie(token, secure)] };
  };
  // Cross-site posts carry no SameSite=Strict cookie: nothing is checked, no guess is spent.
  if (!csrfMatches(body.csrf_token, cookieValue(event, CSRF_COOKIE))) return again(403, 'This form expired or came from another site. Log in again.');
  try {
    const signedIn = await checkStaffPassword({ username: body.username, password: body.password, scope: 'internal' }, context.getRemainingTimeInMillis());
    const token = await accessTokenFor(signedIn);
    return { redirect: redirectUrl, cookies: [accessTokenCookie(token.access_token, token.expires_in, secure), csrfCookie(null, secure)] };
  } catch (error) {
    if (error instanceof DomainError && SHOWN.has(error.code)) return again(errorStatus(error.code), errorBody(error.code).message);
    throw error;
  }
});
