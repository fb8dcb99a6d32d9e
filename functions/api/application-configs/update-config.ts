import { updateConfig as operation } from '#schemas/operations/application-configs';
import { apiHandler } from '#platform/http/http';
import { checkConfig } from '#platform/services/application-configs-service';
import { presentConfig } from '#core/application-configs';
import { getApplicationConfig, saveApplicationConfig } from '#platform/repositories/application-configs';
import { nowIso } from '#platform/repositories/table';
import { DomainError } from '#schemas/errors';

export const handler = apiHandler(operation, async ({ principal, params, body }) => {
  const current = await getApplicationConfig(principal.organisationId, params.app_config_id);
  if (!current || current.archived) throw new DomainError('application_config_not_found');
  const next = {
    id: current.id,
    organisation: current.organisation,
    name: body.name ?? current.name,
    connections: body.connections ?? current.connections,
    is_default: body.is_default ?? current.is_default,
    default_redirect_url: body.default_redirect_url === undefined ? current.default_redirect_url : body.default_redirect_url,
    affinity_enabled: body.affinity_enabled ?? current.affinity_enabled,
    archived: false,
    created_at: current.created_at,
    updated_at: nowIso(),
  };
  await checkConfig(principal.organisationId, next.connections, next.affinity_enabled);
  return { body: presentConfig(await saveApplicationConfig(next, current)) };
});
