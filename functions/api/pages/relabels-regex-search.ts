import { relabelsRegexSearch as operation } from '#schemas/operations/pages';
import { EXPIRED_FORM, relabelFile, RELABELS_PAGE_CSP, regexSearchPage, searchPattern } from '#core/relabels';
import { requireOperator } from '#platform/services/operators';
import { searchDescriptions } from '#platform/services/relabels';
import { formTokenMatches, pageHandler } from './page-request.ts';

export const handler = pageHandler(operation, async ({ principal, body, event }) => {
  await requireOperator(principal);
  const back = (error: string) => ({ redirect: `/relabels/regex_search?error_message_search=${encodeURIComponent(error)}` });
  if (!formTokenMatches(event, body.csrf_token)) return back(EXPIRED_FORM);
  const pattern = searchPattern(body.search_term);
  if (!pattern.ok) return back(pattern.error);
  const outcome = await searchDescriptions(pattern.test);
  if (body.action === 'download') return { file: relabelFile(outcome.matches), contentType: 'text/csv', filename: 'relabel-search.csv' };
  return { html: regexSearchPage({ csrfToken: body.csrf_token, term: body.search_term, outcome }), csp: RELABELS_PAGE_CSP };
});
