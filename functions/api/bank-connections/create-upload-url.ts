import { createUploadUrl as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { applicationForStatements, createUploadUrl } from '#platform/services/statement-files';
import { givenOf } from '#core/statement-file-records';

export const handler = apiHandler(operation, async ({ body, link }) => {
  const application = await applicationForStatements(link.organisation, link.id);
  return { status: 201, body: await createUploadUrl(application, body.filename, body.content_type, 'applicant', givenOf(body)) };
});
