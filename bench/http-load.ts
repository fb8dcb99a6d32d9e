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
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack } from '../local/stack.ts';
import { startServer, type RunningServer } from '../local/server.ts';

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

/** Every process below `root` (children, grandchildren …), read from /proc. */
export function descendants(root: number): Array<{ pid: number; cmd: string }> {
  const parentOf = new Map<number, number>();
  const cmdOf = new Map<number, string>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(name), ppid);
      cmdOf.set(Number(name), readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ').trim().slice(0, 120));
    } catch {
      // gone meanwhile
    }
  }
  const found: Array<{ pid: number; cmd: string }> = [];
  const walk = (pid: number) => {
    for (const [child, ppid] of parentOf) if (ppid === pid) {
      found.push({ pid: child, cmd: cmdOf.get(child) ?? '' });
      walk(child);
    }
  };
  walk(root);
  return found;
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

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
  const outboxDir = mkdtempSync(join(tmpdir(), 'khanya-bench-outbox-'));
  let stack: LocalStack | undefined;
  let server: RunningServer | undefined;
  let tree: Array<{ pid: number; cmd: string }> = [];
  // Processes that were already ours (tsx's and esbuild's service processes) are not the stack's.
  const before = new Set(descendants(process.pid).map((p) => p.pid));
  const stopAll = async () => {
    tree = descendants(process.pid).filter((p) => !before.has(p.pid) && !/\/esbuild\b/.test(p.cmd));
    await Promise.allSettled([server?.close()]);
    await Promise.allSettled([stack?.stop()]);
    rmSync(outboxDir, { recursive: true, force: true });
  };
  const onSignal = () => void stopAll().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    options.log('  starting the local stack (DynamoDB Local, s3rver, fauxqs; in memory)…');
    stack = await startLocalStack({
      mailOutboxDir: outboxDir,
      tokenSigningSecret: randomBytes(32).toString('hex'),
      consoleUrl: 'http://localhost:3000',
      apply: true,
    });
    const t0 = performance.now();
    server = await startServer({ port: 0, host: '127.0.0.1', quiet: true, logError: (line, error) => options.log(`  [server] ${line} ${String(error ?? '')}`) });
    const serverMs = performance.now() - t0;

    const slug = `bench-${randomBytes(4).toString('hex')}`;
    const registered = await fetch(`${server.url}/v1/in/organisations/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ name_slug: slug, email: `${slug}@bench.test`, password: 'bench-password-1234', company_name: 'Bench Lender (Pty) Ltd' }),
    });
    const registeredBody = (await registered.json().catch(() => ({}))) as { bearer_token?: string };
    if (!registered.ok || !registeredBody.bearer_token) throw new Error(`register answered ${registered.status} ${JSON.stringify(registeredBody).slice(0, 300)}`);
    const token = registeredBody.bearer_token;

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
  } finally {
    await stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    // The emulator children (and DynamoDB Local's Java grandchild) must all be gone.
    const deadline = Date.now() + 10_000;
    while (tree.some((p) => alive(p.pid)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const leftovers = tree.filter((p) => alive(p.pid)).map((p) => `${p.pid} ${p.cmd}`);
    if (leftovers.length > 0) options.log(`  WARNING: processes still running after stop: ${leftovers.join('; ')}`);
    lastLeftovers = leftovers;
  }
}

/** Leftovers found by the last measureHttp (also set when it failed). */
export let lastLeftovers: string[] = [];
