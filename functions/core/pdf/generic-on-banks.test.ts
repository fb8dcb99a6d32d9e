/**
 * The generic fallback on every bank's fixture, with no bank layout at all: a statement of a bank
 * we never saw is read when its table has date / description / amount(s) / balance columns. Each
 * bank fixture stands in for "an unknown bank" here; every row must still come back exactly.
 * (Discovery's transaction timeline prints no running balance: only its layout reads it. Investec
 * prints a posted and a transaction date; its layout takes the transaction date, the generic reader
 * the first date column, so its dates differ by design.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FixtureStatement } from '../../../test/fixtures/statements/pdf/model.ts';
import { readPdfText } from './read.ts';
import { parsePdfStatement } from './statement.ts';

const DIR = path.join(__dirname, 'fixtures');
const NAMES = [
  'absa-cheque-2024q4',
  'absa-transaction-history-2024q4',
  'african-bank-myworld-2025',
  'capitec-legacy-2023',
  'capitec-legacy-2023-real-layout',
  'capitec-main-2024q4',
  'capitec-mercantile-2019',
  'discovery-gold-2025q4',
  'fnb-aspire-2025-01',
  'fnb-gold-cheque-2024q4',
  'fnb-platinum-business-2025-03',
  'fnb-premier-afrikaans-2024-03',
  'fnb-premier-afrikaans-2025-01',
  'nedbank-current-2025q4',
  'standard-bank-business-copy',
  'standard-bank-computer-copy-2024',
  'standard-bank-prestige-2025q4',
  'standard-bank-rcp-2025',
  'tymebank-everyday-2024q4',
];

describe.each(NAMES)('generic reader on %s', (name) => {
  it('reads every row exactly without the bank layout', async () => {
    const expected = JSON.parse(readFileSync(path.join(DIR, `${name}.expected.json`), 'utf8')) as FixtureStatement & { password?: string };
    const { doc } = await readPdfText(new Uint8Array(readFileSync(path.join(DIR, `${name}.pdf`))), { passwords: expected.password ? [expected.password] : [] });
    const s = parsePdfStatement(doc, { now: new Date('2026-06-01T00:00:00Z'), layouts: [] });
    expect(s.layout.format).toBe('generic');
    expect(s.transactions.map((t) => ({ date: t.datetime.slice(0, 10), description: t.description, amount_cents: t.amount_cents, balance_cents: t.balance_cents }))).toEqual(expected.rows);
    expect([s.opening_balance_cents, s.closing_balance_cents]).toEqual([expected.opening_balance_cents, expected.closing_balance_cents]);
  });
});
