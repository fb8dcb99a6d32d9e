/**
 * Words typed one letter wrong (misspelled.ts): people's own notes misspell the words the rules
 * read, and the word is read as they meant it. Lines written here in the banks' forms with made-up
 * payees, not taken from a corpus.
 */
import { labelOf as label } from '../../../test/helpers/labelling.ts';
import { misspelled, oneEditApart } from './misspelled.ts';

const anyReading = () => true;

describe('a long word one letter off is read as the word', () => {
  it.each([
    // a letter doubled, dropped, changed, two swapped; English and Afrikaans; notes and debit orders
    ['Kar Versekkering Mokoena', -30100, 'Auto Insurance'],
    ['FNB App Payment To Motor Insurence', -45000, 'Auto Insurance'],
    ['ELECTRICTY PREPAID 0412345678', -20000, 'Utilities - Electricity'],
    ['Alumnium Windows Deposit', -300000, 'Home and Garden'],
    ['POS PURCHASE GROCCERIES MARKET SOSHANGUVE 412752*6823 31 OCT', -18000, 'Groceries'],
    ['Debit Order Funerla Policy 55123', -15000, 'Funeral Cover'],
    // brands too, and trade words the knowledge base names at a merchant's priority
    ['POS PURCHASE WOOLWROTHS SANDTON 412752*6823 31 OCT', -45000, 'Groceries'],
    ['POS PURCHASE SHPRITE SOWETO 412752*6823 31 OCT', -45000, 'Groceries'],
    ['POS PURCHASE PHRMACY DURBAN 412752*6823 31 OCT', -25000, 'Health and Medical'],
    ['POS PURCHASE GINOS RESTUARANT ROSEBANK 412752*6823 31 OCT', -25000, 'Eating Out'],
    ['Immediate Payment: Plumbbing Supplies', -95000, 'Home and Garden'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });
});

describe('what is never respelled', () => {
  it('an edit at the first or the last letter: another word, or a bank cut of a longer name', () => {
    expect(oneEditApart('VERSEKKERING', 'VERSEKERING')).toBe(true);
    expect(oneEditApart('INSURENCE', 'INSURANCE')).toBe(true);
    expect(oneEditApart('GORCERIES', 'GROCERIES')).toBe(true);
    expect(oneEditApart('XROCERIES', 'GROCERIES')).toBe(false);
    expect(oneEditApart('KITCHENE', 'KITCHENS')).toBe(false);
    expect(oneEditApart('GROCERIE', 'GROCERIES')).toBe(false);
    expect(oneEditApart('GROCERIESX', 'GROCERIES')).toBe(false);
    expect(oneEditApart('GROCERIES', 'GROCERIES')).toBe(false);
    expect(oneEditApart('GRCOERIES', 'GROCERIES')).toBe(true);
  });

  it('short words, English words one edit from a word of another meaning, and people', () => {
    expect(misspelled('PARKNG', anyReading)).toBeNull(); // under seven letters
    expect(misspelled('SHIPPING', anyReading)).toBeNull(); // not SHOPPING
    expect(misspelled('TRUCKING', anyReading)).toBeNull(); // not TRACKING
    expect(misspelled('EARRINGS', anyReading)).toBeNull(); // not EARNINGS
    expect(misspelled('CHRISTINE', anyReading)).toBeNull(); // a given name
    expect(misspelled('VERSEKKERING', anyReading)).toBe('VERSEKERING');
  });

  it('where words of two readings fit, the token stays unread', () => {
    // CLEANRING is one letter more than both CLEANING and CLEARING; PRAINTING than both PAINTING
    // and PRINTING. Left to the other rules and the model.
    expect(misspelled('CLEANRING', (a, b) => a === b)).toBeNull();
    expect(misspelled('PRAINTING', (a, b) => a === b)).toBeNull();
    // Where both fits read alike, the shorter (then the first in order) stands for them.
    expect(misspelled('CLEANRING', () => true)).toBe('CLEANING');
  });

  it('a shipping line, a trucking firm and a card machine cut are read as before', () => {
    expect(label('IB PAYMENT TO SHIPPING', -50000)).not.toBe('Groceries');
    expect(label('KITCHENE BELLVILLE ZA', -17864)).not.toBe('Eating Out');
  });
});

describe('a misspelling fills a gap, never outranks what the line spells right (review of session 43)', () => {
  it.each([
    // a person by initial and surname one letter from a brand stays the person
    ['IB PAYMENT TO J MACDONALD', -1500, 'Bank Transfer'],
    // a shop the line names exactly beats a suburb one letter from a hotel brand
    ['FAIRMOUNT SPAR 5222*8530 13 DEC - cheque card purchase', -5000, 'Groceries'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('no misspelling is read on a credit (it would make income of a payer one letter from a brand), and a brand read so waits for a sure model', () => {
    expect(label('Payment Received: Siyavuna', 5000)).toBe('Bank Transfer');
    expect(label('FAIRMOUNT MOTORS SANDTON ZA', -50000)).not.toBe('Holidays and Travel');
  });
});

