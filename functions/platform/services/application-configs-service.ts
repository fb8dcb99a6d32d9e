/** Rules shared by creating and updating a config: the type check against the organisation's entitlements. */
import { entitlementsOf, type ConnectionConfig } from '#core/application-configs';
import { typeCheckConfig } from '#core/config-type-check';
import { getOrganisation } from '../repositories/organisations.ts';

/** Throws application_config_type_check_invalid / invalid_permission with the details. */
export async function checkConfig(organisationId: string, connections: ConnectionConfig[], affinityEnabled: boolean): Promise<void> {
  typeCheckConfig(connections, entitlementsOf(await getOrganisation(organisationId)), { affinityEnabled });
}
