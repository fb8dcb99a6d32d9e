/**
 * Two (or more) checkouts' labellers timed in one process, pass for pass:
 * `npx tsx bench/labelling-ab.ts <checkout> <checkout> [--passes=8] [--persona] [--random] [--tsx]`, e.g. a worktree of
 * the session's start (`git worktree add /tmp/start <commit>`, node_modules linked in) against this
 * one, or of the engine before issue 12 (d7ef1cd): the issue measured that engine at 304k tx/s on
 * the corpus mix, so the ratio says what the 500k goal asks of a machine like the issue's, whatever
 * this one's speed that day (1.64x).
 *
 * Why: this shared 2-core machine's speed drifts by 5-10 % between runs and over a session, so
 * alternating `bench/labelling.ts` runs cannot see a cost of a few per cent. Here every checkout's
 * engine labels the same lines (bench/labelling.ts's 100,000-line corpus mix from the first
 * checkout's corpus, or with --persona its persona statements; with --random in a seeded random
 * order, bench/labelling.ts `shuffled`) in turn within one process, after
 * a warm-up of 200,000 lines each (two corpus-mix passes), and the median and best pass of each are printed. Each checkout's
 * engine is its own code, compiled apart. Nothing asserts.
 *
 * Each checkout's engine is bundled as a Lambda bundles it (cdk/constructs/bundling.ts
 * esbuildOptionsFor: one minified ES module, names kept), which is the code that labels in
 * production; `--tsx` loads its modules from source through tsx instead, as sessions before 61
 * measured (in session 61's runs the two differed by less than the machine's drift).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundledEngine, corpusMix, personaLines, shuffled, type CorpusTx } from './labelling.ts';

interface Labeller {
  labelAll(txs: readonly CorpusTx[]): unknown;
}

const roots = process.argv.slice(2).filter((arg) => !arg.startsWith('--')).map((root) => resolve(root));
const passes = Number(process.argv.find((arg) => arg.startsWith('--passes='))?.slice('--passes='.length) ?? 8);
if (roots.length < 2) {
  console.error('usage: npx tsx bench/labelling-ab.ts <checkout> <checkout> [--passes=8] [--persona] [--random] [--tsx]');
  process.exit(2);
}

const persona = process.argv.includes('--persona');
const fromSource = process.argv.includes('--tsx');
// bench/labelling.ts's corpus mix, from the first checkout's corpus, or its persona statements.
// With --random, the same lines in bench/labelling.ts's seeded random order.
const inOrder = persona ? personaLines() : corpusMix(100_000, join(roots[0]!, 'layers/labelling-model')).txs;
const random = process.argv.includes('--random');
const txs = random ? shuffled(inOrder) : inOrder;

const labellers: Labeller[] = [];
for (const root of roots) {
  const engine = (fromSource ? await import(join(root, 'functions/core/labelling/index.ts')) : await bundledEngine(root)) as { decodeModel: (model: unknown) => unknown; createLabeller: (model: unknown) => Labeller };
  const labeller = engine.createLabeller(engine.decodeModel(JSON.parse(readFileSync(join(root, 'layers/labelling-model/layer/labelling-model/model.json'), 'utf8'))));
  // Two warm-up passes of the corpus mix (200,000 lines), and as many lines of the persona statements.
  for (let warmed = 0; warmed < 200_000; warmed += txs.length) labeller.labelAll(txs);
  labellers.push(labeller);
}

const rates: number[][] = roots.map(() => []);
for (let pass = 0; pass < passes; pass++) {
  labellers.forEach((labeller, k) => {
    const started = performance.now();
    labeller.labelAll(txs);
    rates[k]!.push(txs.length / ((performance.now() - started) / 1000));
  });
}
console.log(`${txs.length.toLocaleString('en-ZA')} ${persona ? 'persona-statement' : 'corpus-mix'} lines${random ? ' in a seeded random order' : ''}, ${passes} passes each, alternating in one process, ${fromSource ? 'modules loaded by tsx' : 'each engine bundled as a Lambda bundles it'}`);
roots.forEach((root, k) => {
  const sorted = [...rates[k]!].sort((a, b) => a - b);
  console.log(`  ${root}: median ${Math.round(sorted[Math.floor(sorted.length / 2)]!).toLocaleString('en-ZA')} tx/s, best ${Math.round(sorted[sorted.length - 1]!).toLocaleString('en-ZA')}`);
});
