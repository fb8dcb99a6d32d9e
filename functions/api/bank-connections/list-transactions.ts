import { listTransactions as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { completedConnection, labelledTransactionsOf } from '#platform/services/bank-read';
import { availableAccounts, CRUNCH_CATEGORIES, presentTransaction } from '#core/bank-connection-out';
import { filterTransactions, pageOf } from '#core/transaction-search';
import { labelReview } from '#core/labelling/review';

export const handler = apiHandler(operation, async ({ principal, params, query }) => {
  const connection = await completedConnection(principal.organisationId, params.application_id);
  const accounts = new Map(connection.accounts.map((account) => [account.id, account]));
  const all = await labelledTransactionsOf(connection);
  const matching = filterTransactions(all, query);
  const page = pageOf(matching, query);
  return {
    nextCursor: page.next,
    body: {
      count: matching.length,
      has_next: page.has_next,
      has_prev: page.has_prev,
      data: page.items.map((transaction) => presentTransaction(transaction, accounts.get(transaction.account_id))),
      next: page.next,
      available_accounts: availableAccounts(connection.accounts),
      crunch_categories: CRUNCH_CATEGORIES,
      review: labelReview(all),
    },
  };
});
