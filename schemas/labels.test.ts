import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { LABELS } from './labels.ts';
import { TRANSACTION_LABELS } from './analyses.ts';

/** The label set as the design gives it (schemas/reference/README.md says where it came from). */
function readLabelsCsv(): { label: string; direction: string; group: string; meaning: string }[] {
  return parse(readFileSync(join(__dirname, 'reference', 'labels.csv'), 'utf8'), { columns: true });
}

describe('label set', () => {
  it('equals schemas/reference/labels.csv exactly, in order', () => {
    const csv = readLabelsCsv();
    expect(csv).toHaveLength(68);
    expect(LABELS.map((entry) => ({ ...entry }))).toEqual(csv);
  });

  it('is the list the API answers as crunch_categories', () => {
    expect([...TRANSACTION_LABELS]).toEqual(LABELS.map((entry) => entry.label));
  });
});
