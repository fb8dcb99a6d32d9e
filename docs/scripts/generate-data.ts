/**
 * `npm run docs:data`: writes what the documentation site renders from the contract, so the
 * pages cannot drift from the API. Run from the repository root (docs:build does it after
 * `npm run openapi`). Everything here is git-ignored and rebuilt on every build:
 *
 *   docs/src/generated/errors.json      the error catalogue (schemas/errors.ts)
 *   docs/src/generated/catalogue.json   connections and data points (schemas/data-points.ts)
 *   docs/src/generated/arg-types.json   every data point arg type (dataPointArgSchemas())
 *   docs/src/generated/samples.json     every file under docs/samples/, by path
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTENSION_ERRORS, SPEC_ERRORS, VALIDATION_ERROR } from '../../schemas/errors.ts';
import { availableConnections, dataPointArgSchemas, DEFAULT_ENTITLEMENTS } from '../../schemas/data-points.ts';

const docsDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(docsDir, 'src', 'generated');
mkdirSync(outDir, { recursive: true });

function write(name: string, value: unknown): void {
  writeFileSync(join(outDir, name), `${JSON.stringify(value, null, 2)}\n`);
}

const errors = [
  ...Object.entries(SPEC_ERRORS).map(([code, { status, message }]) => ({ code, status, message, extension: false })),
  { code: VALIDATION_ERROR.code, status: VALIDATION_ERROR.status, message: VALIDATION_ERROR.shape, extension: false, validation: true },
  ...Object.entries(EXTENSION_ERRORS).map(([code, { status, message }]) => ({ code, status, message, extension: true })),
];
write('errors.json', errors);
write('catalogue.json', { ...availableConnections(), default_entitlements: DEFAULT_ENTITLEMENTS });
write('arg-types.json', dataPointArgSchemas());

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
const samplesDir = join(docsDir, 'samples');
const samples: Record<string, string> = {};
for (const path of walk(samplesDir).sort()) {
  const name = relative(samplesDir, path).split('\\').join('/');
  // Payloads and PDF statements are linked (served under /samples/), not printed.
  if (name === 'package.json' || (name.startsWith('data/') && /\.(json|pdf)$/.test(name))) continue;
  samples[name] = readFileSync(path, 'utf8').replace(/\s+$/, '');
}
write('samples.json', samples);

// Sample payloads and files are also served by the site, for readers to download.
const staticSamples = join(docsDir, 'static', 'samples');
mkdirSync(staticSamples, { recursive: true });
for (const name of readdirSync(join(samplesDir, 'data'))) copyFileSync(join(samplesDir, 'data', name), join(staticSamples, name));

console.log(
  `Wrote docs/src/generated: ${errors.length} errors, ${availableConnections().connections.length} connections, ` +
    `${dataPointArgSchemas().length} arg types, ${Object.keys(samples).length} samples`,
);
