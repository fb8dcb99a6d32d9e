/**
 * Issue 12, second round of error classes: Afrikaans statement wording, account nicknames on
 * transfers, merchant settlements, doctor titles and store-account payments. Each case is a
 * general mechanism (grammar phrase or rule), checked on lines written here, not corpus lines.
 */
import { labelGroup } from '#schemas/labels';
import { F, GRAMMAR } from './grammar.ts';
import { REVIEW_THRESHOLD } from './review.ts';
import { committedLabeller } from '../../../test/helpers/labelling.ts';

const labeller = committedLabeller();
const label = (description: string, amount_cents: number) => labeller.label({ description, reference: null, amount_cents }).label;

describe('Afrikaans statement wording', () => {
  it.each([
    ['Debiet Order Multichoice 1234567', -45000, 'Subscriptions'],
    ['Debiet Order Xyzqw Vennootskap 77812', -45000, 'Debit Order'],
    ['Magband Debiet Qwerty Bpk 552211', -30000, 'Debit Order'],
    ['OTM Kontant Sandton 12:33', -100000, 'ATM and Cash Withdrawal'],
    ['OTM Kontantonttrekking Menlyn', -50000, 'ATM and Cash Withdrawal'],
    ['Rente Op Debietsaldo', -1234, 'Interest Repayment'],
    ['Kredietrente', 456, 'Interest Received'],
    ['Rente', 456, 'Interest Received'],
    ['#Maandelikse Rekeningfooi', -6900, 'Bank Charges and Fees'],
    ['Bankkoste', -2500, 'Bank Charges and Fees'],
    ['#OTM Fooi', -1000, 'Cash Withdrawal Fee'],
    ['Terugbtl Woolworths Menlyn', 20000, 'Refund'],
    ['Salaris Qwertyuiop Bpk', 2500000, 'Salaries and Wages'],
    ['Kleingeld', -1500, 'Savings Transfer'],
  ] as const)('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('"Int Betaling Na/Van" is an internet payment, never interest', () => {
    for (const d of ['Int Betaling Na Xqzvbn Wyk', 'Int Betaling Na 62000123456', 'Smart-Ap Betaling Na Lzqpt']) {
      expect(label(d, -150000)).not.toMatch(/Interest/);
    }
    for (const d of ['Int Betaling Van Xqzvbn Wyk', 'Smart-Ap Betaling Van Lzqpt', 'Krediet Oordrag']) {
      expect(label(d, 150000)).not.toMatch(/Interest|Salaries|Other Income|Business Income/);
    }
  });
});

describe('account nicknames on transfers', () => {
  it.each([
    ['Banking App Transfer to Noah Nanny: Transfer', 'Bank Transfer'],
    ['Banking App Transfer to Holiday Party: Transfer', 'Bank Transfer'],
    ['Banking App Transfer to 1234509876: Transfer', 'Bank Transfer'],
    ['Transfer to Thabo (1234567890)', 'Bank Transfer'],
    ['FNB App Transfer To Savings', 'Savings Transfer'],
    ['Transfer to Credit Card', 'Credit Card Repayments'],
  ] as const)('%s is %s', (description, want) => {
    expect(label(description, -250000)).toBe(want);
  });
});

describe('merchant settlements on credits', () => {
  it.each(['CREDIT CARD EFTPOS SETTLEMENT 123456', 'YOCO PAYOUT 88991', 'IKHOKHA SETTLEMENT', 'SNAPSCAN PAYOUT ABC TRADING', 'ACB CREDIT MERCH SERV 5566'])('%s is Business Income', (d) => {
    expect(label(d, 345600)).toBe('Business Income');
  });
  it('settlement wording on a debit or a reversal is not income', () => {
    expect(label('EFTPOS SETTLEMENT REVERSAL', 345600)).toBe('Refund');
    expect(label('EFTPOS SETTLEMENT', -345600)).not.toBe('Business Income');
  });
});

describe('doctor titles on debits', () => {
  it.each(['C Dr Froom v/d Merwe', 'Drs Qwerty, Zxcvb', 'Internet Pmt To Dr Nkosi Lzqp', 'Dr Xolani Qwe Inc'])('%s is Health and Medical', (d) => {
    expect(label(d, -80000)).toBe('Health and Medical');
  });
  it('DR as a debit marker is not a doctor', () => {
    expect(label('Send Money App Dr Send 0821234567', -20000)).toBe('Bank Transfer');
    expect(label('Dr Interest', -2000)).toBe('Interest Repayment');
  });
});

describe('store-account payments', () => {
  it.each(['Banking App External Payment: Truworths And Uzzi', 'FNB App Payment To Edgars Account', 'Internet Pmt To Foschini', 'IB Payment To Mr Price'])('%s is General Loan Repayment', (d) => {
    expect(label(d, -50000)).toBe('General Loan Repayment');
  });
  it('a card purchase at the same store is shopping', () => {
    expect(label('POS Purchase Truworths Menlyn 412752*6823 31 Oct', -50000)).toBe('Clothing');
  });
});

describe('a line that is only bank grammar keeps its generic label unless the model is sure', () => {
  it('never a specific payee label below the review threshold on payment, transfer and debit-order grammar with a number', () => {
    const phrases = GRAMMAR.filter(([flags]) => (flags & (F.PAYMENT | F.TRANSFER | F.DEBIT_ORDER)) !== 0 && (flags & (F.FEE | F.ATM | F.INTEREST)) === 0).flatMap(([, p]) => p.split('|'));
    let checked = 0;
    for (const phrase of phrases) {
      for (const tail of ['', ' 1234509876', ': 62000123456 Transfer']) {
        const r = labeller.label({ description: `${phrase}${tail}`, reference: null, amount_cents: -150000 });
        checked++;
        const group = labelGroup(r.label);
        if (group !== 'fees' && group !== 'cash' && group !== 'risk' && group !== 'transfer' && r.label !== 'Debit Order' && r.label !== 'Uncategorised' && r.label_source === 'model') {
          expect({ line: `${phrase}${tail}`, confidence: r.label_confidence >= REVIEW_THRESHOLD }).toEqual({ line: `${phrase}${tail}`, confidence: true });
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});
