import { createConfig as operation } from '#schemas/operations/application-configs';
import { apiHandler } from '#platform/http/http';
import { checkConfig } from '#platform/services/application-configs-service';
import { presentConfig } from '#core/application-configs';
import { saveApplicationConfig } from '#platform/repositories/application-configs';
import { nowIso } from '#platform/repositories/table';
import { newObjectId } from '#core/ids';

export const handler = apiHandler(operation, async ({ principal, body }) => {
  await checkConfig(principal.organisationId, body.connections, body.affinity_enabled);
  const now = nowIso();
  const saved = await saveApplicationConfig({
    id: newObjectId(),
    organisation: principal.organisationId,
    name: body.name,
    connections: body.connections,
    is_default: body.is_default,
    default_redirect_url: body.default_redirect_url ?? null,
    affinity_enabled: body.affinity_enabled,
    archived: false,
    created_at: now,
    updated_at: now,
  });
  return { body: presentConfig(saved) };
});
