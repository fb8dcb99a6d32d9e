/**
 * The newcomers' lines (bench/newcomer-lines/*.csv) labelled by one or more checkouts' engines:
 * `npm run bench:labelling-newcomers [-- <checkout> ...]` (default: this checkout), e.g. a worktree
 * of the session's start (`git worktree add /tmp/start <commit>`, node_modules linked in) beside
 * this one. Prints, per file and checkout, the lines right, the income labels given and how many
 * of them the newcomer also labelled income (issue 12's precision bar), and the non-income lines
 * given an income label. `--misses` lists the last checkout's wrong income labels. `--skip=<prefix>`
 * (repeatable) leaves out the files whose names start so: a set still sealed, or still being written.
 *
 * Why: helper sessions write such lines in the banks' layouts, labelled by the labelling README
 * before the engine runs, to find classes of error on wording nobody here tuned on. Earlier
 * sessions kept them in /tmp and lost them with the session; kept here, every later change can be
 * measured against them. They are synthetic (invented names and numbers), so they never join the
 * real-world corpus or its splits, and nothing asserts on them: a line the engine gets wrong may be
 * the newcomer's debatable label (bench/newcomer-lines/README.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { INCOME_CREDITS } from '#core/labelling/rules';

interface Engine {
  createLabeller(model: unknown): { label(tx: unknown): { label: string } };
  decodeModel(model: unknown): unknown;
}
interface CorpusLib {
  readRealWorld(text: string): Array<{ description: string; reference?: string | null; label: string }>;
  labellerInput(line: unknown): unknown;
}

/** The income labels a lender counts, as this checkout defines them. */
const INCOME: ReadonlySet<string> = INCOME_CREDITS;
const linesDir = join(import.meta.dirname, 'newcomer-lines');
const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const roots = args.filter((arg) => !arg.startsWith('--')).map((root) => resolve(root));
if (roots.length === 0) roots.push(resolve(import.meta.dirname, '..'));

const skipped = args.filter((arg) => arg.startsWith('--skip=')).map((arg) => arg.slice('--skip='.length));
const files = readdirSync(linesDir)
  .filter((file) => file.endsWith('.csv') && !skipped.some((prefix) => file.startsWith(prefix)))
  .sort();
const rows: string[][] = [['file', 'lines', ...roots.flatMap((root) => [`right (${root})`, 'income given / right', 'non-income as income'])]];
const misses: string[] = [];
const labellers = await Promise.all(
  roots.map(async (root) => {
    const engine = (await import(join(root, 'functions/core/labelling/index.ts'))) as Engine;
    const corpus = (await import(join(root, 'layers/labelling-model/lib/corpus.ts'))) as CorpusLib;
    const model = JSON.parse(readFileSync(join(root, 'layers/labelling-model/layer/labelling-model/model.json'), 'utf8')) as unknown;
    return { labeller: engine.createLabeller(engine.decodeModel(model)), corpus };
  }),
);
for (const file of files) {
  const text = readFileSync(join(linesDir, file), 'utf8');
  const row = [file];
  labellers.forEach(({ labeller, corpus }, k) => {
    const lines = corpus.readRealWorld(text);
    if (k === 0) row.push(String(lines.length));
    let right = 0;
    let given = 0;
    let givenRight = 0;
    for (const line of lines) {
      const got = labeller.label(corpus.labellerInput(line)).label;
      if (got === line.label) right++;
      if (!INCOME.has(got)) continue;
      given++;
      if (INCOME.has(line.label)) givenRight++;
      else if (k === labellers.length - 1) misses.push(`${file}: ${line.description} | ${line.reference ?? ''} -> ${got} (newcomer: ${line.label})`);
    }
    row.push(String(right), `${given} / ${givenRight}`, String(given - givenRight));
  });
  rows.push(row);
}
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
if (showMisses) for (const miss of misses) console.log(`  ${miss}`);
