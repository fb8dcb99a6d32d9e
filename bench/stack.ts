/**
 * What the HTTP and end-to-end benchmarks both need: the local stack in memory, the server on a
 * free port and (for end to end) the workers; a bench organisation; and a stop that leaves no
 * process behind, checked, also on Ctrl-C.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack } from '#local/stack';
import { startServer, type RunningServer } from '#local/server';
import { startWorkers, type RunningWorkers } from '#local/workers';

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

export interface BenchStack {
  stack: LocalStack;
  server: RunningServer;
  /** Only when asked for. */
  workers: RunningWorkers | undefined;
  /** Time to start the server (and the workers), after the emulators and resources. */
  serverMs: number;
}

export interface BenchStackOutcome<T> {
  value?: T;
  error?: Error;
  /** Processes of the stack still alive 10 s after the stop (should be none). */
  leftoverProcesses: string[];
}

/** Starts the stack, runs `run`, stops everything; never throws (the error is in the outcome). */
export async function withBenchStack<T>(
  options: { workers: boolean; log: (line: string) => void },
  run: (bench: BenchStack) => Promise<T>,
): Promise<BenchStackOutcome<T>> {
  const outboxDir = mkdtempSync(join(tmpdir(), 'khanya-bench-outbox-'));
  let stack: LocalStack | undefined;
  let server: RunningServer | undefined;
  let workers: RunningWorkers | undefined;
  let tree: Array<{ pid: number; cmd: string }> = [];
  // Processes that were already ours (tsx's and esbuild's service processes) are not the stack's.
  const before = new Set(descendants(process.pid).map((p) => p.pid));
  const stopAll = async () => {
    tree = descendants(process.pid).filter((p) => !before.has(p.pid) && !/\/esbuild\b/.test(p.cmd));
    await Promise.allSettled([workers?.stop()]);
    await Promise.allSettled([server?.close()]);
    await Promise.allSettled([stack?.stop()]);
    rmSync(outboxDir, { recursive: true, force: true });
  };
  const onSignal = () => void stopAll().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const outcome: BenchStackOutcome<T> = { leftoverProcesses: [] };
  try {
    stack = await startLocalStack({ mailOutboxDir: outboxDir, tokenSigningSecret: randomBytes(32).toString('hex'), consoleUrl: 'http://localhost:3000', apply: true });
    // A benchmark sends thousands of requests a minute from one organisation: it measures the
    // API (the counter's write included), not 429s, so the budget is out of its way.
    process.env.RATE_LIMIT_REQUESTS ??= '1000000000';
    const t0 = performance.now();
    server = await startServer({ port: 0, host: '127.0.0.1', quiet: true, logError: (line, error) => options.log(`  [server] ${line} ${String(error ?? '')}`) });
    if (options.workers) {
      workers = await startWorkers(
        { analysis: stack.env.ANALYSIS_QUEUE_URL!, webhooks: stack.env.WEBHOOK_QUEUE_URL!, statements: stack.env.STATEMENT_QUEUE_URL! },
        // A retried message logs "… 0 to retry" when nothing failed: not worth a line.
        { log: (line) => void (/ 0 to retry$/.test(line) ? undefined : options.log(`  [worker] ${line}`)) },
      );
    }
    outcome.value = await run({ stack, server, workers, serverMs: performance.now() - t0 });
  } catch (error) {
    outcome.error = error as Error;
  } finally {
    await stopAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    // The emulator children (and DynamoDB Local's Java grandchild) must all be gone.
    const deadline = Date.now() + 10_000;
    while (tree.some((p) => alive(p.pid)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    outcome.leftoverProcesses = tree.filter((p) => alive(p.pid)).map((p) => `${p.pid} ${p.cmd}`);
  }
  return outcome;
}

/** Registers a fresh bench organisation; its bearer token. */
export async function registerBenchOrganisation(baseUrl: string): Promise<string> {
  return (await registerBenchOrganisationWithLogin(baseUrl)).token;
}

/** A bench organisation with its owner's login (for benches that drive the console). */
export async function registerBenchOrganisationWithLogin(baseUrl: string): Promise<{ token: string; email: string; password: string }> {
  const slug = `bench-${randomBytes(4).toString('hex')}`;
  const email = `${slug}@bench.test`;
  const password = 'bench-password-1234';
  const registered = await fetch(`${baseUrl}/v1/in/organisations/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name_slug: slug, email, password, company_name: 'Bench Lender (Pty) Ltd' }),
  });
  const body = (await registered.json().catch(() => ({}))) as { bearer_token?: string };
  if (registered.status !== 201 || !body.bearer_token) throw new Error(`register answered ${registered.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { token: body.bearer_token, email, password };
}
