import { getById as operation } from '#schemas/operations/applications';
import { apiHandler } from '#platform/http/http';
import { presentApplication } from '#platform/services/applications-service';
import { getApplication } from '#platform/repositories/applications';
import { DomainError } from '#schemas/errors';

export const handler = apiHandler(operation, async ({ principal, params }) => {
  const application = await getApplication(principal.organisationId, params.application_id);
  if (!application) throw new DomainError('application_not_found');
  return { body: presentApplication(application) };
});
