/**
 * End to end on the local stack: `npx tsx bench/e2e.ts [--apps=10]` (also part of `npm run bench`).
 *
 * Starts the in-memory local stack (DynamoDB Local, s3rver, fauxqs on free ports, a temp outbox, a
 * random signing secret: the developer's .data/ is never touched), the API bridge on a free
 * loopback port and the queue workers in-process (local/workers.ts: the AnalyseBankData handler
 * Lambda runs, fed by a queue runner polling the analysis queue). Then, through the HTTP API only:
 * registers an organisation, creates a default config with the bank connection and all its data
 * points, and for each application: creates an applicant + application (not timed), then times
 * PUT /v1/bank_connections/{id}/byod with a persona → polling GET /v1/bank_connections/{id}/
 * every 50 ms until status 'complete' → GET of all seven analysis endpoints (in parallel) until
 * every one answered 200. Goal: p50 <= 3 s. Asserts nothing. Everything is stopped afterwards and
 * the bench checks that no process it started is left.
 *
 * Two cases: 12 months x 1 account, persona kinds and seeds varied (`--apps`, default 10), and
 * 12 months x 3 accounts (salaried_monthly, ~6,000 transactions; `--apps3`, default 3). One
 * unmeasured warm-up application first (handler imports, model load, JIT).
 *
 * `npm run bench` runs this file as a child process (`--out=<file>` writes the result as JSON):
 * the AWS SDK clients are created once per module (as in a Lambda container) and keep the
 * endpoints of the first local stack, so a second stack needs a fresh process.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatePersona, toByodPayload, PERSONA_KINDS, type PersonaKind } from '#core/personas/index';
import { registerBenchOrganisation, withBenchStack } from './stack.ts';

export const GOAL_E2E_P50_MS = 3000;
const POLL_MS = 50;
const APP_TIMEOUT_MS = 60_000;

export const ANALYSIS_ENDPOINTS = ['affordability', 'income_analysis', 'risk_insights', 'liquidity_score', 'expenses_analysis', 'health_score', 'statement_summary'] as const;

const CONFIG = {
  name: 'Bench',
  is_default: true,
  connections: [
    {
      name: 'bank',
      data_points: ['labelled_transactions', 'affordability', 'income_analysis', 'risk_insights', 'liquidity_score', 'expense_insights', 'health_score', 'statement_summary'].map((name) => ({
        name,
        input_args: [],
        output_args: [],
      })),
    },
  ],
};

export interface E2eRun {
  kind: PersonaKind;
  seed: number;
  months: number;
  accounts: number;
  transactions: number;
  payloadKiB: number;
  /** PUT .../byod answered. */
  uploadMs: number;
  /** Status 'complete' seen. */
  completeMs: number;
  /** All seven analyses answered 200: the measured time. */
  totalMs: number;
  polls: number;
}

export interface E2eCase {
  name: string;
  runs: E2eRun[];
  p50Ms: number;
  p90Ms: number;
  maxMs: number;
  minMs: number;
  uploadP50Ms: number;
  completeP50Ms: number;
}

export interface E2eResult {
  startup: { emulatorsMs: number; resourcesMs: number; serverAndWorkersMs: number };
  warmup: E2eRun | null;
  cases: E2eCase[];
  met: boolean;
  leftoverProcesses: string[];
  error?: string;
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

class Api {
  constructor(
    readonly url: string,
    public token = '',
  ) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- our own API's JSON answers, read field by field by the scenario
  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const answer = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const text = await answer.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : '';
    } catch {
      // not JSON
    }
    return { status: answer.status, body: parsed };
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as call(): the answer's JSON body
  async expect(method: string, path: string, body: unknown, status: number): Promise<any> {
    const answer = await this.call(method, path, body);
    if (answer.status !== status) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    return answer.body;
  }
}

async function oneApplication(api: Api, kind: PersonaKind, seed: number, months: number, accounts: number): Promise<E2eRun> {
  const persona = generatePersona(kind, { seed, months, accounts });
  const payload = JSON.stringify(toByodPayload(persona));
  const applicant = await api.expect('POST', '/v1/applications/applicants/', {}, 201);
  const application = await api.expect('POST', '/v1/applications/', { applicant_id: applicant.id, redirect_url: 'https://lender.khanya.example/done' }, 201);
  const id = application.id as string;

  const t0 = performance.now();
  const uploaded = await api.call('PUT', `/v1/bank_connections/${id}/byod`, payload);
  const uploadMs = performance.now() - t0;
  if (uploaded.status !== 200) throw new Error(`PUT byod (${kind} ${seed}) answered ${uploaded.status}: ${JSON.stringify(uploaded.body).slice(0, 300)}`);
  let polls = 0;
  for (;;) {
    polls += 1;
    const status = await api.call('GET', `/v1/bank_connections/${id}/`);
    if (status.status === 200 && status.body.status === 'complete') break;
    if (status.status === 200 && status.body.status === 'failed') throw new Error(`analysis of ${kind} ${seed} failed`);
    if (performance.now() - t0 > APP_TIMEOUT_MS) throw new Error(`${kind} ${seed}: not complete after ${APP_TIMEOUT_MS} ms (${JSON.stringify(status.body).slice(0, 200)})`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  const completeMs = performance.now() - t0;
  const answers = await Promise.all(ANALYSIS_ENDPOINTS.map((segment) => api.call('GET', `/v1/bank_connections/${id}/${segment}`)));
  const totalMs = performance.now() - t0;
  const bad = answers.map((a, i) => [ANALYSIS_ENDPOINTS[i], a.status] as const).filter(([, s]) => s !== 200);
  if (bad.length) throw new Error(`${kind} ${seed}: analyses not 200: ${JSON.stringify(bad)}`);
  return {
    kind,
    seed,
    months,
    accounts: persona.accounts.length,
    transactions: persona.accounts.reduce((n, a) => n + a.transactions.length, 0),
    payloadKiB: payload.length / 1024,
    uploadMs,
    completeMs,
    totalMs,
    polls,
  };
}

function summarise(name: string, runs: E2eRun[]): E2eCase {
  const totals = runs.map((r) => r.totalMs);
  return {
    name,
    runs,
    p50Ms: percentile(totals, 50),
    p90Ms: percentile(totals, 90),
    maxMs: Math.max(...totals),
    minMs: Math.min(...totals),
    uploadP50Ms: percentile(runs.map((r) => r.uploadMs), 50),
    completeP50Ms: percentile(runs.map((r) => r.completeMs), 50),
  };
}

/** Kinds that accept 12 months x 1 account (thin_file keeps at most 2 months). */
const KINDS_12 = PERSONA_KINDS.filter((k) => k !== 'thin_file');

export async function measureE2e(options: { apps?: number; apps3?: number; log?: (line: string) => void } = {}): Promise<E2eResult> {
  const apps = Math.min(Math.max(1, options.apps ?? 10), 50);
  const apps3 = Math.min(Math.max(0, options.apps3 ?? 3), 20);
  const log = options.log ?? ((line: string) => console.log(line));
  const result: E2eResult = { startup: { emulatorsMs: 0, resourcesMs: 0, serverAndWorkersMs: 0 }, warmup: null, cases: [], met: false, leftoverProcesses: [] };
  log('  starting the local stack (DynamoDB Local, s3rver, fauxqs; in memory), the server and the workers…');
  const outcome = await withBenchStack({ workers: true, log }, async ({ stack, server, serverMs }) => {
    result.startup = { emulatorsMs: stack.timings.emulatorsMs, resourcesMs: stack.timings.resourcesMs, serverAndWorkersMs: serverMs };
    const api = new Api(server.url, await registerBenchOrganisation(server.url));
    await api.expect('POST', '/v1/application_configs/application_configs/', CONFIG, 201);

    log('  warm-up application (not counted)…');
    result.warmup = await oneApplication(api, 'salaried_monthly', 999, 12, 1);
    const one: E2eRun[] = [];
    for (let i = 0; i < apps; i += 1) one.push(await oneApplication(api, KINDS_12[i % KINDS_12.length]!, 100 + i, 12, 1));
    result.cases.push(summarise('12 months x 1 account, kinds varied', one));
    if (apps3 > 0) {
      const three: E2eRun[] = [];
      for (let i = 0; i < apps3; i += 1) three.push(await oneApplication(api, 'salaried_monthly', 200 + i, 12, 3));
      result.cases.push(summarise('12 months x 3 accounts, salaried_monthly', three));
    }
    result.met = result.cases.every((c) => c.p50Ms <= GOAL_E2E_P50_MS);
  });
  if (outcome.error) result.error = outcome.error.message;
  result.leftoverProcesses = outcome.leftoverProcesses;
  return result;
}

const ms0 = (v: number) => v.toFixed(0);

export function printE2e(r: E2eResult, log: (line?: string) => void = console.log): void {
  log(`  stack start: emulators ${r.startup.emulatorsMs} ms, resources ${r.startup.resourcesMs} ms, server + workers ${ms0(r.startup.serverAndWorkersMs)} ms`);
  if (r.warmup) log(`  warm-up application (${r.warmup.kind}, ${r.warmup.transactions} tx): ${ms0(r.warmup.totalMs)} ms (handler imports and the model load included)`);
  for (const c of r.cases) {
    log(`  ${c.name}: ${c.runs.length} applications`);
    log(`    ${'persona'.padEnd(18)} ${'seed'.padStart(4)} ${'tx'.padStart(5)} ${'KiB'.padStart(6)} ${'upload ms'.padStart(9)} ${'complete ms'.padStart(11)} ${'all 7 ms'.padStart(9)} ${'polls'.padStart(5)}`);
    for (const run of c.runs) {
      log(`    ${run.kind.padEnd(18)} ${String(run.seed).padStart(4)} ${String(run.transactions).padStart(5)} ${run.payloadKiB.toFixed(0).padStart(6)} ${ms0(run.uploadMs).padStart(9)} ${ms0(run.completeMs).padStart(11)} ${ms0(run.totalMs).padStart(9)} ${String(run.polls).padStart(5)}`);
    }
    log(`    upload → all seven analyses 200: p50 ${ms0(c.p50Ms)} ms, p90 ${ms0(c.p90Ms)} ms, max ${ms0(c.maxMs)} ms (min ${ms0(c.minMs)}); upload answered p50 ${ms0(c.uploadP50Ms)} ms, complete seen p50 ${ms0(c.completeP50Ms)} ms`);
    log(`    goal p50 <= ${GOAL_E2E_P50_MS} ms: ${c.p50Ms <= GOAL_E2E_P50_MS ? 'met' : 'NOT MET'}`);
  }
  if (r.error) log(`  FAILED: ${r.error}`);
  log(`  Processes left behind: ${r.leftoverProcesses.length === 0 ? 'none' : r.leftoverProcesses.join('; ')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const num = (name: string, fallback: number) => {
    const raw = args.find((a) => a.startsWith(`--${name}=`));
    return raw ? Number(raw.split('=')[1]) : fallback;
  };
  console.log('End to end: BYOD upload → all analyses readable (local stack)');
  measureE2e({ apps: num('apps', 10), apps3: num('apps3', 3) }).then(
    (r) => {
      printE2e(r);
      const out = args.find((a) => a.startsWith('--out='))?.slice('--out='.length);
      if (out) writeFileSync(out, `${JSON.stringify(r, null, 2)}\n`);
      process.exit(r.error ? 1 : 0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
