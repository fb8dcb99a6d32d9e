import { uploadCsv as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { acceptCsvExport, recordRefusedCsvExport } from '#platform/services/statement-files';
import { presentConnection } from '#core/bank-connection-out';
import { csvExportRefusal } from '#core/csv-export-file';
import { uploadError } from '#core/ingest';
import { parseBankExport, StatementError } from '#core/statements/index';

/**
 * The applicant's fast CSV upload (authorised by the link's proxy id): the bank's export is
 * parsed and checked as a whole; a refused file answers the manual-upload error type with
 * every problem's row, enters nothing of the connection, and is listed as a failed file (kept
 * for audit), as the statement routes list a refused export. An accepted file is listed as
 * parsed and announced like any uploaded statement (the timeline's and the webhook's
 * `files_uploaded`, from the applicant); a refused or duplicate one is not announced.
 */
export const handler = apiHandler(operation, async ({ body, link: application }) => {
  let statement;
  try {
    statement = parseBankExport(body.file.data, { bankId: body.bank_id, accountNumber: body.account_number });
  } catch (error) {
    if (error instanceof StatementError) {
      await recordRefusedCsvExport(application, body, csvExportRefusal(error, body.file.data));
      throw uploadError(error.error_type, error.problems.map((problem) => ({ account: body.account_number, ...problem })));
    }
    throw error;
  }
  return { body: presentConnection(await acceptCsvExport(application, body, statement)) };
});
