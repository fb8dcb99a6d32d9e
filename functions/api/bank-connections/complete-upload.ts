import { completeUpload as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { applicationForApplicantData } from '#platform/services/connect-session';
import { applicationForStatements, completeUpload } from '#platform/services/statement-files';

export const handler = apiHandler(operation, async ({ params, body }) => {
  const link = await applicationForApplicantData(params.proxy_id);
  const application = await applicationForStatements(link.organisation, link.id);
  return { status: 202, body: await completeUpload(application, params.file_id, body?.password) };
});
