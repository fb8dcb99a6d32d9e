/**
 * What follows a committed analysis generation: the lender's webhook, then each integration that
 * acts on a finished analysis (re-vet outcome, CRM note, …). Called by the analysis worker after
 * the commit and again when a message for an already-committed generation is redelivered (the
 * run that committed may have died before getting here), so every step must be repeatable: a
 * second call must change nothing and send nothing twice.
 */
import { getAnalyses, type BankConnectionItem } from '../repositories/bank-connections.ts';
import { nowIso } from '../repositories/table.ts';
import { publishEvent } from './webhooks.ts';
import { decideRevetOutcome } from './revet-outcomes.ts';
import { pushAnalysisToCrm } from './crm.ts';

export async function afterAnalysed(connection: BankConnectionItem, generation: number): Promise<void> {
  // The event's time is when the analysis committed, not now: a redelivery in a later second must
  // make the same delivery (its id carries the event's time), not a second one.
  const analyses = await getAnalyses(connection.organisation, connection.application);
  await publishAnalysisEvent('bank_connection.analysed', connection, generation, analyses?.generation === generation ? analyses.computed_at : nowIso());
  // The analyses read once for every follow-up (none re-reads them).
  const current = analyses?.generation === generation ? analyses : undefined;
  await decideRevetOutcome(connection, generation, current);
  // After the outcome, so the CRM note can carry it.
  await pushAnalysisToCrm(connection, generation, { analyses: current });
}

export async function afterAnalysisFailed(connection: BankConnectionItem, generation: number): Promise<void> {
  await publishAnalysisEvent('bank_connection.failed', connection, generation, nowIso());
}

/** The lender's webhook for a finished (or failed) analysis generation: ids only. */
function publishAnalysisEvent(type: 'bank_connection.analysed' | 'bank_connection.failed', connection: BankConnectionItem, generation: number, at: string) {
  return publishEvent({
    type,
    organisationId: connection.organisation,
    applicationId: connection.application,
    at,
    source: `${connection.application}|${generation}`,
    data: { bank_connection_id: connection.id, generation, status: type === 'bank_connection.analysed' ? 'complete' : 'failed' },
  });
}
