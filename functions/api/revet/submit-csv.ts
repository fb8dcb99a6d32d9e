import { submitCsv as operation } from '#schemas/operations/revet';
import { apiHandler } from '#platform/http/http';
import { revetEntriesFromCsv } from '#core/revet-csv';
import { submitRevetApplications } from '#platform/services/revet-service';

/**
 * The stack parses and validates the multipart form; a refused file answers 400
 * invalid_application_file with row-level `details` (RevetFileError) and creates nothing.
 */
export const handler = apiHandler(operation, async ({ principal, body }) => {
  const entries = revetEntriesFromCsv(body.file.data);
  return { body: await submitRevetApplications(principal.organisationId, entries, body.application_config_id) };
});
