import { uploadByod as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { ingestBankData } from '#platform/services/bank-ingest';
import { presentConnection } from '#core/bank-connection-out';

export const handler = apiHandler(operation, async ({ principal, params, body, event }) => {
  const connection = await ingestBankData(principal.organisationId, params.application_id, {
    accounts: body.accounts.map((account) => ({
      account_number: account.account_number,
      account_name: account.account_name,
      account_type: account.account_type ?? null,
      bank_slug: account.bank_slug,
      account_holder_name: account.account_holder_name ?? null,
      currency: account.currency,
      balance: account.balance,
      transactions: account.transactions.map((transaction) => ({
        datetime: transaction.datetime,
        amount: transaction.amount,
        balance: transaction.balance ?? null,
        description: transaction.description,
        reference: transaction.reference ?? null,
        currency: transaction.currency,
      })),
    })),
    source: 'byod',
    raw: { body: event.body ?? '', extension: 'json', contentType: 'application/json' },
    checkDuplicateFile: false,
  });
  return { body: presentConnection(connection) };
});
