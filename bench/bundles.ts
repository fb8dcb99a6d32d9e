/**
 * Benchmark 1 and 4: every API function bundled with exactly the deployed esbuild options
 * (cdk/constructs/bundling.ts), its minified size (index.mjs only, not the .map) and gzip
 * size, plus the composition of one typical bundle from esbuild's metafile. The AWS SDK is
 * external (the Lambda Node.js 22 runtime provides it), so it is in no number here.
 */
import * as esbuild from 'esbuild';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUNDLE_FILE, esbuildOptionsFor } from '../cdk/constructs/bundling.ts';

export interface FunctionEntry {
  /** operationId, or Fallback. */
  name: string;
  route: string;
  handler: string;
}

export interface BundleResult extends FunctionEntry {
  file: string;
  bytes: number;
  gzipBytes: number;
  mapBytes: number;
  buildMs: number;
  /** Bundled input bytes per npm package ('(app)' = our own code). */
  packages: Record<string, number>;
  /** External modules imported at the top of the bundle (the AWS SDK and node: built-ins): loaded at cold start. */
  externals: string[];
  /** External modules loaded lazily with `await import()` (not at cold start). */
  lazyExternals: string[];
}

export interface Composition {
  function: string;
  bytes: number;
  byPackage: Array<{ name: string; bytes: number; files: number }>;
  topFiles: Array<{ path: string; bytes: number }>;
  /** zod input files by group (core, classic, locales, JSON schema …). */
  zodGroups: Array<{ group: string; bytes: number; files: number }>;
}

export function packageOf(inputPath: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(inputPath);
  return match ? match[1]! : '(app)';
}

function zodGroup(path: string): string {
  if (/zod\/v4\/locales\/en\.js$/.test(path)) return 'locales/en (the default)';
  if (/zod\/v4\/locales\//.test(path)) return 'locales (other languages)';
  if (/json-schema|to-json-schema|from-json-schema/.test(path)) return 'JSON Schema conversion';
  if (/zod\/v4\/core\/compile/.test(path)) return 'core/compile (JIT)';
  if (/zod\/v4\/core\//.test(path)) return 'core';
  if (/zod\/v4\/classic\//.test(path)) return 'classic API';
  return 'other';
}

function outputOf(metafile: esbuild.Metafile): esbuild.Metafile['outputs'][string] {
  const out = Object.entries(metafile.outputs).find(([path]) => path.endsWith(BUNDLE_FILE));
  if (!out) throw new Error('esbuild produced no bundle');
  return out[1];
}

function externalsOf(output: esbuild.Metafile['outputs'][string], lazy: boolean): string[] {
  const paths = output.imports.filter((i) => i.external && (i.kind === 'dynamic-import') === lazy).map((i) => i.path);
  return [...new Set(paths)].sort();
}

export async function buildBundle(repoRoot: string, entry: FunctionEntry, outDir: string): Promise<{ result: BundleResult; metafile: esbuild.Metafile }> {
  const dir = join(outDir, entry.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = join(dir, BUNDLE_FILE);
  const started = performance.now();
  const built = await esbuild.build({ ...esbuildOptionsFor(repoRoot, entry.handler, file), metafile: true, logLevel: 'warning' });
  const buildMs = performance.now() - started;
  const output = outputOf(built.metafile);
  const packages: Record<string, number> = {};
  for (const [path, input] of Object.entries(output.inputs)) packages[packageOf(path)] = (packages[packageOf(path)] ?? 0) + input.bytesInOutput;
  const code = readFileSync(file);
  return {
    metafile: built.metafile,
    result: {
      ...entry,
      file,
      bytes: code.length,
      gzipBytes: gzipSync(code, { level: 9 }).length,
      mapBytes: statSync(`${file}.map`).size,
      buildMs,
      packages,
      externals: externalsOf(output, false),
      lazyExternals: externalsOf(output, true),
    },
  };
}

export function composition(name: string, metafile: esbuild.Metafile): Composition {
  const output = outputOf(metafile);
  const byPackage = new Map<string, { bytes: number; files: number }>();
  const zod = new Map<string, { bytes: number; files: number }>();
  const files: Array<{ path: string; bytes: number }> = [];
  for (const [path, input] of Object.entries(output.inputs)) {
    const pkg = packageOf(path);
    const entry = byPackage.get(pkg) ?? { bytes: 0, files: 0 };
    entry.bytes += input.bytesInOutput;
    entry.files += 1;
    byPackage.set(pkg, entry);
    files.push({ path, bytes: input.bytesInOutput });
    if (pkg === 'zod') {
      const group = zodGroup(path);
      const g = zod.get(group) ?? { bytes: 0, files: 0 };
      g.bytes += input.bytesInOutput;
      g.files += 1;
      zod.set(group, g);
    }
  }
  return {
    function: name,
    bytes: output.bytes,
    byPackage: [...byPackage].map(([n, v]) => ({ name: n, ...v })).sort((a, b) => b.bytes - a.bytes),
    topFiles: files.sort((a, b) => b.bytes - a.bytes).slice(0, 15),
    zodGroups: [...zod].map(([group, v]) => ({ group, ...v })).sort((a, b) => b.bytes - a.bytes),
  };
}
