/**
 * Application configs as records, what an organisation may put in them, and how the API shows
 * them. The type check itself is core/config-type-check.ts.
 */
import { DEFAULT_ENTITLEMENTS } from '#schemas/data-points';

export interface DataPointConfig {
  name: string;
  input_args: string[];
  output_args: string[];
}

export interface ConnectionConfig {
  name: string;
  data_points: DataPointConfig[];
}

export interface ApplicationConfig {
  id: string;
  organisation: string;
  name: string;
  connections: ConnectionConfig[];
  is_default: boolean;
  default_redirect_url: string | null;
  affinity_enabled: boolean;
  archived: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * The products an organisation may use in its configs: what Khanya's operators switched on, or
 * the defaults for an organisation registered before entitlements were recorded.
 */
export function entitlementsOf(organisation: { entitlements?: string[] } | undefined): string[] {
  return organisation?.entitlements ?? [...DEFAULT_ENTITLEMENTS];
}

/** ApplicationConfigSchema: the record's fields, never the table's keys or version. */
export function presentConfig(config: ApplicationConfig) {
  return {
    id: config.id,
    name: config.name,
    organisation: config.organisation,
    connections: config.connections,
    is_default: config.is_default,
    default_redirect_url: config.default_redirect_url,
    affinity_enabled: config.affinity_enabled,
    archived: config.archived,
    created_at: config.created_at,
    updated_at: config.updated_at,
  };
}
