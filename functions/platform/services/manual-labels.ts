/**
 * A manual label, from a lender's relabel (PUT …/transactions/{id}/label) or an operator's
 * confirmed batch (/relabels/confirm): kept on the connection so it survives every re-analysis,
 * the analyses asked for again, and the organisation taught the rule for the same merchant in the
 * same direction (unless it opted out).
 */
import type { LabelledTransaction } from '#core/bank-data';
import type { Label } from '#schemas/labels';
import { organisationRuleFromRelabel } from '#core/labelling/index';
import { organisationLearnsFromRelabels, putLabelRule, saveConnectionForAnalysis, type BankConnectionItem } from '../repositories/bank-connections.ts';
import { nowIso } from '../repositories/table.ts';
import { queueOrFail } from './bank-ingest.ts';

export interface ManualLabel {
  transaction: LabelledTransaction;
  label: Label;
}

/** Commits the labels on the connection as read (409 `concurrent_update` if it changed since), learns, queues. */
export async function commitManualLabels(connection: BankConnectionItem, changes: readonly ManualLabel[]): Promise<BankConnectionItem> {
  const saved = await saveConnectionForAnalysis(
    {
      ...connection,
      manual_labels: { ...connection.manual_labels, ...Object.fromEntries(changes.map(({ transaction, label }) => [transaction.id, label])) },
      requested_generation: connection.requested_generation + 1,
    },
    connection.version,
  );
  if (await organisationLearnsFromRelabels(connection.organisation)) {
    // The labeller's own rule (same merchant key, same direction, a label that fits the
    // direction), so the rule stored is one the labeller applies.
    for (const { transaction, label } of changes) {
      const rule = organisationRuleFromRelabel(transaction, label);
      if (rule) await putLabelRule(connection.organisation, { ...rule, created_from: transaction.id, created_at: nowIso() });
    }
  }
  await queueOrFail(saved);
  return saved;
}
