import { AccountSummaryAccountSchema } from '#schemas/bank-connections';
import { AvailableAccountsSchema, SingleTransactionDetailSchema } from '#schemas/analyses';
import type { LabelledTransaction } from './bank-data.ts';
import { availableAccounts, presentConnection, presentTransaction, storedAccountsOf, type StoredAccount, type StoredConnection } from './bank-connection-out.ts';

const account: StoredAccount = {
  id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  account_number: '62000000001',
  account_name: 'Cheque',
  account_type: 'cheque',
  bank_slug: 'fnb',
  account_holder_name: 'T Mokoena',
  balance_cents: 123456,
  transaction_count: 7,
  source: 'byod',
};

const transaction: LabelledTransaction = {
  id: 'cccccccccccccccccccccccc',
  account_id: account.id,
  datetime: '2024-03-01T00:00:00+02:00',
  amount_cents: -4599,
  balance_cents: null,
  description: 'SPAR',
  reference: 'card 1234',
  currency: 'ZAR',
  label: 'Groceries',
  label_confidence: 0.8,
  label_source: 'rule',
};

describe('presentConnection', () => {
  const connection: StoredConnection = {
    id: 'dddddddddddddddddddddddd',
    application: 'eeeeeeeeeeeeeeeeeeeeeeee',
    status: 'complete',
    accounts: [account, { ...account, id: 'ffffffffffffffffffffffff', bank_slug: 'new_bank' }],
    created_at: '2024-03-01T00:00:00.000Z',
    updated_at: '2024-03-02T00:00:00.000Z',
    analysed_at: null,
  };

  it('answers each account in rand, with the bank\'s name, as AccountSummaryAccountSchema', () => {
    const [first, second] = presentConnection(connection).accounts;
    expect(first).toEqual({
      id: account.id, bank_name: 'FNB', account_name: 'Cheque', account_number: '62000000001', account_holder_name: 'T Mokoena',
      account_holder_gov_id: null, verification: 'ACCOUNT', balance: 1234.56, bank_slug: 'fnb', account_type: 'cheque', transaction_count: 7,
    });
    expect(AccountSummaryAccountSchema.parse(first)).toEqual(first);
    // A bank Khanya has no display name for is shown by its slug, not dropped.
    expect(second?.bank_name).toBe('new_bank');
  });

  it('answers ONLINE_BANKING_PROFILE for an account a bank login linked, ACCOUNT for every other source', () => {
    const linked = presentConnection({ ...connection, accounts: (['automatic', 'byod', 'csv', 'statement'] as const).map((source) => ({ ...account, source })) });
    expect(linked.accounts.map((out) => out.verification)).toEqual(['ONLINE_BANKING_PROFILE', 'ACCOUNT', 'ACCOUNT', 'ACCOUNT']);
  });

  it('leaves the stored bookkeeping (source) out', () => {
    expect(presentConnection(connection).accounts[0]).not.toHaveProperty('source');
  });
});

describe('presentTransaction', () => {
  it('answers rand and the account\'s number and bank, as SingleTransactionDetailSchema', () => {
    const out = presentTransaction(transaction, account);
    expect(out).toMatchObject({ account: account.id, account_number: '62000000001', amount: -45.99, balance: 0, bank_slug: 'fnb', label: 'Groceries' });
    expect(SingleTransactionDetailSchema.parse(out)).toEqual(out);
  });

  it('answers a transaction of an unknown account with an empty number and the bank `other`', () => {
    expect(presentTransaction(transaction, undefined)).toMatchObject({ account_number: '', bank_slug: 'other' });
  });
});

describe('availableAccounts', () => {
  it('answers the filterable accounts as AvailableAccountsSchema', () => {
    const [out] = availableAccounts([account]);
    expect(out).toEqual({ account_id: account.id, bank_slug: 'fnb', account_number: '62000000001', account_name: 'Cheque' });
    expect(AvailableAccountsSchema.parse(out)).toEqual(out);
  });
});

describe('storedAccountsOf', () => {
  it('stores each accepted account with its transaction count and source, without its currency', () => {
    const { transaction_count: _count, source: _source, ...ingested } = account;
    const other = { ...ingested, id: 'bbbbbbbbbbbbbbbbbbbbbbbb', account_number: '62000000002' };
    const rows = [
      { account_id: account.id, datetime: '2026-03-02T10:00:00+02:00' },
      { account_id: account.id, datetime: '2026-01-31T23:30:00+02:00' },
    ];
    const stored = storedAccountsOf([{ ...ingested, currency: 'ZAR' }, { ...other, currency: 'ZAR' }], rows, 'csv');
    expect(stored).toEqual([
      { ...ingested, transaction_count: 2, source: 'csv', vouched: null },
      { ...other, transaction_count: 0, source: 'csv', vouched: null },
    ]);
  });

  it("keeps what the lender's data or a linked bank vouches for: the holder as given, and the days its rows span, as the rows write their day", () => {
    const { transaction_count: _count, source: _source, ...ingested } = account;
    const rows = [
      { account_id: account.id, datetime: '2026-03-02T10:00:00+02:00' },
      { account_id: account.id, datetime: '2026-01-31T23:30:00+02:00' },
      { account_id: 'bbbbbbbbbbbbbbbbbbbbbbbb', datetime: '2020-01-01T00:00:00+02:00' },
    ];
    const [byod] = storedAccountsOf([{ ...ingested, currency: 'ZAR' }], rows, 'byod');
    expect(byod).toMatchObject({ transaction_count: 2, vouched: { holder_name: 'T Mokoena', days: { first: '2026-01-31', last: '2026-03-02' } } });
    // A linked bank's own rows only, where the account also holds a statement's.
    const [linked] = storedAccountsOf([{ ...ingested, currency: 'ZAR' }], rows, 'automatic', rows.slice(0, 1));
    expect(linked).toMatchObject({ transaction_count: 2, vouched: { holder_name: 'T Mokoena', days: { first: '2026-03-02', last: '2026-03-02' } } });
    expect(storedAccountsOf([{ ...ingested, account_holder_name: null, currency: 'ZAR' }], [], 'byod')[0]?.vouched).toEqual({ holder_name: null, days: null });
  });
});
