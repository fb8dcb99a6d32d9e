/**
 * The SandboxConnector against a tiny local HTTP server that answers what a broken, hostile or
 * merely different bank might (real HTTP, no mocks): every unexpected answer must become
 * `bank_unavailable`, the contract's data rules must hold (null balance, booked rows only,
 * `since` as a date-time), and the ID token and callback issuer must be verified.
 * The same connector against the real sandbox bank: test/integration/sandbox-connector.test.ts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { authorizationNonce, BankLinkError, type BankGrant } from '#core/bank-linking/connector';
import { guarded } from './guarded.ts';
import { SandboxConnector } from './sandbox.ts';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
const requests: { method: string; path: string; body: string }[] = [];
let server: Server;
let base: string;

const json = (status: number, body: unknown): Handler => (_req, _body, res) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').replace(/^\/bank/, '');
      requests.push({ method: req.method ?? '', path, body });
      const handler = routes.get(path.split('?')[0]!);
      if (handler) handler(req, body, res);
      else json(404, { error: 'not_found' })(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bank`;
});
afterAll(() => new Promise<void>((resolve) => {
  server.close(() => resolve());
  server.closeAllConnections();
}));
beforeEach(() => {
  routes.clear();
  requests.length = 0;
});

const connector = () => guarded(new SandboxConnector({ baseUrl: () => base, clientSecret: async () => 'secret' }));
const grant = (): BankGrant => ({ accessToken: 'at', refreshToken: 'rt', expiresAt: new Date(Date.now() + 600_000).toISOString(), subject: 'user_good' });
const VERIFIER = 'v'.repeat(43);
/** `iss` null: the callback had none. */
const exchange = (iss: string | null = base) => connector().exchangeCode({ code: 'c', codeVerifier: VERIFIER, redirectUri: 'http://localhost/cb', iss: iss ?? undefined });

async function linkError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BankLinkError) return error.code;
    throw error;
  }
  throw new Error('expected a BankLinkError');
}

// An ES256 key the "bank" signs with, and another one it does not publish.
type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let bankKey: PrivateKey;
let otherKey: PrivateKey;
let bankJwk: JWK;
beforeAll(async () => {
  ({ privateKey: bankKey } = await generateKeyPair('ES256', { extractable: true }).then(async (pair) => {
    bankJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
    return pair;
  }));
  ({ privateKey: otherKey } = await generateKeyPair('ES256'));
});

function idToken(claims: Record<string, unknown> = {}, key: PrivateKey = bankKey, expiresIn = '10m'): Promise<string> {
  return new SignJWT({ nonce: authorizationNonce(VERIFIER), ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
    .setIssuer((claims.iss as string | undefined) ?? base)
    .setAudience((claims.aud as string | undefined) ?? 'khanya-connect')
    .setSubject('user_good')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

function bankIssues(token: string): void {
  routes.set('/token', json(200, { access_token: 'at', refresh_token: 'rt', expires_in: 600, token_type: 'Bearer', id_token: token }));
  routes.set('/jwks', json(200, { keys: [bankJwk] }));
}

describe('SandboxConnector: the code exchange', () => {
  it('links when the ID token verifies (signature, iss, aud, exp, nonce), sending the client secret', async () => {
    bankIssues(await idToken());
    expect(await exchange()).toEqual({ accessToken: 'at', refreshToken: 'rt', expiresAt: expect.any(String), subject: 'user_good' });
    expect(requests.find((r) => r.path === '/token')!.body).toContain('code_verifier=');
  });

  it.each([
    ['signed by a key the bank does not publish', () => idToken({}, otherKey), 'bank_unavailable'],
    ['from another issuer', () => idToken({ iss: 'https://evil.example' }), 'bank_unavailable'],
    ['for another client', () => idToken({ aud: 'someone-else' }), 'bank_unavailable'],
    ['expired', () => idToken({}, bankKey, '-5m'), 'bank_unavailable'],
    ['for another authorisation (nonce)', () => idToken({ nonce: 'other' }), 'invalid_grant'],
    ['without a nonce', () => idToken({ nonce: undefined }), 'invalid_grant'],
    ['not a JWT at all', async () => 'garbage', 'bank_unavailable'],
  ])('refuses an ID token %s', async (_name, token, code) => {
    bankIssues(await token());
    expect(await linkError(exchange())).toBe(code);
  });

  it('refuses a callback without the bank\'s issuer (RFC 9207) before sending the code anywhere', async () => {
    bankIssues(await idToken());
    expect(await linkError(exchange(null))).toBe('invalid_grant');
    expect(await linkError(exchange('https://other-bank.example'))).toBe('invalid_grant');
    expect(requests).toEqual([]);
  });

  it.each([
    ['500', json(500, { error: 'server_error' })],
    ['503 with an HTML page', json(503, '<html>down</html>')],
    ['401 invalid_client (a refused client secret)', json(401, { error: 'invalid_client' })],
    ['400 of another kind', json(400, { error: 'invalid_request' })],
    ['200 that is not JSON', json(200, 'garbage{')],
    ['200 of the wrong shape', json(200, { access_token: 42 })],
  ])('maps a token endpoint answering %s to bank_unavailable', async (_name, handler) => {
    routes.set('/token', handler);
    expect(await linkError(exchange())).toBe('bank_unavailable');
  });

  it('keeps invalid_grant for a code the bank refuses', async () => {
    routes.set('/token', json(400, { error: 'invalid_grant' }));
    expect(await linkError(exchange())).toBe('invalid_grant');
  });

  it('maps a bank that does not answer in time to bank_unavailable', async () => {
    routes.set('/token', () => undefined); // never answers
    const slow = guarded(new SandboxConnector({ baseUrl: () => base, clientSecret: async () => 's', requestTimeoutMs: 200 }));
    expect(await linkError(slow.exchangeCode({ code: 'c', codeVerifier: VERIFIER, redirectUri: 'http://localhost/cb', iss: base }))).toBe('bank_unavailable');
  });

  it('maps a bank that is not there (connection refused) to bank_unavailable', async () => {
    const nowhere = guarded(new SandboxConnector({ baseUrl: () => 'http://127.0.0.1:9/bank', clientSecret: async () => 's' }));
    expect(await linkError(nowhere.exchangeCode({ code: 'c', codeVerifier: VERIFIER, redirectUri: 'http://localhost/cb', iss: 'http://127.0.0.1:9/bank' }))).toBe('bank_unavailable');
  });
});

const ACCOUNTS = '/open-banking/v3.1/aisp/accounts';
const amount = (value: string) => ({ Amount: { Amount: value, Currency: 'ZAR' }, CreditDebitIndicator: 'Credit' });
const account = { AccountId: 'a1', Currency: 'ZAR', AccountType: 'Personal', AccountSubType: 'CurrentAccount', Nickname: 'Cheque', Account: [{ SchemeName: 'ZA.BranchCodeAccountNumber', Identification: '62001234567', Name: 'T Dlamini' }] };
const tx = (id: string, day: string, status: string, balance?: string) => ({
  AccountId: 'a1',
  TransactionId: id,
  TransactionReference: null,
  ...amount('10.00'),
  Status: status,
  BookingDateTime: `${day}T10:00:00+02:00`,
  ValueDateTime: `${day}T10:00:00+02:00`,
  TransactionInformation: 'Deposit',
  ...(balance ? { Balance: { ...amount(balance), Type: 'InterimBooked' } } : {}),
});

describe('SandboxConnector: the accounts API', () => {
  it('answers a balance the bank does not give as null (never 0), and the interim booked one when there is no closing one', async () => {
    routes.set(ACCOUNTS, json(200, { Data: { Account: [account] } }));
    routes.set(`${ACCOUNTS}/a1/balances`, json(200, { Data: { Balance: [] } }));
    expect((await connector().listAccounts(grant()))[0]).toMatchObject({ externalId: 'a1', accountNumber: '62001234567', balance: null, availableBalance: null });
    routes.set(`${ACCOUNTS}/a1/balances`, json(200, { Data: { Balance: [{ ...amount('99.50'), Type: 'InterimBooked', DateTime: '2026-01-01T00:00:00Z' }] } }));
    expect((await connector().listAccounts(grant()))[0]).toMatchObject({ balance: 99.5, availableBalance: null });
  });

  it('returns booked transactions only, and sends since as the date-time it is given', async () => {
    routes.set(
      `${ACCOUNTS}/a1/transactions`,
      json(200, { Data: { Transaction: [tx('t1', '2026-01-01', 'Booked', '10.00'), tx('t2', '2026-01-02', 'Booked', '20.00'), tx('p1', '2026-01-03', 'Pending')] } }),
    );
    const rows = await connector().listTransactions(grant(), 'a1', '2026-01-01T00:00:00+02:00');
    expect(rows.map((row) => [row.externalId, row.balance])).toEqual([
      ['t1', 10],
      ['t2', 20],
    ]);
    expect(requests.at(-1)!.path).toBe(`${ACCOUNTS}/a1/transactions?fromBookingDateTime=2026-01-01T00%3A00%3A00%2B02%3A00`);
    // A bare date is not an instant: the caller's bug, refused before asking the bank (and answered as the guard does).
    expect(await linkError(connector().listTransactions(grant(), 'a1', '2026-01-01'))).toBe('bank_unavailable');
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['500', json(500, { Code: '500' })],
    ['403 of another kind', json(403, { Code: '403', Message: 'no', Errors: [{ ErrorCode: 'UK.OBIE.Resource.ConsentMismatch', Message: 'no' }] })],
    ['404', json(404, 'Not Found')],
    ['200 that is not JSON', json(200, '<html>')],
    ['200 of the wrong shape', json(200, { Data: { Account: [{ AccountId: 7 }] } })],
  ])('maps an accounts API answering %s to bank_unavailable', async (_name, handler) => {
    routes.set(ACCOUNTS, handler);
    expect(await linkError(connector().listAccounts(grant()))).toBe('bank_unavailable');
  });

  it('maps 401 to invalid_grant (a grant the bank no longer honours)', async () => {
    routes.set(ACCOUNTS, json(401, { Code: '401', Message: 'no', Errors: [{ ErrorCode: 'UK.OBIE.Unauthorised', Message: 'no' }] }));
    expect(await linkError(connector().listAccounts(grant()))).toBe('invalid_grant');
  });

  it('maps rows that fail the upload checks (balances that do not chain) to bank_unavailable, not an upload error', async () => {
    routes.set(`${ACCOUNTS}/a1/transactions`, json(200, { Data: { Transaction: [tx('t1', '2026-01-01', 'Booked', '10.00'), tx('t2', '2026-01-02', 'Booked', '55.00')] } }));
    expect(await linkError(connector().listTransactions(grant(), 'a1'))).toBe('bank_unavailable');
  });
});

describe('SandboxConnector: revoke', () => {
  it('revokes the refresh token at the revocation endpoint, and never throws when the bank refuses or is gone', async () => {
    routes.set('/token/revocation', json(200, {}));
    await connector().revoke(grant());
    expect(requests).toEqual([{ method: 'POST', path: '/token/revocation', body: 'token=rt&token_type_hint=refresh_token' }]);
    routes.set('/token/revocation', json(503, { error: 'temporarily_unavailable' }));
    await expect(connector().revoke(grant())).resolves.toBeUndefined();
    const nowhere = guarded(new SandboxConnector({ baseUrl: () => 'http://127.0.0.1:9/bank', clientSecret: async () => 's' }));
    await expect(nowhere.revoke(grant())).resolves.toBeUndefined();
  });
});
