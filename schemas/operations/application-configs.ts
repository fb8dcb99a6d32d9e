/** Operations of this area (see index.ts). */
import { defineOperation } from '../operation.ts';
import { AvailableConnectionSchema, DataPointArgSchemaListSchema } from '../data-points.ts';
import {
  AppConfigIdParamsSchema,
  ApplicationConfigInSchema,
  ApplicationConfigListQuerySchema,
  ApplicationConfigListSchema,
  ApplicationConfigOutSchema,
  ApplicationConfigUpdateSchema,
} from '../application-configs.ts';

const tags = ['application_configs'] as const;

// --- The public catalogue (SPEC §6 "Without security"): static, no database. --------------------

export const listConnectionsAvailable = defineOperation({
  operationId: 'Applicationconfigs_listConnectionsAvailable',
  method: 'GET',
  path: '/v1/application_configs/connections_available',
  summary: 'Get Connections Available',
  description:
    'Every connection an application config can use, with every data point and its default `input_args` and ' +
    '`output_args` (send `[]` in a config to use the defaults). Khanya adds display names, descriptions, the ' +
    'entitlement each needs (`affinity_ads` is an add-on) and the raw args each connection provides.',
  tags,
  handler: 'functions/api/application-configs/list-connections-available.ts',
  auth: null,
  success: { status: 200, description: 'The catalogue of connections and data points', schema: AvailableConnectionSchema },
  errors: [],
});

export const getDataPointArgs = defineOperation({
  operationId: 'Applicationconfigs_getDataPointArgs',
  method: 'GET',
  path: '/v1/application_configs/data_point_args',
  summary: 'Get Data Point Args',
  description:
    'One entry per arg type named in `input_args` and `output_args`: its properties with their types, and the ' +
    'properties that are never null. For a list arg (e.g. `BankTransactions`) the properties are those of one ' +
    'item and `shape` is `array[<item>]`.',
  tags,
  handler: 'functions/api/application-configs/get-data-point-args.ts',
  auth: null,
  success: { status: 200, description: 'Every arg type', schema: DataPointArgSchemaListSchema },
  errors: [],
});

// --- Application config CRUD (added by the lead below). ------------------------------------------

// ── Application config CRUD ────────────────────────────────────────────────────────────────

const configTags = ['application_configs'] as const;
const readConfigs = { scopes: ['organisation:api'], permission: 'view_applications' } as const;
const manageConfigs = { scopes: ['organisation:api'], permission: 'manage_application_configs' } as const;
const configErrors = ['application_config_type_check_invalid', 'invalid_permission', 'application_config_name_exists', 'concurrent_update'] as const;

export const createConfig = defineOperation({
  operationId: 'Applicationconfigs_createConfig',
  method: 'POST',
  path: '/v1/application_configs/application_configs',
  summary: 'Create Application Config',
  description:
    'Each connection needs at least one data point; the connections and data points must exist, their input and output ' +
    'args must type-check (see `GET /v1/application_configs/data_point_args`) and the organisation must be entitled to them.',
  tags: configTags,
  handler: 'functions/api/application-configs/create-config.ts',
  auth: manageConfigs,
  request: { body: ApplicationConfigInSchema },
  success: { status: 201, description: 'The new config', schema: ApplicationConfigOutSchema },
  errors: configErrors,
  idempotent: true,
});

export const getApplicationConfigById = defineOperation({
  operationId: 'Applicationconfigs_getApplicationConfigById',
  method: 'GET',
  path: '/v1/application_configs/{app_config_id}',
  summary: 'Get Application Configs By Id',
  description: 'Archived configs are still readable by id (applications made with them refer to them).',
  tags: configTags,
  handler: 'functions/api/application-configs/get-application-config-by-id.ts',
  auth: readConfigs,
  request: { params: AppConfigIdParamsSchema },
  success: { status: 200, description: 'The config', schema: ApplicationConfigOutSchema },
  errors: ['application_config_not_found'],
});

export const getByOrganisation = defineOperation({
  operationId: 'Applicationconfigs_getByOrganisation',
  method: 'GET',
  path: '/v1/application_configs',
  summary: 'Get Application Configs By Organisation',
  description: 'Active (not archived) configs, oldest first.',
  tags: configTags,
  handler: 'functions/api/application-configs/get-by-organisation.ts',
  auth: readConfigs,
  request: { query: ApplicationConfigListQuerySchema },
  success: { status: 200, description: 'Configs', schema: ApplicationConfigListSchema },
  errors: [],
});

export const updateConfig = defineOperation({
  operationId: 'Applicationconfigs_updateConfig',
  method: 'PATCH',
  path: '/v1/application_configs/{app_config_id}',
  summary: 'Update an application config',
  description: 'Applications already created keep working with the changed config. Same rules as creation.',
  tags: configTags,
  handler: 'functions/api/application-configs/update-config.ts',
  auth: manageConfigs,
  request: { params: AppConfigIdParamsSchema, body: ApplicationConfigUpdateSchema },
  success: { status: 200, description: 'The updated config', schema: ApplicationConfigOutSchema },
  errors: ['application_config_not_found', ...configErrors],
});

export const archiveConfig = defineOperation({
  operationId: 'Applicationconfigs_archiveConfig',
  method: 'DELETE',
  path: '/v1/application_configs/{app_config_id}',
  summary: 'Archive an application config',
  description:
    'The config leaves the list and cannot be used for new applications; its name becomes free. Existing applications keep it. ' +
    'Archiving the default leaves the organisation without a default.',
  tags: configTags,
  handler: 'functions/api/application-configs/archive-config.ts',
  auth: manageConfigs,
  request: { params: AppConfigIdParamsSchema },
  success: { status: 200, description: 'The archived config', schema: ApplicationConfigOutSchema },
  errors: ['application_config_not_found', 'concurrent_update'],
});
