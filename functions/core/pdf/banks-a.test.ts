/**
 * The committed Absa, Capitec, FNB and TymeBank fixtures (made by
 * test/fixtures/statements/pdf/generate.ts from the templates in test/fixtures/statements/pdf/banks/)
 * read back through the one entry (readStatementFile) exactly: bank, format, account number, holder, period, opening and closing balance
 * and every row's date, description, amount and balance.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readStatementFile } from '../statement-files.ts';
import { readPdfText } from './read.ts';
import { parsePdfStatement } from './statement.ts';
import { at, documentOf, page, ra } from './testing.ts';
import type { FixtureStatement } from '../../../test/fixtures/statements/pdf/model.ts';

type Expected = FixtureStatement;

const DIR = path.join(__dirname, 'fixtures');
const BANKS = new Set(['absa', 'capitec', 'fnb', 'tymebank']);

const fixtures: Expected[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.expected.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as Expected)
  .filter((e) => BANKS.has(e.bank_slug));

/** The fixtures are dated 2023-2025; "now" only matters for the future-date check. */
const NOW = new Date('2025-06-01T00:00:00Z');

const pdf = (name: string) => new Uint8Array(readFileSync(path.join(DIR, `${name}.pdf`)));

describe('PDF statements of Absa, Capitec, FNB and TymeBank', () => {
  it('has a fixture for each bank and format', () => {
    expect(fixtures.map((f) => f.format).sort()).toEqual(
      expect.arrayContaining(['absa_cheque_statement', 'absa_transaction_history', 'capitec_main_account', 'capitec_legacy', 'capitec_mercantile', 'fnb_statement', 'tymebank_statement']),
    );
  });

  describe.each(fixtures.map((f) => [f.name, f] as const))('%s', (name, expected) => {
    it('reads every field and every row exactly', async () => {
      const result = await readStatementFile({ bytes: pdf(name), filename: `${name}.pdf`, passwords: expected.password ? [expected.password] : [], now: NOW });
      if (result.kind !== 'pdf') throw new Error(`${name} was not read as a PDF statement`);
      expect(result.passwordUsed).toBe(expected.password ?? null);
      // Made like the bank's own statement (its engine's producer, summary totals that agree with the rows).
      expect({ verdict: result.authenticity.verdict, signals: result.authenticity.signals.map((signal) => signal.code) }).toEqual(expected.authenticity ?? { verdict: 'no_signals', signals: [] });
      const s = result.statement;
      expect({
        bank_slug: s.bank_slug,
        format: s.layout.format,
        account_number: s.account_number,
        account_holder_name: s.account_holder_name,
        period_start: s.period_start,
        period_end: s.period_end,
        opening_balance_cents: s.opening_balance_cents,
        closing_balance_cents: s.closing_balance_cents,
      }).toEqual({
        bank_slug: expected.bank_slug,
        format: expected.format,
        account_number: expected.account_number,
        account_holder_name: expected.account_holder_name,
        period_start: expected.period_start,
        period_end: expected.period_end,
        opening_balance_cents: expected.opening_balance_cents,
        closing_balance_cents: expected.closing_balance_cents,
      });
      const rows = s.transactions.map((t) => ({
        date: t.datetime.slice(0, 10),
        description: t.description,
        amount_cents: t.amount_cents,
        balance_cents: t.balance_cents,
      }));
      expect(rows).toEqual(expected.rows);
      // Capitec's statement prints its own category of each row; a fee split off a row is not the row's purchase.
      if (expected.format === 'capitec_main_account') {
        const category = (description: string) => s.transactions.find((t) => t.description === description)?.bank_category;
        expect(category('Shoprite Eldoradopark (Card 7420)')).toBe('Groceries');
        expect(category('Banking App Prepaid Purchase: Telkom Mobile')).toBe('Cellphone');
        expect(category('Banking App Prepaid Purchase: Telkom Mobile fee')).toBeUndefined();
        expect(s.transactions.filter((t) => t.bank_category !== undefined).length).toBeGreaterThan(20);
      } else {
        expect(s.transactions.some((t) => t.bank_category !== undefined)).toBe(false);
      }
    });

    it('refuses the statement, naming the row, when one printed balance is changed by a cent', async () => {
      const passwords = expected.password ? [expected.password] : [];
      const { doc } = await readPdfText(pdf(name), { passwords });
      const statement = parsePdfStatement(doc, { now: NOW });
      const i = statement.transactions.findIndex((t, k) => k >= statement.transactions.length / 2 && statement.sources[k]!.balanceItems.length > 0);
      const tx = statement.transactions[i]!;
      const item = statement.sources[i]!.balanceItems[statement.sources[i]!.balanceItems.length - 1]!;
      // The same object is in doc.pages: change its last digit (…2.37 → …2.38).
      item.str = item.str.replace(/(\d)(?!.*\d)/, (d) => String((Number(d) + 1) % 10));
      let error: unknown = null;
      try {
        parsePdfStatement(doc, { now: NOW });
      } catch (e) {
        error = e;
      }
      expect(error).toMatchObject({ code: 'balance_chain_broken', detail: { row: tx.row, date: tx.datetime.slice(0, 10) } });
    });

    if (expected.password) {
      it('asks for the password, and refuses a wrong one', async () => {
        const read = (passwords: string[]) => readStatementFile({ bytes: pdf(name), filename: `${name}.pdf`, passwords, now: NOW });
        await expect(read([])).rejects.toMatchObject({ code: 'password_required' });
        await expect(read(['0000000000000'])).rejects.toMatchObject({ code: 'wrong_password' });
      });
    }
  });
});

describe('a Description header centred over a wide column (FNB)', () => {
  const doc = () =>
    documentOf([
      page(1, [
        [at(40, 'Some Mutual Bank Limited')],
        [at(40, 'Statement Period : 1 March 2025 to 31 March 2025')],
        [at(40, 'Opening Balance 1,000.00Cr')],
        [],
        [at(40, 'Date'), at(200, 'Description'), ra(420, 'Amount'), ra(520, 'Balance')],
        [at(40, '02 Mar'), at(80, 'Magtape Credit Acme Payroll March Salary'), ra(420, '10,000.00Cr'), ra(520, '11,000.00Cr')],
        [at(40, '03 Mar'), at(80, '#Service Fees'), ra(420, '45.00'), ra(520, '10,955.00Cr')],
        [at(40, '05 Mar'), at(80, 'POS Purchase Checkers Hyper Kenilworth Groceries'), ra(420, '1,250.00'), ra(520, '9,705.00Cr')],
        [at(80, 'Week 1')],
        [],
        [],
        [at(40, 'Page 1 of 1')],
      ]),
    ]);

  it('keeps short descriptions and wrapped lines that start left of the header', () => {
    const s = parsePdfStatement(doc(), { now: NOW });
    expect(s.transactions.map((t) => [t.datetime.slice(0, 10), t.description, t.amount_cents, t.balance_cents])).toEqual([
      ['2025-03-02', 'Magtape Credit Acme Payroll March Salary', 1_000_000, 1_100_000],
      ['2025-03-03', '#Service Fees', -4_500, 1_095_500],
      ['2025-03-05', 'POS Purchase Checkers Hyper Kenilworth Groceries Week 1', -125_000, 970_500],
    ]);
  });
});
