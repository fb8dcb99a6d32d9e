/**
 * Every labelling output over every corpus line, for proving a speed change changes nothing:
 * `npx tsx bench/labelling-outputs.ts [out.tsv]` writes one line per corpus line and variant
 * (file, line number, variant, label, confidence, source, review flag, raw confidence, calibration
 * key, merchant key) and prints its SHA-256. Run it before and after a change and `diff` the files.
 * Variants: the line as in the corpus, and with a code reference ("INV123456") and a worded one
 * ("SALARY RENT"), so the reference path is covered too. The test splits' lines show their label
 * outputs but never their merchant key ("-"): a diff may count how many test lines moved, and must
 * not show which merchants they are (nobody tunes on the test splits). The unit test
 * functions/core/labelling/outputs-snapshot.test.ts pins the hash of the label/confidence/source part.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '#core/csv';
import { createLabeller, decodeModel, merchantKey, type LabellingModel } from '#core/labelling/index';
import { REVIEW_THRESHOLD } from '#core/labelling/review';

const layer = join(import.meta.dirname, '..', 'layers', 'labelling-model');
const model = decodeModel(JSON.parse(readFileSync(join(layer, 'layer', 'labelling-model', 'model.json'), 'utf8')) as LabellingModel);
const labeller = createLabeller(model);
const VARIANTS: ReadonlyArray<readonly [string, (ref: string) => string | null]> = [
  ['as-is', (ref) => ref || null],
  ['code-ref', () => 'INV123456'],
  ['word-ref', () => 'SALARY RENT'],
];

/** The real-world test splits (real-world-test.csv, real-world-test-2.csv, ...). */
const isTestSplit = (file: string): boolean => file.startsWith('real-world-test');

const out: string[] = [];
for (const file of readdirSync(join(layer, 'corpus')).filter((f) => f.endsWith('.csv')).sort()) {
  const records = parseCsv(readFileSync(join(layer, 'corpus', file), 'utf8')).map((r) => r.fields);
  records.shift();
  records.forEach((f, i) => {
    if (f.length < 3) return;
    for (const [name, ref] of VARIANTS) {
      const tx = { description: f[0]!, reference: ref(f[1] ?? ''), amount_cents: Number(f[2]) };
      const r = labeller.label(tx);
      const e = labeller.explain(tx);
      out.push([file, i + 2, name, r.label, r.label_confidence, r.label_source, r.label_confidence < REVIEW_THRESHOLD ? 'review' : '', e.raw_confidence, e.calibration_key, isTestSplit(file) ? '-' : merchantKey(tx.description)].join('\t'));
    }
  });
}
const text = `${out.join('\n')}\n`;
if (process.argv[2]) writeFileSync(process.argv[2], text);
console.log(`${out.length} outputs, sha256 ${createHash('sha256').update(text).digest('hex')}`);
