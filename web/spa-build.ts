/** What the two single-page apps' builds (web/connect, web/console) share: compressed copies and gzip sizes. */
import type { BuildOptions } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** gzip -9 size of the files together (the budgets are set in gzip bytes). */
export function gzipBytes(files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
}

/** Precompressed copies beside each file: the local server answers them to clients that accept them (CloudFront compresses on its own). */
export function writePrecompressed(files: readonly string[]): void {
  for (const file of files) {
    const bytes = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

/** esbuild's options both apps build with: React in production mode, minified ES2020 modules, content-hashed names, a metafile to measure. */
export const SPA_BUILD_OPTIONS = {
  bundle: true,
  minify: true,
  format: 'esm',
  target: ['es2020'],
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
} as const satisfies BuildOptions;
