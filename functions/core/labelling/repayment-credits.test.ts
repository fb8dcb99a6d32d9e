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

describe("an insurer's or a medical scheme's money in (session 41)", () => {
  // Lines written here in the banks' forms. A scheme or a short-term insurer pays a member a claim or
  // premiums back, on any channel, payroll runs included: money back, never wages.
  it.each([
    ['ACB CREDIT DISCOVERY HEALTH 0004926170', 45000],
    ['Magband Krediet Disc Memb 0004926170-517203846', 101430],
    ['BONITAS MEDICAL FUND', 30000],
    ['MAGTAPE CREDIT KING PRICE 55120', 850000],
    ['OUTSURANCE OUTBONUS', 120000],
  ])('%s (%i) is a refund', (description, amount) => {
    expect(label(description, amount)).toBe('Refund');
  });

  it("keeps the scheme's own staff's pay, an annuity and a person's note what they are", () => {
    expect(label('DISCOVERY HEALTH SALARY', 2300000)).toBe('Salaries and Wages');
    expect(label('MOMENTUM LIFE ANNUITY', 500000)).toBe('Pension');
    expect(label('FNB App Payment From Sipho Medical Aid', 50000)).toBe('Bank Transfer');
    expect(label('FNB App Payment To Sipho Medical Aid', -50000)).toBe('Bank Transfer');
    expect(label('IB PAYMENT TO FEDHEALTH MEDICAL AID', -50000)).toBe('Health Insurance');
  });
});

describe('a salary word never makes a grant, a pension or a loan salary (session 31)', () => {
  // The salary words beat a company's name because an employer is named beside them; a benefit fund,
  // a pension fund or a lender is not an employer on the line.
  it.each([
    ['SASSA GRANT SALARY', null, 35000, 'Social Security Income'],
    ['SASSA GRANT', 'SALARY', 35000, 'Social Security Income'],
    ['UIF SALARY', null, 500000, 'UIF'],
    ['ESKOM PENSION', 'SALARY', 900000, 'Pension'],
    ['WONGA SALARY ADVANCE', null, 200000, 'Loan Disbursement'],
    ['ABSA PERSONAL LOAN', 'SALARY', 3500000, 'Loan Disbursement'],
    ['SARS', 'SALARY', 420000, 'SARS'],
    ['HOLLYWOODBETS', 'SALARY', 90000, 'Gambling'],
    ['TRANSFER FROM SAVINGS', 'SALARY', 500000, 'Savings Transfer'],
  ])('%s (reference %s, %i) is %s', (description, reference, amount, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });

  it('an employer named beside a salary word is still salary', () => {
    expect(label('SHOPRITE SALARY', 1200000)).toBe('Salaries and Wages');
    expect(label('ACB CREDIT NETCARE SALARIES', 1200000)).toBe('Salaries and Wages');
    expect(label('DEPOSIT BOTHA INVESTMENTS PTY SALARY', 1200000)).toBe('Salaries and Wages');
  });

  it('a loyalty, referral or sign-up bonus is a reward and an interest bonus is interest, not an employer\'s bonus', () => {
    expect(label('LOYALTY BONUS', 5000)).toBe('Refund');
    expect(label('REFERRAL BONUS TYMEBANK', 5000)).toBe('Refund');
    expect(label('SIGN UP BONUS', 5000)).toBe('Refund');
    expect(label('INTEREST BONUS', 5000)).toBe('Interest Received');
    expect(label('ANNUAL BONUS', 1500000)).toBe('Salaries and Wages');
  });
});

describe('who pays grants, pensions and stipends in (session 31)', () => {
  it.each([
    ['SOUTH AFRICAN SOCIAL SEC', 219000, 'Social Security Income'],
    ['ACB CREDIT GOVT GRANT 0012345', 53000, 'Social Security Income'],
    ['Payment Received: Foster Care', 112000, 'Social Security Income'],
    ['MAGTAPE CREDIT OLD MUTUAL SUPERFUND', 900000, 'Pension'],
    ['Payment Received: Sanlam Umbrella Fund', 900000, 'Pension'],
    ['ACB CREDIT DEPT PUBLIC WORKS EPWP 0012345', 150000, 'Other Income'],
    ['MAGTAPE CREDIT COMPENSATION FUND', 500000, 'Other Income'],
    ['Payment Received: Road Accident Fund', 5000000, 'Other Income'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('UIF is given only where the fund\'s words are on the line, not to any department\'s credit', () => {
    expect(label('DEPT OF HEALTH', 500000)).not.toBe('UIF');
    expect(label('ACB CREDIT DEPT OF HEALTH 0012345', 500000)).not.toBe('UIF');
    expect(label('DEPT PUBLIC WORKS', 500000)).not.toBe('UIF');
    expect(label('DEPT EMPLOYME', 500000)).toBe('UIF');
    expect(label('UNEMPLOYME BENEFIT', 500000)).toBe('UIF');
  });

  it('these payers\' words never label a debit', () => {
    expect(label('OLD AGE HOME DONATION', -50000)).not.toBe('Social Security Income');
    expect(label('DEBIT ORDER UMBRELLA FUND', -50000)).not.toBe('Pension');
  });
});

describe('a salary word only the payer\'s reference carries (session 31)', () => {
  it.each([
    ['CASH ACCOUNT INTEREST', 3576, 'Interest Received'],
    ['RENTE 01/03 - 31/03', 1200, 'Interest Received'],
    ['LOTTERY WINNINGS', 150000, 'Gambling'],
    ['TRANSFER FROM PERSONAL LOAN ACCOUNT', 2000000, 'Loan Disbursement'],
  ])('does not turn %s (%i) into salary', (description, amount, want) => {
    const without = label(description, amount);
    expect(without).toBe(want);
    expect(label(description, amount, 'SALARY')).toBe(want);
  });

  it('still reads as salary where the description names no payer that pays no wages', () => {
    expect(label('ACB CREDIT NETCARE 0012345', 1500000, 'SALARY')).toBe('Salaries and Wages');
  });
});
