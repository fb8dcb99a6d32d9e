/**
 * The SandboxConnector against the real sandbox bank on the local server: what the connect flow
 * (functions/platform/services/bank-linking.ts) will see, persona by persona, including the
 * BankLinkError codes the applicant's next step depends on.
 */
import { BankLinkError, type BankGrant } from '#core/bank-linking/connector';
import { SandboxConnector } from '#platform/connectors/sandbox';
import { pkcePair, SANDBOX_REDIRECT_URI as REDIRECT_URI, sandboxCode, sandboxGrant } from '../helpers/sandbox-bank.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let api: TestServer;
const connector = new SandboxConnector();

beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

const codeFor = (username: string, options: { nonce?: boolean } = {}) => sandboxCode(connector, username, options);
const link = (username: string): Promise<BankGrant> => sandboxGrant(connector, username);

async function linkError(promise: Promise<unknown>): Promise<BankLinkError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BankLinkError) return error;
    throw error;
  }
  throw new Error('expected a BankLinkError');
}

describe('SandboxConnector', () => {
  it('describes the authorisation step: the bank\'s endpoint, khanya-connect, S256', () => {
    expect(connector.authorization()).toEqual({
      authorizationEndpoint: `${api.url}/sandbox-bank/auth`,
      clientId: 'khanya-connect',
      scope: 'openid accounts transactions',
      responseType: 'code',
      codeChallengeMethod: 'S256',
    });
  });

  it('links user_good: grant, accounts with balances, transactions oldest first with stable ids, and only the new ones since a date', async () => {
    const grant = await link('user_good');
    expect(grant).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), expiresAt: expect.any(String), subject: 'user_good' });

    const accounts = await connector.listAccounts(grant);
    expect(accounts).toEqual([
      {
        externalId: expect.stringMatching(/^acc-/),
        accountNumber: expect.stringMatching(/^\d+$/),
        accountName: expect.any(String),
        accountType: 'CurrentAccount',
        holderName: expect.any(String),
        currency: 'ZAR',
        balance: expect.any(Number),
        availableBalance: expect.any(Number),
      },
    ]);
    const account = accounts[0]!;
    const transactions = await connector.listTransactions(grant, account.externalId);
    expect(transactions.length).toBeGreaterThan(20);
    const dates = transactions.map((t) => Date.parse(t.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    // The last transaction's running balance is the account's balance.
    expect(transactions.at(-1)!.balance).toBe(account.balance);

    // Linking again (a new grant) gives the same accounts and transaction ids: de-duplication works.
    const again = await link('user_good');
    expect((await connector.listAccounts(again)).map((a) => a.externalId)).toEqual([account.externalId]);
    expect((await connector.listTransactions(again, account.externalId)).map((t) => t.externalId)).toEqual(transactions.map((t) => t.externalId));

    // Only booked rows: the sandbox also shows today's pending card payment, which is left out.
    expect(transactions.every((t) => !t.externalId.startsWith('pending-'))).toBe(true);
    const since = transactions.at(-5)!.date;
    const recent = await connector.listTransactions(grant, account.externalId, since);
    expect(recent.length).toBeGreaterThanOrEqual(5);
    expect(recent.length).toBeLessThan(transactions.length);
    expect(recent.map((t) => t.externalId)).toEqual(transactions.slice(-recent.length).map((t) => t.externalId));
  });

  it('refreshes an expired access token itself and updates the grant in place', async () => {
    const grant = await link('user_sassa');
    const expired: BankGrant = { ...grant, accessToken: 'expired', expiresAt: new Date(Date.now() - 1000).toISOString() };
    const accounts = await connector.listAccounts(expired);
    expect(accounts).toHaveLength(1);
    expect(expired.accessToken).not.toBe('expired');
    expect(Date.parse(expired.expiresAt)).toBeGreaterThan(Date.now());
    expect(expired.refreshToken).toBe(grant.refreshToken);
  });

  it('answers invalid_grant for a code used twice', async () => {
    const { code, codeVerifier, iss } = await codeFor('user_good');
    await connector.exchangeCode({ code, codeVerifier, redirectUri: REDIRECT_URI, iss });
    expect((await linkError(connector.exchangeCode({ code, codeVerifier, redirectUri: REDIRECT_URI, iss }))).code).toBe('invalid_grant');
  });

  it('answers invalid_grant for a wrong verifier', async () => {
    const { code, iss } = await codeFor('user_good');
    expect((await linkError(connector.exchangeCode({ code, codeVerifier: pkcePair().codeVerifier, redirectUri: REDIRECT_URI, iss }))).code).toBe('invalid_grant');
  });

  it('user_otp: otp_required with the challenge, invalid_otp for a wrong PIN, then the accounts', async () => {
    const grant = await link('user_otp');
    const required = await linkError(connector.listAccounts(grant));
    expect(required.code).toBe('otp_required');
    expect(required.challenge).toEqual({ id: expect.any(String), fields: [{ name: 'otp', label: expect.any(String), type: 'otp' }] });
    const challengeId = required.challenge!.id;

    expect((await linkError(connector.submitChallenge(grant, challengeId, { otp: '999999' }))).code).toBe('invalid_otp');
    await connector.submitChallenge(grant, challengeId, { otp: '123456' });
    expect(await connector.listAccounts(grant)).toHaveLength(1);
  });

  it('user_unavailable: bank_unavailable at the code exchange', async () => {
    const { code, codeVerifier, iss } = await codeFor('user_unavailable');
    expect((await linkError(connector.exchangeCode({ code, codeVerifier, redirectUri: REDIRECT_URI, iss }))).code).toBe('bank_unavailable');
  });

  it('bank_unavailable when the bank does not answer at all', async () => {
    const nowhere = new SandboxConnector({ baseUrl: () => 'http://127.0.0.1:9/sandbox-bank' });
    expect((await linkError(nowhere.exchangeCode({ code: 'c', codeVerifier: 'v'.repeat(43), redirectUri: REDIRECT_URI, iss: 'http://127.0.0.1:9/sandbox-bank' }))).code).toBe('bank_unavailable');
  });

  it('invalid_grant when the bank no longer honours the access token', async () => {
    const grant = await link('user_gig');
    const forged: BankGrant = { ...grant, accessToken: 'forged', refreshToken: null };
    expect((await linkError(connector.listAccounts(forged))).code).toBe('invalid_grant');
  });

  it('the callback\'s iss names the bank (RFC 9207), and an authorisation without the nonce gives no grant', async () => {
    const { code, codeVerifier, iss } = await codeFor('user_good');
    expect(iss).toBe(connector.authorization().authorizationEndpoint.replace(/\/auth$/, ''));
    expect((await linkError(connector.exchangeCode({ code, codeVerifier, redirectUri: REDIRECT_URI, iss: undefined }))).code).toBe('invalid_grant');
    const withoutNonce = await codeFor('user_good', { nonce: false });
    expect((await linkError(connector.exchangeCode({ ...withoutNonce, redirectUri: REDIRECT_URI }))).code).toBe('invalid_grant');
  });

  it('revoke: a revoked grant can no longer read accounts, even by refreshing; revoking it again does not throw', async () => {
    const grant = await link('user_good');
    expect(await connector.listAccounts(grant)).toHaveLength(1);
    await connector.revoke(grant);
    expect((await linkError(connector.listAccounts({ ...grant }))).code).toBe('invalid_grant');
    const expired: BankGrant = { ...grant, expiresAt: new Date(Date.now() - 1000).toISOString() };
    expect((await linkError(connector.listAccounts(expired))).code).toBe('invalid_grant');
    await expect(connector.revoke(grant)).resolves.toBeUndefined();
  });

  it('user_otp: five wrong PINs lock the authorisation; then even the right one is refused (account_locked)', async () => {
    const grant = await link('user_otp');
    const challengeId = (await linkError(connector.listAccounts(grant))).challenge!.id;
    // Sent at once: each wrong answer counts (atomic), so exactly the limit of them gets through as invalid_otp… or locked.
    const codes = await Promise.all([1, 2, 3, 4, 5].map(() => linkError(connector.submitChallenge(grant, challengeId, { otp: '000000' })).then((error) => error.code)));
    expect(codes.filter((code) => code === 'account_locked')).toHaveLength(1);
    expect(codes.filter((code) => code === 'invalid_otp')).toHaveLength(4);
    expect((await linkError(connector.submitChallenge(grant, challengeId, { otp: '123456' }))).code).toBe('account_locked');
    expect((await linkError(connector.listAccounts(grant))).code).toBe('otp_required');
  });
});
