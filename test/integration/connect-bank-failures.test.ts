/**
 * A bank that answers what nobody expected, through the whole applicant route: the real
 * SandboxConnector pointed at a tiny local HTTP "bank" (real HTTP, no mocks) that answers 500,
 * a refused client secret, a 403 of another kind, a body of the wrong shape, or rows whose
 * balances do not chain. Each time the applicant gets the catalogue's `bank_unavailable` with its
 * next step (retry, or upload instead), never the cause and never upload wording, and the
 * timeline gets `link_failed`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { authorizationNonce } from '#core/bank-linking/connector';
import { registerConnector } from '#platform/connectors/index';
import { SandboxConnector } from '#platform/connectors/sandbox';
import { ERRORS } from '#schemas/errors';
import { startConnectStack, stopConnectStack } from '../helpers/fake-bank.ts';
import type { TestOrganisation } from '../helpers/factories.ts';
import { applicationEvents, openedApplication } from '../helpers/lending.ts';
import type { TestServer } from '../helpers/server.ts';

let api: TestServer;
let org: TestOrganisation;
let bankServer: Server;
let bankUrl: string;
let routes = new Map<string, (res: ServerResponse) => void>();

const VERIFIER = 'w'.repeat(43);
const REDIRECT_URI = 'http://localhost:3000/connect/oauth/callback';
const ACCOUNTS = '/open-banking/v3.1/aisp/accounts';

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

beforeAll(async () => {
  ({ api, org } = await startConnectStack('bankfailures'));
  bankServer = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => (routes.get((req.url ?? '').replace(/^\/bank/, '').split('?')[0]!) ?? json(404, 'Not Found'))(res));
  });
  await new Promise<void>((resolve) => bankServer.listen(0, '127.0.0.1', resolve));
  bankUrl = `http://127.0.0.1:${(bankServer.address() as AddressInfo).port}/bank`;
  registerConnector('sandbox', new SandboxConnector({ baseUrl: () => bankUrl, clientSecret: async () => 'secret' }));
});

afterAll(async () => {
  await new Promise<void>((resolve) => bankServer?.close(() => resolve()));
  await stopConnectStack(api);
});

/** A token endpoint that works: its ID token verifies against the JWKS it publishes. */
async function workingTokenEndpoint(): Promise<void> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const idToken = await new SignJWT({ nonce: authorizationNonce(VERIFIER) })
    .setProtectedHeader({ alg: 'ES256', kid: 'k' })
    .setIssuer(bankUrl)
    .setAudience('khanya-connect')
    .setSubject('persona')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey);
  routes.set('/token', json(200, { access_token: 'at', refresh_token: 'rt', expires_in: 600, token_type: 'Bearer', id_token: idToken }));
  routes.set('/jwks', json(200, { keys: [{ ...(await exportJWK(publicKey)), kid: 'k', alg: 'ES256', use: 'sig' }] }));
}

const amount = (value: string) => ({ Amount: { Amount: value, Currency: 'ZAR' }, CreditDebitIndicator: 'Credit' });
const account = { AccountId: 'a1', Currency: 'ZAR', AccountType: 'Personal', AccountSubType: 'CurrentAccount', Nickname: 'Cheque', Account: [{ SchemeName: 'ZA.BranchCodeAccountNumber', Identification: '62009876543', Name: 'T Dlamini' }] };
const row = (id: string, day: string, balance: string) => ({ AccountId: 'a1', TransactionId: id, TransactionReference: null, ...amount('10.00'), Status: 'Booked', BookingDateTime: `${day}T10:00:00+02:00`, ValueDateTime: `${day}T10:00:00+02:00`, TransactionInformation: 'Deposit', Balance: { ...amount(balance), Type: 'InterimBooked' } });

const SCENARIOS: [string, () => Promise<void>][] = [
  ['the token endpoint answers 500', async () => void routes.set('/token', json(500, { error: 'server_error' }))],
  ['the bank refuses the client secret (401 invalid_client)', async () => void routes.set('/token', json(401, { error: 'invalid_client', error_description: 'client authentication failed' }))],
  [
    'the accounts API answers 403 of another kind',
    async () => {
      await workingTokenEndpoint();
      routes.set(ACCOUNTS, json(403, { Code: '403', Message: 'consent mismatch', Errors: [{ ErrorCode: 'UK.OBIE.Resource.ConsentMismatch', Message: 'consent mismatch' }] }));
    },
  ],
  [
    'the accounts API answers a body of the wrong shape',
    async () => {
      await workingTokenEndpoint();
      routes.set(ACCOUNTS, json(200, { Data: { Accounts: 'garbage' } }));
    },
  ],
  [
    'the transactions do not chain (an upload_contiguous_error on an upload)',
    async () => {
      await workingTokenEndpoint();
      routes.set(ACCOUNTS, json(200, { Data: { Account: [account] } }));
      routes.set(`${ACCOUNTS}/a1/balances`, json(200, { Data: { Balance: [{ ...amount('20.00'), Type: 'ClosingBooked', DateTime: '2026-01-03T00:00:00+02:00' }] } }));
      routes.set(`${ACCOUNTS}/a1/transactions`, json(200, { Data: { Transaction: [row('t1', '2026-01-01', '10.00'), row('t2', '2026-01-02', '55.00')] } }));
    },
  ],
];

describe('a bank answering the unexpected, seen by the applicant', () => {
  it.each(SCENARIOS)('%s: 503 bank_unavailable in the catalogue\'s words, the step says retry, link_failed on the timeline', async (_name, arrange) => {
    routes = new Map();
    await arrange();
    const application = await openedApplication(api, org);
    expect((await api.json('POST', `/v1/connect/${application.proxy_id}/banks`, [{ bank_id: 'sandbox', upload_method: 'automatic' }])).status).toBe(200);

    const answer = await api.json('POST', `/v1/connect/${application.proxy_id}/oauth/code`, { code: 'c-1', code_verifier: VERIFIER, redirect_uri: REDIRECT_URI, iss: bankUrl });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'bank_unavailable', message: ERRORS.bank_unavailable.message });
    // The cause stays in the log: nothing of the bank's answer, nor upload wording, reaches the applicant.
    expect(answer.text).not.toMatch(/invalid_client|ConsentMismatch|Contiguous|upload_|garbage|server_error/);

    const step = (await api.json('GET', `/v1/connect/${application.proxy_id}/step`)).body;
    expect(step).toMatchObject({ type: 'REDIRECT', banks_already_linked: [], error: { code: 'bank_unavailable', message: ERRORS.bank_unavailable.message, next_step: 'retry' } });
    const events = await applicationEvents(api, org, application.id);
    expect(events.filter((event) => event.kind === 'link_failed').map((event) => event.detail)).toEqual([{ bank: 'sandbox', code: 'bank_unavailable' }]);
    expect(events.some((event) => event.kind === 'linked')).toBe(false);
  });
});
