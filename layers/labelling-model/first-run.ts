/**
 * A new batch's first run: `npm run labelling:first-run -- <batch.csv>`.
 *
 * Run on a batch of hand-labelled real lines (the columns of corpus/real-world.csv) BEFORE anything
 * is fixed from them and before they join the tuning split: prints how many the committed engine
 * gets right, the misses, and the per-decision-kind counts as corpus/first-run.json keeps them
 * (`"keys": {...}`, [lines, right]), to be added there as the batch's entry with the engine's commit.
 * train.ts calibrates each rule kind towards these counts ("Calibration on first runs" in README.md).
 *
 * It refuses a batch with lines from a statement the frozen test splits already hold (the same
 * source file): a holder never sits on both sides, and fixing from such lines would tune on the
 * test splits' holders. Run it before reading the batch's misses.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createLabeller, decodeModel } from '#core/labelling/index';
import { REAL_WORLD_TEST_2_FILE, REAL_WORLD_TEST_FILE } from './evaluate-real-world.ts';
import { labellerInput, MODEL_FILE, readRealWorld } from './lib/corpus.ts';

/** The batch's lines whose source file a frozen test split already holds lines of. */
export function linesOfTestHolders(csvText: string, testSplitTexts: readonly string[]): string[] {
  const testSources = new Set(testSplitTexts.flatMap((text) => readRealWorld(text).map((line) => line.source)));
  return readRealWorld(csvText)
    .filter((line) => testSources.has(line.source))
    .map((line) => `${line.description} (${line.source})`);
}

export function firstRun(csvText: string, modelJson: string): { right: number; lines: number; keys: Record<string, [number, number]>; misses: string[] } {
  const labeller = createLabeller(decodeModel(JSON.parse(modelJson)));
  const keys: Record<string, [number, number]> = {};
  const misses: string[] = [];
  let right = 0;
  const lines = readRealWorld(csvText);
  for (const line of lines) {
    const decision = labeller.explain(labellerInput(line));
    const ok = decision.label === line.label;
    const counts = (keys[decision.calibration_key] ??= [0, 0]);
    counts[0]++;
    if (ok) {
      counts[1]++;
      right++;
    } else misses.push(`${decision.label} (${decision.calibration_key}), labelled ${line.label}: ${line.description}`);
  }
  return { right, lines: lines.length, keys, misses };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run labelling:first-run -- <batch.csv>');
    process.exit(2);
  }
  const batch = readFileSync(file, 'utf8');
  const held = linesOfTestHolders(batch, [readFileSync(REAL_WORLD_TEST_FILE, 'utf8'), readFileSync(REAL_WORLD_TEST_2_FILE, 'utf8')]);
  if (held.length > 0) {
    console.error(`${held.length} line(s) come from statements the frozen test splits hold: drop them (a holder never sits on both sides) and run again`);
    for (const line of held.slice(0, 20)) console.error(`  ${line}`);
    process.exit(1);
  }
  const result = firstRun(batch, readFileSync(MODEL_FILE, 'utf8'));
  for (const miss of result.misses) console.log(`miss: ${miss}`);
  console.log(`${result.right} of ${result.lines} right (${((100 * result.right) / Math.max(1, result.lines)).toFixed(2)} %)`);
  console.log(`"keys": ${JSON.stringify(result.keys)}`);
  console.log('add it to corpus/first-run.json with the batch\'s date, engine commit, "lines" and "holders" (how many statement holders its lines come from)');
}
