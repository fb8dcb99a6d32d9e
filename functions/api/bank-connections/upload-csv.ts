import { uploadCsv as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { ingestBankData } from '#platform/services/bank-ingest';
import { presentConnection } from '#core/bank-connection-out';
import { applicationForLink } from '#platform/services/connect-session';
import { uploadError } from '#core/ingest';
import { toRand } from '#core/bank-data';
import { parseBankExport, StatementError } from '#core/statements/index';

/**
 * The applicant's fast CSV upload (authorised by the link's proxy id): the bank's export is
 * parsed and checked as a whole; a refused file answers the manual-upload error type with
 * every problem's row, and nothing is stored.
 */
export const handler = apiHandler(operation, async ({ params, body }) => {
  const application = await applicationForLink(params.proxy_id);
  let statement;
  try {
    statement = parseBankExport(body.file.data, { bankId: body.bank_id, accountNumber: body.account_number });
  } catch (error) {
    if (error instanceof StatementError) {
      throw uploadError(error.error_type, error.problems.map((problem) => ({ account: body.account_number, ...problem })));
    }
    throw error;
  }
  const closing = statement.closing_balance_cents ?? [...statement.transactions].reverse().find((row) => row.balance_cents !== null)?.balance_cents ?? 0;
  const connection = await ingestBankData(application.organisation, application.id, {
    accounts: [
      {
        account_number: body.account_number,
        account_name: `${statement.bank_slug.toUpperCase()} ${body.account_number.slice(-4)}`,
        account_type: null,
        bank_slug: statement.bank_slug,
        account_holder_name: body.account_holder_name ?? statement.account_holder_name,
        currency: 'ZAR',
        balance: toRand(closing),
        transactions: statement.transactions.map((row) => ({
          datetime: row.datetime,
          amount: toRand(row.amount_cents),
          balance: row.balance_cents === null ? null : toRand(row.balance_cents),
          description: row.description,
          reference: row.reference,
          currency: 'ZAR',
        })),
      },
    ],
    source: 'csv',
    raw: { body: body.file.data, extension: 'csv', contentType: body.file.content_type ?? 'text/csv' },
    checkDuplicateFile: true,
  });
  return { body: presentConnection(connection) };
});
