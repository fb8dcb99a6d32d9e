/**
 * The labelling engine's cold start: `npx tsx bench/labelling-cold.ts [<checkout> ...] [--runs=9]`
 * (npm run bench:labelling-cold). Nothing asserts.
 *
 * What a new analysis worker's container (and an API bundle that makes a merchant key, such as
 * relabel-transaction) pays once before its first label: each checkout's engine is bundled as a
 * Lambda bundles it (cdk/constructs/bundling.ts), then fresh Node processes (bench/labelling-cold-child.mjs),
 * taking the checkouts in turn, import it, parse its model.json, decode the model, create the
 * labeller (which compiles the knowledge base's matcher) and label one line. Medians per step.
 * With no checkout, this one.
 *
 * Why: the engine's module builds its word lists and the knowledge base's derived sets when it is
 * imported, and createLabeller compiles the matcher of about 33,000 phrases; both grew with the
 * knowledge base, unseen by the warm throughput benches.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { esbuildOptionsFor } from '../cdk/constructs/bundling.ts';
import { medianOf } from './labelling.ts';

interface ColdRun {
  importMs: number;
  parseMs: number;
  decodeMs: number;
  createMs: number;
  firstLabelMs: number;
  totalMs: number;
  label: string;
}
const STEPS = ['importMs', 'parseMs', 'decodeMs', 'createMs', 'firstLabelMs', 'totalMs'] as const;

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 9);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('usage: npx tsx bench/labelling-cold.ts [<checkout> ...] [--runs=9]');
  process.exit(2);
}
const given = args.filter((arg) => !arg.startsWith('--')).map((root) => resolve(root));
const roots = given.length > 0 ? given : [join(import.meta.dirname, '..')];
const child = join(import.meta.dirname, 'labelling-cold-child.mjs');

const dir = mkdtempSync(join(tmpdir(), 'khanya-labelling-cold-'));
try {
  const bundles: string[] = [];
  for (const [k, root] of roots.entries()) {
    const outfile = join(dir, `engine-${k}.mjs`);
    await esbuild.build({ ...esbuildOptionsFor(root, 'functions/core/labelling/index.ts', outfile), logLevel: 'warning' });
    bundles.push(outfile);
  }
  const results: ColdRun[][] = roots.map(() => []);
  for (let run = 0; run < runs; run++) {
    roots.forEach((root, k) => {
      const out = execFileSync(process.execPath, [child, bundles[k]!, join(root, 'layers/labelling-model/layer/labelling-model/model.json')], { encoding: 'utf8' });
      results[k]!.push(JSON.parse(out) as ColdRun);
    });
  }
  console.log(`labelling engine cold start, fresh Node ${process.version} processes taking the checkouts in turn, median of ${runs} (load ${loadavg()[0]!.toFixed(2)})`);
  console.log(`  ${'checkout'.padEnd(40)} ${STEPS.map((step) => step.replace('Ms', '').padStart(11)).join('')}   (ms)`);
  roots.forEach((root, k) => {
    const row = STEPS.map((step) => medianOf(results[k]!.map((r) => r[step])).toFixed(1).padStart(11)).join('');
    console.log(`  ${root.slice(-40).padEnd(40)} ${row}`);
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
