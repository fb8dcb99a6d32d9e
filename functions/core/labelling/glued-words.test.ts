/**
 * Bank words printed without spaces (rules.ts gluedWords): exports and narrow fields drop the
 * spaces ("CASHDEPOSITFEE", "INTERESTCAPITALISED"), and no whole-word phrase matches the token.
 * Lines written here in the banks' forms, not taken from a corpus.
 */
import { labelOf as label } from '../../../test/helpers/labelling.ts';
import { compileMatcher, gluedWordsApart } from './rules.ts';

describe('glued bank words', () => {
  it.each([
    ['FEE: CASHHANDLINGDEPOSITFEE', -2580, 'Cash Deposit Fee'],
    ['CASHDEPOSITFEE', -1366, 'Cash Deposit Fee'],
    ['#OVERDRAFTADMINFEE', -1177, 'Overdraft Fee'],
    ['OVERDRAFTLEDGERFEE FEE', -6040, 'Overdraft Fee'],
    ['#Returneddebitfee', -10000, 'Insufficient Funds Fee'],
    ['FEE: UNSUCCESSFULTRANSACTIONFEE', -500, 'Transaction Declined Fee'],
    ['INTERESTCAPITALISED', 1000, 'Interest Received'],
    ['NOTICEINTEREST', 217, 'Interest Received'],
    ['Savingsinterest', 1000, 'Interest Received'],
    ['INTERESTONDEBITBALANCE', -10000, 'Interest Repayment'],
    ['Overdraftinterest', -2037, 'Interest Repayment'],
    ['EXCESSINTEREST', -957, 'Interest Repayment'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  const matcher = compileMatcher();
  it('splits a token only into bank-grammar words, fewest pieces first, with ON/TO/OF only between two words', () => {
    expect(gluedWordsApart(matcher, ['INTERESTONDEBITBALANCE'])).toEqual(['INTEREST', 'ON', 'DEBIT', 'BALANCE']);
    expect(gluedWordsApart(matcher, ['FEE', 'CASHHANDLINGDEPOSITFEE', '123'])).toEqual(['FEE', 'CASH', 'HANDLING', 'DEPOSIT', 'FEE', '123']);
    expect(gluedWordsApart(matcher, ['DEPOSITTO'])).toBeNull(); // a link word never ends the token
  });

  it.each(['CASHBUILD', 'CASHCONVERTERS', 'OVERBERG', 'CARDIFFS', 'MONEYMARKET', 'PIETERMARITZBURG', 'FEE'])(
    'leaves %s alone: a name, a known phrase or a short word is not bank words glued',
    (token) => {
      expect(gluedWordsApart(matcher, [token])).toBeNull();
    },
  );

  it('leaves a word the knowledge base reads whole as it is, wherever it stands in the phrase (session 85)', () => {
    // FONDS of PENSIOEN FONDS, MEDIA of MEDIA MARKT: not the grammar's FONDSE or MEDIESE spelled short.
    expect(gluedWordsApart(matcher, ['UITTREE', 'FONDS'])).toBeNull();
    expect(gluedWordsApart(matcher, ['MEDIA', 'MARKT'])).toBeNull();
  });

  it.each([
    ['UITTREE FONDS', 320000, 'Pension'],
    ['Voorsorg Fonds Uitbetaling', 185000, 'Pension'],
    ['DEBIT ORDER MEDIESE FONDS 4471', -230000, 'Health Insurance'],
    ['MEDIA MARKT HAMBURG DE', -230045, 'Electronics and Appliances'],
    ['ONVOLDOENDE FONDS', -15000, 'Insufficient Funds Fee'],
  ])('%s (%i) is %s: the knowledge base reads its own words before the grammar spells them out', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('leaves a line without glued words untouched (null: the caller keeps its own tokens)', () => {
    expect(gluedWordsApart(matcher, ['POS', 'PURCHASE', 'CHECKERS', 'SEAPOINT'])).toBeNull();
  });

  it('a shop whose name holds grammar words is still the shop (a named merchant decides)', () => {
    expect(label('POS PURCHASE CASH CONVERTERS BELLVILLE', -45000)).not.toMatch(/Fee|Cash/);
  });
});

describe('a named payer or merchant printed without spaces (session 30)', () => {
  // A knowledge-base phrase of two or more words also stands for its words joined. Lines written here.
  it.each([
    ['Payshap Payment Received: Unemploymentinsurancefund Claim', 350000, 'UIF'],
    ['DEBIT ORDER DISCOVERYHEALTH 88213344', -312000, 'Health Insurance'],
    ['POS PURCHASE WOOLWORTHSFOOD CARD 1234', -30500, 'Groceries'],
    ['ACB DEBIT:INTERNAL OLDMUTUALFUNERAL PREMIUM', -15000, 'Funeral Cover'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('a short join is no phrase (it may be a word of its own)', () => {
    const index = compileMatcher().byFirst;
    expect(index.has('DISCOVERYHEALTH')).toBe(true);
    expect(index.has('MRDIY')).toBe(false);
  });
});
