/**
 * The PDF reader (core/pdf/read.ts) in a worker thread with a hard memory and time bound.
 *
 * Why: the reader's own guards (raw-checks.ts) inflate every clear-text Flate stream with a cap
 * before pdf.js sees the file, cap each page-description stream and check a deadline between
 * pages. They cannot see inside an ENCRYPTED stream (a bomb whose ciphertext is small), and a
 * deadline cannot interrupt pdf.js in the middle of one page (pdf.js runs in the calling thread
 * and yields only through promises). Here the reader runs in a worker_thread started with V8
 * heap limits (`resourceLimits`), and a wall-clock deadline terminates the thread:
 * - the heap limit is reached → V8 stops the thread (ERR_WORKER_OUT_OF_MEMORY) → `unreadable_file`
 *   (reason `out_of_memory`), and the process (the Lambda's other work) carries on;
 * - the deadline passes → the thread is terminated → `unreadable_file` (reason `timeout`), the
 *   same answer as the reader's own deadline;
 * - the reader refuses the file → its StatementFileError, rebuilt here with the same fields.
 * A dead or terminated thread is replaced by a new one for the next file.
 *
 * What the limit covers: the V8 heap (text items, pdf.js's objects and strings), which is what a
 * pathological page or a bomb of page-description operators fills. ArrayBuffers (decoded stream
 * bytes) live outside the V8 heap and are not counted by `resourceLimits`; for those the raw-byte
 * checks, pdf.js's own stream lengths and the deadline remain the bound, and the Lambda's memory
 * size the backstop.
 *
 * One thread is kept and reused across files (a start costs pdf.js's load again: ~100 ms, see
 * BENCHMARKS.md §9), and it reads one file at a time: a request waits for the previous one, so a
 * terminated thread never takes another file's answer with it. The thread keeps the process alive
 * only while it reads a file (`ref`/`unref`).
 *
 * The thread's module: next to a bundle (`pdf-reader-thread.mjs`, which cdk/constructs/bundling.ts
 * builds beside every Lambda's index.mjs); else, in the repository (tsx, jest, `npm start`), the
 * TypeScript entry run with tsx's loader.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { StatementFileError } from '#core/pdf/errors';
import type { ReadPdfOptions, ReadPdfResult } from '#core/pdf/read';
import { PDF_LIMITS, unreadable } from '#core/pdf/raw-checks';
import type { ThreadAnswer, ThreadRequest } from './reader-thread-entry.ts';

/** The file name of the thread's bundle, beside index.mjs (bundling.ts builds it). */
export const PDF_THREAD_BUNDLE = 'pdf-reader-thread.mjs';

export const THREAD_LIMITS = {
  /** V8 old generation of the thread: a statement's text items need a few MiB. */
  maxOldGenerationSizeMb: 192,
  maxYoungGenerationSizeMb: 32,
  /** Beyond the reader's own deadline (PDF_LIMITS.timeoutMs): the thread is terminated. */
  graceMs: 5_000,
};

export interface ThreadOptions {
  maxOldGenerationSizeMb?: number;
  maxYoungGenerationSizeMb?: number;
  /** Wall-clock limit for one file, thread included; default the reader's deadline + grace. */
  deadlineMs?: number;
}

/** What the Worker runs: the bundled thread file, or the TypeScript entry through tsx's loader. */
function threadModule(): { script: string; eval: boolean } {
  const candidates = [
    process.env.LAMBDA_TASK_ROOT ? join(process.env.LAMBDA_TASK_ROOT, PDF_THREAD_BUNDLE) : null,
    process.argv[1] ? join(dirname(process.argv[1]), PDF_THREAD_BUNDLE) : null,
  ];
  for (const file of candidates) if (file && existsSync(file)) return { script: file, eval: false };
  const source = join(process.cwd(), 'functions', 'platform', 'pdf', 'reader-thread-entry.ts');
  if (!existsSync(source)) throw new Error(`The PDF reader thread's module is missing (${PDF_THREAD_BUNDLE} beside the bundle, or ${source})`);
  // Node 20 does not apply `--import tsx` to a worker's own entry module: register tsx inside the
  // thread first, then import the entry.
  const url = JSON.stringify(pathToFileURL(source).href);
  return { script: `import('tsx/esm/api').then(({ register }) => { register(); return import(${url}); })`, eval: true };
}

interface Pending {
  resolve: (value: ReadPdfResult) => void;
  reject: (error: unknown) => void;
}

class ReaderThread {
  readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private exitReason: StatementFileError | null = null;
  dead = false;

  constructor(limits: Required<Omit<ThreadOptions, 'deadlineMs'>>) {
    const { script, eval: isCode } = threadModule();
    this.worker = new Worker(script, { eval: isCode, resourceLimits: { maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb, maxYoungGenerationSizeMb: limits.maxYoungGenerationSizeMb }, stdout: false, stderr: false });
    this.worker.unref();
    this.worker.on('message', (answer: ThreadAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if ('ok' in answer) waiting.resolve(answer.ok);
      else if ('refused' in answer) waiting.reject(new StatementFileError(answer.refused.code, answer.refused.errorType, answer.refused.message, answer.refused.detail));
      else waiting.reject(unreadable('This PDF is damaged or incomplete and cannot be read.', 'broken_pdf'));
    });
    this.worker.on('error', (error: Error & { code?: string }) => {
      this.exitReason ??=
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? unreadable('Reading this PDF needs far more memory than any bank statement.', 'out_of_memory')
          : unreadable('This PDF is damaged or incomplete and cannot be read.', 'reader_crashed');
    });
    this.worker.on('exit', () => {
      this.dead = true;
      const reason = this.exitReason ?? unreadable('This PDF is damaged or incomplete and cannot be read.', 'reader_crashed');
      for (const waiting of this.pending.values()) waiting.reject(reason);
      this.pending.clear();
    });
  }

  read(id: number, bytes: Uint8Array, options: ReadPdfOptions, deadlineMs: number): Promise<ReadPdfResult> {
    return new Promise<ReadPdfResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.exitReason ??= unreadable('Reading this PDF took too long.', 'timeout');
        void this.worker.terminate();
      }, deadlineMs);
      timer.unref();
      // Referenced while a file is being read (the process waits for the answer), not when idle.
      this.worker.ref();
      const settle = () => {
        clearTimeout(timer);
        this.worker.unref();
      };
      const done = { resolve: (value: ReadPdfResult) => (settle(), resolve(value)), reject: (error: unknown) => (settle(), reject(error)) };
      this.pending.set(id, done);
      // A copy is transferred: the caller keeps its bytes (it may store or fingerprint them).
      const copy = bytes.slice();
      this.worker.postMessage({ id, bytes: copy, options } satisfies ThreadRequest, [copy.buffer]);
    });
  }
}

let thread: ReaderThread | null = null;
let queue: Promise<unknown> = Promise.resolve();
let nextId = 1;

/**
 * readPdfText in the bounded thread: the same result or StatementFileError, plus `unreadable_file`
 * (reason `out_of_memory` or `timeout`) when the thread hits its heap limit or deadline.
 */
export function readPdfInThread(bytes: Uint8Array, options: ReadPdfOptions, threadOptions: ThreadOptions = {}): Promise<ReadPdfResult> {
  const limits = {
    maxOldGenerationSizeMb: threadOptions.maxOldGenerationSizeMb ?? THREAD_LIMITS.maxOldGenerationSizeMb,
    maxYoungGenerationSizeMb: threadOptions.maxYoungGenerationSizeMb ?? THREAD_LIMITS.maxYoungGenerationSizeMb,
  };
  const deadlineMs = threadOptions.deadlineMs ?? (options.timeoutMs ?? PDF_LIMITS.timeoutMs) + THREAD_LIMITS.graceMs;
  const run = async () => {
    const sameLimits = thread && thread.worker.resourceLimits?.maxOldGenerationSizeMb === limits.maxOldGenerationSizeMb;
    if (!thread || thread.dead || !sameLimits) {
      if (thread && !thread.dead) await thread.worker.terminate();
      thread = new ReaderThread(limits);
    }
    return thread.read(nextId++, bytes, options, deadlineMs);
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/** Stops the thread (tests, a process shutting down). */
export async function stopPdfReaderThread(): Promise<void> {
  const current = thread;
  thread = null;
  if (current && !current.dead) await current.worker.terminate();
}
