import { StatementFileError } from './pdf/errors.ts';
import { addDays, mergeStatement, statementCoverage, type MergeStatement } from './statement-merge.ts';
import type { BankAccount, Transaction } from './bank-data.ts';

const CONNECTION = 'c0ffee00c0ffee00c0ffee00';

/** A statement of `days` consecutive days from `start`, one row a day, opening at `opening` cents. */
function statement(start: string, days: number, opening: number, overrides: Partial<MergeStatement> = {}): MergeStatement {
  let balance = opening;
  const transactions = Array.from({ length: days }, (_, index) => {
    const amount = index % 3 === 0 ? 150_000 : -(1_000 + index * 7);
    balance += amount;
    return { datetime: `${addDays(start, index)}T00:00:00+02:00`, amount_cents: amount, balance_cents: balance, description: `ROW ${addDays(start, index)}`, reference: null };
  });
  return {
    bank_slug: 'fnb',
    account_number: '62812345678',
    account_holder_name: 'T MOKOENA',
    period_start: start,
    period_end: addDays(start, days - 1),
    opening_balance_cents: opening,
    closing_balance_cents: balance,
    transactions,
    ...overrides,
  };
}

const EMPTY = { accounts: [] as BankAccount[], transactions: [] as Transaction[] };

function apply(...statements: MergeStatement[]) {
  let data = EMPTY;
  const periods: { bank_slug: string; account_number: string; start: string; end: string }[] = [];
  for (const s of statements) {
    const result = mergeStatement({ connectionId: CONNECTION, existing: data, periods, statement: s });
    data = { accounts: result.accounts, transactions: result.transactions };
    periods.push({ bank_slug: s.bank_slug, account_number: s.account_number, start: s.period_start, end: s.period_end });
  }
  return data;
}

function refusal(run: () => unknown): StatementFileError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatementFileError) return error;
    throw error;
  }
  throw new Error('not refused');
}

const jan = statement('2025-01-01', 31, 100_000);
const feb = statement('2025-02-01', 28, jan.closing_balance_cents!);
const mar = statement('2025-03-01', 31, feb.closing_balance_cents!);

describe('mergeStatement', () => {
  it("a generic export of an account and the bank's own statement of it are one account: rows they share are taken once", () => {
    const generic = { ...jan, bank_slug: 'generic' };
    const data = apply(generic, feb, { ...mar, bank_slug: 'generic' });
    expect(data.accounts).toHaveLength(1);
    expect(data.transactions).toHaveLength(31 + 28 + 31);
    const overlap = mergeStatement({ connectionId: CONNECTION, existing: data, periods: [], statement: feb });
    expect([overlap.accounts.length, overlap.added, overlap.alreadyKnown]).toEqual([1, 0, 28]);
    // The account learns its bank from the bank's own statement.
    expect(data.accounts[0]).toMatchObject({ bank_slug: 'fnb', account_name: 'FNB 5678' });
  });

  it("a bank's statement goes to the account of its own bank where a generic one of the same number is also held (data merged before they were one)", () => {
    const generic = mergeStatement({ connectionId: CONNECTION, existing: EMPTY, periods: [], statement: { ...jan, bank_slug: 'generic', account_number: '62812345678' } });
    const both = { accounts: [generic.account, { ...generic.account, id: 'b0b0b0b0b0b0b0b0b0b0b0b0', bank_slug: 'fnb' }], transactions: generic.transactions };
    const result = mergeStatement({ connectionId: CONNECTION, existing: both, periods: [], statement: feb });
    expect(result.account.id).toBe('b0b0b0b0b0b0b0b0b0b0b0b0');
    expect(statementCoverage(both.accounts, [{ bank_slug: 'fnb', account_number: '62812345678', start: '2025-02-01', end: '2025-02-28' }]).periods[0]!.account_id).toBe('b0b0b0b0b0b0b0b0b0b0b0b0');
  });

  it('a first statement becomes an account with its rows and closing balance', () => {
    const result = mergeStatement({ connectionId: CONNECTION, existing: EMPTY, periods: [], statement: jan });
    expect(result.newAccount).toBe(true);
    expect(result.transactions).toHaveLength(31);
    expect(result.account).toMatchObject({ bank_slug: 'fnb', account_number: '62812345678', balance_cents: jan.closing_balance_cents });
  });

  it('consecutive statements of one account merge into one account, in either order, with the same result', () => {
    const forwards = apply(jan, feb, mar);
    const backwards = apply(mar, feb, jan);
    const shuffled = apply(feb, jan, mar);
    expect(forwards.accounts).toHaveLength(1);
    expect(forwards.transactions).toHaveLength(31 + 28 + 31);
    const ids = (data: typeof forwards) => data.transactions.map((row) => row.id);
    expect(ids(backwards)).toEqual(ids(forwards));
    expect(ids(shuffled)).toEqual(ids(forwards));
    expect(backwards.accounts).toEqual(forwards.accounts);
    expect(forwards.accounts[0]!.balance_cents).toBe(mar.closing_balance_cents);
    expect(new Set(ids(forwards)).size).toBe(90);
  });

  it('an overlapping statement adds only the rows not already there (row by row)', () => {
    const rows = [...jan.transactions, ...feb.transactions].filter((row) => row.datetime >= '2025-01-16' && row.datetime < '2025-02-15');
    const midJanToMidFeb: MergeStatement = {
      ...jan,
      period_start: '2025-01-16',
      period_end: '2025-02-14',
      opening_balance_cents: rows[0]!.balance_cents! - rows[0]!.amount_cents,
      closing_balance_cents: rows.at(-1)!.balance_cents,
      transactions: rows,
    };
    const result = mergeStatement({
      connectionId: CONNECTION,
      existing: apply(jan),
      periods: [{ bank_slug: 'fnb', account_number: '062812345678', start: '2025-01-01', end: '2025-01-31' }],
      statement: midJanToMidFeb,
    });
    expect(result.alreadyKnown).toBe(16);
    expect(result.added).toBe(14);
    expect(result.transactions).toHaveLength(31 + 14);
    // The same rows as uploading the full February later.
    expect(apply(jan, { ...midJanToMidFeb }, { ...feb }).transactions.map((row) => row.id)).toEqual(apply(jan, feb).transactions.map((row) => row.id));
  });

  it('the same statement again adds nothing', () => {
    const once = apply(jan);
    const result = mergeStatement({ connectionId: CONNECTION, existing: once, periods: [{ bank_slug: 'fnb', account_number: jan.account_number, start: '2025-01-01', end: '2025-01-31' }], statement: jan });
    expect([result.added, result.alreadyKnown, result.transactions.length]).toEqual([0, 31, 31]);
  });

  describe('a statement cut while rows of its last days were still to be posted (FNB)', () => {
    // November's statement ends on 13 Dec; December's opens with two rows dated 12 Dec (posted
    // after the cut) and goes on from November's closing balance.
    const november = statement('2025-11-14', 30, 50_000);
    const lateRows = [
      { datetime: '2025-12-12T00:00:00+02:00', amount_cents: -2_500, description: 'POS PURCHASE LATE ONE', reference: null },
      { datetime: '2025-12-12T00:00:00+02:00', amount_cents: -1_000, description: 'POS PURCHASE LATE TWO', reference: null },
    ];
    function december(opening: number, firstDate = '2025-12-12'): MergeStatement {
      const rest = statement('2025-12-14', 30, opening - 3_500);
      let balance = opening;
      const late = lateRows.map((row) => ({ ...row, datetime: `${firstDate}T00:00:00+02:00`, balance_cents: (balance += row.amount_cents) }));
      return { ...rest, period_start: '2025-12-13', opening_balance_cents: opening, transactions: [...late, ...rest.transactions] };
    }

    it('follows on from the balance, in either order, with the same rows', () => {
      const next = december(november.closing_balance_cents!);
      const forwards = apply(november, next);
      const backwards = apply(next, november);
      expect(forwards.accounts).toHaveLength(1);
      expect(forwards.transactions).toHaveLength(30 + 32);
      expect(backwards.transactions.map((row) => row.id)).toEqual(forwards.transactions.map((row) => row.id));
      expect(forwards.accounts[0]!.balance_cents).toBe(next.closing_balance_cents);
      expect(backwards.accounts[0]!.balance_cents).toBe(next.closing_balance_cents);
    });

    it('is refused when the opening balance is a cent off, or the rows reach back more than a week', () => {
      expect(refusal(() => apply(november, december(november.closing_balance_cents! + 1))).code).toBe('statements_not_contiguous');
      expect(refusal(() => apply(november, december(november.closing_balance_cents!, '2025-12-01'))).code).toBe('statements_not_contiguous');
    });
  });

  it('a missing month between statements is refused, naming the dates', () => {
    const error = refusal(() => apply(jan, mar));
    expect(error).toMatchObject({ code: 'statements_not_contiguous', errorType: 'Contiguous Error' });
    expect(error.message).toContain('2025-01-31');
    expect(error.message).toContain('2025-03-01');
    expect(error.detail).toMatchObject({ previous_date: '2025-01-31', next_date: '2025-03-01' });
  });

  it('an overlap whose rows disagree is refused, naming the day', () => {
    const edited = statement('2025-01-01', 31, 100_000);
    edited.transactions = edited.transactions.map((row, index) => (index === 9 ? { ...row, description: 'SOMETHING ELSE' } : row));
    const error = refusal(() => apply(jan, edited));
    expect(error.code).toBe('statements_not_contiguous');
    expect(error.detail).toMatchObject({ date: '2025-01-10' });
  });

  it("an overlap holding the same amounts and balances in other words is refused as such, quoting the statement's own wording, printable and cut short", () => {
    const appExport = { ...feb, bank_slug: 'generic', transactions: feb.transactions.map((row) => ({ ...row, description: `Card purchase ${row.description.toLowerCase()}` })) };
    const error = refusal(() => apply(jan, feb, appExport));
    expect(error.code).toBe('statements_not_contiguous');
    expect(error.message).toContain('but in other words (on 2025-02-01, "Card purchase row 2025-02-01" here)');
    expect(error.message).toContain('upload only months not held yet');
    expect(error.message).not.toContain('ROW 2025-02-01'); // the held wording (perhaps the lender's own data) is not shown
    expect(error.detail).toMatchObject({ date: '2025-02-01', reason: 'worded_differently' });
    // A cell of any length, with a text-direction override, is quoted printable and cut short.
    const long = { ...appExport, transactions: appExport.transactions.map((row, index) => (index === 0 ? { ...row, description: `PAY\u202Efdp.exe ${'X'.repeat(5000)}` } : row)) };
    const quoted = refusal(() => apply(jan, feb, long)).message;
    expect(quoted).toContain(`"PAY fdp.exe ${'X'.repeat(47)}…"`);
    expect(quoted.length).toBeLessThan(700);
    // An amount that differs is a disagreement, whatever the words.
    const edited = { ...appExport, transactions: appExport.transactions.map((row, index) => (index === 3 ? { ...row, amount_cents: row.amount_cents - 100, balance_cents: row.balance_cents! - 100 } : row)) };
    const disagreement = refusal(() => apply(jan, feb, edited));
    expect(disagreement.message).toContain('differ. Upload the bank\'s original statements.');
    expect(disagreement.detail).not.toHaveProperty('reason');
  });

  it('a statement claiming no rows on days another statement has rows is refused', () => {
    const early = statement('2025-01-01', 28, 100_000, { period_end: '2025-01-31' });
    expect(refusal(() => apply(early, jan)).detail).toMatchObject({ date: '2025-01-29' });
  });

  it('statements without balances are joined by their dates: a gap is refused, adjacent periods merge', () => {
    const strip = (s: MergeStatement): MergeStatement => ({ ...s, opening_balance_cents: null, closing_balance_cents: null, transactions: s.transactions.map((row) => ({ ...row, balance_cents: null })) });
    expect(apply(strip(jan), strip(feb)).transactions).toHaveLength(59);
    expect(refusal(() => apply(strip(jan), strip(mar))).detail).toMatchObject({ gap_from: '2025-01-31', gap_to: '2025-03-01' });
  });

  it('another account number, or the same number at another bank, is another account', () => {
    const other = statement('2025-01-01', 10, 5_000, { account_number: '1234567890' });
    const otherBank = statement('2025-01-01', 10, 5_000, { bank_slug: 'capitec' });
    const data = apply(jan, other, otherBank);
    expect(data.accounts.map((account) => [account.bank_slug, account.account_number])).toEqual([
      ['fnb', '62812345678'],
      ['fnb', '1234567890'],
      ['capitec', '62812345678'],
    ]);
    expect(new Set(data.accounts.map((account) => account.id)).size).toBe(3);
    expect(data.transactions).toHaveLength(51);
  });

  it('joins an account that came from another source (its transactions set what it covers)', () => {
    const byod = apply(jan);
    const result = mergeStatement({ connectionId: CONNECTION, existing: byod, periods: [], statement: feb });
    expect(result.transactions).toHaveLength(59);
    expect(result.newAccount).toBe(false);
  });
});

describe('statementCoverage', () => {
  const accounts = [
    { id: 'a1', bank_slug: 'fnb', account_number: '62001234567' },
    { id: 'a2', bank_slug: 'capitec', account_number: '1234567890' },
  ];
  it("gives each parsed statement's period to the account it went into, and the latest end as the statement date; no period that is not two ordered dates", () => {
    const coverage = statementCoverage(accounts, [
      { bank_slug: 'fnb', account_number: '62 0012 3456 7', start: '2025-04-01', end: '2025-04-30' },
      { bank_slug: 'fnb', account_number: '62001234567', start: '2025-05-01', end: '2025-05-31' },
      { bank_slug: 'capitec', account_number: '1234567890', start: '2025-04-15', end: '2025-05-14' },
      // Same number at another bank, and an account no longer in the data: no account's.
      { bank_slug: 'absa', account_number: '62001234567', start: '2025-06-01', end: '2025-06-30' },
      { bank_slug: 'fnb', account_number: '99999999999', start: '2025-06-01', end: '2025-06-30' },
      // Read wrong: reversed, not a calendar date, not a date.
      { bank_slug: 'fnb', account_number: '62001234567', start: '2025-07-31', end: '2025-07-01' },
      { bank_slug: 'fnb', account_number: '62001234567', start: '2025-02-01', end: '2025-02-31' },
      { bank_slug: 'fnb', account_number: '62001234567', start: '2025-6-1', end: '2025-06-30' },
    ]);
    expect(coverage.periods).toEqual([
      { account_id: 'a1', start: '2025-04-01', end: '2025-04-30' },
      { account_id: 'a1', start: '2025-05-01', end: '2025-05-31' },
      { account_id: 'a2', start: '2025-04-15', end: '2025-05-14' },
    ]);
    expect(coverage.statementDates).toEqual({ a1: '2025-05-31', a2: '2025-05-14' });
    expect(statementCoverage(accounts, [])).toEqual({ periods: [], statementDates: {} });
  });

  it('a statement read by the generic reader (no bank named) is the account of its number at any bank', () => {
    const generic = statementCoverage(accounts, [{ bank_slug: 'generic', account_number: '1234567890', start: '2025-04-01', end: '2025-04-30' }]);
    expect(generic.periods).toEqual([{ account_id: 'a2', start: '2025-04-01', end: '2025-04-30' }]);
    const ofGeneric = statementCoverage([{ id: 'g', bank_slug: 'generic', account_number: '4081234567' }], [{ bank_slug: 'absa', account_number: '4081234567', start: '2025-04-01', end: '2025-04-30' }]);
    expect(ofGeneric.periods).toEqual([{ account_id: 'g', start: '2025-04-01', end: '2025-04-30' }]);
  });
});
