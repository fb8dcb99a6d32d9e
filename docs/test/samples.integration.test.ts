/**
 * Every code sample of the documentation and the README's shell samples, run against the local
 * stack (the same handlers and emulators as the integration tests; jest's globalSetup starts
 * them) as a reader runs them: after `npm start`'s own seed (local/seed.ts: the demo
 * organisation, its config and demo applications), with the demo login and the token the start
 * printed, in the order of the pages, and then all over again after a second seed, as on a
 * second `npm start` with the data kept. A sample that only works once (a config name that
 * already exists: 409) fails the second pass.
 *
 * The curl samples run in bash with the variables the docs tell readers to set (KHANYA_API,
 * KHANYA_TOKEN, ...); the TypeScript quickstart is copied into an empty folder with its data
 * file, as its page says, and run there with tsx; the Python webhook sample with python3. The
 * README's ```bash blocks run in one bash, with only the values a reader pastes filled in (the
 * token and the first demo application id npm start printed) and the base URL pointed at the test
 * server. The last tests check that every file under docs/samples/ ran here and is shown on some
 * page, and that every page shows only samples that exist.
 */
import { execFile, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { sqs } from '../../functions/platform/clients/sqs.ts';
import { ensureQueueWithDlq } from '../../local/resources.ts';
import { startWorkers, type RunningWorkers } from '../../local/workers.ts';
import { startTestServer, type TestServer } from '../../test/helpers/server.ts';
import { DEMO, DEMO_APPLICATION_NAMES, seedDemo, type Seeded } from '../../local/seed.ts';
import { findSandboxPersona } from '../../functions/core/sandbox-bank/personas.ts';
import { sandboxBankData, sandboxToday } from '../../functions/core/sandbox-bank/accounts.ts';
import { Webhook } from 'standardwebhooks';
import { verifyKhanyaWebhook } from '../samples/typescript/webhook-verify.ts';
import { billingPeriodOf } from '../../functions/core/billing.ts';
import { billForPeriod, organisationForBilling } from '../../functions/platform/services/billing.ts';

const DOCS = resolve(__dirname, '..');
const SAMPLES = join(DOCS, 'samples');
const DATA = join(SAMPLES, 'data');
const TSX = resolve(DOCS, '..', 'node_modules', '.bin', 'tsx');

let api: TestServer;
let workers: RunningWorkers;
/** What `npm start` keeps in .data/ between starts (here: the demo applications' ids). */
const dataDir = mkdtempSync(join(tmpdir(), 'khanya-docs-samples-'));
/** What each start printed. */
const starts: Seeded[] = [];
const README = readFileSync(resolve(DOCS, '..', 'README.md'), 'utf8');
const BYOD_PAGE = readFileSync(join(DOCS, 'content', 'docs', 'tutorial-basics', 'byod_walkthrough.mdx'), 'utf8');
const STATEMENTS_PAGE = readFileSync(join(DOCS, 'content', 'docs', 'statements.mdx'), 'utf8');
const CONNECT_PAGE = readFileSync(join(DOCS, 'content', 'docs', 'tutorial-basics', 'connect_walkthrough.mdx'), 'utf8');
const BANK_CONNECTION_PAGE = readFileSync(join(DOCS, 'content', 'docs', 'tutorial-basics', 'bank_connection.mdx'), 'utf8');
/** The variables a reader has set so far, as the docs tell them to. */
const env: Record<string, string> = {};
const ran = new Set<string>();

beforeAll(async () => {
  // Our own analysis queue: this file's queue runner must never take (and, when it stops, strand)
  // messages of other test files that share the emulators. Handlers read the URL per call.
  const queue = await ensureQueueWithDlq(sqs, 'khanya-docs-samples-analysis');
  process.env.ANALYSIS_QUEUE_URL = queue.queueUrl;
  // The same for the statement files the Statements samples and the PDF demo application upload.
  const statements = await ensureQueueWithDlq(sqs, 'khanya-docs-samples-statements', { visibilityTimeoutSeconds: 180 });
  process.env.STATEMENT_QUEUE_URL = statements.queueUrl;
  // And for webhook deliveries (the webhook worker must never read another queue's messages).
  const webhooks = await ensureQueueWithDlq(sqs, 'khanya-docs-samples-webhooks');
  process.env.WEBHOOK_QUEUE_URL = webhooks.queueUrl;
  api = await startTestServer();
  workers = await startWorkers({ analysis: queue.queueUrl, webhooks: webhooks.queueUrl, statements: statements.queueUrl });
}, 60_000);
afterAll(async () => {
  await workers?.stop();
  await api?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function exec(command: string, args: string[], extra: Record<string, string> = {}, input?: string, cwd = DATA): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolvePromise) => {
    const child = execFile(
      command,
      args,
      { cwd, timeout: 60_000, maxBuffer: 16 * 1024 * 1024, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env, ...extra } },
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

/** The affordability the BYOD page shows: on a fresh start (its JSON) and once the organisation has learnt the bank connections page's relabel. */
function documentedAverage(which: 'fresh' | 'after relabel'): number {
  const match = which === 'fresh' ? /"average_full_month_affordability": ([\d.]+)/.exec(BYOD_PAGE) : /`average_full_month_affordability` becomes ([\d.]+)/.exec(BYOD_PAGE);
  if (!match) throw new Error(`the BYOD page shows no ${which} average_full_month_affordability`);
  return Number(match[1]);
}

/** The months of the affordability JSON the BYOD page shows (its `monthly_affordability` array, parsed). */
function documentedMonths(): unknown[] {
  const match = /"monthly_affordability": (\[[\s\S]*?\])/.exec(BYOD_PAGE);
  if (!match) throw new Error('the BYOD page shows no monthly_affordability');
  return JSON.parse(match[1]!) as unknown[];
}

/** The two averages the bank connections page quotes for the relabel ("goes from R9,380.19 to R10,019.18"). */
function bankConnectionPageAverages(): [number, number] {
  const match = /affordability goes from R([\d,.]+) to\s+R([\d,.]+)/.exec(BANK_CONNECTION_PAGE);
  if (!match) throw new Error('the bank connections page quotes no affordability before and after the relabel');
  return [Number(match[1]!.replaceAll(',', '')), Number(match[2]!.replaceAll(',', ''))];
}

/** Waits until the bank connection of `applicationId` is complete (the demo data is analysed on the queue). */
async function analysed(applicationId: string, token: string): Promise<void> {
  for (let waited = 0; ; waited += 200) {
    const connection = await api.json('GET', `/v1/bank_connections/${applicationId}`, undefined, { token });
    if (connection.body?.status === 'complete') return;
    if (waited > 60_000) throw new Error(`${applicationId} is still ${connection.body?.status}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** The accounts the sandbox bank's default persona (user_good / pass_good) shares today, as bank_summary shows them. */
function userGoodAccounts(): { account_name: string; account_number: string; currency: string }[] {
  return sandboxBankData(findSandboxPersona('user_good')!, sandboxToday(new Date())).accounts.map(({ account }) => ({
    account_name: account.Nickname,
    account_number: account.Account[0]!.Identification,
    currency: account.Currency,
  }));
}

/** The ```bash blocks of one README section (up to the next heading of any level). */
function readmeBlocks(heading: string): string[] {
  const start = README.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README.md has no section "${heading}"`);
  const rest = README.slice(start + heading.length + 2);
  const end = rest.search(/\n#{2,3} /);
  const section = end < 0 ? rest : rest.slice(0, end);
  const blocks = [...section.matchAll(/```bash\n([\s\S]*?)```/g)].map((match) => match[1]!);
  if (blocks.length === 0) throw new Error(`README.md section "${heading}" has no bash block`);
  return blocks;
}

/** Fills in what a reader pastes (`<...>` placeholders) and points the README's URLs at the test server. */
function asReaderRuns(script: string, values: Record<string, string>): string {
  let filled = script;
  for (const [assignment, value] of Object.entries(values)) {
    const pattern = new RegExp(`\\b${assignment}="<[^>]+>"`);
    if (!pattern.test(filled)) throw new Error(`the README no longer has ${assignment}="<...>"`);
    filled = filled.replace(pattern, `${assignment}="${value}"`);
  }
  const left = /"<[^>]+>"/.exec(filled);
  if (left) throw new Error(`the README sample still has a placeholder a reader cannot run: ${left[0]}`);
  return filled.replaceAll('http://localhost:3000', env.KHANYA_API!);
}

const PASSES = ['first start (npm start -- --reset)', 'second start (npm start, data kept)'] as const;

for (const [pass, title] of PASSES.entries()) {
  describe(title, () => {
    it('npm start seeds the demo organisation and prints the demo applications', async () => {
      const seeded = await seedDemo(api.url.replace(/\/$/, ''), dataDir);
      starts.push(seeded);
      expect(seeded.created).toBe(pass === 0);
      expect(seeded.apiToken).toMatch(/^khanya_/);
      expect(seeded.demoApplications.map((application) => application.name)).toEqual(DEMO_APPLICATION_NAMES);
      // The same applications every start, so the ids a reader noted stay good.
      if (pass > 0) expect(seeded.demoApplications).toEqual(starts[0]!.demoApplications);
      for (const key of Object.keys(env)) delete env[key];
      Object.assign(env, { KHANYA_API: api.url.replace(/\/$/, ''), KHANYA_EMAIL: DEMO.email, KHANYA_PASSWORD: DEMO.password });
    }, 60_000);

    describe('Authentication (/docs/auth)', () => {
      it('logs in, creates an API token and uses it', async () => {
        const login = await runJson('curl/auth/login.sh');
        expect(login).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
        env.KHANYA_SESSION = login.access_token;
        const token = await runJson('curl/auth/create-api-token.sh');
        expect(token.bearer_token).toMatch(/^khanya_/);
        env.KHANYA_TOKEN = token.bearer_token;
        expect(await runJson('curl/auth/read-organisation.sh')).toMatchObject({ name_slug: DEMO.name_slug });
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
        expect(config).toMatchObject({ name: expect.stringMatching(/^BYOD walkthrough \d{6}$/), is_default: true });
        const applicant = await runJson('curl/byod/create-applicant.sh');
        env.APPLICANT_ID = applicant.id;
        const application = await runJson('curl/byod/create-application.sh');
        expect(application).toMatchObject({ applicant: applicant.id, config: config.id, status: 'created', connect_url: expect.any(String) });
        expect(await runJson('curl/byod/create-application.sh')).toEqual(application); // the idempotency key replays
        env.APPLICATION_ID = application.id;
        const refused = await runJson('curl/byod/refused-upload.sh');
        expect(refused).toMatchObject({ code: 'upload_contiguous_error', manual_upload_error_type: 'Contiguous Error' });
        expect(refused.details[0]).toMatchObject({ account: '62000000001' });
        // The refusal the page shows, field for field.
        expect(refused).toEqual(JSON.parse(/```json\n(\{ "error_type": "code", "code": "upload_contiguous_error",[\s\S]*?)\n```/.exec(BYOD_PAGE)![1]!));
        const uploaded = await runJson('curl/byod/upload-byod.sh');
        expect(uploaded.status).toBe('analysing');
        const complete = await runJson('curl/byod/wait-for-analysis.sh');
        expect(complete.status).toBe('complete');
        const affordability = await runJson('curl/byod/read-affordability.sh');
        expect(affordability.affordability.monthly_affordability.length).toBeGreaterThanOrEqual(3);
        // The figures the page shows: a fresh organisation's, then (second pass) those after the
        // bank connections page's relabel, which the organisation learnt in the first pass.
        expect(affordability.affordability.average_full_month_affordability).toBe(documentedAverage(pass === 0 ? 'fresh' : 'after relabel'));
        // A fresh organisation's months are the JSON the page shows, field for field.
        if (pass === 0) expect(affordability.affordability.monthly_affordability).toEqual(documentedMonths());
        const all = (await run('curl/byod/read-all-analyses.sh')).trim().split('\n').map((line) => JSON.parse(line));
        expect(all).toHaveLength(7);
        for (const analysis of all) expect(analysis.error_type).toBeUndefined();
      }, 90_000);

      it('the TypeScript quickstart does the same in one script, copied into an empty folder as the page says', async () => {
        ran.add('typescript/quickstart.ts');
        const folder = mkdtempSync(join(tmpdir(), 'khanya-quickstart-'));
        try {
          copyFileSync(join(SAMPLES, 'typescript', 'quickstart.ts'), join(folder, 'quickstart.ts'));
          copyFileSync(join(DATA, 'byod-three-months.json'), join(folder, 'byod-three-months.json'));
          const result = await exec(TSX, ['quickstart.ts'], {}, undefined, folder);
          if (result.code !== 0) throw new Error(`quickstart.ts exited ${result.code}\n${result.stderr}\n${result.stdout}`);
          const lines = result.stdout.trim().split('\n');
          expect(lines.filter((line) => line.includes('can afford R')).length).toBeGreaterThanOrEqual(3);
          expect(lines.at(-1)).toBe(`Average over full months: R${documentedAverage(pass === 0 ? 'fresh' : 'after relabel')}`);
          // On a fresh start the output is the one the page shows, line for line.
          if (pass === 0) for (const line of lines) expect(BYOD_PAGE).toContain(line);
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      }, 90_000);
    });

    describe('Bank connections (/docs/tutorial-basics/bank_connection)', () => {
      it('quotes the BYOD page\'s affordability before and after the relabel', () => {
        expect(bankConnectionPageAverages()).toEqual([documentedAverage('fresh'), documentedAverage('after relabel')]);
      });

      it('reads the status and transactions, relabels and recrunches', async () => {
        expect(await runJson('curl/bank-connection/status.sh')).toMatchObject({ status: 'complete' });
        const page = await runJson('curl/bank-connection/list-transactions.sh');
        expect(page.data.length).toBeGreaterThan(0);
        expect(page.data.every((transaction: { description: string }) => transaction.description.includes('SPAR EXPRESS'))).toBe(true);
        // Fresh: Khanya's rules say Groceries. Second pass: the organisation's rule from the first pass's relabel.
        const before = pass === 0 ? 'Groceries' : 'Eating Out';
        expect(page.data.every((transaction: { label: string }) => transaction.label === before)).toBe(true);
        env.TRANSACTION_ID = page.data[0].id ?? page.data[0].transaction_id;
        const relabelled = await runJson('curl/bank-connection/relabel.sh');
        expect(relabelled).toMatchObject({ old_label: before, new_label: 'Eating Out' });
        expect(await runJson('curl/byod/wait-for-analysis.sh')).toMatchObject({ status: 'complete' });
        const recrunch = await runJson('curl/bank-connection/recrunch.sh');
        expect(recrunch.status).toBe('analysing');
        expect(await runJson('curl/byod/wait-for-analysis.sh')).toMatchObject({ status: 'complete' });
        // The relabelled application itself now reads the "after" figures the BYOD page shows.
        expect((await runJson('curl/byod/read-affordability.sh')).affordability.average_full_month_affordability).toBe(documentedAverage('after relabel'));
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
        // The versions the session shows, set as the page tells the reader (and the page shows them as they are).
        const documents = session.legal_documents as { document_type: string; version: string }[];
        const versionOf = (type: string) => documents.find((document) => document.document_type === type)!.version;
        env.TERMS_VERSION = versionOf('terms_of_use');
        env.PRIVACY_VERSION = versionOf('privacy_notice');
        env.CONSENT_VERSION = versionOf('data_sharing_consent');
        for (const variable of ['TERMS_VERSION', 'PRIVACY_VERSION', 'CONSENT_VERSION']) expect(CONNECT_PAGE).toContain(`export ${variable}=${env[variable]}`);
        // Every current document accepted: the sample followed as written lets the upload (and the bank routes) through.
        const accepted = await runJson('curl/connect/accept-legal-documents.sh');
        expect(accepted.legal_acceptances.map((entry: { document_type: string; version: string }) => `${entry.document_type}@${entry.version}`).sort()).toEqual(
          documents.map((document) => `${document.document_type}@${document.version}`).sort(),
        );
        const uploaded = await runJson('curl/connect/upload-csv.sh');
        expect(uploaded.accounts[0]).toMatchObject({ account_number: '1029384756' });
        const status = await runJson('curl/connect/application-status.sh');
        expect(status.id).toBe(env.CONNECT_APPLICATION_ID);
      }, 60_000);

      it('the TypeScript connect sample uploads through its own link', async () => {
        const application = await runJson('curl/connect/create-application.sh');
        ran.add('typescript/connect-upload.ts');
        // Copied into an empty folder with its CSV, as the page says (no package.json: CommonJS).
        const folder = mkdtempSync(join(tmpdir(), 'khanya-connect-'));
        try {
          copyFileSync(join(SAMPLES, 'typescript', 'connect-upload.ts'), join(folder, 'connect-upload.ts'));
          copyFileSync(join(DATA, 'statement-generic.csv'), join(folder, 'statement-generic.csv'));
          const result = await exec(TSX, ['connect-upload.ts'], { PROXY_ID: application.proxy_id }, undefined, folder);
          if (result.code !== 0) throw new Error(`connect-upload.ts exited ${result.code}\n${result.stderr}\n${result.stdout}`);
          expect(JSON.parse(result.stdout.trim().split('\n').pop()!)).toMatchObject({ accounts: 1 });
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      }, 60_000);

      it('links the sandbox bank through the API alone with curl (the bank\'s pages with a cookie jar); you read the analysed connection', async () => {
        const application = await runJson('curl/connect/create-application.sh');
        env.CONNECT_APPLICATION_ID = application.id;
        env.PROXY_ID = application.proxy_id;
        expect(application.redirect_url).toBe('https://lender.example.co.za/thanks');
        expect((await runJson('curl/connect/open-session.sh')).status).toBe('connecting');
        expect((await runJson('curl/connect/accept-legal-documents.sh')).legal_acceptances).toHaveLength(3);
        const banks = await runJson('curl/bank-linking/banks.sh');
        expect(banks).toContainEqual(expect.objectContaining({ id: 'sandbox', display_name: 'Khanya Sandbox Bank', automated_active: true, methods_available: ['automatic', 'manual', 'email'] }));
        const chosen = await runJson('curl/bank-linking/choose-sandbox.sh');
        expect(chosen).toContainEqual(expect.objectContaining({ id: 'sandbox', is_selected: true }));
        const step = await runJson('curl/bank-linking/step.sh');
        expect(step).toMatchObject({ type: 'REDIRECT', complete: false, redirect_type: 'oauth2', response_type: 'code', code_challenge_method: 'S256', client_id: 'khanya-connect', scope: 'openid accounts transactions' });
        expect(step.redirect_url).toBe(`${env.KHANYA_API}/sandbox-bank/auth`);
        // The values a reader exports from the step and the link, as the page shows them (locally on port 3000).
        Object.assign(env, {
          AUTHORIZATION_ENDPOINT: step.redirect_url,
          CLIENT_ID: step.client_id,
          SCOPE: step.scope,
          REDIRECT_URI: new URL('/connect/oauth/callback', application.connect_url).href,
        });
        for (const variable of ['CLIENT_ID', 'REDIRECT_URI']) expect(CONNECT_PAGE).toContain(`export ${variable}=${env[variable]}`);
        expect(CONNECT_PAGE).toContain(`export SCOPE="${env.SCOPE}"`);
        expect(CONNECT_PAGE).toContain(`export AUTHORIZATION_ENDPOINT=${env.AUTHORIZATION_ENDPOINT!.replace(env.KHANYA_API!, 'http://localhost:3000')}`);
        const authorized = await runJson('curl/bank-linking/authorize.sh');
        expect(authorized).toEqual({ code: expect.stringMatching(/^\S{20,}$/), code_verifier: expect.stringMatching(/^[\w-]{43}$/), iss: `${env.KHANYA_API}/sandbox-bank` });
        Object.assign(env, { CODE: authorized.code, CODE_VERIFIER: authorized.code_verifier, ISS: authorized.iss });
        expect(await runJson('curl/bank-linking/exchange-code.sh')).toEqual({ success: true });
        // The same code again is refused, as the page says: a code is single-use.
        expect(await runJson('curl/bank-linking/exchange-code.sh')).toEqual({ error_type: 'code', code: 'invalid_oauth_code', message: expect.any(String) });
        expect(CONNECT_PAGE).toContain('The same code again answers 400\n`invalid_oauth_code`');
        expect(await runJson('curl/bank-linking/step.sh')).toMatchObject({ type: 'COMPLETE', complete: true, banks_already_linked: ['sandbox'] });
        const summary = await runJson('curl/bank-linking/bank-summary.sh');
        // The persona's own accounts, as the sandbox bank serves them (user_good has one), and as the page shows them.
        expect(summary).toEqual({ bank_id: 'sandbox', accounts: userGoodAccounts().map((account) => expect.objectContaining({ ...account, balance: expect.any(Number) })) });
        for (const { account_name, account_number } of userGoodAccounts()) expect(CONNECT_PAGE).toContain(`"account_name": "${account_name}", "account_number": "${account_number}"`);
        expect(await runJson('curl/bank-linking/complete.sh')).toEqual({ redirect_url: 'https://lender.example.co.za/thanks' });
        const connection = await runJson('curl/bank-linking/read-connection.sh');
        expect(connection).toMatchObject({ status: 'complete', accounts: [expect.objectContaining({ bank_slug: 'sandbox', bank_name: 'Khanya Sandbox Bank', account_number: summary.accounts[0].account_number })] });
        expect(connection.accounts[0].transaction_count).toBeGreaterThan(30);
        const income = await runJson('curl/bank-linking/read-income.sh');
        expect(income.error_type).toBeUndefined();
        expect(JSON.stringify(income)).toContain(connection.id);
      }, 120_000);

      it('the TypeScript linking sample does the whole thing, the bank\'s pages included, copied into an empty folder', async () => {
        ran.add('typescript/link-sandbox-bank.ts');
        const folder = mkdtempSync(join(tmpdir(), 'khanya-link-'));
        try {
          copyFileSync(join(SAMPLES, 'typescript', 'link-sandbox-bank.ts'), join(folder, 'link-sandbox-bank.ts'));
          const result = await exec(TSX, ['link-sandbox-bank.ts'], {}, undefined, folder);
          if (result.code !== 0) throw new Error(`link-sandbox-bank.ts exited ${result.code}\n${result.stderr}\n${result.stdout}`);
          const lines = result.stdout.trim().split('\n');
          expect(lines.slice(0, 2)).toEqual([`Khanya Sandbox Bank: REDIRECT to ${env.KHANYA_API}/sandbox-bank/auth (PKCE S256)`, 'Step after linking: COMPLETE']);
          const [account] = userGoodAccounts();
          expect(lines[2]).toMatch(new RegExp(`^Linked ${account!.account_name} ${account!.account_number}, balance R-?\\d+\\.\\d{2}$`));
          // The page shows the output as it is (the port, the balance and the ids aside).
          for (const line of [lines[0]!.replace(env.KHANYA_API!, 'http://localhost:3000'), lines[1]!, `Linked ${account!.account_name} ${account!.account_number}, balance R`, lines[3]!]) expect(CONNECT_PAGE).toContain(line);
          expect(lines[3]).toBe('Applicant done, back to https://lender.example.co.za/thanks');
          const last = JSON.parse(lines.at(-1)!);
          expect(last).toEqual({ application_id: expect.any(String), accounts: 1, average_full_month_affordability: expect.any(Number) });
          // What the sample linked is on the lender's side: the account and its analyses.
          const connection = await api.json('GET', `/v1/bank_connections/${last.application_id}`, undefined, { token: env.KHANYA_TOKEN });
          expect(connection.body).toMatchObject({ status: 'complete', accounts: [expect.objectContaining({ bank_slug: 'sandbox' })] });
          for (const analysis of ['income_analysis', 'risk_insights', 'statement_summary']) {
            expect([analysis, (await api.json('GET', `/v1/bank_connections/${last.application_id}/${analysis}`, undefined, { token: env.KHANYA_TOKEN })).status]).toEqual([analysis, 200]);
          }
          expect((await api.json('GET', `/v1/applications/applications/${last.application_id}`, undefined, { token: env.KHANYA_TOKEN })).body.status).toBe('complete');
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      }, 120_000);
    });

    describe('Statements (/docs/statements)', () => {
      it('npm start\'s PDF demo application shows its parsed statement and reads every analysis', async () => {
        const start = starts[pass]!;
        const demo = start.demoApplications.find((application) => application.name === DEMO_APPLICATION_NAMES.at(-1))!;
        await analysed(demo.id, start.apiToken);
        const files = await api.json('GET', `/v1/bank_connections/${demo.id}/files`, undefined, { token: start.apiToken });
        expect(files.body).toEqual([expect.objectContaining({ status: 'parsed', error_code: null, transaction_count: expect.any(Number), authenticity: expect.objectContaining({ verdict: 'no_signals' }) })]);
        for (const analysis of ['affordability', 'income_analysis', 'risk_insights', 'liquidity_score', 'expenses_analysis', 'health_score', 'statement_summary']) {
          expect([analysis, (await api.json('GET', `/v1/bank_connections/${demo.id}/${analysis}`, undefined, { token: start.apiToken })).status]).toEqual([analysis, 200]);
        }
      }, 90_000);

      it('uploads a PDF statement, follows it, reads the analyses; the applicant adds a locked one; a presigned upload', async () => {
        // The statements are Peter Nkosi's: his own applicant (the TypeScript sample below uses it too, as the page does).
        env.APPLICANT_ID = (await runJson('curl/statements/create-applicant.sh')).id;
        const application = await runJson('curl/statements/create-application.sh');
        env.APPLICATION_ID = application.id;
        env.PROXY_ID = application.proxy_id;
        const uploaded = await runJson('curl/statements/upload-pdf.sh');
        expect(uploaded.files).toEqual([expect.objectContaining({ title: 'statement-three-months.pdf', status: 'processing' })]);
        const files = await runJson('curl/statements/wait-for-files.sh');
        const parsed = {
          title: 'statement-three-months.pdf',
          status: 'parsed',
          error_code: null,
          account_number: '4095830108',
          statement_start_date: '2025-04-01',
          statement_end_date: '2025-06-30',
          opening_balance: 42191.3,
          closing_balance: 50427.71,
          transaction_count: 680,
          authenticity: { verdict: 'no_signals', signals: [] },
        };
        expect(files).toEqual([expect.objectContaining(parsed)]);
        const summary = await runJson('curl/statements/read-statement-summary.sh');
        expect(summary.error_type).toBeUndefined();
        // The page shows the upload and the files list as they are (ids and times aside).
        for (const field of ['"status": "parsed"', '"account_number": "4095830108"', '"transaction_count": 680', '"verdict": "no_signals"']) expect(STATEMENTS_PAGE).toContain(field);

        // The applicant accepts the legal documents first, as the page says (the versions are still set from the connect walkthrough).
        expect((await runJson('curl/connect/accept-legal-documents.sh')).legal_acceptances).toHaveLength(3);
        expect((await runJson('curl/statements/upload-locked.sh')).files).toEqual([expect.objectContaining({ title: 'statement-locked.pdf', status: 'processing' })]);
        const waiting = (await runJson('curl/statements/applicant-files.sh')).find((file: { title: string }) => file.title === 'statement-locked.pdf');
        expect(waiting).toMatchObject({ status: 'password_required', error_code: 'password_required', manual_upload_error_type: 'Parse Error' });
        env.FILE_ID = waiting.id;
        expect(await runJson('curl/statements/send-password.sh')).toMatchObject({ id: waiting.id, status: 'processing' });
        const both = await runJson('curl/statements/applicant-files.sh');
        expect(both.map((file: { title: string; status: string; statement_start_date: string }) => [file.title, file.status, file.statement_start_date])).toEqual([
          ['statement-locked.pdf', 'parsed', '2025-01-01'],
          ['statement-three-months.pdf', 'parsed', '2025-04-01'],
        ]);
        await analysed(env.APPLICATION_ID!, env.KHANYA_TOKEN!);
        const connection = await api.json('GET', `/v1/bank_connections/${env.APPLICATION_ID}`, undefined, { token: env.KHANYA_TOKEN });
        expect(JSON.stringify(connection.body)).toContain('4095830108');

        // The presigned upload, for an application of its own (the same statement twice would be a duplicate).
        env.APPLICATION_ID = (await runJson('curl/statements/create-application.sh')).id;
        expect(await runJson('curl/statements/presigned-upload.sh')).toMatchObject({ title: 'statement-locked.pdf', status: 'processing' });
        expect(await runJson('curl/statements/wait-for-files.sh')).toEqual([expect.objectContaining({ title: 'statement-locked.pdf', status: 'parsed', statement_start_date: '2025-01-01', statement_end_date: '2025-03-31' })]);
      }, 120_000);

      it('the TypeScript sample uploads, follows and reads, copied into a folder with the PDF as the page says', async () => {
        ran.add('typescript/statement-upload.ts');
        const folder = mkdtempSync(join(tmpdir(), 'khanya-statement-'));
        try {
          copyFileSync(join(SAMPLES, 'typescript', 'statement-upload.ts'), join(folder, 'statement-upload.ts'));
          copyFileSync(join(DATA, 'statement-three-months.pdf'), join(folder, 'statement-three-months.pdf'));
          const result = await exec(TSX, ['statement-upload.ts'], {}, undefined, folder);
          if (result.code !== 0) throw new Error(`statement-upload.ts exited ${result.code}\n${result.stderr}\n${result.stdout}`);
          const lines = result.stdout.trim().split('\n');
          expect(lines[0]).toBe('Uploaded statement-three-months.pdf (processing)');
          expect(lines[1]).toMatch(/^statement-three-months\.pdf: \w+ account 4095830108, 2025-04-01 to 2025-06-30, 680 transactions, authenticity no_signals$/);
          expect(lines.filter((line) => /^2025-0[4-6]: can afford R-?\d+\.\d{2}$/.test(line)).length).toBe(3);
          // On a fresh start the output is the one the page shows, line for line (the second pass's
          // organisation has learnt the bank connections page's relabel, which may move the figures).
          if (pass === 0) for (const line of lines) expect(STATEMENTS_PAGE).toContain(line);
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      }, 90_000);
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

    describe('README.md', () => {
      it('runs the curl, config, BYOD and analyses samples as written, in order', async () => {
        const start = starts[pass]!;
        const app = start.demoApplications[0]!.id;
        await analysed(app, start.apiToken);
        const script = asReaderRuns(
          [
            ...readmeBlocks('## Try the API with curl'),
            ...readmeBlocks("### From a config to an applicant's connect link"),
            ...readmeBlocks('### Bank data and analyses'),
            ...readmeBlocks('### PDF statements'),
          ].join('\n'),
          { KEY: start.apiToken, APP: app },
        );
        const folder = mkdtempSync(join(tmpdir(), 'khanya-readme-'));
        try {
          writeFileSync(join(folder, 'readme.sh'), script);
          // The README runs from the repository root: the sample statement at its path there.
          mkdirSync(join(folder, 'docs', 'samples', 'data'), { recursive: true });
          copyFileSync(join(DATA, 'statement-three-months.pdf'), join(folder, 'docs', 'samples', 'data', 'statement-three-months.pdf'));
          const result = await exec('bash', ['-e', '-o', 'pipefail', join(folder, 'readme.sh')], {}, undefined, folder);
          if (result.code !== 0) throw new Error(`the README samples exited ${result.code}\n${result.stderr}\n${result.stdout.slice(-3000)}`);
          const out = result.stdout;
          // Only the deliberate error of "7. Errors have one shape": no 409, no 1_month_transaction_error, no 422.
          expect([...out.matchAll(/"code":"([^"]+)"/g)].map((match) => match[1])).toEqual(['invalid_token']);
          expect(out).not.toContain('"detail":[');
          expect(/"name":"Personal loans \d{6}"/.exec(out)?.[0]).toBeDefined(); // step 1 made its config
          expect(out).toContain('"status":"analysing"'); // the BYOD upload was accepted
          const affordability = /\{"bank_connection":"[0-9a-f]{24}","affordability":\{"monthly_affordability":\[[^\]]+\]/.exec(out);
          expect(affordability?.[0]).toContain('"full_month":true'); // at least one full month analysed
          expect(out).toMatch(/"old_label":"[^"]+","new_label":"Eating Out"/);
          expect(out).toMatch(/"title":"statement-three-months\.pdf"[^}]*"status":"parsed"/); // the PDF statement was read
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      }, 120_000);
    });
  });
}

describe('Billing (/docs/billing)', () => {
  it('adds a card through the Peach page, lists the bill, downloads its invoice, pays it and tops up', async () => {
    const card = await runJson('curl/billing/add-card.sh');
    expect(card).toMatchObject({ name: 'Finance card', redirect_url: expect.stringContaining('/_local/peach/checkout/') });
    env.CARD_ID = card.id;
    // The reader types the card on the page; here the simulator's form is posted as a browser would.
    const stored = await fetch(card.redirect_url, { method: 'POST', body: new URLSearchParams({ number: '4200000000000000', holder: 'Docs Reader' }), redirect: 'manual' });
    expect(stored.status).toBe(303);
    expect(await runJson('curl/billing/list-cards.sh')).toContainEqual({ id: card.id, name: 'Finance card', is_linked: true, deleted: false, last_four: '0000', brand: 'VISA' });

    // This month's bill, made now as the nightly run makes it after the month.
    const organisation = await api.json('GET', '/v1/organisations/', undefined, { token: env.KHANYA_TOKEN! });
    await billForPeriod(await organisationForBilling(organisation.body.id), billingPeriodOf(new Date()));
    const bills = await runJson('curl/billing/list-bills.sh');
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({ status: 'UNPAID', invoice_number: expect.stringMatching(/-00001$/), vat: expect.any(Number) });
    expect(Math.round(bills[0].subtotal * 15) / 100).toBeCloseTo(bills[0].vat, 2);
    env.BILL_ID = bills[0].id;
    expect(await runJson('curl/billing/outstanding.sh')).toEqual({ amount: bills[0].amount });

    const folder = mkdtempSync(join(tmpdir(), 'khanya-docs-invoice-'));
    try {
      ran.add('curl/billing/download-invoice.sh');
      const downloaded = await exec('bash', ['-e', join(SAMPLES, 'curl/billing/download-invoice.sh')], {}, undefined, folder);
      expect(downloaded.code).toBe(0);
      expect(readFileSync(join(folder, `invoice-${bills[0].id}.pdf`)).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }

    const paid = await runJson('curl/billing/pay-bill.sh');
    expect(paid).toMatchObject({ status: 'PAID', amount_charged: bills[0].amount, bill: { status: 'PAID', amount_due: 0 } });
    // The same request again (a retry with the same Idempotency-Key) answers the first result and charges nothing more.
    const charges = api.peach.charges.length;
    expect(await runJson('curl/billing/pay-bill.sh')).toEqual(paid);
    expect(api.peach.charges.length).toBe(charges);
    expect(await runJson('curl/billing/outstanding.sh')).toEqual({ amount: 0 });

    const topup = await runJson('curl/billing/topup.sh', { TOPUP_ID: 'docs-topup-1' });
    expect(topup).toEqual({ message: expect.any(String), status: 'success', new_balance: 1000 });
  }, 60_000);
});

describe('Webhooks (/docs/webhooks)', () => {
  /** A free port on this machine. */
  async function freePort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((done) => probe.close(done));
    return port;
  }

  it('registers the runnable receiver, sends it a test event that it verifies and handles once, lists, replays and rotates', async () => {
    const port = await freePort();
    const created = await runJson('curl/webhooks/create-endpoint.sh', { WEBHOOK_URL: `http://127.0.0.1:${port}/khanya` });
    expect(created).toMatchObject({ url: `http://127.0.0.1:${port}/khanya`, status: 'enabled', event_types: ['application.completed', 'bank_connection.analysed', 'bank_connection.failed', 'webhook.test'] });
    expect(created.secret).toMatch(/^whsec_/);
    env.ENDPOINT_ID = created.id;
    ran.add('typescript/webhook-receiver.ts');
    const receiver = spawn(TSX, [join(SAMPLES, 'typescript', 'webhook-receiver.ts')], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', KHANYA_WEBHOOK_SECRET: created.secret, PORT: String(port) },
    });
    let output = '';
    receiver.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    receiver.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const logged = async (text: string, count = 1) => {
      for (let waited = 0; output.split(text).length - 1 < count; waited += 100) {
        if (waited > 20_000) throw new Error(`the receiver did not log ${text} ×${count}: ${output}`);
        await new Promise((done) => setTimeout(done, 100));
      }
    };
    try {
      await logged('Listening');
      const queued = await runJson('curl/webhooks/send-test-event.sh');
      expect(queued).toMatchObject({ endpoint_id: created.id, event_type: 'webhook.test', status: 'pending' });
      await logged(`webhook.test ${queued.event_id}`);
      let deliveries: { id: string; status: string; attempts: { status_code: number; response_body: string }[] }[] = [];
      for (let waited = 0; deliveries[0]?.status !== 'succeeded'; waited += 100) {
        if (waited > 20_000) throw new Error(`the delivery never succeeded: ${JSON.stringify(deliveries)}`);
        await new Promise((done) => setTimeout(done, 100));
        deliveries = await runJson('curl/webhooks/list-deliveries.sh');
      }
      expect(deliveries[0]!.attempts).toEqual([expect.objectContaining({ status_code: 200, response_body: JSON.stringify({ received: queued.event_id }) })]);
      // A replay is the same event again: acknowledged, handled once (the receiver logs it once).
      env.DELIVERY_ID = deliveries[0]!.id;
      env.SINCE = new Date(Date.now() - 60_000).toISOString();
      const replays = (await run('curl/webhooks/replay.sh')).trim().split('\n').map((line) => JSON.parse(line));
      expect(replays[0]).toMatchObject({ event_id: queued.event_id, status: 'pending' });
      expect(replays[1]).toEqual({ replayed: 1 });
      for (let waited = 0; ; waited += 100) {
        const log = (await runJson('curl/webhooks/list-deliveries.sh')) as typeof deliveries;
        if (log.length === 3 && log.every((delivery) => delivery.status === 'succeeded')) break;
        if (waited > 20_000) throw new Error(`the replays never arrived: ${JSON.stringify(log)}`);
        await new Promise((done) => setTimeout(done, 100));
      }
      expect(output.split(`webhook.test ${queued.event_id}`).length - 1).toBe(1);
      const rotated = await runJson('curl/webhooks/rotate-secret.sh');
      expect(rotated.secret).toMatch(/^whsec_/);
      expect(rotated.secret).not.toBe(created.secret);
    } finally {
      receiver.kill();
    }
  }, 60_000);

  it('TypeScript and Python agree on valid, rotated, forged, tampered and stale signatures (Standard Webhooks)', async () => {
    const secret = `whsec_${Buffer.alloc(24, 3).toString('base64')}`;
    const other = `whsec_${Buffer.alloc(24, 9).toString('base64')}`;
    const body = '{"id":"evt_1","type":"bank_connection.analysed","api_version":"2026-11-23","created_at":"2026-11-23T08:00:00Z","organisation_id":"6b01b7d5398bd8072bf963f7","application_id":"6b01c8a857565789cd8852f8","data":{"generation":1}}';
    const now = new Date();
    const stale = new Date(now.getTime() - 301_000);
    const sign = (key: string, at: Date, payload = body) => new Webhook(key).sign('evt_1', at, payload);
    const headers = (signature: string, at = now) => ({ 'webhook-id': 'evt_1', 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature });
    const cases: [string, Record<string, string>, boolean][] = [
      ['valid', headers(sign(secret, now)), true],
      ['rotated secret (two signatures)', headers(`${sign(other, now)} ${sign(secret, now)}`), true],
      ['wrong secret', headers(sign(other, now)), false],
      ['tampered body', headers(sign(secret, now, body.replace('evt_1', 'evt_2'))), false],
      ['stale timestamp', headers(sign(secret, stale), stale), false],
      ['no signature', headers(''), false],
    ];
    for (const [name, given, valid] of cases) {
      expect([name, verifyKhanyaWebhook(secret, given, body) !== null]).toEqual([name, valid]);
      const python = await exec('python3', [join(SAMPLES, 'python', 'webhook_verify.py'), given['webhook-id']!, given['webhook-timestamp']!, given['webhook-signature']!], { KHANYA_WEBHOOK_SECRET: secret }, body);
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
