/**
 * Benchmark 2: cold initialisation. For each bundle, fresh `node` processes import it (ESM),
 * as a new Lambda container would: the child times the dynamic import with performance.now(),
 * the parent times the whole process (spawn to exit). Median of N runs, run round-robin over
 * the functions so machine noise spreads evenly. Each child gets dummy values for every
 * variable a handler might read and NODE_OPTIONS=--enable-source-maps as KhanyaFunction sets
 * it; nothing may do I/O at import (the child reports handles opened during the import).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const DUMMY_ENV: Record<string, string> = {
  TABLE_NAME: 'bench-table',
  UPLOADS_BUCKET: 'bench-uploads',
  ANALYSIS_QUEUE_URL: 'https://sqs.af-south-1.amazonaws.com/000000000000/bench-analysis',
  WEBHOOK_QUEUE_URL: 'https://sqs.af-south-1.amazonaws.com/000000000000/bench-webhook',
  TOKEN_SIGNING_SECRET_ARN: 'arn:aws:secretsmanager:af-south-1:000000000000:secret:bench-signing',
  MAIL_TRANSPORT: 'ses',
  MAIL_FROM: 'Khanya <no-reply@khanya.example>',
  CONSOLE_URL: 'https://console.khanya.example',
  LOG_LEVEL: 'INFO',
  AWS_REGION: 'af-south-1',
  AWS_DEFAULT_REGION: 'af-south-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_EC2_METADATA_DISABLED: 'true',
  AWS_LAMBDA_FUNCTION_NAME: 'bench',
};

export interface ColdRun {
  importMs: number;
  sdkMs: number;
  wallMs: number;
  sinceProcessStartMs: number;
  handler: string;
  opened: string[];
}

export interface ColdJob {
  /** Function name. */
  name: string;
  file: string;
  /** `plain`: import the bundle only; `split`: import its @aws-sdk externals first, timed apart. */
  mode: 'plain' | 'split';
  externals: string[];
}

export interface ColdResult {
  name: string;
  mode: ColdJob['mode'];
  runs: ColdRun[];
  /** Median time of `await import(bundle)` inside the child. */
  medianImportMs: number;
  /** split mode: median time to import the AWS SDK packages the bundle uses, before the bundle. */
  medianSdkMs: number;
  /** Median wall time of the whole child process, spawn to exit. */
  medianWallMs: number;
  handlerIsFunction: boolean;
  /** split mode: network or timer handles created while importing (should be none). */
  openedAtImport: string[];
  error?: string;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function runOnce(job: ColdJob, childScript: string): Promise<ColdRun> {
  // A clean environment: dummies for what handlers read, the source-map flag KhanyaFunction
  // sets (NODE_OPTIONS=--enable-source-maps), nothing inherited from tsx.
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...DUMMY_ENV, NODE_OPTIONS: '--enable-source-maps' };
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [childScript, job.file, job.mode, JSON.stringify(job.externals)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.stderr.on('data', (c: Buffer) => (err += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const wallMs = performance.now() - started;
      if (code !== 0) return reject(new Error(`exit ${code ?? signal}${signal === 'SIGKILL' ? ' (killed after 20 s: something keeps the process alive after import)' : ''}: ${err.trim().slice(0, 600)}`));
      try {
        resolve({ ...(JSON.parse(out) as Omit<ColdRun, 'wallMs'>), wallMs });
      } catch {
        reject(new Error(`unreadable child output: ${out.slice(0, 300)} ${err.slice(0, 300)}`));
      }
    });
  });
}

/** Runs every job `runs` times, round-robin (run 1 of all jobs, then run 2 …) so noise spreads evenly. */
export async function measureColdInit(jobs: ColdJob[], options: { runs: number; benchDir: string }): Promise<ColdResult[]> {
  const childScript = join(options.benchDir, 'cold-child.mjs');
  const results = jobs.map((job): ColdResult => ({
    name: job.name,
    mode: job.mode,
    runs: [],
    medianImportMs: NaN,
    medianSdkMs: NaN,
    medianWallMs: NaN,
    handlerIsFunction: false,
    openedAtImport: [],
  }));
  for (let i = 0; i < options.runs; i++) {
    for (const [j, job] of jobs.entries()) {
      const r = results[j]!;
      if (r.error) continue;
      try {
        r.runs.push(await runOnce(job, childScript));
      } catch (error) {
        r.error = (error as Error).message;
      }
    }
  }
  for (const r of results) {
    if (r.runs.length === 0) continue;
    r.medianImportMs = median(r.runs.map((x) => x.importMs));
    r.medianSdkMs = median(r.runs.map((x) => x.sdkMs));
    r.medianWallMs = median(r.runs.map((x) => x.wallMs));
    r.handlerIsFunction = r.runs.every((x) => x.handler === 'function');
    r.openedAtImport = [...new Set(r.runs.flatMap((x) => x.opened))];
  }
  return results;
}
