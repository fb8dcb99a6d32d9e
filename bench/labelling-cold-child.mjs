// Child of bench/labelling-cold.ts: one fresh Node process does what a new analysis worker's
// container does before its first label, each step timed with performance.now():
//   import the bundled engine, read and parse model.json, decodeModel, createLabeller, label one line.
//
//   node labelling-cold-child.mjs <bundle> <model.json>
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [bundle, modelFile] = process.argv.slice(2);
const t0 = performance.now();
const engine = await import(pathToFileURL(bundle).href);
const t1 = performance.now();
const raw = JSON.parse(readFileSync(modelFile, 'utf8'));
const t2 = performance.now();
const decoded = engine.decodeModel(raw);
const t3 = performance.now();
const labeller = engine.createLabeller(decoded);
const t4 = performance.now();
const answer = labeller.label({ description: 'POS Purchase PICK N PAY HYPER 412752*3381 14 Mar', reference: null, amount_cents: -45_000 });
const t5 = performance.now();
process.stdout.write(JSON.stringify({ importMs: t1 - t0, parseMs: t2 - t1, decodeMs: t3 - t2, createMs: t4 - t3, firstLabelMs: t5 - t4, totalMs: t5 - t0, label: answer.label }));
