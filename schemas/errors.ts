/**
 * The error catalogue: every error the API can answer, with its HTTP status and message.
 *
 * SPEC §8 is reproduced word for word (27 coded errors plus the 422 validation error, which
 * has its own body shape). Codes we added beyond the specification are kept in a separate
 * table so that the original catalogue stays recognisable; both share one body shape:
 * `{"error_type": "code", "code": "...", "message": "..."}`.
 */

/** SPEC §8, in the order it lists them. Messages are copied exactly, typos and all. */
export const SPEC_ERRORS = {
  invalid_token: { status: 401, message: 'Invalid token' },
  account_deactivated: { status: 401, message: 'This account has been deactivated' },
  invalid_token_permissions: { status: 403, message: 'Invalid token permissions' },
  resource_not_found: { status: 404, message: 'Resource Not Found' },
  application_config_not_found: { status: 404, message: 'Application config not found.' },
  applicant_not_found: { status: 404, message: 'Applicant not found' },
  application_not_found: { status: 404, message: 'Application not found' },
  bank_connection_not_found: { status: 404, message: 'Bank connection not found' },
  no_transactions_found: { status: 404, message: 'No transactions found for this application' },
  webhook_id_not_found: { status: 404, message: 'Webhook ID not found' },
  invalid_revet_application: { status: 400, message: 'All applications require an email and phone number' },
  duplicate_revet_submission: { status: 400, message: 'Email and phone number must be unique for each applicant' },
  invalid_application_file: { status: 400, message: 'Invalid application file' },
  invalid_permission: { status: 400, message: 'Permission is invalid' },
  application_config_type_check_invalid: { status: 400, message: 'Application config type check invalid: {details}' },
  no_applicationconfigs: { status: 400, message: 'Default application config not found.' },
  personal_info_not_configured: { status: 400, message: 'Personal info not configured on this application config.' },
  connection_not_ready: { status: 400, message: 'Connection not ready' },
  error_still_analysing_connection: { status: 400, message: 'Still Analysing Data. Please try again later.' },
  error_analysing_connection: { status: 400, message: 'Data could not be analysed. Please try again later' },
  '1_month_transaction_error': { status: 400, message: 'Less than 1 month of transactions found.' },
  bank_not_configured: { status: 400, message: 'Bank Connection not configured in application config.' },
  bank_account_exists: { status: 400, message: 'Bank Account already exists for this connection.' },
  invalid_image: { status: 400, message: 'Uploaded image is invalid.' },
  invalid_image_size: { status: 400, message: 'Uploaded image must be less than 2048MB.' },
  email_not_sent: {
    status: 400,
    message:
      'Application created, but there was an error sending the email invite. Please re-invite the applicant.',
  },
  application_config_name_exists: { status: 409, message: 'Application config name already exists.' },
} as const satisfies Record<string, { status: number; message: string }>;

/** The 28th entry of SPEC §8: schema failures answer 422 with a FastAPI-style detail list. */
export const VALIDATION_ERROR = { status: 422, code: 'validation error', shape: '{"detail":[{"loc","msg","type"}]}' } as const;

/**
 * Codes Khanya adds for situations the specification does not name. Same body shape; the
 * documentation marks them as extensions.
 */
export const EXTENSION_ERRORS = {
  invalid_credentials: { status: 401, message: 'Incorrect username or password' },
  console_session_ended: { status: 401, message: 'Your console session has ended. Log in again.' },
  invalid_login_link: { status: 401, message: 'This login link is invalid, has expired or was already used.' },
  method_not_allowed: { status: 405, message: 'Method Not Allowed' },
  payload_too_large: { status: 413, message: 'Request body too large' },
  unsupported_media_type: { status: 415, message: 'Unsupported content type' },
  too_many_login_attempts: { status: 429, message: 'Too many failed login attempts. Please try again later.' },
  organisation_exists: { status: 409, message: 'An organisation with this name slug already exists.' },
  user_exists: { status: 409, message: 'A user with this email address already exists.' },
  invalid_password_token: { status: 400, message: 'This password link is invalid or has expired.' },
  cannot_deactivate_self: { status: 400, message: 'You cannot deactivate your own account.' },
  idempotency_key_reused: {
    status: 422,
    message: 'This Idempotency-Key was already used with a different request.',
  },
  idempotency_in_progress: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed.',
  },
  application_expired: { status: 410, message: 'This application has expired. Please ask the lender for a new link.' },
  invalid_application_status: { status: 409, message: 'The application cannot change status: {details}' },
  concurrent_update: { status: 409, message: 'The resource was changed by another request at the same time. Please retry.' },
  invalid_legal_document: { status: 400, message: 'Unknown legal document or not its current version: {details}' },
  upload_parse_error: { status: 400, message: 'Parse Error: the bank data could not be read.' },
  upload_contiguous_error: { status: 400, message: 'Contiguous Error: the balances do not follow from one transaction to the next.' },
  upload_transactions_error: { status: 400, message: 'Transactions Error: the transactions cannot be accepted.' },
  duplicate_upload: { status: 409, message: 'This file was already uploaded for this bank connection.' },
  bank_not_supported: { status: 400, message: 'This bank is not supported for uploads: {details}' },
  // Statement files (PDF/CSV upload, functions/platform/services/statement-files.ts): limits are named in `{details}`.
  too_many_files: { status: 400, message: 'Too many files: {details}.' },
  file_too_large: { status: 413, message: 'File too large: {details}.' },
  unsupported_file_type: { status: 400, message: 'Unsupported file type: {details}. Upload PDF or CSV bank statements.' },
  statement_file_not_found: { status: 404, message: 'Statement file not found' },
  file_not_uploaded: { status: 400, message: 'Nothing was uploaded to the upload URL of this file yet.' },
  file_password_not_needed: { status: 409, message: 'This file does not need a password: {details}' },
  // Bank linking (connect flow and sandbox bank; functions/core/bank-linking/): each message tells the applicant what to do next.
  bank_not_found: { status: 404, message: 'Bank not found: {details}' },
  bank_method_not_available: { status: 400, message: 'This bank does not offer that way of sharing statements: {details}' },
  no_bank_selected: { status: 409, message: 'Choose your bank first.' },
  // The lender's config asks for the applicant's details: done without them would leave the lender unable to match the data.
  personal_info_required: { status: 409, message: 'Please give your personal details before you finish.' },
  invalid_oauth_code: {
    status: 400,
    message: "The bank's authorisation has expired or was already used. Please link your account again.",
  },
  invalid_otp: { status: 400, message: 'The one-time PIN is incorrect or has expired. Please try again with a new PIN.' },
  bank_account_locked: {
    status: 403,
    message: 'Your bank has locked online access to this account. Contact your bank, or upload your statements instead.',
  },
  bank_unavailable: {
    status: 503,
    message: 'Your bank is not available right now. Please try again in a few minutes, or upload your statements instead.',
  },
  bank_consent_denied: {
    status: 400,
    message: 'Access to your bank account was not given. Link again to give access, or upload your statements instead.',
  },
  legal_acceptance_required: {
    status: 409,
    message: 'Please accept the legal documents before sharing your bank data: {details}',
  },
  no_linked_bank: { status: 400, message: 'This application has no linked bank account to fetch again.' },
  // Refused rather than merged: two people's transactions in one application would mislead the lender (services/bank-linking.ts).
  different_bank_login: {
    status: 409,
    message:
      'This bank login is not the one already linked to this application. Log in to your bank with the same login as before, or ask the lender for a new link to share another account holder\'s data.',
  },
  // The applicant pressed done (POST complete): the lender has decided on the data, so the link no longer changes it.
  application_completed: {
    status: 409,
    message: 'This application is complete and can no longer be changed. To share more bank data, ask the lender for a new link.',
  },
  // For the lender (rethread): `{details}` is the application id.
  bank_link_expired: {
    status: 409,
    message:
      "The applicant's bank link has expired or was revoked at the bank, so nothing new can be fetched. Send the applicant a new link to link their bank again: POST /v1/applications/applications/{details}/reconnect_bank.",
  },
  // The per-organisation request budget (functions/core/rate-limit.ts); `{details}` names it.
  rate_limited: {
    status: 429,
    message: 'Too many requests: the limit is {details}. Retry after the number of seconds in the Retry-After header.',
  },
  // The mail webhooks (schemas/operations/mail-webhooks.ts): an SNS signature or X-Khanya-Signature that does not verify.
  invalid_webhook_signature: { status: 401, message: 'The request signature could not be verified.' },
  // Outbound webhooks (services/webhooks.ts): where an endpoint may point.
  invalid_webhook_url: { status: 400, message: 'This webhook URL cannot be used: {details}.' },
  // Billing (services/billing.ts, services/payments.ts).
  bill_not_found: { status: 404, message: 'Bill not found' },
  card_not_found: { status: 404, message: 'Card not found' },
  card_not_linked: { status: 409, message: 'This card is not linked yet: finish adding it on the card page, or relink it.' },
  bill_already_paid: { status: 409, message: 'This bill is already paid.' },
  payment_in_progress: { status: 409, message: 'A payment for this is already being processed. Check the bill again in a minute.' },
  payment_declined: { status: 402, message: 'The card payment was declined: {details}' },
  payment_provider_unavailable: {
    status: 503,
    message:
      'The card payment provider did not answer. If the card was charged, the bill or balance shows it within minutes; otherwise try again later with a new Idempotency-Key (this one answers this again).',
  },
  // Re-vet invites by WhatsApp need the organisation's WhatsApp Business number (PUT /v1/integrations/whatsapp).
  whatsapp_not_registered: {
    status: 400,
    message: 'WhatsApp is not set up for this organisation: register your WhatsApp Business number with PUT /v1/integrations/whatsapp first.',
  },
  // Affinity ads need the organisation's add-on and the application's config to enable them.
  affinity_not_enabled: { status: 403, message: 'Affinity ads are not enabled: {details}.' },
  internal_server_error: { status: 500, message: 'Internal Server Error' },
} as const satisfies Record<string, { status: number; message: string }>;

export const ERRORS = { ...SPEC_ERRORS, ...EXTENSION_ERRORS };
export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function errorStatus(code: ErrorCode): number {
  return ERRORS[code].status;
}

/**
 * The one error body every failure (except 422) answers with. `details` fills the `{details}`
 * placeholder of `application_config_type_check_invalid`.
 */
export function errorBody(code: ErrorCode, details?: string) {
  const template: string = ERRORS[code].message;
  const message = details === undefined ? template : template.replace('{details}', details);
  return { error_type: 'code' as const, code, message };
}

/**
 * Domain errors: core and handlers throw these by catalogue code; the HTTP layer maps them to
 * status and body in one place (functions/platform/http/http.ts). Anything else that escapes is a 500. The class
 * lives beside the catalogue so that schemas (e.g. the re-vet file rules) can throw it without
 * importing from functions/.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Fills the `{details}` placeholder of messages that have one. */
    readonly details?: string,
    /** Extra response headers, e.g. Retry-After on a throttled login. */
    readonly headers?: Record<string, string>,
    /**
     * Extra fields for the answer's body, e.g. the row-level `details` of a refused file. They
     * never replace `error_type`, `code` or `message`, so clients reading only those still work.
     */
    readonly extra?: Record<string, unknown>,
  ) {
    super(details ? `${code}: ${details}` : code);
    this.name = 'DomainError';
  }
}

export const notFound = () => new DomainError('resource_not_found');
