/**
 * The table reader on hand-built text items: every date and amount notation the issue lists,
 * wrapped descriptions, repeated headers, brought/carried-forward rows, summary boxes, New Year,
 * `MM DD`, fee columns both ways, overdrawn balances, newest-first, split and merged items.
 */
import type { PdfPageText } from './document.ts';
import type { PdfBankLayout } from './layout.ts';
import { parsePdfStatement } from './statement.ts';
import { documentOf, item, refusalOf, tablePage, type Col } from './testing.ts';

const NOW = new Date('2026-06-01T10:00:00Z');

const DATE: Col = { header: 'Date', x: 40 };
const DESC: Col = { header: 'Description', x: 110 };
const AMOUNT: Col = { header: 'Amount', x: 420, right: true };
const BALANCE: Col = { header: 'Balance', x: 540, right: true };

function rows(doc: ReturnType<typeof documentOf>, layouts: readonly PdfBankLayout[] = []) {
  const s = parsePdfStatement(doc, { now: NOW, layouts });
  return s.transactions.map((t) => [t.datetime.slice(0, 10), t.description, t.amount_cents, t.balance_cents]);
}


describe('amount notations', () => {
  it.each([
    ['leading minus, space thousands', ['-1 234.50', '1 000.00'], ['8 765.50', '9 765.50']],
    ['trailing minus', ['1 234.50-', '1 000.00'], ['8 765.50', '9 765.50']],
    ['Dr / Cr suffixes', ['1,234.50Dr', '1,000.00Cr'], ['8,765.50Cr', '9,765.50Cr']],
    ['Dr / Cr after a space', ['1 234.50 Dr', '1 000.00 Cr'], ['8 765.50 Cr', '9 765.50 Cr']],
    ['brackets', ['(1,234.50)', '1,000.00'], ['8,765.50', '9,765.50']],
    ['R prefix', ['-R1 234.50', 'R1 000.00'], ['R8 765.50', 'R9 765.50']],
    ['R with the minus inside', ['R-1,234.50', 'R 1,000.00'], ['R 8,765.50', 'R 9,765.50']],
    ['credits marked Cr, debits unsigned (FNB)', ['1,234.50', '1,000.00Cr'], ['8,765.50Cr', '9,765.50Cr']],
  ])('%s', (_name, amounts, balances) => {
    const doc = documentOf([
      tablePage(1, ['Mzansi Mutual Bank', 'Opening balance 10 000.00'], [DATE, DESC, AMOUNT, BALANCE], [
        ['03/03/2025', 'GROCERIES', amounts[0]!, balances[0]!],
        ['04/03/2025', 'TRANSFER IN', amounts[1]!, balances[1]!],
      ]),
    ]);
    expect(rows(doc)).toEqual([
      ['2025-03-03', 'GROCERIES', -123450, 876550],
      ['2025-03-04', 'TRANSFER IN', 100000, 976550],
    ]);
  });

  it('reads a separate Dr/Cr column beside the amount and the balance', () => {
    const doc = documentOf([
      tablePage(1, ['Mzansi Mutual Bank', 'Opening balance 100.00'], [DATE, DESC, { header: 'Amount', x: 380, right: true }, { header: 'Dr/Cr', x: 400 }, { header: 'Balance', x: 500, right: true }, { header: 'Dr/Cr', x: 520 }], [
        ['03/03/2025', 'RENT', '300.00', 'Dr', '200.00', 'Dr'],
        ['04/03/2025', 'SALARY', '1 000.00', 'Cr', '800.00', 'Cr'],
      ]),
    ]);
    expect(rows(doc)).toEqual([
      ['2025-03-03', 'RENT', -30000, -20000],
      ['2025-03-04', 'SALARY', 100000, 80000],
    ]);
  });

  it('reads unsigned amounts in Debits/Money Out as negative and Credits/Money In as positive', () => {
    for (const [out, inn] of [['Debits', 'Credits'], ['Money Out', 'Money In'], ['Withdrawals', 'Deposits'], ['Debit', 'Credit']] as const) {
      const doc = documentOf([
        tablePage(1, ['Mzansi Mutual Bank'], [DATE, DESC, { header: out, x: 360, right: true }, { header: inn, x: 450, right: true }, BALANCE], [
          ['1 Mar 2025', 'OPENING BALANCE', '', '', '500.00'],
          ['2 Mar 2025', 'RENT', '400.00', '', '100.00'],
          ['3 Mar 2025', 'SALARY', '', '2,000.00', '2,100.00'],
          ['4 Mar 2025', 'CARD', '-50.00', '', '2,050.00'],
        ]),
      ]);
      expect(rows(doc)).toEqual([
        ['2025-03-02', 'RENT', -40000, 10000],
        ['2025-03-03', 'SALARY', 200000, 210000],
        ['2025-03-04', 'CARD', -5000, 205000],
      ]);
    }
  });

  it('reads overdrawn balances in every notation', () => {
    for (const [b1, b2] of [
      ['-150.00', '-250.00'],
      ['150.00-', '250.00-'],
      ['150.00Dr', '250.00Dr'],
      ['150.00 Dr', '250.00 Dr'],
      ['(150.00)', '(250.00)'],
      ['-R150.00', '-R250.00'],
      ['(R150.00)', '(R250.00)'],
    ]) {
      const doc = documentOf([
        tablePage(1, ['Mzansi Mutual Bank', 'Opening balance: 50.00'], [DATE, DESC, AMOUNT, BALANCE], [
          ['05/03/2025', 'DEBIT ORDER', '-200.00', b1!],
          ['06/03/2025', 'BANK FEE', '-100.00', b2!],
        ]),
      ]);
      expect(rows(doc)).toEqual([
        ['2025-03-05', 'DEBIT ORDER', -20000, -15000],
        ['2025-03-06', 'BANK FEE', -10000, -25000],
      ]);
    }
  });
});

describe('date notations', () => {
  it.each([
    ['dd/mm/yyyy', '07/03/2025', '2025-03-07'],
    ['d/m/yyyy (no zero padding)', '7/3/2025', '2025-03-07'],
    ['dd/mm/yy', '07/03/25', '2025-03-07'],
    ['yyyy/mm/dd', '2025/03/07', '2025-03-07'],
    ['yyyy-mm-dd', '2025-03-07', '2025-03-07'],
    ['dd-mm-yyyy', '07-03-2025', '2025-03-07'],
    ['dd Mon yyyy', '7 Mar 2025', '2025-03-07'],
    ['dd Mon yy', '07 Mar 25', '2025-03-07'],
    ['dd Month yyyy', '7 March 2025', '2025-03-07'],
    ['yyyymmdd', '20250307', '2025-03-07'],
    ['ddMonyyyy', '07Mar2025', '2025-03-07'],
    ['d-Mon-yy', '7-Mar-25', '2025-03-07'],
    ['dd.mm.yyyy', '07.03.2025', '2025-03-07'],
    ['dd Mon (year from the period)', '7 Mar', '2025-03-07'],
    ['dd/mm (year from the period)', '07/03', '2025-03-07'],
  ])('%s', (_name, printed, iso) => {
    const doc = documentOf([
      tablePage(1, ['Mzansi Mutual Bank', 'Statement period: 1 March 2025 to 31 March 2025'], [DATE, DESC, AMOUNT, BALANCE], [
        [printed, 'COFFEE', '-20.00', '80.00'],
      ]),
    ]);
    expect(rows(doc)).toEqual([[iso, 'COFFEE', -2000, 8000]]);
  });

  it('resolves dates without a year across New Year: December rows take the start year, January rows the end year', () => {
    const doc = documentOf([
      tablePage(1, ['Mzansi Mutual Bank', 'Statement period: 15 Dec 2025 to 14 Jan 2026'], [DATE, DESC, AMOUNT, BALANCE], [
        ['15 Dec', 'A', '-1.00', '99.00'],
        ['31 Dec', 'B', '-1.00', '98.00'],
        ['1 Jan', 'C', '-1.00', '97.00'],
        ['14 Jan', 'D', '-1.00', '96.00'],
      ]),
    ]);
    expect(rows(doc).map((r) => r[0])).toEqual(['2025-12-15', '2025-12-31', '2026-01-01', '2026-01-14']);
  });

  it('resolves New Year without a printed period from the order of the rows', () => {
    const doc = documentOf([
      tablePage(1, ['Mzansi Mutual Bank'], [DATE, DESC, AMOUNT, BALANCE], [
        ['30 Dec', 'A', '-1.00', '99.00'],
        ['2 Jan', 'B', '-1.00', '98.00'],
      ]),
    ]);
    // "now" is June 2026: the last row is January 2026, so the first is December 2025.
    expect(rows(doc).map((r) => r[0])).toEqual(['2025-12-30', '2026-01-02']);
  });

  it('reads an MM DD column (month first), year from the period', () => {
    const doc = documentOf([
      tablePage(1, ['Mzansi Mutual Bank', 'Statement from 20 December 2025 to 19 January 2026'], [DESC, AMOUNT, { header: 'Date', x: 460 }, BALANCE], [
        ['DEBIT ORDER', '-10.00', '12 28', '90.00'],
        ['SALARY', '100.00', '01 05', '190.00'],
        ['FEE', '-5.00', '01 19', '185.00'],
      ]),
    ]);
    expect(rows(doc)).toEqual([
      ['2025-12-28', 'DEBIT ORDER', -1000, 9000],
      ['2026-01-05', 'SALARY', 10000, 19000],
      ['2026-01-19', 'FEE', -500, 18500],
    ]);
  });
});

describe('table structure', () => {
  it('joins wrapped descriptions, skips brought/carried forward rows and repeated headers, reads the summary box, keeps the category column out', () => {
    const cols: Col[] = [DATE, DESC, { header: 'Category', x: 300 }, { header: 'Money Out', x: 430, right: true }, { header: 'Money In', x: 480, right: true }, BALANCE];
    const doc = documentOf([
      tablePage(1, ['Mzansi Mutual Bank Ltd', 'Account number: 4455 667 788', 'Statement period: 01/05/2025 to 31/05/2025'], cols, [
        ['01/05/2025', 'Balance brought forward', '', '', '', '1 000.00'],
        ['02/05/2025', 'POS PURCHASE PICK N PAY', 'Groceries', '250.00', '', '750.00'],
        ['', 'CLAREMONT 4587*1234', '', '', '', ''],
        ['', '02 MAY', '', '', '', ''],
        ['05/05/2025', 'SALARY', 'Income', '', '9 000.00', '9 750.00'],
        ['', 'Balance carried forward', '', '', '', '9 750.00'],
      ], ['Page 1 of 2']),
      tablePage(2, ['Mzansi Mutual Bank Ltd'], cols, [
        ['', 'Balance brought forward', '', '', '', '9 750.00'],
        ['06/05/2025', 'RENT', 'Housing', '5 000.00', '', '4 750.00'],
        ['', 'Totals', '', '5 250.00', '9 000.00', ''],
      ], ['Total money in 9 000.00', 'Total money out 5 250.00', 'Closing balance 4 750.00', 'Page 2 of 2']),
    ]);
    const s = parsePdfStatement(doc, { now: NOW, layouts: [] });
    expect(s.transactions.map((t) => [t.row, t.datetime.slice(0, 10), t.description, t.amount_cents, t.balance_cents])).toEqual([
      [1, '2025-05-02', 'POS PURCHASE PICK N PAY CLAREMONT 4587*1234 02 MAY', -25000, 75000],
      [2, '2025-05-05', 'SALARY', 900000, 975000],
      [3, '2025-05-06', 'RENT', -500000, 475000],
    ]);
    expect(s.opening_balance_cents).toBe(100000);
    expect(s.closing_balance_cents).toBe(475000);
    expect(s.account_number).toBe('4455 667 788');
    expect(s.summary).toEqual({ totalCreditsCents: 900000, totalDebitsCents: 525000, totalFeesCents: null, page: 2 });
    expect(s.sources.map((x) => x.page)).toEqual([1, 1, 2]);
    expect(s.sources[0]!.amountItems.map((i) => i.str)).toEqual(['250.00']);
    expect(s.sources[0]!.balanceItems.map((i) => i.str)).toEqual(['750.00']);
  });

  it('turns a newest-first statement oldest first, keeping the printed row numbers', () => {
    const doc = documentOf([
      tablePage(1, ['Mzansi Mutual Bank'], [DATE, DESC, AMOUNT, BALANCE], [
        ['2025-03-09', 'C', '-3.00', '94.00'],
        ['2025-03-08', 'B', '-2.00', '97.00'],
        ['2025-03-07', 'A', '-1.00', '99.00'],
      ]),
    ]);
    const s = parsePdfStatement(doc, { now: NOW, layouts: [] });
    expect(s.newest_first).toBe(true);
    expect(s.transactions.map((t) => [t.row, t.description])).toEqual([[3, 'A'], [2, 'B'], [1, 'C']]);
    expect(s.opening_balance_cents).toBe(10000);
  });

  it('gives a row printed without its own date the previous date', () => {
    const doc = documentOf([
      tablePage(1, ['Mzansi Mutual Bank'], [DATE, DESC, AMOUNT, BALANCE], [
        ['07/03/2025', 'A', '-1.00', '99.00'],
        ['', 'B', '-2.00', '97.00'],
      ]),
    ]);
    expect(rows(doc)).toEqual([
      ['2025-03-07', 'A', -100, 9900],
      ['2025-03-07', 'B', -200, 9700],
    ]);
  });

  it('merges items pdf.js splits mid-word and trims items with spaces', () => {
    const p: PdfPageText = {
      number: 1,
      width: 595,
      height: 842,
      items: [
        item('Mzansi Mutual Bank', 40, 40),
        item('Date', 40, 80), item('Description', 110, 80), item('Amount', 390, 80), item('Balance', 505, 80),
        item('07/03/2025', 40, 100), item('SAL', 110, 100), item('ARY ', 125, 100), item('  ACME', 145, 100),
        item('1 000.00', 380, 100), item('1 100.00', 500, 100),
      ],
    };
    expect(rows(documentOf([p]))).toEqual([['2025-03-07', 'SALARY ACME', 100000, 110000]]);
  });

  it('splits an item that pdf.js drew across two cells (date and description, amount and balance)', () => {
    const p: PdfPageText = {
      number: 1,
      width: 595,
      height: 842,
      items: [
        item('Mzansi Mutual Bank', 40, 40),
        item('Date', 40, 80), item('Description', 110, 80), item('Reference', 300, 80), item('Amount', 410, 80), item('Balance', 505, 80),
        // "07/03/2025" (50 pt) + gap to x = 110 → one item; "-45.00" ends at 440, "955.00" ends at 540.
        item('07/03/2025 CHECKERS SEA POINT', 40, 100),
        { ...item('INV-7781', 300, 100) },
        { ...item('-45.00 955.00', 410, 100), width: 130 },
      ],
    };
    p.items[6]!.width = 70 + 145; // date 50 + 20 gap + description 145 → ends at 255
    expect(rows(documentOf([p]))).toEqual([['2025-03-07', 'CHECKERS SEA POINT', -4500, 95500]]);
  });
});

describe('fee columns', () => {
  const cols: Col[] = [DATE, DESC, { header: 'Amount', x: 380, right: true }, { header: 'Fees', x: 450, right: true }, BALANCE];
  const title = ['Mzansi Mutual Bank', 'Opening balance 1 000.00'];
  const layout = (feeColumn: PdfBankLayout['feeColumn']): PdfBankLayout => ({
    bank_slug: 'generic',
    format: `fees_${feeColumn}`,
    display_name: 'Mzansi Mutual Bank',
    identify: [/Mzansi Mutual Bank/],
    columns: {},
    dateFormats: ['dd/mm/yyyy'],
    feeColumn,
  });

  it('in_balance: each fee is a transaction of its own after its row, "<description> fee"', () => {
    const doc = documentOf([
      tablePage(1, title, cols, [
        ['01/03/2025', 'ATM WITHDRAWAL', '-200.00', '-10.00', '790.00'],
        ['02/03/2025', 'MONTHLY FEE', '', '-50.00', '740.00'],
      ]),
    ]);
    for (const policy of ['in_balance', 'detect'] as const) {
      const s = parsePdfStatement(doc, { now: NOW, layouts: [layout(policy)] });
      expect(s.transactions.map((t) => [t.row, t.description, t.amount_cents, t.balance_cents])).toEqual([
        [1, 'ATM WITHDRAWAL', -20000, 80000],
        [1, 'ATM WITHDRAWAL fee', -1000, 79000],
        [2, 'MONTHLY FEE', -5000, 74000],
      ]);
    }
  });

  it('informational: fees the balance does not move with are not transactions', () => {
    const doc = documentOf([
      tablePage(1, title, cols, [
        ['01/03/2025', 'ATM WITHDRAWAL', '-200.00', '10.00', '800.00'],
        ['02/03/2025', 'CARD PURCHASE', '-100.00', '3.50', '700.00'],
      ]),
    ]);
    for (const policy of ['informational', 'detect'] as const) {
      const s = parsePdfStatement(doc, { now: NOW, layouts: [layout(policy)] });
      expect(s.transactions.map((t) => [t.description, t.amount_cents, t.balance_cents])).toEqual([
        ['ATM WITHDRAWAL', -20000, 80000],
        ['CARD PURCHASE', -10000, 70000],
      ]);
    }
  });

  it('detect decides row by row (a fee charged later beside its debit, a fee row charged now)', () => {
    const doc = documentOf([
      tablePage(1, title, cols, [
        ['01/03/2025', 'ATM WITHDRAWAL', '-200.00', '10.00', '800.00'],
        ['31/03/2025', 'SERVICE FEES', '', '10.00', '790.00'],
      ]),
    ]);
    expect(rows(doc)).toEqual([
      ['2025-03-01', 'ATM WITHDRAWAL', -20000, 80000],
      ['2025-03-31', 'SERVICE FEES', -1000, 79000],
    ]);
  });

  it('a bank layout whose fee policy breaks the chain falls back to the generic reading (the chain decides), keeping the bank', () => {
    const doc = documentOf([
      tablePage(1, title, cols, [['01/03/2025', 'ATM WITHDRAWAL', '-200.00', '10.00', '800.00']]),
    ]);
    const s = parsePdfStatement(doc, { now: NOW, layouts: [{ ...layout('in_balance'), bank_slug: 'tymebank' }] });
    expect(s.layout.format).toBe('generic');
    expect(s.bank_slug).toBe('tymebank');
    expect(s.transactions.map((t) => t.amount_cents)).toEqual([-20000]);
  });
});

describe('the balance chain', () => {
  it('refuses a closing balance the rows do not reach', () => {
    const doc = documentOf([
      tablePage(1, ['Mzansi Mutual Bank', 'Closing balance: 500.00'], [DATE, DESC, AMOUNT, BALANCE], [
        ['07/03/2025', 'A', '-1.00', '99.00'],
        ['08/03/2025', 'B', '-2.00', '97.00'],
      ]),
    ]);
    const e = refusalOf(() => parsePdfStatement(doc, { now: NOW, layouts: [] }));
    expect(e.code).toBe('balance_chain_broken');
    expect(e.message).toBe('Row 2 (2025-03-08): the statement prints a closing balance of R 500.00 but the opening balance and the transactions give R 97.00.');
  });

  it('refuses an opening balance the first row does not follow from', () => {
    const doc = documentOf([
      tablePage(1, ['Mzansi Mutual Bank', 'Opening balance: 1 000.00'], [DATE, DESC, AMOUNT, BALANCE], [
        ['07/03/2025', 'A', '-1.00', '99.00'],
      ]),
    ]);
    const e = refusalOf(() => parsePdfStatement(doc, { now: NOW, layouts: [] }));
    expect(e.detail).toEqual({ row: 1, date: '2025-03-07', page: 1, printed_balance: 99, expected_balance: 999 });
  });

  it('refuses future-dated rows', () => {
    const doc = documentOf([
      tablePage(1, ['Mzansi Mutual Bank'], [DATE, DESC, AMOUNT, BALANCE], [['07/03/2027', 'A', '-1.00', '99.00']]),
    ]);
    expect(refusalOf(() => parsePdfStatement(doc, { now: NOW, layouts: [] })).code).toBe('invalid_statement');
  });
});
