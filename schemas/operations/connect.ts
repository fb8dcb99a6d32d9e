import { defineOperation } from '../operation.ts';
import { ConnectSessionSchema, LegalAcceptanceInSchema, ProxyIdParamsSchema } from '../connect.ts';
import { PersonalInfoInputDataSchema } from '../personal-info.ts';

const tags = ['connect'] as const;

export const openSession = defineOperation({
  operationId: 'Connect_openSession',
  method: 'GET',
  path: '/v1/connect/{proxy_id}',
  summary: 'Open the applicant\'s connect session',
  description:
    'Used by the connect UI with the proxy id from the applicant\'s link (no token). The first call moves the application ' +
    'from `created` to `connecting`. An expired link answers 410.',
  tags,
  handler: 'functions/api/connect/open-session.ts',
  auth: null,
  request: { params: ProxyIdParamsSchema },
  success: { status: 200, description: 'What the applicant is asked for', schema: ConnectSessionSchema },
  errors: ['application_not_found', 'application_expired'],
});

export const acceptLegalDocuments = defineOperation({
  operationId: 'Connect_acceptLegalDocuments',
  method: 'POST',
  path: '/v1/connect/{proxy_id}/legal_acceptances',
  summary: 'Record the applicant\'s acceptance of legal documents',
  description: 'Each acceptance must name a current document and its current version; time and version are kept on the application.',
  tags,
  handler: 'functions/api/connect/accept-legal-documents.ts',
  auth: null,
  request: { params: ProxyIdParamsSchema, body: LegalAcceptanceInSchema },
  success: { status: 200, description: 'The session with the acceptances', schema: ConnectSessionSchema },
  errors: ['application_not_found', 'application_expired', 'invalid_legal_document'],
});

export const givePersonalInfo = defineOperation({
  operationId: 'Connect_givePersonalInfo',
  method: 'PUT',
  path: '/v1/connect/{proxy_id}/personal_info',
  summary: 'Record the applicant\'s personal information (applicant)',
  description:
    'Khanya extension, used by the connect UI when the application\'s config has the `personal_info` connection: the same ' +
    'fields and checks as the lender\'s prefill (SPEC §5; a South African ID number is checked against the date of birth). ' +
    'A later call replaces the data. It is personal information: stored, answered only to the lender, never logged.',
  tags,
  handler: 'functions/api/connect/give-personal-info.ts',
  auth: null,
  request: { params: ProxyIdParamsSchema, body: PersonalInfoInputDataSchema },
  success: { status: 200, description: 'The session', schema: ConnectSessionSchema },
  errors: ['application_not_found', 'application_expired', 'personal_info_not_configured'],
});
