/**
 * Evaluates the committed model and rules on the HELD-OUT corpus:
 *   npx tsx layers/labelling-model/evaluate.ts            (tables on stdout)
 *   npx tsx layers/labelling-model/evaluate.ts --json     (the numbers as JSON)
 *   npx tsx layers/labelling-model/evaluate.ts --errors   (plus the misclassified lines)
 * Prints accuracy and macro-F1 for rules-only, model-only and combined, per-label
 * precision/recall/F1/support for combined, per-bank accuracy, and accuracy on held-out lines
 * whose merchant the knowledge base knows vs does not know.
 */
import { readFileSync } from 'node:fs';
import { LABELS } from '#schemas/labels';
import { createLabeller, decodeModel, merchantKey, type LabellingModel } from '#core/labelling/index';
import { knowledgeBaseHas } from './lib/kb-lookup.ts';
import { labellerInput, MODEL_FILE, readHeldOut, type CorpusLine } from './lib/corpus.ts';

export interface Scores {
  accuracy: number;
  macroF1: number;
  perLabel: Array<{ label: string; precision: number; recall: number; f1: number; support: number }>;
}

export function score(lines: readonly CorpusLine[], predicted: readonly string[]): Scores {
  const tp = new Map<string, number>();
  const fp = new Map<string, number>();
  const fn = new Map<string, number>();
  let correct = 0;
  lines.forEach((line, i) => {
    const p = predicted[i]!;
    if (p === line.label) {
      correct++;
      tp.set(p, (tp.get(p) ?? 0) + 1);
    } else {
      fp.set(p, (fp.get(p) ?? 0) + 1);
      fn.set(line.label, (fn.get(line.label) ?? 0) + 1);
    }
  });
  const present = LABELS.map((l) => l.label).filter((l) => lines.some((line) => line.label === l));
  const perLabel = present.map((label) => {
    const t = tp.get(label) ?? 0;
    const precision = t + (fp.get(label) ?? 0) === 0 ? 0 : t / (t + (fp.get(label) ?? 0));
    const recall = t + (fn.get(label) ?? 0) === 0 ? 0 : t / (t + (fn.get(label) ?? 0));
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { label, precision, recall, f1, support: t + (fn.get(label) ?? 0) };
  });
  const macroF1 = perLabel.reduce((s, r) => s + r.f1, 0) / perLabel.length;
  return { accuracy: correct / lines.length, macroF1, perLabel };
}

/** Reliability table (10 equal-width confidence bins) and expected calibration error. */
export function reliability(labels: readonly string[], predictions: ReadonlyArray<{ label: string; label_confidence: number }>) {
  const bins = Array.from({ length: 10 }, (_, i) => ({ from: i / 10, to: (i + 1) / 10, n: 0, confidence: 0, correct: 0 }));
  predictions.forEach((p, i) => {
    const b = bins[Math.min(9, Math.floor(p.label_confidence * 10))]!;
    b.n++;
    b.confidence += p.label_confidence;
    b.correct += p.label === labels[i] ? 1 : 0;
  });
  const total = predictions.length;
  const ece = bins.reduce((sum, b) => (b.n ? sum + (b.n / total) * Math.abs(b.correct / b.n - b.confidence / b.n) : sum), 0);
  return { ece, bins: bins.map((b) => ({ from: b.from, to: b.to, n: b.n, meanConfidence: b.n ? b.confidence / b.n : 0, accuracy: b.n ? b.correct / b.n : 0 })) };
}

export function printReliability(title: string, r: ReturnType<typeof reliability>): void {
  console.log(`\n  ${title}: expected calibration error ${r.ece.toFixed(4)}`);
  console.log('    confidence      lines  mean conf  accuracy');
  for (const b of r.bins) if (b.n) console.log(`    ${b.from.toFixed(1)}-${b.to.toFixed(1)}   ${String(b.n).padStart(10)}  ${b.meanConfidence.toFixed(3).padStart(9)}  ${b.accuracy.toFixed(3).padStart(8)}`);
}

export function evaluate(model: LabellingModel, lines: readonly CorpusLine[]) {
  const decoded = decodeModel(model);
  const run = (options: Parameters<typeof createLabeller>[1]) => {
    const labeller = createLabeller(decoded, options);
    return lines.map((l) => labeller.label(labellerInput(l)));
  };
  const combined = run({});
  const rulesOnly = run({ disableModel: true });
  const modelOnly = run({ disableRules: true });
  return {
    combined: score(lines, combined.map((r) => r.label)),
    rulesOnly: score(lines, rulesOnly.map((r) => r.label)),
    modelOnly: score(lines, modelOnly.map((r) => r.label)),
    predictions: combined,
  };
}

const pct = (v: number) => `${(100 * v).toFixed(2)}%`;

function main(): void {
  const args = process.argv.slice(2);
  const model = JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as LabellingModel;
  const lines = readHeldOut();
  const result = evaluate(model, lines);
  const bySource = new Map<string, number>();
  result.predictions.forEach((p) => bySource.set(p.label_source, (bySource.get(p.label_source) ?? 0) + 1));
  const known = lines.map((l) => knowledgeBaseHas(merchantKey(l.description)) || knowledgeBaseHas(l.merchant));
  const subset = (keep: (i: number) => boolean) => {
    const idx = lines.map((_, i) => i).filter(keep);
    return { n: idx.length, accuracy: idx.filter((i) => result.predictions[i]!.label === lines[i]!.label).length / Math.max(1, idx.length) };
  };
  const kbKnown = subset((i) => known[i]!);
  const kbUnknown = subset((i) => !known[i]!);
  const banks = [...new Set(lines.map((l) => l.bank))].sort();
  const perBank = banks.map((b) => ({ bank: b, ...subset((i) => lines[i]!.bank === b) }));
  const hand = subset((i) => lines[i]!.origin === 'hand');

  if (args.includes('--json')) {
    console.log(JSON.stringify({ lines: lines.length, calibration: reliability(lines.map((l) => l.label), result.predictions), combined: result.combined, rulesOnly: { accuracy: result.rulesOnly.accuracy, macroF1: result.rulesOnly.macroF1 }, modelOnly: { accuracy: result.modelOnly.accuracy, macroF1: result.modelOnly.macroF1 }, kbKnown, kbUnknown, perBank, hand }, null, 2));
    return;
  }
  console.log(`Held-out corpus: ${lines.length} lines (never read by rule construction or training)\n`);
  console.log('                 accuracy   macro-F1');
  for (const [name, s] of [['rules only', result.rulesOnly], ['model only', result.modelOnly], ['combined', result.combined]] as const) {
    console.log(`  ${name.padEnd(13)} ${pct(s.accuracy).padStart(8)}   ${s.macroF1.toFixed(4)}`);
  }
  console.log(`\n  goal: accuracy >= 92%, macro-F1 >= 0.88 -> ${result.combined.accuracy >= 0.92 && result.combined.macroF1 >= 0.88 ? 'MET' : 'NOT MET'}`);
  console.log(`  label sources (combined): ${[...bySource].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log(`  merchant known to the knowledge base: ${kbKnown.n} lines, accuracy ${pct(kbKnown.accuracy)}; unknown: ${kbUnknown.n} lines, accuracy ${pct(kbUnknown.accuracy)}`);
  console.log(`  hand-written held-out lines: ${hand.n}, accuracy ${pct(hand.accuracy)}`);
  console.log(`  per bank: ${perBank.map((b) => `${b.bank} ${pct(b.accuracy)} (${b.n})`).join(', ')}\n`);
  console.log(`  ${'label'.padEnd(28)} precision  recall     F1  support`);
  for (const r of result.combined.perLabel) {
    console.log(`  ${r.label.padEnd(28)} ${r.precision.toFixed(3).padStart(9)} ${r.recall.toFixed(3).padStart(7)} ${r.f1.toFixed(3).padStart(6)} ${String(r.support).padStart(8)}`);
  }
  printReliability('calibration on held-out', reliability(lines.map((l) => l.label), result.predictions));
  if (args.includes('--errors')) {
    console.log('\nMisclassified:');
    lines.forEach((l, i) => {
      const p = result.predictions[i]!;
      if (p.label !== l.label) console.log(`  ${l.bank.padEnd(13)} ${String(l.amount_cents).padStart(9)}  ${l.description}  | want ${l.label} got ${p.label} (${p.label_source} ${p.label_confidence})`);
    });
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) main();
