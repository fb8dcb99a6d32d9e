import { parsePdfStatement } from './statement.ts';
import { StatementFileError } from './errors.ts';
import { at, documentOf, page, ra } from './testing.ts';

const NOW = new Date('2026-01-15T10:00:00Z');

/** Date | Description | Money Out | Money In | Balance — a plain generic table. */
function basic() {
  return documentOf([
    page(1, [
      [at(40, 'Some Mutual Bank Limited')],
      [at(40, 'Account number: 1234 567 890')],
      [at(40, 'Statement period: 1 March 2025 to 31 March 2025')],
      [at(40, 'Opening balance R 1 000.00')],
      [],
      [at(40, 'Date'), at(110, 'Description'), ra(380, 'Money Out'), ra(460, 'Money In'), ra(550, 'Balance')],
      [at(40, '1 Mar 2025'), at(110, 'SALARY ACME'), ra(460, '10 000.00'), ra(550, '11 000.00')],
      [at(40, '2 Mar 2025'), at(110, 'PICK N PAY'), ra(380, '234.50'), ra(550, '10 765.50')],
      [at(110, 'CLAREMONT')],
      [at(40, '9 Mar 2025'), at(110, 'RENT'), ra(380, '8 500.00'), ra(550, '2 265.50')],
      [],
      [],
      [at(40, 'Page 1 of 1')],
    ]),
  ]);
}

describe('parsePdfStatement: the generic table', () => {
  it('reads a Date/Description/Money Out/Money In/Balance table with a wrapped description', () => {
    const s = parsePdfStatement(basic(), { now: NOW });
    expect(s.layout.bank_slug).toBe('generic');
    expect(s.account_number).toBe('1234 567 890');
    expect(s.period_start).toBe('2025-03-01');
    expect(s.period_end).toBe('2025-03-31');
    expect(s.opening_balance_cents).toBe(100000);
    expect(s.closing_balance_cents).toBe(226550);
    expect(s.transactions.map((t) => [t.row, t.datetime.slice(0, 10), t.description, t.amount_cents, t.balance_cents])).toEqual([
      [1, '2025-03-01', 'SALARY ACME', 1000000, 1100000],
      [2, '2025-03-02', 'PICK N PAY CLAREMONT', -23450, 1076550],
      [3, '2025-03-09', 'RENT', -850000, 226550],
    ]);
  });

  it('refuses a broken chain naming the row, its date, the printed and the expected balance', () => {
    const doc = basic();
    const bad = doc.pages[0]!.items.find((i) => i.str === '2 265.50')!;
    bad.str = '2 365.50';
    let error: unknown;
    try {
      parsePdfStatement(doc, { now: NOW });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StatementFileError);
    const e = error as StatementFileError;
    expect(e.code).toBe('balance_chain_broken');
    expect(e.errorType).toBe('Contiguous Error');
    expect(e.message).toBe('Row 3 (2025-03-09): the statement prints a balance of R 2 365.50 but the previous balance and the amount give R 2 265.50.');
    expect(e.detail).toEqual({ row: 3, date: '2025-03-09', page: 1, printed_balance: 2365.5, expected_balance: 2265.5 });
  });
});
