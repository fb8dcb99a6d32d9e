/**
 * Bank words short of some of their vowels (rules.ts spelledOut): banks abbreviate their own
 * wording so ("OVRDRFT", "WTHDRWL") and people type it so ("INTERST"); the word is read as the bank
 * meant it. Lines written here in the banks' forms, not taken from a corpus.
 */
import { labelOf as label } from '../../../test/helpers/labelling.ts';
import { compileMatcher, gluedWordsApart } from './rules.ts';

describe('bank words short of their vowels', () => {
  it.each([
    ['OVRDRFT SERVICE FEE', -15000, 'Overdraft Fee'],
    ['#Ovrdrft Admin Fee', -6900, 'Overdraft Fee'],
    ['UNSCCSSFL TRNSCTN FEE', -500, 'Transaction Declined Fee'],
    ['INSFFCNT FUNDS FEE', -9500, 'Insufficient Funds Fee'],
    ['KNTANTONTTREKKING FOOI', -1200, 'Cash Withdrawal Fee'],
    ['INTERST EARNED', 1500, 'Interest Received'],
    ['ATM WTHDRWL FEE', -700, 'Cash Withdrawal Fee'],
    ['Dshnrd Debit Order Fee', -9900, 'Insufficient Funds Fee'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  const matcher = compileMatcher();
  it('reads a token as the one grammar word it is short of vowels of, first letter and consonants in order', () => {
    expect(gluedWordsApart(matcher, ['OVRDRFT', 'SERVICE', 'FEE'])).toEqual(['OVERDRAFT', 'SERVICE', 'FEE']);
    expect(gluedWordsApart(matcher, ['WTHDRWL', 'FEE'])).toEqual(['WITHDRAWAL', 'FEE']);
    expect(gluedWordsApart(matcher, ['MNTHLY', 'SRVC', 'FEE'])).toEqual(['MONTHLY', 'SERVICE', 'FEE']);
    // Words of one meaning both fit (DEPOSIT, Afrikaans DEPOSITO; DISHONOURED, DISHONORED): the shortest stands for them.
    expect(gluedWordsApart(matcher, ['CASH', 'DPST'])).toEqual(['CASH', 'DEPOSIT']);
    expect(gluedWordsApart(matcher, ['DSHNRD'])).toEqual(['DISHONORED']);
  });

  it.each([
    ['CSH', 'three letters say too little'],
    ['INTERN', 'a cut of INTERNAL or INTERNET, not INTERNE short of its E'],
    ['CONTR', 'a cut of CONTRIBUTION'],
    ['APPL', 'APPLE of APPLE PAY is a brand by itself'],
    ['DBRA', 'a consonant the grammar word lacks (DEBT has no R)'],
    ['CASH', 'a grammar word already'],
    ['PNP', 'a knowledge-base word or an unknown short name'],
  ])('leaves %s alone: %s', (token) => {
    expect(gluedWordsApart(matcher, [token])).toBeNull();
  });

  it('never respells a shop or a payee: only grammar words are the targets', () => {
    // WOOLWORTHS and SAMSUNG are in the grammar only inside brand phrases; a shop's own word short
    // of its vowels stays. (One letter dropped is a typo, read as the word: misspelled.test.ts.)
    expect(gluedWordsApart(matcher, ['WLWRTHS'])).toBeNull();
    expect(gluedWordsApart(matcher, ['SMSUNG'])).toBeNull();
    expect(label('POS PURCHASE MRKT SQR DELI 4471*1190', -8900)).not.toMatch(/Fee|Interest|Cash/);
  });
});
