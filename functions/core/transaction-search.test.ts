import type { LabelledTransaction } from './bank-data.ts';
import { filterTransactions, pageOf } from './transaction-search.ts';

const ACCOUNT_A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const ACCOUNT_B = 'bbbbbbbbbbbbbbbbbbbbbbbb';

function transaction(id: number, fields: Partial<LabelledTransaction> = {}): LabelledTransaction {
  return {
    id: id.toString(16).padStart(24, '0'),
    account_id: ACCOUNT_A,
    datetime: `2024-03-${String(id).padStart(2, '0')}T00:00:00+02:00`,
    amount_cents: -1000,
    balance_cents: null,
    description: `Purchase ${id}`,
    reference: null,
    currency: 'ZAR',
    label: 'Groceries',
    label_confidence: 0.9,
    label_source: 'rule',
    ...fields,
  };
}

const ids = (items: readonly { id: string }[]) => items.map((item) => Number.parseInt(item.id, 16));

describe('filterTransactions', () => {
  const stored = [
    transaction(1, { account_id: ACCOUNT_B, label: 'Salary', description: 'ACME PAYROLL' }),
    transaction(2, { reference: 'Ref SPAZA 42' }),
    transaction(3, { datetime: '2024-03-03T23:30:00+02:00' }),
    transaction(4),
  ];

  it('answers everything newest first without a filter, leaving the stored order alone', () => {
    expect(ids(filterTransactions(stored, {}))).toEqual([4, 3, 2, 1]);
    expect(ids(stored)).toEqual([1, 2, 3, 4]);
  });

  it('answers newest first across accounts stored one after another, same instants in reverse stored order', () => {
    const twoAccounts = [
      transaction(1, { datetime: '2024-03-01T09:00:00+02:00' }),
      transaction(2, { datetime: '2024-03-20T09:00:00+02:00' }),
      transaction(3, { datetime: '2024-03-25T09:00:00+02:00' }),
      transaction(4, { account_id: ACCOUNT_B, datetime: '2024-03-05T09:00:00+02:00' }),
      transaction(5, { account_id: ACCOUNT_B, datetime: '2024-03-20T09:00:00+02:00' }),
      transaction(6, { account_id: ACCOUNT_B, datetime: '2024-03-28T09:00:00+02:00' }),
    ];
    expect(ids(filterTransactions(twoAccounts, {}))).toEqual([6, 3, 5, 2, 4, 1]);
    expect(ids(filterTransactions(twoAccounts, { label: 'Groceries' }).slice(0, 2))).toEqual([6, 3]);
  });

  it('filters by account and by label', () => {
    expect(ids(filterTransactions(stored, { account_id: ACCOUNT_B }))).toEqual([1]);
    expect(ids(filterTransactions(stored, { label: 'Groceries' }))).toEqual([4, 3, 2]);
  });

  it('keeps both ends of the date range, on the timestamp\'s own calendar day', () => {
    expect(ids(filterTransactions(stored, { date_from: '2024-03-02', date_to: '2024-03-03' }))).toEqual([3, 2]);
  });

  it('searches description and reference, ignoring case', () => {
    expect(ids(filterTransactions(stored, { search: 'payroll' }))).toEqual([1]);
    expect(ids(filterTransactions(stored, { search: 'spaza' }))).toEqual([2]);
    expect(filterTransactions(stored, { search: 'nothing like it' })).toEqual([]);
  });

  it('combines filters with and', () => {
    expect(ids(filterTransactions(stored, { account_id: ACCOUNT_B, label: 'Groceries' }))).toEqual([]);
  });
});

describe('pageOf', () => {
  const items = [1, 2, 3, 4, 5].map((id) => transaction(id));

  it('pages by skip and limit', () => {
    expect(pageOf(items, { skip: 0, limit: 2 })).toMatchObject({ start: 0, has_next: true, has_prev: false, next: items[1]!.id });
    const last = pageOf(items, { skip: 4, limit: 2 });
    expect(ids(last.items)).toEqual([5]);
    expect(last).toMatchObject({ has_next: false, has_prev: true, next: null });
  });

  it('continues after the cursor, and counts skip from it', () => {
    expect(ids(pageOf(items, { skip: 0, limit: 2, starting_after: items[1]!.id }).items)).toEqual([3, 4]);
    expect(ids(pageOf(items, { skip: 1, limit: 2, starting_after: items[1]!.id }).items)).toEqual([4, 5]);
  });

  it('walks the whole list by following next, each item once', () => {
    const seen: string[] = [];
    let page = pageOf(items, { skip: 0, limit: 2 });
    seen.push(...page.items.map((item) => item.id));
    while (page.next) {
      page = pageOf(items, { skip: 0, limit: 2, starting_after: page.next });
      seen.push(...page.items.map((item) => item.id));
    }
    expect(seen).toEqual(items.map((item) => item.id));
  });

  it('answers an empty last page for a cursor that no longer matches, rather than starting again', () => {
    const page = pageOf(items, { skip: 0, limit: 2, starting_after: 'ffffffffffffffffffffffff' });
    expect(page).toEqual({ items: [], start: 5, has_next: false, has_prev: true, next: null });
  });

  it('answers an empty page beyond the end', () => {
    expect(pageOf(items, { skip: 10, limit: 2 })).toEqual({ items: [], start: 10, has_next: false, has_prev: true, next: null });
  });
});
