import { listTransactions as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http';
import { completedConnection, CRUNCH_CATEGORIES, labelledTransactionsOf, presentTransaction } from '#platform/bank-read';

export const handler = apiHandler(operation, async ({ principal, params, query }) => {
  const connection = await completedConnection(principal.organisationId, params.application_id);
  const accounts = new Map(connection.accounts.map((account) => [account.id, account]));
  const text = query.search?.toLowerCase();
  const matching = (await labelledTransactionsOf(connection))
    .filter(
      (transaction) =>
        (!query.account_id || transaction.account_id === query.account_id) &&
        (!query.label || transaction.label === query.label) &&
        (!query.date_from || transaction.datetime.slice(0, 10) >= query.date_from) &&
        (!query.date_to || transaction.datetime.slice(0, 10) <= query.date_to) &&
        (!text || `${transaction.description} ${transaction.reference ?? ''}`.toLowerCase().includes(text)),
    )
    .reverse();
  const page = matching.slice(query.skip, query.skip + query.limit);
  return {
    body: {
      count: matching.length,
      has_next: query.skip + query.limit < matching.length,
      has_prev: query.skip > 0,
      data: page.map((transaction) => presentTransaction(transaction, accounts.get(transaction.account_id))),
      available_accounts: connection.accounts.map((account) => ({
        account_id: account.id,
        bank_slug: account.bank_slug,
        account_number: account.account_number,
        account_name: account.account_name,
      })),
      crunch_categories: CRUNCH_CATEGORIES,
    },
  };
});
