/**
 * The real-world corpus has two splits (layers/labelling-model/README.md, "Real-world lines"):
 *   corpus/real-world.csv       the tuning split: the engine's authors may read it and fix from it;
 *   corpus/real-world-test.csv  the test split, frozen 2026-11-22 before any tuning on its lines:
 *                               nothing that builds the labeller (training, the corpus generator,
 *                               the grammar, the knowledge base, the rules) may read it;
 *   corpus/real-world-test-2.csv the second test split (TEST-2), frozen 2026-11-23: lines of public
 *                               statements in neither other split, labelled and committed before the
 *                               engine first ran on them; the same rules as the test split.
 * These checks are cheap guards, not proof: a reference to the file by name in those sources fails
 * here, and so does any edit of a frozen file (its SHA-256 is pinned below; a deliberate re-freeze
 * changes the hash, the date in the README and the baseline in BENCHMARKS.md together).
 * Lives beside the labeller because jest's roots (jest.config.cjs) do not include layers/.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLabel } from '#schemas/labels';
import { parseCsv } from '../csv.ts';
import { committedLabeller } from '../../../test/helpers/labelling.ts';

// Re-frozen: extended 2026-11-22 with lines from banks absent before; the engine had not seen them
// (layers/labelling-model/README.md, "Real-world lines", lists what was added).
const FROZEN_TEST_SHA256 = 'f555504d3c079caf06484851f49e9a3b3f75ff36c331028e655d6d3fc6dd3b2d';

/** Baseline on the frozen test split (BENCHMARKS.md, issue 12): 67.61 % on 2026-11-22, minus 3 points, rounded down. */
const TEST_SPLIT_FLOOR = 0.64;

// TEST-2, frozen 2026-11-23 (commit "Freeze the second real-world test split"); re-frozen 2026-11-24
// when 19 Discovery Bank lines, the first of that bank, were added before the engine ran on them
// (commit "Extend TEST-2 with Discovery Bank lines"); re-frozen 2026-12-04 with the first TymeBank
// lines, one holder's (commit "Extend TEST-2 with the first TymeBank lines"); README "Real-world lines".
// Re-frozen 2026-12-05 with a bank_category column: Capitec's own category of each row, transcribed
// from the one source that prints it (MrViincciLeRoy/ls-web account_statement.pdf, 39 of its 48
// lines, read by our own statement reader) after the mechanism that uses it was committed; no
// line, label or other column changed. Re-frozen 2026-12-06 with 93 lines of one holder's Capitec,
// Bank Zero (the first of that bank) and RMB Private Bank exports (hoogenbj/countary), labelled and
// committed before the engine ran on them (commit "Extend TEST-2 with the first Bank Zero lines").
// Re-frozen 2026-12-17 without two sources whose owners restrict our use (README "How sources are
// chosen"): MrViincciLeRoy/ls-web (48 lines; its LICENSE is CC BY-NC 4.0, non-commercial only)
// and DNRessay/C-Lab (11 lines, the only TymeBank lines; a proprietary licence forbids any use).
// No other line changed.
const FROZEN_TEST_2_SHA256 = '9728392f3db48527feac041343effad45e9205fad70056e32b7c1955353b4283';

/** Baseline on TEST-2 (BENCHMARKS.md, issue 12): 71.92 % on 2026-11-23 at its first run, minus 3 points, rounded down. */
const TEST_2_SPLIT_FLOOR = 0.68;

const root = join(__dirname, '..', '..', '..');
const layer = join(root, 'layers', 'labelling-model');
const corpusFile = (file: string) => join(layer, 'corpus', file);

function read(file: string): Array<Record<string, string>> {
  const records = parseCsv(readFileSync(corpusFile(file), 'utf8')).map((r) => r.fields);
  const header = records.shift() ?? [];
  return records.filter((f) => f.length > 1).map((f) => Object.fromEntries(header.map((h, i) => [h, f[i] ?? ''])));
}

const tuning = read('real-world.csv');
const test = read('real-world-test.csv');
const test2 = read('real-world-test-2.csv');

/** Everything that builds rules, knowledge base or model: none of it may name the test split. */
function builderSources(): string[] {
  const core = join(root, 'functions', 'core', 'labelling');
  const lib = join(layer, 'lib');
  return [
    join(layer, 'train.ts'),
    join(layer, 'corpus', 'generate.ts'),
    ...readdirSync(lib).filter((f) => f.endsWith('.ts')).map((f) => join(lib, f)),
    ...readdirSync(core).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => join(core, f)),
  ];
}

describe('real-world splits', () => {
  it.each([
    ['real-world.csv', tuning],
    ['real-world-test.csv', test],
    ['real-world-test-2.csv', test2],
  ])('%s: every line has an exact label string, a signed amount, a bank, a difficulty and a source', (_file, lines) => {
    expect(lines.length).toBeGreaterThanOrEqual(150);
    for (const l of lines) {
      expect({ line: l.description, label: isLabel(l.label!) }).toEqual({ line: l.description, label: true });
      expect(Number.isInteger(Number(l.amount_cents))).toBe(true);
      expect(Number(l.amount_cents)).not.toBe(0);
      expect(l.bank).toMatch(/^[a-z_]+$/);
      expect(l.difficulty).toMatch(/^(easy|hard)$/);
      expect(l.source).toMatch(/^https:\/\/\S+$/);
    }
  });

  it('is split by statement: no source file and no line sits on both sides', () => {
    const tuningSources = new Set(tuning.map((l) => l.source));
    expect(test.filter((l) => tuningSources.has(l.source!)).map((l) => l.source)).toEqual([]);
    const tuningLines = new Set(tuning.map((l) => `${l.description}|${l.amount_cents}`));
    expect(test.filter((l) => tuningLines.has(`${l.description}|${l.amount_cents}`))).toEqual([]);
  });

  it('TEST-2 shares no source file and no line with the tuning or the test split', () => {
    // Its statements were chosen because neither split had them: a fresh, never-tuned-on measure.
    const earlier = [...tuning, ...test];
    const earlierSources = new Set(earlier.map((l) => l.source));
    expect(test2.filter((l) => earlierSources.has(l.source!)).map((l) => l.source)).toEqual([]);
    const earlierLines = new Set(earlier.map((l) => `${l.description}|${l.amount_cents}`));
    expect(test2.filter((l) => earlierLines.has(`${l.description}|${l.amount_cents}`))).toEqual([]);
  });

  it('the test splits together cover every bank the tuning split has', () => {
    // The test side may hold a bank the tuning side lacks: a bank with a single public source
    // (Nedbank today) cannot be split by holder, and on the test side it measures exactly what
    // issue 12 asks for, a bank's wording the engine has never been tuned on. Discovery Bank is on
    // the TEST-2 side only (its tuning lines, 2026-11-30, come from another holder's export).
    const testBanks = new Set([...test, ...test2].map((l) => l.bank));
    expect([...new Set(tuning.map((l) => l.bank))].filter((b) => !testBanks.has(b))).toEqual([]);
  });

  it('shares no line with the training file', () => {
    const train = new Set(read('train.csv').map((l) => l.description));
    expect([...tuning, ...test, ...test2].filter((l) => train.has(l.description!)).map((l) => l.description)).toEqual([]);
  });

  it('nothing that builds the labeller names a frozen test split', () => {
    const sources = builderSources();
    expect(sources.length).toBeGreaterThan(8);
    // "real-world-test" also matches "real-world-test-2"; the second pattern catches a name built in pieces.
    const offenders = sources.filter((f) => /real-world-test|test-2\.csv/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it.each([
    ['test split', test, TEST_SPLIT_FLOOR],
    ['TEST-2', test2, TEST_2_SPLIT_FLOOR],
  ] as const)('labels at least the floor of the frozen %s correctly (a regression guard; the goal is 90 %%)', (_name, lines, floor) => {
    const labeller = committedLabeller();
    const correct = lines.filter((l) => labeller.label({ description: l.description!, reference: l.reference || null, amount_cents: Number(l.amount_cents) }).label === l.label).length;
    expect(correct / lines.length).toBeGreaterThanOrEqual(floor);
  });

  it('the test split is frozen (unchanged since 2026-11-22)', () => {
    // Line endings normalised so that a checkout converting CRLF does not read as an edit.
    const text = readFileSync(corpusFile('real-world-test.csv'), 'utf8').replace(/\r\n/g, '\n');
    expect(createHash('sha256').update(text).digest('hex')).toBe(FROZEN_TEST_SHA256);
  });

  it('TEST-2 is frozen (unchanged since 2026-12-05)', () => {
    const text = readFileSync(corpusFile('real-world-test-2.csv'), 'utf8').replace(/\r\n/g, '\n');
    expect(createHash('sha256').update(text).digest('hex')).toBe(FROZEN_TEST_2_SHA256);
  });
});
