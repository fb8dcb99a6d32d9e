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
 */

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
  balance: number;
  availableBalance: number | null;
}

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

export interface BankConnector {
  readonly bankSlug: string;
  authorization(): AuthorizationParams;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<BankGrant>;
  /** May throw BankLinkError('otp_required', challenge). */
  listAccounts(grant: BankGrant): Promise<LinkedAccount[]>;
  /** Oldest first. `since` (ISO date): only transactions on or after it. */
  listTransactions(grant: BankGrant, accountExternalId: string, since?: string): Promise<LinkedTransaction[]>;
  submitChallenge(grant: BankGrant, challengeId: string, fields: Record<string, string>): Promise<void>;
  /** Revokes the grant at the bank (RFC 7009): best effort; never throws for an already-revoked grant. */
  revoke(grant: BankGrant): Promise<void>;
}
