import { relabelsAssignedAccount as operation } from '#schemas/operations/pages';
import { EXPIRED_FORM, errorSummary } from '#core/relabels';
import { requireOperator } from '#platform/services/operators';
import { draftFromFile } from '#platform/services/relabels';
import { formTokenMatches, pageHandler } from './page-request.ts';

export const handler = pageHandler(operation, async ({ principal, body, event }) => {
  await requireOperator(principal);
  const back = (error: string) => ({ redirect: `/relabels/assigned_account?account_id=${body.account_id}&error_message=${encodeURIComponent(error)}` });
  if (!formTokenMatches(event, body.csrf_token)) return back(EXPIRED_FORM);
  const answer = await draftFromFile(principal, new Uint8Array(body.file.data), 'account', body.account_id);
  return answer.ok ? { redirect: '/relabels/confirm' } : back(errorSummary(answer.errors));
});
