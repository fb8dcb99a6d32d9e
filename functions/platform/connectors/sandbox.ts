/**
 * The Khanya Sandbox Bank behind the BankConnector interface (functions/core/bank-linking/connector.ts),
 * over HTTP like any real bank: the token endpoint with the `khanya-connect` client's secret
 * (HTTP Basic), then the Open Banking style accounts API with the access token. It shares only
 * the bank's published protocol (functions/core/sandbox-bank/protocol.ts) with the bank's code,
 * so a real bank's connector is this file with another protocol.
 *
 * Every answer is parsed (zod) before it is read, and the contract's rules are kept here:
 * a balance the bank does not give is null (never 0), only Booked transactions are returned,
 * `since` is a date-time with offset. The ID token is verified (signature against the bank's
 * JWKS, iss, aud, exp, and the nonce derived from the PKCE verifier), and the authorisation
 * response's `iss` (RFC 9207, which the bank advertises) must name this bank.
 *
 * Errors become BankLinkError codes: invalid_grant (code used, expired, wrong verifier or
 * redirect URI, a mix-up, or a grant the bank no longer honours), otp_required (with the
 * challenge), invalid_otp, account_locked (too many wrong PINs), and bank_unavailable for
 * everything else the bank answers that we did not expect (5xx, other 4xx, a refused client
 * secret, a body of the wrong shape, an ID token that does not verify, timeouts, network
 * failures): the cause goes to the log, never to the applicant.
 */
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { z } from 'zod';
import {
  authorizationNonce,
  BankLinkError,
  type AuthorizationParams,
  type BankConnector,
  type BankGrant,
  type CodeExchange,
  type LinkedAccount,
  type LinkedTransaction,
} from '#core/bank-linking/connector';
import { fromObAmount, SANDBOX_CLIENT_ID, SANDBOX_ENDPOINTS, SANDBOX_ERROR_CODES, SANDBOX_SCOPE, sandboxAispPaths } from '#core/sandbox-bank/protocol';
import { sandboxBankClientSecret } from '../aws/sandbox-bank-secrets.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';

/** The sandbox's slug in the bank catalogue. */
export const SANDBOX_BANK_SLUG = 'sandbox';
/** A bank that has not answered in this long is unavailable (the Lambda's own budget is 30 s). */
const REQUEST_TIMEOUT_MS = 10_000;
/** Refresh an access token this close to its expiry rather than have it expire mid-call. */
const REFRESH_MARGIN_MS = 30_000;
/** Clocks differ: an ID token is accepted this long after its `exp` (and before its `iat`). */
const CLOCK_TOLERANCE_S = 30;

export interface SandboxConnectorOptions {
  /** The bank's URL, which is also its issuer (default SANDBOX_BANK_URL, read on each call). */
  baseUrl?: () => string;
  clientSecret?: () => Promise<string>;
  now?: () => Date;
  /** How long a request may take before the bank counts as unavailable (default REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
}

// ------------------------------------------------------------------ the bank's answers, as parsed

const ObAmountSchema = z.object({ Amount: z.string().regex(/^\d{1,13}(\.\d{1,5})?$/), Currency: z.string().length(3) });
const IndicatorSchema = z.enum(['Credit', 'Debit']);

const TokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().positive(),
  id_token: z.string().min(1).optional(),
});
type TokenAnswer = z.infer<typeof TokenAnswerSchema>;

const AccountsSchema = z.object({
  Data: z.object({
    Account: z.array(
      z.object({
        AccountId: z.string().min(1),
        Currency: z.string().length(3),
        AccountSubType: z.string().nullish(),
        Nickname: z.string().nullish(),
        Account: z.array(z.object({ Identification: z.string().min(1), Name: z.string().nullish() })).nullish(),
      }),
    ),
  }),
});

const BalancesSchema = z.object({
  Data: z.object({ Balance: z.array(z.object({ Amount: ObAmountSchema, CreditDebitIndicator: IndicatorSchema, Type: z.string() })) }),
});

const TransactionsSchema = z.object({
  Data: z.object({
    Transaction: z.array(
      z.object({
        TransactionId: z.string().min(1),
        TransactionReference: z.string().nullish(),
        Amount: ObAmountSchema,
        CreditDebitIndicator: IndicatorSchema,
        Status: z.string(),
        BookingDateTime: z.iso.datetime({ offset: true }),
        TransactionInformation: z.string().nullish(),
        Balance: z.object({ Amount: ObAmountSchema, CreditDebitIndicator: IndicatorSchema }).nullish(),
      }),
    ),
  }),
});

const ErrorBodySchema = z.object({
  Errors: z.array(z.object({ ErrorCode: z.string() })).optional(),
  Challenge: z
    .object({ Id: z.string().min(1), Fields: z.array(z.object({ Name: z.string(), Label: z.string(), Type: z.enum(['text', 'password', 'otp']) })) })
    .optional(),
});

const JwksSchema = z.object({ keys: z.array(z.looseObject({ kty: z.string() })) });

/** A date-time with its offset: what `since` must be (connector.ts). */
const SINCE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The booked balance: closing if the bank gives it, else the interim one; null when neither (never a false 0). */
const BOOKED_BALANCE_TYPES = ['ClosingBooked', 'InterimBooked'];

// ------------------------------------------------------------------ the connector

export class SandboxConnector implements BankConnector {
  readonly bankSlug = SANDBOX_BANK_SLUG;
  private readonly baseUrl: () => string;
  private readonly clientSecret: () => Promise<string>;
  private readonly now: () => Date;
  private readonly requestTimeoutMs: number;

  constructor(options: SandboxConnectorOptions = {}) {
    this.baseUrl = options.baseUrl ?? (() => config.sandboxBankUrl);
    this.clientSecret = options.clientSecret ?? sandboxBankClientSecret;
    this.now = options.now ?? (() => new Date());
    this.requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  }

  authorization(): AuthorizationParams {
    return {
      authorizationEndpoint: `${this.baseUrl()}${SANDBOX_ENDPOINTS.authorization}`,
      clientId: SANDBOX_CLIENT_ID,
      scope: SANDBOX_SCOPE,
      responseType: 'code',
      codeChallengeMethod: 'S256',
    };
  }

  async exchangeCode(input: CodeExchange): Promise<BankGrant> {
    // RFC 9207: the bank advertises authorization_response_iss_parameter_supported, so an
    // answer without its issuer, or with another's, is not this bank's (a mix-up): refused
    // before the code goes anywhere.
    if (input.iss !== this.baseUrl()) {
      logger.warn('Bank authorisation response from another issuer', { bank: this.bankSlug, iss: input.iss ?? null });
      throw new BankLinkError('invalid_grant');
    }
    const answer = await this.token({ grant_type: 'authorization_code', code: input.code, code_verifier: input.codeVerifier, redirect_uri: input.redirectUri });
    if (!answer.id_token) throw this.unexpected('the token endpoint answered no id_token');
    const subject = await this.verifiedSubject(answer.id_token, authorizationNonce(input.codeVerifier));
    return this.grantFrom(answer, subject, null);
  }

  async listAccounts(grant: BankGrant): Promise<LinkedAccount[]> {
    const accounts = await this.get(grant, sandboxAispPaths.accounts(), AccountsSchema);
    return Promise.all(
      accounts.Data.Account.map(async (account) => {
        const balances = (await this.get(grant, sandboxAispPaths.balances(account.AccountId), BalancesSchema)).Data.Balance;
        const amountOf = (types: readonly string[]) => {
          const balance = types.map((type) => balances.find((b) => b.Type === type)).find((b) => b !== undefined);
          return balance ? fromObAmount(balance.Amount, balance.CreditDebitIndicator) : null;
        };
        const identification = account.Account?.[0];
        return {
          externalId: account.AccountId,
          accountNumber: identification?.Identification ?? account.AccountId,
          accountName: account.Nickname ?? account.AccountSubType ?? 'Account',
          accountType: account.AccountSubType ?? null,
          holderName: identification?.Name ?? null,
          currency: account.Currency,
          balance: amountOf(BOOKED_BALANCE_TYPES),
          availableBalance: amountOf(['InterimAvailable', 'ClosingAvailable']),
        };
      }),
    );
  }

  async listTransactions(grant: BankGrant, accountExternalId: string, since?: string): Promise<LinkedTransaction[]> {
    if (since !== undefined && !SINCE.test(since)) throw new RangeError(`since must be a date-time with offset, not ${since}`);
    const query = since ? `?fromBookingDateTime=${encodeURIComponent(since)}` : '';
    const answer = await this.get(grant, `${sandboxAispPaths.transactions(accountExternalId)}${query}`, TransactionsSchema);
    // Pending rows are left out: the bank gives a row a new id when it books, so keeping the
    // pending one would hold the same payment twice after the next rethread.
    return answer.Data.Transaction.filter((tx) => tx.Status === 'Booked').map((tx) => ({
      externalId: tx.TransactionId,
      date: tx.BookingDateTime,
      description: tx.TransactionInformation ?? '',
      reference: tx.TransactionReference ?? null,
      amount: fromObAmount(tx.Amount, tx.CreditDebitIndicator),
      balance: tx.Balance ? fromObAmount(tx.Balance.Amount, tx.Balance.CreditDebitIndicator) : null,
    }));
  }

  async submitChallenge(grant: BankGrant, challengeId: string, fields: Record<string, string>): Promise<void> {
    await this.call(grant, sandboxAispPaths.challenge(challengeId), { method: 'POST', body: JSON.stringify({ otp: fields.otp ?? '' }) });
  }

  /**
   * RFC 7009 at the bank's revocation endpoint. Revoking the refresh token (else the access
   * token) ends the whole grant at oidc-provider. Best effort: a bank that is down or refuses is
   * logged, and the grant expires on its own; a token already revoked is a 200 (RFC 7009 §2.2).
   */
  async revoke(grant: BankGrant): Promise<void> {
    const [token, hint] = grant.refreshToken ? [grant.refreshToken, 'refresh_token'] : [grant.accessToken, 'access_token'];
    try {
      const response = await this.send(SANDBOX_ENDPOINTS.revocation, {
        method: 'POST',
        headers: { authorization: await this.basicAuthorization(), 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ token, token_type_hint: hint }).toString(),
      });
      await response.arrayBuffer();
      if (!response.ok) logger.warn('Bank grant revocation refused', { bank: this.bankSlug, status: response.status });
    } catch (error) {
      logger.warn('Bank grant revocation failed', { bank: this.bankSlug, error });
    }
  }

  // ---------------------------------------------------------------- HTTP

  private grantFrom(answer: TokenAnswer, subject: string, previousRefreshToken: string | null): BankGrant {
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? previousRefreshToken,
      expiresAt: new Date(this.now().getTime() + answer.expires_in * 1000).toISOString(),
      subject,
    };
  }

  /** An answer we did not expect: logged with its cause, answered as bank_unavailable (the applicant may retry or upload). */
  private unexpected(reason: string, detail: Record<string, unknown> = {}): BankLinkError {
    logger.error('Unexpected answer from the bank', { bank: this.bankSlug, reason, ...detail });
    return new BankLinkError('bank_unavailable');
  }

  private async send(path: string, init: RequestInit): Promise<Response> {
    try {
      // The timeout covers the answer's headers; a body that stalls after them is cut by the same signal.
      return await fetch(`${this.baseUrl()}${path}`, { ...init, signal: AbortSignal.timeout(this.requestTimeoutMs) });
    } catch (error) {
      // A timeout or a network failure: the bank is not there for now.
      logger.warn('Bank not reachable', { bank: this.bankSlug, path: path.split('?')[0], error: error instanceof Error ? error.name : String(error) });
      throw new BankLinkError('bank_unavailable');
    }
  }

  /** The body as `schema` says, or bank_unavailable (logged: which fields were wrong, never their values). */
  private async parse<T>(response: Response, schema: z.ZodType<T>, what: string): Promise<T> {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw this.unexpected(`${what}: not JSON`, { status: response.status });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw this.unexpected(`${what}: wrong shape`, { status: response.status, issues: parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.code}`) });
    return parsed.data;
  }

  private async basicAuthorization(): Promise<string> {
    const secret = await this.clientSecret();
    // RFC 6749 §2.3.1: both halves form-encoded before Basic.
    return `Basic ${Buffer.from(`${encodeURIComponent(SANDBOX_CLIENT_ID)}:${encodeURIComponent(secret)}`).toString('base64')}`;
  }

  private async token(fields: Record<string, string>): Promise<TokenAnswer> {
    const response = await this.send(SANDBOX_ENDPOINTS.token, {
      method: 'POST',
      headers: { authorization: await this.basicAuthorization(), 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
    });
    if (response.status === 400) {
      const body = (await response.json().catch(() => ({}))) as { error?: unknown };
      if (body.error === 'invalid_grant') throw new BankLinkError('invalid_grant');
      throw this.unexpected('the token endpoint refused the request', { status: 400, error: typeof body.error === 'string' ? body.error.slice(0, 64) : null });
    }
    // 401 invalid_client (a refused client secret) is ours to fix, not the applicant's: logged.
    if (!response.ok) {
      await response.arrayBuffer();
      throw this.unexpected('the token endpoint failed', { status: response.status });
    }
    return this.parse(response, TokenAnswerSchema, 'token answer');
  }

  /** The ID token's subject, once its signature (the bank's JWKS), issuer, audience, expiry and nonce are checked. */
  private async verifiedSubject(idToken: string, nonce: string): Promise<string> {
    const jwksResponse = await this.send(SANDBOX_ENDPOINTS.jwks, { method: 'GET', headers: { accept: 'application/json' } });
    if (!jwksResponse.ok) {
      await jwksResponse.arrayBuffer();
      throw this.unexpected('the JWKS endpoint failed', { status: jwksResponse.status });
    }
    const jwks = (await this.parse(jwksResponse, JwksSchema, 'JWKS')) as JSONWebKeySet;
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, createLocalJWKSet(jwks), {
        issuer: this.baseUrl(),
        audience: SANDBOX_CLIENT_ID,
        algorithms: ['ES256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: CLOCK_TOLERANCE_S,
        currentDate: this.now(),
      }));
    } catch (error) {
      throw this.unexpected('the ID token does not verify', { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    }
    // Not this authorisation's token (the nonce is derived from this request's PKCE verifier): link again.
    if (payload.nonce !== nonce) {
      logger.warn('Bank ID token for another authorisation (nonce)', { bank: this.bankSlug });
      throw new BankLinkError('invalid_grant');
    }
    return payload.sub!;
  }

  /**
   * An access token that will last the call: the grant's, or a refreshed one (the refresh token
   * is not rotated). The grant is updated in place, so the caller can store the new token.
   */
  private async accessToken(grant: BankGrant): Promise<string> {
    const expiresAt = Date.parse(grant.expiresAt);
    if (!(expiresAt - REFRESH_MARGIN_MS <= this.now().getTime()) || !grant.refreshToken) return grant.accessToken;
    const refreshed = this.grantFrom(await this.token({ grant_type: 'refresh_token', refresh_token: grant.refreshToken }), grant.subject, grant.refreshToken);
    Object.assign(grant, refreshed);
    return grant.accessToken;
  }

  private async call(grant: BankGrant, path: string, init: { method: 'GET' | 'POST'; body?: string }): Promise<Response> {
    const accessToken = await this.accessToken(grant);
    const response = await this.send(path, {
      method: init.method,
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      ...(init.body ? { body: init.body } : {}),
    });
    if (response.ok) return response;
    const where = `${init.method} ${path.split('?')[0]}`;
    if (response.status >= 500) {
      await response.arrayBuffer();
      throw this.unexpected('the accounts API failed', { status: response.status, where });
    }
    const error = ErrorBodySchema.safeParse(await response.json().catch(() => undefined));
    const code = error.success ? error.data.Errors?.[0]?.ErrorCode : undefined;
    if (code === SANDBOX_ERROR_CODES.otpRequired && error.data?.Challenge) {
      const challenge = error.data.Challenge;
      throw new BankLinkError('otp_required', { id: challenge.Id, fields: challenge.Fields.map((field) => ({ name: field.Name, label: field.Label, type: field.Type })) });
    }
    if (code === SANDBOX_ERROR_CODES.invalidOtp) throw new BankLinkError('invalid_otp');
    if (code === SANDBOX_ERROR_CODES.otpLocked) throw new BankLinkError('account_locked');
    // The bank no longer honours the grant (revoked or expired): the applicant must link again.
    if (response.status === 401) throw new BankLinkError('invalid_grant');
    throw this.unexpected('the accounts API refused the request', { status: response.status, code: code ?? null, where });
  }

  private async get<T>(grant: BankGrant, path: string, schema: z.ZodType<T>): Promise<T> {
    return this.parse(await this.call(grant, path, { method: 'GET' }), schema, `GET ${path.split('?')[0]}`);
  }
}
