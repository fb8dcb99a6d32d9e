/**
 * Money that comes in as a repayment is money paid back: the holder's own account paying their
 * card or credit facility, or someone repaying the holder. It is never a loan paid out, an
 * investment or income (rules.ts decide, REPAYMENT_WORDS). Lines written here in the banks'
 * formats, not taken from a corpus.
 */
import { labelOf as label } from '../../../test/helpers/labelling.ts';

describe('a repayment coming in', () => {
  it.each([
    // Discovery Bank's credit card account, paid from the holder's transaction account.
    ['Debit order repayment - Credit Card', 250000],
    ['Debit order repayment  single credit facility', 180000],
    ['CREDIT CARD REPAYMENT RECEIVED', 300000],
    // Someone paying the holder back.
    ['LOAN REPAYMENT RECEIVED', 150000],
    ['IMMEDIATE TRF CR LOAN REPAYMENT', 50000],
    ['FNB App Payment From Loan Repay', 40000],
    ['Payment Received: Repayment', 70000],
  ])('%s (%i) is a transfer', (description, amount) => {
    expect(label(description, amount)).toBe('Bank Transfer');
  });

  it('is never a loan paid out, though the same words on a debit pay a loan', () => {
    expect(label('LOAN REPAYMENT RECEIVED', 150000)).not.toBe('Loan Disbursement');
    expect(label('LOAN REPAYMENT', -150000)).toBe('General Loan Repayment');
    expect(label('CREDIT CARD REPAYMENT', -300000)).toBe('Credit Card Repayments');
  });

  it('a payroll channel, a card-machine payout, a refund, the revenue service and cash paid in keep their own reading', () => {
    expect(label('ACB CREDIT SALARY REPAYMENT', 1500000)).toBe('Salaries and Wages');
    expect(label('YOCO PAYOUT REPAYMENT', 90000)).toBe('Business Income');
    expect(label('REFUND REPAYMENT', 9000)).toBe('Refund');
    expect(label('SARS REPAYMENT', 420000)).toBe('SARS');
    expect(label('CASH DEPOSIT LOAN REPAY', 50000)).toBe('Cash Deposit');
  });
});

describe('a repayment going out', () => {
  it.each([
    ['SALARY ADVANCE REPAYMENT 55102', -100000, 'General Loan Repayment'],
    ['PAYDAY ADVANCE REPAYMENT', -50000, 'General Loan Repayment'],
    ['REPAYMENT 55102', -100000, 'General Loan Repayment'],
    // A cash advance paid back is a loan's repayment, not cash drawn.
    ['CASH ADVANCE REPAYMENT', -100000, 'General Loan Repayment'],
    // The product word says which loan.
    ['VEHICLE REPAYMENT', -500000, 'Auto Loan Repayment'],
    ['BOND REPAYMENT MARCH', -900000, 'Home Loan Repayment'],
  ])('%s (%i), naming nothing but a loan, is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('to a person is a transfer, not a loan', () => {
    expect(label('IB PAYMENT TO J SMITH REPAYMENT', -20000)).toBe('Bank Transfer');
    expect(label('FNB App Payment To Thabo Repayment', -50000)).toBe('Bank Transfer');
  });
});

describe('a claim or an invoice paid in (session 30)', () => {
  // Lines written here. A claim paid out is money back; an invoice paid is a supplier paid, never a wage.
  it.each([
    ['ACB CREDIT HOLLARD CLAIM PAYMENT 556123', 1250000, 'Refund'],
    ['QORVEX (PTY) LTD TRAVEL CLAIM', 125000, 'Refund'],
    ['IB PAYMENT FROM BONITAS MEDICAL CLAIM', 48000, 'Refund'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it("keeps UIF's benefit claim UIF and a person's claim note a transfer", () => {
    expect(label('DOL UIF CLAIM PAYMENT MND 2231', 740000)).toBe('UIF');
    expect(label('Payment Received: Thabo Claim', 125000)).toBe('Bank Transfer');
  });

  it('a company paying an invoice is no salary', () => {
    expect(label('QORVEX (PTY) LTD INV 2231', 1250000)).not.toBe('Salaries and Wages');
    expect(label('ACB CREDIT QORVEX HOLDINGS INVOICE 554', 1250000)).not.toBe('Salaries and Wages');
    expect(label('QORVEX (PTY) LTD SALARY', 1250000)).toBe('Salaries and Wages');
  });
});
