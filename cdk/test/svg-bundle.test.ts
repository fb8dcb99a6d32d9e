/**
 * The SVG logo path (jsdom + DOMPurify, loaded lazily) runs inside a bundle built with the
 * deployed esbuild settings: jsdom resolves a worker file when it loads, which a bundle does not
 * have (bundling.ts defines require.resolve away for it). Without that, every SVG upload would
 * answer 500 in AWS while every other test passes.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { esbuildOptionsFor } from '../constructs/bundling.ts';
import { findRepoRoot } from '../lib/repo-root.ts';

const repoRoot = findRepoRoot();
// Inside the repository (cdk.out is git-ignored), as khanya-function.test.ts bundles.
const relativeDir = join('cdk.out', `jest-svg-bundle-${process.pid}`);
const outdir = join(repoRoot, relativeDir);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

it('sanitises an SVG and sniffs a PNG inside a bundle built like a Lambda', async () => {
  mkdirSync(outdir, { recursive: true });
  const entry = join(outdir, 'entry.ts');
  writeFileSync(
    entry,
    `import { validateImage } from '#core/images/index';\n` +
      `const svg = await validateImage(Buffer.from('<svg onload="alert(1)"><script>alert(2)</script><rect width="1"/></svg>').toString('base64'));\n` +
      `const png = await validateImage('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==');\n` +
      `process.stdout.write(JSON.stringify({ svg: svg.bytes.toString(), png: png.kind }));\n`,
  );
  const outfile = join(outdir, 'index.mjs');
  await build({ ...esbuildOptionsFor(repoRoot, join(relativeDir, 'entry.ts'), outfile), logLevel: 'silent' });
  const out = execFileSync(process.execPath, [outfile], { encoding: 'utf8' });
  expect(JSON.parse(out)).toEqual({ svg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>', png: 'png' });
}, 60_000);
