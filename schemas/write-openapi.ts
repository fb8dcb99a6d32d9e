/**
 * `npm run openapi`: writes the OpenAPI document built from the operation table as pretty
 * JSON, by default to docs/static/openapi.json (the documentation site serves it from there).
 * Usage: tsx schemas/write-openapi.ts [output-path]. Paths resolve from the working directory.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { buildOpenApiDocument } from './openapi.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const output = resolve(process.cwd(), process.argv[2] ?? 'docs/static/openapi.json');
const document = buildOpenApiDocument();
const operations = Object.values(document.paths ?? {}).reduce(
  (count, item) => count + METHODS.filter((method) => item[method] !== undefined).length,
  0,
);

mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, `${JSON.stringify(document, null, 2)}\n`);
console.log(`Wrote ${relative(process.cwd(), output) || output} (${operations} operations)`);
