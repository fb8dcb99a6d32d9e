/**
 * Refusals of PDFs that are not read: scans (no text layer), documents that are not bank
 * statements (payslips, invoices, letters naming a bank, an account number and amounts), and
 * statements whose table cannot be read (naming the bank we think it is).
 */
import { NO_TEXT_LAYER_MESSAGE } from './classify.ts';
import { parsePdfStatement } from './statement.ts';
import { at, documentOf, item, page, ra, refusalOf } from './testing.ts';

const refusal = (doc: ReturnType<typeof documentOf>) => refusalOf(() => parsePdfStatement(doc, { now: new Date('2026-06-01T00:00:00Z'), layouts: [] }));

describe('no_text_layer', () => {
  it('refuses pages without text items (an image-only PDF)', () => {
    const e = refusal(documentOf([{ number: 1, width: 595, height: 842, items: [] }, { number: 2, width: 595, height: 842, items: [] }]));
    expect(e.code).toBe('no_text_layer');
    expect(e.errorType).toBe('Parse Error');
    expect(e.message).toBe(NO_TEXT_LAYER_MESSAGE);
    expect(e.message).toMatch(/scan or a photo .*download the statement from your banking app or ask the bank to e-mail it/);
  });

  it('refuses a scan with a scanner app stamp as its only text', () => {
    const e = refusal(documentOf([{ number: 1, width: 595, height: 842, items: [item('Scanned with CamScanner', 200, 820, 8)] }]));
    expect(e.code).toBe('no_text_layer');
  });
});

describe('not_a_bank_statement', () => {
  it('refuses a payslip (names a bank, an account number and amounts)', () => {
    const doc = documentOf([
      page(1, [
        [at(40, 'ACME HOLDINGS (PTY) LTD')],
        [at(40, 'PAYSLIP'), at(300, 'Period: March 2025')],
        [at(40, 'Employee: T NKOSI'), at(300, 'Employee No: 10442')],
        [at(40, 'Bank: Capitec Bank'), at(300, 'Account number: 1234567890')],
        [],
        [at(40, 'Earnings'), ra(250, 'Amount'), at(300, 'Deductions'), ra(540, 'Amount')],
        [at(40, 'Basic salary'), ra(250, '25 000.00'), at(300, 'PAYE'), ra(540, '4 210.00')],
        [at(40, 'Overtime'), ra(250, '1 250.00'), at(300, 'UIF'), ra(540, '177.12')],
        [at(40, 'Gross pay'), ra(250, '26 250.00'), at(300, 'Total deductions'), ra(540, '4 387.12')],
        [at(300, 'Net pay'), ra(540, '21 862.88')],
      ]),
    ]);
    expect(refusal(doc).code).toBe('not_a_bank_statement');
  });

  it('refuses a tax invoice with a date/description/amount table', () => {
    const doc = documentOf([
      page(1, [
        [at(40, 'Plumb Pro CC'), at(400, 'TAX INVOICE')],
        [at(40, 'VAT Reg: 4123456789'), at(400, 'Invoice No: INV-2231')],
        [at(40, 'Bill to: Mr S Dlamini'), at(400, 'Invoice date: 12/03/2025')],
        [],
        [at(40, 'Date'), at(110, 'Description'), ra(380, 'Qty'), ra(460, 'Unit price'), ra(540, 'Amount')],
        [at(40, '10/03/2025'), at(110, 'Geyser element'), ra(380, '1'), ra(460, '850.00'), ra(540, '850.00')],
        [at(40, '10/03/2025'), at(110, 'Labour'), ra(380, '2'), ra(460, '450.00'), ra(540, '900.00')],
        [at(300, 'Amount due'), ra(540, '1 750.00')],
        [at(40, 'Banking details: FNB, account 62012345678, branch 250655')],
      ]),
    ]);
    expect(refusal(doc).code).toBe('not_a_bank_statement');
  });

  it('refuses a letter from a bank that names an account number and amounts', () => {
    const doc = documentOf([
      page(1, [
        [at(40, 'Nedbank Limited')],
        [at(40, '12 March 2025')],
        [at(40, 'Dear Mr Nkosi')],
        [at(40, 'Account number: 1198765432')],
        [at(40, 'We confirm that your home loan instalment of R 8 450.00 will increase to R 8 712.35')],
        [at(40, 'from 1 April 2025. Your outstanding balance is R 912 334.10.')],
        [at(40, 'Yours sincerely')],
        [at(40, 'Home Loans Division')],
      ]),
    ]);
    expect(refusal(doc).code).toBe('not_a_bank_statement');
  });
});

describe('unsupported_layout', () => {
  it('names the bank it thinks the statement is from when the table cannot be read', () => {
    // A statement whose table has no header we can read (columns named in a way we do not know).
    const doc = documentOf([
      page(1, [
        [at(40, 'Standard Bank')],
        [at(40, 'BANK STATEMENT / TAX INVOICE')],
        [at(40, 'Account Number 10 13 368 746 3')],
        [at(40, 'Balance brought forward 1 000.00')],
        [at(40, 'Wat'), at(110, 'Wanneer'), ra(420, 'Hoeveel'), ra(540, 'Oor')],
        [at(40, 'RENT'), at(110, '02/03/2025'), ra(420, '-500.00'), ra(540, '500.00')],
        [at(40, 'SALARY'), at(110, '25/03/2025'), ra(420, '9 000.00'), ra(540, '9 500.00')],
        [at(40, 'FEE'), at(110, '31/03/2025'), ra(420, '-5.00'), ra(540, '9 495.00')],
      ]),
    ]);
    const e = refusal(doc);
    expect(e.code).toBe('unsupported_layout');
    expect(e.message).toMatch(/a Standard Bank statement/);
    expect(e.detail).toEqual({ bank_slug: 'standard_bank' });
  });

  it('names a credit card statement as one and asks for the account statement', () => {
    const doc = documentOf([
      page(1, [
        [at(40, 'The Standard Bank of South Africa Limited Card Division')],
        [at(40, 'Visa Business Credit Statement details')],
        [at(40, 'Statement Period 6 Oct 25 to 5 Nov 25')],
        [at(40, 'Credit limit 20,000.00'), at(300, 'Payment due date 1 Dec 25')],
        [at(40, 'Balance brought forward 2,610.34'), at(300, 'Closing balance -1,599.77')],
        [at(40, 'Date'), at(110, 'Description'), ra(300, 'Amount'), at(320, 'Date'), at(390, 'Description'), ra(580, 'Amount')],
        [at(40, '9 Oct 25'), at(110, 'Oracle America'), ra(300, '1.22'), at(320, '21 Oct 25'), at(390, 'Tonneson Fitment'), ra(580, '4,335.00')],
        [at(40, '10 Oct 25'), at(110, 'Mcd Plumstead'), ra(300, '315.60'), at(320, '22 Oct 25'), at(390, 'Steers Rosmead'), ra(580, '370.40')],
        [at(40, '11 Oct 25'), at(110, 'Marias Greek Cafe'), ra(300, '580.00'), at(320, '24 Oct 25'), at(390, 'Total Tokai'), ra(580, '650.40')],
      ]),
    ]);
    const e = refusal(doc);
    expect(e.code).toBe('unsupported_layout');
    expect(e.message).toBe(
      'This is a Standard Bank credit card statement. We read the statements of current, cheque, savings and transmission accounts: upload the statement of the account your income is paid into.',
    );
    expect(e.detail).toEqual({ bank_slug: 'standard_bank', statement_type: 'credit_card' });
  });
});
