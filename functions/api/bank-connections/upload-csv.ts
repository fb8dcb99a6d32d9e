import { uploadCsv as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { ingestBankData } from '#platform/services/bank-ingest';
import { announceFilesUploaded } from '#platform/services/statement-files';
import { presentConnection } from '#core/bank-connection-out';
import { uploadError } from '#core/ingest';
import { incomingFromStatement } from '#core/upload-accounts';
import { parseBankExport, StatementError } from '#core/statements/index';

/**
 * The applicant's fast CSV upload (authorised by the link's proxy id): the bank's export is
 * parsed and checked as a whole; a refused file answers the manual-upload error type with
 * every problem's row, and nothing is stored. An accepted file is announced like any uploaded
 * statement (the timeline's and the webhook's `files_uploaded`, from the applicant); a refused or
 * duplicate one is not.
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
  await announceFilesUploaded(application, 1, 'upload');
  return { body: presentConnection(connection) };
});
