import { relabelsConfirmPage as operation } from '#schemas/operations/pages';
import { confirmPage, RELABELS_PAGE_CSP, RELABELS_PATH } from '#core/relabels';
import { requireOperator } from '#platform/services/operators';
import { pendingDraft } from '#platform/services/relabels';
import { formToken, pageHandler } from './page-request.ts';

export const handler = pageHandler(
  operation,
  async ({ principal, query, event }) => {
    await requireOperator(principal);
    const { token, cookies } = formToken(event, RELABELS_PATH);
    return { html: confirmPage({ csrfToken: token, draft: await pendingDraft(principal), message: query.message }), csp: RELABELS_PAGE_CSP, cookies };
  },
  { loginFirst: true },
);
