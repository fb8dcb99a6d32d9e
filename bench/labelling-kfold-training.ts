/**
 * Would the model generalise better to real statements if it were trained on real lines too?
 * `npx tsx bench/labelling-kfold-training.ts <variant> [weight]`, variant one of:
 *   base      train.csv only (the committed recipe);
 *   real      train.csv + the real-world TUNING split's lines outside the fold, `weight` times;
 *   new       train.csv + the newcomers' lines (bench/newcomer-lines, helper-written, synthetic);
 *   real+new  both.
 * Five folds over the tuning split, by source (one statement's lines share merchants, so a fold
 * holds whole statements): for each fold a copy of train.ts and lib/ in .bench/kfold/ (git-ignored)
 * trains, tunes its thresholds and calibrates without the fold's lines, and the full labeller
 * (rules + that model) labels the fold. Prints each fold's and the pooled accuracy. The test splits
 * are never read. Session 62 (2026-11-26): base 91.17 %, real x1 91.06 %, real x3 90.78 %, new
 * 90.44 %, real+new 91.00 % (1,778 lines): no gain, so train.ts keeps reading train.csv only.
 * A model is reused while its training files are unchanged (delete .bench/kfold to retrain).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv, toCsv } from '#core/csv';
import { createLabeller, decodeModel, type LabellingModel } from '#core/labelling/index';
import { labelDirection } from '#schemas/labels';
import { LAYER_DIR, labellerInput, readRealWorld, readTrain, writeCorpus, type CorpusLine } from '../layers/labelling-model/lib/corpus.ts';

const FOLDS = 5;
const VARIANTS = ['base', 'real', 'new', 'real+new'] as const;
type Variant = (typeof VARIANTS)[number];

const variant = (process.argv[2] ?? 'base') as Variant;
if (!VARIANTS.includes(variant)) throw new Error(`variant must be one of ${VARIANTS.join(', ')}`);
const weight = Number(process.argv[3] ?? 1);
const repoRoot = join(LAYER_DIR, '..', '..');

/** A statement's fold, by its source. */
const foldOf = (source: string): number => createHash('sha1').update(source).digest()[0]! % FOLDS;
/** The trainer refuses a line labelled against its amount's sign (a newcomer's debit UIF is fine, a credit Groceries not). */
const signFits = (line: CorpusLine): boolean => {
  const direction = labelDirection(line.label);
  return line.amount_cents !== 0 && (direction === 'either' || (direction === 'credit') === line.amount_cents > 0);
};

const tuning = readRealWorld();
const train = readTrain();
const newcomerDir = join(repoRoot, 'bench', 'newcomer-lines');
const newcomers: CorpusLine[] = readdirSync(newcomerDir)
  .filter((file) => file.endsWith('.csv'))
  .flatMap((file) => readRealWorld(readFileSync(join(newcomerDir, file), 'utf8')))
  .map((line) => ({ ...line, merchant: `newcomer:${line.description}`, template: 'newcomer', origin: 'hand' }))
  .filter(signFits);

let right = 0;
let total = 0;
for (let fold = 0; fold < FOLDS; fold++) {
  const dir = join(repoRoot, '.bench', 'kfold', `${variant}-w${weight}`, String(fold));
  mkdirSync(join(dir, 'lib'), { recursive: true });
  mkdirSync(join(dir, 'corpus'), { recursive: true });
  copyFileSync(join(LAYER_DIR, 'train.ts'), join(dir, 'train.ts'));
  for (const file of readdirSync(join(LAYER_DIR, 'lib'))) copyFileSync(join(LAYER_DIR, 'lib', file), join(dir, 'lib', file));
  copyFileSync(join(LAYER_DIR, 'corpus', 'first-run.json'), join(dir, 'corpus', 'first-run.json'));
  const outside = tuning.filter((line) => foldOf(line.source) !== fold);
  const inside = tuning.filter((line) => foldOf(line.source) === fold);
  const extra: CorpusLine[] = [];
  if (variant === 'real' || variant === 'real+new') {
    for (let w = 0; w < weight; w++) extra.push(...outside.map((line) => ({ ...line, merchant: `real:${line.description}`, template: 'real', origin: 'hand' })));
  }
  // (A loop: spread into push passes every line as an argument, which overflows the stack at 100,000 lines and more.)
  if (variant === 'new' || variant === 'real+new') for (const line of newcomers) extra.push(line);
  writeCorpus(join(dir, 'corpus', 'train.csv'), [...train, ...extra]);
  // train.ts calibrates on the tuning split too: without the fold's lines.
  const [header, ...rows] = parseCsv(readFileSync(join(LAYER_DIR, 'corpus', 'real-world.csv'), 'utf8')).map((record) => record.fields);
  const sourceColumn = (header ?? []).indexOf('source');
  writeFileSync(join(dir, 'corpus', 'real-world.csv'), toCsv([header ?? [], ...rows.filter((fields) => fields.length > 1 && foldOf(fields[sourceColumn]!) !== fold)]));
  const modelFile = join(dir, 'layer', 'labelling-model', 'model.json');
  if (!existsSync(modelFile)) {
    const started = Date.now();
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(dir, 'train.ts')], { cwd: repoRoot, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`training fold ${fold} failed: ${run.stderr || run.stdout}`);
    console.error(`fold ${fold} trained in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const labeller = createLabeller(decodeModel(JSON.parse(readFileSync(modelFile, 'utf8')) as LabellingModel));
  const foldRight = inside.filter((line) => labeller.label(labellerInput(line)).label === line.label).length;
  console.log(`${variant} x${weight} fold ${fold}: ${foldRight}/${inside.length} ${((100 * foldRight) / inside.length).toFixed(2)} %`);
  right += foldRight;
  total += inside.length;
}
console.log(`${variant} x${weight} all folds: ${right}/${total} ${((100 * right) / total).toFixed(2)} %`);
