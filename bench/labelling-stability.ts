/**
 * Labelling model stability: `npx tsx bench/labelling-stability.ts [--seeds=1,3,5] [--changes=5]`.
 *
 * How much the labels move when nothing that should move them changes. Two measures, each for a
 * model averaged over K training orders (lib/training.ts `train`, K seeds):
 *   1. Order noise: two models trained on the same file with disjoint seed sets; the share of lines
 *      labelled differently.
 *   2. One gold change: the training file with one line's gold changed (to `Uncategorised`), trained
 *      with the same seeds; the lines labelled differently (that line itself is in neither set).
 *      Session 34 changed one line's gold and five test lines moved.
 * Lines compared: the generated held-out file and the real-world tuning split (no test split is
 * read). Both models use the committed model's thresholds and calibration, so only the weights differ.
 * Also prints each configuration's accuracy on the same lines. Nothing here asserts.
 */
import { readFileSync } from 'node:fs';
import { createLabeller, decodeModel, type LabellingModel } from '#core/labelling/index';
import { labellerInput, MODEL_FILE, readHeldOut, readRealWorld, readTrain, type CorpusLine } from '../layers/labelling-model/lib/corpus.ts';
import { build } from '../layers/labelling-model/lib/training.ts';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const seedCounts = (args.get('seeds') ?? '1,3,5').split(',').map(Number);
const changes = Number(args.get('changes') ?? 5);

const committed = JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as LabellingModel;
const train = readTrain();
const compared: Array<{ set: string; line: CorpusLine }> = [
  ...readHeldOut().map((line) => ({ set: 'held-out', line })),
  ...readRealWorld().map((line) => ({ set: 'tuning', line })),
];

function labelsOf(lines: CorpusLine[], seeds: number[]): string[] {
  const model = build(lines, committed.uncategorisedThreshold, committed.softRuleThreshold, 'stability', committed.calibration, seeds, true);
  const labeller = createLabeller(decodeModel(model));
  return compared.map(({ line }) => labeller.label(labellerInput(line)).label);
}

const differing = (a: string[], b: string[]) => a.reduce((n, label, i) => n + (label !== b[i] ? 1 : 0), 0);
const accuracy = (labels: string[], set: string) => {
  let n = 0;
  let right = 0;
  compared.forEach(({ set: s, line }, i) => {
    if (s !== set) return;
    n++;
    if (labels[i] === line.label) right++;
  });
  return `${((100 * right) / n).toFixed(2)} %`;
};

// Training lines whose gold is changed, spread over the file; each one's sign allows Uncategorised.
const changedAt = Array.from({ length: changes }, (_, i) => Math.floor(((i + 0.5) * train.length) / changes));

console.log(`Labelling model stability: ${compared.length} lines compared (held-out ${compared.filter((c) => c.set === 'held-out').length}, tuning ${compared.filter((c) => c.set === 'tuning').length}), training file ${train.length} lines`);
for (const k of seedCounts) {
  const seedsA = Array.from({ length: k }, (_, i) => 7 + i);
  const seedsB = Array.from({ length: k }, (_, i) => 7 + k + i);
  const started = performance.now();
  const a = labelsOf(train, seedsA);
  const b = labelsOf(train, seedsB);
  const perChange = changedAt.map((at) => differing(a, labelsOf(train.map((l, i) => (i === at ? { ...l, label: 'Uncategorised' } : l)), seedsA)));
  console.log(`  ${k} seed${k > 1 ? 's' : ' '}: order noise ${differing(a, b)} lines differ; one gold change moves ${perChange.join(' / ')} lines; accuracy held-out ${accuracy(a, 'held-out')} / ${accuracy(b, 'held-out')}, tuning ${accuracy(a, 'tuning')} / ${accuracy(b, 'tuning')}  (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
