import { archiveConfig as operation } from '#schemas/operations/application-configs';
import { apiHandler } from '#platform/http/http';
import { presentConfig } from '#core/application-configs';
import { getApplicationConfig, saveApplicationConfig } from '#platform/repositories/application-configs';
import { nowIso } from '#platform/repositories/table';
import { DomainError } from '#schemas/errors';

export const handler = apiHandler(operation, async ({ principal, params }) => {
  const current = await getApplicationConfig(principal.organisationId, params.app_config_id);
  if (!current || current.archived) throw new DomainError('application_config_not_found');
  const archived = await saveApplicationConfig({ ...presentConfig(current), is_default: false, archived: true, updated_at: nowIso() }, current);
  return { body: presentConfig(archived) };
});
