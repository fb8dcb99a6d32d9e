/** Rules shared by creating and updating a config: the type check and the entitlements. */
import { DEFAULT_ENTITLEMENTS } from '#schemas/data-points';
import { typeCheckConfig } from '#core/config-type-check';
import type { ApplicationConfigItem, ConnectionConfig } from '../repositories/application-configs.ts';
import { getOrganisation } from '../repositories/organisations.ts';

export async function entitlementsOf(organisationId: string): Promise<string[]> {
  const organisation = await getOrganisation(organisationId);
  return organisation?.entitlements ?? [...DEFAULT_ENTITLEMENTS];
}

/** Throws application_config_type_check_invalid / invalid_permission with the details. */
export async function checkConfig(organisationId: string, connections: ConnectionConfig[], affinityEnabled: boolean): Promise<void> {
  const entitlements = await entitlementsOf(organisationId);
  typeCheckConfig(connections, entitlements, { affinityEnabled });
}

export function presentConfig(item: ApplicationConfigItem) {
  return {
    id: item.id,
    name: item.name,
    organisation: item.organisation,
    connections: item.connections,
    is_default: item.is_default,
    default_redirect_url: item.default_redirect_url,
    affinity_enabled: item.affinity_enabled,
    archived: item.archived,
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}
