import { getLabelledTransactions as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { completedConnection, labelledTransactionsOf } from '#platform/services/bank-read';
import { presentTransaction } from '#core/bank-connection-out';

/** Per account, oldest first (also serves the older path /transactions/{application_id}: get-labelled-transactions-legacy.ts). */
export const handler = apiHandler(operation, async ({ principal, params }) => {
  const connection = await completedConnection(principal.organisationId, params.application_id);
  const transactions = await labelledTransactionsOf(connection);
  return {
    body: connection.accounts.map((account) => ({
      account: account.id,
      transactions: transactions
        .filter((transaction) => transaction.account_id === account.id)
        .map((transaction) => {
          const { account: _account, account_number: _number, ...rest } = presentTransaction(transaction, account);
          void _account;
          void _number;
          return rest;
        }),
    })),
  };
});
