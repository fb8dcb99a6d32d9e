/**
 * Evaluates the committed model and rules on REAL statement lines from public sources
 * (corpus/real-world.csv: description,reference,amount_cents,bank,label,source):
 *   npx tsx layers/labelling-model/evaluate-real-world.ts          (report + every miss)
 *   npx tsx layers/labelling-model/evaluate-real-world.ts --json   (the numbers as JSON)
 * Prints accuracy and macro-F1 over the labels present (combined, rules only, model only),
 * per-bank accuracy, accuracy on lines whose merchant key never occurs in train.csv, and every
 * miss (line -> predicted vs expected, confidence, label_source).
 *
 * real-world.csv is never read by training (train.ts opens only train.csv) and none of its lines
 * is identical to a training line (the real-world test checks this). It is NOT fully independent
 * of the hand-written lines, though: some hand-written lines were modelled on the same public
 * statements, which is why the "merchant key unseen in train.csv" subset is reported separately.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '#core/csv';
import { createLabeller, decodeModel, merchantKey, type LabellingModel } from '#core/labelling/index';
import { score } from './evaluate.ts';
import { CORPUS_DIR, MODEL_FILE, readTrain, type CorpusLine } from './lib/corpus.ts';

export const REAL_WORLD_FILE = join(CORPUS_DIR, 'real-world.csv');

export interface RealWorldLine extends CorpusLine {
  source: string;
}

export function readRealWorld(text = readFileSync(REAL_WORLD_FILE, 'utf8')): RealWorldLine[] {
  const records = parseCsv(text).map((r) => r.fields);
  const header = records.shift() ?? [];
  const at = (name: string) => header.indexOf(name);
  return records
    .filter((f) => f.length > 1)
    .map((f) => ({
      description: f[at('description')] ?? '',
      reference: f[at('reference')] ?? '',
      amount_cents: Number(f[at('amount_cents')]),
      bank: f[at('bank')] ?? '',
      label: f[at('label')] ?? '',
      merchant: '',
      template: '',
      origin: 'real-world',
      source: f[at('source')] ?? '',
    }));
}

const pct = (v: number) => `${(100 * v).toFixed(2)}%`;

function main(): void {
  const json = process.argv.includes('--json');
  const model = JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as LabellingModel;
  const decoded = decodeModel(model);
  const lines = readRealWorld();
  const run = (options: Parameters<typeof createLabeller>[1]) => {
    const labeller = createLabeller(decoded, options);
    return lines.map((l) => labeller.label({ description: l.description, reference: l.reference || null, amount_cents: l.amount_cents }));
  };
  const predictions = run({});
  const combined = score(lines, predictions.map((p) => p.label));
  const rulesOnly = score(lines, run({ disableModel: true }).map((p) => p.label));
  const modelOnly = score(lines, run({ disableRules: true }).map((p) => p.label));

  const trainKeys = new Set(readTrain().map((l) => merchantKey(l.description)));
  const subset = (keep: (i: number) => boolean) => {
    const idx = lines.map((_, i) => i).filter(keep);
    return { n: idx.length, accuracy: idx.filter((i) => predictions[i]!.label === lines[i]!.label).length / Math.max(1, idx.length) };
  };
  const banks = [...new Set(lines.map((l) => l.bank))].sort();
  const perBank = banks.map((bank) => ({ bank, ...subset((i) => lines[i]!.bank === bank) }));
  const unseenKey = subset((i) => !trainKeys.has(merchantKey(lines[i]!.description)));
  const bySource = new Map<string, number>();
  predictions.forEach((p) => bySource.set(p.label_source, (bySource.get(p.label_source) ?? 0) + 1));
  const misses = lines
    .map((l, i) => ({ line: l, p: predictions[i]! }))
    .filter(({ line, p }) => p.label !== line.label)
    .map(({ line, p }) => ({ bank: line.bank, amount_cents: line.amount_cents, description: line.description, expected: line.label, predicted: p.label, confidence: p.label_confidence, label_source: p.label_source }));

  if (json) {
    console.log(JSON.stringify({ lines: lines.length, combined: { accuracy: combined.accuracy, macroF1: combined.macroF1 }, rulesOnly: { accuracy: rulesOnly.accuracy, macroF1: rulesOnly.macroF1 }, modelOnly: { accuracy: modelOnly.accuracy, macroF1: modelOnly.macroF1 }, perBank, unseenKey, misses }, null, 2));
    return;
  }
  console.log(`Real-world corpus: ${lines.length} lines from public sources (${banks.map((b) => `${b} ${lines.filter((l) => l.bank === b).length}`).join(', ')})\n`);
  console.log('                 accuracy   macro-F1 (over the labels present)');
  for (const [name, s] of [['rules only', rulesOnly], ['model only', modelOnly], ['combined', combined]] as const) {
    console.log(`  ${name.padEnd(13)} ${pct(s.accuracy).padStart(8)}   ${s.macroF1.toFixed(4)}`);
  }
  console.log(`\n  label sources (combined): ${[...bySource].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log(`  per bank: ${perBank.map((b) => `${b.bank} ${pct(b.accuracy)} (${b.n})`).join(', ')}`);
  console.log(`  lines whose merchant key never occurs in train.csv: ${unseenKey.n}, accuracy ${pct(unseenKey.accuracy)}\n`);
  console.log(`  ${'label'.padEnd(28)} precision  recall     F1  support`);
  for (const r of combined.perLabel) {
    console.log(`  ${r.label.padEnd(28)} ${r.precision.toFixed(3).padStart(9)} ${r.recall.toFixed(3).padStart(7)} ${r.f1.toFixed(3).padStart(6)} ${String(r.support).padStart(8)}`);
  }
  console.log(`\nMisses (${misses.length}):`);
  for (const m of misses) {
    console.log(`  ${m.bank.padEnd(13)} ${String(m.amount_cents).padStart(9)}  ${m.description}  -> got ${m.predicted} (${m.label_source} ${m.confidence}), want ${m.expected}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) main();
