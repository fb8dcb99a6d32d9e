/**
 * Labelling: `npx tsx bench/labelling.ts [--lines=100000] [--runs=5]` (also part of `npm run bench`).
 *
 * 1. Throughput of the engine as deployed (bundledEngine: bundled as a Lambda bundles it; also
 *    reported as tsx loads it from source, as sessions before 61 measured): labels 100,000 mixed lines (every corpus line, train and held-out, cycled with
 *    varied amounts: card purchases, debit orders, transfers, fees, salaries, ... across nine bank
 *    formats) in one single-threaded loop on one core: one warm-up pass, then the median of N
 *    timed passes. Also reports the one-off cost of decoding the model (the Lambda cold-start
 *    share) and the first, cold pass. Goal: >= 500,000 transactions per second (issue 12; was 100,000).
 * 2. Quality: held-out accuracy and macro-F1 of the committed model + rules with the per-label
 *    table (layers/labelling-model/evaluate.ts, the same code as `npx tsx
 *    layers/labelling-model/evaluate.ts`). Goals: accuracy >= 92 %, macro-F1 >= 0.88.
 * Goals are reported as met / not met; nothing here asserts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { esbuildOptionsFor } from '../cdk/constructs/bundling.ts';
import { parseCsv } from '#core/csv';
import { createLabeller, decodeModel, type LabellingModel } from '#core/labelling/index';
import { generateAll } from '#core/personas/index';
import { Rng } from '#core/personas/prng';
import { withFields } from '#core/records';
import { evaluate } from '../layers/labelling-model/evaluate.ts';
import { readHeldOut } from '../layers/labelling-model/lib/corpus.ts';

export const GOAL_TX_PER_S = 500_000;
export const GOAL_ACCURACY = 0.92;
export const GOAL_MACRO_F1 = 0.88;

const layer = join(import.meta.dirname, '..', 'layers', 'labelling-model');
const MODEL_JSON = join(layer, 'layer', 'labelling-model', 'model.json');

export interface LabellingResult {
  lines: number;
  corpusLines: number;
  runs: number;
  modelKiB: number;
  decodeMs: number;
  /** The warm-up pass: JIT compilation and the model's per-word sums built as lines come (cold start). */
  firstPassPerSecond: number;
  ratesPerSecond: number[];
  medianPerSecond: number;
  microsecondsPerTx: number;
  sources: Record<string, number>;
  /** Realistic statement lines: every persona kind, 3 accounts x 12 months, as the analysis worker labels them. */
  persona: { lines: number; ratesPerSecond: number[]; medianPerSecond: number; met: boolean };
  /** The same corpus-mix and persona lines in a seeded random order (shuffled): no order's help. */
  randomOrder: { medianPerSecond: number; personaMedianPerSecond: number };
  /** Persona lines as stored transactions parsed from JSON, labelled one `label` call each and the answer copied in (withFields), as the analysis worker does. */
  workerPathPerSecond: number;
  /** The same engine loaded from source by tsx (how sessions before 61 measured): corpus mix and persona medians. */
  fromSource: { medianPerSecond: number; personaMedianPerSecond: number };
  throughputMet: boolean;
  /** The 1-minute load average before and after the timed passes: the goal is for a quiet machine, and this one is shared. */
  loadAverage: { before: number; after: number };
  heldOut: {
    lines: number;
    accuracy: number;
    macroF1: number;
    rulesOnly: { accuracy: number; macroF1: number };
    modelOnly: { accuracy: number; macroF1: number };
    perLabel: Array<{ label: string; precision: number; recall: number; f1: number; support: number }>;
    accuracyMet: boolean;
    macroF1Met: boolean;
  };
}

/** What the throughput passes need of a labelling engine: the module's two entry points. */
export interface LabellingEngine {
  decodeModel: typeof decodeModel;
  createLabeller: typeof createLabeller;
}

/**
 * A checkout's labelling engine (functions/core/labelling/index.ts) bundled as a Lambda bundles it
 * (cdk/constructs/bundling.ts: one minified ES module, names kept) and imported: the code that
 * labels in production (tsx compiles it module by module from source).
 */
export async function bundledEngine(repoRoot = join(import.meta.dirname, '..')): Promise<LabellingEngine> {
  const dir = mkdtempSync(join(tmpdir(), 'khanya-labelling-bundle-'));
  const outfile = join(dir, 'index.mjs');
  try {
    await esbuild.build({ ...esbuildOptionsFor(repoRoot, 'functions/core/labelling/index.ts', outfile), logLevel: 'warning' });
    return (await import(pathToFileURL(outfile).href)) as LabellingEngine;
  } finally {
    // The module is loaded; its file and source map are not read again.
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A corpus line as the labeller takes it. */
export interface CorpusTx {
  description: string;
  reference: string | null;
  amount_cents: number;
}

/**
 * The corpus mix: every line of `layerDir`'s train and held-out corpora, cycled to `lines` lines with
 * amounts varied so repeated descriptions are not identical inputs. Also bench/labelling-ab.ts's input.
 */
export function corpusMix(lines: number, layerDir = layer): { txs: CorpusTx[]; corpusLines: number } {
  const corpus = ['train.csv', 'heldout.csv'].flatMap((file) => {
    const records = parseCsv(readFileSync(join(layerDir, 'corpus', file), 'utf8')).map((r) => r.fields);
    records.shift();
    return records.filter((f) => f.length > 2).map((f) => ({ description: f[0]!, reference: f[1] || null, amount_cents: Number(f[2]) }));
  });
  const txs = Array.from({ length: lines }, (_, i) => {
    const base = corpus[i % corpus.length]!;
    const jitter = 1 + ((i * 7919) % 97) / 100;
    return { description: base.description, reference: base.reference, amount_cents: Math.round(base.amount_cents * jitter) || base.amount_cents };
  });
  return { txs, corpusLines: corpus.length };
}

/** Persona statements: every persona kind, 3 accounts x 12 months, in the banks' real description formats (grammar, references, dates, card masks). */
export function personaLines(): CorpusTx[] {
  return generateAll({ seed: 'bench-labelling', accounts: 3, months: 12 }).flatMap((p) =>
    p.accounts.flatMap((a) => a.transactions.map((t) => ({ description: t.description, reference: t.reference, amount_cents: Math.round(t.amount * 100) }))),
  );
}

/**
 * The same lines in a seeded random order (the same order every run: a Fisher-Yates shuffle drawn
 * from the persona generator's mulberry32). The corpus mix's own order keeps a label's lines
 * together, as the generator writes them, and lines that take the same path through the rules run
 * faster after one another (session 101: the bench's order flatters the mix's rate by about a third
 * against a random one), so the rate in a random order is reported beside it
 * (bench/labelling-order.ts has more orders).
 */
export function shuffled<T>(items: readonly T[]): T[] {
  const random = new Rng(101);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The median rate of `runs` timed passes of `pass` over `lines` lines, after warm-up passes of about `warmLines` lines. */
function medianRate(pass: () => void, lines: number, runs: number, warmLines: number): { rates: number[]; median: number } {
  for (let warmed = 0; warmed < warmLines; warmed += lines) pass();
  const rates: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    pass();
    rates.push(lines / ((performance.now() - start) / 1000));
  }
  return { rates, median: medianOf(rates) };
}

/**
 * The persona lines as the analysis worker holds its transactions: records of a stored
 * transaction's fields, parsed from JSON as the worker reads them from storage.
 */
function asStoredTransactions(personaTxs: readonly CorpusTx[]): CorpusTx[] {
  const records = personaTxs.map((tx, i) => ({
    id: `5f0c${String(i).padStart(20, '0')}`,
    account_id: `acc-${i % 3}`,
    datetime: `2026-${String((i % 12) + 1).padStart(2, '0')}-15T10:00:00+02:00`,
    description: tx.description,
    reference: tx.reference,
    amount_cents: tx.amount_cents,
    balance_cents: 1_000_000 - i,
  }));
  return JSON.parse(JSON.stringify(records)) as CorpusTx[];
}

/**
 * Corpus-mix and persona-statement passes of one engine: a warm-up pass each, then the median of
 * `runs`; with `orders`, also the same lines in a random order and the persona lines as the
 * analysis worker labels them.
 */
function throughputOf(engine: LabellingEngine, raw: LabellingModel, txs: readonly CorpusTx[], personaTxs: readonly CorpusTx[], runs: number, orders: boolean) {
  const t0 = performance.now();
  const labeller = engine.createLabeller(engine.decodeModel(raw));
  const decodeMs = performance.now() - t0;
  const firstStart = performance.now();
  labeller.labelAll(txs); // warm-up (JIT, matcher compilation, per-word model sums)
  const firstPassPerSecond = txs.length / ((performance.now() - firstStart) / 1000);
  const rates: number[] = [];
  const sources: Record<string, number> = {};
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const out = labeller.labelAll(txs);
    rates.push(txs.length / ((performance.now() - start) / 1000));
    if (run === 0) for (const r of out) sources[r.label_source] = (sources[r.label_source] ?? 0) + 1;
  }
  // Warm-up on as many lines as the corpus mix's warm-up pass (about six passes of the persona
  // statements): one pass of their 16,009 lines left the JIT still settling, so the persona median
  // measured warm-up (session 62: passes rose 339k, 372k, 426k, 510k, 517k).
  const personaRates = medianRate(() => labeller.labelAll(personaTxs), personaTxs.length, runs, txs.length).rates;
  if (!orders) return { decodeMs, firstPassPerSecond, rates, sources, personaRates, randomOrder: null, workerPath: null };
  const randomMix = shuffled(txs);
  const randomPersona = shuffled(personaTxs);
  const randomOrder = {
    medianPerSecond: medianRate(() => labeller.labelAll(randomMix), randomMix.length, runs, txs.length).median,
    personaMedianPerSecond: medianRate(() => labeller.labelAll(randomPersona), randomPersona.length, runs, txs.length).median,
  };
  // As the analysis worker labels (functions/workers/analyse-bank-data.ts): `label` once per
  // stored transaction, its answer copied into the transaction (withFields) and the answer itself
  // let go, where labelAll keeps every answer until the batch ends. (The labels' lengths are summed
  // and checked so that no line's work can be left out as unused.)
  const stored = asStoredTransactions(personaTxs);
  let labelledChars = 0;
  const workerPath = medianRate(
    () => {
      for (const tx of stored) labelledChars += withFields(tx, labeller.label(tx)).label.length;
    },
    stored.length,
    runs,
    txs.length,
  ).median;
  if (labelledChars === 0) throw new Error('the worker-path pass labelled nothing');
  return { decodeMs, firstPassPerSecond, rates, sources, personaRates, randomOrder, workerPath };
}

/**
 * Throughput of the engine as deployed (bundledEngine) and, for comparison with sessions before
 * 61, as tsx loads it from source; then the held-out quality.
 */
export async function measureLabelling(options: { lines?: number; runs?: number } = {}): Promise<LabellingResult> {
  const LINES = options.lines ?? 100_000;
  const RUNS = options.runs ?? 5;
  const { txs, corpusLines } = corpusMix(LINES);
  const personaTxs = personaLines();
  const bundled = await bundledEngine();

  const loadBefore = loadavg()[0]!;
  const json = readFileSync(MODEL_JSON, 'utf8');
  const raw = JSON.parse(json) as LabellingModel;
  const deployed = throughputOf(bundled, raw, txs, personaTxs, RUNS, true);
  const fromSource = throughputOf({ createLabeller, decodeModel }, raw, txs, personaTxs, RUNS, false);
  const median = medianOf(deployed.rates);
  const personaMedian = medianOf(deployed.personaRates);
  const loadAfter = loadavg()[0]!;

  const heldOutLines = readHeldOut();
  const quality = evaluate(raw, heldOutLines);
  return {
    lines: LINES,
    corpusLines,
    runs: RUNS,
    modelKiB: json.length / 1024,
    decodeMs: deployed.decodeMs,
    firstPassPerSecond: deployed.firstPassPerSecond,
    ratesPerSecond: deployed.rates,
    medianPerSecond: median,
    microsecondsPerTx: 1e6 / median,
    sources: deployed.sources,
    persona: { lines: personaTxs.length, ratesPerSecond: deployed.personaRates, medianPerSecond: personaMedian, met: personaMedian >= GOAL_TX_PER_S },
    randomOrder: ordersOf(deployed).randomOrder,
    workerPathPerSecond: ordersOf(deployed).workerPath,
    fromSource: { medianPerSecond: medianOf(fromSource.rates), personaMedianPerSecond: medianOf(fromSource.personaRates) },
    throughputMet: median >= GOAL_TX_PER_S && personaMedian >= GOAL_TX_PER_S,
    loadAverage: { before: loadBefore, after: loadAfter },
    heldOut: {
      lines: heldOutLines.length,
      accuracy: quality.combined.accuracy,
      macroF1: quality.combined.macroF1,
      rulesOnly: { accuracy: quality.rulesOnly.accuracy, macroF1: quality.rulesOnly.macroF1 },
      modelOnly: { accuracy: quality.modelOnly.accuracy, macroF1: quality.modelOnly.macroF1 },
      perLabel: quality.combined.perLabel,
      accuracyMet: quality.combined.accuracy >= GOAL_ACCURACY,
      macroF1Met: quality.combined.macroF1 >= GOAL_MACRO_F1,
    },
  };
}

/** The random-order and worker-path figures of a pass that measured them. */
function ordersOf(pass: ReturnType<typeof throughputOf>): { randomOrder: NonNullable<ReturnType<typeof throughputOf>['randomOrder']>; workerPath: number } {
  if (pass.randomOrder === null || pass.workerPath === null) throw new Error('the deployed engine is measured in every order');
  return { randomOrder: pass.randomOrder, workerPath: pass.workerPath };
}

export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
}

const int = (v: number) => Math.round(v).toLocaleString('en-ZA');
const pct = (v: number) => `${(100 * v).toFixed(2)} %`;

/** Prints the result; `perLabel` adds the per-label table. */
export function printLabelling(r: LabellingResult, log: (line?: string) => void = console.log, perLabel = true): void {
  log(`  Throughput of the engine as deployed (bundled as a Lambda bundles it): ${int(r.lines)} mixed lines from ${int(r.corpusLines)} corpus lines, 1 core, median of ${r.runs} after a warm-up pass`);
  log(`    model load + decode   ${r.decodeMs.toFixed(1)} ms (${r.modelKiB.toFixed(0)} KiB JSON)`);
  log(`    first pass (cold)     ${int(r.firstPassPerSecond)} tx/s (JIT and the model's per-word sums warming up)`);
  log(`    runs                  ${r.ratesPerSecond.map(int).join(' / ')} tx/s`);
  log(`    median                ${int(r.medianPerSecond)} tx/s  (${r.microsecondsPerTx.toFixed(2)} µs per transaction)`);
  log(`    sources               ${Object.entries(r.sources).map(([k, v]) => `${k} ${((100 * v) / r.lines).toFixed(1)}%`).join(', ')}`);
  log(`  Persona statements: ${int(r.persona.lines)} lines (every persona kind, 3 accounts x 12 months), median of ${r.runs}`);
  log(`    runs                  ${r.persona.ratesPerSecond.map(int).join(' / ')} tx/s`);
  log(`    median                ${int(r.persona.medianPerSecond)} tx/s`);
  log(`    goal >= ${int(GOAL_TX_PER_S)} tx/s (corpus mix and persona lines, each in its own order): ${r.throughputMet ? 'met' : 'NOT MET'}`);
  log(`  The same lines in a seeded random order (no help from neighbours that share a path): corpus mix ${int(r.randomOrder.medianPerSecond)} tx/s, persona ${int(r.randomOrder.personaMedianPerSecond)} tx/s (median of ${r.runs})`);
  log(`  Persona lines as the analysis worker labels them (stored transactions parsed from JSON, label per line, the answer copied in with withFields): ${int(r.workerPathPerSecond)} tx/s (median of ${r.runs})`);
  log(`  The same engine loaded from source by tsx: corpus mix ${int(r.fromSource.medianPerSecond)} tx/s, persona ${int(r.fromSource.personaMedianPerSecond)} tx/s (median of ${r.runs})`);
  log(`    load average          ${r.loadAverage.before.toFixed(2)} before, ${r.loadAverage.after.toFixed(2)} after (1 minute; the goal is for a quiet machine)`);
  const h = r.heldOut;
  log(`  Held-out quality (${int(h.lines)} lines, layers/labelling-model/evaluate.ts):`);
  log(`    combined   accuracy ${pct(h.accuracy)}  macro-F1 ${h.macroF1.toFixed(4)}`);
  log(`    rules only accuracy ${pct(h.rulesOnly.accuracy)}  macro-F1 ${h.rulesOnly.macroF1.toFixed(4)}`);
  log(`    model only accuracy ${pct(h.modelOnly.accuracy)}  macro-F1 ${h.modelOnly.macroF1.toFixed(4)}`);
  log(`    goal accuracy >= ${pct(GOAL_ACCURACY)}: ${h.accuracyMet ? 'met' : 'NOT MET'}; goal macro-F1 >= ${GOAL_MACRO_F1}: ${h.macroF1Met ? 'met' : 'NOT MET'}`);
  if (!perLabel) return;
  log(`    ${'label'.padEnd(34)} precision  recall     F1  support`);
  for (const l of h.perLabel) {
    log(`    ${l.label.padEnd(34)} ${l.precision.toFixed(3).padStart(9)} ${l.recall.toFixed(3).padStart(7)} ${l.f1.toFixed(3).padStart(6)} ${String(l.support).padStart(8)}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const num = (name: string, fallback: number) => {
    const raw = args.find((a) => a.startsWith(`--${name}=`));
    return raw ? Number(raw.split('=')[1]) : fallback;
  };
  console.log('Labelling');
  printLabelling(await measureLabelling({ lines: num('lines', 100_000), runs: num('runs', 5) }));
}
