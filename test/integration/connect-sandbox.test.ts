/**
 * The connect flow end to end with the real Khanya Sandbox Bank on the local server, as the
 * connect UI drives it: choose the sandbox, GET step (REDIRECT), log the persona in at the
 * step's `redirect_url` with the step's client id and scope (test/helpers/sandbox-bank.ts), then
 * POST the code (or the bank's error) back; the FORM step for the OTP persona; each error
 * persona's step error; the lender's rethread; the same code twice at once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SandboxConnector } from '#platform/connectors/sandbox';
import { getBankConnection } from '#platform/repositories/bank-connections';
import { filesForm } from '../helpers/multipart.ts';
import { authorizeWithSandbox, pkcePair, SANDBOX_REDIRECT_URI as REDIRECT_URI } from '../helpers/sandbox-bank.ts';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { applicationEvents, createConfig, openedApplication, waitForConnectionStatus } from '../helpers/lending.ts';
import { startFileWorkers, type FileWorkers } from '../helpers/workers.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let api: TestServer;
let org: TestOrganisation;
let workers: FileWorkers;

beforeAll(async () => {
  api = await startTestServer();
  workers = await startFileWorkers('connect-sandbox');
  org = await registerOrganisation(api, 'connectsandbox');
  await createConfig(api, org, { is_default: true });
});
afterAll(async () => {
  await workers?.stop();
  await api?.close();
});

interface Started {
  id: string;
  proxy: string;
}

async function start(): Promise<Started> {
  const application = await openedApplication(api, org);
  const chosen = await api.json('POST', `/v1/connect/${application.proxy_id}/banks`, [{ bank_id: 'sandbox', upload_method: 'automatic' }]);
  expect(chosen.status).toBe(200);
  return { id: application.id, proxy: application.proxy_id };
}

/** What the connect UI does with a REDIRECT step: the bank's page with PKCE and state, as `username` choosing `consent`. */
async function authorise(started: Started, username: string, consent: 'allow' | 'deny' = 'allow') {
  let step = (await api.json('GET', `/v1/connect/${started.proxy}/step`)).body;
  if (step.type === 'COMPLETE') {
    // Linking again (already linked): the bank's parameters as the first REDIRECT gave them.
    const authorization = new SandboxConnector().authorization();
    step = { type: 'REDIRECT', redirect_type: 'oauth2', response_type: 'code', code_challenge_method: 'S256', client_id: authorization.clientId, scope: authorization.scope, redirect_url: authorization.authorizationEndpoint };
  }
  expect(step).toMatchObject({ type: 'REDIRECT', redirect_type: 'oauth2', response_type: 'code', code_challenge_method: 'S256', client_id: 'khanya-connect' });
  const { codeVerifier, codeChallenge, nonce } = pkcePair();
  const result = await authorizeWithSandbox({
    baseUrl: step.redirect_url.replace(/\/auth$/, ''),
    username,
    password: 'pass_good',
    consent,
    redirectUri: REDIRECT_URI,
    state: started.proxy,
    codeChallenge,
    nonce,
    clientId: step.client_id,
    scope: step.scope,
  });
  return { result, codeVerifier };
}

async function link(started: Started, username: string) {
  const { result, codeVerifier } = await authorise(started, username);
  if (!('code' in result)) throw new Error(`no code: ${JSON.stringify(result)}`);
  return api.json('POST', `/v1/connect/${started.proxy}/oauth/code`, { code: result.code, code_verifier: codeVerifier, redirect_uri: REDIRECT_URI, iss: result.iss });
}

const step = async (started: Started) => (await api.json('GET', `/v1/connect/${started.proxy}/step`)).body;
const connection = async (started: Started) => (await api.json('GET', `/v1/bank_connections/${started.id}/`, undefined, { token: org.apiToken })).body;
const total = (held: { accounts: { transaction_count: number }[] }) => held.accounts.reduce((sum, account) => sum + account.transaction_count, 0);

describe('connect with the sandbox bank', () => {
  it('user_good: links, analyses like an upload, answers the summary; linking again and rethread add nothing twice', async () => {
    const started = await start();
    const linked = await link(started, 'user_good');
    expect([linked.status, linked.body]).toEqual([200, { success: true }]);
    expect(await step(started)).toMatchObject({ type: 'COMPLETE', complete: true, banks_already_linked: ['sandbox'] });
    const held = await connection(started);
    // Verified at the applicant's online banking, not only as an account a statement names.
    expect(held.accounts).toEqual([expect.objectContaining({ bank_slug: 'sandbox', bank_name: 'Khanya Sandbox Bank', verification: 'ONLINE_BANKING_PROFILE' })]);
    const count = total(held);
    expect(count).toBeGreaterThan(30);
    // Labelled and analysed like an upload; a linked account is not a manual upload.
    await waitForConnectionStatus(api, org, started.id, ['complete'], 60_000);
    const statementSummary = await api.json('GET', `/v1/bank_connections/${started.id}/statement_summary`, undefined, { token: org.apiToken });
    expect(statementSummary.status).toBe(200);
    expect(JSON.stringify(statementSummary.body)).toContain('"is_manual_upload":false');
    expect(JSON.stringify(statementSummary.body)).not.toContain('"is_manual_upload":true');
    const affordability = await api.json('GET', `/v1/bank_connections/${started.id}/affordability`, undefined, { token: org.apiToken });
    expect(affordability.status).toBe(200);
    const summary = (await api.json('GET', `/v1/connect/${started.proxy}/bank_summary`)).body;
    expect(summary).toEqual({ bank_id: 'sandbox', accounts: [expect.objectContaining({ account_number: held.accounts[0].account_number, currency: 'ZAR' })] });

    // What the bank vouches for: its holder and the days of its rows, kept when a later fetch asks only for the newest days.
    const vouched = async () => (await getBankConnection(org.id, started.id))!.accounts[0]!.vouched;
    const first = await vouched();
    expect(first).toEqual({ holder_name: expect.any(String), days: { first: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), last: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
    expect(first!.days!.first < first!.days!.last).toBe(true);

    expect((await link(started, 'user_good')).status).toBe(200);
    expect(total(await connection(started))).toBe(count);
    const rethread = await api.json('GET', `/v1/bank_connections/${started.id}/rethread`, undefined, { token: org.apiToken });
    expect([rethread.status, rethread.body]).toEqual([201, {}]);
    expect(total(await connection(started))).toBe(count);
    expect(await vouched()).toEqual(first);
  });

  it("a statement read before the bank was linked is judged again against the bank's own days: an old one reads period_apart", async () => {
    const started = await start();
    const pdf = readFileSync(join(__dirname, '../../docs/samples/data/statement-three-months.pdf')); // MR P NKOSI, April to June 2025
    const uploaded = await api.request('POST', `/v1/bank_connections/${started.id}/statements`, { ...filesForm([{ name: 'statement.pdf', bytes: pdf, type: 'application/pdf' }]), token: org.apiToken });
    expect(uploaded.status).toBe(202);
    const files = async () => (await api.json('GET', `/v1/bank_connections/${started.id}/files`, undefined, { token: org.apiToken })).body;
    const deadline = Date.now() + 40_000;
    while ((await files())[0]?.status !== 'parsed') {
      if (Date.now() > deadline) throw new Error(`never parsed: ${JSON.stringify(await files())}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const codes = async () => ((await files())[0].authenticity.signals as { code: string }[]).map((signal) => signal.code);
    // Read with nothing to compare its period with.
    expect(await codes()).not.toContain('period_apart');
    expect((await link(started, 'user_good')).status).toBe(200);
    // The sandbox bank's rows are of the last months, more than a year after the statement.
    expect(await codes()).toContain('period_apart');
    expect((await files())[0].authenticity.verdict).toBe('suspicious');
  }, 90_000);

  it('user_multi: several accounts at once', async () => {
    const started = await start();
    expect((await link(started, 'user_multi')).status).toBe(200);
    expect((await connection(started)).accounts.length).toBeGreaterThan(1);
  });

  it('the same code twice at once: one link, the other invalid_oauth_code', async () => {
    const started = await start();
    const { result, codeVerifier } = await authorise(started, 'user_good');
    if (!('code' in result)) throw new Error('no code');
    const body = { code: result.code, code_verifier: codeVerifier, redirect_uri: REDIRECT_URI, iss: result.iss };
    const answers = await Promise.all([1, 2].map(() => api.json('POST', `/v1/connect/${started.proxy}/oauth/code`, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body.code).toBe('invalid_oauth_code');
    expect((await step(started)).type).toBe('COMPLETE');
    expect((await connection(started)).accounts).toHaveLength(1);
  });

  it('user_otp: the FORM step asks the one-time PIN; a wrong one keeps it, 123456 links', async () => {
    const started = await start();
    expect((await link(started, 'user_otp')).body).toEqual({ success: true });
    expect(await step(started)).toMatchObject({ type: 'FORM', login_fields: [expect.objectContaining({ name: 'otp', type: 'otp' })] });
    const wrong = await api.json('POST', `/v1/connect/${started.proxy}/step`, { fields: { otp: '000000' } });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'invalid_otp']);
    expect(await step(started)).toMatchObject({ type: 'FORM', error: { code: 'invalid_otp', next_step: 'retry' } });
    const right = await api.json('POST', `/v1/connect/${started.proxy}/step`, { fields: { otp: '123456' } });
    expect(right.body).toMatchObject({ type: 'COMPLETE', complete: true, error: null });
    expect(total(await connection(started))).toBeGreaterThan(0);
  });

  it('user_unavailable: 503 bank_unavailable, the step says try again', async () => {
    const started = await start();
    const answer = await link(started, 'user_unavailable');
    expect([answer.status, answer.body.code]).toEqual([503, 'bank_unavailable']);
    expect(await step(started)).toMatchObject({ type: 'REDIRECT', error: { code: 'bank_unavailable', next_step: 'retry' } });
  });

  it.each([
    ['user_locked', 'allow', 'bank_account_locked', 'contact_bank'],
    ['user_good', 'deny', 'bank_consent_denied', 'upload_instead'],
  ] as const)('%s choosing %s: the bank redirects with an error; oauth/error gives %s and the next step', async (username, consent, code, next) => {
    const started = await start();
    const { result } = await authorise(started, username, consent);
    if (!('error' in result)) throw new Error(`expected an error redirect: ${JSON.stringify(result)}`);
    const answer = await api.json('POST', `/v1/connect/${started.proxy}/oauth/error`, { error: result.error, ...(result.error_description ? { error_description: result.error_description } : {}) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ type: 'REDIRECT', complete: false, error: { code, next_step: next } });
    const timeline = await applicationEvents(api, org, started.id);
    expect(timeline.at(-1)).toMatchObject({ kind: 'link_failed', detail: { code } });
  });
});
