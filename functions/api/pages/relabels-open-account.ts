import { relabelsOpenAccount as operation } from '#schemas/operations/pages';
import { requireOperator } from '#platform/services/operators';
import { EXPIRED_FORM } from '#core/relabels';
import { formTokenMatches, pageHandler } from './page-request.ts';

export const handler = pageHandler(operation, async ({ principal, body, event }) => {
  await requireOperator(principal);
  if (!formTokenMatches(event, body.csrf_token)) return { redirect: `/relabels/assigned_account?error_message=${encodeURIComponent(EXPIRED_FORM)}` };
  return { redirect: `/relabels/assigned_account?account_id=${body.account_id}` };
});
