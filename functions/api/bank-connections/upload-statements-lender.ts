import { uploadStatementsLender as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { acceptStatementFiles, applicationForStatements } from '#platform/services/statement-files';
import { givenOf } from '#core/statement-file-records';

export const handler = apiHandler(operation, async ({ principal, params, body }) => {
  const application = await applicationForStatements(principal.organisationId, params.application_id);
  return { status: 202, body: { files: await acceptStatementFiles(application, body.files, body.password, 'lender', givenOf(body)) } };
});
