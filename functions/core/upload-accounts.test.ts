import { BYODAccountSchema } from '#schemas/bank-connections';
import type { ParsedStatement } from './statements/index.ts';
import { incomingFromByod, incomingFromStatement } from './upload-accounts.ts';

describe('incomingFromByod', () => {
  it('keeps what the lender gave and nulls what the schema leaves optional', () => {
    const account = BYODAccountSchema.parse({
      account_number: '62000000001', account_name: 'Cheque', balance: 100.5, bank_slug: 'fnb',
      transactions: [{ datetime: '2026-10-01', amount: -20, description: 'SPAR' }],
    });
    expect(incomingFromByod([account])).toEqual([
      {
        account_number: '62000000001', account_name: 'Cheque', account_type: null, bank_slug: 'fnb', account_holder_name: null, currency: 'ZAR', balance: 100.5,
        transactions: [{ datetime: '2026-10-01', amount: -20, balance: null, description: 'SPAR', reference: null, currency: 'ZAR' }],
      },
    ]);
  });
});

describe('incomingFromStatement', () => {
  const statement: ParsedStatement = {
    bank_slug: 'capitec', detected_format: 'capitec_transaction_history', encoding: 'utf-8', delimiter: ',', newest_first: false,
    account_number: null, account_holder_name: 'K NAIDOO', statement_start: '2026-10-01', statement_end: '2026-10-02',
    opening_balance_cents: 10000, closing_balance_cents: null, not_posted: [],
    transactions: [
      { row: 2, datetime: '2026-10-01T00:00:00+02:00', amount_cents: -1050, balance_cents: 8950, description: 'SPAR', reference: null },
      { row: 3, datetime: '2026-10-02T00:00:00+02:00', amount_cents: 500000, balance_cents: null, description: 'SALARY', reference: 'ACME' },
    ],
  };

  it('names the account after the bank and the number\'s last four digits, in rand, ZAR', () => {
    const account = incomingFromStatement(statement, { account_number: '1234567890' });
    expect(account).toMatchObject({ account_number: '1234567890', account_name: 'CAPITEC 7890', bank_slug: 'capitec', account_type: null, currency: 'ZAR' });
    expect(account.transactions).toEqual([
      { datetime: '2026-10-01T00:00:00+02:00', amount: -10.5, balance: 89.5, description: 'SPAR', reference: null, currency: 'ZAR' },
      { datetime: '2026-10-02T00:00:00+02:00', amount: 5000, balance: null, description: 'SALARY', reference: 'ACME', currency: 'ZAR' },
    ]);
  });

  it('takes the applicant\'s holder name over the file\'s', () => {
    expect(incomingFromStatement(statement, { account_number: '1', account_holder_name: 'Kagiso Naidoo' }).account_holder_name).toBe('Kagiso Naidoo');
    expect(incomingFromStatement(statement, { account_number: '1' }).account_holder_name).toBe('K NAIDOO');
  });

  it('takes the stated closing balance, else the last balance a row gives, else 0', () => {
    expect(incomingFromStatement({ ...statement, closing_balance_cents: 123456 }, { account_number: '1' }).balance).toBe(1234.56);
    expect(incomingFromStatement(statement, { account_number: '1' }).balance).toBe(89.5);
    const noBalances = { ...statement, transactions: statement.transactions.map((row) => ({ ...row, balance_cents: null })) };
    expect(incomingFromStatement(noBalances, { account_number: '1' }).balance).toBe(0);
  });
});
