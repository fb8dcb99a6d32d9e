import { uploadStatements as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { acceptStatementFiles, applicationForStatements } from '#platform/services/statement-files';
import { givenOf } from '#core/statement-file-records';

/** The applicant's statement upload (by the link's proxy id): stored, queued, answered at once. */
export const handler = apiHandler(operation, async ({ body, link }) => {
  const application = await applicationForStatements(link.organisation, link.id);
  return { status: 202, body: { files: await acceptStatementFiles(application, body.files, body.password, 'upload', givenOf(body)) } };
});
