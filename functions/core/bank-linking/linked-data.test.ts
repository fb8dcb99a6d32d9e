import { BankLinkError, type LinkedTransaction } from './connector.ts';
import { normaliseUpload, stableId } from '../ingest.ts';
import { mergeStatement } from '../statement-merge.ts';
import { linkedAccountId, mergeLinkedAccounts, type FetchedAccount } from './linked-data.ts';

const account = { externalId: 'acc-1', accountNumber: '1234567890', accountName: 'Cheque', accountType: 'current', holderName: 'T Dlamini', currency: 'ZAR', balance: 150, availableBalance: null };
const rows = [
  { externalId: 't1', date: '2025-01-01', description: 'Salary', reference: null, amount: 200, balance: 200 },
  { externalId: 't2', date: '2025-01-02', description: 'Groceries', reference: null, amount: -50, balance: 150 },
];
const fetched = (transactions: LinkedTransaction[] = rows, balance: number | null = 150): FetchedAccount[] => [{ account: { ...account, balance }, transactions }];
const now = new Date('2025-02-01T00:00:00Z');

describe('mergeLinkedAccounts', () => {
  it('converts a linked account and its transactions, noting the newest date held', () => {
    const merged = mergeLinkedAccounts('conn', 'sandbox', { accounts: [], transactions: [] }, fetched(), now);
    expect(merged.accounts).toEqual([expect.objectContaining({ account_number: '1234567890', bank_slug: 'sandbox', balance_cents: 15000 })]);
    expect(merged.transactions.map((row) => [row.amount_cents, row.balance_cents, row.datetime])).toEqual([
      [20000, 20000, '2025-01-01T00:00:00+02:00'],
      [-5000, 15000, '2025-01-02T00:00:00+02:00'],
    ]);
    expect(merged).toMatchObject({ added: 2, alreadyKnown: 0, newestDates: { 'acc-1': '2025-01-02' } });
  });

  it('linking twice or fetching rows already held adds nothing twice (ids from the bank\'s ids)', () => {
    const first = mergeLinkedAccounts('conn', 'sandbox', { accounts: [], transactions: [] }, fetched(), now);
    const again = mergeLinkedAccounts('conn', 'sandbox', first, fetched(), now);
    expect(again.transactions).toHaveLength(2);
    expect(again.accounts).toHaveLength(1);
    expect(again).toMatchObject({ added: 0, alreadyKnown: 2 });
    const newer = [rows[1]!, { externalId: 't3', date: '2025-01-03', description: 'Airtime', reference: null, amount: -10, balance: 140 }];
    const rethread = mergeLinkedAccounts('conn', 'sandbox', first, fetched(newer, 140), now);
    expect(rethread).toMatchObject({ added: 1, alreadyKnown: 1, newestDates: { 'acc-1': '2025-01-03' } });
    expect(rethread.accounts[0]!.balance_cents).toBe(14000);
  });

  it('a statement uploaded before linking: the rows it already holds are matched by day, amount and balance, not counted twice', () => {
    const accountId = linkedAccountId('conn', account.accountNumber);
    const uploaded = {
      accounts: [{ id: accountId, account_number: account.accountNumber, account_name: 'Cheque', account_type: null, bank_slug: 'fnb', account_holder_name: null, currency: 'ZAR', balance_cents: 20000 }],
      transactions: [
        { id: 'upload-row-0', account_id: accountId, datetime: '2024-12-31T00:00:00+02:00', amount_cents: 0, balance_cents: 0, description: 'Opening', reference: null, currency: 'ZAR' },
        { id: 'upload-row-1', account_id: accountId, datetime: '2025-01-01T00:00:00+02:00', amount_cents: 20000, balance_cents: 20000, description: 'SALARY ACME', reference: null, currency: 'ZAR' },
      ],
    };
    const merged = mergeLinkedAccounts('conn', 'sandbox', uploaded, fetched(), now);
    expect(merged).toMatchObject({ added: 1, alreadyKnown: 1 });
    expect(merged.transactions.map((row) => [row.id.startsWith('upload-row') ? row.id : 'linked', row.amount_cents])).toEqual([
      ['upload-row-0', 0],
      ['upload-row-1', 20000],
      ['linked', -5000],
    ]);
    // The same amount on the same day with another balance is another transaction.
    const other = mergeLinkedAccounts('conn', 'sandbox', uploaded, fetched([{ ...rows[0]!, balance: 250 }, { ...rows[1]!, balance: 200 }], 200), now);
    expect(other).toMatchObject({ added: 2, alreadyKnown: 0 });
  });

  it('refuses data that fails the upload checks (balances that do not chain)', () => {
    const broken = [rows[0]!, { ...rows[1]!, balance: 999 }];
    expect(() => mergeLinkedAccounts('conn', 'sandbox', { accounts: [], transactions: [] }, fetched(broken), now)).toThrow(expect.objectContaining({ code: 'upload_contiguous_error' }));
  });

  it('an account whose balance the bank does not give is never R0: the newest row\'s running balance, else the held one, else refused', () => {
    expect(mergeLinkedAccounts('conn', 'sandbox', { accounts: [], transactions: [] }, fetched(rows, null), now).accounts[0]!.balance_cents).toBe(15000);
    const first = mergeLinkedAccounts('conn', 'sandbox', { accounts: [], transactions: [] }, fetched(), now);
    // A rethread with nothing new and no balance from the bank keeps the balance held.
    expect(mergeLinkedAccounts('conn', 'sandbox', first, fetched([], null), now).accounts[0]!.balance_cents).toBe(15000);
    const unbalanced = rows.map((row) => ({ ...row, balance: null }));
    expect(() => mergeLinkedAccounts('conn', 'sandbox', { accounts: [], transactions: [] }, fetched(unbalanced, null), now)).toThrow(new BankLinkError('bank_unavailable'));
  });

  it('an account number written with spaces is the same account: the id of an upload, a statement and a link agree', () => {
    const linked = linkedAccountId('conn', '1054959796');
    expect(linkedAccountId('conn', '1054 959 796')).toBe(linked);
    expect(linkedAccountId('conn', '1054-959-796')).toBe(linked);
    const upload = normaliseUpload('conn', [{ account_number: '1054 959 796', account_name: 'Cheque', account_type: null, bank_slug: 'fnb', account_holder_name: null, currency: 'ZAR', balance: 0, transactions: [] }], now);
    expect(upload.accounts[0]!.id).toBe(linked);
    const statement = mergeStatement({
      connectionId: 'conn',
      existing: { accounts: [], transactions: [] },
      periods: [],
      statement: { account_number: '1054 959 796', bank_slug: 'fnb', account_holder_name: null, period_start: '2025-01-01', period_end: '2025-01-31', opening_balance_cents: 0, closing_balance_cents: 0, transactions: [] },
    });
    expect(statement.account.id).toBe(linked);
    // A number without digits is not merged with every other such number.
    expect(linkedAccountId('conn', 'CARD')).not.toBe(linkedAccountId('conn', 'LOAN'));
  });

  it('a held row without a balance (or a fetched one without) matches by day and amount', () => {
    const accountId = linkedAccountId('conn', account.accountNumber);
    const held = {
      accounts: [{ id: accountId, account_number: account.accountNumber, account_name: 'Cheque', account_type: null, bank_slug: 'fnb', account_holder_name: null, currency: 'ZAR', balance_cents: 20000 }],
      transactions: [{ id: 'upload-row-1', account_id: accountId, datetime: '2025-01-01T00:00:00+02:00', amount_cents: 20000, balance_cents: null, description: 'SALARY ACME', reference: null, currency: 'ZAR' }],
    };
    expect(mergeLinkedAccounts('conn', 'sandbox', held, fetched(), now)).toMatchObject({ added: 1, alreadyKnown: 1 });
    const withBalance = { ...held, transactions: [{ ...held.transactions[0]!, balance_cents: 20000 }] };
    const fetchedWithout = fetched([{ ...rows[0]!, balance: null }, rows[1]!]);
    expect(mergeLinkedAccounts('conn', 'sandbox', withBalance, fetchedWithout, now)).toMatchObject({ added: 1, alreadyKnown: 1 });
    // Matched once each: a second such row of the same day and amount is another transaction.
    const twice = fetched([{ ...rows[0]!, balance: null }, { ...rows[0]!, externalId: 't1b', balance: null }, { ...rows[1]!, balance: 350 }], 350);
    expect(mergeLinkedAccounts('conn', 'sandbox', withBalance, twice, now)).toMatchObject({ added: 2, alreadyKnown: 1 });
  });

  it('an account held under an id made from its number as written (before digits) keeps that id and its rows', () => {
    const legacyId = stableId('conn', 'account', '1234 567 890');
    const held = {
      accounts: [{ id: legacyId, account_number: '1234 567 890', account_name: 'Cheque', account_type: null, bank_slug: 'sandbox', account_holder_name: null, currency: 'ZAR', balance_cents: 20000 }],
      transactions: [{ id: 'old-row-1', account_id: legacyId, datetime: '2025-01-01T00:00:00+02:00', amount_cents: 20000, balance_cents: 20000, description: 'Salary', reference: null, currency: 'ZAR' }],
    };
    const merged = mergeLinkedAccounts('conn', 'sandbox', held, fetched(), now);
    expect(merged.accounts.map((entry) => entry.id)).toEqual([legacyId]);
    expect(merged.accountIds).toEqual({ 'acc-1': legacyId });
    expect(merged).toMatchObject({ added: 1, alreadyKnown: 1 });
  });
});
