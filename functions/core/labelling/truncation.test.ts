/**
 * Bank field widths cut an insurer's name mid-word ("UNITRANS INSUR", "Household Ins20017"): the
 * brand before the cut decides, not the generic "INS" (knowledge-base.ts, truncatedPhrases). Lines
 * written here in the banks' debit-order formats, not taken from a corpus.
 */
import { truncatedPhrases } from './knowledge-base.ts';
import { committedLabeller } from '../../../test/helpers/labelling.ts';

const labeller = committedLabeller();
const label = (description: string, amount_cents: number) => labeller.label({ description, reference: null, amount_cents }).label;

describe('insurer names truncated by the bank', () => {
  // Each of these was General Insurance or a home loan before the truncations (the generic "INS",
  // or "HOMELOAN" alone); the model does not rescue them.
  it.each([
    ['MAGTAPE DEBIT UNITRANS INSUR 447120', -88000, 'Auto Insurance'],
    ['DEBIT ORDER INFINITI INS 550122', -61000, 'Auto Insurance'],
    ['DEBICHECK HOMELOAN INSURA 88123', -21000, 'Home Insurance'],
    ['ACB DEBIT HOUSEHOLD INS 20017', -33000, 'Home Insurance'],
    ['ACB DEBIT VEHICLE INSURA 20391', -99000, 'Auto Insurance'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('builds truncations only for the last word INSURANCE of a phrase of two or more words', () => {
    expect(truncatedPhrases('NAKED INSURANCE')).toEqual(['NAKED INSURANCE', 'NAKED INS', 'NAKED INSUR', 'NAKED INSURA', 'NAKED INSURAN', 'NAKED INSURANC']);
    // A one-word phrase is already generic; a phrase ending in another word is left whole.
    expect(truncatedPhrases('INSURANCE')).toEqual(['INSURANCE']);
    expect(truncatedPhrases('INSURANCE PREMIUM')).toEqual(['INSURANCE PREMIUM']);
    expect(truncatedPhrases('KING PRICE')).toEqual(['KING PRICE']);
  });

  it('lets a phrase with AND stand for the name written with "&", unless only initials are left', () => {
    expect(truncatedPhrases('HOUSE AND HOME')).toEqual(['HOUSE AND HOME', 'HOUSE HOME']);
    expect(truncatedPhrases('H AND M')).toEqual(['H AND M']);
    expect(truncatedPhrases('CHARLES AND K')).toEqual(['CHARLES AND K']);
    expect(truncatedPhrases('AND')).toEqual(['AND']);
    expect(label('TONI & GUY ROSEBANK', -65000)).toBe('Personal Care');
    expect(label('POS PURCHASE BLOCK & CHISEL 4471*1190', -89000)).toBe('Home and Garden');
    expect(label('CARD PURCHASE FIRE & ICE MENLYN', -42000)).toBe('Eating Out');
    // Initials joined by "&" on a payment stay the person.
    expect(label('IB PAYMENT TO H & M NKOSI', -50000)).toBe('Bank Transfer');
  });

  it('leaves a bare truncated word generic when no insurer is named', () => {
    expect(label('DEBIT ORDER QWERTY INS 55123', -20000)).toBe('General Insurance');
  });
});

describe('a brand glued to a collection word by a fixed-width field', () => {
  // Lines written here in the shapes collectors use, not taken from a corpus.
  it.each([
    ['KINGPRICECOLL 88123400551', -65000, 'Auto Insurance'],
    ['Magtape Debit Kingpricecollect41100923', -65000, 'Auto Insurance'],
    ['DEBIT ORDER NETFLIXDEBIT 2231', -19900, 'Subscriptions'],
    ['MIGRATED DC DEBIT', -20000, 'Debit Order'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('a word that only begins like a brand, or a brand glued to anything but a collection word, is not the brand', () => {
    // NETFLIXING: the tail ING is no collection word (the model may still guess; the rules name no merchant)
    const decision = (description: string) => labeller.explain({ description, reference: null, amount_cents: -19900 }).calibration_key;
    expect(decision('POS PURCHASE NETFLIXING 2231')).not.toBe('rule:merchant');
    expect(decision('NETFLIXDEBIT 2231')).toBe('rule:merchant');
    // SHELLFISH begins like SHELL (fuel)
    expect(label('POS PURCHASE SHELLFISH MARKET HOUT BAY', -25000)).not.toBe('Fuel');
  });
});

describe("a named payer's or merchant's last word cut by the field width (session 30)", () => {
  // A priority-2 phrase of two or more words stands for its last word cut to four letters or
  // more. Lines written here; each was a transfer, a generic debit order or the model's guess.
  it.each([
    ['MAGTAPE DEBIT VIRGIN ACTI 4471', -59900, 'Sport'],
    ['IMMEDIATE TRF CR RENTAL INCO FLAT 2', 450000, 'Other Income'],
    ['REAL TIME TRANSFER FROM SOCIAL DEVELOP', 53000, 'Social Security Income'],
    ['Banking App External Payment: Absa Homelo', -820000, 'Home Loan Repayment'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('a cut word that names something itself stays that (MOTOR SPAR is SPAR, not MOTOR SPARES)', () => {
    expect(label('POS Purchase Kloof Motor Spar 485442*7093 03 Jan', -31000)).toBe('Groceries');
  });
});

describe('session 99: more trade words as a field width cuts them, and a known two-word town after the cut', () => {
  it.each([
    // Before: Uncategorised (no cut of the word read, or CAPE of CAPE TOWN read as a company's word).
    ['Card Purchase - STELLENBOSCH TEXTBOO ZA', -121654, 'Education'],
    ['CENTURION CROSSFI 4895*8785 17 AUG - cheque card purchase', -126999, 'Sport'],
    ['HPY*ST LUCIA CHALE 4895*8785 11 SEP - cheque card purchase', -383950, 'Holidays and Travel'],
    ['POS Purchase GOODWOOD FURN 531226*2849 12 Jun', -21331, 'Home and Garden'],
    ['Card Purchase: SUNNINGDALE DENTA CAPE TOWN', -7314, 'Health and Medical'],
    ['SNAPSCAN*KLOOF ROASTER DURBAN', -4784, 'Coffee'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });
});
