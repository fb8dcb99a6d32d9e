import { listFiles as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { listFilesOf } from '#platform/services/statement-files';

/** The applicant's files (by the link's proxy id), newest first, with their status. */
export const handler = apiHandler(operation, async ({ link: application }) => {
  return { body: await listFilesOf(application, 'applicant') };
});
