import { relabelTransaction as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { queueOrFail } from '#platform/services/bank-ingest';
import { completedConnection, labelledTransactionsOf } from '#platform/services/bank-read';
import { organisationLearnsFromRelabels, putLabelRule, saveConnectionForAnalysis } from '#platform/repositories/bank-connections';
import { nowIso } from '#platform/repositories/table';
import { DomainError } from '#schemas/errors';
import { organisationRuleFromRelabel } from '#core/labelling/index';

/**
 * The manual label is kept on the connection (so it survives every re-analysis), the analyses
 * run again, and the organisation learns a rule for the same merchant in the same direction.
 */
export const handler = apiHandler(operation, async ({ principal, params, body }) => {
  const connection = await completedConnection(principal.organisationId, params.application_id);
  const transaction = (await labelledTransactionsOf(connection)).find((candidate) => candidate.id === params.transaction_id);
  if (!transaction) throw new DomainError('resource_not_found');
  const saved = await saveConnectionForAnalysis(
    {
      ...connection,
      manual_labels: { ...connection.manual_labels, [transaction.id]: body.new_label },
      requested_generation: connection.requested_generation + 1,
    },
    connection.version,
  );
  if (await organisationLearnsFromRelabels(principal.organisationId)) {
    // The labeller's own rule (same merchant key, same direction, a label that fits the
    // direction), so the rule stored is one the labeller applies.
    const rule = organisationRuleFromRelabel(transaction, body.new_label);
    if (rule) await putLabelRule(principal.organisationId, { ...rule, created_from: transaction.id, created_at: nowIso() });
  }
  await queueOrFail(saved);
  return { body: { transaction_id: transaction.id, old_label: transaction.label, new_label: body.new_label } };
});
