/**
 * Fee subtypes and cut words (issue 12, "Fee subtypes"): a fee for a declined transaction is a
 * Transaction Declined Fee whatever reason the bank gives; an unpaid item's charge is the
 * insufficient-funds fee; a bank's field width cuts FEE to F/FE and a grammar phrase's last word
 * mid-word. Lines written here in the banks' fee formats, not taken from a corpus.
 */
import { labelOf as label } from '../../../test/helpers/labelling.ts';

describe('fee subtypes', () => {
  it.each([
    ['#Fee Declined Insufficient Funds Purch', -1000, 'Transaction Declined Fee'],
    ['FEE: DECLINED INSUFFICIENT FUNDS POS', -650, 'Transaction Declined Fee'],
    ['DECLINED ATM FEE', -275, 'Transaction Declined Fee'],
    ['#Declined Atm Fee', -300, 'Transaction Declined Fee'],
    // Not declined: the withdrawal fee and the unpaid debit order's fee keep their subtypes.
    ['#ATM CASH WITHDRAWAL FEE', -1050, 'Cash Withdrawal Fee'],
    ['INSUFFICIENT FUNDS FEE', -10000, 'Insufficient Funds Fee'],
    ['UNPAID ITEM CHARGE', -10000, 'Insufficient Funds Fee'],
    ['RD CHARGE', -9500, 'Insufficient Funds Fee'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('an unpaid debit order itself (no fee word) stays a returned debit order', () => {
    expect(label('UNPAID DEBIT ORDER', -45000)).toBe('Returned Debit Order');
  });
});

describe('a fee on a transaction is the fee, not the transaction', () => {
  it.each([
    // The kind of transaction and then FEE: the bank's charge, whatever the transaction bought or paid.
    ['Airtime Purchase Fee', -50, 'Bank Charges and Fees'],
    ['Prepaid Purchase Fee: Vodacom', -150, 'Bank Charges and Fees'],
    ['Card Purchase Fee: Hollywoodbets', -500, 'Bank Charges and Fees'],
    ['Recurring Transfer Fee: Easy Equities', -500, 'Bank Charges and Fees'],
    ['Capitec Pay Fee: Takealot', -200, 'Bank Charges and Fees'],
    ['Fee: Betway Deposit', -500, 'Bank Charges and Fees'],
    // Fees paid to someone read the other way round, or are too large to be a bank's charge.
    ['SCHOOL FEES', -150000, 'Education'],
    ['PAYMENT SCHOOL FEES', -150000, 'Education'],
    ['MEMBERSHIP FEE VIRGIN ACTIVE', -45000, 'Sport'],
    // A bare deposit fee, or one at a shop's till, is still the cash deposit's.
    ['DEPOSIT FEE', -500, 'Cash Deposit Fee'],
    // (Money sent from abroad is no cash paid in: Capitec's inward payment's fee, session 94.)
    ['International Deposit Fee (Forex)', -5000, 'Bank Charges and Fees'],
    ['PNP DEPOSIT FEE', -1000, 'Cash Deposit Fee'],
    ['Deposit Fee: Pick n Pay', -1000, 'Cash Deposit Fee'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('"PAYMENT FEES" on a payment of hundreds of rand is paying fees, not the bank\'s charge', () => {
    expect(label('HYUNDAI FINANCE ONLINE PAYMENT FEES', -800000)).toBe('Auto Loan Repayment');
    expect(label('HYUNDAI FINANCE ONLINE PAYMENT FEES', -1500)).toBe('Bank Charges and Fees');
  });
});

describe('words cut by the field width', () => {
  it.each([
    ['DISHONOUR F', -10000, 'Insufficient Funds Fee'],
    ['RD FE', -3250, 'Insufficient Funds Fee'],
    ['DEBIT INTER', -4698, 'Interest Repayment'],
    ['PENALTY INTERE', -2947, 'Interest Repayment'],
    ['NOTICE INTE', 109, 'Interest Received'],
    ['CREDIT INTERES', 1250, 'Interest Received'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('a lone F after a name is an initial, not a cut fee', () => {
    expect(label('PAYMENT TO THABO F', -50000)).toBe('Bank Transfer');
  });
});

describe('a cut grammar word that is a named business\'s first word (session 40)', () => {
  // CARD CASHBACK cut to "CARD CASH", and CARD TRANSACTION to "CARD TRANS", are also FNB's "Chq
  // Card" followed by a chain whose name starts with CASH or TRANS: where the name follows in full,
  // the word is the chain's.
  it.each([
    ['POS Purchase Chq Card Cash Build 400974*4005 10 Jan', -34900, 'Home and Garden'],
    ['POS Purchase Chq Card Cash Converters 400974*4005 10 Jan', -129900, 'General Purchases'],
    ['POS Purchase Chq Card Trans African Concessions 400974*4005 10 Jan', -12345, 'Transport'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('with no shop\'s name after it, the cut is still the bank\'s word', () => {
    expect(label('CARD CASH', -50000)).toBe('ATM and Cash Withdrawal');
    expect(label('CARD CASH SHOPRITE 1234', -50000)).toBe('ATM and Cash Withdrawal');
    // A product's phrase after the cut (CASH LOAN, KREDIET KAART) is what the bank's word was about.
    expect(label('CARD CASH LOAN', -50000)).toBe('ATM and Cash Withdrawal');
    expect(label('RENTE OP KREDIET KAART', -1200)).not.toBe('Credit Card Repayments');
  });
});
