import { relabelsRegexSearchPage as operation } from '#schemas/operations/pages';
import { RELABELS_PAGE_CSP, RELABELS_PATH, regexSearchPage } from '#core/relabels';
import { requireOperator } from '#platform/services/operators';
import { formToken, pageHandler } from './page-request.ts';

export const handler = pageHandler(
  operation,
  async ({ principal, query, event }) => {
    await requireOperator(principal);
    const { token, cookies } = formToken(event, RELABELS_PATH);
    return { html: regexSearchPage({ csrfToken: token, errorSearch: query.error_message_search, errorSubmit: query.error_message_submit }), csp: RELABELS_PAGE_CSP, cookies };
  },
  { loginFirst: true },
);
