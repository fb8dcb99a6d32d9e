import { readFileSync } from 'node:fs';
import { firstRun, linesOfTestHolders } from './first-run.ts';
import { MODEL_FILE } from './lib/corpus.ts';

describe('first run of a new batch (first-run.ts)', () => {
  const model = readFileSync(MODEL_FILE, 'utf8');
  const batch = [
    'description,reference,amount_cents,bank,label,source,difficulty',
    'POS PURCHASE CHECKERS HYPER SUNNINGHILL 4471*1190 02 MAR,,-45000,fnb,Groceries,https://example.invalid/a,easy',
    '#MONTHLY ACCOUNT FEE,,-6900,fnb,Bank Charges and Fees,https://example.invalid/a,easy',
    // Labelled wrong on purpose: the engine must count it as a miss.
    'POS PURCHASE CHECKERS HYPER SUNNINGHILL 4471*1190 03 MAR,,-12000,fnb,Fuel,https://example.invalid/a,easy',
  ].join('\n');

  it('counts every line once under its decision kind, right ones separately, and lists the misses', () => {
    const result = firstRun(batch, model);
    expect(result.lines).toBe(3);
    expect(result.right).toBe(2);
    expect(Object.values(result.keys).reduce((sum, [n]) => sum + n, 0)).toBe(3);
    expect(Object.values(result.keys).reduce((sum, [, right]) => sum + right, 0)).toBe(2);
    expect(result.keys['rule:merchant']).toEqual([2, 1]);
    expect(result.misses).toEqual([expect.stringContaining('labelled Fuel')]);
  });

  it("passes the bank's own category where the batch has one, as the product does", () => {
    const withCategory = [
      'description,reference,amount_cents,bank,label,source,difficulty,bank_category',
      'Kwa Mam Nomsa Soweto (Card 5512),,-8650,capitec,Eating Out,https://example.invalid/b,hard,Takeaways',
    ].join('\n');
    const result = firstRun(withCategory, model);
    expect(result.right).toBe(1);
    expect(result.keys['bank_category']).toEqual([1, 1]);
  });

  it("names the batch's lines whose statement a test split already holds", () => {
    const header = 'description,reference,amount_cents,bank,label,source,difficulty';
    const testSplit = [header, 'SHOPRITE PRETORIA,,-5999,capitec,Groceries,https://example.invalid/held,easy'].join('\n');
    const newBatch = [
      header,
      'KFC SUNNYSIDE,,-6980,capitec,Eating Out,https://example.invalid/held,easy',
      'KFC HATFIELD,,-7980,capitec,Eating Out,https://example.invalid/new,easy',
    ].join('\n');
    expect(linesOfTestHolders(newBatch, [testSplit])).toEqual(['KFC SUNNYSIDE (https://example.invalid/held)']);
    expect(linesOfTestHolders(batch, [testSplit])).toEqual([]);
  });
});
