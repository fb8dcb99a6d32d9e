import { uploadCsv as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { ingestBankData } from '#platform/services/bank-ingest';
import { presentConnection } from '#core/bank-connection-out';
import { uploadError } from '#core/ingest';
import { incomingFromStatement } from '#core/upload-accounts';
import { parseBankExport, StatementError } from '#core/statements/index';

/**
 * The applicant's fast CSV upload (authorised by the link's proxy id): the bank's export is
 * parsed and checked as a whole; a refused file answers the manual-upload error type with
 * every problem's row, and nothing is stored.
 */
export const handler = apiHandler(operation, async ({ body, link: application }) => {
  let statement;
  try {
    statement = parseBankExport(body.file.data, { bankId: body.bank_id, accountNumber: body.account_number });
  } catch (error) {
    if (error instanceof StatementError) {
      throw uploadError(error.error_type, error.problems.map((problem) => ({ account: body.account_number, ...problem })));
    }
    throw error;
  }
  const connection = await ingestBankData(application.organisation, application.id, {
    accounts: [incomingFromStatement(statement, body)],
    source: 'csv',
    raw: { body: body.file.data, extension: 'csv', contentType: body.file.content_type ?? 'text/csv' },
    checkDuplicateFile: true,
  });
  return { body: presentConnection(connection) };
});
