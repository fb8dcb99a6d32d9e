import { billingAuthxero as operation } from '#schemas/operations/pages';
import { finishXeroConnect, startXeroConnect } from '#platform/services/xero';
import { pageHandler } from './page-request.ts';

/** The stack authenticates; the service decides where the browser goes next (302 to Xero, 303 back). Errors stay JSON. */
export const handler = pageHandler(operation, async ({ principal, query }) => {
  if (!query.code && !query.state && !query.error) return { redirect: await startXeroConnect(principal), status: 302 };
  const error = await finishXeroConnect(principal, { code: query.code, state: query.state, error: query.error_description ?? query.error });
  return { redirect: error ? `/billing/xero?error=${encodeURIComponent(error)}` : '/billing/xero' };
});
