import { readFileSync } from 'node:fs';
import { LABELS } from './labels.ts';
import { TRANSACTION_LABELS } from './analyses.ts';

/** Minimal CSV reading for the label file (quoted meanings may contain commas). */
function readLabelsCsv(): { label: string; direction: string; group: string; meaning: string }[] {
  const [, ...lines] = readFileSync('../shared/design/labels.csv', 'utf8').trim().split(/\r?\n/);
  return lines.map((line) => {
    const match = /^([^,]+),([^,]+),([^,]+),"?(.*?)"?$/.exec(line);
    if (!match) throw new Error(`Unreadable label line: ${line}`);
    return { label: match[1]!, direction: match[2]!, group: match[3]!, meaning: match[4]!.replace(/""/g, '"') };
  });
}

describe('label set', () => {
  it('equals ../shared/design/labels.csv exactly, in order', () => {
    expect(LABELS.map((entry) => ({ ...entry }))).toEqual(readLabelsCsv());
  });

  it('is the list the API answers as crunch_categories', () => {
    expect([...TRANSACTION_LABELS]).toEqual(LABELS.map((entry) => entry.label));
  });
});
