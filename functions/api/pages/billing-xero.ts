import { billingXero as operation } from '#schemas/operations/pages';
import { apiHandler, type ApiLambda } from '#platform/http/http';
import { XERO_PAGE_CSP, xeroPage } from '#core/xero-page';
import { xeroStatus } from '#platform/services/xero';
import { requireOperator } from '#platform/services/operators';
import { withAccessTokenCookie } from './page-request.ts';

const pages = new WeakMap<object, string>();

const page = apiHandler(operation, async ({ principal, query, event }) => {
  await requireOperator(principal);
  pages.set(event, xeroPage({ status: await xeroStatus(), error: query.error, connectPath: '/billing/authxero' }));
  return {};
});

/** The stack authenticates and the service checks the operator; its empty 200 becomes the HTML page. Errors stay JSON. */
export const handler: ApiLambda = async (event, context) => {
  const request = withAccessTokenCookie(event);
  const response = await page(request, context);
  const html = pages.get(request);
  pages.delete(request);
  if (response.statusCode !== 200 || html === undefined) return response;
  return {
    ...response,
    headers: { ...response.headers, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': XERO_PAGE_CSP, 'cache-control': 'no-store' },
    body: html,
  };
};
