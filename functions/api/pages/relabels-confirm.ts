import { relabelsConfirm as operation } from '#schemas/operations/pages';
import { appliedMessage, EXPIRED_FORM } from '#core/relabels';
import { requireOperator } from '#platform/services/operators';
import { applyDraft, discardDraft } from '#platform/services/relabels';
import { formTokenMatches, pageHandler } from './page-request.ts';

const GONE = 'These changes are no longer pending (already applied, discarded, or replaced by a newer file).';

export const handler = pageHandler(operation, async ({ principal, body, event }) => {
  await requireOperator(principal);
  const confirmPage = (message: string) => ({ redirect: `/relabels/confirm?message=${encodeURIComponent(message)}` });
  if (!formTokenMatches(event, body.csrf_token)) return confirmPage(EXPIRED_FORM);
  if (body.action === 'discard') return (await discardDraft(principal, body.draft_id)) ? { redirect: `/relabels/?message=${encodeURIComponent('The pending changes were discarded.')}` } : confirmPage(GONE);
  const outcome = await applyDraft(principal, body.draft_id);
  return outcome ? { redirect: `/relabels/?message=${encodeURIComponent(appliedMessage(outcome))}` } : confirmPage(GONE);
});
