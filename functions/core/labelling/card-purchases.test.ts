/**
 * What a card purchase line shows beyond its words: a masked card number where the bank prints no
 * purchase word (index.ts CARD_MASK_RE) or Capitec's "(Card 1234)" (CARD_IN_BRACKETS_RE), a chain's initials before the site's name (rules.ts
 * POS_BRAND_INITIALS), a vehicle make in a dealer's name and a municipality's LM/DM
 * (knowledge-base.ts VEHICLE_MAKES, municipalForm). Lines written here in the banks' formats, not
 * taken from a corpus.
 */
import { truncatedPhrases } from './knowledge-base.ts';
import { committedLabeller, labelOf as label } from '../../../test/helpers/labelling.ts';

const labeller = committedLabeller();
const explain = (description: string, amount_cents: number) => labeller.explain({ description, reference: null, amount_cents });

describe('a masked card number makes the line a card purchase', () => {
  it.each([
    // FNB prints the shop, the card and the date, and no purchase word.
    ['AE GRIFFITHS        406172*3391  13 DEC', -15000, 'Fuel'],
    // Standard Bank's purchase word cut off by the line's width: the card number still shows it.
    ['THANDI PHARMACY 5829*6977 13 MAR DEBIT CAR', -23000, 'Health and Medical'],
    // Nedbank glues the card number to the shop's name.
    ['OK MIDDELBURG541282XXXXXX9066', -8850, 'Groceries'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('is never a person: a shop named like a person with a card number is not a transfer', () => {
    const x = explain('SIBONGILE NKOSI     406172*3391  02 FEB', -31000);
    expect(x.label).not.toBe('Bank Transfer');
    expect(x.calibration_key).not.toBe('rule:person');
  });

  it.each([
    // Capitec: the shop's name, then the card's last four digits in brackets; no purchase word.
    ['Thandeka Mokoena Tergniet (Card 7316)', -20000],
    ['SIPHO DLAMINI BLOEMFONTEIN (CARD 0212)', -4500],
  ])("Capitec's %s is a card purchase, not a payment to a person", (description, amount) => {
    const x = explain(description, amount);
    expect(x.label).not.toBe('Bank Transfer');
    expect(x.calibration_key).not.toBe('rule:person');
  });

  it('reads Capitec\'s card brackets only on a debit and only as "(Card" and four digits', () => {
    expect(label('Payment Received: Thandeka Mokoena (Card 7316)', 20000)).toBe('Bank Transfer');
    expect(label('Banking App Payment: Thandeka Mokoena Card 7316', -20000)).toBe('Bank Transfer');
  });

  it('does not read a masked account number (no digits before the stars) as a card', () => {
    expect(label('IB TRANSFER TO *****5453569 05H40', -300000)).toBe('Bank Transfer');
  });
});

describe("a chain's initials before the site's name", () => {
  it.each([
    ['AE VOORTREK ST541282XXXXXX9066', -102849, 'Fuel'],
    ['POS PURCHASE AE N1 BEAUFORT 406172*3391 02 JAN', -90000, 'Fuel'],
    ['CARD PURCHASE OK STRUISBAAI', -4398, 'Groceries'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it.each([
    // Initials of a payee, not a forecourt.
    ['IB PAYMENT TO AE SMITH', -150000],
    ['FNB App Payment To Ae Botha Rent', -450000],
    // Not the first word of the shop's name, or nothing after them.
    ['POS PURCHASE GRIFFITHS AE 406172*3391 02 JAN', -15000],
    ['POS PURCHASE AE 406172*3391 02 JAN', -15000],
  ])('%s (%i) is not Fuel', (description, amount) => {
    expect(label(description, amount)).not.toBe('Fuel');
  });

  it('never on a credit', () => {
    expect(label('AE VOORTREK ST541282XXXXXX9066', 102849)).not.toBe('Fuel');
  });
});

describe('a vehicle make in a shop name', () => {
  it.each([
    ['POS PURCHASE HOEKS TOYOTA 406172*3391 10 JAN', -29188, 'Transport'],
    ['C*HEYNEMAN YAMAH541282XXXXXX9066', -2174, 'Transport'],
    ['CARD PURCHASE MAGNIS NISSAN RUSTENBURG', -180000, 'Transport'],
    // The maker's finance house, whole or cut by the field width, is the car's instalment.
    ['IB FUTURE-DATED PAYMENT TO SUZUKI FINANC', -240000, 'Auto Loan Repayment'],
    ['MERCEDES BENZ FI 016264415 IB PAYMENT TO', -450000, 'Auto Loan Repayment'],
    ['DEBICHECK TOYOTA FINANCIAL SERVICES POL0497147038', -599223, 'Auto Loan Repayment'],
    // A named chain in the line wins over the make.
    ['POS PURCHASE ENGEN TOYOTA 406172*3391 10 JAN', -60000, 'Fuel'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });
});

describe('a municipality written LM or DM', () => {
  it('builds the abbreviation from the MUN, LOCAL and DISTRICT forms only', () => {
    expect(truncatedPhrases('JB MARKS MUN')).toEqual(['JB MARKS MUN', 'JB MARKS LM']);
    expect(truncatedPhrases('GOVAN MBEKI LOCAL')).toEqual(['GOVAN MBEKI LOCAL', 'GOVAN MBEKI LM']);
    expect(truncatedPhrases('WATERBERG DISTRICT')).toEqual(['WATERBERG DISTRICT', 'WATERBERG DM']);
    expect(truncatedPhrases('MUN')).toEqual(['MUN']);
    expect(truncatedPhrases('KOU KAMMA')).toEqual(['KOU KAMMA']);
  });

  it.each([
    ['JB MARKS LM D 5326*4474 19 JAN CHEQUE CARD PURCHASE', -30000, 'Utilities - Water'],
    ['DEBIT ORDER GOVAN MBEKI LM 1102334', -145000, 'Utilities - Water'],
    ['IB PAYMENT TO WATERBERG DM', -52000, 'Utilities - Water'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });
});

describe('what a shop\'s or a counter\'s name says it sells', () => {
  it.each([
    // A cuisine or a kind of restaurant; CAF is how a terminal's width leaves CAFE.
    ['Mexican Wagon Jeffreys Bay (Card 7316)', -9000, 'Eating Out'],
    ['POS PURCHASE THE THAI PLACE 406172*3391 02 FEB', -21000, 'Eating Out'],
    ['CARD PURCHASE LUPO TRATTORIA CAPE TOWN', -45000, 'Eating Out'],
    ['Good Thyme Caf Cape Town (Card 7316)', -2000, 'Eating Out'],
    // An entertainment business (an arcade, a fun park).
    ['Asteroid Entertainment Cape Town (Card 7316)', -22500, 'Entertainment'],
    // Pepkor's homeware chain is not PEP's clothing.
    ['PEP HOME 5747 DURBANVILLE', -7999, 'Home and Garden'],
    // A shopping centre's own till is its parking; a shop in the centre is that shop.
    ['Willowbridge Shopping Tygervalley (Card 7316)', -1000, 'Parking'],
    ['POS PURCHASE PNP FAMILY MALL OF THE NORTH SHOPPING CENTRE', -35000, 'Groceries'],
    // A municipality's vehicle licence counter is the car's cost; its utilities stay utilities.
    ['Coct Mvr Durbanville Durbanville (Card 7316)', -58020, 'Transport'],
    ['CITY OF TSHWANE LICENSING DEPT', -45000, 'Transport'],
    ['CITY OF CAPE TOWN ELECTRICITY', -50000, 'Utilities - Electricity'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });
});

describe('prepaid online vouchers bought in the banking app', () => {
  it.each([
    'Digital Content Voucher 1Voucher 71840263395106',
    'Digital Content Voucher Ott Voucher 52917730481264',
    'DIGITAL CONTENT VOUCHER BLU FLEXI VOUCHER 64028815937702',
  ])('%s is an online purchase, not airtime or unknown', (description) => {
    expect(label(description, -10000)).toBe('Online Purchase');
  });

  it('a named service beside the voucher wording decides', () => {
    expect(label('Digital Content Voucher Netflix 12345678901', -9900)).toBe('Subscriptions');
  });
});

describe("a card's whole number after the shop's name (Nedbank business exports)", () => {
  // 4900123456789018 passes the Luhn check; 4900123456789012 does not.
  it('is a card purchase: an unknown shop is the purchase fallback, not a payment to a person', () => {
    expect(explain('THE FIG TREE CA4900123456789018', -19200).calibration_key).toBe('soft:softPurchase');
    expect(label('THE FIG TREE CA4900123456789018', -19200)).toBe('Uncategorised');
    expect(label('ENGEN MUIZENBER4900123456789018', -50000)).toBe('Fuel');
  });

  it('a number of 16 digits whose check digit fails is no card number', () => {
    expect(explain('THE FIG TREE CA4900123456789012', -19200).calibration_key).not.toBe('soft:softPurchase');
  });
});

describe('an online gateway glued to the shop', () => {
  it('the shop behind it decides', () => {
    expect(label('PAYFASTTakealotcom', -136200)).toBe('Online Purchase');
    expect(label('PAYFASTNetflix', -19900)).toBe('Subscriptions');
  });
});

describe("a network's bundle named by its size", () => {
  it.each([
    ['Vodacom 10GB 0821234567', -14900],
    ['MTN 500 Min All Net 0831234567', -9900],
    ['CELL C 2 GB 0841234567', -4900],
    ['Telkom Mobile 30 SMS', -1000],
  ])('%s (%i) is prepaid: Cellular Data Purchase', (description, amount) => {
    expect(label(description, amount)).toBe('Cellular Data Purchase');
  });

  it('a debit order for data is the contract', () => {
    expect(label('DEBIT ORDER VODACOM DATA 44512', -39900)).toBe('Utilities - Telephone');
  });
});

describe("Standard Bank's card line: the shop's name field, the time glued to it, then the purchase", () => {
  // The field cuts the shop's name at 13-14 characters and the time follows with no space
  // ("...HARDW14H05 333545355 - debit card purchase"). Before text.ts dropped the glued time, its
  // "H" stood after the cut word, which was then never read as the name's last word.
  it.each([
    ['DE WAAL HARDW14H05 333545355 - debit card purchase', -45000, 'Home and Garden'],
    ['PAARL PHARMA08H55 532644350 - debit card purchase', -12000, 'Health and Medical'],
    ['KLOOFSIG CONVENI09H12 532644350 - debit card purchase', -9800, 'Groceries'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('a name cut to one letter before the purchase wording is no debit order ("S" + "DEBIT CARD PURCHASE", not "S DEBIT")', () => {
    const x = explain('KRAAIFONTEIN S 532644350 - debit card purchase', -25000);
    expect(x.label).not.toBe('Debit Order');
    expect(explain('MOOIRIVIER S14H22 333545355 - debit card purchase', -25000).label).not.toBe('Debit Order');
    // "S DEBIT" itself is still a debit order where nothing longer starts at DEBIT.
    expect(label('S DEBIT 0012345', -45000)).toBe('Debit Order');
  });
});
