import { listStatementFiles as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { getApplication } from '#platform/repositories/applications';
import { DomainError } from '#schemas/errors';
import { listFilesOf } from '#platform/services/statement-files';

export const handler = apiHandler(operation, async ({ principal, params }) => {
  const application = await getApplication(principal.organisationId, params.application_id);
  if (!application) throw new DomainError('application_not_found');
  return { body: await listFilesOf(application, 'lender') };
});
