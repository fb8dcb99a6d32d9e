/** Personal-info connections: the applicant's personal information, prefilled by the lender. */
import { defineOperation } from '../operation.ts';
import { PaginationQuerySchema } from '../common.ts';
import {
  PersonalInfoApplicationIdParamsSchema,
  PersonalInfoConnectionIdParamsSchema,
  PersonalInfoConnectionListSchema,
  PersonalInfoInputDataSchema,
  PersonalInfoOutSchema,
} from '../personal-info.ts';

const tags = ['personal_info_connections'] as const;
const read = { scopes: ['organisation:api'], permission: 'view_applications' } as const;
const write = { scopes: ['organisation:api'], permission: 'manage_personal_info' } as const;

export const getOrganisationsPersonalConnections = defineOperation({
  operationId: 'Personalinfoconnections_getOrganisationsPersonalConnections',
  method: 'GET',
  path: '/v1/personal_info_connections',
  summary: 'Get Organisations Personal Connections',
  description: 'The organisation\'s personal-info connections, newest first.',
  tags,
  handler: 'functions/api/personal-info/get-organisations-personal-connections.ts',
  auth: read,
  request: { query: PaginationQuerySchema },
  success: { status: 200, description: 'Personal-info connections', schema: PersonalInfoConnectionListSchema },
  errors: [],
});

export const getOrganisationsPersonalConnectionsById = defineOperation({
  operationId: 'Personalinfoconnections_getOrganisationsPersonalConnectionsById',
  method: 'GET',
  path: '/v1/personal_info_connections/{connection_id}',
  summary: 'Get Organisation Personal Connections By Id',
  tags,
  handler: 'functions/api/personal-info/get-organisations-personal-connections-by-id.ts',
  auth: read,
  request: { params: PersonalInfoConnectionIdParamsSchema },
  success: { status: 200, description: 'The personal-info connection', schema: PersonalInfoOutSchema },
  errors: ['resource_not_found'],
});

export const prefill = defineOperation({
  operationId: 'Personalinfoconnections_prefill',
  method: 'PUT',
  path: '/v1/personal_info_connections/{application_id}/prefill',
  summary: 'Prefill Personal Info',
  description:
    'Records the applicant\'s personal information on an application whose config has the `personal_info` ' +
    'connection. The first call creates the application\'s personal-info connection; later calls replace its data ' +
    '(the connection id stays the same). When `id_type` names a South African ID number, `gov_id` must be a valid ' +
    'one (13 digits, a real date of birth equal to `date_of_birth`, citizenship digit 0 or 1, Luhn check digit).',
  tags,
  handler: 'functions/api/personal-info/prefill.ts',
  auth: write,
  request: { params: PersonalInfoApplicationIdParamsSchema, body: PersonalInfoInputDataSchema },
  success: { status: 200, description: 'The personal-info connection with the data as stored', schema: PersonalInfoOutSchema },
  errors: ['application_not_found', 'personal_info_not_configured'],
});
