import { relabelsHome as operation } from '#schemas/operations/pages';
import { RELABELS_PAGE_CSP, RELABELS_PATH, relabelsHomePage } from '#core/relabels';
import { requireOperator } from '#platform/services/operators';
import { pendingDraft } from '#platform/services/relabels';
import { formToken, pageHandler } from './page-request.ts';

export const handler = pageHandler(
  operation,
  async ({ principal, query, event }) => {
    await requireOperator(principal);
    const { token, cookies } = formToken(event, RELABELS_PATH);
    const draft = await pendingDraft(principal);
    return { html: relabelsHomePage({ csrfToken: token, message: query.message, pending: draft?.changes.length ?? 0 }), csp: RELABELS_PAGE_CSP, cookies };
  },
  { loginFirst: true },
);
