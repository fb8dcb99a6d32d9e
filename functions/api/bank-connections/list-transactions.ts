import { listTransactions as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { nextPageHeaders } from '#platform/http/paging';
import { completedConnection, CRUNCH_CATEGORIES, labelledTransactionsOf, presentTransaction } from '#platform/services/bank-read';

export const handler = apiHandler(operation, async ({ principal, params, query, event }) => {
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
  // The transactions are one S3 document read whole, so the cursor is a position in the
  // matching list: after the transaction `starting_after` (none, if it does not match any more).
  const after = query.starting_after ? matching.findIndex((transaction) => transaction.id === query.starting_after) : -1;
  const start = (query.starting_after && after < 0 ? matching.length : after + 1) + query.skip;
  const page = matching.slice(start, start + query.limit);
  const hasNext = start + query.limit < matching.length;
  const next = hasNext ? (page[page.length - 1]?.id ?? null) : null;
  return {
    headers: nextPageHeaders(event, next),
    body: {
      count: matching.length,
      has_next: hasNext,
      has_prev: start > 0,
      data: page.map((transaction) => presentTransaction(transaction, accounts.get(transaction.account_id))),
      next,
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
