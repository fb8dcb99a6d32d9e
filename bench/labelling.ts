/**
 * Labelling throughput: `npx tsx bench/labelling.ts [--lines=100000] [--runs=5]`.
 *
 * Labels 100,000 mixed lines (every corpus line, train and held-out, cycled with varied amounts:
 * card purchases, debit orders, transfers, fees, salaries, ... across nine bank formats) in one
 * single-threaded loop on one core: one warm-up pass, then the median of N timed passes. Also
 * reports the one-off cost of decoding the model (the Lambda cold-start share). The goal,
 * >= 100,000 transactions per second, is reported as met / not met; nothing here asserts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../functions/core/csv.ts';
import { createLabeller, decodeModel, type LabellingModel } from '../functions/core/labelling/index.ts';

const GOAL_TX_PER_S = 100_000;
const args = process.argv.slice(2);
const num = (name: string, fallback: number) => {
  const raw = args.find((a) => a.startsWith(`--${name}=`));
  return raw ? Number(raw.split('=')[1]) : fallback;
};
const LINES = num('lines', 100_000);
const RUNS = num('runs', 5);

const layer = join(import.meta.dirname, '..', 'layers', 'labelling-model');
const corpus = ['train.csv', 'heldout.csv'].flatMap((file) => {
  const records = parseCsv(readFileSync(join(layer, 'corpus', file), 'utf8')).map((r) => r.fields);
  records.shift();
  return records.filter((f) => f.length > 2).map((f) => ({ description: f[0]!, reference: f[1] || null, amount_cents: Number(f[2]) }));
});

// 100k lines: the corpus cycled, amounts varied so repeated descriptions are not identical inputs.
const txs = Array.from({ length: LINES }, (_, i) => {
  const base = corpus[i % corpus.length]!;
  const jitter = 1 + ((i * 7919) % 97) / 100;
  return { description: base.description, reference: base.reference, amount_cents: Math.round(base.amount_cents * jitter) || base.amount_cents };
});

const json = readFileSync(join(layer, 'layer', 'labelling-model', 'model.json'), 'utf8');
const t0 = performance.now();
const model = decodeModel(JSON.parse(json) as LabellingModel);
const labeller = createLabeller(model);
const decodeMs = performance.now() - t0;

labeller.labelAll(txs); // warm-up (JIT, matcher compilation)
const rates: number[] = [];
const sources = new Map<string, number>();
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  const out = labeller.labelAll(txs);
  const seconds = (performance.now() - start) / 1000;
  rates.push(LINES / seconds);
  if (run === 0) for (const r of out) sources.set(r.label_source, (sources.get(r.label_source) ?? 0) + 1);
}
rates.sort((a, b) => a - b);
const median = rates[Math.floor(rates.length / 2)]!;

console.log(`Labelling throughput (${LINES.toLocaleString('en-ZA')} mixed lines from ${corpus.length.toLocaleString('en-ZA')} corpus lines, 1 core, median of ${RUNS})`);
console.log(`  model load + decode   ${decodeMs.toFixed(1)} ms (${(json.length / 1024).toFixed(0)} KiB JSON)`);
console.log(`  runs                  ${rates.map((r) => Math.round(r).toLocaleString('en-ZA')).join(' / ')} tx/s`);
console.log(`  median                ${Math.round(median).toLocaleString('en-ZA')} tx/s  (${(1e6 / median).toFixed(2)} µs per transaction)`);
console.log(`  sources               ${[...sources].map(([k, v]) => `${k} ${(100 * v / LINES).toFixed(1)}%`).join(', ')}`);
console.log(`  goal >= ${GOAL_TX_PER_S.toLocaleString('en-ZA')} tx/s: ${median >= GOAL_TX_PER_S ? 'met' : 'NOT met'}`);
