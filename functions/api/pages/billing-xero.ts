import { billingXero as operation } from '#schemas/operations/pages';
import { XERO_PAGE_CSP, xeroPage } from '#core/xero-page';
import { xeroStatus } from '#platform/services/xero';
import { requireOperator } from '#platform/services/operators';
import { pageHandler } from './page-request.ts';

/** The stack authenticates and the service checks the operator; the page shows Xero's state. Errors stay JSON. */
export const handler = pageHandler(
  operation,
  async ({ principal, query }) => {
    await requireOperator(principal);
    return { html: xeroPage({ status: await xeroStatus(), error: query.error, connectPath: '/billing/authxero' }), csp: XERO_PAGE_CSP };
  },
  { loginFirst: true },
);
