import { formatSast, normaliseUpload, toSastDateTime, type IncomingAccount } from './ingest.ts';
import { DomainError } from '#schemas/errors';

const account = (transactions: IncomingAccount['transactions']): IncomingAccount => ({
  account_number: '62000000001',
  account_name: 'Cheque',
  account_type: 'cheque',
  bank_slug: 'fnb',
  account_holder_name: 'T Mokoena',
  currency: 'ZAR',
  balance: 900,
  transactions,
});
const tx = (datetime: string, amount: number, balance: number | null, description = 'POS PURCHASE SHOPRITE') => ({
  datetime, amount, balance, description, reference: null, currency: 'ZAR',
});

function errorOf(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

describe('normaliseUpload', () => {
  it('converts to cents and SAST, sorts oldest first and gives stable ids', () => {
    const input = [account([tx('2026-10-02', -100.1, 899.9), tx('2026-10-01T08:00:00Z', 1000, 1000)])];
    const first = normaliseUpload('conn1', input, new Date('2026-11-01'));
    expect(first.transactions.map((t) => [t.datetime, t.amount_cents, t.balance_cents])).toEqual([
      ['2026-10-01T10:00:00+02:00', 100000, 100000],
      ['2026-10-02T00:00:00+02:00', -10010, 89990],
    ]);
    expect(first.accounts[0]!.balance_cents).toBe(90000);
    const again = normaliseUpload('conn1', input, new Date('2026-11-01'));
    expect(again.transactions.map((t) => t.id)).toEqual(first.transactions.map((t) => t.id));
  });

  it('keeps two identical transactions on the same day apart', () => {
    const input = [account([tx('2026-10-01', -10, 90), tx('2026-10-01', -10, 80)])];
    const { transactions } = normaliseUpload('c', input, new Date('2026-11-01'));
    expect(new Set(transactions.map((t) => t.id)).size).toBe(2);
  });

  it('accepts a day listed newest first, and refuses balances that do not chain', () => {
    const newestFirst = [account([tx('2026-10-01', 1000, 1000), tx('2026-10-02', -20, 960), tx('2026-10-02', -20, 980)])];
    expect(() => normaliseUpload('c', newestFirst, new Date('2026-11-01'))).not.toThrow();
    const broken = [account([tx('2026-10-01', 1000, 1000), tx('2026-10-03', -20, 500)])];
    const error = errorOf(() => normaliseUpload('c', broken, new Date('2026-11-01')));
    expect(error.code).toBe('upload_contiguous_error');
    expect(error.extra).toMatchObject({ manual_upload_error_type: 'Contiguous Error', details: [{ account: '62000000001', row: 2, problem: expect.stringContaining('do not chain') }] });
  });

  it('stores a day listed newest first in the order its balances chain, so the day ends on its last balance', () => {
    const newestFirst = [account([tx('2026-10-01', 1000, 1000), tx('2026-10-02', -20, 960), tx('2026-10-02', -20, 980)])];
    const { transactions } = normaliseUpload('c', newestFirst, new Date('2026-11-01'));
    expect(transactions.map((t) => t.balance_cents)).toEqual([100000, 98000, 96000]);
    const oldestFirst = [account([tx('2026-10-01', 1000, 1000), tx('2026-10-02', -20, 980), tx('2026-10-02', -20, 960)])];
    expect(normaliseUpload('c', oldestFirst, new Date('2026-11-01')).transactions.map((t) => t.id)).toEqual(transactions.map((t) => t.id));
  });

  it('chains balances across a row sent without one, where it stands in the account', () => {
    const middle = [account([tx('2026-10-01', 100, 100), tx('2026-10-02', -1, null), tx('2026-10-03', -2, 97), tx('2026-10-04', 803, 900)])];
    const { transactions } = normaliseUpload('c', middle, new Date('2026-11-01'));
    expect(transactions.map((t) => t.balance_cents)).toEqual([10000, null, 9700, 90000]);
    // Balances that chain without the row's amount are accepted as before (a row the bank printed
    // without posting it); balances that chain neither way are refused.
    const notPosted = [account([tx('2026-10-01', 100, 100), tx('2026-10-02', -1, null), tx('2026-10-03', -2, 98), tx('2026-10-04', 802, 900)])];
    expect(() => normaliseUpload('c', notPosted, new Date('2026-11-01'))).not.toThrow();
    const gap = [account([tx('2026-10-01', 100, 100), tx('2026-10-02', -1, null), tx('2026-10-03', -2, 95), tx('2026-10-04', 805, 900)])];
    const error = errorOf(() => normaliseUpload('c', gap, new Date('2026-11-01')));
    expect(error.code).toBe('upload_contiguous_error');
    expect(error.extra).toMatchObject({ details: [{ row: 3, column: 'balance', problem: expect.stringContaining('do not chain') }] });
  });

  it('refuses an account balance that the rows after the last balance given do not reach, where those rows are to be filled from it', () => {
    // 97 + 1 + 2 = 100, but the account says 900: the left-out balances would not chain.
    const trailing = [account([tx('2026-10-01', 100, 100), tx('2026-10-02', -3, 97), tx('2026-10-03', 1, null), tx('2026-10-04', 2, null)])];
    const error = errorOf(() => normaliseUpload('c', trailing, new Date('2026-11-01'), { closingGiven: true }));
    expect(error.code).toBe('upload_contiguous_error');
    expect(error.extra).toMatchObject({ details: [{ account: '62000000001', row: null, column: 'balance', problem: expect.stringContaining('R 900.00 is not the last balance given, R 97.00 (row 2), plus the 2 transactions after it') }] });
    // When they reach it, they are accepted; and with every balance given the account's balance is not checked against the rows.
    const reaching = [{ ...account([tx('2026-10-01', 100, 100), tx('2026-10-02', -3, 97), tx('2026-10-03', 1, null), tx('2026-10-04', 2, null)]), balance: 100 }];
    expect(() => normaliseUpload('c', reaching, new Date('2026-11-01'), { closingGiven: true })).not.toThrow();
    const allGiven = [account([tx('2026-10-01', 100, 100), tx('2026-10-02', -3, 97)])];
    expect(() => normaliseUpload('c', allGiven, new Date('2026-11-01'), { closingGiven: true })).not.toThrow();
    // A source whose account balance is of the caller's making (a CSV export without a closing balance, a linked bank's check) is not held to it.
    expect(() => normaliseUpload('c', trailing, new Date('2026-11-01'))).not.toThrow();
  });

  it('accepts a day listed newest first with a row sent without a balance, as before balances left out were chained through', () => {
    const day = [account([tx('2026-10-01', 1000, 1000), tx('2026-10-02', -20, 960), tx('2026-10-02', -5, null), tx('2026-10-02', -20, 980)])];
    expect(() => normaliseUpload('c', day, new Date('2026-11-01'))).not.toThrow();
  });

  it('refuses transactions in the future as a Transactions Error', () => {
    const error = errorOf(() => normaliseUpload('c', [account([tx('2027-01-01', 5, null)])], new Date('2026-11-01')));
    expect(error.code).toBe('upload_transactions_error');
  });

  it('writes instants in SAST', () => {
    expect(toSastDateTime('2026-03-14T22:30:00Z')).toBe('2026-03-15T00:30:00+02:00');
    expect(toSastDateTime('2026-03-14T09:00:00')).toBe('2026-03-14T09:00:00+02:00');
    expect(formatSast(Date.parse('2026-01-01T00:00:00Z'))).toBe('2026-01-01T02:00:00+02:00');
  });
});

describe('fillBalances', () => {
  it('works back from the closing balance and keeps given balances', async () => {
    const { fillBalances } = await import('./ingest.ts');
    const accounts = [{ id: 'a', account_number: '1', account_name: 'x', account_type: null, bank_slug: 'fnb', account_holder_name: null, currency: 'ZAR', balance_cents: 500 }];
    const base = { account_id: 'a', description: 'x', reference: null, currency: 'ZAR' };
    const filled = fillBalances(accounts, [
      { ...base, id: '1', datetime: '2026-10-01T00:00:00+02:00', amount_cents: 1000, balance_cents: null },
      { ...base, id: '2', datetime: '2026-10-02T00:00:00+02:00', amount_cents: -300, balance_cents: null },
      { ...base, id: '3', datetime: '2026-10-03T00:00:00+02:00', amount_cents: -200, balance_cents: null },
    ]);
    expect(filled.map((t) => t.balance_cents)).toEqual([1000, 700, 500]);
  });
});
