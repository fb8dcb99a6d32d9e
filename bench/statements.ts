/**
 * PDF statements: `npm run bench:statements [--runs=5] [--apps=10] [--skip-e2e]` (also part of
 * `npm run bench`, section 9).
 *
 * (a) Parsing throughput, in process, on one core: a set of PDF statements (persona statements of
 *     several sizes drawn by functions/core/personas/pdf.ts, one of them AES-256 locked, plus every
 *     committed statement fixture under functions/core/pdf/fixtures/: each bank's layout, a
 *     locked one opened with the password its .expected.json gives). For each
 *     file, the median of N runs (after one warm-up) of
 *       - pdf.js text:   pdfjs-dist's text items of every page (what the reader starts from);
 *       - parse + label: the whole statement reader (functions/core/statement-files.ts: text,
 *                        layout, table, chain check, authenticity) and then the labeller on its rows;
 *       - pdftotext:     `pdftotext -layout file -` (poppler-utils), the same file, the same run,
 *                        process start included (skipped with a note when it is not installed).
 *     Reported: pages per second of parse + label, and its time as a multiple of pdftotext's.
 *     Goal: ≤ 2× pdftotext's time (over the whole set).
 * (b) End to end on the local stack (bench/stack.ts: in-memory emulators, the API on a free port,
 *     the queue workers): per application, a 3-month persona statement is uploaded through the
 *     lender's route `POST /v1/bank_connections/{id}/statements`; timed from the upload until every
 *     one of the seven analyses answers 200 (the files list polled until the file is `parsed`, the
 *     connection until `complete`). p50 and p95 over `--apps` applications (default 10) after one
 *     unmeasured warm-up. Goal: p50 ≤ 5 s.
 * Nothing asserts; goals are reported as met / not met. `--out=<file>` writes the result as JSON.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createLabeller, decodeModel, type LabellingModel } from '#core/labelling/index';
import { generatePersona, type PersonaKind } from '#core/personas/index';
import { personaPdfStatements } from '#core/personas/pdf';
import { ANALYSIS_ENDPOINTS } from './e2e.ts';
import { registerBenchOrganisation, withBenchStack } from './stack.ts';

export const GOAL_PDFTOTEXT_RATIO = 2;
export const GOAL_STATEMENT_E2E_P50_MS = 5000;
const POLL_MS = 50;
const APP_TIMEOUT_MS = 60_000;

const root = resolve(import.meta.dirname, '..');
const FIXTURES = join(root, 'functions', 'core', 'pdf', 'fixtures');
const MODEL_JSON = join(root, 'layers', 'labelling-model', 'layer', 'labelling-model', 'model.json');
/** A directory path with its trailing slash: pdf.js on Node reads the fonts with fs, not fetch. */
const STANDARD_FONTS = `${join(root, 'node_modules', 'pdfjs-dist', 'standard_fonts')}/`;

export interface ParseFileResult {
  name: string;
  source: 'persona' | 'fixture';
  bytes: number;
  pages: number;
  /** Rows the reader returned (null when it refused the file or is not available). */
  transactions: number | null;
  /** The reader's error code when it refused the file. */
  refused: string | null;
  pdfjsTextMs: number;
  parseLabelMs: number | null;
  pdftotextMs: number | null;
}

export interface ParseResult {
  runs: number;
  files: ParseFileResult[];
  skippedFixtures: string[];
  pdftotext: string | null;
  /** The engine entry point, or why the parse column is empty. */
  reader: string;
  totals: { pages: number; pdfjsTextMs: number; parseLabelMs: number | null; pdftotextMs: number | null };
  pagesPerSecond: number | null;
  ratioToPdftotext: number | null;
  met: boolean | null;
  /** All files at once (median of the runs), see measureBatch. Null without pdftotext or the reader. */
  batch: BatchResult | null;
}

/**
 * The whole set as one batch, each side at its cheapest: pdftotext once per file from one bash
 * loop (fork + exec, no Node spawn in between; its process start cannot be amortised further, it
 * reads one file per run), against parse + label of every file in this one warm process; and
 * the same through the statement worker's bounded thread (functions/platform/pdf/reader-thread.ts, one thread
 * reused). `pdftotextStartMs` is what a process start costs (`pdftotext -v`, nothing parsed), so
 * `pdftotextMs - files × pdftotextStartMs` is pdftotext's parsing work alone.
 */
export interface BatchResult {
  files: number;
  pdftotextMs: number;
  pdftotextStartMs: number;
  parseLabelMs: number;
  parseLabelThreadMs: number | null;
  /** A fresh thread's first file minus the same file in the warm thread: the start's cost. */
  threadStartMs: number | null;
  ratio: number;
  ratioWithoutProcessStart: number;
  ratioThread: number | null;
}

export interface StatementE2eRun {
  kind: PersonaKind;
  seed: number;
  pages: number;
  transactions: number;
  kiB: number;
  uploadMs: number;
  parsedMs: number;
  completeMs: number;
  totalMs: number;
}

export interface StatementE2eResult {
  startup: { emulatorsMs: number; resourcesMs: number; serverAndWorkersMs: number };
  warmup: StatementE2eRun | null;
  runs: StatementE2eRun[];
  p50Ms: number | null;
  p95Ms: number | null;
  uploadP50Ms: number | null;
  parsedP50Ms: number | null;
  completeP50Ms: number | null;
  met: boolean;
  leftoverProcesses: string[];
  error?: string;
}

export interface StatementsResult {
  parse: ParseResult;
  endToEnd: StatementE2eResult | null;
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function median(values: number[]): number {
  return percentile(values, 50);
}

/** `pdftotext version 22.02.0` (it prints its version on stderr), or null when it is not installed. */
function pdftotextVersion(): string | null {
  const probe = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' });
  if (probe.error) return null;
  return `${probe.stderr}${probe.stdout}`.split('\n').find((line) => /pdftotext version/.test(line))?.trim() ?? 'pdftotext';
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: PdfJs | undefined;

/** Every page's text items with pdf.js: the lower bound of any reader built on it. */
async function pdfjsText(bytes: Uint8Array, password?: string): Promise<{ pages: number; items: number }> {
  pdfjs ??= await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false, ...(password ? { password } : {}) }).promise;
  let items = 0;
  try {
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      items += (await page.getTextContent()).items.length;
      page.cleanup();
    }
    return { pages: doc.numPages, items };
  } finally {
    await doc.destroy();
  }
}

/** The statement reader and the labeller, behind one function; null when the reader is not in this tree. */
export type ParseAndLabel = (bytes: Uint8Array, filename: string, password?: string, readPdf?: unknown) => Promise<{ transactions: number; refused: string | null }>;

async function loadReader(): Promise<{ parse: ParseAndLabel | null; reader: string }> {
  const labeller = createLabeller(decodeModel(JSON.parse(readFileSync(MODEL_JSON, 'utf8')) as LabellingModel));
  const entry = join(root, 'functions', 'core', 'statement-files.ts');
  if (!existsSync(entry)) return { parse: null, reader: 'functions/core/statement-files.ts is not in this tree: parse + label not measured' };
  const module = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
  const read = module.readStatementFile;
  if (typeof read !== 'function') return { parse: null, reader: `functions/core/statement-files.ts exports no readStatementFile (${Object.keys(module).join(', ')})` };
  const parse: ParseAndLabel = async (bytes, filename, password, readPdf) => {
    // The contract the pipeline reads: readStatementFile({ bytes, filename, passwords }) resolves to
    // { statement: { transactions: [{ description, reference?, amount_cents }] } } or throws a
    // StatementFileError (code). Read field by field so this bench builds before the engine lands.
    let result: { statement?: { transactions?: Array<{ description?: unknown; reference?: unknown; amount_cents?: unknown }> } };
    try {
      result = await (read as (input: unknown) => Promise<typeof result>)({ bytes, filename, passwords: password ? [password] : [], ...(readPdf ? { readPdf } : {}) });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string') return { transactions: 0, refused: code };
      throw error;
    }
    const rows = result.statement?.transactions ?? [];
    labeller.labelAll(rows.map((row) => ({ description: String(row.description ?? ''), reference: typeof row.reference === 'string' ? row.reference : null, amount_cents: Number(row.amount_cents ?? 0) })));
    return { transactions: rows.length, refused: null };
  };
  return { parse, reader: 'functions/core/statement-files.ts readStatementFile + labeller.labelAll' };
}

interface BenchFile {
  name: string;
  source: 'persona' | 'fixture';
  bytes: Uint8Array;
  password?: string;
}

async function personaFiles(): Promise<BenchFile[]> {
  const sizes: Array<{ months: number; kind: PersonaKind; password?: string }> = [
    { months: 1, kind: 'salaried_monthly' },
    { months: 3, kind: 'salaried_monthly' },
    { months: 3, kind: 'gig_worker' },
    { months: 6, kind: 'often_overdrawn' },
    { months: 12, kind: 'salaried_monthly' },
    { months: 3, kind: 'salaried_monthly', password: '8001015009087' },
  ];
  const files: BenchFile[] = [];
  for (const [index, size] of sizes.entries()) {
    const persona = generatePersona(size.kind, { seed: 500 + index, months: size.months, accounts: 1 });
    const [file] = await personaPdfStatements(persona, size.password ? { password: size.password } : {});
    if (file) files.push({ name: `persona ${size.kind} ${size.months} mo${size.password ? ' (AES-256)' : ''}`, source: 'persona', bytes: file.bytes, ...(size.password ? { password: size.password } : {}) });
  }
  return files;
}

function fixtureFiles(skipped: string[]): BenchFile[] {
  if (!existsSync(FIXTURES)) return [];
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  const files: BenchFile[] = [];
  for (const path of walk(FIXTURES).filter((p) => p.endsWith('.pdf')).sort()) {
    const name = path.slice(FIXTURES.length + 1);
    // A statement fixture has its expected rows beside it (with its password when locked);
    // refusal fixtures (scans, not statements, hostile input) measure nothing about reading one.
    const expected = path.replace(/\.pdf$/, '.expected.json');
    if (!existsSync(expected) || /(scan|not-a|invoice|payslip|letter|bomb|truncat|polyglot|javascript|hostile|fuzz|edited|tamper)/i.test(name)) {
      skipped.push(name);
      continue;
    }
    const password = (JSON.parse(readFileSync(expected, 'utf8')) as { password?: unknown }).password;
    files.push({ name: `fixture ${name}`, source: 'fixture', bytes: new Uint8Array(readFileSync(path)), ...(typeof password === 'string' ? { password } : {}) });
  }
  return files;
}

async function timeMedian(runs: number, fn: () => Promise<unknown> | unknown): Promise<number> {
  await fn(); // warm-up
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

export async function measureParsing(options: { runs?: number; log?: (line: string) => void } = {}): Promise<ParseResult> {
  const runs = Math.max(1, options.runs ?? 5);
  const log = options.log ?? (() => undefined);
  const skippedFixtures: string[] = [];
  const files = [...(await personaFiles()), ...fixtureFiles(skippedFixtures)];
  const pdftotext = pdftotextVersion();
  const { parse, reader } = await loadReader();
  const dir = mkdtempSync(join(tmpdir(), 'khanya-bench-statements-'));
  const results: ParseFileResult[] = [];
  let batch: BatchResult | null;
  try {
    for (const [index, file] of files.entries()) {
      log(`  ${file.name}…`);
      const path = join(dir, `${index}.pdf`);
      writeFileSync(path, file.bytes);
      let pages = 0;
      const pdfjsTextMs = await timeMedian(runs, async () => (pages = (await pdfjsText(file.bytes, file.password)).pages));
      let outcome: { transactions: number; refused: string | null } | null = null;
      const parseLabelMs = parse ? await timeMedian(runs, async () => (outcome = await parse(file.bytes, `${index}.pdf`, file.password))) : null;
      const pdftotextArgs = ['-layout', ...(file.password ? ['-upw', file.password] : []), path, '-'];
      const pdftotextMs = pdftotext ? await timeMedian(runs, () => execFileSync('pdftotext', pdftotextArgs, { stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 })) : null;
      const parsed = outcome as { transactions: number; refused: string | null } | null;
      results.push({
        name: file.name,
        source: file.source,
        bytes: file.bytes.length,
        pages,
        transactions: parsed && !parsed.refused ? parsed.transactions : null,
        refused: parsed?.refused ?? null,
        pdfjsTextMs,
        parseLabelMs,
        pdftotextMs,
      });
    }
    log('  batch: all files in one bash loop (pdftotext) vs one process (parse + label), and through the bounded thread…');
    batch = pdftotext && parse ? await measureBatch(files, dir, runs, parse) : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const sum = (pick: (r: ParseFileResult) => number | null) => (results.every((r) => pick(r) !== null) ? results.reduce((n, r) => n + pick(r)!, 0) : null);
  const totals = { pages: results.reduce((n, r) => n + r.pages, 0), pdfjsTextMs: sum((r) => r.pdfjsTextMs)!, parseLabelMs: sum((r) => r.parseLabelMs), pdftotextMs: sum((r) => r.pdftotextMs) };
  const ratio = totals.parseLabelMs !== null && totals.pdftotextMs ? totals.parseLabelMs / totals.pdftotextMs : null;
  return {
    runs,
    files: results,
    skippedFixtures,
    pdftotext,
    reader,
    totals,
    pagesPerSecond: totals.parseLabelMs ? totals.pages / (totals.parseLabelMs / 1000) : null,
    ratioToPdftotext: ratio,
    met: ratio === null ? null : ratio <= GOAL_PDFTOTEXT_RATIO,
    batch,
  };
}

async function measureBatch(files: BenchFile[], dir: string, runs: number, parse: ParseAndLabel): Promise<BatchResult> {
  const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
  const loop = files.map((file, index) => `pdftotext -layout ${file.password ? `-upw ${quote(file.password)} ` : ''}${quote(join(dir, `${index}.pdf`))} - >/dev/null`).join('\n');
  const pdftotextMs = await timeMedian(runs, () => execFileSync('bash', ['-c', loop], { stdio: 'ignore' }));
  const starts = files.map(() => 'pdftotext -v 2>/dev/null').join('\n');
  const pdftotextStartMs = (await timeMedian(runs, () => execFileSync('bash', ['-c', starts], { stdio: 'ignore' }))) / files.length;
  const parseLabelMs = await timeMedian(runs, async () => {
    for (const [index, file] of files.entries()) await parse(file.bytes, `${index}.pdf`, file.password);
  });
  let parseLabelThreadMs: number | null = null;
  let threadStartMs: number | null = null;
  const threadModule = join(root, 'functions', 'platform', 'pdf', 'reader-thread.ts');
  if (existsSync(threadModule)) {
    const { readPdfInThread, stopPdfReaderThread } = (await import(pathToFileURL(threadModule).href)) as typeof import('../functions/platform/pdf/reader-thread.ts');
    try {
      parseLabelThreadMs = await timeMedian(runs, async () => {
        for (const [index, file] of files.entries()) await parse(file.bytes, `${index}.pdf`, file.password, readPdfInThread);
      });
      const first = files[0]!;
      const starts: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        await stopPdfReaderThread();
        let t0 = performance.now();
        await parse(first.bytes, 'first.pdf', first.password, readPdfInThread);
        const cold = performance.now() - t0;
        t0 = performance.now();
        await parse(first.bytes, 'first.pdf', first.password, readPdfInThread);
        starts.push(cold - (performance.now() - t0));
      }
      threadStartMs = median(starts);
    } finally {
      await stopPdfReaderThread();
    }
  }
  const withoutStart = pdftotextMs - files.length * pdftotextStartMs;
  return {
    files: files.length,
    pdftotextMs,
    pdftotextStartMs,
    parseLabelMs,
    parseLabelThreadMs,
    threadStartMs,
    ratio: parseLabelMs / pdftotextMs,
    ratioWithoutProcessStart: parseLabelMs / withoutStart,
    ratioThread: parseLabelThreadMs === null ? null : parseLabelThreadMs / pdftotextMs,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- our own API's JSON answers, read field by field
type Answer = { status: number; body: any };

async function call(base: string, token: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const isForm = body instanceof FormData;
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
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

async function expectStatus(base: string, token: string, method: string, path: string, body: unknown, status: number): Promise<Answer['body']> {
  const answer = await call(base, token, method, path, body);
  if (answer.status !== status) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
}

/** Kinds with three months of data (thin_file keeps at most two). */
const KINDS: PersonaKind[] = ['salaried_monthly', 'salaried_weekly', 'gig_worker', 'sassa_recipient', 'small_trader', 'heavy_gambler', 'often_overdrawn'];

async function oneStatementApplication(base: string, token: string, kind: PersonaKind, seed: number): Promise<StatementE2eRun> {
  const persona = generatePersona(kind, { seed, months: 3, accounts: 1 });
  const [file] = await personaPdfStatements(persona);
  if (!file) throw new Error(`${kind} ${seed}: no statement`);
  const pages = (await pdfjsText(file.bytes)).pages;
  const applicant = await expectStatus(base, token, 'POST', '/v1/applications/applicants/', {}, 201);
  const application = await expectStatus(base, token, 'POST', '/v1/applications/', { applicant_id: applicant.id, redirect_url: 'https://lender.khanya.example/done' }, 201);
  const id = application.id as string;
  const form = new FormData();
  form.append('files', new Blob([file.bytes], { type: 'application/pdf' }), file.filename);

  const t0 = performance.now();
  const uploaded = await call(base, token, 'POST', `/v1/bank_connections/${id}/statements`, form);
  const uploadMs = performance.now() - t0;
  if (uploaded.status !== 202) throw new Error(`POST statements (${kind} ${seed}) answered ${uploaded.status}: ${JSON.stringify(uploaded.body).slice(0, 300)}`);
  const elapsed = () => performance.now() - t0;
  let parsedMs: number;
  for (;;) {
    const files = await call(base, token, 'GET', `/v1/bank_connections/${id}/files`);
    const list: Array<{ status?: string; error_code?: string }> = Array.isArray(files.body) ? files.body : (files.body?.files ?? files.body?.data ?? []);
    if (files.status === 200 && list.length > 0 && list.every((f) => f.status === 'parsed')) {
      parsedMs = elapsed();
      break;
    }
    const failed = list.find((f) => f.status && f.status !== 'processing' && f.status !== 'parsed');
    if (failed) throw new Error(`${kind} ${seed}: the statement was not parsed: ${JSON.stringify(failed).slice(0, 300)}`);
    if (elapsed() > APP_TIMEOUT_MS) throw new Error(`${kind} ${seed}: not parsed after ${APP_TIMEOUT_MS} ms (${JSON.stringify(files.body).slice(0, 200)})`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  for (;;) {
    const status = await call(base, token, 'GET', `/v1/bank_connections/${id}/`);
    if (status.status === 200 && status.body.status === 'complete') break;
    if (status.status === 200 && status.body.status === 'failed') throw new Error(`analysis of ${kind} ${seed} failed`);
    if (elapsed() > APP_TIMEOUT_MS) throw new Error(`${kind} ${seed}: not complete after ${APP_TIMEOUT_MS} ms (${JSON.stringify(status.body).slice(0, 200)})`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  const completeMs = elapsed();
  const answers = await Promise.all(ANALYSIS_ENDPOINTS.map((segment) => call(base, token, 'GET', `/v1/bank_connections/${id}/${segment}`)));
  const totalMs = elapsed();
  const bad = answers.map((a, i) => [ANALYSIS_ENDPOINTS[i], a.status] as const).filter(([, s]) => s !== 200);
  if (bad.length) throw new Error(`${kind} ${seed}: analyses not 200: ${JSON.stringify(bad)}`);
  return { kind, seed, pages, transactions: file.transaction_count, kiB: file.bytes.length / 1024, uploadMs, parsedMs, completeMs, totalMs };
}

export async function measureStatementsE2e(options: { apps?: number; log?: (line: string) => void } = {}): Promise<StatementE2eResult> {
  const apps = Math.min(Math.max(1, options.apps ?? 10), 50);
  const log = options.log ?? ((line: string) => console.log(line));
  const result: StatementE2eResult = {
    startup: { emulatorsMs: 0, resourcesMs: 0, serverAndWorkersMs: 0 },
    warmup: null,
    runs: [],
    p50Ms: null,
    p95Ms: null,
    uploadP50Ms: null,
    parsedP50Ms: null,
    completeP50Ms: null,
    met: false,
    leftoverProcesses: [],
  };
  log('  starting the local stack (DynamoDB Local, s3rver, fauxqs; in memory), the server and the workers…');
  const outcome = await withBenchStack({ workers: true, log }, async ({ stack, server, serverMs }) => {
    result.startup = { emulatorsMs: stack.timings.emulatorsMs, resourcesMs: stack.timings.resourcesMs, serverAndWorkersMs: serverMs };
    const token = await registerBenchOrganisation(server.url);
    await expectStatus(server.url, token, 'POST', '/v1/application_configs/application_configs/', {
      name: 'Bench statements',
      is_default: true,
      connections: [
        {
          name: 'bank',
          data_points: ['labelled_transactions', 'affordability', 'income_analysis', 'risk_insights', 'liquidity_score', 'expense_insights', 'health_score', 'statement_summary'].map((name) => ({ name, input_args: [], output_args: [] })),
        },
      ],
    }, 201);
    log('  warm-up application (not counted)…');
    result.warmup = await oneStatementApplication(server.url, token, 'salaried_monthly', 999);
    for (let i = 0; i < apps; i += 1) result.runs.push(await oneStatementApplication(server.url, token, KINDS[i % KINDS.length]!, 300 + i));
  });
  if (outcome.error) result.error = outcome.error.message;
  result.leftoverProcesses = outcome.leftoverProcesses;
  if (result.runs.length > 0) {
    const totals = result.runs.map((r) => r.totalMs);
    result.p50Ms = percentile(totals, 50);
    result.p95Ms = percentile(totals, 95);
    result.uploadP50Ms = percentile(result.runs.map((r) => r.uploadMs), 50);
    result.parsedP50Ms = percentile(result.runs.map((r) => r.parsedMs), 50);
    result.completeP50Ms = percentile(result.runs.map((r) => r.completeMs), 50);
    result.met = !result.error && result.p50Ms <= GOAL_STATEMENT_E2E_P50_MS;
  }
  return result;
}

const ms0 = (v: number | null) => (v === null ? '—' : v.toFixed(0));
const ms1 = (v: number | null) => (v === null ? '—' : v.toFixed(1));

export function printStatements(r: StatementsResult, log: (line?: string) => void = console.log): void {
  const p = r.parse;
  log(`  (a) parse + label vs pdftotext -layout, median of ${p.runs} runs per file after a warm-up, one core`);
  log(`      reader: ${p.reader}`);
  log(`      pdftotext: ${p.pdftotext ?? 'not installed (apt-get install poppler-utils): column skipped'}`);
  log(`      ${'file'.padEnd(44)} ${'KiB'.padStart(5)} ${'pages'.padStart(5)} ${'rows'.padStart(5)} ${'pdf.js ms'.padStart(9)} ${'parse+label ms'.padStart(14)} ${'pdftotext ms'.padStart(12)} ${'ratio'.padStart(5)}`);
  for (const f of p.files) {
    const ratio = f.parseLabelMs !== null && f.pdftotextMs ? (f.parseLabelMs / f.pdftotextMs).toFixed(2) : '—';
    const rows = f.refused ? f.refused : f.transactions === null ? '—' : String(f.transactions);
    log(`      ${f.name.slice(0, 44).padEnd(44)} ${(f.bytes / 1024).toFixed(0).padStart(5)} ${String(f.pages).padStart(5)} ${rows.padStart(5)} ${ms1(f.pdfjsTextMs).padStart(9)} ${ms1(f.parseLabelMs).padStart(14)} ${ms1(f.pdftotextMs).padStart(12)} ${ratio.padStart(5)}`);
  }
  log(`      all ${p.files.length} files, ${p.totals.pages} pages: pdf.js text ${ms1(p.totals.pdfjsTextMs)} ms, parse + label ${ms1(p.totals.parseLabelMs)} ms, pdftotext ${ms1(p.totals.pdftotextMs)} ms`);
  log(`      parse + label: ${p.pagesPerSecond === null ? '—' : p.pagesPerSecond.toFixed(0)} pages/s; ${p.ratioToPdftotext === null ? 'ratio to pdftotext not measured' : `${p.ratioToPdftotext.toFixed(2)}× pdftotext's time`}; goal ≤ ${GOAL_PDFTOTEXT_RATIO}×: ${p.met === null ? 'not measured' : p.met ? 'met' : 'NOT MET'}`);
  if (p.batch) {
    const b = p.batch;
    log(`      batch of ${b.files} files (the goal above compares the per-file times, process start included):`);
    log(`        pdftotext in one bash loop ${ms1(b.pdftotextMs)} ms (a process start alone: ${ms1(b.pdftotextStartMs)} ms, ${ms1(b.files * b.pdftotextStartMs)} ms of the loop)`);
    log(`        parse + label in one process ${ms1(b.parseLabelMs)} ms: ${b.ratio.toFixed(2)}× the loop, ${b.ratioWithoutProcessStart.toFixed(2)}× pdftotext's parsing without its process starts`);
    if (b.parseLabelThreadMs !== null) log(`        parse + label with pdf.js in the bounded worker thread (one thread reused) ${ms1(b.parseLabelThreadMs)} ms: ${b.ratioThread!.toFixed(2)}× the loop; a thread's start costs ${ms1(b.threadStartMs)} ms once`);
  }
  if (p.skippedFixtures.length) log(`      fixtures left out (no .expected.json, or refusals and hostile input): ${p.skippedFixtures.join(', ')}`);
  const e = r.endToEnd;
  if (!e) {
    log('  (b) end to end skipped (--skip-e2e)');
    return;
  }
  log(`  (b) end to end: POST /v1/bank_connections/{id}/statements (one 3-month PDF) → files parsed → complete → all seven analyses 200`);
  log(`      stack start: emulators ${e.startup.emulatorsMs} ms, resources ${e.startup.resourcesMs} ms, server + workers ${ms0(e.startup.serverAndWorkersMs)} ms`);
  if (e.warmup) log(`      warm-up application (${e.warmup.kind}, ${e.warmup.pages} pages): ${ms0(e.warmup.totalMs)} ms (handler imports and the model load included)`);
  if (e.runs.length) {
    log(`      ${'persona'.padEnd(18)} ${'seed'.padStart(4)} ${'pages'.padStart(5)} ${'tx'.padStart(5)} ${'KiB'.padStart(5)} ${'upload ms'.padStart(9)} ${'parsed ms'.padStart(9)} ${'complete ms'.padStart(11)} ${'all 7 ms'.padStart(9)}`);
    for (const run of e.runs) {
      log(`      ${run.kind.padEnd(18)} ${String(run.seed).padStart(4)} ${String(run.pages).padStart(5)} ${String(run.transactions).padStart(5)} ${run.kiB.toFixed(0).padStart(5)} ${ms0(run.uploadMs).padStart(9)} ${ms0(run.parsedMs).padStart(9)} ${ms0(run.completeMs).padStart(11)} ${ms0(run.totalMs).padStart(9)}`);
    }
    log(`      upload → all seven analyses 200: p50 ${ms0(e.p50Ms)} ms, p95 ${ms0(e.p95Ms)} ms over ${e.runs.length} applications; upload answered p50 ${ms0(e.uploadP50Ms)} ms, parsed seen p50 ${ms0(e.parsedP50Ms)} ms, complete seen p50 ${ms0(e.completeP50Ms)} ms`);
    log(`      goal p50 ≤ ${GOAL_STATEMENT_E2E_P50_MS} ms: ${e.met ? 'met' : 'NOT MET'}`);
  }
  if (e.error) log(`      FAILED: ${e.error}`);
  log(`      Processes left behind: ${e.leftoverProcesses.length === 0 ? 'none' : e.leftoverProcesses.join('; ')}`);
}

export async function measureStatements(options: { runs?: number; apps?: number; skipE2e?: boolean; log?: (line: string) => void } = {}): Promise<StatementsResult> {
  const parse = await measureParsing(options);
  const endToEnd = options.skipE2e ? null : await measureStatementsE2e(options);
  return { parse, endToEnd };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const num = (name: string, fallback: number) => {
    const raw = args.find((a) => a.startsWith(`--${name}=`));
    return raw ? Number(raw.split('=')[1]) : fallback;
  };
  console.log('PDF statements: parse + label vs pdftotext; upload → all analyses readable (local stack)');
  measureStatements({ runs: num('runs', 5), apps: num('apps', 10), skipE2e: args.includes('--skip-e2e'), log: (line) => console.log(line) }).then(
    (r) => {
      printStatements(r);
      const out = args.find((a) => a.startsWith('--out='))?.slice('--out='.length);
      if (out) writeFileSync(out, `${JSON.stringify(r, null, 2)}\n`);
      process.exit(r.endToEnd?.error ? 1 : 0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
