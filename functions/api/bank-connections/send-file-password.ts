import { sendFilePassword as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { applicationForStatements, sendFilePassword } from '#platform/services/statement-files';

/** The password of a locked statement, from the applicant: the file is queued again with it. */
export const handler = apiHandler(operation, async ({ params, body, link }) => {
  const application = await applicationForStatements(link.organisation, link.id);
  return { status: 202, body: await sendFilePassword(application, params.file_id, body.password) };
});
