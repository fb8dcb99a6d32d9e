/**
 * How much the labeller's speed depends on the order its lines come in:
 * `npx tsx bench/labelling-order.ts [--passes=5]` (npm run bench:labelling-order). Nothing asserts.
 *
 * The engine as a Lambda bundles it labels, in turn within one process (median of the passes):
 * - bench/labelling.ts's corpus mix as that bench builds it (train.csv then heldout.csv, cycled:
 *   the generator writes a label's lines together, so neighbours share their words and their rules);
 * - the same 100,000 lines in a seeded random order, and sorted by description;
 * - bench/labelling.ts's persona statements in one batch (every persona, account and month in
 *   statement order), in a seeded random order, and one application at a time (a persona's three
 *   accounts over twelve months: what the analysis worker hands labelAll);
 * - and, as a measure of an idea not kept, lines handed to `label` grouped by their description's
 *   first 16 characters (the grouping's cost counted) where labelAll would take them in order.
 *
 * Why: session 101 found the corpus mix's rate (the goal's number) owes a third of itself to the
 * corpus files' order, and the same lines in a random order run at about 60 % of it. A line's
 * cost is set by what the previous lines left in the processor's caches, so a rate is only
 * comparable with another taken on the same order.
 */
import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateAll } from '#core/personas/index';
import { bundledEngine, corpusMix, shuffled, type CorpusTx } from './labelling.ts';

interface Labeller {
  label(tx: CorpusTx): unknown;
  labelAll(txs: readonly CorpusTx[]): unknown[];
}

const passes = Number(process.argv.find((arg) => arg.startsWith('--passes='))?.slice('--passes='.length) ?? 5);
const engine = (await bundledEngine()) as unknown as { decodeModel: (model: unknown) => unknown; createLabeller: (model: unknown) => Labeller };
const model = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'layers/labelling-model/layer/labelling-model/model.json'), 'utf8')) as unknown;
const labeller = engine.createLabeller(engine.decodeModel(model));

function byDescription(items: readonly CorpusTx[]): CorpusTx[] {
  return [...items].sort((a, b) => (a.description < b.description ? -1 : a.description > b.description ? 1 : 0));
}
/** labelAll's answers, with the lines labelled grouped by their description's first 16 characters. */
function labelGrouped(txs: readonly CorpusTx[]): unknown[] {
  const groups = new Map<string, number[]>();
  for (let i = 0; i < txs.length; i++) {
    const key = txs[i]!.description.slice(0, 16);
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  }
  const out = new Array<unknown>(txs.length);
  for (const group of groups.values()) for (const i of group) out[i] = labeller.label(txs[i]!);
  return out;
}

const mix = corpusMix(100_000).txs;
const applications = generateAll({ seed: 'bench-labelling', accounts: 3, months: 12 }).map((persona) =>
  persona.accounts.flatMap((account) => account.transactions.map((t) => ({ description: t.description, reference: t.reference, amount_cents: Math.round(t.amount * 100) }))),
);
const persona = applications.flat();

interface Case {
  name: string;
  batches: readonly (readonly CorpusTx[])[];
  grouped?: boolean;
}
const cases: Case[] = [
  { name: 'corpus mix, the bench order', batches: [mix] },
  { name: 'corpus mix, random order', batches: [shuffled(mix)] },
  { name: 'corpus mix, sorted by description', batches: [byDescription(mix)] },
  { name: 'corpus mix, random order, grouped in the call', batches: [shuffled(mix)], grouped: true },
  { name: 'persona statements, one batch', batches: [persona] },
  { name: 'persona statements, random order', batches: [shuffled(persona)] },
  { name: 'persona statements, one application a call', batches: applications },
  { name: 'persona statements, one application a call, grouped', batches: applications, grouped: true },
];
const run = (c: Case): void => {
  for (const batch of c.batches) {
    if (c.grouped) labelGrouped(batch);
    else labeller.labelAll(batch);
  }
};
for (const c of cases) for (let warmed = 0; warmed < 200_000; warmed += c.batches.reduce((n, b) => n + b.length, 0)) run(c);

const rates = cases.map((): number[] => []);
for (let pass = 0; pass < passes; pass++) {
  cases.forEach((c, k) => {
    const lines = c.batches.reduce((n, b) => n + b.length, 0);
    const started = performance.now();
    run(c);
    rates[k]!.push(lines / ((performance.now() - started) / 1000));
  });
}
console.log(`the engine as a Lambda bundles it, ${passes} passes each alternating in one process, load ${loadavg()[0]!.toFixed(2)}`);
cases.forEach((c, k) => {
  const sorted = [...rates[k]!].sort((a, b) => a - b);
  const lines = c.batches.reduce((n, b) => n + b.length, 0);
  console.log(`  ${c.name.padEnd(58)} ${String(lines).padStart(7)} lines in ${String(c.batches.length).padStart(3)} call(s): median ${Math.round(sorted[Math.floor(sorted.length / 2)]!).toLocaleString('en-ZA')} tx/s`);
});
