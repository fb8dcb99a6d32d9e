import { defineOperation } from '../operation.ts';
import { PaginationQuerySchema } from '../common.ts';
import {
  ApplicantConnectListSchema,
  ApplicantIdParamsSchema,
  ApplicationEventListSchema,
  ApplicantInSchema,
  ApplicantListSchema,
  ApplicantOutSchema,
  ApplicationEmailInviteSchema,
  ApplicationIdParamsSchema,
  ApplicationInSchema,
  ApplicationListQuerySchema,
  ApplicationListSchema,
  ApplicationOutSchema,
  CreateApplicationOutSchema,
  EmailInviteOutSchema,
  ListConnectOutSchema,
  SingleConnectOutSchema,
} from '../applications.ts';
import { ReconnectBankOnlySchema } from '../connect.ts';

const tags = ['applications'] as const;
const read = { scopes: ['organisation:api'], permission: 'view_applications' } as const;
const write = { scopes: ['organisation:api'], permission: 'manage_applications' } as const;

export const submitApplicant = defineOperation({
  operationId: 'Applications_submitApplicant',
  method: 'POST',
  path: '/v1/applications/applicants',
  summary: 'Create Applicant',
  description: 'Creates an applicant. The body is optional: an empty body (or none) creates an anonymous applicant.',
  tags,
  handler: 'functions/api/applications/submit-applicant.ts',
  auth: write,
  request: { body: ApplicantInSchema.optional() },
  success: { status: 201, description: 'The new applicant', schema: ApplicantOutSchema },
  errors: [],
  idempotent: true,
});

export const getApplicantDetails = defineOperation({
  operationId: 'Applications_getApplicantDetails',
  method: 'GET',
  path: '/v1/applications/applicants/{applicant_id}',
  summary: 'Get Applicant',
  tags,
  handler: 'functions/api/applications/get-applicant-details.ts',
  auth: read,
  request: { params: ApplicantIdParamsSchema },
  success: { status: 200, description: 'The applicant', schema: ApplicantOutSchema },
  errors: ['applicant_not_found'],
});

export const getApplicantsList = defineOperation({
  operationId: 'Applications_getApplicantsList',
  method: 'GET',
  path: '/v1/applications/applicants',
  summary: 'Get Organisations Applicants',
  description: 'Newest first.',
  tags,
  handler: 'functions/api/applications/get-applicants-list.ts',
  auth: read,
  request: { query: PaginationQuerySchema },
  success: { status: 200, description: 'Applicants', schema: ApplicantListSchema },
  errors: [],
});

export const createNewApplication = defineOperation({
  operationId: 'Applications_createNewApplication',
  method: 'POST',
  path: '/v1/applications',
  summary: 'Create Application',
  description:
    'Creates an application for an applicant with an application config (the organisation\'s default when ' +
    '`application_config_id` is omitted). Answers the `connect_url` to send the applicant and its `expiry`.',
  tags,
  handler: 'functions/api/applications/create-new-application.ts',
  auth: write,
  request: { body: ApplicationInSchema },
  success: { status: 201, description: 'The new application', schema: CreateApplicationOutSchema },
  errors: ['applicant_not_found', 'application_config_not_found', 'no_applicationconfigs'],
  idempotent: true,
});

export const getById = defineOperation({
  operationId: 'Applications_getById',
  method: 'GET',
  path: '/v1/applications/applications/{application_id}',
  summary: 'Get Application By Id',
  tags,
  handler: 'functions/api/applications/get-by-id.ts',
  auth: read,
  request: { params: ApplicationIdParamsSchema },
  success: { status: 200, description: 'The application', schema: ApplicationOutSchema },
  errors: ['application_not_found'],
});

export const getOrganisationApplications = defineOperation({
  operationId: 'Applications_getOrganisationApplications',
  method: 'GET',
  path: '/v1/applications/applications',
  summary: 'Get Organisation Applications',
  description: 'Newest first, optionally only one `status`.',
  tags,
  handler: 'functions/api/applications/get-organisation-applications.ts',
  auth: read,
  request: { query: ApplicationListQuerySchema },
  success: { status: 200, description: 'Applications', schema: ApplicationListSchema },
  errors: [],
});

export const inviteByEmail = defineOperation({
  operationId: 'Applications_inviteByEmail',
  method: 'POST',
  path: '/v1/applications/invite',
  summary: 'Invite an applicant by e-mail',
  description:
    'Creates the applicant (unless `applicant_id` is given) and the application, then e-mails the connect link in ' +
    'the organisation\'s white label. If the e-mail cannot be sent the application still exists and the answer is ' +
    '400 `email_not_sent`: re-invite the applicant.',
  tags,
  handler: 'functions/api/applications/invite-by-email.ts',
  auth: write,
  request: { body: ApplicationEmailInviteSchema },
  success: { status: 201, description: 'Invite sent', schema: EmailInviteOutSchema },
  errors: ['applicant_not_found', 'application_config_not_found', 'no_applicationconfigs', 'email_not_sent'],
  idempotent: true,
});

// Issue 11: the timeline, reconnect-bank-only and the connect listings (Khanya routes: the
// original has the schemas but publishes no path for them).

export const getApplicationEvents = defineOperation({
  operationId: 'Applications_getApplicationEvents',
  method: 'GET',
  path: '/v1/applications/applications/{application_id}/events',
  summary: 'The application\'s timeline (Khanya)',
  description:
    'Every step of the applicant\'s journey, oldest first: `opened`, `consented`, `personal_info_given`, `bank_chosen`, `linked`, ' +
    '`link_failed`, `files_uploaded`, `completed`; once the link has expired unfinished, `abandoned` (if the applicant had opened it) and ' +
    '`expired`, both at the expiry.',
  tags,
  handler: 'functions/api/applications/get-application-events.ts',
  auth: read,
  request: { params: ApplicationIdParamsSchema },
  success: { status: 200, description: 'The events', schema: ApplicationEventListSchema },
  errors: ['application_not_found'],
});

export const reconnectBankOnly = defineOperation({
  operationId: 'Applications_reconnectBankOnly',
  method: 'POST',
  path: '/v1/applications/applications/{application_id}/reconnect_bank',
  summary: 'Reconnect the bank only (Khanya route)',
  description:
    'A new application for the same applicant and config that asks only for the bank step (`bank_only`: no consent or personal info ' +
    'again). Send the applicant the new application\'s `connect_url` (GET it by `new_application_id`).',
  tags,
  handler: 'functions/api/applications/reconnect-bank-only.ts',
  auth: write,
  request: { params: ApplicationIdParamsSchema },
  success: { status: 201, description: 'The new application\'s id', schema: ReconnectBankOnlySchema },
  errors: ['application_not_found', 'application_config_not_found'],
  // It creates an application: a retry with the same key must not create a second one.
  idempotent: true,
});

export const listConnects = defineOperation({
  operationId: 'Applications_listConnects',
  method: 'GET',
  path: '/v1/applications/connects',
  summary: 'Applications with their applicants (Khanya route)',
  description: 'Newest first, optionally only one `status`, with the applicant\'s name, ID number, phone, e-mail and nationality from the personal info given. The next page\'s cursor is in the Link and X-Next-Cursor headers.',
  tags,
  handler: 'functions/api/applications/list-connects.ts',
  auth: read,
  request: { query: ApplicationListQuerySchema },
  success: { status: 200, description: 'A page of applications', schema: ListConnectOutSchema },
  errors: [],
});

export const getConnect = defineOperation({
  operationId: 'Applications_getConnect',
  method: 'GET',
  path: '/v1/applications/connects/{application_id}',
  summary: 'One application with its applicant (Khanya route)',
  tags,
  handler: 'functions/api/applications/get-connect.ts',
  auth: read,
  request: { params: ApplicationIdParamsSchema },
  success: { status: 200, description: 'The application', schema: SingleConnectOutSchema },
  errors: ['application_not_found'],
});

export const listApplicantConnects = defineOperation({
  operationId: 'Applications_listApplicantConnects',
  method: 'GET',
  path: '/v1/applications/applicants/{applicant_id}/applications',
  summary: 'An applicant\'s applications (Khanya route)',
  description: 'Newest first; `latest_connect` marks the newest.',
  tags,
  handler: 'functions/api/applications/list-applicant-connects.ts',
  auth: read,
  request: { params: ApplicantIdParamsSchema },
  success: { status: 200, description: 'The applications', schema: ApplicantConnectListSchema },
  errors: ['applicant_not_found'],
});
