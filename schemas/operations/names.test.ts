/**
 * One name per endpoint. For every row of the operation table:
 *   - its operationId is `<Group>_<name>` (the original API's operationIds are kept as they are:
 *     clients generated from its OpenAPI call them by these names);
 *   - the row is exported as `<name>` from schemas/operations/<area>.ts;
 *   - its handler is functions/api/<area>/<name in kebab-case>.ts, which exists and exports
 *     `handler`.
 * Names are unique across the table, and every handler file under functions/api belongs to a row
 * (or is the fallback), so searching for a name finds the row, the handler and its tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Operation } from '../operation.ts';
import { FALLBACK_HANDLER, OPERATIONS } from './index.ts';

const ROOT = join(__dirname, '..', '..');
const OPERATIONS_DIR = join(ROOT, 'schemas', 'operations');

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function isOperation(value: unknown): value is Operation {
  return typeof value === 'object' && value !== null && 'operationId' in value && 'handler' in value;
}

interface Row {
  area: string;
  exportName: string;
  operation: Operation;
}

const AREA_FILES = readdirSync(OPERATIONS_DIR).filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'));

function rowsOf(file: string): Row[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- every area module, found by listing the folder, so a new one cannot be missed
  const area = require(join(OPERATIONS_DIR, file)) as Record<string, unknown>;
  return Object.entries(area)
    .filter((entry): entry is [string, Operation] => isOperation(entry[1]))
    .map(([exportName, operation]) => ({ area: file.replace(/\.ts$/, ''), exportName, operation }));
}

const ROWS = AREA_FILES.flatMap(rowsOf);

function handlerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return handlerFiles(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return /export (const handler\b|\{ handler \})/.test(readFileSync(path, 'utf8')) ? [relative(ROOT, path)] : [];
  });
}

describe('one name per endpoint', () => {
  it('finds the rows of every area module, and they are exactly the operation table', () => {
    expect(AREA_FILES.length).toBeGreaterThan(5);
    expect(ROWS.map((row) => row.operation.operationId).sort()).toEqual(OPERATIONS.map((op) => op.operationId).sort());
  });

  it.each(ROWS.map((row) => [row.operation.operationId, row] as const))('%s: operationId, export and handler file agree', (_id, { area, exportName, operation }) => {
    expect(operation.operationId).toMatch(/^[A-Z][A-Za-z]*_[a-z][A-Za-z]*$/);
    expect(operation.operationId.split('_')[1]).toBe(exportName);
    expect(operation.handler).toBe(`functions/api/${area}/${kebab(exportName)}.ts`);
    expect(existsSync(join(ROOT, operation.handler))).toBe(true);
  });

  it('uses each name once across the whole table', () => {
    const names = ROWS.map((row) => row.exportName);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('has no handler file that no row (or the fallback) uses', () => {
    const used = new Set([...OPERATIONS.map((op) => op.handler), FALLBACK_HANDLER]);
    expect(handlerFiles(join(ROOT, 'functions', 'api')).filter((file) => !used.has(file))).toEqual([]);
  });

  it('writes every path and handler out in full (no template strings), so a search finds them', () => {
    for (const file of AREA_FILES) {
      const source = readFileSync(join(OPERATIONS_DIR, file), 'utf8');
      expect([file, source.match(/\b(path|handler): `/g)]).toEqual([file, null]);
    }
  });
});
