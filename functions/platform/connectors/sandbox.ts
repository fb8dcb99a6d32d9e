/**
 * The Khanya Sandbox Bank behind the BankConnector interface (functions/core/bank-linking/connector.ts),
 * over HTTP like any real bank: the token endpoint with the `khanya-connect` client's secret
 * (HTTP Basic), then the Open Banking style accounts API with the access token. It shares only
 * the bank's published protocol (functions/core/sandbox-bank/protocol.ts) with the bank's code,
 * so a real bank's connector is this file with another protocol.
 *
 * Errors become BankLinkError codes: invalid_grant (code used, expired, wrong verifier or
 * redirect URI; or a grant the bank no longer honours), otp_required (with the challenge),
 * invalid_otp, bank_unavailable (5xx, timeouts, network failures). Anything else (a refused
 * client secret, an answer of the wrong shape) is a configuration or bank fault: a plain Error.
 */
import { decodeJwt } from 'jose';
import { BankLinkError, type AuthorizationParams, type BankConnector, type BankGrant, type LinkedAccount, type LinkedTransaction } from '#core/bank-linking/connector';
import {
  fromObAmount,
  SANDBOX_CLIENT_ID,
  SANDBOX_ENDPOINTS,
  SANDBOX_ERROR_CODES,
  SANDBOX_SCOPE,
  sandboxAispPaths,
  type ObAccountsResponse,
  type ObBalancesResponse,
  type ObErrorResponse,
  type ObTransactionsResponse,
} from '#core/sandbox-bank/protocol';
import { sandboxBankClientSecret } from '../aws/sandbox-bank-secrets.ts';
import { config } from '../config.ts';

/** The sandbox's slug in the bank catalogue. */
export const SANDBOX_BANK_SLUG = 'sandbox';
/** A bank that has not answered in this long is unavailable (the Lambda's own budget is 30 s). */
const REQUEST_TIMEOUT_MS = 10_000;
/** Refresh an access token this close to its expiry rather than have it expire mid-call. */
const REFRESH_MARGIN_MS = 30_000;

export interface SandboxConnectorOptions {
  /** The bank's URL (default SANDBOX_BANK_URL, read on each call). */
  baseUrl?: () => string;
  clientSecret?: () => Promise<string>;
  now?: () => Date;
}

interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  id_token?: string;
}

export class SandboxConnector implements BankConnector {
  readonly bankSlug = SANDBOX_BANK_SLUG;
  private readonly baseUrl: () => string;
  private readonly clientSecret: () => Promise<string>;
  private readonly now: () => Date;

  constructor(options: SandboxConnectorOptions = {}) {
    this.baseUrl = options.baseUrl ?? (() => config.sandboxBankUrl);
    this.clientSecret = options.clientSecret ?? sandboxBankClientSecret;
    this.now = options.now ?? (() => new Date());
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

  async exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<BankGrant> {
    const answer = await this.token({ grant_type: 'authorization_code', code: input.code, code_verifier: input.codeVerifier, redirect_uri: input.redirectUri });
    if (!answer.id_token) throw new Error('The sandbox bank answered no id_token');
    // The ID token comes straight from the token endpoint over the connection we opened (TLS in
    // AWS), so its issuer is authenticated by that connection (OpenID Connect Core 3.1.3.7):
    // only the subject is read from it.
    const subject = decodeJwt(answer.id_token).sub;
    if (!subject) throw new Error('The sandbox bank answered an id_token without a subject');
    return this.grantFrom(answer, subject, null);
  }

  async listAccounts(grant: BankGrant): Promise<LinkedAccount[]> {
    const accounts = await this.get<ObAccountsResponse>(grant, sandboxAispPaths.accounts());
    return Promise.all(
      accounts.Data.Account.map(async (account) => {
        const balances = await this.get<ObBalancesResponse>(grant, sandboxAispPaths.balances(account.AccountId));
        const amountOf = (type: string) => {
          const balance = balances.Data.Balance.find((b) => b.Type === type);
          return balance ? fromObAmount(balance.Amount, balance.CreditDebitIndicator) : null;
        };
        const identification = account.Account[0];
        return {
          externalId: account.AccountId,
          accountNumber: identification?.Identification ?? account.AccountId,
          accountName: account.Nickname,
          accountType: account.AccountSubType,
          holderName: identification?.Name ?? null,
          currency: account.Currency,
          balance: amountOf('ClosingBooked') ?? 0,
          availableBalance: amountOf('InterimAvailable'),
        };
      }),
    );
  }

  async listTransactions(grant: BankGrant, accountExternalId: string, since?: string): Promise<LinkedTransaction[]> {
    const query = since ? `?fromBookingDateTime=${encodeURIComponent(since)}` : '';
    const answer = await this.get<ObTransactionsResponse>(grant, `${sandboxAispPaths.transactions(accountExternalId)}${query}`);
    return answer.Data.Transaction.map((tx) => ({
      externalId: tx.TransactionId,
      date: tx.BookingDateTime,
      description: tx.TransactionInformation,
      reference: tx.TransactionReference,
      amount: fromObAmount(tx.Amount, tx.CreditDebitIndicator),
      balance: fromObAmount(tx.Balance.Amount, tx.Balance.CreditDebitIndicator),
    }));
  }

  async submitChallenge(grant: BankGrant, challengeId: string, fields: Record<string, string>): Promise<void> {
    await this.call(grant, sandboxAispPaths.challenge(challengeId), { method: 'POST', body: JSON.stringify({ otp: fields.otp ?? '' }) });
  }

  private grantFrom(answer: TokenAnswer, subject: string, previousRefreshToken: string | null): BankGrant {
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? previousRefreshToken,
      expiresAt: new Date(this.now().getTime() + answer.expires_in * 1000).toISOString(),
      subject,
    };
  }

  /**
   * RFC 7009 at the bank's revocation endpoint: the refresh token (which ends the grant) and the
   * access token. The endpoint answers 200 for a token it no longer knows, so an already-revoked
   * grant is not an error; a bank that is down throws, and the caller only logs it.
   */
  async revoke(grant: BankGrant): Promise<void> {
    const secret = await this.clientSecret();
    const credentials = Buffer.from(`${encodeURIComponent(SANDBOX_CLIENT_ID)}:${encodeURIComponent(secret)}`).toString('base64');
    const tokens: [string, string][] = [...(grant.refreshToken ? [[grant.refreshToken, 'refresh_token'] as [string, string]] : []), [grant.accessToken, 'access_token']];
    for (const [token, hint] of tokens) {
      const response = await this.send(SANDBOX_ENDPOINTS.revocation, {
        method: 'POST',
        headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, token_type_hint: hint }).toString(),
      });
      if (!response.ok) throw new Error(`The sandbox bank's revocation endpoint answered ${response.status}`);
    }
  }

  private async send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.baseUrl()}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch {
      // A timeout or a network failure: the bank is not there for now.
      throw new BankLinkError('bank_unavailable');
    }
  }

  private async token(fields: Record<string, string>): Promise<TokenAnswer> {
    const secret = await this.clientSecret();
    // RFC 6749 §2.3.1: both halves form-encoded before Basic.
    const credentials = Buffer.from(`${encodeURIComponent(SANDBOX_CLIENT_ID)}:${encodeURIComponent(secret)}`).toString('base64');
    const response = await this.send(SANDBOX_ENDPOINTS.token, {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
    });
    if (response.status >= 500) throw new BankLinkError('bank_unavailable');
    const body = (await response.json().catch(() => ({}))) as Partial<TokenAnswer> & { error?: string };
    if (response.status === 400 && body.error === 'invalid_grant') throw new BankLinkError('invalid_grant');
    if (!response.ok || !body.access_token || typeof body.expires_in !== 'number') {
      throw new Error(`The sandbox bank's token endpoint answered ${response.status} ${body.error ?? ''}`.trim());
    }
    return body as TokenAnswer;
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
    if (response.status >= 500) throw new BankLinkError('bank_unavailable');
    const error = (await response.json().catch(() => undefined)) as ObErrorResponse | undefined;
    const code = error?.Errors?.[0]?.ErrorCode;
    if (code === SANDBOX_ERROR_CODES.otpRequired && error?.Challenge) {
      throw new BankLinkError('otp_required', {
        id: error.Challenge.Id,
        fields: error.Challenge.Fields.map((field) => ({ name: field.Name, label: field.Label, type: field.Type })),
      });
    }
    if (code === SANDBOX_ERROR_CODES.invalidOtp) throw new BankLinkError('invalid_otp');
    // The bank no longer honours the grant (revoked or expired): the applicant must link again.
    if (response.status === 401) throw new BankLinkError('invalid_grant');
    throw new Error(`The sandbox bank answered ${response.status} ${code ?? ''} to ${init.method} ${path}`.trim());
  }

  private async get<T>(grant: BankGrant, path: string): Promise<T> {
    const response = await this.call(grant, path, { method: 'GET' });
    return (await response.json()) as T;
  }
}
