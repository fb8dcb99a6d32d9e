/**
 * The generic-layout fixtures (test/fixtures/statements/pdf/generic.ts renders them; the PDFs are
 * committed): every row must come back exactly (date, description, amount, balance), with the
 * header fields.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FixtureStatement } from '../../../test/fixtures/statements/pdf/model.ts';
import { readPdfText } from './read.ts';
import { parsePdfStatement } from './statement.ts';

const DIR = path.join(__dirname, 'fixtures');
const NAMES = ['generic-money-in-out', 'generic-amount-crdr', 'generic-signed-newest-first'];

describe.each(NAMES)('%s', (name) => {
  it('reads every row exactly', async () => {
    const expected = JSON.parse(readFileSync(path.join(DIR, `${name}.expected.json`), 'utf8')) as FixtureStatement;
    const { doc } = await readPdfText(new Uint8Array(readFileSync(path.join(DIR, `${name}.pdf`))), { passwords: [] });
    const s = parsePdfStatement(doc, { now: new Date('2026-06-01T00:00:00Z') });
    expect(s.transactions.map((t) => ({ date: t.datetime.slice(0, 10), description: t.description, amount_cents: t.amount_cents, balance_cents: t.balance_cents }))).toEqual(expected.rows);
    expect({
      account_number: s.account_number,
      account_holder_name: s.account_holder_name,
      period_start: s.period_start,
      period_end: s.period_end,
      opening_balance_cents: s.opening_balance_cents,
      closing_balance_cents: s.closing_balance_cents,
    }).toEqual({
      account_number: expected.account_number,
      account_holder_name: expected.account_holder_name,
      period_start: expected.period_start,
      period_end: expected.period_end,
      opening_balance_cents: expected.opening_balance_cents,
      closing_balance_cents: expected.closing_balance_cents,
    });
    expect(s.layout.bank_slug).toBe('generic');
    expect(s.sources).toHaveLength(s.transactions.length);
  });
});
