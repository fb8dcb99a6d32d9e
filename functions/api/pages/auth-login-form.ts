import { authLoginForm as operation } from '#schemas/operations/pages';
import { csrfCookie, LOGIN_PAGE_CSP, loginPage, newCsrfToken, refusedRedirectPage, safeRedirect } from '#core/operator-login';
import { config } from '#platform/config';
import { pageHandler } from './page-request.ts';

/** The login form, with a fresh double-submit token in its cookie and its hidden field. */
export const handler = pageHandler(operation, async ({ query }) => {
  const redirectUrl = safeRedirect(query.redirect_url, [config.apiUrl, config.consoleUrl]);
  if (!redirectUrl) return { html: refusedRedirectPage(), csp: LOGIN_PAGE_CSP, status: 400 };
  const token = newCsrfToken();
  return { html: loginPage({ redirectUrl, csrfToken: token }), csp: LOGIN_PAGE_CSP, cookies: [csrfCookie(token, config.secureCookies)] };
});
