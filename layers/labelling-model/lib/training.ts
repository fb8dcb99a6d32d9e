/**
 * The labelling model's training (train.ts runs it on the training file): multinomial logistic
 * regression over the hashed features of functions/core/labelling/text.ts, AdaGrad SGD with L2, a
 * fixed number of epochs in each of several seeded orders of the lines, the weights averaged
 * (`train`); then pruned and quantised into the model file's form (`build`). Kept apart from
 * train.ts, which is a script, so that benchmarks and tests can train without running it.
 */
import { LABELS, labelDirection } from '#schemas/labels';
import { encodeModel, lineText, type Calibration } from '#core/labelling/index';
import { DEFAULT_HASH_BITS, hashFeatures } from '#core/labelling/text';
import type { CorpusLine } from './corpus.ts';
import { mulberry32 } from './random.ts';

export const HASH_BITS = DEFAULT_HASH_BITS;
export const EPOCHS = 3;
const LEARNING_RATE = 0.1;
const L2 = 1e-6;
const MAX_ENTRIES = 400_000;
const MIN_ABS_WEIGHT = 0.01;
/** The orders the lines are trained in, one training each, averaged (`train`). */
export const SEEDS: readonly number[] = [7, 8, 9, 10, 11];
/** Wrong labels with a probability below this get no update: keeps the weights sparse (and generalises better). */
const MIN_UPDATE_PROB = 0.02;

export const labelNames = LABELS.map((l) => l.label) as string[];
const L = labelNames.length;
const labelIndex = new Map(labelNames.map((l, i) => [l, i]));
const allowedFor = (amount: number): number[] =>
  labelNames.flatMap((label, i) => {
    const d = labelDirection(label);
    if (amount === 0 || d === 'either' || (amount > 0 && d === 'credit') || (amount < 0 && d === 'debit')) return [i];
    return [];
  });
const ALLOWED_DEBIT = allowedFor(-1);
const ALLOWED_CREDIT = allowedFor(1);
const ALLOWED_ANY = allowedFor(0);

export interface Example {
  features: Uint32Array;
  label: number;
  allowed: number[];
}

export function toExamples(lines: readonly CorpusLine[]): Example[] {
  const buffer = new Uint32Array(8192);
  return lines.map((line) => {
    const label = labelIndex.get(line.label);
    if (label === undefined) throw new Error(`Corpus line with an unknown label: ${line.label}`);
    const n = hashFeatures(lineText(line.description, line.reference), line.amount_cents, HASH_BITS, buffer);
    const allowed = line.amount_cents < 0 ? ALLOWED_DEBIT : line.amount_cents > 0 ? ALLOWED_CREDIT : ALLOWED_ANY;
    if (!allowed.includes(label)) throw new Error(`Corpus line labelled against its sign: ${line.description} ${line.amount_cents} ${line.label}`);
    return { features: buffer.slice(0, n), label, allowed };
  });
}

/**
 * The weights averaged over one training per seed, each seed a different order of the lines.
 * One order's weights carry that order's noise: two trainings of the same file in two orders label
 * 168 of 5,829 held-out and tuning lines differently, and any line added to the file reorders them
 * all. The average of five orders halves that (75 lines; bench/labelling-stability.ts). It does not
 * steady the lines that sit near a threshold against a change of gold: one training line's gold
 * changed still moves 5 to 22 of them, about as many as with one order.
 */
export function train(examples: Example[], seeds: readonly number[] = SEEDS, log: (line: string) => void = console.log): Float32Array {
  if (seeds.length === 0) throw new Error('train: at least one seed');
  const W = new Float32Array((1 << HASH_BITS) * L);
  for (const seed of seeds) {
    const one = trainOnce(examples, seed, log);
    for (let i = 0; i < W.length; i++) W[i] = W[i]! + one[i]! / seeds.length;
  }
  return W;
}

function trainOnce(examples: Example[], seed: number, log: (line: string) => void): Float32Array {
  const B = 1 << HASH_BITS;
  const W = new Float32Array(B * L);
  const G = new Float32Array(B * L); // AdaGrad accumulators
  const order = examples.map((_, i) => i);
  const rnd = mulberry32(seed);
  const scores = new Float64Array(L);
  const grad = new Float64Array(L);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let loss = 0;
    for (const idx of order) {
      const ex = examples[idx]!;
      const { features, allowed } = ex;
      for (const l of allowed) scores[l] = 0;
      for (let k = 0; k < features.length; k++) {
        const base = features[k]! * L;
        for (const l of allowed) scores[l]! += W[base + l]!;
      }
      let max = -Infinity;
      for (const l of allowed) if (scores[l]! > max) max = scores[l]!;
      let sum = 0;
      for (const l of allowed) sum += Math.exp(scores[l]! - max);
      for (const l of allowed) {
        const p = Math.exp(scores[l]! - max) / sum;
        grad[l] = l !== ex.label && p < MIN_UPDATE_PROB ? 0 : p - (l === ex.label ? 1 : 0);
      }
      loss -= Math.log(Math.max(1e-12, Math.exp(scores[ex.label]! - max) / sum));
      for (let k = 0; k < features.length; k++) {
        const base = features[k]! * L;
        for (const l of allowed) {
          if (grad[l] === 0) continue;
          const g = grad[l]! + L2 * W[base + l]!;
          const p = base + l;
          G[p] = G[p]! + g * g;
          W[p] = W[p]! - (LEARNING_RATE * g) / Math.sqrt(G[p]! + 1e-8);
        }
      }
    }
    log(`  epoch ${epoch + 1}/${EPOCHS}  mean loss ${(loss / examples.length).toFixed(4)}`);
  }
  return W;
}

function sparsify(W: Float32Array): { buckets: Map<number, Array<[number, number]>>; threshold: number } {
  const abs: number[] = [];
  for (let i = 0; i < W.length; i++) {
    const a = Math.abs(W[i]!);
    if (a >= MIN_ABS_WEIGHT) abs.push(a);
  }
  let threshold = MIN_ABS_WEIGHT;
  if (abs.length > MAX_ENTRIES) {
    abs.sort((a, b) => b - a);
    threshold = abs[MAX_ENTRIES - 1]!;
  }
  const buckets = new Map<number, Array<[number, number]>>();
  for (let i = 0; i < W.length; i++) {
    const w = W[i]!;
    if (Math.abs(w) < threshold) continue;
    const b = Math.floor(i / L);
    let list = buckets.get(b);
    if (!list) buckets.set(b, (list = []));
    list.push([i % L, w]);
  }
  return { buckets, threshold };
}

export function build(lines: CorpusLine[], uncategorisedThreshold: number, softRuleThreshold: number, trainedFrom: string, calibration?: Calibration, seeds: readonly number[] = SEEDS, quiet = false) {
  const log = quiet ? () => {} : console.log;
  const W = train(toExamples(lines), seeds, log);
  const { buckets, threshold } = sparsify(W);
  const model = encodeModel({ hashBits: HASH_BITS, labels: labelNames, buckets, uncategorisedThreshold, softRuleThreshold, trainedFrom, ...(calibration ? { calibration } : {}) });
  log(`  ${model.entries} weights kept (|w| >= ${threshold.toFixed(4)}), scale ${model.scale.toExponential(3)}`);
  return model;
}
