import { defineOperation } from '../operation.ts';
import {
  BankListSchema,
  ConnectCompleteOutSchema,
  ConnectionStepSchema,
  ConnectSessionSchema,
  IsAutomatedLinkOutSchema,
  LegalAcceptanceInSchema,
  ProxyIdParamsSchema,
  SelectBanksInSchema,
  StepFormInSchema,
  ThreadBankSummaryOutSchema,
  ThreadOAuthCodeInSchema,
  ThreadOAuthCodeOutSchema,
  ThreadOAuthErrorInSchema,
} from '../connect.ts';
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
  link: 'read',
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
  link: 'change',
  request: { params: ProxyIdParamsSchema, body: LegalAcceptanceInSchema },
  success: { status: 200, description: 'The session with the acceptances', schema: ConnectSessionSchema },
  errors: ['application_not_found', 'application_expired', 'application_completed', 'invalid_legal_document'],
});

export const givePersonalInfo = defineOperation({
  operationId: 'Connect_givePersonalInfo',
  method: 'PUT',
  path: '/v1/connect/{proxy_id}/personal_info',
  summary: 'Record the applicant\'s personal information (applicant)',
  description:
    'Khanya extension, used by the connect UI when the application\'s config has the `personal_info` connection: the same ' +
    'fields and checks as the lender\'s prefill (SPEC §5; a South African ID number is checked against the date of birth). ' +
    'A later call replaces the data. It is personal information: stored, answered only to the lender, never logged. ' +
    'Needs the applicant\'s acceptance of the current legal documents first, the privacy notice among them (409 ' +
    '`legal_acceptance_required`, nothing stored).',
  tags,
  handler: 'functions/api/connect/give-personal-info.ts',
  auth: null,
  link: 'data',
  request: { params: ProxyIdParamsSchema, body: PersonalInfoInputDataSchema },
  success: { status: 200, description: 'The session', schema: ConnectSessionSchema },
  errors: ['application_not_found', 'application_expired', 'application_completed', 'legal_acceptance_required', 'personal_info_not_configured'],
});

const LINK = ['application_not_found', 'application_expired'] as const;
/** A route that changes the application: refused once the applicant pressed done. */
const CHANGE = [...LINK, 'application_completed'] as const;
const BANK_ERRORS = ['invalid_oauth_code', 'invalid_otp', 'bank_account_locked', 'bank_unavailable', 'bank_consent_denied'] as const;

export const listBanks = defineOperation({
  operationId: 'Connect_listBanks',
  method: 'GET',
  path: '/v1/connect/{proxy_id}/banks',
  summary: 'The banks the applicant can choose',
  description: 'South African banks whose statements Khanya reads (upload or e-mail) and the Khanya Sandbox Bank (linked automatically); `is_selected` marks the applicant\'s choice.',
  tags,
  handler: 'functions/api/connect/list-banks.ts',
  auth: null,
  link: 'read',
  request: { params: ProxyIdParamsSchema },
  success: { status: 200, description: 'The banks', schema: BankListSchema },
  errors: [...LINK],
});

export const selectBanks = defineOperation({
  operationId: 'Connect_selectBanks',
  method: 'POST',
  path: '/v1/connect/{proxy_id}/banks',
  summary: 'Choose the applicant\'s banks and how each shares its data',
  description:
    'Replaces the choice (`upload_method`: `automatic` links the account through the bank, `manual` uploads statements, `email` forwards them). ' +
    'Needs the applicant\'s acceptance of the current legal documents first (409 `legal_acceptance_required`). ' +
    'Records `bank_chosen` on the application\'s timeline. A method the bank does not offer answers 400 `bank_method_not_available`.',
  tags,
  handler: 'functions/api/connect/select-banks.ts',
  auth: null,
  link: 'data',
  request: { params: ProxyIdParamsSchema, body: SelectBanksInSchema },
  success: { status: 200, description: 'The banks with the choice', schema: BankListSchema },
  errors: [...CHANGE, 'legal_acceptance_required', 'bank_not_found', 'bank_method_not_available', 'bank_not_configured'],
});

export const getStep = defineOperation({
  operationId: 'Connect_getStep',
  method: 'GET',
  path: '/v1/connect/{proxy_id}/step',
  summary: 'The current connection step',
  description:
    'No bank chosen: `FORM` with `bank_id` null and no `login_fields` (choose a bank first). A bank to link: `REDIRECT` (oauth2) to its ' +
    'authorisation endpoint; the bank asks a one-time PIN: `FORM` with its `login_fields`; data being fetched: `THREAD`; every chosen bank ' +
    'linked, or only uploads or e-mail chosen: `COMPLETE`. `error` (Khanya extension) says why the last attempt failed and what to do next.',
  tags,
  handler: 'functions/api/connect/get-step.ts',
  auth: null,
  link: 'read',
  request: { params: ProxyIdParamsSchema },
  success: { status: 200, description: 'The step', schema: ConnectionStepSchema },
  errors: [...LINK],
});

export const submitStep = defineOperation({
  operationId: 'Connect_submitStep',
  method: 'POST',
  path: '/v1/connect/{proxy_id}/step',
  summary: 'Answer a FORM step (Khanya extension)',
  description: 'The `fields` the bank asked for (e.g. `otp`); then the accounts are fetched and the next step answered.',
  tags,
  handler: 'functions/api/connect/submit-step.ts',
  auth: null,
  link: 'change',
  request: { params: ProxyIdParamsSchema, body: StepFormInSchema },
  success: { status: 200, description: 'The next step', schema: ConnectionStepSchema },
  errors: [...CHANGE, 'no_bank_selected', 'invalid_application_status', 'bank_not_configured', 'concurrent_update', ...BANK_ERRORS],
});

export const threadOAuthCode = defineOperation({
  operationId: 'Connect_threadOAuthCode',
  method: 'POST',
  path: '/v1/connect/{proxy_id}/oauth/code',
  summary: 'Exchange the bank\'s authorisation code',
  description:
    'The code and PKCE verifier the bank\'s redirect gave the connect UI. Khanya exchanges the code (once: the same code again answers ' +
    '`invalid_oauth_code`), fetches the accounts and transactions and analyses them like an upload. A bank that asks a one-time PIN ' +
    'first answers success and the step becomes `FORM`.',
  tags,
  handler: 'functions/api/connect/thread-o-auth-code.ts',
  auth: null,
  link: 'data',
  request: { params: ProxyIdParamsSchema, body: ThreadOAuthCodeInSchema },
  success: { status: 200, description: 'Linked (or waiting for the FORM step)', schema: ThreadOAuthCodeOutSchema },
  errors: [...CHANGE, 'legal_acceptance_required', 'no_bank_selected', 'bank_not_configured', 'concurrent_update', 'different_bank_login', 'upload_contiguous_error', 'upload_transactions_error', ...BANK_ERRORS],
});

export const threadOAuthError = defineOperation({
  operationId: 'Connect_threadOAuthError',
  method: 'POST',
  path: '/v1/connect/{proxy_id}/oauth/error',
  summary: 'Record the bank\'s error redirect (Khanya extension)',
  description: 'The `error` the bank redirected with instead of a code (e.g. `access_denied`): recorded as `link_failed`; the step\'s `error` says what to do next.',
  tags,
  handler: 'functions/api/connect/thread-o-auth-error.ts',
  auth: null,
  link: 'change',
  request: { params: ProxyIdParamsSchema, body: ThreadOAuthErrorInSchema },
  success: { status: 200, description: 'The step with its error', schema: ConnectionStepSchema },
  errors: [...CHANGE, 'no_bank_selected'],
});

export const getBankSummary = defineOperation({
  operationId: 'Connect_getBankSummary',
  method: 'GET',
  path: '/v1/connect/{proxy_id}/bank_summary',
  summary: 'The linked bank and its accounts',
  description: '`accounts` is null until the bank is linked.',
  tags,
  handler: 'functions/api/connect/get-bank-summary.ts',
  auth: null,
  link: 'read',
  request: { params: ProxyIdParamsSchema },
  success: { status: 200, description: 'The bank summary', schema: ThreadBankSummaryOutSchema },
  errors: [...LINK, 'no_bank_selected'],
});

export const isAutomatedLink = defineOperation({
  operationId: 'Connect_isAutomatedLink',
  method: 'GET',
  path: '/v1/connect/{proxy_id}/is_automated_link',
  summary: 'Whether the applicant chose to link a bank automatically',
  tags,
  handler: 'functions/api/connect/is-automated-link.ts',
  auth: null,
  link: 'read',
  request: { params: ProxyIdParamsSchema },
  success: { status: 200, description: 'Whether the link is automatic', schema: IsAutomatedLinkOutSchema },
  errors: [...LINK],
});

export const complete = defineOperation({
  operationId: 'Connect_complete',
  method: 'POST',
  path: '/v1/connect/{proxy_id}/complete',
  summary: 'The applicant is done',
  description:
    'Records `completed` on the application\'s timeline (once) and answers the lender\'s `redirect_url` to send the applicant back to. ' +
    'Done means something was shared: the current legal documents accepted (409 `legal_acceptance_required`) and a bank chosen, by any method, or bank data held (409 `no_bank_selected`), and, when the config asks for personal info, the applicant\'s details given (or prefilled by the lender; 409 `personal_info_required`). ' +
    'After it, the link\'s changing routes answer 409 `application_completed`; calling complete again answers the same redirect.',
  tags,
  handler: 'functions/api/connect/complete.ts',
  auth: null,
  link: 'read',
  request: { params: ProxyIdParamsSchema },
  success: { status: 200, description: 'Where to go next', schema: ConnectCompleteOutSchema },
  errors: [...LINK, 'legal_acceptance_required', 'no_bank_selected', 'personal_info_required'],
});
