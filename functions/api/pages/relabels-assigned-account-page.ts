import { relabelsAssignedAccountPage as operation } from '#schemas/operations/pages';
import { assignedAccountPage, RELABELS_PAGE_CSP, RELABELS_PATH } from '#core/relabels';
import { isObjectId } from '#core/ids';
import { requireOperator } from '#platform/services/operators';
import { accountView } from '#platform/services/relabels';
import { formToken, pageHandler } from './page-request.ts';

export const handler = pageHandler(
  operation,
  async ({ principal, query, event }) => {
    await requireOperator(principal);
    const { token, cookies } = formToken(event, RELABELS_PATH);
    const askedFor = query.account_id?.trim().toLowerCase() || null;
    const account = askedFor && isObjectId(askedFor) ? await accountView(askedFor) : null;
    return { html: assignedAccountPage({ csrfToken: token, error: query.error_message, account, askedFor }), csp: RELABELS_PAGE_CSP, cookies };
  },
  { loginFirst: true },
);
