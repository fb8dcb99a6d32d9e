/**
 * Evaluates the committed model and rules on REAL statement lines from public sources
 * (description,reference,amount_cents,bank,label,source,difficulty):
 *   corpus/real-world-test.csv    the TEST split, frozen 2026-11-22 before any tuning on it;
 *   corpus/real-world-test-2.csv  the second TEST split (TEST-2), frozen 2026-11-23: lines from public
 *                                 statements in neither of the other splits, hand-labelled and committed
 *                                 before the engine was first run on them (the first test split's numbers
 *                                 had been read many times by then; TEST-2 is the fresh, never-tuned-on one);
 *   corpus/real-world.csv         the TUNING split (the engine's authors may read and fix from it).
 *
 *   npx tsx layers/labelling-model/evaluate-real-world.ts            report + the tuning split's misses
 *   npx tsx layers/labelling-model/evaluate-real-world.ts --json     every number as JSON (BENCHMARKS.md)
 *   npx tsx layers/labelling-model/evaluate-real-world.ts --lobo     also leave-one-bank-out (retrains, minutes)
 *   npx tsx layers/labelling-model/evaluate-real-world.ts --test-misses   also list the TEST split's misses
 *   npx tsx layers/labelling-model/evaluate-real-world.ts --test-2-misses also list TEST-2's misses (and its wrong income lines)
 *
 * Reports, per split: accuracy and macro-F1 (combined, rules only, model only), per bank, per
 * difficulty, per label; the calibration of label_confidence (reliability bins, expected calibration
 * error) on both splits and on the generated held-out corpus; the precision of the income labels;
 * reference-noise invariance over every corpus line; and, with --lobo, leave-one-bank-out.
 *
 * The test splits' misses are not printed by default: reading them is how a test split stops being
 * one. Fix from the tuning split's misses; look at the test split's numbers only.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv, toCsv } from '#core/csv';
import { createLabeller, decodeModel, merchantKey, type LabelResult, type LabellingModel } from '#core/labelling/index';
import { NOT_WAGES_CREDITS } from '#core/labelling/rules';
import { score, type Scores } from './evaluate.ts';
import { CORPUS_DIR, HAND_FILE, LAYER_DIR, labellerInput, MODEL_FILE, parseCorpus, REAL_WORLD_FILE, readHeldOut, readRealWorld, readTrain, TRAIN_FILE, writeCorpus, type CorpusLine, type RealWorldLine } from './lib/corpus.ts';
import { mulberry32 } from './lib/random.ts';

export const REAL_WORLD_TEST_FILE = join(CORPUS_DIR, 'real-world-test.csv');
export const REAL_WORLD_TEST_2_FILE = join(CORPUS_DIR, 'real-world-test-2.csv');

/**
 * Test-split sources whose misses were read during tuning (2026-11-22, session 5): the lead passed
 * on a list of error classes seen in the evaluation's misses (Afrikaans FNB wording, EFTPOS and
 * magtape settlements, institutional credits, DEBIT TRANSFER, credit agreements, SARSEF) that came
 * from these files, and the engine was then fixed for those classes. Their lines stay in the test
 * split (the split's hash and bank coverage are pinned) but no longer count as unseen: the report
 * gives the test accuracy without them as the honest figure, until a fresh test split replaces them.
 */
export const EXPOSED_TEST_SOURCES: readonly string[] = [
  'https://github.com/Chrisie146/reconex/blob/55d1c281314eb066851975324c225afe1ef85278/FNB_PREMIER_CURRENT_ACCOUNT_170.pdf',
  'https://github.com/Chrisie146/reconex/blob/55d1c281314eb066851975324c225afe1ef85278/FNB_PREMIER_CURRENT_ACCOUNT_164.pdf',
  'https://github.com/Chrisie146/reconex/blob/55d1c281314eb066851975324c225afe1ef85278/debug_out_standard_bank_fresh.csv',
  'https://github.com/Chrisie146/reconex/blob/55d1c281314eb066851975324c225afe1ef85278/Absa.pdf',
];

/** Labels that count as income for affordability: a wrong one inflates income (issue 12: precision >= 97 %). */
export const INCOME_LABELS = ['Salaries and Wages', 'Pension', 'Social Security Income', 'Business Income'] as const;
const INCOME_PRECISION_GOAL = 0.97;
const NOISE_GOAL = 0.002;
const ECE_GOAL = 0.05;

type Labeller = ReturnType<typeof createLabeller>;
type Decoded = ReturnType<typeof decodeModel>;
const labelAll = (labeller: Labeller, lines: readonly RealWorldLine[] | readonly CorpusLine[]): LabelResult[] =>
  lines.map((l) => labeller.label(labellerInput(l)));

const accuracyOf = (lines: readonly CorpusLine[], predictions: readonly LabelResult[], keep: (i: number) => boolean = () => true) => {
  const idx = lines.map((_, i) => i).filter(keep);
  return { n: idx.length, accuracy: idx.filter((i) => predictions[i]!.label === lines[i]!.label).length / Math.max(1, idx.length) };
};

/**
 * The Wilson score interval (95 %, z = 1.96) of a proportion of `k` in `n`: what the share could be
 * on lines like these beyond the ones measured. Why: the test splits are a few hundred lines, so a
 * point's change in accuracy is two or three lines, and a goal (90 % right, 97 % precise) can be
 * judged met or missed only where the interval lies on one side of it. Wilson's interval, not the
 * normal one, because it stays inside [0, 1] and is honest for the few income predictions (3 of 3).
 */
export function wilsonInterval(k: number, n: number, z = 1.96): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

// ---------------------------------------------------------------- calibration

export interface ReliabilityBin {
  from: number;
  to: number;
  n: number;
  meanConfidence: number;
  accuracy: number;
}

/** Ten equal-width bins of label_confidence; ECE = sum over bins of (n_b / N) * |accuracy_b - confidence_b|. */
export function calibration(lines: readonly CorpusLine[], predictions: readonly LabelResult[], bins = 10): { bins: ReliabilityBin[]; ece: number; n: number; floor: EceFloor } {
  const confidences = predictions.map((p) => p.label_confidence);
  const right = predictions.map((p, i) => p.label === lines[i]!.label);
  const { bins: out, ece } = binnedEce(confidences, right, bins);
  return { bins: out, ece, n: predictions.length, floor: eceFloor(confidences, bins) };
}

function binnedEce(confidences: readonly number[], right: readonly boolean[], bins: number): { bins: ReliabilityBin[]; ece: number } {
  const acc = Array.from({ length: bins }, (_, b) => ({ from: b / bins, to: (b + 1) / bins, n: 0, conf: 0, right: 0 }));
  confidences.forEach((c, i) => {
    const bin = acc[Math.min(bins - 1, Math.max(0, Math.floor(c * bins)))]!;
    bin.n++;
    bin.conf += c;
    if (right[i]) bin.right++;
  });
  const n = confidences.length;
  const out = acc.map((b) => ({ from: b.from, to: b.to, n: b.n, meanConfidence: b.n ? b.conf / b.n : 0, accuracy: b.n ? b.right / b.n : 0 }));
  return { bins: out, ece: out.reduce((s, b) => s + (b.n / Math.max(1, n)) * Math.abs(b.accuracy - b.meanConfidence), 0) };
}

/** What ECE a perfectly calibrated labeller would still show on this many lines at these confidences. */
export interface EceFloor {
  mean: number;
  p95: number;
}

/**
 * Why: ECE on a few hundred lines is not zero even when every confidence is exactly right, because
 * a bin of 30 lines at 0.45 is right 0.45 of the time only on average. Each draw makes every line
 * right with probability equal to its own confidence (the labeller's claim taken as true) and
 * measures the ECE; the mean and 95th percentile of 2,000 seeded draws say how much of an observed
 * ECE sampling alone explains.
 */
export function eceFloor(confidences: readonly number[], bins = 10, draws = 2000): EceFloor {
  if (confidences.length === 0) return { mean: 0, p95: 0 };
  const random = mulberry32(0xece);
  const eces: number[] = [];
  for (let d = 0; d < draws; d++) eces.push(binnedEce(confidences, confidences.map((c) => random() < c), bins).ece);
  eces.sort((a, b) => a - b);
  return { mean: eces.reduce((s, e) => s + e, 0) / draws, p95: eces[Math.floor(0.95 * (draws - 1))]! };
}

// ---------------------------------------------------------------- income precision

export function incomePrecision(lines: readonly CorpusLine[], predictions: readonly LabelResult[]) {
  const perLabel = INCOME_LABELS.map((label) => {
    const idx = predictions.map((p, i) => (p.label === label ? i : -1)).filter((i) => i >= 0);
    const correct = idx.filter((i) => lines[i]!.label === label).length;
    return { label, predicted: idx.length, correct, precision: idx.length ? correct / idx.length : null, support: lines.filter((l) => l.label === label).length };
  });
  const predicted = perLabel.reduce((s, r) => s + r.predicted, 0);
  const correct = perLabel.reduce((s, r) => s + r.correct, 0);
  const wrong = predictions
    .map((p, i) => ({ p, l: lines[i]! }))
    .filter(({ p, l }) => (INCOME_LABELS as readonly string[]).includes(p.label) && p.label !== l.label)
    .map(({ p, l }) => ({ description: l.description, amount_cents: l.amount_cents, predicted: p.label, expected: l.label, confidence: p.label_confidence }));
  return { perLabel, predicted, correct, precision: predicted ? correct / predicted : null, wrong };
}

// ---------------------------------------------------------------- reference noise

/**
 * A seeded reference that carries no meaning: a bare number, a short prefix word and a number or
 * code (INV, REF, ACC, POL, as BYOD payloads and bank exports carry them), or a random token.
 */
export function noiseReference(rnd: () => number): { kind: string; reference: string } {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');
  const alnum = (n: number) => Array.from({ length: n }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[Math.floor(rnd() * 34)]).join('');
  const prefix = ['INV', 'REF', 'ACC', 'POL', 'INV', 'REF'][Math.floor(rnd() * 6)]!;
  switch (Math.floor(rnd() * 6)) {
    case 0:
      return { kind: 'number', reference: digits(6 + Math.floor(rnd() * 7)) };
    case 1:
      return { kind: 'prefix+number', reference: `${prefix}${digits(6)}` };
    case 2:
      return { kind: 'prefix number', reference: `${prefix} ${digits(5 + Math.floor(rnd() * 4))}` };
    case 3:
      return { kind: 'prefix code', reference: `${prefix}-${alnum(3)}${digits(4)}` };
    case 4:
      return { kind: 'token', reference: alnum(6 + Math.floor(rnd() * 6)) };
    default:
      return { kind: 'number with separators', reference: `${digits(4)}-${digits(4)}-${digits(2)}` };
  }
}

const NOISE_VARIANTS = 3;
const NOISE_SEED = 20261122;

/** For every line, NOISE_VARIANTS references are added (set when the line has none, appended after a space when it has one). */
export function referenceNoise(labeller: Labeller, corpora: ReadonlyArray<{ name: string; lines: readonly CorpusLine[] }>) {
  const rnd = mulberry32(NOISE_SEED);
  const byKind = new Map<string, { n: number; changed: number }>();
  const perCorpus = corpora.map(({ name, lines }) => {
    let pairs = 0;
    let changedPairs = 0;
    let changedLines = 0;
    const examples: Array<{ description: string; reference: string; before: string; after: string }> = [];
    for (const l of lines) {
      const before = labeller.label({ description: l.description, reference: l.reference || null, amount_cents: l.amount_cents }).label;
      let changed = false;
      for (let v = 0; v < NOISE_VARIANTS; v++) {
        const { kind, reference } = noiseReference(rnd);
        const ref = l.reference ? `${l.reference} ${reference}` : reference;
        const after = labeller.label({ description: l.description, reference: ref, amount_cents: l.amount_cents }).label;
        const k = byKind.get(kind) ?? { n: 0, changed: 0 };
        k.n++;
        pairs++;
        if (after !== before) {
          k.changed++;
          changedPairs++;
          changed = true;
          if (examples.length < 8) examples.push({ description: l.description, reference: ref, before, after });
        }
        byKind.set(kind, k);
      }
      if (changed) changedLines++;
    }
    return { corpus: name, lines: lines.length, pairs, changedPairs, pairShare: changedPairs / Math.max(1, pairs), changedLines, lineShare: changedLines / Math.max(1, lines.length), examples };
  });
  const lines = perCorpus.reduce((s, c) => s + c.lines, 0);
  const changedLines = perCorpus.reduce((s, c) => s + c.changedLines, 0);
  const pairs = perCorpus.reduce((s, c) => s + c.pairs, 0);
  const changedPairs = perCorpus.reduce((s, c) => s + c.changedPairs, 0);
  return {
    variantsPerLine: NOISE_VARIANTS,
    seed: NOISE_SEED,
    lines,
    changedLines,
    lineShare: changedLines / Math.max(1, lines),
    pairs,
    changedPairs,
    pairShare: changedPairs / Math.max(1, pairs),
    perCorpus,
    perKind: [...byKind].map(([kind, v]) => ({ kind, n: v.n, changed: v.changed, share: v.changed / Math.max(1, v.n) })),
  };
}

/**
 * Credits from payers that never pay wages (NOT_WAGES_CREDITS: a grant, a pension or a benefit
 * fund, a lender, the revenue service, a betting site, the holder's savings, interest), as the
 * engine labels them with their own reference: how many a reference reading SALARY turns into salary. A reference is the payer's to
 * write, and a salary word beside such a payer inflates income with a loan, a grant or a refund.
 */
export const SALARY_REFERENCE = 'SALARY';

export function salaryReference(labeller: Labeller, corpora: ReadonlyArray<{ name: string; lines: readonly CorpusLine[] }>) {
  const perCorpus = corpora.map(({ name, lines }) => {
    let credits = 0;
    let becameSalary = 0;
    for (const l of lines) {
      if (l.amount_cents <= 0) continue;
      const input = labellerInput(l);
      if (!NOT_WAGES_CREDITS.has(labeller.label(input).label)) continue;
      credits++;
      const reference = l.reference ? `${l.reference} ${SALARY_REFERENCE}` : SALARY_REFERENCE;
      if (labeller.label({ ...input, reference }).label === 'Salaries and Wages') becameSalary++;
    }
    return { corpus: name, credits, becameSalary };
  });
  return { perCorpus, credits: perCorpus.reduce((s, c) => s + c.credits, 0), becameSalary: perCorpus.reduce((s, c) => s + c.becameSalary, 0) };
}

// ---------------------------------------------------------------- leave-one-bank-out

/**
 * Leave-one-bank-out without changing train.ts: train.ts reads ONLY corpus/train.csv next to its
 * lib/ and writes layer/labelling-model/model.json next to it (both paths follow the file's own
 * location), so a copy of train.ts and lib/ in .bench/lobo/<bank>/ (git-ignored) with a train.csv
 * and a real-world.csv (the tuning split, read for the calibration) that lack the bank's lines
 * trains, tunes (the thresholds) and calibrates without that bank. The rules,
 * grammar and knowledge base are code and still know every bank's wording: this measures how the
 * MODEL generalises to a bank's lines it was not trained on, not a rules-blind engine. A model is
 * reused while the filtered training file, train.ts and lib/ are unchanged (hash in trained-from.txt).
 */
export function leaveOneBankOut(banks: readonly string[], evalLines: readonly RealWorldLine[], full: Decoded) {
  const root = join(LAYER_DIR, '..', '..', '.bench', 'lobo');
  const trainLines = readTrain();
  const fullLabeller = createLabeller(full);
  return banks.map((bank) => {
    const dir = join(root, bank);
    mkdirSync(join(dir, 'lib'), { recursive: true });
    mkdirSync(join(dir, 'corpus'), { recursive: true });
    copyFileSync(join(LAYER_DIR, 'train.ts'), join(dir, 'train.ts'));
    for (const f of readdirSync(join(LAYER_DIR, 'lib'))) copyFileSync(join(LAYER_DIR, 'lib', f), join(dir, 'lib', f));
    const kept = trainLines.filter((l) => l.bank !== bank);
    writeCorpus(join(dir, 'corpus', 'train.csv'), kept);
    // train.ts also fits the calibration on the real-world tuning split: without the bank's lines too.
    const [header, ...rows] = parseCsv(readFileSync(REAL_WORLD_FILE, 'utf8')).map((r) => r.fields);
    const bankColumn = (header ?? []).indexOf('bank');
    writeFileSync(join(dir, 'corpus', 'real-world.csv'), toCsv([header ?? [], ...rows.filter((f) => f.length > 1 && f[bankColumn] !== bank)]));
    // And the first-run counts it calibrates the rule kinds towards (counts of decision kinds, no lines).
    copyFileSync(join(LAYER_DIR, 'corpus', 'first-run.json'), join(dir, 'corpus', 'first-run.json'));
    const hash = createHash('sha256')
      .update(readFileSync(join(dir, 'corpus', 'train.csv')))
      .update(readFileSync(join(dir, 'corpus', 'real-world.csv')))
      .update(readFileSync(join(dir, 'corpus', 'first-run.json')))
      .update(readFileSync(join(dir, 'train.ts')));
    // The training itself lives in lib/ (lib/training.ts): a change there retrains too.
    for (const f of readdirSync(join(dir, 'lib')).sort()) hash.update(readFileSync(join(dir, 'lib', f)));
    const stamp = hash.digest('hex');
    const modelFile = join(dir, 'layer', 'labelling-model', 'model.json');
    const stampFile = join(dir, 'trained-from.txt');
    let seconds = 0;
    if (!existsSync(modelFile) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
      const started = Date.now();
      const run = spawnSync(process.execPath, ['--import', 'tsx', join(dir, 'train.ts')], { cwd: join(LAYER_DIR, '..', '..'), encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`leave-one-bank-out training without ${bank} failed: ${run.stderr || run.stdout}`);
      seconds = (Date.now() - started) / 1000;
      writeFileSync(stampFile, stamp);
    }
    const without = createLabeller(decodeModel(JSON.parse(readFileSync(modelFile, 'utf8')) as LabellingModel));
    const lines = evalLines.filter((l) => l.bank === bank);
    const withBank = accuracyOf(lines, labelAll(fullLabeller, lines));
    const withoutBank = accuracyOf(lines, labelAll(without, lines));
    const modelOnlyWith = accuracyOf(lines, labelAll(createLabeller(full, { disableRules: true }), lines));
    const modelOnlyWithout = accuracyOf(lines, labelAll(createLabeller(decodeModel(JSON.parse(readFileSync(modelFile, 'utf8')) as LabellingModel), { disableRules: true }), lines));
    return {
      bank,
      trainLinesDropped: trainLines.length - kept.length,
      lines: lines.length,
      accuracyWithBank: withBank.accuracy,
      accuracyWithoutBank: withoutBank.accuracy,
      modelOnlyWithBank: modelOnlyWith.accuracy,
      modelOnlyWithoutBank: modelOnlyWithout.accuracy,
      trainingSeconds: seconds,
    };
  });
}

// ---------------------------------------------------------------- report

function splitReport(decoded: Decoded, lines: readonly RealWorldLine[], trainKeys: ReadonlySet<string>) {
  const combined = labelAll(createLabeller(decoded), lines);
  const all = score(lines, combined.map((p) => p.label));
  const rulesOnly = score(lines, labelAll(createLabeller(decoded, { disableModel: true }), lines).map((p) => p.label));
  const modelOnly = score(lines, labelAll(createLabeller(decoded, { disableRules: true }), lines).map((p) => p.label));
  const banks = [...new Set(lines.map((l) => l.bank))].sort();
  const sources = new Map<string, number>();
  combined.forEach((p) => sources.set(p.label_source, (sources.get(p.label_source) ?? 0) + 1));
  const right = combined.filter((p, i) => p.label === lines[i]!.label).length;
  return {
    lines: lines.length,
    right,
    accuracyInterval: wilsonInterval(right, lines.length),
    combined: { accuracy: all.accuracy, macroF1: all.macroF1 },
    rulesOnly: { accuracy: rulesOnly.accuracy, macroF1: rulesOnly.macroF1 },
    modelOnly: { accuracy: modelOnly.accuracy, macroF1: modelOnly.macroF1 },
    labelSources: Object.fromEntries(sources),
    perBank: banks.map((bank) => ({ bank, ...accuracyOf(lines, combined, (i) => lines[i]!.bank === bank) })),
    perDifficulty: ['easy', 'hard'].map((difficulty) => ({ difficulty, ...accuracyOf(lines, combined, (i) => lines[i]!.difficulty === difficulty) })),
    unseenMerchantKey: accuracyOf(lines, combined, (i) => !trainKeys.has(merchantKey(lines[i]!.description))),
    neverExposed: {
      ...accuracyOf(lines, combined, (i) => !EXPOSED_TEST_SOURCES.includes(lines[i]!.source)),
      perBank: banks.map((bank) => ({ bank, ...accuracyOf(lines, combined, (i) => lines[i]!.bank === bank && !EXPOSED_TEST_SOURCES.includes(lines[i]!.source)) })),
    },
    perLabel: all.perLabel,
    calibration: calibration(lines, combined),
    income: incomePrecision(lines, combined),
    predictions: combined,
  };
}

const pct = (v: number | null) => (v === null ? '   -   ' : `${(100 * v).toFixed(2)}%`);
const pad = (s: string | number, n: number) => String(s).padStart(n);

function main(): void {
  const args = process.argv.slice(2);
  const started = Date.now();
  const decoded = decodeModel(JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as LabellingModel);
  const tuningLines = readRealWorld();
  const testLines = readRealWorld(readFileSync(REAL_WORLD_TEST_FILE, 'utf8'));
  const test2Lines = readRealWorld(readFileSync(REAL_WORLD_TEST_2_FILE, 'utf8'));
  const heldOut = readHeldOut();
  const hand = parseCorpus(readFileSync(HAND_FILE, 'utf8'));
  const trainKeys = new Set(readTrain().map((l) => merchantKey(l.description)));

  const test = splitReport(decoded, testLines, trainKeys);
  const test2 = splitReport(decoded, test2Lines, trainKeys);
  const tuning = splitReport(decoded, tuningLines, trainKeys);
  const heldOutPredictions = labelAll(createLabeller(decoded), heldOut);
  const heldOutCalibration = calibration(heldOut, heldOutPredictions);
  const everyCorpus = [
    { name: 'real-world test', lines: testLines },
    { name: 'real-world test-2', lines: test2Lines },
    { name: 'real-world tuning', lines: tuningLines },
    { name: 'held-out (generated)', lines: heldOut },
    { name: 'hand-written', lines: hand },
  ];
  const noise = referenceNoise(createLabeller(decoded), everyCorpus);
  const salaryRef = salaryReference(createLabeller(decoded), everyCorpus);
  // TEST-2's examples of a changed label would show the engine's labels on its lines: not printed.
  for (const c of noise.perCorpus) if (c.corpus === 'real-world test-2') c.examples = [];
  const banks = [...new Set([...testLines, ...test2Lines, ...tuningLines].map((l) => l.bank))].sort();
  const lobo = args.includes('--lobo') ? leaveOneBankOut(banks, [...testLines, ...test2Lines, ...tuningLines], decoded) : null;
  const pooled = wilsonInterval(test.right + test2.right, test.lines + test2.lines);
  const strip = ({ predictions: _p, ...rest }: ReturnType<typeof splitReport>) => rest;
  const missesOf = (lines: readonly RealWorldLine[], predictions: readonly LabelResult[]) =>
    lines
      .map((l, i) => ({ l, p: predictions[i]! }))
      .filter(({ l, p }) => p.label !== l.label)
      .map(({ l, p }) => ({ bank: l.bank, difficulty: l.difficulty, amount_cents: l.amount_cents, description: l.description, reference: l.reference, expected: l.label, predicted: p.label, confidence: p.label_confidence, label_source: p.label_source }));
  const tuningMisses = missesOf(tuningLines, tuning.predictions);
  const testMisses = missesOf(testLines, test.predictions);
  const test2Misses = missesOf(test2Lines, test2.predictions);
  const showTest2Misses = args.includes('--test-2-misses');
  /** TEST-2 without its lines: the wrong income predictions are misses too, listed only on request. */
  const strip2 = (r: ReturnType<typeof splitReport>) => {
    const { neverExposed: _n, ...rest } = strip(r);
    return showTest2Misses ? rest : { ...rest, income: { ...rest.income, wrong: rest.income.wrong.length } };
  };
  const seconds = (Date.now() - started) / 1000;

  if (args.includes('--json')) {
    console.log(
      JSON.stringify(
        {
          measured: new Date().toISOString(),
          model: MODEL_FILE.replace(`${LAYER_DIR}/`, ''),
          trainFile: TRAIN_FILE.replace(`${LAYER_DIR}/`, ''),
          test: strip(test),
          test2: strip2(test2),
          tuning: strip(tuning),
          testSplitsPooled: { lines: test.lines + test2.lines, right: test.right + test2.right, accuracyInterval: pooled },
          heldOutCalibration: { lines: heldOut.length, ...heldOutCalibration },
          referenceNoise: noise,
          salaryReference: salaryRef,
          leaveOneBankOut: lobo,
          tuningMisses,
          testMissCount: testMisses.length,
          ...(args.includes('--test-misses') ? { testMisses } : {}),
          test2MissCount: test2Misses.length,
          ...(showTest2Misses ? { test2Misses } : {}),
          seconds,
        },
        null,
        2,
      ),
    );
    return;
  }

  const line = (s = '') => console.log(s);
  line(`Real-world lines from public sources: TEST split ${testLines.length} (frozen 2026-11-22), TEST-2 split ${test2Lines.length} (frozen 2026-11-23), TUNING split ${tuningLines.length}`);
  line(`  test:   ${banks.map((b) => `${b} ${testLines.filter((l) => l.bank === b).length}`).join(', ')}`);
  line(`  test-2: ${banks.map((b) => `${b} ${test2Lines.filter((l) => l.bank === b).length}`).join(', ')}`);
  line(`  tuning: ${banks.map((b) => `${b} ${tuningLines.filter((l) => l.bank === b).length}`).join(', ')}\n`);
  line(`                      TEST split               TEST-2 split             TUNING split`);
  line(`                 accuracy  macro-F1       accuracy  macro-F1       accuracy  macro-F1`);
  for (const k of ['rulesOnly', 'modelOnly', 'combined'] as const) {
    const name = { rulesOnly: 'rules only', modelOnly: 'model only', combined: 'combined' }[k];
    line(
      `  ${name.padEnd(13)} ${pad(pct(test[k].accuracy), 8)}  ${test[k].macroF1.toFixed(4)}       ${pad(pct(test2[k].accuracy), 8)}  ${test2[k].macroF1.toFixed(4)}       ` +
        `${pad(pct(tuning[k].accuracy), 8)}  ${tuning[k].macroF1.toFixed(4)}`,
    );
  }
  const interval = (r: { low: number; high: number }) => `${(100 * r.low).toFixed(1)}-${(100 * r.high).toFixed(1)} %`;
  line(
    `  combined, 95 % interval (Wilson): TEST ${interval(test.accuracyInterval)} (one line is ${(100 / test.lines).toFixed(2)} points), ` +
      `TEST-2 ${interval(test2.accuracyInterval)} (${(100 / test2.lines).toFixed(2)}), tuning ${interval(tuning.accuracyInterval)} (in-sample)`,
  );
  line(
    `  both test splits pooled: ${test.right + test2.right} of ${test.lines + test2.lines} lines ${pct((test.right + test2.right) / Math.max(1, test.lines + test2.lines))}, ` +
      `95 % interval ${interval(pooled)}: the 90 % goal is ${pooled.high < 0.9 ? 'missed (the interval lies below it)' : pooled.low >= 0.9 ? 'met (the interval lies above it)' : 'undecided (the interval spans it)'}`,
  );
  line(
    `  TEST split without the sources exposed during tuning (EXPOSED_TEST_SOURCES): ${test.neverExposed.n} lines ${pct(test.neverExposed.accuracy)} ` +
      `(${test.neverExposed.perBank.filter((r) => r.n > 0).map((r) => `${r.bank} ${r.n} ${pct(r.accuracy)}`).join(', ')})`,
  );
  line(`  label sources: test ${JSON.stringify(test.labelSources)}, test-2 ${JSON.stringify(test2.labelSources)}, tuning ${JSON.stringify(tuning.labelSources)}`);
  line(
    `  merchant key never in train.csv: test ${test.unseenMerchantKey.n} lines ${pct(test.unseenMerchantKey.accuracy)}, ` +
      `test-2 ${test2.unseenMerchantKey.n} lines ${pct(test2.unseenMerchantKey.accuracy)}, tuning ${tuning.unseenMerchantKey.n} lines ${pct(tuning.unseenMerchantKey.accuracy)}\n`,
  );

  line(`  ${'bank'.padEnd(15)} ${'test n'.padStart(7)} ${'accuracy'.padStart(9)}   ${'test-2 n'.padStart(8)} ${'accuracy'.padStart(9)}   ${'tuning n'.padStart(8)} ${'accuracy'.padStart(9)}`);
  const cellN = (r: { n: number; accuracy: number } | undefined, w: number) => `${pad(r?.n ?? 0, w)} ${pad(pct(r && r.n ? r.accuracy : null), 9)}`;
  for (const b of banks) {
    line(`  ${b.padEnd(15)} ${cellN(test.perBank.find((r) => r.bank === b), 7)}   ${cellN(test2.perBank.find((r) => r.bank === b), 8)}   ${cellN(tuning.perBank.find((r) => r.bank === b), 8)}`);
  }
  for (const d of ['easy', 'hard']) {
    const at = (r: ReturnType<typeof splitReport>) => r.perDifficulty.find((x) => x.difficulty === d);
    line(`  ${`difficulty ${d}`.padEnd(15)} ${cellN(at(test), 7)}   ${cellN(at(test2), 8)}   ${cellN(at(tuning), 8)}`);
  }

  line(`\n  Income labels (goal: precision >= ${INCOME_PRECISION_GOAL * 100} %; a wrong income label inflates affordability)`);
  line(
    `  ${'label'.padEnd(24)} ${'test: predicted'.padStart(15)} ${'right'.padStart(6)} ${'precision'.padStart(10)}   ${'test-2: predicted'.padStart(17)} ${'right'.padStart(6)} ${'precision'.padStart(10)}   ` +
      `${'tuning: predicted'.padStart(17)} ${'right'.padStart(6)} ${'precision'.padStart(10)}`,
  );
  const inc = (r: { predicted: number; correct: number; precision: number | null }, w: number) => `${pad(r.predicted, w)} ${pad(r.correct, 6)} ${pad(pct(r.precision), 10)}`;
  INCOME_LABELS.forEach((label, i) => {
    line(`  ${label.padEnd(24)} ${inc(test.income.perLabel[i]!, 15)}   ${inc(test2.income.perLabel[i]!, 17)}   ${inc(tuning.income.perLabel[i]!, 17)}`);
  });
  line(`  ${'all four'.padEnd(24)} ${inc(test.income, 15)}   ${inc(test2.income, 17)}   ${inc(tuning.income, 17)}`);
  const incomeRight = test.income.correct + test2.income.correct;
  const incomePredicted = test.income.predicted + test2.income.predicted;
  const incomeInterval = wilsonInterval(incomeRight, incomePredicted);
  line(
    `  both test splits pooled: ${incomeRight} of ${incomePredicted} right, 95 % interval ${interval(incomeInterval)}: ` +
      `the ${INCOME_PRECISION_GOAL * 100} % goal is ${incomeInterval.low >= INCOME_PRECISION_GOAL ? 'met' : incomeInterval.high < INCOME_PRECISION_GOAL ? 'missed' : 'undecided: too few income predictions to show it either way'}`,
  );
  for (const w of tuning.income.wrong) line(`    tuning: ${w.description} (${w.amount_cents}) -> ${w.predicted} ${w.confidence}, is ${w.expected}`);

  line(`\n  Calibration of label_confidence (goal: expected calibration error <= ${ECE_GOAL})`);
  line(
    `  ${'confidence'.padEnd(11)} ${'test n'.padStart(7)} ${'mean conf'.padStart(10)} ${'accuracy'.padStart(9)}   ${'test-2 n'.padStart(8)} ${'mean conf'.padStart(10)} ${'accuracy'.padStart(9)}   ` +
      `${'tuning n'.padStart(8)} ${'mean conf'.padStart(10)} ${'accuracy'.padStart(9)}   ${'held-out n'.padStart(10)} ${'mean conf'.padStart(10)} ${'accuracy'.padStart(9)}`,
  );
  test.calibration.bins.forEach((t, b) => {
    const t2 = test2.calibration.bins[b]!;
    const u = tuning.calibration.bins[b]!;
    const h = heldOutCalibration.bins[b]!;
    const cell = (x: ReliabilityBin) => (x.n ? `${pad(x.meanConfidence.toFixed(3), 10)} ${pad(pct(x.accuracy), 9)}` : `${pad('-', 10)} ${pad('-', 9)}`);
    line(`  ${`${t.from.toFixed(1)}-${t.to.toFixed(1)}`.padEnd(11)} ${pad(t.n, 7)} ${cell(t)}   ${pad(t2.n, 8)} ${cell(t2)}   ${pad(u.n, 8)} ${cell(u)}   ${pad(h.n, 10)} ${cell(h)}`);
  });
  line(
    `  ${'ECE'.padEnd(11)} ${pad(test.calibration.ece.toFixed(4), 28)}   ${pad(test2.calibration.ece.toFixed(4), 29)}   ${pad(tuning.calibration.ece.toFixed(4), 29)}   ${pad(heldOutCalibration.ece.toFixed(4), 31)}`,
  );
  const floor = (f: EceFloor, w: number) => pad(`${f.mean.toFixed(4)} / ${f.p95.toFixed(4)}`, w);
  line(`  ${'if exact'.padEnd(11)} ${floor(test.calibration.floor, 28)}   ${floor(test2.calibration.floor, 29)}   ${floor(tuning.calibration.floor, 29)}   ${floor(heldOutCalibration.floor, 31)}`);
  line('  (if exact: the ECE a labeller whose every confidence were exactly right would show on these lines, mean / 95th percentile of 2,000 draws: what sampling alone explains)');

  line(`\n  Reference noise (goal: the label changes on < ${NOISE_GOAL * 100} % of lines): ${noise.variantsPerLine} seeded meaningless references added to every line`);
  for (const c of noise.perCorpus) line(`    ${c.corpus.padEnd(22)} ${pad(c.lines, 5)} lines: ${pad(c.changedLines, 4)} change (${pct(c.lineShare)}); ${c.changedPairs}/${c.pairs} variants (${pct(c.pairShare)})`);
  line(`    ${'all corpora'.padEnd(22)} ${pad(noise.lines, 5)} lines: ${pad(noise.changedLines, 4)} change (${pct(noise.lineShare)}); ${noise.changedPairs}/${noise.pairs} variants (${pct(noise.pairShare)})`);
  line(`    by kind: ${noise.perKind.map((k) => `${k.kind} ${pct(k.share)}`).join(', ')}`);
  for (const c of noise.perCorpus) for (const e of c.examples.slice(0, 3)) line(`      e.g. ${e.description} + "${e.reference}": ${e.before} -> ${e.after}`);

  line(`\n  A salary reference on a credit from a payer that pays no wages (a grant, pension or benefit fund, a lender, SARS, a betting site, the holder's savings, interest): reference "${SALARY_REFERENCE}" added`);
  for (const c of salaryRef.perCorpus) line(`    ${c.corpus.padEnd(22)} ${pad(c.credits, 5)} credits: ${pad(c.becameSalary, 4)} became salary (${pct(c.becameSalary / Math.max(1, c.credits))})`);
  line(`    ${'all corpora'.padEnd(22)} ${pad(salaryRef.credits, 5)} credits: ${pad(salaryRef.becameSalary, 4)} became salary (${pct(salaryRef.becameSalary / Math.max(1, salaryRef.credits))})`);

  if (lobo) {
    line(`\n  Leave-one-bank-out (model retrained, thresholds re-tuned and calibration refitted without the bank's train.csv and tuning lines; rules and knowledge base unchanged; scored on the bank's lines of all three splits, numbers only)`);
    line(`  ${'bank'.padEnd(15)} ${'dropped'.padStart(8)} ${'lines'.padStart(6)} ${'with bank'.padStart(10)} ${'without'.padStart(9)}   ${'model only: with'.padStart(16)} ${'without'.padStart(9)}`);
    for (const r of lobo) line(`  ${r.bank.padEnd(15)} ${pad(r.trainLinesDropped, 8)} ${pad(r.lines, 6)} ${pad(pct(r.accuracyWithBank), 10)} ${pad(pct(r.accuracyWithoutBank), 9)}   ${pad(pct(r.modelOnlyWithBank), 16)} ${pad(pct(r.modelOnlyWithoutBank), 9)}`);
  }

  line(
    `\n  ${'label (test split)'.padEnd(28)} precision  recall     F1  support     ${'(test-2) precision'.padStart(18)}  recall     F1  support     ${'(tuning) precision'.padStart(18)}  recall     F1  support`,
  );
  const labels = [...new Set([...test.perLabel.map((r) => r.label), ...test2.perLabel.map((r) => r.label), ...tuning.perLabel.map((r) => r.label)])];
  const row = (r: Scores['perLabel'][number] | undefined) => (r ? `${r.precision.toFixed(3).padStart(9)} ${r.recall.toFixed(3).padStart(7)} ${r.f1.toFixed(3).padStart(6)} ${pad(r.support, 8)}` : `${pad('-', 9)} ${pad('-', 7)} ${pad('-', 6)} ${pad(0, 8)}`);
  for (const label of labels) {
    line(`  ${label.padEnd(28)} ${row(test.perLabel.find((r) => r.label === label))}     ${row(test2.perLabel.find((r) => r.label === label))}     ${row(tuning.perLabel.find((r) => r.label === label))}`);
  }

  line(`\nTuning-split misses (${tuningMisses.length}); the test split has ${testMisses.length} (listed only with --test-misses), TEST-2 ${test2Misses.length} (only with --test-2-misses):`);
  for (const m of tuningMisses) line(`  ${m.bank.padEnd(13)} ${m.difficulty.padEnd(4)} ${pad(m.amount_cents, 10)}  ${m.description}${m.reference ? ` | ${m.reference}` : ''}  -> got ${m.predicted} (${m.label_source} ${m.confidence}), want ${m.expected}`);
  if (args.includes('--test-misses')) {
    line(`\nTEST-split misses (${testMisses.length}): for reporting error classes, not for fixing line by line`);
    for (const m of testMisses) line(`  ${m.bank.padEnd(13)} ${m.difficulty.padEnd(4)} ${pad(m.amount_cents, 10)}  ${m.description}${m.reference ? ` | ${m.reference}` : ''}  -> got ${m.predicted} (${m.label_source} ${m.confidence}), want ${m.expected}`);
  }
  if (showTest2Misses) {
    line(`\nTEST-2 misses (${test2Misses.length}): reading them spends the split; for reporting error classes, not for fixing line by line`);
    for (const m of test2Misses) line(`  ${m.bank.padEnd(13)} ${m.difficulty.padEnd(4)} ${pad(m.amount_cents, 10)}  ${m.description}${m.reference ? ` | ${m.reference}` : ''}  -> got ${m.predicted} (${m.label_source} ${m.confidence}), want ${m.expected}`);
  }
  line(`\n(${seconds.toFixed(1)} s)`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) main();
