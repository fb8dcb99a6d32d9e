import { defineOperation } from '../operation.ts';
import { ConnectSessionSchema, LegalAcceptanceInSchema, ProxyIdParamsSchema } from '../connect.ts';

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
