/**
 * The connection step (SPEC §3): what the connect UI must do next for the application's bank,
 * computed from the banks chosen and the state of each automatic link. Pure: the linking service
 * (functions/platform/services/bank-linking.ts) reads the state and asks here.
 *
 *   no bank chosen                         → FORM with no bank and no fields: choose a bank (POST banks)
 *   automatic, not linked                  → REDIRECT (oauth2) to the bank's authorisation endpoint
 *   automatic, the bank asks a challenge   → FORM with the challenge's `login_fields` (e.g. the OTP)
 *   automatic, data being fetched          → THREAD
 *   every automatic bank linked, or only
 *   manual / e-mail chosen                 → COMPLETE (complete: true)
 *
 * With several banks chosen the step is the first automatic bank that still needs something.
 * The last linking failure stays on the step (`error`, with its next step) until the next attempt.
 */
import type { z } from 'zod';
import type { ConnectionStepSchema, StepErrorSchema } from '#schemas/connect';
import { ERRORS, type ErrorCode } from '#schemas/errors';
import type { AuthorizationParams, BankChallenge, BankLinkErrorCode } from './connector.ts';
import { bankById, type Selection } from './banks.ts';

export type ConnectionStep = z.infer<typeof ConnectionStepSchema>;
export type StepError = z.infer<typeof StepErrorSchema>;

export type LinkStatus = 'challenge' | 'fetching' | 'linked';

export interface LinkState {
  bank_id: string;
  status: LinkStatus;
  challenge: BankChallenge | null;
  /** When the link last moved (ISO); a fetch that has not finished in STALE_FETCH_MS died with its request. */
  updated_at?: string;
}

/** Longer than any request lives (API Gateway gives up at 29 s): a link still `fetching` after this is linked again. */
export const STALE_FETCH_MS = 5 * 60 * 1000;

export interface StepInput {
  applicationId: string;
  connectionId: string | null;
  selection: readonly Selection[];
  links: readonly LinkState[];
  error: StepError | null;
  /** The bank's authorisation parameters (its connector's), or undefined when no connector serves it. */
  authorizationFor: (bankId: string) => AuthorizationParams | undefined;
  now?: Date;
}

/** The bank the next automatic step is for: the first automatic bank chosen that is not linked yet. */
export function pendingAutomaticBank(selection: readonly Selection[], links: readonly LinkState[]): string | null {
  const linked = new Set(links.filter((link) => link.status === 'linked').map((link) => link.bank_id));
  return selection.find((entry) => entry.upload_method === 'automatic' && !linked.has(entry.bank_id))?.bank_id ?? null;
}

export function connectionStep(input: StepInput): ConnectionStep {
  const linked = input.links.filter((link) => link.status === 'linked').map((link) => link.bank_id);
  const base: ConnectionStep = {
    connection_id: input.connectionId,
    application_id: input.applicationId,
    type: 'COMPLETE',
    complete: false,
    redirect_url: null,
    redirect_type: null,
    banks_already_linked: linked,
    response_type: null,
    client_id: null,
    scope: null,
    code_challenge_method: null,
    is_pdf_allowed: true,
    bank_id: null,
    login_fields: [],
    error: input.error,
  };
  if (input.selection.length === 0) return { ...base, type: 'FORM' };

  const bankId = pendingAutomaticBank(input.selection, input.links);
  if (bankId === null) {
    const last = input.selection[input.selection.length - 1]!;
    return { ...base, type: 'COMPLETE', complete: true, bank_id: last.bank_id, is_pdf_allowed: bankById(last.bank_id).pdf_upload_supported };
  }
  const forBank = { ...base, bank_id: bankId, is_pdf_allowed: bankById(bankId).pdf_upload_supported };
  const link = input.links.find((candidate) => candidate.bank_id === bankId);
  if (link?.status === 'challenge' && link.challenge) return { ...forBank, type: 'FORM', login_fields: link.challenge.fields.map((field) => ({ ...field })) };
  const stale = link?.status === 'fetching' && link.updated_at !== undefined && (input.now ?? new Date()).getTime() - Date.parse(link.updated_at) > STALE_FETCH_MS;
  if ((link?.status === 'fetching' && !stale) || link?.status === 'challenge') return { ...forBank, type: 'THREAD' };
  const error = stale ? (input.error ?? stepError('bank_unavailable')) : input.error;
  const authorization = input.authorizationFor(bankId);
  if (!authorization) {
    // Chosen for linking but no connector serves it (a deployment without it): say so, offer the upload.
    return { ...forBank, type: 'REDIRECT', redirect_type: 'oauth2', error: error ?? stepError('bank_unavailable') };
  }
  return {
    ...forBank,
    error,
    type: 'REDIRECT',
    redirect_url: authorization.authorizationEndpoint,
    redirect_type: 'oauth2',
    response_type: authorization.responseType,
    client_id: authorization.clientId,
    scope: authorization.scope,
    code_challenge_method: authorization.codeChallengeMethod,
  };
}

/** The catalogue code a bank's refusal answers. `otp_required` is not a failure and has none. */
export const ERROR_OF_LINK_CODE: Record<Exclude<BankLinkErrorCode, 'otp_required'>, LinkErrorCode> = {
  invalid_grant: 'invalid_oauth_code',
  invalid_otp: 'invalid_otp',
  account_locked: 'bank_account_locked',
  bank_unavailable: 'bank_unavailable',
  consent_denied: 'bank_consent_denied',
};

export type LinkErrorCode = 'invalid_oauth_code' | 'invalid_otp' | 'bank_account_locked' | 'bank_unavailable' | 'bank_consent_denied' | 'different_bank_login';

const NEXT_STEP: Record<LinkErrorCode, StepError['next_step']> = {
  invalid_oauth_code: 'retry',
  invalid_otp: 'retry',
  bank_unavailable: 'retry',
  bank_account_locked: 'contact_bank',
  bank_consent_denied: 'upload_instead',
  // Log in again with the login already linked.
  different_bank_login: 'retry',
};

/** The step's `error` for a failure: the catalogue's message and what the applicant can do next. */
export function stepError(code: LinkErrorCode): StepError {
  return { code, message: ERRORS[code].message, next_step: NEXT_STEP[code] };
}

/**
 * What a bank's error redirect (RFC 6749 §4.1.2.1 `error`) means for the applicant: refused
 * consent, a bank that is down, a locked account; anything else is a failed authorisation to retry.
 */
export function errorOfOAuthRedirect(error: string, description?: string): LinkErrorCode {
  // A bank that refuses because the account is locked says so in the description (the sandbox: access_denied + account_locked).
  if (description !== undefined && /\baccount[_ ]locked\b/i.test(description)) return 'bank_account_locked';
  switch (error) {
    case 'access_denied':
    case 'consent_required':
    case 'interaction_required':
      return 'bank_consent_denied';
    case 'temporarily_unavailable':
    case 'server_error':
      return 'bank_unavailable';
    case 'account_locked':
      return 'bank_account_locked';
    default:
      return 'invalid_oauth_code';
  }
}

/**
 * The OAuth error codes a bank may send back (RFC 6749 §4.1.2.1, OpenID Connect Core §3.1.2.6,
 * and the sandbox's `account_locked`). The redirect's `error` comes through the applicant's
 * browser, so it is theirs to write: only these are kept on the timeline, anything else is `other`.
 */
const OAUTH_ERROR_CODES: ReadonlySet<string> = new Set([
  'invalid_request',
  'unauthorized_client',
  'access_denied',
  'unsupported_response_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
  'interaction_required',
  'login_required',
  'account_selection_required',
  'consent_required',
  'invalid_request_uri',
  'invalid_request_object',
  'request_not_supported',
  'request_uri_not_supported',
  'registration_not_supported',
  'account_locked',
]);

/** The bank's `error` as the timeline may keep it: a known OAuth code, else `other`. */
export function recordableOAuthError(error: string): string {
  return OAUTH_ERROR_CODES.has(error) ? error : 'other';
}

export function isLinkErrorCode(code: ErrorCode): code is LinkErrorCode {
  return code in NEXT_STEP;
}
