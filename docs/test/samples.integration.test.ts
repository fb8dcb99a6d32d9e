/**
 * Every code sample of the documentation, run against the local stack (the same handlers and
 * emulators as the integration tests; jest's globalSetup starts them). The curl samples run in
 * bash with the variables the docs tell readers to set (KHANYA_API, KHANYA_TOKEN, ...), in the
 * order a reader follows them; the TypeScript samples run with tsx; the Python webhook sample
 * with python3. The last tests check that every file under docs/samples/ ran here and is shown
 * on some page, and that every page shows only samples that exist.
 */
import { execFile, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { sqs } from '../../functions/platform/clients/sqs.ts';
import { ensureQueueWithDlq } from '../../local/resources.ts';
import { startWorkers, type RunningWorkers } from '../../local/workers.ts';
import { startTestServer, type TestServer } from '../../test/helpers/server.ts';
import { registerOrganisation, type TestOrganisation } from '../../test/helpers/factories.ts';
import { createWebhookServer, verifyKhanyaSignature } from '../samples/typescript/webhook-verify.ts';

const DOCS = resolve(__dirname, '..');
const SAMPLES = join(DOCS, 'samples');
const DATA = join(SAMPLES, 'data');
const TSX = resolve(DOCS, '..', 'node_modules', '.bin', 'tsx');

let api: TestServer;
let workers: RunningWorkers;
let org: TestOrganisation;
/** The variables a reader has set so far, as the docs tell them to. */
const env: Record<string, string> = {};
const ran = new Set<string>();

beforeAll(async () => {
  // Our own analysis queue: this file's queue runner must never take (and, when it stops, strand)
  // messages of other test files that share the emulators. Handlers read the URL per call.
  const queue = await ensureQueueWithDlq(sqs, 'khanya-docs-samples-analysis');
  process.env.ANALYSIS_QUEUE_URL = queue.queueUrl;
  api = await startTestServer();
  workers = await startWorkers({ analysis: queue.queueUrl, webhooks: queue.queueUrl });
  org = await registerOrganisation(api, 'docs');
  Object.assign(env, { KHANYA_API: api.url.replace(/\/$/, ''), KHANYA_EMAIL: org.email, KHANYA_PASSWORD: org.password });
}, 60_000);
afterAll(async () => {
  await workers?.stop();
  await api?.close();
});

function exec(command: string, args: string[], extra: Record<string, string> = {}, input?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolvePromise) => {
    const child = execFile(
      command,
      args,
      { cwd: DATA, timeout: 60_000, maxBuffer: 16 * 1024 * 1024, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env, ...extra } },
      (error, stdout, stderr) => resolvePromise({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** Runs a sample; it must exit 0. */
async function run(file: string, extra: Record<string, string> = {}, input?: string) {
  ran.add(file);
  const path = join(SAMPLES, file);
  const [command, args] = file.endsWith('.sh') ? ['bash', ['-e', path]] : file.endsWith('.ts') ? [TSX, [path]] : ['python3', [path]];
  const result = await exec(command, args as string[], extra, input);
  if (result.code !== 0) throw new Error(`${file} exited ${result.code}\n${result.stderr}\n${result.stdout}`);
  return result.stdout;
}

/** Runs a curl sample that prints one JSON document. */
async function runJson(file: string, extra: Record<string, string> = {}) {
  const stdout = await run(file, extra);
  try {
    return JSON.parse(stdout);
  } catch {
    throw new Error(`${file} did not print JSON: ${stdout.slice(0, 500)}`);
  }
}

describe('Authentication (/docs/auth)', () => {
  it('logs in, creates an API token and uses it', async () => {
    const login = await runJson('curl/auth/login.sh');
    expect(login).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
    env.KHANYA_SESSION = login.access_token;
    const token = await runJson('curl/auth/create-api-token.sh');
    expect(token.bearer_token).toMatch(/^khanya_/);
    env.KHANYA_TOKEN = token.bearer_token;
    expect(await runJson('curl/auth/read-organisation.sh')).toMatchObject({ id: org.id, name_slug: org.slug });
    const tokens = await runJson('curl/auth/list-api-tokens.sh');
    expect(JSON.stringify(tokens)).not.toContain(env.KHANYA_TOKEN);
  });
});

describe('Errors (/docs/errors)', () => {
  it('shows the 401, 422 and 404 answers the page describes', async () => {
    const invalid = await run('curl/errors/invalid-token.sh');
    expect(invalid).toMatch(/^HTTP\/1\.1 401/);
    expect(JSON.parse(invalid.slice(invalid.indexOf('{')))).toEqual({ error_type: 'code', code: 'invalid_token', message: 'Invalid token' });
    const validation = await runJson('curl/errors/validation-error.sh');
    expect(validation.detail.map((item: { loc: string[] }) => item.loc.join('.'))).toEqual(expect.arrayContaining(['body.applicant_id', 'body.redirect_url']));
    expect(await runJson('curl/errors/not-found.sh')).toEqual({ error_type: 'code', code: 'application_not_found', message: 'Application not found' });
  });
});

describe('Constants (/docs/constants/*)', () => {
  it('reads the public catalogue and arg types', async () => {
    const catalogue = await runJson('curl/constants/connections-available.sh');
    expect(catalogue.connections.map((connection: { name: string }) => connection.name)).toEqual(['bank', 'personal_info']);
    const args = await runJson('curl/constants/data-point-args.sh');
    expect(args.map((arg: { type: string }) => arg.type)).toContain('AffordabilityAnalysis');
    expect(await runJson('curl/bank-connection/banks.sh')).toEqual(expect.arrayContaining(['fnb', 'capitec', 'absa']));
  });
});

describe('BYOD walkthrough (/docs/tutorial-basics/byod_walkthrough)', () => {
  it('goes from a config to an affordability analysis', async () => {
    const config = await runJson('curl/byod/create-config.sh');
    expect(config).toMatchObject({ name: 'Personal loans', is_default: true });
    const applicant = await runJson('curl/byod/create-applicant.sh');
    env.APPLICANT_ID = applicant.id;
    const application = await runJson('curl/byod/create-application.sh');
    expect(application).toMatchObject({ applicant: applicant.id, status: 'created', connect_url: expect.any(String) });
    expect(await runJson('curl/byod/create-application.sh')).toEqual(application); // the idempotency key replays
    env.APPLICATION_ID = application.id;
    const refused = await runJson('curl/byod/refused-upload.sh');
    expect(refused).toMatchObject({ code: 'upload_contiguous_error', manual_upload_error_type: 'Contiguous Error' });
    expect(refused.details[0]).toMatchObject({ account: '62000000001' });
    const uploaded = await runJson('curl/byod/upload-byod.sh');
    expect(uploaded.status).toBe('analysing');
    const complete = await runJson('curl/byod/wait-for-analysis.sh');
    expect(complete.status).toBe('complete');
    const affordability = await runJson('curl/byod/read-affordability.sh');
    expect(affordability.affordability.monthly_affordability.length).toBeGreaterThanOrEqual(3);
    expect(affordability.affordability.average_full_month_affordability).toEqual(expect.any(Number));
    const all = (await run('curl/byod/read-all-analyses.sh')).trim().split('\n').map((line) => JSON.parse(line));
    expect(all).toHaveLength(7);
    for (const analysis of all) expect(analysis.error_type).toBeUndefined();
  }, 90_000);

  it('the TypeScript quickstart does the same in one script', async () => {
    const output = await run('typescript/quickstart.ts');
    expect(output).toContain('Average over full months: R');
    expect(output.match(/can afford R/g)?.length).toBeGreaterThanOrEqual(3);
  }, 90_000);
});

describe('Bank connections (/docs/tutorial-basics/bank_connection)', () => {
  it('reads the status and transactions, relabels and recrunches', async () => {
    expect(await runJson('curl/bank-connection/status.sh')).toMatchObject({ status: 'complete' });
    const page = await runJson('curl/bank-connection/list-transactions.sh');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((transaction: { label: string }) => transaction.label === 'Groceries')).toBe(true);
    env.TRANSACTION_ID = page.data[0].id ?? page.data[0].transaction_id;
    const relabelled = await runJson('curl/bank-connection/relabel.sh');
    expect(relabelled).toMatchObject({ old_label: 'Groceries', new_label: 'Eating Out' });
    const recrunch = await runJson('curl/bank-connection/recrunch.sh');
    expect(recrunch.status).toBe('analysing');
    expect(await runJson('curl/byod/wait-for-analysis.sh')).toMatchObject({ status: 'complete' });
  }, 90_000);
});

describe('Connect walkthrough (/docs/tutorial-basics/connect_walkthrough)', () => {
  it('creates a link, opens it, accepts the consent and uploads a CSV export', async () => {
    const application = await runJson('curl/connect/create-application.sh');
    env.CONNECT_APPLICATION_ID = application.id;
    env.PROXY_ID = application.proxy_id;
    expect(application.connect_url).toContain(application.proxy_id);
    const session = await runJson('curl/connect/open-session.sh');
    expect(session.status).toBe('connecting');
    env.CONSENT_VERSION = session.legal_documents.find((document: { document_type: string }) => document.document_type === 'data_sharing_consent').version;
    const accepted = await runJson('curl/connect/accept-legal-documents.sh');
    expect(accepted.legal_acceptances[0]).toMatchObject({ document_type: 'data_sharing_consent' });
    const uploaded = await runJson('curl/connect/upload-csv.sh');
    expect(uploaded.accounts[0]).toMatchObject({ account_number: '1029384756' });
    const status = await runJson('curl/connect/application-status.sh');
    expect(status.id).toBe(env.CONNECT_APPLICATION_ID);
  }, 60_000);

  it('the TypeScript connect sample uploads through its own link', async () => {
    const application = await runJson('curl/connect/create-application.sh');
    const output = await run('typescript/connect-upload.ts', { PROXY_ID: application.proxy_id });
    expect(JSON.parse(output.trim().split('\n').pop()!)).toMatchObject({ accounts: 1 });
  }, 60_000);
});

describe('Affinity walkthrough (/docs/tutorial-basics/affinity_walkthrough)', () => {
  it('refuses affinity_ads without the add-on entitlement', async () => {
    expect(await runJson('curl/affinity/config-with-affinity.sh')).toEqual({
      error_type: 'code',
      code: 'invalid_permission',
      message: 'Permission is invalid',
      details: [{ loc: ['body', 'connections', 0, 'data_points', 1], connection: 'bank', data_point: 'affinity_ads', entitlement: 'affinity', problem: "data point 'affinity_ads' needs the 'affinity' entitlement" }],
    });
  });
});

describe('Webhooks (/docs/webhooks)', () => {
  const secret = 'whsec_docs_test_secret';
  it('the curl sample signs an event that the TypeScript receiver accepts once', async () => {
    const events: string[] = [];
    const server = createWebhookServer(secret, (event) => events.push(event.id));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/khanya`;
    try {
      const first = JSON.parse(await run('curl/webhooks/send-test-event.sh', { KHANYA_WEBHOOK_SECRET: secret, WEBHOOK_URL: url }));
      expect(first).toEqual({ received: 'evt_test_0001' });
      await run('curl/webhooks/send-test-event.sh', { KHANYA_WEBHOOK_SECRET: secret, WEBHOOK_URL: url });
      expect(events).toEqual(['evt_test_0001']); // a redelivery is acknowledged but handled once
      const forged = JSON.parse(await run('curl/webhooks/send-test-event.sh', { KHANYA_WEBHOOK_SECRET: 'another-secret', WEBHOOK_URL: url }));
      expect(forged).toEqual({ error: 'invalid signature' });
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it('the runnable receiver logs a signed delivery', async () => {
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((done) => probe.close(done));
    ran.add('typescript/webhook-receiver.ts');
    const receiver = spawn(TSX, [join(SAMPLES, 'typescript', 'webhook-receiver.ts')], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', KHANYA_WEBHOOK_SECRET: secret, PORT: String(port) },
    });
    let output = '';
    receiver.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    receiver.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      for (let waited = 0; !output.includes('Listening'); waited += 100) {
        if (waited > 20_000) throw new Error(`the receiver did not start: ${output}`);
        await new Promise((done) => setTimeout(done, 100));
      }
      const answer = JSON.parse(await run('curl/webhooks/send-test-event.sh', { KHANYA_WEBHOOK_SECRET: secret, WEBHOOK_URL: `http://127.0.0.1:${port}/` }));
      expect(answer).toEqual({ received: 'evt_test_0001' });
      for (let waited = 0; !output.includes('bank_connection.analysed'); waited += 100) {
        if (waited > 5_000) throw new Error(`the receiver logged nothing: ${output}`);
        await new Promise((done) => setTimeout(done, 100));
      }
    } finally {
      receiver.kill();
    }
  }, 30_000);

  it('TypeScript and Python agree on valid, tampered, stale and rotated signatures', async () => {
    const body = '{"id":"evt_1","type":"bank_connection.analysed","data":{"application_id":"a"}}';
    const now = Math.floor(Date.now() / 1000);
    const sign = (key: string, t: number, payload = body) => createHmac('sha256', key).update(`${t}.${payload}`).digest('hex');
    const cases: [string, string, boolean][] = [
      ['valid', `t=${now},v1=${sign(secret, now)}`, true],
      ['rotated secret (two v1)', `t=${now},v1=${sign('old', now)},v1=${sign(secret, now)}`, true],
      ['wrong secret', `t=${now},v1=${sign('other', now)}`, false],
      ['tampered body', `t=${now},v1=${sign(secret, now, body.replace('evt_1', 'evt_2'))}`, false],
      ['stale timestamp', `t=${now - 301},v1=${sign(secret, now - 301)}`, false],
      ['missing timestamp', `v1=${sign(secret, now)}`, false],
    ];
    for (const [name, header, valid] of cases) {
      expect([name, verifyKhanyaSignature(secret, header, body)]).toEqual([name, valid]);
      const python = await exec('python3', [join(SAMPLES, 'python', 'webhook_verify.py'), header], { KHANYA_WEBHOOK_SECRET: secret }, body);
      expect([name, python.stdout.trim(), python.code]).toEqual([name, valid ? 'valid' : 'invalid', valid ? 0 : 1]);
    }
    ran.add('python/webhook_verify.py');
    ran.add('typescript/webhook-verify.ts');
  });
});

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
}

describe('Coverage of the samples', () => {
  const samples = walk(SAMPLES)
    .map((path) => relative(SAMPLES, path))
    .filter((name) => name !== 'package.json' && !name.startsWith('data/'));
  const pages = walk(join(DOCS, 'content')).map((path) => readFileSync(path, 'utf8')).join('\n');
  const referenced = new Set([...pages.matchAll(/["']((?:curl|typescript|python|data)\/[^"']+)["']/g)].map((match) => match[1]!));

  it('ran every sample file', () => {
    expect(samples.filter((name) => !ran.has(name))).toEqual([]);
  });
  it('every sample is shown on a page and every page shows only existing samples', () => {
    expect(samples.filter((name) => !referenced.has(name))).toEqual([]);
    const existing = new Set(walk(SAMPLES).map((path) => relative(SAMPLES, path)));
    expect([...referenced].filter((name) => !existing.has(name))).toEqual([]);
  });
});
