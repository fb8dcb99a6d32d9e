import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { errorBody, SPEC_ERRORS, VALIDATION_ERROR, ERRORS } from './errors.ts';

/**
 * The catalogue must match SPEC §8 word for word. The rows are read from the specification's
 * table as copied into schemas/reference/error-catalogue.csv (its README says where from), so a
 * typo on either side fails here.
 */
describe('error catalogue', () => {
  const rows = (
    parse(readFileSync(join(__dirname, 'reference', 'error-catalogue.csv'), 'utf8'), { columns: true }) as { status: string; code: string; message: string }[]
  ).map(({ status, code, message }) => ({ status: Number(status), code, message }));

  it('has all 28 rows of the specification', () => {
    expect(rows).toHaveLength(28);
    expect(Object.keys(SPEC_ERRORS)).toHaveLength(27);
  });

  it.each(rows.filter((row) => row.status !== 422))('$code answers $status with the exact message', (row) => {
    const entry = SPEC_ERRORS[row.code as keyof typeof SPEC_ERRORS];
    expect(entry).toEqual({ status: row.status, message: row.message });
  });

  it('keeps the 422 validation error as its own shape', () => {
    const row = rows.find((candidate) => candidate.status === 422);
    expect(row?.code).toBe(VALIDATION_ERROR.code);
  });

  it('builds the one error body, filling {details} where the message has it', () => {
    expect(errorBody('resource_not_found')).toEqual({ error_type: 'code', code: 'resource_not_found', message: 'Resource Not Found' });
    expect(errorBody('application_config_type_check_invalid', 'unknown data point x').message).toBe(
      'Application config type check invalid: unknown data point x',
    );
  });

  it('gives every code a status between 400 and 599', () => {
    for (const { status } of Object.values(ERRORS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });
});
