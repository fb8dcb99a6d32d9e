/**
 * Where the labeller's time goes by a line's length: `npx tsx bench/labelling-by-length.ts [--persona]`.
 * Each distinct line of bench/labelling.ts's corpus mix (or its persona statements) is labelled 20
 * times by the engine as a Lambda bundles it, after two warm-up passes; the lines are grouped by
 * their words (description and reference), and the table prints each group's lines, its mean time a
 * line and its share of the whole; then the same lines once each, as labelAll meets them in a stream.
 * Nothing asserts.
 *
 * Why: issue 12 asks to "profile and fix the long-description path". If a line's cost grew with its
 * words, the long lines would be where speed is won; this shows whether it does (session 97: a
 * two-word line costs about four fifths of a five-word one, and a line repeated costs well under half
 * of the same line met in a stream: the time goes to the fixed chain every line runs through and to
 * the memory it touches, not to long lines).
 */
import { bundledEngine, corpusMix, personaLines, type CorpusTx } from './labelling.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const persona = process.argv.includes('--persona');
const txs: CorpusTx[] = persona ? personaLines() : corpusMix(100_000).txs;
const engine = (await bundledEngine()) as unknown as {
  decodeModel: (model: unknown) => unknown;
  createLabeller: (model: unknown) => { label(tx: CorpusTx): unknown; labelAll(txs: readonly CorpusTx[]): unknown };
};
const model = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'layers/labelling-model/layer/labelling-model/model.json'), 'utf8')) as unknown;
const labeller = engine.createLabeller(engine.decodeModel(model));
for (let warm = 0; warm < 200_000; warm += txs.length) labeller.labelAll(txs);

const REPEATS = 20;
const LONGEST = 12;
const groups = new Map<number, { lines: number; nanoseconds: number }>();
const seen = new Set<string>();
for (const tx of txs) {
  const key = `${tx.description}\u0000${tx.reference ?? ''}`;
  if (seen.has(key)) continue;
  seen.add(key);
  const words = Math.min(LONGEST, `${tx.description} ${tx.reference ?? ''}`.trim().split(/\s+/).length);
  const started = process.hrtime.bigint();
  for (let r = 0; r < REPEATS; r++) labeller.label(tx);
  const group = groups.get(words) ?? { lines: 0, nanoseconds: 0 };
  group.lines++;
  group.nanoseconds += Number(process.hrtime.bigint() - started) / REPEATS;
  groups.set(words, group);
}
const total = [...groups.values()].reduce((sum, g) => sum + g.nanoseconds, 0);
const lines = [...groups.values()].reduce((sum, g) => sum + g.lines, 0);
console.log(`${lines.toLocaleString('en-ZA')} distinct ${persona ? 'persona-statement' : 'corpus-mix'} lines, each labelled ${REPEATS} times (engine bundled as a Lambda bundles it)`);
console.log('  words   lines   µs a line   share of the time');
for (const [words, g] of [...groups].sort((a, b) => a[0] - b[0])) {
  console.log(`  ${(words === LONGEST ? `${LONGEST}+` : String(words)).padStart(5)} ${String(g.lines).padStart(7)} ${(g.nanoseconds / g.lines / 1000).toFixed(2).padStart(11)} ${((100 * g.nanoseconds) / total).toFixed(1).padStart(14)} %`);
}
console.log(`  mean ${(total / lines / 1000).toFixed(2)} µs a line, each line repeated`);
// The same lines once each, in their order, as labelAll meets them: every line after a different one.
const firstSeen = new Set<string>();
const distinct = txs.filter((tx) => {
  const key = `${tx.description}\u0000${tx.reference ?? ''}`;
  if (firstSeen.has(key)) return false;
  firstSeen.add(key);
  return true;
});
const passes: number[] = [];
for (let pass = 0; pass < 5; pass++) {
  const started = process.hrtime.bigint();
  labeller.labelAll(distinct);
  passes.push(Number(process.hrtime.bigint() - started) / distinct.length / 1000);
}
passes.sort((a, b) => a - b);
console.log(`  the same lines once each in a stream (labelAll, median of 5): ${passes[2]!.toFixed(2)} µs a line`);
