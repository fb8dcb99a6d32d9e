import { relabelTransaction as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { completedConnection, labelledTransactionsOf } from '#platform/services/bank-read';
import { commitManualLabels } from '#platform/services/manual-labels';
import { DomainError } from '#schemas/errors';

/** The label survives every re-analysis, the analyses run again, the organisation learns the merchant's rule. */
export const handler = apiHandler(operation, async ({ principal, params, body }) => {
  const connection = await completedConnection(principal.organisationId, params.application_id);
  const transaction = (await labelledTransactionsOf(connection)).find((candidate) => candidate.id === params.transaction_id);
  if (!transaction) throw new DomainError('resource_not_found');
  await commitManualLabels(connection, [{ transaction, label: body.new_label }]);
  return { body: { transaction_id: transaction.id, old_label: transaction.label, new_label: body.new_label } };
});
