import type { LabelledTransaction } from './bank-data.ts';
import { parseCsv } from './csv.ts';
import { changesFromRows, confirmPage, errorSummary, readRelabelFile, regexSearchPage, relabelFile, searchPattern, type RelabelRow } from './relabels.ts';

const ACCOUNT = 'abcdefabcdefabcdefabcdef';
const tx = (over: Partial<LabelledTransaction> = {}): LabelledTransaction => ({
  id: '111111111111111111111111',
  account_id: ACCOUNT,
  datetime: '2026-10-01T00:00:00+02:00',
  amount_cents: -12345,
  balance_cents: null,
  description: 'POS PURCHASE SPAR KLOOF',
  reference: null,
  currency: 'ZAR',
  label: 'Groceries',
  label_confidence: 0.91,
  label_source: 'rule',
  ...over,
});
const file = (text: string) => new TextEncoder().encode(text);

describe('the file an operator downloads', () => {
  it('has the columns, rand amounts, an empty new_label, and defuses cells a spreadsheet would run', () => {
    const csv = relabelFile([tx(), tx({ id: '2'.repeat(24), description: '=cmd|/c calc', reference: '+27 82', amount_cents: 50000, label: 'Uncategorised', label_confidence: 0.4 })]);
    const rows = parseCsv(csv).map((record) => record.fields);
    expect(rows[0]).toEqual(['account_id', 'transaction_id', 'date', 'description', 'reference', 'amount', 'label', 'label_confidence', 'label_source', 'new_label']);
    expect(rows[1]).toEqual([ACCOUNT, '1'.repeat(24), '2026-10-01', 'POS PURCHASE SPAR KLOOF', '', '-123.45', 'Groceries', '0.91', 'rule', '']);
    expect(rows[2]?.slice(3, 6)).toEqual(["'=cmd|/c calc", "'+27 82", '500.00']);
  });

  it('reads back: columns in any order, labels in any case, blank new_label skipped', () => {
    const reading = readRelabelFile(file(`new_label,Transaction_ID,account_id,extra\r\ngroceries,t1,${ACCOUNT.toUpperCase()},x\r\n,t2,${ACCOUNT},y\r\n\r\nEATING OUT,t3,${ACCOUNT},z\r\n`));
    expect(reading).toEqual({
      ok: true,
      rows: [
        { line: 2, account_id: ACCOUNT, transaction_id: 't1', new_label: 'Groceries' },
        { line: 5, account_id: ACCOUNT, transaction_id: 't3', new_label: 'Eating Out' },
      ],
    });
  });

  it('refuses a file whole with every row at fault named', () => {
    const reading = readRelabelFile(file(`account_id,transaction_id,new_label\n${ACCOUNT},t1,Pizza\nnot-an-id,t2,Groceries\n${ACCOUNT},,Groceries\n${ACCOUNT},t4,Groceries\n${ACCOUNT},t4,Eating Out\n`));
    expect(reading).toEqual({
      ok: false,
      errors: [
        'Line 2: "Pizza" is not a Khanya label.',
        'Line 3: the account_id is not an account id.',
        'Line 4: the transaction_id is empty.',
        'Line 6: the same transaction as line 5.',
      ],
    });
    expect(readRelabelFile(file('description,label\nx,y\n'))).toEqual({ ok: false, errors: ['The header row lacks account_id, transaction_id, new_label (download the file again to see its columns).'] });
    expect(readRelabelFile(file(''))).toEqual({ ok: false, errors: ['The file is empty.'] });
    expect(readRelabelFile(file(`account_id,transaction_id,new_label\n${ACCOUNT},t1,\n`))).toMatchObject({ ok: false, errors: [expect.stringContaining('No row has a new_label')] });
    expect(readRelabelFile(file(`account_id,transaction_id,new_label\n"${ACCOUNT},t1,Groceries\n`))).toMatchObject({ ok: false, errors: [expect.stringContaining('not readable CSV')] });
  });

  it('summarises many errors within what a query shows', () => {
    const errors = Array.from({ length: 40 }, (_, index) => `Line ${index + 2}: "X" is not a Khanya label.`);
    expect(errorSummary(errors)).toMatch(/^40 problems\. Line 2: .* Line 4: .* …$/);
    expect(errorSummary(errors).length).toBeLessThan(300);
  });
});

describe('changes from rows', () => {
  const row = (over: Partial<RelabelRow> = {}): RelabelRow => ({ line: 2, account_id: ACCOUNT, transaction_id: '1'.repeat(24), new_label: 'Eating Out', ...over });
  const held = { organisation: 'org', application: 'app', bank: 'fnb' };

  it('a label already given is no change; a missing transaction is an error', () => {
    expect(changesFromRows([row({ new_label: 'Groceries' })], () => ({ ...held, transaction: tx() }))).toEqual({ ok: false, errors: [expect.stringContaining('nothing to change')] });
    expect(changesFromRows([row()], () => ({ ...held, transaction: undefined }))).toEqual({ ok: false, errors: [`Line 2: the account has no transaction ${'1'.repeat(24)}.`] });
    expect(changesFromRows([row()], () => ({ error: 'Khanya holds no analysed account with that account_id.' }))).toEqual({ ok: false, errors: ['Line 2: Khanya holds no analysed account with that account_id.'] });
    const ok = changesFromRows([row(), row({ line: 3, transaction_id: '2'.repeat(24), new_label: 'Groceries' })], (r) => ({ ...held, transaction: tx({ id: r.transaction_id }) }));
    expect(ok).toEqual({
      ok: true,
      changes: [{ organisation: 'org', application: 'app', account_id: ACCOUNT, bank: 'fnb', transaction_id: '1'.repeat(24), description: 'POS PURCHASE SPAR KLOOF', reference: null, amount_cents: -12345, old_label: 'Groceries', new_label: 'Eating Out' }],
    });
  });

  it('refuses more changes than one draft holds', () => {
    const rows = Array.from({ length: 1001 }, (_, index) => row({ line: index + 2, transaction_id: String(index).padStart(24, '0') }));
    expect(changesFromRows(rows, (r) => ({ ...held, transaction: tx({ id: r.transaction_id }) }))).toEqual({ ok: false, errors: ['The file asks for 1001 changes; at most 1000 at a time.'] });
  });
});

describe('search patterns (RE2)', () => {
  it('matches case-insensitively anywhere, and refuses what RE2 does not support with the reason', () => {
    const pattern = searchPattern('\\bspar\\b');
    expect(pattern.ok && pattern.test('POS PURCHASE SPAR KLOOF')).toBe(true);
    expect(pattern.ok && pattern.test('POS PURCHASE SPARE PARTS')).toBe(false);
    for (const term of ['(?<=a)b', '(a)\\1', '(?=x)', '[']) expect(searchPattern(term)).toMatchObject({ ok: false, error: expect.stringContaining('not a pattern RE2 accepts') });
  });

  it('runs a pattern that is catastrophic for a backtracking engine, over a long line, to its answer', () => {
    // JavaScript's own engine takes exponential time on this; RE2's automaton is linear in the input.
    const pattern = searchPattern('^(a+)+$');
    expect(pattern.ok && pattern.test(`${'a'.repeat(50_000)}!`)).toBe(false);
    expect(pattern.ok && pattern.test('a'.repeat(50_000))).toBe(true);
  });
});

describe('pages', () => {
  it('escape what comes from bank data', () => {
    const hostile = tx({ description: '<script>alert(1)</script>' });
    const search = regexSearchPage({ csrfToken: 'token', term: '"><img src=x>', outcome: { matches: [hostile], applicationsSearched: 1, transactionsSearched: 1, stoppedBecause: null } });
    expect(search).not.toContain('<script>alert');
    expect(search).not.toContain('"><img');
    expect(search).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    const confirm = confirmPage({
      csrfToken: 'token',
      draft: { id: 'd', source: 'search', created_at: '2026-11-23T10:00:00.000Z', changes: [{ organisation: 'o', application: 'a', account_id: ACCOUNT, bank: 'fnb', transaction_id: 't', description: '<b>x</b>', reference: null, amount_cents: -100, old_label: 'Groceries', new_label: 'Eating Out' }] },
    });
    expect(confirm).toContain('&#60;b&#62;x&#60;/b&#62;');
    expect(confirm).toContain('1 change in 1 application of 1 organisation');
  });

  it('say when the search stopped early', () => {
    const page = regexSearchPage({ csrfToken: 't', term: 'x', outcome: { matches: [], applicationsSearched: 2000, transactionsSearched: 10, stoppedBecause: 'applications' } });
    expect(page).toContain('it stopped after 2000 applications');
  });
});
