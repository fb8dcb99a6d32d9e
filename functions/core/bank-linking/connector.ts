/**
 * The one interface every bank link goes through: the Khanya Sandbox Bank today, real banks
 * (or an aggregator such as Stitch) later. The connect flow (functions/platform/services/)
 * knows only this; a connector knows only its bank. Nothing here imports AWS or the network:
 * implementations live in functions/platform/connectors/ and are chosen by `bank_slug`.
 *
 * The flow, as the connect UI drives it:
 *   1. `authorization()` → the step `REDIRECT` (type oauth2): the UI adds `redirect_uri`,
 *      `state` and its PKCE `code_challenge` (S256 only) and sends the applicant to the bank.
 *   2. The bank redirects back with `code` (or `error`); the UI posts code + verifier to
 *      `oauth/code`, and the service calls `exchangeCode()`.
 *   3. `listAccounts()` and `listTransactions()` with the grant; a bank may first answer
 *      `otp_required` (the step becomes `FORM` with the challenge's fields) and continue after
 *      `submitChallenge()`.
 *   4. The transactions go through the same validated-statement → label → analyse pipeline as
 *      uploads; `rethread` calls `listTransactions()` again with `since` (only what is new).
 *   5. `revoke()` when Khanya no longer needs the grant (replaced by a new link, or a link that
 *      failed after the exchange).
 *
 * What every connector promises (the service relies on it):
 *   - Errors are BankLinkError and nothing else. Whatever the bank answers that the connector
 *     did not expect (another 4xx or a 5xx, a refused client secret, a body of the wrong shape,
 *     an ID token that does not verify, a timeout or a network failure) is logged with its
 *     cause by the connector and thrown as `bank_unavailable` (the applicant retries or uploads
 *     a statement); the applicant never sees the cause.
 *   - A balance the bank does not give is `null`, never 0: a lender must not read a false R0.
 *   - Only booked transactions are returned. Pending ones are left out: real banks give a row a
 *     new id when it books, so a pending row kept would be held twice after the next rethread.
 *   - `since` is a full ISO 8601 date-time with its offset (e.g. `2026-05-01T00:00:00+02:00`),
 *     an instant: a bare date would leave the bank to guess the time zone.
 *   - ID tokens are verified before their subject is read: the signature against the bank's
 *     JWKS, `iss`, `aud` (the client id), `exp`, and `nonce`. The connect UI sends
 *     `nonce = authorizationNonce(code_verifier)` in the authorisation request, so the connector
 *     recomputes it from the verifier it is given (no state kept between the two requests).
 *   - A bank that advertises `authorization_response_iss_parameter_supported` (RFC 9207) has its
 *     callback's `iss` checked against its issuer: a missing or other issuer is `invalid_grant`.
 */
import { createHash } from 'node:crypto';

/** Why a bank refused; each maps to an error catalogue code and a next step for the applicant. */
export type BankLinkErrorCode =
  | 'invalid_grant' // code expired, used twice, wrong verifier or redirect URI → invalid_oauth_code
  | 'otp_required' // a challenge must be answered first (not a failure: the step becomes FORM)
  | 'invalid_otp' // → invalid_otp
  | 'account_locked' // → bank_account_locked
  | 'bank_unavailable' // → bank_unavailable (also timeouts and 5xx from the bank)
  | 'consent_denied'; // → bank_consent_denied (the bank's `access_denied` redirect)

export class BankLinkError extends Error {
  constructor(
    readonly code: BankLinkErrorCode,
    /** For `otp_required`: the fields to ask for. */
    readonly challenge?: BankChallenge,
  ) {
    super(code);
    this.name = 'BankLinkError';
  }
}

export interface BankChallenge {
  /** Opaque to Khanya: handed back to `submitChallenge`. */
  id: string;
  fields: { name: string; label: string; type: 'text' | 'password' | 'otp' }[];
}

/** What the connect UI needs to send the applicant to the bank (SPEC §3 Connection step). */
export interface AuthorizationParams {
  /** The bank's authorisation endpoint. */
  authorizationEndpoint: string;
  clientId: string;
  scope: string;
  responseType: 'code';
  codeChallengeMethod: 'S256';
}

/** The bank's grant for one application: stored encrypted at rest, never shown to anyone. */
export interface BankGrant {
  accessToken: string;
  refreshToken: string | null;
  /** ISO date-time. */
  expiresAt: string;
  /** The bank's own subject id for the applicant (used to detect a different person linking). */
  subject: string;
}

export interface LinkedAccount {
  /** The bank's stable id for the account: the key for de-duplicating across links and rethreads. */
  externalId: string;
  accountNumber: string;
  accountName: string;
  accountType: string | null;
  holderName: string | null;
  currency: string;
  /** The booked balance (rand); null when the bank does not give one, never a false 0. */
  balance: number | null;
  availableBalance: number | null;
}

/** A booked transaction (never a pending one). */
export interface LinkedTransaction {
  /** The bank's stable id: linking twice or rethreading never adds the same one twice. */
  externalId: string;
  /** ISO date (YYYY-MM-DD) or date-time. */
  date: string;
  description: string;
  reference: string | null;
  /** Rand; negative for money out. */
  amount: number;
  /** The running balance after this transaction, when the bank gives it. */
  balance: number | null;
}

/** What the bank's redirect gave the connect UI, and the verifier it kept. */
export interface CodeExchange {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  /** The callback's `iss` (RFC 9207), when the bank sent one. */
  iss?: string | undefined;
}

export interface BankConnector {
  readonly bankSlug: string;
  authorization(): AuthorizationParams;
  exchangeCode(input: CodeExchange): Promise<BankGrant>;
  /** May throw BankLinkError('otp_required', challenge). */
  listAccounts(grant: BankGrant): Promise<LinkedAccount[]>;
  /** Booked transactions only, oldest first. `since` (a date-time with offset): only those booked at or after it. */
  listTransactions(grant: BankGrant, accountExternalId: string, since?: string): Promise<LinkedTransaction[]>;
  submitChallenge(grant: BankGrant, challengeId: string, fields: Record<string, string>): Promise<void>;
  /** Ends the grant at the bank. Best effort: never throws (an already revoked or expired grant included). */
  revoke(grant: BankGrant): Promise<void>;
}

/**
 * The OpenID Connect `nonce` of an authorisation request: BASE64URL(SHA-256("khanya-nonce." +
 * code_verifier)). The connect UI computes the same (web/connect/src/pkce.ts). Unguessable
 * without the verifier, which stays in the applicant's tab until the code exchange.
 */
export function authorizationNonce(codeVerifier: string): string {
  return createHash('sha256').update(`khanya-nonce.${codeVerifier}`).digest('base64url');
}
