/**
 * Benchmark 3: latency and throughput of GET /v1/organisations/ through the local runtime.
 * Starts the local stack in memory (emulators on free ports, a temp outbox, a random signing
 * secret: the developer's .data/ is never touched) and the API bridge on a free loopback port,
 * registers an organisation (its answer carries an API token), then a separate load process
 * runs N keep-alive clients for a warm-up and the measured period. Everything is stopped at
 * the end and the bench checks no process it started is left.
 *
 * The handlers run from TypeScript source through tsx inside this process, as in `npm start`;
 * DynamoDB Local (Java) answers the data calls. Numbers describe the local runtime on this
 * machine, not Lambda.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { registerBenchOrganisation, withBenchStack } from './stack.ts';

export interface LoadSummary {
  durationS: number;
  requests: number;
  ok: number;
  errorCount: number;
  errors: Record<string, number>;
  requestsPerSecond: number;
  latencyMs: { p50: number | null; p90: number | null; p99: number | null; max: number | null };
}

export interface HttpResult {
  route: string;
  concurrency: number;
  warmupS: number;
  durationS: number;
  startup: { emulatorsMs: number; resourcesMs: number; serverMs: number };
  firstRequest: { status: number; ms: number };
  warmup: LoadSummary;
  measured: LoadSummary;
  leftoverProcesses: string[];
}

const ROUTE = '/v1/organisations/';

function runLoadChild(benchDir: string, params: object): Promise<{ warmup: LoadSummary; measured: LoadSummary }> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    const child = spawn(process.execPath, [join(benchDir, 'load-child.mjs'), JSON.stringify(params)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.stderr.on('data', (c: Buffer) => (err += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`load generator exited ${code}: ${err.slice(0, 600)}`));
      resolve(JSON.parse(out));
    });
  });
}

export async function measureHttp(options: { benchDir: string; concurrency: number; warmupS: number; durationS: number; log: (line: string) => void }): Promise<HttpResult> {
  options.log('  starting the local stack (DynamoDB Local, s3rver, fauxqs; in memory)…');
  const outcome = await withBenchStack({ workers: false, log: options.log }, async ({ stack, server, serverMs }) => {
    const token = await registerBenchOrganisation(server.url);

    const f0 = performance.now();
    const first = await fetch(`${server.url}${ROUTE}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    await first.arrayBuffer();
    const firstRequest = { status: first.status, ms: performance.now() - f0 };
    if (first.status !== 200) throw new Error(`GET ${ROUTE} answered ${first.status}`);

    options.log(`  ${options.concurrency} clients: ${options.warmupS} s warm-up, then ${options.durationS} s measured…`);
    const load = await runLoadChild(options.benchDir, {
      url: `${server.url}${ROUTE}`,
      token,
      concurrency: options.concurrency,
      warmupMs: options.warmupS * 1000,
      durationMs: options.durationS * 1000,
      maxRequests: 1_000_000,
    });
    return {
      route: `GET ${ROUTE}`,
      concurrency: options.concurrency,
      warmupS: options.warmupS,
      durationS: options.durationS,
      startup: { emulatorsMs: stack.timings.emulatorsMs, resourcesMs: stack.timings.resourcesMs, serverMs },
      firstRequest,
      ...load,
      leftoverProcesses: [],
    };
  });
  lastLeftovers = outcome.leftoverProcesses;
  if (outcome.leftoverProcesses.length > 0) options.log(`  WARNING: processes still running after stop: ${outcome.leftoverProcesses.join('; ')}`);
  if (outcome.error || !outcome.value) throw outcome.error ?? new Error('no result');
  return outcome.value;
}

/** Leftovers found by the last measureHttp (also set when it failed). */
export let lastLeftovers: string[] = [];
