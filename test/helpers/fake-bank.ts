/**
 * A BankConnector in memory for the connect tests that do not need the real sandbox bank's
 * HTTP round trip: codes name what happens (`good-*`, `otp-*`, `locked-*`, `down-*`, `denied-*`; `fetchdown-*`: the exchange works, the accounts API is down),
 * each code is single-use (a second exchange is `invalid_grant`), and the account's history can
 * grow between fetches (rethread). It records every `since` it was asked for, and every grant revoked
 * (a revoked grant's calls answer `invalid_grant`).
 *
 * A connect test file's setup with it:
 *   beforeAll(async () => ({ api, org } = await startConnectStack('connectbank')));
 *   beforeEach(() => (bank = installFakeBank()));
 *   afterAll(() => stopConnectStack(api));
 */
import { BankLinkError, type BankConnector, type BankGrant, type LinkedAccount, type LinkedTransaction } from '#core/bank-linking/connector';
import { registerConnector } from '#platform/connectors/index';
import { registerOrganisation, type TestOrganisation } from './factories.ts';
import { createConfig, WITH_PERSONAL_INFO } from './lending.ts';
import { startTestServer, type ApiResponse, type TestServer } from './server.ts';

export const FAKE_OTP = '123456';
/** An answer to the challenge that locks the account at the bank (as after too many wrong PINs). */
export const LOCKING_OTP = '424242';

export class FakeBank implements BankConnector {
  readonly bankSlug = 'sandbox';
  readonly usedCodes = new Set<string>();
  readonly sinceAsked: (string | undefined)[] = [];
  exchanges = 0;
  readonly account: LinkedAccount = {
    externalId: 'acc-001',
    accountNumber: '62001234567',
    accountName: 'Everyday Cheque',
    accountType: 'current',
    holderName: 'T Dlamini',
    currency: 'ZAR',
    balance: 0,
    availableBalance: null,
  };
  readonly transactions: LinkedTransaction[] = [];
  private readonly pendingOtp = new Set<string>();

  constructor(days = 40) {
    const start = Date.now() - days * 86_400_000;
    for (let day = 0; day < days; day += 1) this.addTransaction(new Date(start + day * 86_400_000).toISOString().slice(0, 10), day % 10 === 0 ? 5000 : -75.5, day === 0 ? 'Salary ACME' : `Shop ${day}`);
  }

  addTransaction(date: string, amount: number, description: string): void {
    const previous = this.transactions.at(-1)?.balance ?? 0;
    const balance = Math.round((previous + amount) * 100) / 100;
    this.transactions.push({ externalId: `tx-${this.transactions.length + 1}`, date, description, reference: null, amount, balance });
    this.account.balance = balance;
  }

  authorization() {
    return { authorizationEndpoint: 'http://bank.test/authorize', clientId: 'khanya-test', scope: 'openid accounts transactions', responseType: 'code' as const, codeChallengeMethod: 'S256' as const };
  }

  async exchangeCode(input: { code: string }): Promise<BankGrant> {
    this.exchanges += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (this.usedCodes.has(input.code)) throw new BankLinkError('invalid_grant');
    this.usedCodes.add(input.code);
    if (input.code.startsWith('locked')) throw new BankLinkError('account_locked');
    if (input.code.startsWith('down')) throw new BankLinkError('bank_unavailable');
    if (input.code.startsWith('denied')) throw new BankLinkError('consent_denied');
    const token = `token-${input.code}`;
    if (input.code.startsWith('otp')) this.pendingOtp.add(token);
    // `good-7@persona-2`: the bank login of another person (another subject).
    const subject = input.code.split('@')[1] ?? 'persona-1';
    return { accessToken: token, refreshToken: null, expiresAt: new Date(Date.now() + 3600_000).toISOString(), subject };
  }

  /** How long the accounts API takes for a grant (by access token; a slow answer widens a race's window). */
  readonly slowGrants = new Map<string, number>();

  async listAccounts(grant: BankGrant): Promise<LinkedAccount[]> {
    if (grant.accessToken.startsWith('token-fetchdown')) throw new BankLinkError('bank_unavailable');
    // Checked as the call arrives, like a bank: a grant revoked while its answer is on the way still answers.
    if (this.revoked.includes(grant.accessToken)) throw new BankLinkError('invalid_grant');
    const delay = this.slowGrants.get(grant.accessToken);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (this.pendingOtp.has(grant.accessToken)) {
      throw new BankLinkError('otp_required', { id: `challenge-${grant.accessToken}`, fields: [{ name: 'otp', label: 'One-time PIN', type: 'otp' }] });
    }
    return [{ ...this.account }];
  }

  async listTransactions(_grant: BankGrant, accountExternalId: string, since?: string): Promise<LinkedTransaction[]> {
    this.sinceAsked.push(since);
    if (accountExternalId !== this.account.externalId) return [];
    // `since` is an instant (connector.ts); the rows' dates are SAST days.
    const from = since === undefined ? undefined : new Date(Date.parse(since) + 2 * 3_600_000).toISOString().slice(0, 10);
    return this.transactions.filter((row) => from === undefined || row.date >= from).map((row) => ({ ...row }));
  }

  /** Grants revoked (by access token); a revoked grant's calls answer invalid_grant, like a bank's 401. */
  readonly revoked: string[] = [];
  /** When set, revoke() fails like a bank that is down (the service must only log it). */
  revokeFails = false;

  async revoke(grant: BankGrant): Promise<void> {
    if (this.revokeFails) throw new BankLinkError('bank_unavailable');
    if (!this.revoked.includes(grant.accessToken)) this.revoked.push(grant.accessToken);
  }

  /** The bank asks this grant's one-time PIN again on its next call (as a bank may on a later fetch). */
  requireOtp(accessToken: string): void {
    this.pendingOtp.add(accessToken);
  }

  async submitChallenge(grant: BankGrant, _challengeId: string, fields: Record<string, string>): Promise<void> {
    if (fields.otp === LOCKING_OTP) throw new BankLinkError('account_locked');
    if (fields.otp !== FAKE_OTP) throw new BankLinkError('invalid_otp');
    this.pendingOtp.delete(grant.accessToken);
  }
}

/** The PKCE verifier and redirect URI the fake bank's tests send (the fake bank checks neither; the API checks their form). */
export const FAKE_VERIFIER = 'v'.repeat(43);
export const FAKE_REDIRECT_URI = 'http://localhost:3000/connect/oauth/callback';

/** The applicant's POST oauth/code with `code` (its prefix says what the fake bank does), as the connect UI sends it. */
export function postOAuthCode(api: TestServer, proxyId: string, code: string): Promise<ApiResponse> {
  return api.json('POST', `/v1/connect/${proxyId}/oauth/code`, { code, code_verifier: FAKE_VERIFIER, redirect_uri: FAKE_REDIRECT_URI });
}

/** The applicant chooses to link the sandbox bank (POST banks, upload_method automatic). */
export function chooseSandbox(api: TestServer, proxyId: string): Promise<ApiResponse> {
  return api.json('POST', `/v1/connect/${proxyId}/banks`, [{ bank_id: 'sandbox', upload_method: 'automatic' }]);
}

/**
 * The local server and a new organisation (`slug`) whose default config asks for bank data and
 * personal info: what the connect tests start from.
 */
export async function startConnectStack(slug: string): Promise<{ api: TestServer; org: TestOrganisation }> {
  const api = await startTestServer();
  const org = await registerOrganisation(api, slug);
  await createConfig(api, org, { is_default: true, connections: WITH_PERSONAL_INFO });
  return { api, org };
}

/** A fresh FakeBank as the sandbox slug's connector (in beforeEach: each test its own bank, with no codes used yet). */
export function installFakeBank(): FakeBank {
  const bank = new FakeBank();
  registerConnector('sandbox', bank);
  return bank;
}

/** The real sandbox connector back (other files in the worker must not see a test's bank), and the server stopped. */
export async function stopConnectStack(api: TestServer | undefined): Promise<void> {
  registerConnector('sandbox', undefined);
  await api?.close();
}
