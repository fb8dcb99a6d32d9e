import { getApplicationConfigById as operation } from '#schemas/operations/application-configs';
import { apiHandler } from '#platform/http/http';
import { presentConfig } from '#core/application-configs';
import { getApplicationConfig } from '#platform/repositories/application-configs';
import { DomainError } from '#schemas/errors';

export const handler = apiHandler(operation, async ({ principal, params }) => {
  const found = await getApplicationConfig(principal.organisationId, params.app_config_id);
  if (!found) throw new DomainError('application_config_not_found');
  return { body: presentConfig(found) };
});
