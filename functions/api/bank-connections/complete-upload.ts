import { completeUpload as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { applicationForStatements, completeUpload } from '#platform/services/statement-files';

export const handler = apiHandler(operation, async ({ params, body, link }) => {
  const application = await applicationForStatements(link.organisation, link.id);
  return { status: 202, body: await completeUpload(application, params.file_id, body?.password) };
});
