/**
 * Standard Bank's transaction exports print an entry's detail twice, "<detail> - <TYPE> <detail>"
 * ("VHH GROUP (PTY) LTD - CREDIT TRANSFER VHH GROUP (PTY) LTD"), or " - <TYPE>" with no detail
 * (text.ts withoutRepeatedDetail). The line is read as the bank's entry once: the same label and
 * the same confidence as "<TYPE> <detail>". Found on a real export (IamFootprint/businessmanagementsystem,
 * 2026-12-01) where a company's name printed twice made a plain transfer a salary.
 * Also here: what that export and the Lorenco statements showed the rules missing (a card purchase's first named shop over a
 * place named after it, the unused-facility fee, a traffic department, a tool chain).
 */
import { withoutRepeatedDetail } from './text.ts';
import { committedLabeller, corpusRecords, labelOf as label } from '../../../test/helpers/labelling.ts';

const labeller = committedLabeller();
const explain = (description: string, amount_cents: number) => labeller.explain({ description, reference: null, amount_cents });

describe('withoutRepeatedDetail', () => {
  it.each([
    ['VHH GROUP (PTY) LTD - CREDIT TRANSFER VHH GROUP (PTY) LTD', 'CREDIT TRANSFER VHH GROUP (PTY) LTD'],
    ['Checkers Alle 4278*0900 08 MAY - CHEQUE CARD PURCHASE Checkers Alle 4278*0900 08 MAY', 'CHEQUE CARD PURCHASE Checkers Alle 4278*0900 08 MAY'],
    [' - OVERDRAFT SERVICE FEE ', 'OVERDRAFT SERVICE FEE '],
    // The detail holds a dash itself: the dash whose left side the line ends with is the one.
    ['TJ MOREO - N - IB PAYMENT TO TJ MOREO - N', 'IB PAYMENT TO TJ MOREO - N'],
  ])('reads %j as %j', (description, want) => {
    expect(withoutRepeatedDetail(description)).toBe(want);
  });

  it.each([
    // A dash between different words is the bank's or the payer's own, not a repeated detail.
    'Debit Order - Vox Tele Pol44105',
    'FEE - INSTANT MONEY',
    // The right side is only the detail again (no entry type between): nothing to drop.
    'CASH - CASH',
    // The detail's words end the line inside a longer word: not the same detail.
    'MARK - PAYMENT TO BOOKMARK',
    'no dash at all',
  ])('leaves %j as it is', (description) => {
    expect(withoutRepeatedDetail(description)).toBe(description);
  });

  // Every generated line of two words or more, printed the Standard Bank way with its last word as the detail: read
  // back exactly, so it is labelled exactly as it was.
  const lines = corpusRecords('heldout.csv')
    .slice(1)
    .map((f) => ({ description: f[0] ?? '', reference: f[1] || null, amount_cents: Number(f[2]) }))
    .filter((line) => /\S\s+\S/.test(line.description.trim()) && /[A-Za-z]\s*$/.test(line.description));
  it(`gives every held-out line (${lines.length}) printed with a repeated detail the line's own label and confidence`, () => {
    expect(lines.length).toBeGreaterThan(1000);
    const differ: string[] = [];
    for (const line of lines) {
      const detail = line.description.trim().split(/\s+/).pop()!;
      const printed = `${detail} - ${line.description}`;
      const want = labeller.explain(line);
      const got = labeller.explain({ ...line, description: printed });
      if (withoutRepeatedDetail(printed) !== line.description || got.label !== want.label || got.raw_confidence !== want.raw_confidence) differ.push(printed);
    }
    expect(differ).toEqual([]);
  });
});

describe('a Standard Bank export line is labelled as its entry read once', () => {
  it.each([
    ['VHH GROUP (PTY) LTD - CREDIT TRANSFER VHH GROUP (PTY) LTD', 'CREDIT TRANSFER VHH GROUP (PTY) LTD', 1432334],
    ['Mothers day special - PAYSHAP PAYMENT FROM Mothers day special', 'PAYSHAP PAYMENT FROM Mothers day special', 100000],
    ['RENATA  Rustenburg 2026-05-12T14:36 - DEBIT CARD PURCHASE FROM RENATA  Rustenburg 2026-05-12T14:36', 'DEBIT CARD PURCHASE FROM RENATA  Rustenburg 2026-05-12T14:36', -28000],
    [' - FEE: UNUSED FACILITY ', 'FEE: UNUSED FACILITY', -1583],
  ])('%s', (printed, entry, amount) => {
    const got = explain(printed, amount);
    const want = explain(entry, amount);
    expect([got.label, got.raw_confidence, got.calibration_key]).toEqual([want.label, want.raw_confidence, want.calibration_key]);
  });

  it('a payee printed twice is not a salary by the weight of its name twice', () => {
    // The plain transfer from a company, named twice, was Salaries and Wages at 0.99 before.
    const printedTwice = explain('ACME LOGISTICS (PTY) LTD - REAL TIME TRANSFER FROM ACME LOGISTICS (PTY) LTD', 990191);
    const once = explain('REAL TIME TRANSFER FROM ACME LOGISTICS (PTY) LTD', 990191);
    expect(printedTwice.raw_confidence).toBe(once.raw_confidence);
  });
});

describe('a card purchase names its shop first', () => {
  it.each([
    // The Engen garage at Sun City (a resort in the knowledge base), not a holiday.
    ['DEBIT CARD PURCHASE FROM ENGEN SUN CITY  Sun City 2026-02-23', -129960, 'Fuel'],
    ['CARD PURCHASE SHELL SUN CITY 12 FEB', -85000, 'Fuel'],
    ['POS PURCHASE CHECKERS SUN CITY', -25000, 'Groceries'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });
});

describe('what the Standard Bank business export showed', () => {
  it.each([
    // A fee on the overdraft facility left unused is an overdraft fee.
    ['FEE: UNUSED FACILITY', -1583, 'Overdraft Fee'],
    ['UNUTILISED FACILITY FEE', -2500, 'Overdraft Fee'],
    // Licensing and traffic offices are Transport, however the department is written.
    ['DEBIT CARD PURCHASE FROM TRAFFIC DEPARTMENT  RUSTENBURG 2026', -112000, 'Transport'],
    // Adendorff Machinery Mart: tools and hardware.
    ['CHEQUE CARD PURCHASE C*Adendorff R 4278*0900 05 MAY', -37500, 'Home and Garden'],
    ['ADENDORFF MACHINERY MART 5829*6977 13 MAR', -99900, 'Home and Garden'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });
});

describe('a debit order the line shows stays a debit order when nobody knows the collector', () => {
  // The model answers Uncategorised for a collector it has never seen; the grammar still shows a
  // debit order, which is the label for an unknown collector (Capitec's "Backdated S/Debit", the
  // Lorenco statements of 2026-12-01).
  const collectors = ['Flashing Flashibg', 'QWERTZ HOLDINGS', 'ZIMBOLO', 'Kravex Tr 88213', 'MNB DYNAMICS 4471'];
  const forms = ['Backdated S/Debit', 'S/DEBIT', 'BACKDATED DEBIT ORDER', 'DEBIT ORDER'];
  it.each(forms.flatMap((form) => collectors.map((collector) => `${form} ${collector}`)))('%s is a Debit Order', (description) => {
    expect(label(description, -38000)).toBe('Debit Order');
  });
});
