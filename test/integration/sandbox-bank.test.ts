/**
 * The Khanya Sandbox Bank end to end over HTTP, on the local server beside the API: the
 * authorisation code flow with PKCE through its login and consent pages (test/helpers/sandbox-bank.ts),
 * the token endpoint, the accounts API, and every error persona. Storage is the bank's own table
 * on DynamoDB Local, so single use of a code is proven against the real conditional write.
 */
import { SANDBOX_CLIENT_ID, sandboxAispPaths, type ObAccountsResponse, type ObBalancesResponse, type ObErrorResponse, type ObTransactionsResponse } from '#core/sandbox-bank/protocol';
import { authorizeWithSandbox, pkcePair, sandboxAuthorizationUrl, browserFetch, CookieJar, type SandboxAuthorization } from '../helpers/sandbox-bank.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#platform/clients/dynamodb';

let api: TestServer;
let bank: string;
const REDIRECT_URI = `${process.env.CONNECT_URL}/connect/oauth/callback`;

beforeAll(async () => {
  api = await startTestServer();
  bank = `${api.url}/sandbox-bank`;
});
afterAll(() => api.close());

function basicAuth(): string {
  return `Basic ${Buffer.from(`${SANDBOX_CLIENT_ID}:${process.env.SANDBOX_BANK_CLIENT_SECRET}`).toString('base64')}`;
}

async function token(fields: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${bank}/token`, {
    method: 'POST',
    headers: { authorization: basicAuth(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function bankGet<T>(path: string, accessToken?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${bank}${path}`, { headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} });
  return { status: response.status, body: (await response.json()) as T };
}

async function authorize(username: string, consent: 'allow' | 'deny' = 'allow', password = 'pass_good') {
  const { codeVerifier, codeChallenge } = pkcePair();
  const result = await authorizeWithSandbox({ baseUrl: api.url, username, password, consent, redirectUri: REDIRECT_URI, state: `state-${username}`, codeChallenge });
  return { result, codeVerifier };
}

function codeOf(result: SandboxAuthorization): string {
  if (!('code' in result)) throw new Error(`expected a code, got ${JSON.stringify(result)}`);
  return result.code;
}

async function linkedToken(username: string): Promise<string> {
  const { result, codeVerifier } = await authorize(username);
  const answer = await token({ grant_type: 'authorization_code', code: codeOf(result), code_verifier: codeVerifier, redirect_uri: REDIRECT_URI });
  expect(answer.status).toBe(200);
  return answer.body.access_token as string;
}

describe('sandbox bank: the code flow for user_good', () => {
  it('logs in, consents, exchanges the code and reads accounts, balances and transactions', async () => {
    const { result, codeVerifier } = await authorize('user_good');
    // RFC 9207: the bank names itself on the callback (the connect UI passes it on to oauth/code).
    expect(result).toEqual({ code: expect.any(String), state: 'state-user_good', iss: `${api.url}/sandbox-bank` });

    const exchanged = await token({ grant_type: 'authorization_code', code: codeOf(result), code_verifier: codeVerifier, redirect_uri: REDIRECT_URI });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String), refresh_token: expect.any(String), id_token: expect.any(String), scope: 'openid accounts transactions' });
    expect(exchanged.body.expires_in).toBeLessThanOrEqual(600);
    const accessToken = exchanged.body.access_token as string;

    const accounts = await bankGet<ObAccountsResponse>(sandboxAispPaths.accounts(), accessToken);
    expect(accounts.status).toBe(200);
    expect(accounts.body.Data.Account).toHaveLength(1);
    const account = accounts.body.Data.Account[0]!;
    expect(account).toMatchObject({ AccountId: expect.stringMatching(/^acc-/), Currency: 'ZAR', AccountType: 'Personal', AccountSubType: 'CurrentAccount' });

    const balances = await bankGet<ObBalancesResponse>(sandboxAispPaths.balances(account.AccountId), accessToken);
    expect(balances.status).toBe(200);
    expect(balances.body.Data.Balance.map((b) => b.Type)).toEqual(['ClosingBooked', 'InterimAvailable']);

    const transactions = await bankGet<ObTransactionsResponse>(sandboxAispPaths.transactions(account.AccountId), accessToken);
    expect(transactions.status).toBe(200);
    const list = transactions.body.Data.Transaction;
    expect(list.length).toBeGreaterThan(20);
    expect(new Set(list.map((t) => t.TransactionId)).size).toBe(list.length);
    // Booked history, then today's pending card payment (no running balance), as a real bank shows it.
    expect(list.filter((t) => t.Status === 'Pending')).toEqual([list.at(-1)]);
    expect(list.at(-1)!.Balance).toBeUndefined();

    // Same ids on a second read; fromBookingDateTime keeps only the later ones.
    const again = await bankGet<ObTransactionsResponse>(sandboxAispPaths.transactions(account.AccountId), accessToken);
    expect(again.body.Data.Transaction.map((t) => t.TransactionId)).toEqual(list.map((t) => t.TransactionId));
    const middle = list[Math.floor(list.length / 2)]!.BookingDateTime;
    const since = await bankGet<ObTransactionsResponse>(`${sandboxAispPaths.transactions(account.AccountId)}?fromBookingDateTime=${encodeURIComponent(middle)}`, accessToken);
    expect(since.body.Data.Transaction.length).toBeLessThan(list.length);
    expect(since.body.Data.Transaction.every((t) => Date.parse(t.BookingDateTime) >= Date.parse(middle))).toBe(true);
  });

  it('serves three accounts for user_multi', async () => {
    const accessToken = await linkedToken('user_multi');
    const accounts = await bankGet<ObAccountsResponse>(sandboxAispPaths.accounts(), accessToken);
    expect(accounts.body.Data.Account.map((a) => a.AccountSubType)).toEqual(['CurrentAccount', 'Savings', 'CreditCard']);
  });
});

describe('sandbox bank: one browser, one persona after another', () => {
  it('asks who is linking, and for consent, on every authorisation, even with a session at the bank', async () => {
    const jar = new CookieJar();
    const run = async (username: string, consent: 'allow' | 'deny') => {
      const { codeVerifier, codeChallenge } = pkcePair();
      const result = await authorizeWithSandbox({ baseUrl: api.url, username, password: 'pass_good', consent, redirectUri: REDIRECT_URI, state: username, codeChallenge, jar });
      return { result, codeVerifier };
    };
    const subjectOf = async ({ result, codeVerifier }: Awaited<ReturnType<typeof run>>) => {
      const answer = await token({ grant_type: 'authorization_code', code: codeOf(result), code_verifier: codeVerifier, redirect_uri: REDIRECT_URI });
      const idToken = answer.body.id_token as string;
      return (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    };
    expect(await subjectOf(await run('user_good', 'allow'))).toBe('user_good');
    expect(await subjectOf(await run('user_otp', 'allow'))).toBe('user_otp');
    // The same persona again: the consent page comes again, and Deny works.
    expect((await run('user_otp', 'deny')).result).toMatchObject({ error: 'access_denied' });
  });
});

describe('sandbox bank: what the authorisation endpoint refuses', () => {
  async function firstHop(params: Parameters<typeof sandboxAuthorizationUrl>[0]): Promise<Response> {
    return browserFetch(new CookieJar(), sandboxAuthorizationUrl(params));
  }

  it('refuses a request without PKCE, back to the client with invalid_request', async () => {
    const response = await firstHop({ baseUrl: api.url, redirectUri: REDIRECT_URI, state: 's1' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(location.searchParams.get('state')).toBe('s1');
  });

  it('refuses the plain PKCE method', async () => {
    const response = await firstHop({ baseUrl: api.url, redirectUri: REDIRECT_URI, state: 's2', codeChallenge: 'a'.repeat(43), codeChallengeMethod: 'plain' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/code_challenge_method/);
  });

  it.each([
    ['another path', `${process.env.CONNECT_URL}/connect/oauth/other`],
    ['a longer URI', `${REDIRECT_URI}/extra`],
    ['a query added', `${REDIRECT_URI}?x=1`],
    ['another origin', 'https://evil.example/connect/oauth/callback'],
  ])('never redirects to an unregistered redirect_uri (%s): an error page at the bank', async (_what, redirectUri) => {
    const { codeChallenge } = pkcePair();
    const response = await firstHop({ baseUrl: api.url, redirectUri, state: 's3', codeChallenge });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/redirect_uri/);
  });

  it('refuses an unknown client', async () => {
    const { codeChallenge } = pkcePair();
    const response = await firstHop({ baseUrl: api.url, redirectUri: REDIRECT_URI, state: 's4', codeChallenge, clientId: 'someone-else' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });
});

describe('sandbox bank: codes are single use and bound to their verifier', () => {
  it('stores a code for 60 seconds at most (the table\'s TTL attribute; find() also checks it)', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { result } = await authorize('user_good');
    const { Item } = await dynamo.send(new GetCommand({ TableName: process.env.SANDBOX_BANK_TABLE, Key: { pk: `AuthorizationCode:${codeOf(result)}` } }));
    expect(Item?.expiresAt).toBeGreaterThanOrEqual(before + 60);
    expect(Item?.expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 60);
    expect(Item?.consumed).toBeUndefined();
  });

  it('answers invalid_grant to a code used twice', async () => {
    const { result, codeVerifier } = await authorize('user_good');
    const code = codeOf(result);
    const first = await token({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: REDIRECT_URI });
    expect(first.status).toBe(200);
    const second = await token({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: REDIRECT_URI });
    expect(second).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'grant request is invalid' } });
  });

  it('lets exactly one of two concurrent token requests with the same code succeed', async () => {
    const { result, codeVerifier } = await authorize('user_good');
    const code = codeOf(result);
    const answers = await Promise.all([0, 1].map(() => token({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: REDIRECT_URI })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body.error).toBe('invalid_grant');
  });

  it('answers invalid_grant to a wrong verifier or another redirect_uri', async () => {
    const { result, codeVerifier } = await authorize('user_good');
    const code = codeOf(result);
    const wrongVerifier = await token({ grant_type: 'authorization_code', code, code_verifier: pkcePair().codeVerifier, redirect_uri: REDIRECT_URI });
    expect(wrongVerifier.body.error).toBe('invalid_grant');
    const wrongRedirect = await token({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: `${REDIRECT_URI}x` });
    expect(wrongRedirect.body.error).toBe('invalid_grant');
    const missingVerifier = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    expect(missingVerifier.body.error).toBe('invalid_grant');
  });

  it('refuses the token endpoint without the client secret', async () => {
    const { result, codeVerifier } = await authorize('user_good');
    const response = await fetch(`${bank}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: codeOf(result), code_verifier: codeVerifier, redirect_uri: REDIRECT_URI, client_id: SANDBOX_CLIENT_ID }).toString(),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_client');
  });

  it('refreshes an access token with the (unrotated) refresh token', async () => {
    const { result, codeVerifier } = await authorize('user_good');
    const first = await token({ grant_type: 'authorization_code', code: codeOf(result), code_verifier: codeVerifier, redirect_uri: REDIRECT_URI });
    const refreshToken = first.body.refresh_token as string;
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBe(refreshToken);
    const accounts = await bankGet<ObAccountsResponse>(sandboxAispPaths.accounts(), refreshed.body.access_token as string);
    expect(accounts.status).toBe(200);
  });
});

describe('sandbox bank: error personas', () => {
  it('says so on a wrong password and lets the applicant try again', async () => {
    const jar = new CookieJar();
    const { codeChallenge } = pkcePair();
    const start = await browserFetch(jar, sandboxAuthorizationUrl({ baseUrl: api.url, redirectUri: REDIRECT_URI, state: 'pw', codeChallenge }));
    const interaction = new URL(start.headers.get('location')!, bank).href;
    const loginPage = await browserFetch(jar, interaction);
    expect(loginPage.status).toBe(200);
    const html = await loginPage.text();
    expect(html).toMatch(/<h1 tabindex="-1" autofocus>/);
    expect(html).toMatch(/<label for="username">Username<\/label>/);
    expect(loginPage.headers.get('content-security-policy')).toMatch(/default-src 'none'/);

    const wrong = await browserFetch(jar, `${interaction}/login`, { form: { username: 'user_good', password: 'nope' } });
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toMatch(/aria-describedby="login-error"/);
    expect(wrongHtml).toMatch(/id="login-error" role="alert">The username or password is not right/);
    expect(wrongHtml).toMatch(/value="user_good"/);

    // The same interaction accepts the right password afterwards.
    const right = await browserFetch(jar, `${interaction}/login`, { form: { username: 'user_good', password: 'pass_good' } });
    expect(right.status).toBe(303);
  });

  it('returns the login error through the helper', async () => {
    const { result } = await authorize('user_sassa', 'allow', 'wrong');
    expect(result).toEqual({ loginError: 'The username or password is not right. Check them and try again.' });
  });

  it('user_locked: the page says online access is locked and its button returns access_denied / account_locked', async () => {
    const { result } = await authorize('user_locked');
    expect(result).toEqual({ error: 'access_denied', error_description: 'account_locked', state: 'state-user_locked' });
  });

  it('consent denied: access_denied back to the client', async () => {
    const { result } = await authorize('user_good', 'deny');
    expect(result).toEqual({ error: 'access_denied', error_description: 'The applicant denied access at the bank', state: 'state-user_good' });
  });

  it('user_otp: the accounts API asks for a one-time PIN, refuses a wrong one and opens with 123456', async () => {
    const accessToken = await linkedToken('user_otp');
    const challenged = await bankGet<ObErrorResponse>(sandboxAispPaths.accounts(), accessToken);
    expect(challenged.status).toBe(403);
    expect(challenged.body.Errors[0]!.ErrorCode).toBe('KH.Sandbox.OtpRequired');
    const challenge = challenged.body.Challenge!;
    expect(challenge.Fields).toEqual([{ Name: 'otp', Label: expect.any(String), Type: 'otp' }]);

    const post = (otp: string, id = challenge.Id) =>
      fetch(`${bank}${sandboxAispPaths.challenge(id)}`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ otp }) });
    const wrong = await post('000000');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ObErrorResponse).Errors[0]!.ErrorCode).toBe('KH.Sandbox.InvalidOtp');
    expect((await post('123456', 'another-challenge')).status).toBe(404);
    expect((await bankGet(sandboxAispPaths.accounts(), accessToken)).status).toBe(403);

    expect((await post('123456')).status).toBe(204);
    const accounts = await bankGet<ObAccountsResponse>(sandboxAispPaths.accounts(), accessToken);
    expect(accounts.status).toBe(200);
    expect(accounts.body.Data.Account).toHaveLength(1);
  });

  it('user_unavailable: login and consent work, then the token endpoint answers 503', async () => {
    const { result, codeVerifier } = await authorize('user_unavailable');
    const answer = await token({ grant_type: 'authorization_code', code: codeOf(result), code_verifier: codeVerifier, redirect_uri: REDIRECT_URI });
    expect(answer).toEqual({ status: 503, body: { error: 'temporarily_unavailable', error_description: 'The bank is unavailable; try again later' } });
  });
});

describe('sandbox bank: the accounts API needs a valid access token', () => {
  it.each([
    ['no token', undefined],
    ['an unknown token', 'not-a-token'],
  ])('answers 401 with %s', async (_what, accessToken) => {
    const answer = await bankGet<ObErrorResponse>(sandboxAispPaths.accounts(), accessToken);
    expect(answer.status).toBe(401);
    expect(answer.body.Errors[0]!.ErrorCode).toBe('UK.OBIE.Unauthorised');
  });

  it('answers 404 for another persona\'s account and 400 for a bad fromBookingDateTime', async () => {
    const accessToken = await linkedToken('user_gig');
    expect((await bankGet(sandboxAispPaths.balances('acc-0000000000000000'), accessToken)).status).toBe(404);
    const accounts = await bankGet<ObAccountsResponse>(sandboxAispPaths.accounts(), accessToken);
    const id = accounts.body.Data.Account[0]!.AccountId;
    expect((await bankGet(`${sandboxAispPaths.transactions(id)}?fromBookingDateTime=yesterday`, accessToken)).status).toBe(400);
    // A bare date names no instant: Open Banking's fromBookingDateTime is a date-time with offset.
    expect((await bankGet(`${sandboxAispPaths.transactions(id)}?fromBookingDateTime=2026-01-01`, accessToken)).status).toBe(400);
  });

  it('stops answering once the token is revoked', async () => {
    const accessToken = await linkedToken('user_good');
    const revoked = await fetch(`${bank}/token/revocation`, {
      method: 'POST',
      headers: { authorization: basicAuth(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: accessToken }).toString(),
    });
    expect(revoked.status).toBe(200);
    expect((await bankGet(sandboxAispPaths.accounts(), accessToken)).status).toBe(401);
  });
});

describe('sandbox bank: discovery', () => {
  it('publishes its issuer and endpoints under the mount path', async () => {
    const answer = await bankGet<Record<string, unknown>>('/.well-known/openid-configuration');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      issuer: bank,
      authorization_endpoint: `${bank}/auth`,
      token_endpoint: `${bank}/token`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      // What the SandboxConnector relies on: the callback names the bank (RFC 9207), and grants can be revoked (RFC 7009).
      authorization_response_iss_parameter_supported: true,
      revocation_endpoint: `${bank}/token/revocation`,
      jwks_uri: `${bank}/jwks`,
    });
  });
});
