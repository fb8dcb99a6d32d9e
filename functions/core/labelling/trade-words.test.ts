/**
 * Generic trade words of the knowledge base (priority 1-2 words that name a kind of business, used
 * when no chain is known): a café is a place to eat, an angling or tackle shop sells sport. Lines
 * written here in the banks' card-purchase formats, not taken from a corpus.
 */
import { labelOf as label, labelOrReview, ruleLabelOf } from '../../../test/helpers/labelling.ts';
import { GLUED_TRADE_WORDS, compileMatcher } from './rules.ts';

describe('trade words for unknown local businesses', () => {
  // Each was Uncategorised before CAFE / ANGLING / TACKLE were trade words.
  it.each([
    ['Marlies Harbour Cafe', -18500, 'Eating Out'],
    ['POS PURCHASE KLEINBAAI CAFE 4471*1190 02 MAR', -9200, 'Eating Out'],
    ['Mossel Bay Angling Centre', -45000, 'Sport'],
    ['Qolweni Tackle Shop Knysna (Card 8812)', -26000, 'Sport'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('a named coffee chain with CAFE in its name stays Coffee (the longer phrase wins)', () => {
    expect(label('Card Purchase Vida E Cafe Rosebank', -4500)).toBe('Coffee');
    expect(label('WILD BEAN CAFE N1 CITY', -3900)).toBe('Coffee');
  });
});

describe('Afrikaans one-word fees and trade words', () => {
  // Afrikaans joins the service and its fee into one word: the service decides the fee's subtype.
  it.each([
    ['KONTANTDEPOSITOFOOI', -1500, 'Cash Deposit Fee'],
    ['KONTANTONTTREKKINGSFOOI', -1000, 'Cash Withdrawal Fee'],
    ['ONBETAALDE DEBIETORDERFOOI', -15000, 'Insufficient Funds Fee'],
    ['OORTREKKINGSFOOI', -6900, 'Overdraft Fee'],
    ['Haarkapper Paarl (Card 1234)', -20000, 'Personal Care'],
    ['VAKANSIEOORD HARTENBOS 4471*1190 02 MAR', -90000, 'Holidays and Travel'],
    // Session 42: a probe of 46 Afrikaans wordings across the classes missed these three.
    ['AFGEKEURDE TRANSAKSIE FOOI', -500, 'Transaction Declined Fee'],
    ['VOORUITBETAALDE LUGTYD VODACOM', -5000, 'Cellular Data Purchase'],
    ['PERSOONLIKE LENING CAPITEC', -150000, 'General Loan Repayment'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('a compound whose first part is not a bank service is not a bank charge (school fees are the school\'s)', () => {
    expect(label('BETALING NA SKOOLFOOI', -150000)).not.toMatch(/Fee|Bank Charges/);
    expect(label('SKOOLFOOI', -150000)).not.toMatch(/Fee|Bank Charges/);
  });
});

describe('independent shops: their trade words, cut or glued to the name', () => {
  it.each([
    // The bank's field cuts the trade word.
    ['POS PURCHASE HOWICK RESTAURA 4471*1190 02 MAR', -23000, 'Eating Out'],
    ['Card Purchase: Umhlanga Guesthous Durban (Card 4472)', -95000, 'Holidays and Travel'],
    // Words independent shops use.
    ['BOLAND TAILORS MENLYN', -23427, 'Clothing'],
    ['Purchase At Patel Veterinary Clinic', -45000, 'General Purchases'],
    ['POS PURCHASE SIPHO TUCKSHOP KWAMASHU', -4500, 'Groceries'],
    ['Card Purchase: Durban Biryani House', -12000, 'Eating Out'],
    ['KAROO BACKPACKERS GRAAFF-REINET', -45000, 'Holidays and Travel'],
    // A card terminal's name glues the trade word to the shop's name.
    ['Thegalleryguesthous Queenstown (Card 4472)', -178000, 'Holidays and Travel'],
    ['MAMASKITCHEN SOWETO', -8500, 'Eating Out'],
    ['POS PURCHASE JOESBUTCHERY', -25000, 'Groceries'],
    ['VISA PURCHASE EAGLEHARDWARE EASTGATE', -51600, 'Home and Garden'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('a glued name is read only when a trade word ends it after three letters or more', () => {
    expect(label('Lionveterinaryclinic Maponya Mall Za (Card 1987)', -6921)).not.toBe('Health and Medical');
    // CONTOURS is not TOURS: the rules read no trade in it, as a card purchase or alone (one word
    // is a payment's reference, which the one-word rule decides).
    expect(ruleLabelOf('POS PURCHASE CONTOURS 4471*1190', -5000)).toBe('Uncategorised');
    expect(ruleLabelOf('CONTOURS', -5000)).not.toBe('Holidays and Travel');
    // The model may read TOURS in its letters, but not confidently: a guess is sent to review.
    expect(labelOrReview('POS PURCHASE CONTOURS 4471*1190', -5000)).not.toBe('Holidays and Travel');
    expect(labelOrReview('CONTOURS', -5000)).not.toBe('Holidays and Travel');
  });

  it('every glued trade word is a one-word phrase of the knowledge base', () => {
    const matcher = compileMatcher();
    const missing = GLUED_TRADE_WORDS.filter((word) => matcher.byFirst.get(word)?.single?.kb == null);
    expect(missing).toEqual([]);
  });
});

describe('INT beside card-purchase grammar', () => {
  it('is an international purchase, not interest, whether or not the shop is known', () => {
    expect(label('CARD PURCHASE INT WANTITALL 4101*8211 23/04', -6000)).toBe('Online Purchase');
    expect(label('CARD PURCHASE INT KLOPPENBURG 4101*8211 23/04', -6000)).not.toBe('Interest Repayment');
    expect(label('CARD PURCHASE INT NETFLORIST 4101*8211 16/04', -26790)).toBe('Online Purchase'); // an online-only shop (session 69)
  });

  it('is still interest on its own', () => {
    expect(label('INT ON DEBIT BALANCE', -5000)).toBe('Interest Repayment');
    expect(label('DEBIT INT', -5000)).toBe('Interest Repayment');
  });
});

describe('Afrikaans insurance, tax and household words', () => {
  it.each([
    ['DEBIET ORDER SANTAM KORTTERMYN 12345', -45000, 'General Insurance'],
    ['DEBIETORDER ABC BEGRAFNISFONDS', -15000, 'Funeral Cover'],
    ['DEBIET ORDER XYZ HUISVERSEKERING', -35000, 'Home Insurance'],
    ['DEBIET ORDER VOERTUIGFINANSIERING 4411', -450000, 'Auto Loan Repayment'],
    ['BELASTING', -100000, 'Tax Payment'],
    ['BELASTING TERUGBETALING', 200000, 'SARS'],
    // Property rates are the municipality's.
    ['EIENDOMSBELASTING', -80000, 'Utilities - Water'],
    ['HUURGELD', -650000, 'Rent'],
    // The product before the insurance in two words, as English writes it (session 40): KAR is a car, LEWENS life.
    ['Recurring Immediate Payment: Kar Versekering', -30100, 'Auto Insurance'],
    ['IB BETALING NA LEWENS VERSEKERING', -21000, 'Life Insurance'],
    ['DEBIETORDER HUIS VERSEKERING 99812', -35000, 'Home Insurance'],
    // A guard: MOTOR and VERSEKERING read apart already gave this one.
    ['DEBIET ORDER SANTAM MOTOR VERSEKERING 4411', -52000, 'Auto Insurance'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });
});

describe('South African chains added after a check of well-known names (2026-11-23)', () => {
  // Each was a purchase fallback or a model guess before (Fasta, a lender: Clothing 0.97;
  // Supercuts, a hairdresser: Groceries 0.80; Budget Rent a Car: Rent).
  it.each([
    ['POS PURCHASE SUPERCUTS MENLYN 4471*1190 02 MAR', -18000, 'Personal Care'],
    ['FASTA LOANS 0012345 DEBIT ORDER', -85000, 'General Loan Repayment'],
    ['MR PAYDAY 88123 DEBIT', -120000, 'General Loan Repayment'],
    ['BUDGET RENT A CAR ORT (Card 8812)', -265000, 'Holidays and Travel'],
    ['CARD PURCHASE CATTLE BARON WOODLANDS', -64000, 'Eating Out'],
    ['POS PURCHASE ZENEX MABOPANE 4471*1190', -50000, 'Fuel'],
    ['SA TAXI FINANCE 55501234 DEBIT ORDER', -950000, 'Auto Loan Repayment'],
    ['THEBEMED 1234567 DEBIT ORDER', -210000, 'Health Insurance'],
    ['Betcity Deposit', -20000, 'Gambling'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });
});

describe('municipalities, schemes and the forms banks print chains in (2026-11-23)', () => {
  it.each([
    ['PAYMENT TO GEORGE MUN', -341100, 'Utilities - Water'],
    ['STEVE TSHWETE 1234567 DEBIT ORDER', -185000, 'Utilities - Water'],
    ['IB PAYMENT TO OVERSTRAND MUNICIPALITY', -240000, 'Utilities - Water'],
    ['ENGEN MEDICAL 12345 DEBIT ORDER', -310000, 'Health Insurance'],
    ['WOOLWORTHS STORECARD PAYMENT', -150000, 'General Loan Repayment'],
    ['POS PURCHASE MUGGBEAN ROSEBANK 4471*1190', -12500, 'Eating Out'],
    ['SAUSAGE SALOO 5762*2401 04 MAY CHEQUE CARD PURCHASE', -9800, 'Eating Out'],
    ['CAPTAIN DOREGOS 5762*2401 04 MAY CHEQUE CARD PURCHASE', -8900, 'Eating Out'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('a town that names a municipality is still a town on a card purchase', () => {
    expect(label('POS PURCHASE SPAR KNYSNA 4471*1190 02 MAR', -45000)).toBe('Groceries');
    expect(label('POS PURCHASE ENGEN GEORGE 4471*1190', -60000)).toBe('Fuel');
  });
});

describe('what a line names decides within a seller that does two things (2026-11-24)', () => {
  it.each([
    // Credit furniture retailers: the card purchase is furniture, the instalment is the loan.
    ['POS PURCHASE LEWIS STORES SOWETO 4847*1234 12 JAN', -450000, 'Home and Garden'],
    ['Card Purchase: Ok Furniture Mthatha', -89900, 'Home and Garden'],
    ['BEARES MTHATHA 4278*6153 19 FEB CHEQUE CARD PURCHASE', -120000, 'Home and Garden'],
    ['POS Purchase House & Home Bloemfontein 412752*6823 31 Oct', -300000, 'Home and Garden'],
    ['LEWIS STORES 0012345 DEBIT ORDER', -60000, 'General Loan Repayment'],
    ['FNB App Payment To Lewis Stores 123456', -40000, 'General Loan Repayment'],
    ['DebiCheck Beares 55512', -30000, 'General Loan Repayment'],
    ['Recurring Card Purchase: Homechoice', -50000, 'General Loan Repayment'],
    ['HOUSE & HOME 55512 NAEDO', -30000, 'General Loan Repayment'],
    // Car-first insurers: the car unless another of their products is named.
    ['MIWAY HOME 123456 DEBIT ORDER', -30000, 'Home Insurance'],
    ['KING PRICE LIFE 998877', -20000, 'Life Insurance'],
    ['NAKED INSURANCE HOME CONTENTS', -20000, 'Home Insurance'],
    ['KING PRICE INS 3456789', -123400, 'Auto Insurance'],
    ['DISCOVERY INSURE VEHICLE 55123', -90000, 'Auto Insurance'],
    ['MIWAY COVER 55123', -10000, 'Auto Insurance'],
    ['SHA RISK 12345', -30000, 'Auto Insurance'],
    // ... an investment of theirs too (session 44: 'KING PRICE UNIT TRUST' had been the car), but not
    // a word that is also an asset or shared (RA, SHARES), nor GAP COVER, which a financed car carries.
    ['DEBIT ORDER KING PRICE UNIT TRUST 4812240034', -50000, 'Investments'],
    ['Magtape Debit KING PRICE RETIREMENT ANNUITY', -50000, 'Investments'],
    // (Its tax-free savings are savings, labels.ts's Savings Transfer, session 91.)
    ['MIWAY TFSA 55123', -50000, 'Savings Transfer'],
    ['KING PRICE SHARES 55123', -50000, 'Auto Insurance'],
    ['DEBIT ORDER KING PRICE RA 4812240034', -50000, 'Auto Insurance'],
    // An investment word before an asset names the asset's cover, not an investment.
    ['MIWAY INS INVESTMENT PROPERTY', -50000, 'Home Insurance'],
    // A tattoo studio is not Studio 88.
    ['INK STUDIO TATTOO DURBAN', -90000, 'Personal Care'],
    ['POS PURCHASE STUDIO 88 MENLYN 4471*1190', -60000, 'Clothing'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });
});

describe('forms seen in the first lines of a new public statement set (2026-11-24)', () => {
  it.each([
    // Capitec prints a transaction's fee as its own line: the description and "Fee", a few rand.
    ['Banking App Immediate Payment: P Naidoo Fee', -600, 'Bank Charges and Fees'],
    ['Eft Debit Order (0628541250): Loancirc (-LOANCIRCL0241) Fee', -300, 'Bank Charges and Fees'],
    // ... while a school's or a creche's fee costs more and is what it pays for.
    ['Banking App Immediate Payment: Sunrise Creche Fee', -150000, 'Children and Dependents'],
    ['POS PURCHASE KRUGER PARK GATE FEE 4471*1190', -2000, 'Holidays and Travel'],
    // Nedbank's card purchases carry only the masked card number: a purchase, never a person.
    ['PnP Fam Swelle541282XXXXXX9066', -9598, 'Groceries'],
    ['AH MARAIS SWEL541282XXXXXX9066', -12001, 'Uncategorised'],
    // One word alone is the reference the holder gave a payment, unless it is a bank word or a product.
    ['Nomvula', -30000, 'Bank Transfer'],
    ['Sakkie', 750000, 'Bank Transfer'],
    ['BATCH 93195373', -108114, 'Uncategorised'],
    ['FNBINVEST', -50000, 'Investments'],
    // Afrikaans: AFTREKORDER is a stop order (a payment), DIENSOOREENKOMS a debit order, LIDMAATSKAPFOOI the bank's fee.
    ['AFTREKORDER TM NKOSI LERATO NKOSI', -5000, 'Bank Transfer'],
    ['DIENSOOREENKOMS KHUMO HOLDINGS 2664395', -20400, 'Debit Order'],
    // (Session 65: an armed-response company is the home's security, a service at home.)
    ['DIENSOOREENKOMS ADT SECURITY 2664395', -20400, 'Home and Garden'],
    ['LIDMAATSKAPFOOI ##', -2500, 'Bank Charges and Fees'],
    ['KREDIETLEWEBESKERMING', -400, 'Life Insurance'],
    ['VERSEKERINGSPREMIE OLD MUTUAL451737184 251201', -151900, 'General Insurance'],
    ['Internet Trf To Betaal FNB Kk', -1500000, 'Credit Card Repayments'],
    // A municipality named after a person, or cut by the field, is still the municipality.
    ['JB MARKS MUNICIPALIT IB PAYMENT TO', -52700, 'Utilities - Water'],
    ['Dr JS Moroka Municipalit IB PAYMENT TO', -90000, 'Utilities - Water'],
    ['IB-BETALING NA CAMDEBOO MUNISIPALIT', -256878, 'Utilities - Water'],
    // A shop's account paid; data on a contract; a medical scheme's own name with MEDICAL.
    ['GAME/DIONW6975705403195033512 ACCOUNT PAYMENT', -249466, 'General Loan Repayment'],
    ['YELLO DATA71883-251215 SERVICE AGREEMENT', -1900, 'Utilities - Telephone'],
    ['833425301 KEYHEALTH MEDICAL - immediate payment', -570400, 'Health Insurance'],
    ['DebiCheck Absa Home 1234567', -800000, 'Home Loan Repayment'],
    // Channels: an online gateway on a debit, a chip withdrawal at another bank's machine.
    ['PAYFAST PAYOUT 1234', 500000, 'Business Income'],
    ['SSD OTHER CHIP WDL', -20000, 'ATM and Cash Withdrawal'],
    ['KAMPUS PHARMACY EASTERN CAPE ZAF 03-03-2026 07H59:48 OUTSTANDING CARD AUTHORI', -19490, 'Health and Medical'],
    // Vehicle tracking, the TV licence.
    ['Magtape Debit Netstar 1234', -19900, 'Transport'],
    ['CARTRACK - ib payment', -12900, 'Transport'],
    ['DEBIETOORPLASING SABCSAUKTV 402282602 DEC 25', -2800, 'Subscriptions'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  // A payment gateway's card line with a shop nobody knows is an online purchase; the model may
  // guess the shop's trade from its letters, but not confidently.
  it('CHEQUE CARD PURCHASE PAYFAST*KARIE 5222*1323 15 DEC is an online purchase, or under review', () => {
    expect(ruleLabelOf('CHEQUE CARD PURCHASE PAYFAST*KARIE 5222*1323 15 DEC', -122400)).toBe('Online Purchase');
    expect(['Online Purchase', 'review']).toContain(labelOrReview('CHEQUE CARD PURCHASE PAYFAST*KARIE 5222*1323 15 DEC', -122400));
  });
});

describe('a trade word cut by the field width at the end of a shop name', () => {
  // Nedbank prints 14 characters of the name, glued to the masked card number; Standard Bank 13.
  it.each([
    ['MZANSI TAKEAW541282XXXXXX1234', -4500, 'Eating Out'],
    ['SWD HARDWA 5326*4474 03 JAN CHEQUE CARD PURCHASE', -9500, 'Home and Garden'],
    ['POS PURCHASE SIPHO BUTCHE 4471*1190 02 MAR', -15000, 'Groceries'],
    ['KWAMASHU LIQUO 5326*4474 03 JAN CHEQUE CARD PURCHASE', -22000, 'Alcohol'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('a start that is also an English word, or the start of one of another meaning, is not a cut', () => {
    expect(label('POS PURCHASE KHUMALO FILLING STATIO', -54000)).not.toBe('General Purchases'); // STATIONERY's start, and STATION's
    expect(compileMatcher().tradeCuts.has('STATION')).toBe(false);
    expect(compileMatcher().tradeCuts.has('PREMI')).toBe(false); // PREMIUM's start, and PREMIER's
    expect(compileMatcher().tradeCuts.get('TAKEAW')?.kb?.debit).toBe('Eating Out');
  });

  it('a payment\'s last word is the payee or the note, not a shop name cut', () => {
    expect(label('Send Money App Dr Send Znele Zulu Transp', -15000)).toBe('Bank Transfer');
  });

  it('a cut word alone, with no name before it, is not read as a shop', () => {
    expect(label('TAKEAW', -4500)).not.toBe('Eating Out');
  });
});

describe('household trades and suppliers (session 24)', () => {
  // Lines written here in the banks' formats, not taken from a corpus. Each was Uncategorised, a
  // transfer, child maintenance or Health before these phrases.
  it.each([
    ['POS PURCHASE KAROO GAS 4471*1190 02 MAR', -38500, 'General Purchases'],
    ['FNB App Payment To Umlazi Lpg Refills', -52000, 'General Purchases'],
    ['Banking App External Payment: Gate Doctor', -65000, 'Home and Garden'],
    ['CATS THIRD PARTY PAYMENT - KHUMALO BUILDING MAINTENANCE', -80000, 'Home and Garden'],
    ['FNB APP PAYMENT TO ACE PROPERTY MAINTENANCE', -90000, 'Home and Garden'],
    ['MOTLA C-STORE TZANEEN 4471*1190 02 MAR', -4500, 'Fuel'],
    ['IB PAYMENT TO RAWSON PROPERTIES BLOEM', -750000, 'Rent'],
    ['GEMIGREERDE DC-DEBIET SB CARD DC55120931', -41000, 'Credit Card Repayments'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('keeps a filling station Fuel and child maintenance paid to a person what it was', () => {
    expect(label('SHELL GAS STATION N1 4471*1190 02 MAR', -60000)).toBe('Fuel');
    expect(label('MAINTENANCE T MOKOENA', -150000)).toBe('Children and Dependents');
  });

  it("reads Discovery's Insurecash as a refund of premiums, not a transfer", () => {
    expect(label('INSURECASH5512093311-200155761', 9000)).toBe('Refund');
  });
});

describe('what a shop sells, from a checklist of kinds of shop (session 30)', () => {
  // Lines written here in four banks' card formats and as payments, with a made-up shop name
  // before the word (not taken from a corpus). Each was Uncategorised, a transfer or another
  // label's guess before these trade words.
  it.each([
    ['Ouma Se Toastie Bar Paarl (Card 7316)', -6500, 'Eating Out'],
    ['POS Purchase Chq Card Kasi Seafood 400974*4005 20 Mar', -18000, 'Eating Out'],
    ['NOMVULA VETKOEK 333545355 - debit card purchase', -2500, 'Eating Out'],
    ['POS PURCHASE (EFFEC 19082020) SOWETO SPHATLHO CARD NO.  0123', -4500, 'Eating Out'],
    ['Card Purchase: Riverside Pancake House (Card 4472)', -14000, 'Eating Out'],
    ['HOTBOX SMOOTHIES 5196*1302 24 DEC - cheque card purchase', -5500, 'Eating Out'],
    ['Bergrivier Wynkelder Wellington (Card 7316)', -32000, 'Alcohol'],
    ['POS Purchase Karoo Whisky Co 400974*4005 02 Apr', -45000, 'Alcohol'],
    ['Tant Sannie Beskuit Montagu (Card 7316)', -9000, 'Groceries'],
    ['POS PURCHASE LEKKER DROEWORS 4471*1190 02 MAR', -12000, 'Groceries'],
    ['INTERNET PMT TO KAROO FENCING', -450000, 'Home and Garden'],
    ['Banking App External Payment: Sunrise Borehole', -850000, 'Home and Garden'],
    ['Jeffreys Surf Shop J-Bay (Card 7316)', -65000, 'Sport'],
    ['POS Purchase Vaal Taekwondo 400974*4005 20 Mar', -30000, 'Sport'],
    ['Card Purchase: Blyde Glamping Graskop (Card 4472)', -180000, 'Holidays and Travel'],
    ['POS PURCHASE BOLAND FABRICS 4471*1190 02 MAR', -26000, 'General Purchases'],
    ['Bloem Toner And Ink Bloemfontein (Card 7316)', -38000, 'Electronics and Appliances'],
    ['POS Purchase Chq Card Ridge Schoolwear 400974*4005 20 Mar', -52000, 'Clothing'],
    ['IB PAYMENT TO NG GEMEENTE MOORREESBURG', -50000, 'Donation'],
    ['Internet Pmt To Thandi Lift Club', -60000, 'Transport'],
    ['FNB App Payment To Ridge School Uniforms', -95000, 'Clothing'],
    ['Banking App External Payment: Varsity Student Accommodation', -420000, 'Rent'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('a longer phrase holding the word of another trade keeps its own meaning', () => {
    expect(label('Card Purchase: Gold Reef Water Park (Card 4472)', -25000)).toBe('Entertainment');
    expect(label('Card Purchase: Kirstenbosch Tea Room (Card 4472)', -9000)).toBe('Eating Out');
    expect(label('Banking App External Payment: Thabo Club Fees', -30000)).not.toBe('Nightlife & Entertainment');
  });

  it('a note of a meal beside a person\'s name is money between people, not a restaurant', () => {
    expect(label('FNB App Payment To Thabo Breakfast', -5000)).toBe('Bank Transfer');
    expect(label('Send Money Thabo Dinner', -5000)).toBe('Bank Transfer');
  });

  it('geyser cover is insurance, not a plumber', () => {
    expect(label('DEBIT ORDER GEYSER COVER MONTHLY PREMIUM', -9500)).not.toBe('Home and Garden');
  });

  it('a cut that starts an English word of another meaning is no trade word', () => {
    const cuts = compileMatcher().tradeCuts;
    for (const cut of ['FARMS', 'CONSOL', 'CAMER', 'PLAST', 'VEGETA', 'DIVIN', 'LIGHT', 'WATCH']) expect(cuts.has(cut)).toBe(false);
    expect(cuts.get('SEAFO')?.kb?.debit).toBe('Eating Out');
    expect(label('CJ S SEAFO 4278*0900 28 MAR - CHEQUE CARD PURCHASE', -11800)).toBe('Eating Out');
  });
});

describe('what a collector\'s name says it is, on a debit order (session 30)', () => {
  // Lines written here in four banks' debit-order forms with a made-up firm's name.
  it.each([
    ['DEBIT ORDER KAROO WIRELESS 88231', -49900, 'Utilities - Telephone'],
    ['Magtape Debit Umoya Web Hosting 4033429459', -12900, 'Subscriptions'],
    ['ACB DEBIT:EXTERNAL BOSVELD MED SCHEME 01732527', -320000, 'Health Insurance'],
    ['DebiCheck Debit Order (5042533318): NG Kerk Sendingfonds', -20000, 'Donation'],
    ['DEBIT ORDER SEAVIEW PROPERTIES RENT', -650000, 'Rent'],
    ['Magtape Debit Highveld Country Club 4033429459', -85000, 'Sport'],
    ['ACB DEBIT:EXTERNAL IMALI MICRO LENDERS 01732527', -110000, 'General Loan Repayment'],
    ['DEBIT ORDER LANGA VEHICLE TRACKING', -19900, 'Transport'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('a debit order to a firm whose name says no product stays a debit order', () => {
    expect(label('DEBIT ORDER QORVEX HOLDINGS 88231', -49900)).toBe('Debit Order');
  });
});

describe('a debit order for a service at home is the service, not a store account (session 31)', () => {
  // Store credit is for goods; a monthly debit order to a garden service or pest control is its fee.
  it.each([
    ['DEBIT ORDER MAPHOSA GARDEN SERVICE', -45000],
    ['DEBITORDER KZN PEST CONTROL 00412', -35000],
    ['ACB DEBIT:EXTERNAL BOKAMOSO CLEANING SERVICES', -120000],
    ['MAGTAPE DEBIT AQUA POOL SERVICE 8812', -60000],
    ['DEBIT ORDER J SMITH PLUMBING', -60000],
  ])('%s is Home and Garden', (description, amount) => {
    expect(label(description, amount)).toBe('Home and Garden');
  });

  it('a debit order to a shop that sells goods, or a store-account retailer\'s service fee, is still the account', () => {
    expect(label('DEBIT ORDER DAKOTA FURNITURE', -45000)).toBe('General Loan Repayment');
    expect(label('DEBIT ORDER EDGARS', -45000)).toBe('General Loan Repayment');
    expect(label('LEWIS STORES SERVICES 0012345 DEBIT ORDER', -60000)).toBe('General Loan Repayment');
  });
});

describe('a chain\'s last word cut to a few letters at the end of a card terminal\'s name (session 39)', () => {
  it.each([
    // Standard Bank prints 13 characters of the terminal's name, Nedbank 14: the name fills the field.
    ['C*THE CRAZY S 4451*1190 12 MAR CHEQUE CARD PURCHASE', -12000, 'General Purchases'],
    ['C*EQUATORIAL C 4451*1190 12 MAR CHEQUE CARD PURCHASE', -4500, 'Coffee'],
    ['C*VICTORIAS S541282XXXXXX9066', -89900, 'Clothing'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('a name shorter than any field, the chain\'s words inside another shop\'s name, or a payment, is no chain', () => {
    // Eight characters fill no bank's field: MARKET L is a shop of its own, not MARKET LIQUORS.
    expect(label('C*MARKET L 4451*1190 12 MAR CHEQUE CARD PURCHASE', -12000)).not.toBe('Alcohol');
    // ONLINE S... would be an online school; here the words are Siyabonga's shop's own.
    expect(label('SIYABONGA ONLINE S 4451*1190 12 MAR CHEQUE CARD PURCHASE', -12000)).not.toBe('Education');
    // Nor is a name longer than the fields that cut (13 and 14 characters: here 18).
    expect(label('C*THE EQUATORIAL C 4451*1190 12 MAR CHEQUE CARD PURCHASE', -4500)).not.toBe('Coffee');
    // A payment's last words are the payee's or the note's, not a terminal's cut name.
    expect(label('IB PAYMENT TO THE EQUATORIAL C', -5000)).toBe('Bank Transfer');
  });

  it.each([
    // A cut says too little to give a label a lender reads as risk or tax: only shops' names are read so.
    ['C*THE GRAND W 4451*1190 12 MAR CHEQUE CARD PURCHASE', -12000, 'Gambling'],
    ['C*NATIONAL LO 4451*1190 12 MAR CHEQUE CARD PURCHASE', -12000, 'Gambling'],
    ['POS PURCHASE SOUTH AFRICAN RE 412752*6823 04 MAR', -12000, 'Tax Payment'],
  ])('%s (%i) is not %s', (description, amount, not) => {
    expect(label(description, amount)).not.toBe(not);
  });
});

describe('a chain\'s own shop cut after the chain\'s name at the end of a card terminal\'s name (session 40)', () => {
  it.each([
    // The chain's name is whole and the shop's word is cut where the field ends (14 characters after
    // Standard Bank's debit-card time, Nedbank's 14 before the card number): the chain's liquor
    // shop, not its groceries, though the phrase (CHECKERS LIQUOR SHOP) goes on past the cut.
    ['CHECKERS LIQUO11H24 333545355 - debit card purchase', -18900, 'Alcohol'],
    ['CHECKERS LIQUO541282XXXXXX9066', -18900, 'Alcohol'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('up to three letters after the chain, a whole word, a name that fills no field, or a payment, are not the chain\'s shop', () => {
    // A branch's site follows the chain's name as often as its shop: CLO is Clovelly as often as clothing.
    expect(label('PICK N PAY CLO541282XXXXXX9066', -34900)).toBe('Groceries');
    expect(label('WOOLWORTHS CA 5222*8530 13 DEC - cheque card purchase', -23400)).toBe('Groceries');
    // A whole word is no cut: SOUTH AFRICAN starts the Post Office and National Parks as well as the airline.
    expect(label('SOUTH AFRICAN541282XXXXXX9066', -45000)).not.toBe('Holidays and Travel');
    // LIQ after a grocer chain's name is no cut but the chains' own short name for their liquor shops
    // (knowledge-base.ts, session 64: PNP LIQ, CHECKERS LIQ), read whatever field it fills.
    expect(label('CHECKERS LIQ 4451*1190 12 MAR CHEQUE CARD PURCHASE', -18900)).toBe('Alcohol');
    // A payment's last words are the payee's or the note's.
    expect(label('IB PAYMENT TO CHECKERS LIQUO', -18900)).not.toBe('Alcohol');
  });
});


describe('session 42: a third checklist of trade words, online services, charities and chains', () => {
  // Each is tried after an unknown name in three banks' card forms: FNB/Absa ("POS PURCHASE ..."),
  // Standard Bank's cheque card (card number and date after the name) and Capitec ("(Card nnnn)").
  // Every one of them was Uncategorised or another trade before the knowledge base took it.
  const layouts = [
    (name: string) => `POS PURCHASE MOKOENA ${name} SOWETO`,
    (name: string) => `CHEQUE CARD PURCHASE THABO S ${name} 5222*8530 13 DEC`,
    (name: string) => `Kgosi ${name} Polokwane (Card 7316)`,
  ];
  it.each([
    ['BBQ', 'Eating Out'],
    ['SAMOOSAS', 'Eating Out'],
    ['KRUIDENIERS', 'Groceries'],
    ['BEARINGS', 'Transport'],
    ['WINDSCREENS', 'Transport'],
    ['ONDERDELE', 'Transport'],
    ['OOGKUNDIGE', 'Health and Medical'],
    ['FISIOTERAPIE', 'Health and Medical'],
    ['PIERCING', 'Personal Care'],
    ['REKENAARS', 'Electronics and Appliances'],
    ['YSTERWARE', 'Home and Garden'],
    ['KWEKERY', 'Home and Garden'],
    ['FARM SUPPLIES', 'Home and Garden'],
    ['DRANKE', 'Alcohol'],
    ['EXHIBITIONS', 'Entertainment'],
    ['FIREARMS', 'Sport'],
    ['KAYAKS', 'Sport'],
    ['ACCOMODATION', 'Holidays and Travel'],
    ['BLOMME', 'General Purchases'],
    ['SKRYFBEHOEFTES', 'General Purchases'],
    ['CATHEDRAL', 'Donation'],
    ['BABYSITTING', 'Children and Dependents'],
  ])('a shop named with %s is %s in every layout', (word, want) => {
    for (const layout of layouts) expect(label(layout(word), -25000)).toBe(want);
  });

  it.each([
    ['PYTHONANYWHERE', 'Subscriptions'],
    ['CLAUDE AI', 'Subscriptions'],
    ['SUPABASE', 'Subscriptions'],
    ['NAMECHEAP', 'Subscriptions'],
    ['LEETCODE', 'Education'],
    ['OXFAM', 'Donation'],
    ['ISLAMIC RELIEF', 'Donation'],
    ['KARA NICHHAS', 'Eating Out'],
    ['PHUMELELA', 'Gambling'],
    ['HUGO BOSS', 'Clothing'],
    ['SMEG', 'Electronics and Appliances'],
  ])('%s by card is %s', (name, want) => {
    expect(label(`POS PURCHASE ${name} 4471*1190 02 MAR`, -25000)).toBe(want);
    expect(label(`${name} Cape Town (Card 7316)`, -25000)).toBe(want);
  });

  it('a word that is a cut of two trades is left to the longer reading it had (BARBE: a barber, not a barbecue)', () => {
    expect(label('POS Purchase Yoco Yusufs Barbe', -28000)).not.toBe('Eating Out');
  });

  it('a note beside a person stays the transfer it is (VAKANSIE, a holiday, is no trade word)', () => {
    expect(label('Banking App External Payment: Elna Vakansie', -10000)).toBe('Bank Transfer');
  });

  it('a name that is also an everyday word or a given name is taken only in the form the card slip gives it', () => {
    expect(label('POS PURCHASE RAILWAY HOTEL 4471*1190 02 MAR', -25000)).not.toBe('Subscriptions');
    expect(label('Claude Mokoena Cape Town (Card 7316)', -25000)).not.toBe('Subscriptions');
    expect(label('POS PURCHASE WINDSURF SHOP 4471*1190 02 MAR', -25000)).not.toBe('Subscriptions');
  });
});

describe("an Afrikaans shop's own words, apart or glued to its name (session 46)", () => {
  it.each([
    ['Card Purchase: Karooslaghuis Benoni (Card 4408)', -107488, 'Groceries'],
    ['POS Purchase Chq Card Bolandkwekery 552195*7730 20 Aug', -178600, 'Home and Garden'],
    ['Card Purchase: Elands Sportwinkel Soweto (Card 9745)', -213650, 'Sport'],
    ['Card Purchase: Withuis Tabak Mthatha (Card 9396)', -15950, 'Tobacco & Smoking'],
    ['POS Purchase LANGEBERG DRANKHANDEL POLOKWANE ZA', -13450, 'Alcohol'],
    ['Card Purchase: Bosveld Paneelkloppers Pretoria (Card 7305)', -284344, 'Transport'],
    ['POS Purchase Rooihuis Doktersprakty 552195*7730 26 Jul', -125539, 'Health and Medical'],
    ['POS Purchase KOEDOEKROEG UMLAZI ZA', -46399, 'Nightlife & Entertainment'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });
  it('HENGEL alone is a surname, not a fishing shop', () => {
    expect(label('IB PAYMENT TO HENGEL J', -50000)).toBe('Bank Transfer');
  });
});

describe("the trades small businesses name themselves for, in the country's languages (session 74)", () => {
  // Each was Uncategorised (or another trade's label) before the session-74 vocabulary; the lines are
  // written here in the banks' card-purchase formats, not taken from a sealed set.
  it.each([
    ['POS Purchase Mokoena Gearbox Centre 484152*3320 07 Apr', -640000, 'Transport'],
    ['Card Purchase: Naidoo Shocks & Struts Chatsworth ZA (Card 4471)', -210000, 'Transport'],
    ['POS PURCHASE - VAN DYK MOTORWERKE BRITS', -287500, 'Transport'],
    ['Card purchase - Themba Clutch & Brake, Soweto', -176000, 'Transport'],
    ['POS Purchase Yoco *Sizwe Pest Control 420713*5510 26 Mar', -95000, 'Home and Garden'],
    ['Card Purchase: Jacobs Glaziers Parow ZA (Card 5521)', -58000, 'Home and Garden'],
    ['POS PURCHASE DU PLESSIS PLAAGBEHEER GEORGE ZA', -78000, 'Home and Garden'],
    ['Purchase: Sandton Locksmiths Rivonia ZAF', -45000, 'Home and Garden'],
    ['POS PURCHASE DLAMINI SIGNWRITERS PINETOWN ZA', -380000, 'General Purchases'],
    ['Card Purchase: Yoco *Lerato Maths Tutoring Soshanguve ZA (Card 6612)', -60000, 'Education'],
    ['POS Purchase Kuils River Kickboxing 420713*1143 19 Sep', -40000, 'Sport'],
    ['Card Purchase: Mbali Lash Studio Umlazi ZA (Card 9930)', -35000, 'Personal Care'],
    ['POS PURCHASE CELL FIX LAPTOP REPAIRS MIDRAND ZA', -85000, 'Electronics and Appliances'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });
});

describe("a trade's two-word phrase cut inside its last word by Standard Bank's or Nedbank's name field (session 74)", () => {
  it.each([
    ['CHEQUE CARD PURCHASE NKOSI AUTO ELE 5221*3345 14 MAR', -128500, 'Transport'],
    ['CHEQUE CARD PURCHASE MOLOI PANEL BE 4451*0982 09 JUN', -480000, 'Transport'],
    ['CHEQUE CARD PURCHASE DR PHONE REPA15H21', -85000, 'Electronics and Appliances'],
    ['POS PURCHASE ZWANE LAPTOP RE 541282XXXXXX3381 15/12/2025', -48000, 'Electronics and Appliances'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  // ... or the field cut a trade's first word, its other words gone, with the terminal's town after it or not.
  it.each([
    ['POS PURCHASE POLOKWANE TATT POLOKWANE', -95000, 'Personal Care'],
    ['POS PURCHASE POLOKWANE TUTO POLOKWANE', -48000, 'Education'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it("Standard Bank's bare line, the time glued to the cut, is read too", () => {
    expect(label('NKOSI AUTO ELE15H46', -85000)).toBe('Transport');
  });

  it('a last word of a name is no town after a cut, and four letters start a longer phrase too often to be read as its cut', () => {
    expect(label('Card: H&M Canal Walk', -65000)).not.toBe('Home and Garden');
    expect(label('MOUNTAIN PART 0750*6896 21 APR CHEQUE CARD PURCHASE', -5000)).not.toBe('Entertainment');
  });

  it("a phrase of another label the cut may also be keeps the line unread (CAR P: a car park's or a car painter's)", () => {
    expect(label('DEBIT CARD PURCHASE FROM NKOSI CAR P SOWETO', -4500)).not.toBe('Transport');
    expect(label('POS PURCHASE ZWIAMBARO BOUT SIBASA ZA', -38900)).not.toBe('Holidays and Travel');
  });

  it('a name that does not fill the field exactly ends in a word of its own, not a cut', () => {
    expect(label('CHEQUE CARD PURCHASE AUTO E 5221*3345 14 MAR', -128500)).toBe('Uncategorised');
    expect(label('POS PURCHASE THE GREAT PANEL BOOK SHOP ZA', -48000)).not.toBe('Transport');
  });
});

describe("session 74's knowledge: school transport, stokvels and burial societies in Sesotho, traffic fines", () => {
  it.each([
    ['Online banking payment School bus Mpho', -65000, null, 'Transport'],
    ['DIGITAL PAYMENT DT SETTLEMENT ABSA BANK Skoolvervoer Ruan', -90000, null, 'Transport'],
    ['Banking App External Payment: Mme Mokoena', -50000, 'Mogodisano April', 'Savings Transfer'],
    ['Online banking payment Mokhatlo wa Lepato', -10000, null, 'Funeral Cover'],
    ['DIGITAL PAYMENT DT SETTLEMENT ABSA BANK Verkeersboete', -60000, null, 'Transport'],
    ['EFT payment to Payfine notice 55102', -50000, null, 'Transport'],
  ])('%s (%i, reference %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });

  // A relative's funeral noted in isiZulu stays money between people (earlier sets' convention).
  it('a family funeral noted in isiZulu is a transfer', () => {
    expect(label('FNB App Payment To Sipho', -100000, 'Umngcwabo kaMalume')).toBe('Bank Transfer');
  });
});

describe("session 76: country towns' shops in Afrikaans, as the terminals print them", () => {
  it.each([
    ['POS Purchase Boland Vleishuis Wellington', -48000, 'Groceries'],
    ['CARD PURCHASE OVERBERG SUIWEL CALEDON ZA', -6200, 'Groceries'],
    ['Local Card Purchase: Fynbos Heuning Riviersonderend', -9500, 'Groceries'],
    ['KAARTAANKOOP KAROO GROOTHANDEL GRAAFF-REINET', -210000, 'Groceries'],
    ['POS Purchase Ouma se Roosterkoek Parys', -4500, 'Eating Out'],
    ['CHEQUE CARD PURCHASE LANGKLOOFKOMBUIS', -16500, 'Eating Out'],
    ['Card Purchase: Yoco *Koffiekar Darling', -3800, 'Coffee'],
    ['POS Purchase Robertson Brandewynhuis', -52000, 'Alcohol'],
    ['KAARTAANKOOP WESKUS AGRI WINKEL VREDENBURG', -185000, 'Home and Garden'],
    ['POS PURCHASE KAAP AGRI PAARL', -84000, 'Home and Garden'],
    ['CARD PURCHASE SENTRAAL LANDBOU KOOP ZA', -97000, 'Home and Garden'],
    ['POS Purchase Noordkaap Voere Kuruman', -64000, 'Home and Garden'],
    ['Card Purchase: Rooiberg Tandheelkundige Praktyk', -118000, 'Health and Medical'],
    ['POS Purchase Klein Karoo Karavaanpark', -42000, 'Holidays and Travel'],
    ['CARD PURCHASE BOETIEK MARIETJIE HEIDELBERG ZA', -76000, 'Clothing'],
    ['POS Purchase Dorp Se Skoolklere En Skooldrag', -89000, 'Clothing'],
    ['KAARTAANKOOP VRYBURG SKIETBAAN', -30000, 'Sport'],
    // A pottery is no bakery, though its word ends in BAKKERY.
    ['CHEQUE CARD PURCHASE KAROOPOTTEBAKKERY', -33000, 'General Purchases'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it("Standard Bank's Afrikaans card purchase, glued (TJEKKAARTAANKOOP), is the card purchase it says", () => {
    expect(label('WITZENBERG SLAGHUI10H12 - TJEKKAARTAANKOOP', -41000)).toBe('Groceries');
  });

  it("LANDBOU is the farmers' supplier, not a cut of the agricultural show (LANDBOUSKOU)", () => {
    expect(label('CARD PURCHASE OOS-VRYSTAAT LANDBOU BETHLEHEM ZA', -150000)).not.toBe('Entertainment');
  });
});

describe("session 76's second wave: the same towns' English and Afrikaans suppliers, cellars and eating houses; the council's counter", () => {
  it.each([
    ['POS Purchase Swartland Feeds Moorreesburg 476173*1828 03 Mar', -210000, 'Home and Garden'],
    ['CARD PURCHASE OVERBERG BOUVOORRADE CALEDON ZA', -320000, 'Home and Garden'],
    ['KAARTAANKOOP DIE YSTERWINKEL RIVERSDAL', -56000, 'Home and Garden'],
    ['Card Purchase: Rietvallei Tasting Room Robertson (Card 1111)', -24000, 'Alcohol'],
    ['POS Purchase Bergkelder Proelokaal Stellenbosch', -31000, 'Alcohol'],
    ['POS Purchase Karoo Roadhouse Laingsburg 483253*1324 20 Apr', -18500, 'Eating Out'],
    ['Card Purchase: Laingsburg Farmasie', -22000, 'Health and Medical'],
    ['CHEQUE CARD PURCHASE DORPSBIOSKOOP19H30', -9000, 'Entertainment'],
    ['POS PURCHASE LOSKOP LANDBOUWINKEL GROBLERSDAL ZA', -98000, 'Home and Garden'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it("a municipality's own word with its town before it, at a card machine, is the council's counter taking its account", () => {
    expect(label('POS PURCHASE GEORGE MUNICIPALITY', -125000)).toBe('Utilities - Water');
    expect(label('CHEQUE CARD PURCHASE MOGALAKWENA MUNIC09H12', -64000)).toBe('Utilities - Water');
    // A shop with the municipality's town name after it is still an unknown shop.
    expect(label('POS PURCHASE VUKANI EL MBOMBELA', -5000)).toBe('Uncategorised');
  });

  it("a home for the aged is a place of care and an employer, where OLD AGE alone is the grant", () => {
    expect(label('Payment Received: Sunset Old Age Home Salary', 560000)).toBe('Salaries and Wages');
    expect(label('IB PAYMENT TO HUIS HERFSSON OUETEHUIS', -450000)).toBe('Health and Medical');
    expect(label('SASSA OLD AGE', 209000)).toBe('Social Security Income');
  });
});

describe("session 76's third wave and code review: farm suppliers, school uniforms, fundraisers; what co-operatives and insurers sell under AGRI", () => {
  it.each([
    // A co-operative's fuel depot or a brand's forecourt at it sells fuel.
    ['CHEQUE CARD PURCHASE VKB BRANDSTOF14H06', -165000, 'Fuel'],
    ['KAAP AGRI ENGEN PIKETBERG ZA', -76500, 'Fuel'],
    ['Card Purchase: Brits Farmers Supply Brits', -131500, 'Home and Garden'],
    ['POS PURCHASE NOORDWES KUNSMIS LICHTENBURG', -452000, 'Home and Garden'],
    ['Card Purchase: Hoopstad Wildsvleis', -58830, 'Groceries'],
    ['POS PURCHASE BROOD EN BANKET REITZ 4092*1371', -11840, 'Groceries'],
    ['POS PURCHASE SCHOOL OUTFITTERS POLOKWANE', -189050, 'Clothing'],
    ['POS Purchase NG Gemeente Reitz Fondsinsameling 419570*9528 24 Dec', -25000, 'Donation'],
    ['Card Purchase: Hospice Shop Fundraiser (Card 1234)', -8000, 'Donation'],
    ['Payment to Mokgatlo wa Poloko Ga-Rankuwa', -15000, 'Funeral Cover'],
    ['INT BETALING NA HS SENTRAAL KOSHUISGELD', -485000, 'Education'],
    ['Debit Order - Liberty Huisversekering', -48700, 'Home Insurance'],
    ['FNB App Betaling Aan Maluti Motorlisensie', -64800, 'Transport'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it("AGRI and LANDBOU alone are a farm's sector, not a shop, where an insurer or a bank sells under them", () => {
    expect(label('SANTAM AGRI', -50000)).toBe('General Insurance');
    expect(label('VKB VERSEKERING', -45000)).toBe('General Insurance');
    expect(label('Card Purchase: Vryburg Landbou Skou (Card 1234)', -5000)).toBe('Entertainment');
  });

  it('Kruger alone is a surname: the park is named as a park', () => {
    expect(label('POS Purchase J Kruger', -5000)).not.toBe('Holidays and Travel');
    expect(label('POS PURCHASE SANPARKS KRUGER PARK', -35000)).toBe('Holidays and Travel');
  });

  it("a salon's, a take-away's or a tackle shop's wage stays an employer's (their words are no trade phrases of two words)", () => {
    expect(label('Magtape Credit Salon Wages T Ndaba', 300000)).toBe('Salaries and Wages');
  });
});

describe("session 77's sealed sets: shops named in the country's own languages, electricians, play centres, internet providers, cut names", () => {
  it.each([
    ['POS PURCHASE ISONKA SASEKHAYA MDANTSANE', -1600, 'Groceries'],
    ['POS Purchase Borotho Jwa Gae Taung 439244*4633 06 Jan', -12200, 'Groceries'],
    ['XINKWA XA MANANA MALAMULELE', -11300, 'Groceries'],
    ['POS Purchase Isitolo Sokudla 482435*2793 14 Apr', -97858, 'Groceries'],
    ['POS PURCHASE (EFFEC 21012026) LEBENKELE LA DIJO CARD NO. 3194', -32900, 'Groceries'],
    ['POS PURCHASE IMIFUNO EMITSHA BUTTERWORTH', -21645, 'Groceries'],
    ['Card Purchase: Isidlo Sakwagogo Ntuzuma (Card 9435)', -7200, 'Eating Out'],
    ['POS Purchase IZINGUBO ZAMANJE 516468*5794 01 Apr', -100000, 'Clothing'],
    ['Card Purchase: Ubuhle Bezinwele Kwamashu (Card 7300)', -11100, 'Personal Care'],
    ['POS Purchase MAVHUDZI A VHUDI THOHOYANDOU', -41929, 'Personal Care'],
    ['Card Purchase: Ifenisha Yekhaya Ladysmith (Card 4724)', -361600, 'Home and Garden'],
    ['Banking App External Payment: Tembisa Electricians', -175000, 'Home and Garden'],
    ['POS Purchase Jungle Play Centre Alb 474921*6871 01 Apr', -25500, 'Entertainment'],
    ['Internet Pmt To Bosveld Draadloos Internet', -61500, 'Utilities - Telephone'],
    ['Instant payment to Hlanganani Internet Solutions', -57500, 'Utilities - Telephone'],
    ['PayShap Payment to Roodepoort Roof Sheeting', -472500, 'Home and Garden'],
    ['Banking App Immediate Payment: Ndlovu Brick & Block', -880000, 'Home and Garden'],
    ['Instant payment to Paarl Bylessentrum', -88000, 'Education'],
    // A steakhouse cut at Nedbank's field, its card number's masked digits glued on.
    ['KESTREL STEAKH415403XXXXXX1594', -76425, 'Eating Out'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it("the food's word alone is a person's note, not a shop; a wire's word is no wireless provider", () => {
    expect(label('FNB App Payment To Mma', -100000, 'Tshelede ya zwiliwa')).toBe('Bank Transfer');
    expect(label('POS PURCHASE ZWILIWA TAKEAW THOHOYANDOU ZA', -6800)).toBe('Eating Out');
    expect(label('CARD PURCHASE KAROO SINK EN DRAAD GRAAFF-REINET', -510900)).not.toBe('Utilities - Telephone');
    expect(label('Debit Order Gymboree Kids Play', -45000)).toBe('Children and Dependents');
    // Starts of the new words that are English words or names are no cuts (the code review).
    expect(label('POS Purchase Red Roofs 474921*6871 01 Apr', -10000)).not.toBe('Home and Garden');
    expect(label('POS Purchase Lulu Lessen 474921*6871 01 Apr', -10000)).not.toBe('Education');
  });

  it("the second wave's spellings and trades", () => {
    expect(label('Card Purchase: SINKWA SIKA MAMA NDLOV MSINGA (Card 9693)', -29600)).toBe('Groceries');
    expect(label('Debit Card Purchase IZIMPAHLA ZABANTU HAMMARSDALE', -59000)).toBe('Clothing');
    expect(label('ICAWE YAMAWESILE ZWELITSHA ZA', -24591)).toBe('Donation');
    expect(label('FNB App Payment To Inkulisa Yabantwana Amo Apr', -41300)).toBe('Children and Dependents');
    expect(label('EFT Payment to Izinto Zokwakha Zikamajola', -848140, 'quote 118')).toBe('Home and Garden');
    expect(label('POS PURCHASE (EFFEC 09122026) NYAMA YA KA BALOYI EVATON CARD NO. 7630', -56700)).toBe('Groceries');
    // NYAMA alone is a chisa nyama's.
    expect(label('POS PURCHASE CHISA NYAMA KWAMASHU', -15000)).toBe('Eating Out');
  });

  it("a trade word cut at the end of a payment's payee names the business paid, not after a given name nor on a fee's line", () => {
    expect(label('FNB App Payment To Ultimate Key Locksmi', -240140)).toBe('Home and Garden');
    expect(label('Banking App External Payment: Sibanyoni Panelbeate', -906602)).toBe('Transport');
    expect(label('DIGITAL PAYMENT DT ABSA BANK Ga-Tswelopele Hardwa', -1216725)).toBe('Home and Garden');
    expect(label('EFT Payment to Butterworth Panelbea', -1075980)).toBe('Transport');
    expect(label('FNB App Payment To Jan Barbier', -200000, 'lening')).toBe('Bank Transfer');
    expect(label('DIGITAL PAYMENT DT ABSA BANK Marietjie Kelder', -26000, 'wyn')).toBe('Bank Transfer');
    expect(label('Payment - Xolani Tombstone', -450000)).toBe('Bank Transfer');
    expect(label('PROF OF PAYMT SMS SEE CHARGE STATEMENT DETAIL', -178)).toBe('Bank Charges and Fees');
    // A business named for its owner is a business; a title, initials, a form of address or a word
    // alone before the surname is a person (the second review).
    expect(label('IB PAYMENT TO MASEKO PLUMBI', -640000, 'HWC INSTALL')).toBe('Home and Garden');
    // Absa's DT is the payment's own word, no initial.
    expect(label('IMMEDIATE PAYMENT DT MASHASHANE ELECTRICI', -235000, 'INV 1004')).toBe('Home and Garden');
    expect(label('FNB App Payment To Mrs Bouwer', -60000)).toBe('Bank Transfer');
    expect(label('Internet Pmt To Mnr Slagter', -60000)).toBe('Bank Transfer');
    expect(label('FNB App Payment To Ntate Bouwer', -60000)).toBe('Bank Transfer');
    expect(label('FNB App Payment To Prof Bouwer', -60000)).toBe('Bank Transfer');
    expect(label('PJ SLAGTER - ib payment', -60000)).toBe('Bank Transfer');
    expect(label('IBANK PAYMENT TO ABSA BANK M Kelder', -60000)).toBe('Bank Transfer');
    expect(label('EFT Payment to Kelder', -60000)).toBe('Bank Transfer');
    expect(label('FNB App Payment To My Boetie', -60000)).toBe('Bank Transfer');
    expect(label('EFT Payment to Dr Slagter', -60000)).toBe('Health and Medical');
  });

  it("bare DO after a shop's first word on a card purchase is the name's cut word, not a debit order", () => {
    expect(label('THE YELLOW DO20H19 531684*3376 - debit card purchase', -119979)).not.toBe('Debit Order');
    expect(label('POS PURCHASE BORRACHARIA DO KOMATIPOORT', -18000)).not.toBe('Debit Order');
    // Leading the line, or off a card purchase, DO is still the debit order.
    expect(label('DO SANLAM 1234', -50000)).toBe('Debit Order');
    expect(label('UNPAID DO SANLAM', 50000)).toBe('Returned Debit Order');
  });

  it("a business's pay word in the reference is its wage, where the model's unsure guess for the name alone was savings", () => {
    expect(label('SERENITY DAY SPA CC', 215000, 'Wages wk44')).toBe('Salaries and Wages');
    // A person's name with the same note stays money between people.
    expect(label('Payment Received: Lerato Dube', 215000, 'wages')).not.toBe('Salaries and Wages');
  });
});

describe("session 78's sealed sets: a small employer's pay period, a trade named for its owner paying wages, a doctor in a trade's name", () => {
  it('pay by the fortnight and four-weekly pay are a wage, from a business the line names', () => {
    expect(label('INANDA SECURITY SERVICES', 430000, 'FORTNIGHT PAY')).toBe('Salaries and Wages');
    expect(label('CREDIT TRANSFER INDLOVU CONSTRUCTION FORTNIGHT PAY', 440000)).toBe('Salaries and Wages');
    expect(label('KREDIETOORPLASING KAROO SKAAP BOERDERY VIERWEEKLIKS', 480000)).toBe('Salaries and Wages');
    // From a person by name it stays money between people.
    expect(label('Payment Received: Lerato Dube', 215000, 'fortnight pay')).not.toBe('Salaries and Wages');
    expect(label('FNB App Payment From Thabo Nkosi Fortnight Pay', 215000)).not.toBe('Salaries and Wages');
  });

  it("a trade the payer's own field names after a word of the business's name pays its worker's wages", () => {
    expect(label('FNB App Payment From Khanyisa Tuckshop Wk 2 Wages', 75000)).toBe('Salaries and Wages');
    expect(label('FNB OB Pmt Sky-High Roofing Month End Pay', 450000)).toBe('Salaries and Wages');
    // A person's whole name, a kin word or a title before the trade is the payer and the trade their note.
    expect(label('Magtape Credit Lungile Khumalo School Fe', 568321, 'SALARY RENT')).not.toBe('Salaries and Wages');
    expect(label('FNB App Payment From Mama Tuckshop Wages', 75000)).not.toBe('Salaries and Wages');
    // Beside a loan's word it is no employer (the review): the person's note, as before.
    expect(label('Payment Received: Sipho Tuckshop Loan', 100000)).toBe('Bank Transfer');
    expect(label('FNB App Payment From Ndlovu Spaza Loan', 100000)).toBe('Bank Transfer');
    // A trade only in the reference is the person's note; printed in the description, wherever the layout puts the payer, the business.
    expect(label('Payment Received: Thabo', 75000, 'tuckshop wages')).not.toBe('Salaries and Wages');
    expect(label('Payment Received - Sithole Plumbing Wages', 230000)).toBe('Salaries and Wages');
  });

  it("a doctor opening a trade's business name is a word of the name; KITCHENS and CUPBOARDS are a kitchen fitter's", () => {
    expect(label('FNB App Payment To Drip Doctor Plumbing', -152000, 'Inv 1187')).toBe('Home and Garden');
    expect(label('Drip Doctor Plumbing', -453000, 'JOB 5520')).toBe('Home and Garden');
    expect(label('EFT Payment to Dr Slagter', -60000)).toBe('Health and Medical');
    expect(label('POS Purchase Family Doctor Sandton 410278*2064 07 Apr', -60000)).toBe('Health and Medical');
    expect(label('Ndlovu Kitchens and Cupboards', -1378000, 'INV 2219')).toBe('Home and Garden');
    expect(label('DIGITAL PAYMENT DT SETTLEMENT BOLAND KITCHEN CUPBRD', -482000)).toBe('Home and Garden');
    expect(label("POS Purchase Mama Joy's Kitchen 410278*2064 07 Apr", -12000)).toBe('Eating Out');
    // DOCTOR right after the bank's wording is a person's name or title (the review), and CUPBOARD no cut of CUPBOARDS.
    expect(label('FNB App Payment To Doctor Taxi', -10000)).not.toBe('Transport');
    expect(label('IB PAYMENT TO DOCTOR HARDWARE', -10000)).not.toBe('Home and Garden');
    expect(label('POS Purchase Country Cupboard', -10000)).not.toBe('Home and Garden');
    expect(label('Internet Pmt To Mokoena Cupboards', -150000)).toBe('Home and Garden');
  });
});

describe("session 78's second wave: Standard Bank's account payments to crafts, the payee run into its invoice code", () => {
  it("a craft paid by Standard Bank's '- account payment' is the craft's work, not a store account", () => {
    expect(label('PLUMBER JOINV4410 - account payment', -180000)).toBe('Home and Garden');
    expect(label('JT ROOFING7718 - account payment', -1529737)).toBe('Home and Garden');
    // A store that runs credit accounts keeps its account.
    expect(label('LEWIS ACCOUNT PAYMENT', -180000)).toBe('General Loan Repayment');
  });

  it("a trade's word run into the invoice code after the payee's own word is read whole or as the field's cut", () => {
    expect(label('ACE LOCKSMINV2231 - account payment', -158638)).toBe('Home and Garden');
    expect(label('FAST TYRESINV7711 - account payment', -378000)).toBe('Transport');
    // A single word cut into a code names no one.
    expect(label('ELECTRICIAINV0091 - account payment', -162000)).not.toBe('General Loan Repayment');
  });
});

describe("session 78: a church named with a given name pays its staff", () => {
  it("a word of the church's own name before its word makes it the church's, whatever given name opens it", () => {
    expect(label('Magtape Credit Grace Harvest Ministries Salary Feb', 680000)).toBe('Salaries and Wages');
    expect(label('Inward EFT - GRACE COVENANT CHURCH PMB', 865000, 'SALARY YOUTH PASTOR NOV')).toBe('Salaries and Wages');
    // A person and the church as the note stay money between people.
    expect(label('FNB App Payment From Thandi', 75000, 'church wages')).not.toBe('Salaries and Wages');
    expect(label('L DUBE', 75000, 'SALARY TABERNACLE')).not.toBe('Salaries and Wages');
  });
});

describe("session 78's second wave: a person's wage passed on beside a trade, surnames that are a trade's word", () => {
  it("a person's whole name, a trade and a wage passed on, or a given name alone with the trade in the note, is money between people", () => {
    expect(label('MR MOODLEY CARWASH WAGES SHARE - credit transfer', 136740)).toBe('Bank Transfer');
    expect(label('FNB App Payment From K Ntuli Bakery wages back', 207740)).toBe('Bank Transfer');
    expect(label('KA KRUGER CRECHE WAGES SHARE - credit transfer', 26825)).toBe('Bank Transfer');
    expect(label('Mpho', 24015, 'creche wages')).toBe('Bank Transfer');
    // A business named for its owner's whole name, a professional firm or a doctor's practice pays its staff.
    expect(label('Money in: Zanele Mbeki Creche Wages', 3720700)).toBe('Salaries and Wages');
    expect(label('Payment Received: Dr Pillay Inc Locum Pay', 380000)).toBe('Salaries and Wages');
    expect(label('Payment Received: Sipho Mokoena Attorneys Salary', 4251800)).toBe('Salaries and Wages');
  });

  it('a surname that is a trade\'s or a calling\'s word, after a title and an initial, is the person paid', () => {
    expect(label('Payment to Mrs F Doctor', -192000, 'Birthday gift')).toBe('Bank Transfer');
    expect(label('IB PAYMENT TO MR L BUTCHER', -47000, 'CHRISTMAS')).toBe('Bank Transfer');
    expect(label('Internet Pmt To Mr J Painter', -50000, 'Birthday')).toBe('Bank Transfer');
    // A title alone before the word may be a business's name.
    expect(label('FNB App Payment To Mr Glass Windscreens', -100000)).not.toBe('Bank Transfer');
  });
});

describe("session 78's second wave: a job's note after a trade named for its owner; a collector's own fee", () => {
  it("a trade named for its owner, the payer's note of the job after it, is the business paid", () => {
    expect(label('FNB App Payment To Katlego Panelbeaters Balance', -820000)).toBe('Transport');
    expect(label('Internet Pmt To Jacobs Dressmaking Job 49578', -716000)).toBe('Clothing');
    expect(label('FNB App Payment To Mom Salon Balance', -10000)).toBe('Bank Transfer');
    // Kitchen fitters and the Afrikaans crafts by their own phrases; KITCHEN alone stays an eatery's.
    expect(label('IB PAYMENT TO MAGALIES KITCHEN FITTERS', -2475000, 'BALANCE')).toBe('Home and Garden');
    expect(label('Banking App Immediate Payment: Oosthuizen Skilders', -1681000, 'Deposito')).toBe('Home and Garden');
    expect(label('VAN DER MERWE TEELWERKE - ib payment', -1123000, 'REK 5138')).toBe('Home and Garden');
  });

  it("a collector's own monthly fee by debit order, or the payee opening its own reference, is no bank charge", () => {
    expect(label('DEBIT ORDER GRYPHON MONTHLY FEE', -15900)).toBe('Debit Order');
    expect(label('Debit Order: Zenith Lifestyle Monthly Fee', -9900)).toBe('Debit Order');
    expect(label('Multichoice Dstv Monthly Fee 41129934', -44900)).toBe('Subscriptions');
    expect(label('#MONTHLY ACCOUNT FEE', -9900)).toBe('Bank Charges and Fees');
    expect(label('DEBIT ORDER ADMIN FEE', -500)).toBe('Bank Charges and Fees');
    expect(label('UNPAID DEBIT ORDER FEE', -10000)).toBe('Insufficient Funds Fee');
  });
});

describe("session 78's second review: churches by their own words, a shop's refund, a person's note of money on a bare layout", () => {
  it('a church named with a given name pays its staff only where a church\'s own word stands before CHURCH; a surname there is the person', () => {
    expect(label('RTC CREDIT NOMSA SOTSHEDI MINISTRIES WAGES', 70000)).not.toBe('Salaries and Wages');
    expect(label('ELECTRONIC PAYMENT RECEIVED PRECIOUS BLOOD TABERNACLE', 520000, 'PASTOR SALARY')).toBe('Salaries and Wages');
    expect(label('Payment Received: Sipho Mokoena Plumbing Back Pay', 420000)).toBe('Salaries and Wages');
    expect(label('Payment Received: Nailah Mofokeng', 70000, 'nail salon wages')).not.toBe('Salaries and Wages');
  });

  it("a supplier of a craft's goods keeps its store account; a craft run into its code does not", () => {
    expect(label('VAAL WELDING SUPPLIES - account payment', -145000)).toBe('General Loan Repayment');
    expect(label('PRO PLUMBIINV7781 - account payment', -176000)).toBe('Home and Garden');
  });

  it("a refund at a shop the payer's field names by its trade is the shop's; a brand in a person's note is not", () => {
    expect(label('Refund: SQ *FAITHS KITCHEN INANDA', 14300)).toBe('Refund');
    expect(label("REFUND ZANELE'S CAFE GUGULETHU ZA", 20199)).toBe('Refund');
    expect(label('Payment Received: Sibusiso Uber Refund', 15000)).toBe('Bank Transfer');
  });

  it("a person's whole name, what the money is for and MONEY, with no bank wording, is the person paid", () => {
    expect(label('Happy Nkuna tuck shop money', -24890)).toBe('Bank Transfer');
    expect(label('TOM VAN WYK shebeen money', -2052)).toBe('Bank Transfer');
    expect(label('Thabo Nkosi rent money', -200000)).toBe('Rent');
  });
});

describe("session 78's third wave: churches named with given names and joined words, a given name alone with a note, the bank's debit-order and mandate fees", () => {
  it("a church's own words joined by OF after a given name make it the church; a given name alone with any note before the pay is a person", () => {
    expect(label('IB PAYMENT FROM JOY OF ZION MINISTRIES CARETAKER WAGES', 998300)).toBe('Salaries and Wages');
    expect(label('Mercy Seat Ministries', 1181512, 'Salary')).toBe('Salaries and Wages');
    expect(label('NHLANHLA', 280625, 'fast food wages')).toBe('Bank Transfer');
  });

  it("the bank's fee for a debit order or a DebiCheck mandate, English and Afrikaans, names no payee's fee", () => {
    expect(label('DEBIETORDERFOOI', -456)).toBe('Bank Charges and Fees');
    expect(label('DEBIET ORDER FOOI', -520)).toBe('Bank Charges and Fees');
    expect(label('DEBIT ORDER CHARGE', -371)).toBe('Bank Charges and Fees');
    expect(label('DebiCheck Mandate Fee: Thuthuka High School', -302)).toBe('Bank Charges and Fees');
    expect(label('DebiCheck mandate fee', -168, 'Planet Fitness')).toBe('Bank Charges and Fees');
    // A trade's or a service's phrase a debit order collects for, right before its own fee, owns the fee; a collector before the payee does not.
    expect(label('DEBIT ORDER GRAVITY CLIMBING GYM ADMIN FEE', -10400)).toBe('Sport');
    expect(label('Debit Order Nguni Debt Counsellors Admin Fee REF 813333', -31600)).toBe('Debt Review Payment');
    expect(label('Debit Order Hyphen Meridian Holdings monthly fee 68213989', -54000)).not.toBe('Debt Review Payment');
  });
});

describe("session 79's sealed sets: payees that are the holder's note, collection bureaux, firms paying in", () => {
  it("Absa's IBANK and Internet payment debit wording is a payment's, so the person after it is paid and the note says what for", () => {
    expect(label('IBANK PAYMENT TO SIPHO', -29669, 'GROCERIES')).toBe('Bank Transfer');
    expect(label('IBANK PAYMENT TO Nanny salary', -445700)).toBe('Bank Transfer');
    expect(label('Internet payment debit Absa bank Kayla wifi share', -15000)).toBe('Bank Transfer');
  });

  it("a bare debit of a given name or a kin word and then only the holder's note is the person paid, unless the note is a prepaid product bought for them", () => {
    expect(label('Busi groceries', -76137)).toBe('Bank Transfer');
    expect(label('Sis Nomsa taxi', -43189)).toBe('Bank Transfer');
    expect(label('Gogo electricity', -39170)).toBe('Utilities - Electricity');
    expect(label('Ouma airtime', -43189)).toBe('Cellular Data Purchase');
    expect(label('SIPHO PLUMBING', -50000)).toBe('Home and Garden');
  });

  it("a payee that is only what the money is for and MONEY is money given to someone, not the fare", () => {
    expect(label('TAXI MONEY', -36152)).toBe('Bank Transfer');
    expect(label('Internet Pmt To Transport money', -24653)).toBe('Bank Transfer');
    expect(label('Taxi money - PAYSHAP PAYMENT TO Taxi money', -28884)).toBe('Bank Transfer');
    expect(label('FNB App Payment To Rent Money', -300000)).toBe('Rent');
  });

  it('a collection bureau is the debit order’s channel: alone or beside a name nothing knows it is a debit order, and a payee beside it decides', () => {
    expect(label('MULTIDATA 41615317', -47805)).toBe('Debit Order');
    expect(label('NAEDO Debit Multidata 2401158', -113000)).toBe('Debit Order');
    expect(label('INTECON DLAMUKA 12485134', -74161)).toBe('Debit Order');
    expect(label('NAEDO DEBIT INTECON MASAKHANE CASH LOANS', -96000)).toBe('General Loan Repayment');
    expect(label('SAGEPAY VIRGIN ACTIVE', -50000)).toBe('Sport');
  });

  it("a firm by its own word pays in on Standard Bank's credit transfer or with no wording, not on the holder's own transfer", () => {
    // (With its invoice's number it is the holder's business paid: Business Income since session 85.)
    expect(label('CREDIT TRANSFER TORVEX CC INV 2213', 261703)).toBe('Business Income');
    expect(label('NAIDOO GOVENDER INC 0091', 4140905)).toBe('Uncategorised');
    expect(label('RIVENTA ENTERPRIS - credit transfer', 478313)).toBe('Uncategorised');
    expect(label('CREDIT TRANSFER UMLILO PICTURES', 3697407)).toBe('Uncategorised');
    expect(label('KREDIETOORPLASING NG GEMEENTE SOETDORING', 627841)).toBe('Uncategorised');
    expect(label('IB TRANSFER FROM NKOSI PLUMBING CC', 1000000, 'OWNER DRAWINGS')).toBe('Bank Transfer');
  });

  it("what a child's school money buys is the payer's note on money in too", () => {
    expect(label('EFT CREDIT TSHEGO SCHOOL SHOES', 25050)).toBe('Bank Transfer');
    expect(label('Mthembu Family Trust', 311500, 'school shoes')).toBe('Bank Transfer');
  });

  it("a trade cut at the field's width to all but its last letter, or a car wash to its W, is the trade", () => {
    expect(label('SUNRISE BAKER07H02 4902*8990 - debit card purchase', -8200)).toBe('Groceries');
    expect(label('ALBERTON SPARE524633XXXXXX8244', -54000)).toBe('Transport');
    expect(label('HILLBROW CAR W459108XXXXXX2577', -7000)).toBe('Transport');
    // A word two letters or more short of its trade stays the word (SURGE is no SURGERY cut).
    expect(label('MAINROAD SURGE', -50000)).toBe('Uncategorised');
  });

  it('eateries, bakeries, nurseries and a chain’s liquor shop by their own words', () => {
    expect(label('DIE SMULHUIS 20H36 5196*4713 - debit card purchase', -11200)).toBe('Eating Out');
    expect(label('TSHISA NYAMA 524633XXXXXX9593', -19000)).toBe('Eating Out');
    expect(label('THE CHIP SHOP VEREENIGING', -5200)).toBe('Eating Out');
    expect(label('POS Purchase SQ *Die Broodhuis Malmesbury 518716*9545 16 Mar', -5800)).toBe('Groceries');
    expect(label('Bosveld Seedlings Modimolle', -9500)).toBe('Home and Garden');
    expect(label('PNP CRP LIQ N19H24 4451*2156 - debit card purchase', -42000)).toBe('Alcohol');
    expect(label('POS Purchase IKH*MOCHA MOMENTS POLOKWANE ZA', -3700)).toBe('Coffee');
  });
});

describe("session 79's second wave: clubs, congregations and societies paying in, HYPHEN a collector, a collector's payee cut, who and when beside the holder's note", () => {
  it("a club's, a congregation's, a society's or a school governing body's money in is an organisation's, not a person's", () => {
    expect(label('IB PAYMENT FROM EDENDALE CRICKET CLUB', 95000)).toBe('Uncategorised');
    expect(label('KREDIETOORPLASING WITBANK SKAAKKLUB', 35000)).toBe('Uncategorised');
    expect(label('EFT received - Nyanga Methodist Church', 55000)).toBe('Uncategorised');
    expect(label('ACB CREDIT ST JOHNS LUTHERAN CHURCH', 65000)).toBe('Uncategorised');
    expect(label('Payment from Hillcrest Quilters Guild', 30000)).toBe('Uncategorised');
    expect(label('MASJID UL HAQ PHOENIX', 65000)).toBe('Uncategorised');
    // A person's name before the word, or the word only in the payer's note, is a person and a note.
    expect(label('IB PAYMENT FROM JOHAN VAN WYK GEMEENTE', 50000)).toBe('Bank Transfer');
    expect(label('Payment received: Edgar Jansen', 40000, 'lift club')).toBe('Bank Transfer');
  });

  it('a burial society paying out a funeral is a claim paid', () => {
    expect(label('IB PAYMENT FROM ZAMOKUHLE BURIAL SOCIETY', 1200000, 'FUNERAL PAYOUT K ZULU')).toBe('Refund');
  });

  it('HYPHEN alone is a collection bureau; its PDA is debt review, and a payee behind it decides', () => {
    expect(label('NAEDO DEBIT HYPHEN 8812093341', -39000)).toBe('Debit Order');
    expect(label('Debit Order: Hyphen Naidoo', -26000)).toBe('Debit Order');
    expect(label('HYPHEN PDA 1234', -156000)).toBe('Debt Review Payment');
    expect(label('HYPHEN*ZWIDE JNR FOOTBAL - debit order', -24000)).toBe('Sport');
  });

  it("a collector's payee cut at its field is read as a terminal's is, one word or a phrase", () => {
    expect(label('SAGEPAY MATRIC TUTORI 0092', -88000)).toBe('Education');
    expect(label('SAGEPAY*SIYA PANEL BE', -50000)).toBe('Transport');
    expect(label('NETCASH KRUGERSDORP ASSOC', -42806, '172414339')).toBe('Debit Order');
  });

  it("who gets the money and when, around the holder's note, keep it a person's", () => {
    expect(label('MOM GROCERIES AND PETROL', -160000)).toBe('Bank Transfer');
    expect(label('GOGO GROCERIES MAY', -55000)).toBe('Bank Transfer');
    expect(label('TAXI MONEY ANDILE', -30000)).toBe('Bank Transfer');
    expect(label('THABO TAXI', -5000)).toBe('Bank Transfer');
  });

  it('paint, timber, a barber and a coffee roaster by their Afrikaans and plural words', () => {
    expect(label('Card Purchase: Verf en Meer Worcester (Card 3789)', -124000)).toBe('Home and Garden');
    expect(label('Card Purchase: Outeniqua Timbers Knysna (Card 6211)', -154000)).toBe('Home and Garden');
    expect(label('Card Purchase: Haarsnyer Danie Heidelberg (Card 1878)', -11000)).toBe('Personal Care');
    expect(label('KOFFIEBRANDER08H07 489537*8996 - debit card purchase', -6200)).toBe('Coffee');
  });
});

describe("session 79's review: a bureau's name on money in, a person's whole name before a club's or a church's word, a bureau's payee cut", () => {
  it("a collection bureau's name runs debits only: on money in it is the gateway paying its merchant", () => {
    expect(label('SAGEPAY SETTLEMENT 00123', 1250000)).toBe('Business Income');
    expect(label('PAYCORP SETTLEMENT', 50000)).toBe('Business Income');
  });

  it("a person's whole name before a club's, a church's or a choir's word is the person and their note; a foundation stays an organisation", () => {
    expect(label('FNB App Payment From Nomsa Mokoena Lunch Club', 50000)).toBe('Bank Transfer');
    expect(label('Payment Received: Lerato Sebogodi Church', 50000)).toBe('Bank Transfer');
    expect(label('IB PAYMENT FROM KAGISO RAMAPHAKELA CHOIR', 50000)).toBe('Bank Transfer');
    expect(label('Payment Received: Grace Apostolic Church', 75000)).toBe('Uncategorised');
    expect(label('IB PAYMENT FROM NALEDI LEARNING FOUNDATION', 1800000, 'BURSARY 2025')).toBe('Other Income');
    expect(label('Payment Received: St Albans Anglican Church Refund', 40000)).toBe('Refund');
    // A surname, a kin word or a form of address before a note's club or church is a person too.
    expect(label('FNB App Payment From Mokoena Lunch Club', 40000)).toBe('Bank Transfer');
    expect(label('Received from Mom Book Club', 20000)).toBe('Bank Transfer');
    expect(label('Payment Received: Ma Church', 20000)).toBe('Bank Transfer');
  });

  it("a daycare's and a swimming school's names cut behind a bureau are read", () => {
    expect(label('NTCSH*LITTLE LAMBS DAYCA 0045', -130000)).toBe('Children and Dependents');
    expect(label('Backdated S/Debit: Sagepay*Bellville Swimmin', -62000)).toBe('Sport');
  });
});

describe("session 79's third wave: a shop named for a person with a kin word or a possessive", () => {
  it("a kin word and a name before the trade, or Afrikaans SE between them, name the shop; a kin word alone or a note's word is the person", () => {
    expect(label('FNB App Payment To Oom Piet Se Slaghuis', -98000)).toBe('Groceries');
    expect(label('IBANK PAYMENT TO UNCLE VUSI SHEBEEN', -22000)).toBe('Nightlife & Entertainment');
    expect(label('FNB App Payment To Bra Vusi Car Wash', -12000)).toBe('Transport');
    expect(label('Internet payment debit Absa bank Aunty Mavis Take Away', -15000)).toBe('Eating Out');
    expect(label('FNB App Payment To Mom Salon', -10000)).toBe('Bank Transfer');
    expect(label('FNB App Payment To Sipho Taxi', -10000)).toBe('Bank Transfer');
    expect(label('Received from Car Wash Money', 60780)).toBe('Bank Transfer');
    expect(label('Received from Bakery Money', 50000)).toBe('Bank Transfer');
  });
});

describe("session 80's sealed sets: shops selling goods by their trade's word, surnames that are a trade's, a payee cut before its reference, a payment is no debit order", () => {
  it("jewellers, pawnbrokers, flea markets, photo labs, variety, bargain and second-hand stores sell goods; gas for a car is fuel", () => {
    expect(label('Card Purchase: Ngubane Juweliers Centurion (Card 6421)', -657973)).toBe('General Purchases');
    expect(label('LOTUS JUWELIE08H41 519884*9463 - debit card purchase', -413602)).toBe('General Purchases');
    expect(label('KWEZI PAWNBROK470563XXXXXX7591', -102952)).toBe('General Purchases');
    expect(label('POS Purchase PIETER PANDJIESWINKEL 418972*3067 22 Mar', -194849)).toBe('General Purchases');
    expect(label('OOM PIET VLOOIMARK VRYBURG', -27777)).toBe('General Purchases');
    expect(label('Card Purchase: Abrahams Photo Lab Kuruman (Card 6216)', -21500)).toBe('General Purchases');
    expect(label('MOOSA FOTO    418972XXXXXX4125', -6000)).toBe('General Purchases');
    expect(label('POS PURCHASE (EFFEC 11082026) HOOPOE VARIETY KNYSNA CARD NO. 9348', -7100)).toBe('General Purchases');
    expect(label('Card Purchase - ANDILE BARGAIN STORE PARYS', -26300)).toBe('General Purchases');
    expect(label('POS Purchase LUNGILE 2ND HAND GOODS 535621*1981 01 Jan', -120200)).toBe('General Purchases');
    expect(label('Card Purchase: Lungile Aquarium & Pets Tzaneen (Card 5919)', -40300)).toBe('General Purchases');
    expect(label('POS Purchase NOMSA AUTOGAS Alberton 541282*0777 03 Jan', -73926)).toBe('Fuel');
    // A second-hand note beside a trade is the trade's ("2nd hand tyres" bought at a tyre shop).
    expect(label('DIGITAL PAYMENT DT CAPITEC Mokwena Tyres', -110000, '2nd hand tyres')).toBe('Transport');
  });

  it("Mr Price's home and sport sub-brands written joined", () => {
    expect(label('MRPHOME NELSPRUIT', -184850)).toBe('Home and Garden');
    expect(label('POS Purchase Mrpsport Vryheid 552617*6251 18 Apr', -275799)).toBe('Sport');
  });

  it("a trade's or calling's surname after initials, or after a woman's title, is the person's", () => {
    expect(label('BT Fisher', -242181, 'owe you')).toBe('Bank Transfer');
    expect(label('GK Bouwer', -193400, 'groceries')).toBe('Bank Transfer');
    expect(label('CS Cook', -173309, 'bday')).toBe('Bank Transfer');
    expect(label('MRS PAINTER - IB PAYMENT', -49900, 'THANKS')).toBe('Bank Transfer');
    expect(label('Internet Pmt To Ms Painter thanks', -236300)).toBe('Bank Transfer');
    expect(label('MRS DOCTOR - ib payment', -11000, 'BIRTHDAY GIFT')).toBe('Bank Transfer');
    // A man's title alone before a trade's word may be the shop's name ("MR GLASS"); a doctor is a doctor.
    expect(label('POS Purchase Mr Glass 418972*1234 12 Jan', -20000)).toBe('Home and Garden');
    expect(label('PAYMENT TO DR MOKOENA', -50000)).toBe('Health and Medical');
  });

  it("a payee's trade cut by its field, then the payment's reference in the same field", () => {
    expect(label('Banking App Immediate Payment: KESTREL PLUMBI Job 26711', -181874)).toBe('Home and Garden');
    expect(label('FNB App Payment To Thabo Mokoena REF 1234', -10000)).toBe('Bank Transfer');
  });

  it('the holder\'s own payment is no debit order, whatever its payee\'s words read', () => {
    expect(label('Internet payment debit Palesa Sithole PTY LTD deposit', -2742382)).toBe('Uncategorised');
    expect(label('Internet payment debit Karabo Zwane Dynamics Pty Ltd PO 751', -949650)).toBe('Uncategorised');
    expect(label('DEBIT ORDER ZOLANI HOLDINGS PTY LTD', -50000)).toBe('Debit Order');
  });
});

describe("session 80's second wave: repairers and makers by their trade's word, money given for a thing, a note's word naming a firm", () => {
  it('bridal shops, tailors, eye care, pianos, sewing machines, bicycle and fishing shops, exhausts, drapers, school books', () => {
    expect(label('NOMSA\'S BRIDAL UMHLANGA', -308304)).toBe('Clothing');
    expect(label('POS Purchase Joao Alfaiate 402911*1141 18 Jan', -75999)).toBe('Clothing');
    expect(label('BOSVELD OOGSORG DE AAR ZA', -228000)).toBe('Health and Medical');
    expect(label('Card Purchase: Molefe Spectacle Centre George (Card 7727)', -497699)).toBe('Health and Medical');
    expect(label('SQ *LM VILJOEN PIANOS MOSSEL BAY', -360850)).toBe('Entertainment');
    expect(label('Card Purchase Vusis Sewing Machines Cape Town', -20900)).toBe('Electronics and Appliances');
    expect(label('POS Purchase Zululand Fietswinkel 402911*1141 18 Jan', -221899)).toBe('Sport');
    expect(label('POS Purchase Kameeldoring Visvang 522135*4721 12 Oct', -170799)).toBe('Sport');
    expect(label('POS Purchase Ndaba Camping Suppli 447165*1039 09 Jul', -149346)).toBe('Sport');
    expect(label('Karoo Motoronderdele', -113900, 'Mahikeng ZA')).toBe('Transport');
    expect(label('POS Purchase EXPRESS DRAPERIES HAZY 447165*2185 24 Oct', -362600)).toBe('Home and Garden');
    expect(label('TANNIE MAGDA SE SKOOLBOEKE HAZYVIEW ZA', -18100)).toBe('Education');
    // A camp site stays a holiday's.
    expect(label('POS Purchase Golden Gate Camping 447165*1039 09 Jul', -49346)).toBe('Holidays and Travel');
  });

  it("money given to a person for a thing is theirs to spend; what people are paid for keeps its label", () => {
    expect(label('Banking App Payment: Gogo Shabangu', -60000, 'medicine money')).toBe('Bank Transfer');
    expect(label('Thabo Mokoena MEDICINE MONEY', -20000)).toBe('Bank Transfer');
    expect(label('C Mason TRANSPORT MONEY', -26700)).toBe('Bank Transfer');
    expect(label('Nomsa Mokoena', -20000, 'medicine')).toBe('Health and Medical');
    expect(label('FNB App Payment To Thabo Mokoena', -250000, 'rent money')).toBe('Rent');
  });

  it("a note's word before a business's name's end is the firm's name", () => {
    expect(label('Payment received from Gift Enterprises (Pty) Ltd', 440700)).toBe('Uncategorised');
    expect(label('Payment Received: Gift Mokoena', 50000)).toBe('Bank Transfer');
  });
});

describe("session 80's review: a trade's surname after leading initials, an account's number after a shop's cut", () => {
  it("initials opening the payee's field, then a trade's surname, are a person", () => {
    expect(label('Payment to TJ Painter', -80000)).toBe('Bank Transfer');
    expect(label('FNB App Payment To SJ Butcher', -50000)).toBe('Bank Transfer');
    expect(label('AB GLAZIER - ib payment', -30000)).toBe('Bank Transfer');
    expect(label('Banking App Immediate Payment: TJ Butcher Inv 55', -40000)).toBe('Bank Transfer');
    // A country's code or OK is no initial.
    expect(label('POS Purchase SA Butcher 418972*1234 12 Jan', -10000)).toBe('Groceries');
  });

  it("an account's number after a craft's cut name is the reference's: the craft is read", () => {
    expect(label('FNB App Payment To Eagle Locksmi Acc 5521', -88000)).toBe('Home and Garden');
  });

  it('initials and a trade at a till, or before a firm\'s own words, are the business', () => {
    expect(label('CARD PURCHASE MJ BUTCHER POLOKWANE', -10000)).toBe('Groceries');
    expect(label('POS Purchase TK Tailor 418972*1234 03 Feb', -10000)).toBe('Clothing');
    expect(label('FNB App Payment To VM Butcher Shop', -10000)).toBe('Groceries');
    expect(label('IB PAYMENT TO AB GLAZIER SERVICES', -10000)).toBe('Home and Garden');
  });
});

describe("session 80's third wave: national parks, car hire, a theatre and a toll plaza in Afrikaans, an animal shelter, money loaded onto the holder's virtual card", () => {
  it('travel, leisure and giving by their own words', () => {
    expect(label('Card Purchase - MOUNTAIN ZEBRA NASIONALE PARK CRADOCK', -110752)).toBe('Holidays and Travel');
    expect(label('GOLDEN GATE NATIONAL PARK CLARENS', -131859)).toBe('Holidays and Travel');
    expect(label('KAROO MOTORHUUR BEAUFORT WES', -127396)).toBe('Holidays and Travel');
    expect(label('Card Purchase: Champagne Sports Resort Winterton (Card 9493)', -642905)).toBe('Holidays and Travel');
    expect(label('KLEINKAROO TEATER', -22256)).toBe('Entertainment');
    expect(label('Karkloof Theme Park', -64444)).toBe('Entertainment');
    expect(label('Donkerhoek Tolplaza', -4023)).toBe('Transport');
    expect(label('Card Purchase: Hope Animal Shelter Knysna (Card 9554)', -60000)).toBe('Donation');
  });

  it("Standard Bank's value loaded onto the holder's virtual card is the holder's money moved, not a purchase", () => {
    expect(label('VALUE LOADED TO VIRTUAL CARD 445143*2210', -150674)).toBe('Bank Transfer');
    expect(label('VIRTUAL CARD PURCHASE TAKEALOT', -50000)).toBe('Online Purchase');
  });
});

describe("session 80's fourth wave: a bakehouse is a bakery, a town named like a trade, a household worker on a bare payee", () => {
  it('a bakehouse sells bread, as a bakery does', () => {
    expect(label("Card Purchase: Trevor's Bakehouse Sabie (Card 5562)", -24712)).toBe('Groceries');
    expect(label('Card Purchase: REFILWE BAKE HOUSE SUTHERLAND (Card 2209)', -5208)).toBe('Groceries');
  });

  it("a town named like a trade after the shop's name is the till's place", () => {
    expect(label('Card Purchase: Ntlonze Butchery Coffee Bay (Card 7713)', -32102)).toBe('Groceries');
    expect(label('NTABA SLAGHUIS COFFEE BAY', -35306)).toBe('Groceries');
    expect(label('Card Purchase: Ridge Clothing Coffee Bay (Card 2209)', -170880)).toBe('Clothing');
    // Leading the line, the words are the shop's own.
    expect(label('COFFEE BAY CAFE', -5000)).toBe('Coffee');
  });

  it("a household worker by her job and name on a bare payee, her wages in the holder's note", () => {
    expect(label('Nanny Grace', -97539, 'wages')).toBe('Bank Transfer');
    expect(label('Gardener Jacob', -645922, 'wages march')).toBe('Bank Transfer');
    // Not a business named with a given name ("OLWETHU TIMBER" paid, whatever the note).
    expect(label('OLWETHU TIMBER', -50000, 'WAGES')).toBe('Home and Garden');
    expect(label('BOLAND NANNY', -97500, 'wages')).toBe('Children and Dependents');
    expect(label('NANNY AGENCY', -97500, 'wages')).toBe('Children and Dependents');
    expect(label('GARDENER SERVICES CC', -97500, 'wages')).toBe('Home and Garden');
  });
});

describe("session 80's fifth wave: a cover named by its product in Afrikaans or cut, an insurer named only by insurance's word, subscriptions by their brands, services at the till", () => {
  it('the product the line names decides, after a group, an insurer or a broker named by insurance alone', () => {
    expect(label('OM Insure Voertuig', -165900, 'POLICY 2984695')).toBe('Auto Insurance');
    expect(label('SANLAM HH 183866463', -112512)).toBe('Home Insurance');
    expect(label('MAGBAND DEBIET BOSVELD ASSURANSIE INHOUD 210775067', -88300)).toBe('Home Insurance');
    expect(label('Magband Debiet BOSVELD ASSURANSIE LEWENS', -179125, 'POL 84661830')).toBe('Life Insurance');
    expect(label('DEBIT ORDER MIWAY BUSINESS INSURANCE 8965286766', -20100)).toBe('General Insurance');
    expect(label('Debit Order NAKED INSURANCE HUIS VERSEKERING', -120062, 'P47079284')).toBe('Home Insurance');
    // A lender's vehicle is the vehicle financed, whatever language names it.
    expect(label('Magtape Debit Wesbank Voertuig', -455000)).toBe('Auto Loan Repayment');
  });

  it('digital subscriptions by their brands', () => {
    expect(label('Card Purchase: PROTON AG Geneva (Card 3532)', -14328)).toBe('Subscriptions');
    expect(label('POS Purchase PRESSREADER 535812*9030 07 Dec', -16648)).toBe('Subscriptions');
    expect(label('NORTONLIFELOCK535812XXXXXX7474', -74999)).toBe('Subscriptions');
  });

  it('carpet cleaners, locks and safes, puncture repairs and extra classes at the till', () => {
    expect(label('POS PURCHASE SILVER LINING CARPET CLEANERS KIMBERLEY', -46482)).toBe('Home and Garden');
    expect(label('DU TOIT TAPYTSKOONMAAK MIDDELBURG', -94651)).toBe('Home and Garden');
    expect(label('POS PURCHASE (EFFEC 19112026) MASHILE LOCKS & SAFES CARD NO. 1788', -18000)).toBe('Home and Garden');
    expect(label('POS Purchase Mahlangu Puncture Repairs 454361*9765 11 Sep', -175611)).toBe('Transport');
    expect(label('WISKUNDE KLASSE STEYN MOKOPANE ZA', -119312)).toBe('Education');
  });
});

describe("session 80's sixth wave: whom the money is for, a doctor's initials at a till, SLAGHUYS", () => {
  it("FOR THE KIDS beside a person paid says whom the money is for; a children's purpose or business keeps its label", () => {
    expect(label('Payment to Mr Carpenter', -40000, 'For The Kids')).toBe('Bank Transfer');
    expect(label('A S SMITH FOR THE KIDS - ib payment', -227150)).toBe('Bank Transfer');
    expect(label('IB PAYMENT TO THABO KIDS MAINTENANCE', -150000)).toBe('Children and Dependents');
    expect(label('IB PAYMENT TO KHUMALO-KIDZ-CLUB', -324949)).toBe('Children and Dependents');
  });

  it("a doctor's title before two initials names the doctor, at a till too", () => {
    expect(label('POS PURCHASE (EFFEC 02082025) DR S R FISHER WORCESTER CARD NO. 5836', -40803)).toBe('Health and Medical');
    expect(label('Card Purchase DR C S TIMMERMAN LADYSMITH', -135700)).toBe('Health and Medical');
  });

  it("a butchery's older Afrikaans spelling", () => {
    expect(label('HUGO SLAGHUYS FICKSBURG', -36413)).toBe('Groceries');
  });
});

describe("session 80's whole-change review: initials written apart, a doctor's cut surname, money given written with a hyphen", () => {
  it('initials written apart before a trade surname are a person; a doctor before initials and a surname a trade cut would take', () => {
    expect(label('FNB App Payment To T J Butcher', -50000)).toBe('Bank Transfer');
    expect(label('Payment to T J Painter', -50000)).toBe('Bank Transfer');
    expect(label('DR H S BOUWER09H47 535214*3683 - debit card purchase', -29950)).toBe('Health and Medical');
  });

  it("money given for a thing is read in the reference however it is punctuated, and only as whole words", () => {
    expect(label('Nomsa Mokoena', -20000, 'Medicine-money')).toBe('Bank Transfer');
    expect(label('Nomsa Mokoena', -20000, 'medicine  money')).toBe('Bank Transfer');
  });
});

describe("session 80's seventh wave: money in from initials and a trade surname alone, goods shops in more languages", () => {
  it('initials and a trade surname alone as the payer are a person, whose money is never wages; a debit keeps the firm', () => {
    expect(label('N P CARPENTER', 36150, 'Dec salary')).toBe('Bank Transfer');
    expect(label('E R GLAZIER', 328150, 'RENT JUNE')).toBe('Bank Transfer');
    expect(label('JR PAINTERIN38513', -1760000)).toBe('Home and Garden');
  });

  it('photo shops, jewellery, drapers, seed shops, bicycles, phones and car parts by their words', () => {
    expect(label('Card Purchase KAMEELKOP FOTOWINKEL WELLINGTON', -3950)).toBe('General Purchases');
    expect(label('SUMUP *UBUCWEBE BAKWADUBE SOSHANGUVE', -25300)).toBe('General Purchases');
    expect(label('VELA DRAPERS 17H01 597230*8405 - debit card purchase', -16197)).toBe('Home and Garden');
    expect(label('POS Purchase Lapwinkel Pieterse 519206*6608 24 Jul', -42500)).toBe('Home and Garden');
    expect(label('BICICLETAS PEREIRA SENEKAL', -443500)).toBe('Sport');
    expect(label('Iifowuni Zika Mgqweto', -14000, 'card *1806')).toBe('Electronics and Appliances');
    // A cut that is a phone shop's stays one (SUNRISE MOBIL: MOBILE REPAIRS).
    expect(label('SUNRISE MOBIL 2417*2643 19 MAY CHEQUE CARD PURCHASE', -2080000)).toBe('Electronics and Appliances');
  });
});

describe("session 81: a shop's owner or town glued to its trade word, in any language the knowledge base knows", () => {
  it('an unknown word that ends in a trade word of seven letters or more is that trade', () => {
    expect(label('POS Purchase Mthathafietswinkel 489345*7731 06 Okt', -120000)).toBe('Sport');
    expect(label('Card Purchase: NaidooOogkundiges Ermelo (Card 5521)', -95000)).toBe('Health and Medical');
    expect(label('KHUMALOPAWNBROKERS LADYSMITH', -35000)).toBe('General Purchases');
    expect(label('SILVAALFAIATE MUSGRAVE', -42000)).toBe('Clothing');
  });

  it("never a private payer's note glued to a name, nor a six-letter word that ends a savings nickname", () => {
    expect(label('IBPAYMENTTOGOGOGROCERIES', -60000)).toBe('Bank Transfer');
    expect(label('Smart-ApOorplasingNaSpaarpotjie', -150000)).not.toBe('Eating Out');
  });
});

describe("session 81's first wave: independent shops, giving, trips and a bank's own accounts", () => {
  it('clothes, beauty and home shops by their words in more languages; whom a shop sells for yields to what it sells', () => {
    expect(label('POS Purchase Sapatos Da Silva 492135*2118 19 Mar', -56000)).toBe('Clothing');
    expect(label('CARD PURCHASE GIYANI LADIES WEAR GIYANI', -36500)).toBe('Clothing');
    expect(label('POS Purchase Ferragens Lisboa Turffontein 483215*3907 20 Jan', -23800)).toBe('Home and Garden');
    expect(label('POS Purchase Kiddies Fashion World 483215*1889 13 Feb', -34000)).toBe('Clothing');
    expect(label('POS Purchase Kids Haven Creche 483215*1889 13 Feb', -45000)).toBe('Children and Dependents');
    expect(label('CARD PURCHASE LITTLE STARS NURSERY S SOSHANGUVE ZA 400998*0918', -150000)).toBe('Children and Dependents');
  });

  it("a lounge or a gallery after a trade is the trade's; a paint-and-panel shop mends cars", () => {
    expect(label('Card Purchase: Glam Nail Lounge Centurion (Card 9197)', -32000)).toBe('Personal Care');
    expect(label('Card Purchase: Marble Tile Gallery Boksburg (Card 7840)', -512000)).toBe('Home and Garden');
    expect(label('POS Purchase Sithole Paint & Panel 402918*9640 11 Dec', -240000)).toBe('Transport');
  });

  it("a cut that starts a company word as much as a trade's is no trade", () => {
    expect(label('LERATO ENTER18H02 402918*1201 - debit card purchase', -34000)).toBe('Uncategorised');
    expect(label('NGWENYA TRADI541282XXXXXX6493', -23000)).toBe('Uncategorised');
  });

  it("a congregation paid for its rent, its creche or its stokvel is paid for that; a levy or a gift is still given", () => {
    expect(label('Parish of St Francis', -850000, 'Rent Dec')).toBe('Rent');
    expect(label('Banking App External Payment: Anglican Little Lambs Creche', -75000, 'Fees June')).toBe('Children and Dependents');
    expect(label('CHURCH STOKVEL AUGUST', -50000)).toBe('Savings Transfer');
    expect(label('FNB App Payment To Methodist Church Mamelodi', -20000, 'Levy Mrs Dube')).toBe('Donation');
    expect(label('DEBIT ORDER HOSPICE WITS', -10000)).toBe('Donation');
  });

  it("charities by their cause, and a charity's own shop at the till", () => {
    expect(label('Debit Order: Sunflower Fund', -10000)).toBe('Donation');
    expect(label('IBANK PAYMENT TO NOMSA', -10000, 'IMINIKELO')).toBe('Donation');
    expect(label('HOSPICE SHOP 10H02 409633*6736 - debit card purchase', -6500)).toBe('General Purchases');
  });

  it('holiday clubs, coach lines, car hire and outings by their words', () => {
    expect(label('Debit Order: Lowveld Vacation Club', -89000)).toBe('Holidays and Travel');
    expect(label('HERTZ RENT A CAR CAPE TOWN', -245000)).toBe('Holidays and Travel');
    expect(label('BOUNCE TRAMPO11H30 458612*3341 - debit card purchase', -28000)).toBe('Entertainment');
  });

  it("a bank's name beside the holder's own or a relative's word is an account of theirs", () => {
    expect(label('MY CAPITEC', 150000)).toBe('Bank Transfer');
    expect(label('Absa Gogo', -120000)).toBe('Bank Transfer');
  });
});

describe("session 81's second wave: work on a home, bargain and party shops, a business paying in after a bank's name", () => {
  it('work on a part of a home noted to the person paid is the work bought; a gutter cut ending a business name stays its trade', () => {
    expect(label('IB PAYMENT TO SIPHO NDLOVU', -174450, 'Fence repair')).toBe('Home and Garden');
    expect(label('Internet Pmt To Jan Fourie', -173000, 'Fix gutters')).toBe('Home and Garden');
    expect(label('Marius Jacobs', -87000, 'Geyser replaced')).toBe('Home and Garden');
    expect(label('DIGITAL PAYMENT DT ABSA BANK MOOI ROOF GUTTER', -407000)).toBe('Home and Garden');
  });

  it('bargain, party, copy, gift and second-hand shops; phone accessories are electronics', () => {
    expect(label('POS PURCHASE (EFFEC 22102026) BARGAIN BARN CARD NO. 0852', -6390)).toBe('General Purchases');
    expect(label('Card Purchase: Koopjeswinkel Worcester (Card 3955)', -2608)).toBe('General Purchases');
    expect(label('POS Purchase Swop Shop Upington 490126*1142 12 Jul', -1200)).toBe('General Purchases');
    expect(label('Card Purchase - PRINT N COPY ATLANTIS ZA', -400)).toBe('General Purchases');
    expect(label('POS Purchase Yoco *Kids Party Shop 434257*6595 07 Jul', -48850)).toBe('General Purchases');
    expect(label('POS PURCHASE (EFFEC 14092026) THABO CELL ACCESSORIES CARD NO. 8073', -2955)).toBe('Electronics and Appliances');
  });

  it("a business named after a bank's name on money in is no person; the bank's own LIMITED, a fund's nickname and an own account are", () => {
    expect(label('DIGITAL PAYMENT CR ABSA BANK Sizanani Trading Pty Ltd', 298000)).toBe('Uncategorised');
    expect(label('Inward payment Capitec Bank Limited', 200000)).toBe('Bank Transfer');
    expect(label('Digital Transfer Cr Absa Bank Holiday Fund', 400000)).toBe('Bank Transfer');
    expect(label('Payment from My Investec Account', 2000000)).toBe('Bank Transfer');
  });

  it("a savings account's word followed by a goal is money saved; FNB's Send Money App Dr is the bank's wording, no doctor", () => {
    expect(label('EFT Payment My Savings', -70000, 'Holiday')).toBe('Savings Transfer');
    expect(label('Send Money App Dr 0823318841 Mama', -30000)).toBe('Bank Transfer');
    expect(label('FNB App Payment To Dr T Govender', -30000)).toBe('Health and Medical');
  });

  it('a cut physiotherapist, irrigation or tutoring business at the end of a payee', () => {
    expect(label('FNB App Rtc Pmt To Welkom Physiothera', -350000, 'Session Feb')).toBe('Health and Medical');
    expect(label('Internet Pmt To Kakamas Irriga', -1480200, 'Q-1187')).toBe('Home and Garden');
  });
});

describe("session 81's review of its first two waves: what the new rules must leave alone", () => {
  it("a gift's word anywhere beside a congregation keeps the gift; a congregation's own Sunday school is no school fee", () => {
    expect(label('FNB App Payment To Grace Church', -20000, 'Donation school')).toBe('Donation');
    expect(label('IB PAYMENT TO ST JOHNS CHURCH', -20000, 'SUNDAY SCHOOL')).toBe('Donation');
  });

  it("a car's parts worked on are the car's; a trust named beside a bank's name is the holder's own account", () => {
    expect(label('FNB App Payment To Mechanic', -85000, 'Exhaust pipe repair')).toBe('Transport');
    expect(label('DIGITAL PAYMENT CR ABSA BANK Family Trust', 500000)).toBe('Bank Transfer');
  });

  it('a claim settled by a fund known for its credit keeps the fund\'s label; a wear part is no clothing; a playhouse creche stays one', () => {
    expect(label('ROAD ACCIDENT FUND CLAIM SETTLEMENT', 2500000)).not.toBe('Refund');
    expect(label('BOKSBURG WEAR PARTS 10H02 409633*6736 - debit card purchase', -45000)).not.toBe('Clothing');
    expect(label('DEBIT ORDER KIDDIES PLAYHOUSE', -95000)).toBe('Children and Dependents');
    expect(label('POS Purchase Mbeki Family Store Butchery 402918*9640 11 Dec', -24000)).toBe('Groceries');
  });
});

describe("session 81's third wave: a merchant cut by the name field behind a collector's star; LOUNGE after a trade", () => {
  it("a one-word merchant cut at Standard Bank's 13 or Nedbank's 14 characters after PAYPAL or DLOCAL is the merchant", () => {
    expect(label('PAYPAL *NETFL14H10 518914*0462 - debit card purchase', -19900)).toBe('Subscriptions');
    expect(label('DLOCAL *SPOTI05H05 518914*0462 - debit card purchase', -5999)).toBe('Subscriptions');
    expect(label('PAYPAL *SPOTIF523982XXXXXX1184', -5999)).toBe('Subscriptions');
  });

  it("a person's name behind a gateway is no merchant's cut", () => {
    expect(label('PAYFAST*THAND 541282XXXXXX9066', -34000)).not.toBe('Subscriptions');
  });

  it("LOUNGE after a beauty, coffee, food or smoking trade is that trade's room; after a drink's word a bar", () => {
    expect(label('COFFEE LOUNGE 5222*8530 13 DEC - cheque card purchase', -5500)).toBe('Coffee');
    expect(label('POS Purchase Cloud Nine Vape Lounge Centurion 489537*4412 10 Mar', -38500)).toBe('Tobacco & Smoking');
    expect(label('POS Purchase Wine Lounge Franschhoek 400974*4005 10 Jan', -32000)).toBe('Nightlife & Entertainment');
    expect(label('Card Purchase: Shisa Inyama Lounge Soweto (Card 0604)', -18000)).toBe('Eating Out');
  });
});

describe("session 81's fourth wave: pots named for their purpose, savings words glued to a nickname, a trade cut after a lender's brand", () => {
  it("a pot the holder named for what it is kept for is the holder's own money, not the purpose's label", () => {
    expect(label('KIDS POT', -577426)).toBe('Bank Transfer');
    expect(label('Holiday Pot', -345000, 'Mauritius')).toBe('Bank Transfer');
    expect(label('Received from Bonus Pot', 360000)).toBe('Bank Transfer');
    expect(label('POS Purchase Makhubu Trading Pot 400974*4005 10 Jan', -30000)).not.toBe('Bank Transfer');
  });

  it('a savings word glued to a nickname names a savings account; a notice deposit is one', () => {
    expect(label('DIGITAL TRANSF DT ABSA BANK NOODSPAAR', -50000)).toBe('Savings Transfer');
    expect(label('IB TRANSFER TO SKOOLSPAAR', -250000)).toBe('Savings Transfer');
    expect(label('DIGITAL TRANSF DT ABSA BANK NOTICE DEP', -322530)).toBe('Savings Transfer');
  });

  it("a cut trade after a lender's one-word brand at a till is the shop", () => {
    expect(label('POS PURCHASE BOND ST BUTCHE', -28000)).toBe('Groceries');
  });

  it("KGOMOTSO alone is a given name, the funeral parlour its name with FUNERAL; cash lenders' loans are repaid; a person's loan back stays a transfer", () => {
    expect(label('Kgomotso Molefe', -90000, 'School fees Thato')).toBe('Education');
    expect(label('IB PAYMENT TO KGOMOTSO STOKVEL', -100000)).toBe('Savings Transfer');
    expect(label('DEBIT ORDER KGOMOTSO FUNERAL 5512', -15000)).toBe('Funeral Cover');
    expect(label('LERATO CASH LOANS', -82000, 'Loan')).toBe('General Loan Repayment');
    expect(label('DIGITAL PAYMENT DT ABSA BANK Nandi Loans Back', -70000)).toBe('Bank Transfer');
  });
});

describe("session 81's fifth wave: children's sport, care after school, a uniform's shop cut, GROOT in a place's name", () => {
  it("KIDS before a sport is the sport's club; care after school and a cut aftercare are a child's care", () => {
    expect(label('YOCO *KIDS KARATE ROSEBANK', -40000)).toBe('Sport');
    expect(label('POS Purchase Durban Kids Swimming Club', -25000)).toBe('Sport');
    expect(label('After School Care Pretoria', -70000)).toBe('Children and Dependents');
    expect(label('POS Purchase Yoco *Little Lambs Aftercar 418733*0962 28 Jan', -85000)).toBe('Children and Dependents');
  });

  it("a school uniform's shop cut at Standard Bank's field; sport academies by the sport; school shoes as a person's note stay the person's", () => {
    expect(label('SCHOOL UNIFOR11H48 524417*6613 - debit card purchase', -89000)).toBe('Clothing');
    expect(label('SOWETO FOOTBALL ACADEMY MIDRAND', -35000)).toBe('Sport');
    expect(label('Mama', 60000, 'School shoes')).toBe('Bank Transfer');
  });

  it('GROOT opening a place is no wholesaler cut; a chain of chicken restaurants', () => {
    expect(label('Card Purchase: Groot Marico B&B Groot Marico (Card 7730)', -120331)).toBe('Holidays and Travel');
    expect(label('Card Purchase: Chicken Inn Beitbridge (Card 8051)', -3653)).toBe('Eating Out');
  });
});

describe("session 81's whole-change review: what the session's rules must leave alone", () => {
  it('a pot paid to a payee the line names keeps the payee; a pot the holder moves money to keeps its nickname', () => {
    expect(label('FNB App Payment To Burial Society Pot', -30000)).toBe('Funeral Cover');
    expect(label('IB PAYMENT TO ZCC KITTY', -10000)).toBe('Donation');
    expect(label('FNB App Payment To Lotto Stash', -5000)).toBe('Gambling');
    expect(label('Banking App Transfer to Rent Pot', -400000)).toBe('Bank Transfer');
  });

  it("a person's nickname words after a bank's name are no business; a gift's two words keep the gift", () => {
    expect(label('DIGITAL PAYMENT CR ABSA BANK Sipho Capital', 80000)).toBe('Bank Transfer');
    expect(label('DIGITAL PAYMENT CR ABSA BANK Church Group', 30000)).toBe('Bank Transfer');
    expect(label('IB PAYMENT TO CHURCH', -60000, 'BUILDING FUND RENT')).toBe('Donation');
  });

  it("a merchant cut behind a collector's star is read in the description's field, whatever the reference says", () => {
    expect(label('PAYPAL *NETFL14H10 518914*0462 - debit card purchase', -19900, 'Premium plan')).toBe('Subscriptions');
  });
});

describe("session 82: a company's plain bulk run, fees on a foreign purchase, software sellers, kin before a name, a rainy day's fund", () => {
  it("a company's ACB or Magtape credit with only its company words is a company's plain credit; an employer's sector, a named chain or a pay word keeps pay", () => {
    expect(label('ACB CREDIT AMANZI ADVERTISING PTY LTD', 1870000, 'INV 3003')).toBe('Uncategorised');
    expect(label('Magtape Credit Zolanta Holdings Pty Ltd', 3934344)).toBe('Uncategorised');
    expect(label('MAGTAPE CREDIT KELVARO CONSULTING (PTY) LTD', 4509301)).toBe('Uncategorised');
    expect(label('SEBATA MINING (PTY) LTD - magtape credit', 900000, '0041')).toBe('Salaries and Wages');
    expect(label('MAGTAPE CREDIT THANDO SECURITY SERVICES', 560000)).toBe('Salaries and Wages');
    expect(label('Magtape Credit Mr Price Group Ltd', 1865040, 'SAL JAN25 0048213')).toBe('Salaries and Wages');
  });

  it("the bank's fee on a purchase abroad names the seller after it, or has the seller in the reference: the fee", () => {
    expect(label('Int Card Transaction Fee Audible UK', -590)).toBe('Bank Charges and Fees');
    expect(label('Currency Conversion Fee', -1635, 'Bitdefender')).toBe('Bank Charges and Fees');
    expect(label('Forex markup', -506, '13713126')).toBe('Bank Charges and Fees');
    expect(label('SEND-IMALI CHARGE', -1000)).toBe('Bank Charges and Fees');
  });

  it('software, hosting and game sellers as the card networks print them', () => {
    expect(label('MSFT*365 FAMI08H13 447729*6755 - debit card purchase', -11900)).toBe('Subscriptions');
    expect(label('CARD PURCHASE INT SQSP* WEBSIT#145588 NEW Y', -43083)).toBe('Subscriptions');
    expect(label('POS International Purchase Intuit *Qbooks Online Moun 552102*9792 20 Sep', -65257)).toBe('Subscriptions');
    expect(label('GOG SP Z O O WARSZAWA 5.99 USD', -10964)).toBe('Entertainment');
    expect(label('Sony Interactive Entertainment', -84900, '255426')).toBe('Entertainment');
    expect(label('INTERNATIONAL CARD PURCHASE TEACHABLE *LIGHTROOM COURSE', -89879)).toBe('Education');
  });

  it('a kin word before a name no list knows, as the whole of a payment the holder wrote, is the person', () => {
    expect(label('Aunty Pinky', -30000)).toBe('Bank Transfer');
    expect(label('TATA DYANTYI', -100000)).toBe('Bank Transfer');
    expect(label('MAID SALARY', -200000)).toBe('Bank Transfer');
    expect(label('GOGO BURIAL SOCIETY', -20000)).toBe('Funeral Cover');
  });

  it("a rainy day's fund the holder names is the holder's own money; a savings account noted so stays savings; a hospital's emergency stays medical", () => {
    expect(label('Emergency Fund', -100000)).toBe('Bank Transfer');
    expect(label('SLUSH FUND', -20000)).toBe('Bank Transfer');
    expect(label('Capitec Savings', -100000, 'Emergency fund')).toBe('Savings Transfer');
    expect(label('Netcare Emergency Fund', -30000)).toBe('Health and Medical');
  });

  it("Afrikaans: a notice account by its days, a night shift's allowance run together", () => {
    expect(label('IB-OORPLASING NA 32-DAE KENNISGEWING', -500000)).toBe('Savings Transfer');
    expect(label('MAGBANDKREDIET BLOEMHOF PRIVAAT HOSPITAAL NAGTOELAE', 185000)).toBe('Salaries and Wages');
  });
});

describe("session 82's first review: an employer shown by its trade, a workplace or a sector keeps its payroll run's pay", () => {
  it('a bulk run from a company whose name shows what it does keeps pay; a place in the name shows nothing', () => {
    expect(label('MAGTAPE CREDIT CLICKS GROUP LTD', 1250000)).toBe('Salaries and Wages');
    expect(label('ACB CREDIT ST AUGUSTINES HOSPITAL (PTY) LTD', 1850000)).toBe('Salaries and Wages');
    expect(label('ACB CREDIT OMNIA HOLDINGS LTD', 2250000)).toBe('Salaries and Wages');
    expect(label('ACB CREDIT THUTHUKA SEKURITEIT BK', 650000)).toBe('Salaries and Wages');
    expect(label('ACB CREDIT G4S SECURE SOLUTIONS', 734560, 'PAY 0325')).toBe('Salaries and Wages');
    expect(label('ACB CREDIT ZENTRIX CAPE (PTY) LTD', 1414000)).toBe('Uncategorised');
    expect(label('MAGTAPE CREDIT IMBALI NATIONAL HOLDINGS', 980000)).toBe('Uncategorised');
  });

  it("a chain whose name is a kin word and a name is the chain", () => {
    expect(label('Auntie Annes', -4500)).toBe('Eating Out');
  });
});

describe("session 82's second wave: travel abroad by its own words, a trade's premises rented, a money send's charge", () => {
  it("tolls, trams, guest houses, car parks and hotel chains abroad by the trade's own words; a town's FERRY is no ferry", () => {
    expect(label('POS Purchase Portagem Moamba 489537*4471 27 Mar', -32120, 'MZN 1100.00')).toBe('Transport');
    expect(label('GVB TRAM AMSTERDAM', -18090, 'EUR 9.00')).toBe('Transport');
    expect(label('INTERPARKING AMSTERDAM', -64320, 'EUR 32.00')).toBe('Parking');
    expect(label('POS PURCHASE (EFFEC 16032026) NOVOTEL LISBOA LISBON PT CARD NO. 3391', -627120, 'EUR 312.00')).toBe('Holidays and Travel');
    expect(label('INTERCONTINEN05H40 474052*5517 - debit card purchase', -315000)).toBe('Holidays and Travel');
    expect(label('POS Purchase TUGELA FERRY PHARMACY TUGELA FERRY ZA', -9650)).toBe('Health and Medical');
  });

  it("the rent of a salon or a studio is rent; a person paying the holder for a chair stays a transfer", () => {
    expect(label('Ibank payment to Westwood properties salon rent', -850000)).toBe('Rent');
    expect(label('STUDIO RENT MAR - ib payment', -580000)).toBe('Rent');
    expect(label('Payment Received: Salon Rent Thandi Mokoena', 180000)).toBe('Bank Transfer');
  });

  it("a money send's charge is the bank's fee; a trading enterprise's plain bulk run is no pay", () => {
    expect(label('CASHSEND CHARGE', -1100)).toBe('Bank Charges and Fees');
    expect(label('ACB CREDIT TUMELO TRADING ENTERPRISE', 4551873)).toBe('Uncategorised');
  });
});

describe("session 82's whole-change review: a company's plain run read in the description alone", () => {
  it("a reference's words never make a company's plain run pay; a company's own noun the knowledge base names is no employer", () => {
    expect(label('ACB CREDIT ZENTRIX HOLDINGS PTY LTD', 900000, 'HOTEL BOOKING')).toBe('Uncategorised');
    expect(label('ACB CREDIT SIYANQOBA INVESTMENTS (PTY) LTD', 900000)).toBe('Uncategorised');
    expect(label('ACB CREDIT ZENTRIX PROPERTIES (PTY) LTD', 900000)).toBe('Uncategorised');
    expect(label('ACB CREDIT SANLAM INVESTMENTS', 900000)).toBe('Investments');
  });
});

describe("session 82's third wave: a supermarket and a car park in French, a tutoring franchise, a pet's cover", () => {
  it("SUPERMARCHE before the grocer CASINO is groceries; PARC AUTO parking; TUTOR DOCTOR tutoring; ONEPLAN PET cover", () => {
    expect(label('SUPERMARCHE CASINO LYON FR', -23450)).toBe('Groceries');
    expect(label('LYON PARC AUTO BELLECOUR FR', -2450)).toBe('Parking');
    expect(label('TUTOR DOCTOR PRETORIA', -120000, 'Maths lessons Jun')).toBe('Education');
    expect(label('ONEPLAN PET 55321 - debit order', -23900)).toBe('General Insurance');
  });
});

describe("session 83's first wave: an employer's pay beyond the salary, a burial society noted to anyone, services by debit order", () => {
  it("works named by what they make or move pay their staff's one-off and periodic pay; the same words from a person stay a transfer", () => {
    expect(label('Payment Received: Pinetown Foundry Notice Pay', 690000)).toBe('Salaries and Wages');
    expect(label('MAGBANDKREDIET KAROO STAALWERKE VERLOFGELD', 397500)).toBe('Salaries and Wages');
    expect(label('MAGTAPE CREDIT BLOUBERG PACKHOUSE VOLUNTARY SEVERANCE', 5630000)).toBe('Salaries and Wages');
    expect(label('EFT Received SOWETO RECYCLERS FORTNIGHT PAY', 226000)).toBe('Salaries and Wages');
    expect(label('CREDIT TRANSFER STERKFONTEIN HAULAGE TRIP ALLOWANCE', 132000)).toBe('Salaries and Wages');
    expect(label('EFT CREDIT: LUSIKISIKI MUN ACTING ALLOWANCE', 244000)).toBe('Salaries and Wages');
    expect(label('ACB CREDIT MOOINOOI CHROME MINE O/TIME 0345', 337000)).toBe('Salaries and Wages');
    expect(label('Payment Received: Thabo Fortnight Pay', 226000)).toBe('Bank Transfer');
    expect(label('Payment Received: Mom Provident', 120000)).toBe('Bank Transfer');
  });

  it("a retrenchment's cover and benefit are the insurer's, not pay; PROVIDENT ending a payer's field is its fund", () => {
    expect(label('EFT Liberty Retrenchment Cover Claim', 1100700)).toBe('Refund');
    expect(label('DEBIT ORDER RETRENCHMENT COVER', -12000)).toBe('General Insurance');
    expect(label('Magtape Credit Anglo Plat Provident', 4412090)).toBe('Pension');
    expect(label('ACB CREDIT COMPENSATION FUND PENSION', 312050)).toBe('Pension');
    expect(label('MAGTAPE CREDIT PROVIDENT MOTORS SALARY', 120000)).toBe('Salaries and Wages');
  });

  it('a burial society noted in the reference is its premium, however the payee is named', () => {
    expect(label('Banking App Immediate Payment: Mam Thoko', -15000, 'burial soc')).toBe('Funeral Cover');
    expect(label('Tata', -15000, 'burial soc')).toBe('Funeral Cover');
    expect(label('Payment to Thabo', -20000, 'burial society loan')).toBe('Bank Transfer');
  });

  it("a household worker paid her wages by her job after her initials or her wage's word; an advance repaid by its short words", () => {
    expect(label('MOYO T GARDENER WAGES - ib payment', -130000)).toBe('Bank Transfer');
    expect(label('IBANK PAYMENT TO SALARY NANNY APR', -640000)).toBe('Bank Transfer');
    expect(label('Scheduled Pmt To Caregiver Salary', -680000)).toBe('Bank Transfer');
    expect(label('Payment: Sal Adv Repay Oct', -200000)).toBe('General Loan Repayment');
    expect(label('DEBIETOORPLASING VOORSKOT TERUGBETALING', -150000)).toBe('General Loan Repayment');
  });

  it("a pool's, a garden's or an Afrikaans service's debit order is the service, no store account; an electrician's services are work on a home", () => {
    expect(label('Magtape Debit Crystal Pools Serv 000455', -78000)).toBe('Home and Garden');
    expect(label('Debit Order: Greenthumb Garden Serv', -88000)).toBe('Home and Garden');
    expect(label('DEBIETORDER SWEMBADDIENSTE', -62000)).toBe('Home and Garden');
    expect(label('Lightning Electrical Services', -190000, 'Inv 3321')).toBe('Home and Garden');
  });

  it("a ride-hailing app's payout word further on, or in the reference of a payer named alone, is the driver's takings", () => {
    expect(label('Rtc Credit Uber Instant Payout', 42180)).toBe('Business Income');
    expect(label('Bolt', 97410, 'Weekly payout')).toBe('Business Income');
    expect(label('Bolt', 9700, 'Ride refund')).toBe('Refund');
  });
});

describe("session 83's first review: the wave's words where a person's note, a reference or a card's descriptor holds them", () => {
  it("a fund's new short names beside a person or a kin word are the person's note; PROVIDENT in the reference is no fund", () => {
    expect(label('Payment Received: Mom Comp Fund Pension', 300000)).toBe('Bank Transfer');
    expect(label('Payment Received: Zanele Khumalo', 300000, 'coida pension')).toBe('Bank Transfer');
    expect(label('Money in - Sizwe', 300000, 'Pres fund payout share')).toBe('Bank Transfer');
    expect(label('ACB CREDIT MASONITE CC', 500000, 'PROVIDENT HOUSING DEPOSIT')).toBe('Uncategorised');
  });

  it("a month, SAL or TERUGBETALING is an advance's only beside an advance's word", () => {
    expect(label('Send Money June Repay', -50000)).toBe('Bank Transfer');
    expect(label('DEBIETOORPLASING TERUGBETALING', -50000)).toBe('Bank Transfer');
    expect(label('FNB App Payment To Sal Repay', -50000)).toBe('Bank Transfer');
  });

  it("a payout's word far from the app's name, a trip's note or a card's descriptor makes no driver's takings", () => {
    expect(label('Payment Received: Lightning Bolt Electrical Payout', 500000)).not.toBe('Business Income');
    expect(label('Uber', 50000, 'Trips')).not.toBe('Business Income');
    expect(label('UBER SA HELP.UBER.COM ZA', 7800)).toBe('Refund');
    expect(label('UBER EATS COURIER WK11', 96150)).toBe('Business Income');
  });
});

describe("session 83's second wave: a professional firm paid, a form of address before a name, a school's tuck shop", () => {
  it("an attorney's, an accountant's, a bookkeeper's or a tax practitioner's fee is Uncategorised, not a guess; a garnishee or maintenance through them stays what it is", () => {
    expect(label('NAIDOO & NAIDOO INC', -735000)).toBe('Uncategorised');
    expect(label('Modise Accountants', -480000, 'Year-end fee')).toBe('Uncategorised');
    expect(label('EFT payment Dlamini Bookkeepers', -150000)).toBe('Uncategorised');
    expect(label('Payment: Mokoena Tax Practitioners', -230000)).toBe('Uncategorised');
    expect(label('GARNISHEE KRUGER ATTORNEYS', -65000)).toBe('General Loan Repayment');
    expect(label('DEBIT ORDER KRUGER ATTORNEYS 4812240034', -60000)).toBe('Debit Order');
    expect(label('Payment to Riaan Botha', -250000, 'accounting fee')).toBe('Bank Transfer');
  });

  it("a form of address said only to a person, before a name, on a bare debit is the person; BOSS, SIR or MADAM may open a shop's name", () => {
    expect(label('Aunt Zodwa', -50000)).toBe('Bank Transfer');
    expect(label('NTATE MOLOI', -50000)).toBe('Bank Transfer');
    expect(label('MADAM ZINGARA', -50000)).not.toBe('Bank Transfer');
  });

  it("a school's tuck shop by its trade's word is what it sells; fruit shops and take-aways by their own words; a business loan", () => {
    expect(label('HOERSKOOL MENLOPARK SNOEPIE', -9038)).toBe('Groceries');
    expect(label('EDX INC CAMBRIDGE', -329657)).toBe('Education');
    expect(label('Vrugtewinkel Ceres', -23466, 'Card *5538')).toBe('Groceries');
    expect(label('KLEIN KAROO TAKE AWAYS OUDTSHOORN', -43136)).toBe('Eating Out');
    expect(label('ACB CREDIT ABSA BUSINESS LOAN', 5000000)).toBe('Loan Disbursement');
  });
});

describe("session 83's whole-change review: a firm's initials, a transfer's nickname and a shop's cut service word", () => {
  it("VSP is a firm's initials as often as a severance package: no pay by itself", () => {
    expect(label('ACB CREDIT VSP PROJECTS INV 2231', 1800000)).not.toBe('Salaries and Wages');
  });

  it("PARTNERS or ASSOCIATES is a firm's only after its ampersand, and never on a transfer between the holder's accounts", () => {
    expect(label('FNB App Transfer To Partners', -500000)).toBe('Bank Transfer');
    expect(label('Gordon & Associates', -360000, 'INV0034 bookkeeping')).toBe('Uncategorised');
  });

  it("SERV after a shop that runs accounts is no service: its debit order is the store account", () => {
    expect(label('DEBIT ORDER AMERICAN SWISS SERV 4812240034', -45000)).toBe('General Loan Repayment');
    expect(label('Magtape Debit Incredible Connection Serv', -65000)).toBe('General Loan Repayment');
    expect(label('Debit Order: Greenthumb Garden Serv', -88000)).toBe('Home and Garden');
  });
});

describe("session 83's third wave: a group's home cover by its short name, networks by their registered names, Afrikaans fees and savings", () => {
  it("HOC after an insurer is its homeowner's cover; MTN's registered name and an ISP written apart are the telephone bill", () => {
    expect(label('Hollard', -41200, 'HOC policy 7721')).toBe('Home Insurance');
    expect(label('DEBIT ORDER MOBILE TELEPHONE NETWORKS 33107781', -62900)).toBe('Utilities - Telephone');
    expect(label('WEB AFRICA NETWORKS CAPE TOWN', -63900)).toBe('Utilities - Telephone');
    expect(label('Debietorder Sanlam Gapdekking', -26500)).toBe('Health Insurance');
  });

  it("Afrikaans: a card purchase's fee before the shop, a collection attempt's fee, a savings purse, a lifelong annuity", () => {
    expect(label('Kaartaankoopfooi: Shoprite Vredendal', -100)).toBe('Bank Charges and Fees');
    expect(label('#Invorderingspogingfooi', -450)).toBe('Insufficient Funds Fee');
    expect(label('Oordrag na Spaarbeursie', -30000)).toBe('Savings Transfer');
    expect(label('Magtape Krediet Old Mutual Lewenslange Jaargeld', 720000)).toBe('Pension');
    expect(label('ELS KLEUTERSORG - ib-betaling', -110000)).toBe('Children and Dependents');
  });
});

describe("session 83's fourth wave: debts recovered, chains by their own names, a store's account in the reference, kin in isiZulu", () => {
  it("a credit's or a debt's recovery and an emoluments order cut short repay a debt", () => {
    expect(label('NAEDO INKANYEZI CREDIT RECOVERIES', -61000)).toBe('General Loan Repayment');
    expect(label('IBANK PAYMENT TO NORTHCLIFF DEBT REC 12', -18000)).toBe('General Loan Repayment');
    expect(label('ACB DEBIT EMOLUMENT ATT ORDER 0091', -96000)).toBe('General Loan Repayment');
  });

  it('chains by their own names, at home and abroad', () => {
    expect(label('IKEA DUBAI FESTIVAL CITY AE', -207160, 'AED 412.00')).toBe('Home and Garden');
    expect(label('POS Purchase Sissy Boy Canal Walk 426118*0934 18 Sep', -69900)).toBe('Clothing');
    expect(label('SHARAF DG DUBAI MALL DUBAI AE', -389025)).toBe('Electronics and Appliances');
  });

  it("a store that runs accounts, named alone, with its account's word opening the reference is its account paid; a nephew's overtime note is his", () => {
    expect(label('Truworths', -45500, 'Account 88120')).toBe('General Loan Repayment');
    expect(label('Truworths', -45500, 'Sandton City')).toBe('Clothing');
    expect(label('FNB App Payment From Mshana Overtime', 30000)).toBe('Bank Transfer');
  });
});

describe("session 83's final review: a maid's wages, a health practitioner, a retirement annuity cut, a form of address before an unknown word", () => {
  it('MAIDS beside a wage is a household worker paid; a maid service is work on a home', () => {
    expect(label('FNB App Payment To Maids Salary', -300000)).toBe('Bank Transfer');
    expect(label('Immediate Payment: Happy Maids', -55000)).toBe('Home and Garden');
  });

  it('PRACTITIONERS is a professional firm only after TAX; a retirement annuity cut by the field pays a pension', () => {
    expect(label('Payment to Naidoo Health Practitioners', -50000, 'consult')).not.toBe('Uncategorised');
    expect(label('Payment: Mokoena Tax Practitioners', -230000)).toBe('Uncategorised');
    expect(label('Payment from Momentum Retirement Ann', 500000)).toBe('Pension');
  });

  it('a form of address is a person only before names the lists know', () => {
    expect(label('Baba Mkhize', -60000)).toBe('Bank Transfer');
    expect(label('Baba Joes', -10000)).not.toBe('Bank Transfer');
  });
});

describe("session 84's first wave: own accounts noted with pay, kin saved alone, a card machine's sole trader, a municipality's electricity cut, a group's product by its policy number", () => {
  it("an own account's word before a bank is the holder's account, whatever pay its note names", () => {
    expect(label('Own Absa', 950000, 'salary')).toBe('Bank Transfer');
    expect(label('Transfer from own Nedbank', 950000, 'Salary')).toBe('Bank Transfer');
    expect(label('MY STD BANK', 950000, 'SALARY')).toBe('Bank Transfer');
    // An employer's payroll still pays salary.
    expect(label('ACB CREDIT ACME MINING PTY LTD SALARY', 950000)).toBe('Salaries and Wages');
  });

  it('a payee or payer saved by a kin word, alone or before a name, with no bank wording is a relative', () => {
    expect(label('Grandpa', -80000)).toBe('Bank Transfer');
    expect(label('Aunty Zodwa', 40000, 'taxi money')).toBe('Bank Transfer');
    expect(label('Makhulu', -30000)).toBe('Bank Transfer');
    // A shop named after kin keeps its trade.
    expect(label('MAMAS KITCHEN ROSEBANK', -12000)).not.toBe('Bank Transfer');
  });

  it("a person's name behind a card machine is a sole trader's till: the model's transfer is never the answer", () => {
    expect(label('YOCO *P VAN DER WALT', -25000)).toBe('Uncategorised');
    expect(label('SNAPSCAN*K NDLOVU BUTTERWORTH', -14000)).toBe('Uncategorised');
    expect(label('IKHOKHA*THABO MOLEFE GIYANI', -9000)).not.toBe('Bank Transfer');
    // Money in through the machine is the trader's own takings.
    expect(label('SNAPSCAN*K NDLOVU', 14000)).toBe('Business Income');
  });

  it("a municipality's account with electricity cut by the field is its electricity; a bare one its water", () => {
    expect(label('MANGAUNG ELECTRICI', -85000)).toBe('Utilities - Electricity');
    expect(label('MANGAUNG ELEKTRISIT', -85000)).toBe('Utilities - Electricity');
    expect(label('MANGAUNG WATER', -45000)).toBe('Utilities - Water');
  });

  it("a group named like a person, with a product and its policy number in the reference and no payment's wording, is paid for that product", () => {
    expect(label('LIBERTY', -42000, 'FUNERAL POLICY 88120457')).toBe('Funeral Cover');
    // A payment to someone called Liberty with a note stays a note.
    expect(label('FNB App Payment To Liberty', -42000, 'funeral')).not.toBe('Funeral Cover');
  });

  it("a group's brand at a till before a trade the field cut is that trade's shop", () => {
    expect(label('SANLAM BUTCHE 541282XXXXXX9066', -22000)).toBe('Groceries');
    expect(label('POS Purchase Momentum Bakery Kuruman 412752*6823 31 Oct', -5600)).toBe('Groceries');
  });

  it("a collector's registered name is its channel, a gateway's payout its merchant's takings, a tax practice a professional firm", () => {
    expect(label('NAEDO HYPHEN TECHNOLOGY', -41000, 'HT 2208813')).toBe('Debit Order');
    expect(label('ACB CREDIT PEACH PAYOUT', 823000)).toBe('Business Income');
    expect(label('Card Purchase: Paystack*Mzansi Prints Durban (Card 4471)', -38000)).toBe('Online Purchase');
    expect(label('Payment To: Radebe Tax Consultants', -120000)).toBe('Uncategorised');
    expect(label('DEPT HOME AFFAI 541282XXXXXX1180', -14000)).toBe('Uncategorised');
  });

  it("a person named before the payer's note on money in is a person, whatever the note says", () => {
    expect(label('Thando', 30000, 'Hair')).toBe('Bank Transfer');
    expect(label('Lindiwe', 20000, 'wifi share')).toBe('Bank Transfer');
    // A shop's refund stays a refund.
    expect(label('Refund - CLICKS PHARMACY MAMELODI', 8900)).toBe('Refund');
  });
});

describe("session 84's first review: a purpose's nickname paid, the courts' maintenance, a fund named in a person's reference, a date is no policy number", () => {
  it("money out to an own account's nickname that names a purpose pays it", () => {
    expect(label('IB TRANSFER TO MY RENT', -650000)).toBe('Rent');
    expect(label('FNB App Transfer To My Loan', -150000)).toBe('General Loan Repayment');
  });

  it("maintenance through the Department of Justice stays maintenance, and a court's fee at a sports club its sport", () => {
    expect(label('IB PAYMENT TO DOJCD MAINTENANCE', -150000)).toBe('Children and Dependents');
    expect(label('FNB App Payment To Tennis Court Fees', -30000)).toBe('Sport');
  });

  it("a fund the knowledge base names in a person's reference pays that person", () => {
    expect(label('Lerato', 300000, 'Sanlam pension')).toBe('Pension');
  });

  it("a date or a cellphone number in the reference is no policy's number", () => {
    expect(label('Liberty', -15500, 'funeral 20250301')).toBe('Debit Order');
    expect(label('Liberty', -15500, 'funeral 0821234567')).toBe('Debit Order');
  });
});

describe("session 84's second wave: pots saved bare, pet names, a teacher's and a mine worker's allowances, the smaller towns, Absa's effective date, cover by its scheme's name", () => {
  it("a pot's nickname before FUND, or before a savings account's word, with no bank wording is the holder's own money", () => {
    expect(label('Xmas Fund', -60000)).toBe('Bank Transfer');
    expect(label('Lobola Fund', -250000)).toBe('Bank Transfer');
    expect(label('Kids Savings', -30000)).toBe('Savings Transfer');
    // A scheme's, a school's or a lottery's fund is no pot.
    expect(label('School Fund', -80000)).toBe('Education');
    expect(label('Provident Fund', -80000)).not.toBe('Bank Transfer');
  });

  it("a father's nickname, a partner's pet name and a flatmate are people", () => {
    expect(label('Pops', 150000, 'salary')).toBe('Bank Transfer');
    expect(label('Sthandwa', -60000)).toBe('Bank Transfer');
    expect(label('Roommate', -40000, 'fibre share')).toBe('Bank Transfer');
  });

  it("an employer's marking and living-out allowances are pay", () => {
    expect(label('MAGTAPE CREDIT GAUTENG DEPT EDUCATION MARKING ALLOWANCE', 412000)).toBe('Salaries and Wages');
    expect(label('ACB CREDIT IMPALA PLATINUM LIVING OUT ALLOW', 265000)).toBe('Salaries and Wages');
  });

  it("a person's name before a smaller town at a till is a sole trader's, whatever the model reads in the letters", () => {
    expect(label('Card Purchase: Thandiwe Zulu Vryheid (Card 4471)', -27100)).toBe('Uncategorised');
    expect(label('KGOMOTSO SWELLENDAM', -12000)).toBe('Uncategorised');
    expect(label('POS PURCHASE (EFFEC 12032026) NOMSA NKOSI GIYANI CARD NO. 2210', -18000)).toBe('Uncategorised');
    // The trade's word still decides.
    expect(label('Card Purchase: Zulu Butchery Vryheid (Card 4471)', -27100)).toBe('Groceries');
  });

  it("a medical scheme, a gap cover's administrator and an Afrikaans funeral plan by their own names", () => {
    expect(label('COMPCARE WELLNESS MED', -412000, 'POL0091882')).toBe('Health Insurance');
    expect(label('DEBIT ORDER STRATUM BENEFITS', -39000)).toBe('Health Insurance');
    expect(label('DEBIETORDER KAROO BEGRAFNISPLAN', -15000)).toBe('Funeral Cover');
  });
});

describe("session 84's whole-change review and third wave: towns that are families' names, kin where they live, a pot in Afrikaans, an allowance by its kind, TOP UP in a relative's note, municipalities named for people, sellers abroad", () => {
  it('a person whose surname is a town, or a relative named with the town they live in, is paid as a person', () => {
    expect(label('Pieter Senekal', -150000)).toBe('Bank Transfer');
    expect(label('Lerato Mokopane', -80000)).toBe('Bank Transfer');
    expect(label('Gogo Giyani', -50000)).toBe('Bank Transfer');
    expect(label('Mkhulu Port Shepstone', -50000)).toBe('Bank Transfer');
    // A restaurant named with a kin word before its town is still a shop's line.
    expect(label('MAMA AFRICA PRETORIA', -32000)).not.toBe('Funeral Cover');
  });

  it('a pot saved in Afrikaans, its FONDS read as the glued-words reading leaves it', () => {
    expect(label('Kersfees Fonds', -50000)).toBe('Bank Transfer');
    expect(label('Vakansie Fonds', -50000)).toBe('Bank Transfer');
  });

  it("a car's and a phone's allowance from a company the payee names is pay; from a person, a transfer", () => {
    expect(label('Moroka Consulting Engineers Inc', 650000, 'Car allowance')).toBe('Salaries and Wages');
    expect(label('KESTREL RISK (PTY) LTD', 75000, 'CELLPHONE ALLOWANCE MAR')).toBe('Salaries and Wages');
    expect(label('Payment Received: Thabo Mokoena', 65000, 'car allowance')).toBe('Bank Transfer');
  });

  it("TOP UP in a relative's note on money in is the note, no prepaid bought", () => {
    expect(label('Dad', 500000, 'Salary top up')).toBe('Bank Transfer');
  });

  it("a municipality named for a person, its account's kind after MUN, or a doctor's title opening its name, is the municipality", () => {
    expect(label('EFT PAYMENT RAY NKONYENI MUN ELECTRICITY', -60000)).toBe('Utilities - Electricity');
    expect(label('FNB App Payment To Collins Chabane Mun', -38550, 'Water acc 80212')).toBe('Utilities - Water');
    expect(label('Payment to Dr JS Moroka LM', -48870)).toBe('Utilities - Water');
    expect(label('FNB App Payment To Dr Mokoena', -48870)).toBe('Health and Medical');
  });

  it('sellers abroad by the names the card networks print', () => {
    expect(label('DELIVEROO     552139XXXXXX3184', -50981)).toBe('Eating Out');
    expect(label('CARD PURCHASE SALIK DUBAI AE', -25612)).toBe('Transport');
    expect(label('Sephora', -124704, 'Paris FR EUR 62.00')).toBe('Personal Care');
    expect(label('POS PURCHASE (EFFEC 21082026) Q-PARK AMSTERDAM NL CARD NO. 5521', -53746)).toBe('Parking');
  });
});

describe("session 84's fourth wave: COIDA passed on by a person, a bricklayer and drywalling by their trade's word", () => {
  it('a person passing on a compensation payment is money between people', () => {
    expect(label('Immediate Payment Received Sizwe Coida', 250000)).toBe('Bank Transfer');
    expect(label('ACB CREDIT COIDA BENEFIT', 250000)).toBe('Other Income');
  });

  it("a bricklayer or a drywaller named by the trade is work on a home; BUILDER after a title is a surname", () => {
    expect(label('FNB App Payment To Sipho Bricklayer', -120000)).toBe('Home and Garden');
    expect(label('IBANK PAYMENT TO DLAMINI DRYWALL', -380000)).toBe('Home and Garden');
    expect(label('FNB App Rtc Pmt To Mnr Builder bday', -19257)).toBe('Bank Transfer');
  });
});

describe("session 85's blind sets (written from the label meanings alone): a relative or a spoken name saved as the payee, a note's contribution, a municipality's revenue, an invoice's number, a lending bank's loan", () => {
  it('a payee saved as MA, PA or a given name as it is spoken, the note in the reference, is money to a person', () => {
    expect(label('Ma', -150000, 'Groceries')).toBe('Bank Transfer');
    expect(label('Ma', -30000, 'electricity money')).toBe('Bank Transfer');
    expect(label('Pa', -40000, 'vir medisyne')).toBe('Bank Transfer');
    expect(label('Sbongile', -70000, 'groceries for home')).toBe('Bank Transfer');
    // A purpose people are paid for keeps its label.
    expect(label('Ma', -150000, 'school fees')).toBe('Education');
  });

  it("a CONTRIBUTION in the note beside a person's name is no debit order; a stokvel's or a society's stays what it is", () => {
    expect(label('Bongani', -200000, 'lobola contribution')).toBe('Bank Transfer');
    expect(label('Thabo Nkosi', -20000, 'braai contribution')).toBe('Bank Transfer');
    expect(label('Thabo', -20000, 'stokvel contribution')).toBe('Savings Transfer');
    expect(label('FNB App Payment To Umasingcwabane Soc', -10000)).toBe('Funeral Cover');
  });

  it("REV after a municipality's name is its revenue account, not a debit order returned", () => {
    expect(label('Debit Order: ETHEKWINI MUN REV 5501223', -148870)).toBe('Utilities - Water');
    expect(label('DEBIT ORDER CITY OF CT MUNIC REV', -148870)).toBe('Utilities - Water');
    expect(label('DEBIT ORDER ETHEKWINI MUN REVERSAL', 148870)).toBe('Returned Debit Order');
    expect(label('Magtape Debit POLOKWANE MUNI REV', -148870)).toBe('Utilities - Water');
  });

  it("an organisation settling an invoice or a supplier's payment pays the holder's business; a person's, a named payer's income and a code in the reference stay", () => {
    expect(label('Payment Received: Msunduzi Municipality Inv 0409 Verge Cutting', 540000)).toBe('Business Income');
    expect(label('Payment from Outeniqua Lodge INV 552', 1188000)).toBe('Business Income');
    expect(label('Kovsie Catering inv 88', 735000)).toBe('Business Income');
    expect(label('ACB CREDIT DEPT OF HEALTH LP SUPPLIER INV 0912', 4125000)).toBe('Business Income');
    expect(label('Mahlangu Panel Beaters', 1260000, 'Invoice 407 paid')).toBe('Business Income');
    expect(label('EFT CREDIT TEBOGO M INV 0078', 240000)).toBe('Bank Transfer');
    expect(label('ACB CREDIT ACME SALARIES INVOICE 22', 500000)).toBe('Salaries and Wages');
    expect(label('IB PAYMENT FROM LEPHALALE ENGINEERING', 1480000, 'INV 3305')).not.toBe('Business Income');
    expect(label('ACB CREDIT GEPF INV123456', 500000)).toBe('Pension');
    // A payer the rules name keeps its income: INV is an investment's short form too.
    expect(label('Magtape Credit GEPF PENSION INV 1123', 500000)).toBe('Pension');
    expect(label('ACB CREDIT ALLAN GRAY INV 40012 ANNUITY', 500000)).toBe('Pension');
    expect(label('SASSA CHILD SUPPORT GRANT INV 8821', 53000)).toBe('Social Security Income');
    expect(label('ACB CREDIT ACME SALARY', 500000, 'INV 123456')).toBe('Salaries and Wages');
  });

  it('a lending bank alone as the payer with its loan in the reference is a loan paid out; a person or a loan paid back in the note is not', () => {
    expect(label('Capitec', 800000, 'Loan payout 5512')).toBe('Loan Disbursement');
    expect(label('Capitec', 800000, 'Thabo loan')).toBe('Bank Transfer');
    expect(label('Capitec', 50000, 'Loan back')).toBe('Bank Transfer');
    expect(label('Capitec', 50000, 'Loan till month end')).toBe('Bank Transfer');
    expect(label('Absa', 50000, 'Settle loan')).toBe('Bank Transfer');
    expect(label('Capitec', 800000)).toBe('Bank Transfer');
  });

  it('names and wordings the blind sets used', () => {
    expect(label('EFT CREDIT SUPERSPORTBET WD', 150000)).toBe('Gambling');
    expect(label('Own account - PrivateSaver', 1000000, 'Transfer')).toBe('Savings Transfer');
    expect(label('Debit Order: Dis-Chem Health Plan 00231', -41000)).toBe('Health Insurance');
    expect(label('Debit Order - TELKOMSA 0113321 LANDLINE', -42900)).toBe('Utilities - Telephone');
    expect(label('NEDBANK CARD DIVISION 5412', -180000)).toBe('Credit Card Repayments');
    expect(label('Magtape Debit Wsbnk Inst 3390012877', -687055)).toBe('Auto Loan Repayment');
    expect(label('SOCDEV DISAB GRNT', 231500)).toBe('Social Security Income');
    expect(label('Payment Received: Nomsa Dlamini Child Grnt', 53000)).toBe('Bank Transfer');
    expect(label('FNB App Payment From Ashanti', 50000, 'Groceries')).toBe('Bank Transfer');
    expect(label('Payment from CSIR', 850000, 'Studentship Mar')).toBe('Other Income');
    expect(label('SASW CASH 458811904427613', -200000)).toBe('ATM and Cash Withdrawal');
    expect(label('SHAREHOLDER DIV VODACOM GRP', 20466)).toBe('Interest Received');
    expect(label('Payment from HEINEKEN SA', 744000, 'Wages')).toBe('Salaries and Wages');
    expect(label('CREDIT TRANSFER VWSA KARIEGA SAL', 1356002)).toBe('Salaries and Wages');
  });

  it("the second wave's names and wordings: Afrikaans refunds, fees and rent, savings accounts cut short, lenders, interest charged, a community organisation's stipend", () => {
    expect(label('ACB KREDIET SAID BELASTINGTERUGBETALING', 623410)).toBe('SARS');
    expect(label('ACB KREDIET WVF BETALING', 298700)).toBe('UIF');
    expect(label('OORTROKKE FASILITEITSFOOI', -7100)).toBe('Overdraft Fee');
    expect(label('Inward Swift Uk State Pension Dwp', 567800)).toBe('Pension');
    expect(label('TRF TO SAV 0211', -80000)).toBe('Savings Transfer');
    expect(label('IB TRANSFER TO BUSINESS CALL ACC', -1250000)).toBe('Savings Transfer');
    expect(label('ACB DEBIT:EXTERNAL BUSINESS PARTNERS LN 30045', -612000)).toBe('General Loan Repayment');
    expect(label('Magtape Debit Absa Card Div 5512', -145000)).toBe('Credit Card Repayments');
    expect(label('ESKOM FINANCE CO HOMELOAN', -435000)).toBe('Home Loan Repayment');
    expect(label('Personal Loan Interest', -41195)).toBe('Interest Repayment');
    expect(label('INT CHRG OD', -5823)).toBe('Interest Repayment');
    expect(label('KAMERHUUR MEV BOTHA', -220000)).toBe('Rent');
    expect(label('Yoco Technologies (Pty) Ltd', 4500000, 'Capital advance')).toBe('Loan Disbursement');
    expect(label('EFT Credit Siyakhula Community Care', 354000, 'CHW stipend May')).toBe('Other Income');
    expect(label('Money received from TEMBISA RECYCLERS', 105000, 'WK 43')).toBe('Salaries and Wages');
    expect(label('POS PURCHASE (EFFEC 20092025) LIQ CITY KUILSRIVER CARD NO. 5519', -42099)).toBe('Alcohol');
    expect(label('Prime Lodge Guesthouse', 260000, 'Invoice 021 lights')).toBe('Business Income');
    // A person's note of a loan's interest is no lender's.
    expect(label('FNB App Payment From Bheki Loan Interest', 120000)).toBe('Bank Transfer');
  });

  it("a school's aftercare or a gift to a school or a university, named after it or in the note, is what was paid for", () => {
    expect(label('FNB App Payment To Laerskool Waterkloof Naskool', -142000)).toBe('Children and Dependents');
    expect(label('ST JOHNS COLLEGE AFTERCARE', -142000)).toBe('Children and Dependents');
    expect(label('LAERSKOOL WATERKLOOF', -142000, 'Naskool Junie')).toBe('Children and Dependents');
    expect(label('WITS DONATION', -25000)).toBe('Donation');
    expect(label('HOERSKOOL MENLO PARK DONASIE', -50000)).toBe('Donation');
    expect(label('LAERSKOOL WATERKLOOF', -142000, 'school fees')).toBe('Education');
  });

  it("the third wave: pay noted SAL with a period and an employee's number, cover and its benefits by product, a gift to a creche or a club, the informal economy's trades", () => {
    expect(label('MAGTAPE CREDIT TRANSGLOBE FREIGHT', 2148033, 'SAL MAR2025 E0412')).toBe('Salaries and Wages');
    expect(label('ACB CREDIT SA POST OFFICE SOC', 310500, 'SAL BAL FEB 25')).toBe('Salaries and Wages');
    expect(label('Thabo', 310500, 'SAL BAL FEB 25')).toBe('Bank Transfer');
    expect(label('MOMENTUM INCOME BENEFIT - credit transfer', 745000)).toBe('Other Income');
    expect(label('PPS', -245000, 'Sickness and permanent incapacity')).toBe('Life Insurance');
    expect(label('Debit Order: Scratch And Dent Cover 88120', -19900)).toBe('Auto Insurance');
    expect(label('ARCADIA TYRE AND RIM   PRETORIA      ZA', -323179)).toBe('Transport');
    expect(label('UMNGCWABO SOCIETY KWA-MASHU', -15000)).toBe('Funeral Cover');
    expect(label('FNB App Payment To Nhlanhla', -70000, 'Umngcwabo')).toBe('Bank Transfer');
    expect(label('Unpaid Debit Order Penalty', -9500)).toBe('Insufficient Funds Fee');
    expect(label('SASW 30881 KWAMASHU', -100000)).toBe('ATM and Cash Withdrawal');
    expect(label('Ikhwezi Creche Khayelitsha', -150000, 'donation')).toBe('Donation');
    expect(label('Masiphumelele Soccer Club', -200000, 'kit')).toBe('Sport');
    expect(label('Send money to Tsakani Baloyi', -60000, 'xitokisi')).toBe('Savings Transfer');
    expect(label('Card Purchase: Kwa-Bhengu Tavrn Pinetown (Card 2231)', -16500)).toBe('Nightlife & Entertainment');
    expect(label('FARADAY MUTHI MARKET JOHANNESBURG', -16000)).toBe('Health and Medical');
    expect(label('IBANK PAYMENT TO KIMBERLEY JUNIOR SCH', -85000, 'FEES KEA MOKOENA GR2')).toBe('Education');
  });

  it("the fourth wave: a week's pay cut, Afrikaans statements' fees, loans, savings and income, a medical scheme paying a practice", () => {
    // (A name no list knows before SA is as often a person's surname and initials: no employer's evidence.)
    expect(label('FNB APP PAYMENT FROM NGCOBOZA SA', 100000, 'SALARY')).toBe('Bank Transfer');
    expect(label('Payment received from PICK N PAY FRANCH', 172000, 'WKLY PAY')).toBe('Salaries and Wages');
    expect(label('CREDIT TRANSFER UNCLAIMED BENEFITS FUND', 1340287)).toBe('Pension');
    expect(label('#Over Lmt Fee', -9100)).toBe('Spend Limit Exceeded Fee');
    expect(label('FX Fee', -12500, 'Travel card load EUR')).toBe('Bank Charges and Fees');
    expect(label('KREDIETFASILITEIT-DIENSFOOI', -6900)).toBe('Overdraft Fee');
    expect(label('FOOI: ONBET. DEBIETORDER', -15000)).toBe('Insufficient Funds Fee');
    expect(label('Gestuurde Kontant: 0831234567', -40000)).toBe('Bank Transfer');
    expect(label('NEDBANK LENING UITBETALING', 3000000)).toBe('Loan Disbursement');
    expect(label('OORDRAG NA KENNISGEWINGSDEPOSITO', -500000)).toBe('Savings Transfer');
    expect(label('KREDIETOORPLASING ALLAN GRAY UITTREE-ANNUITEIT INKOMSTE', 654300)).toBe('Pension');
    expect(label('VISA DEBIT INT AMAZON MKTP US', -55012)).toBe('Online Purchase');
    expect(label('GEMS', 2312045, 'PROVIDER PMT PR0481234')).toBe('Business Income');
    expect(label('DISCOVERY HEALTH', 85000, 'CLAIM 22')).toBe('Refund');
    expect(label('DISCOVERY HEALTH', 85000, 'CLAIM REMITTANCE')).toBe('Refund');
    expect(label('Capitec', 50000, 'Loan pay')).toBe('Bank Transfer');
    expect(label('Capitec', 50000, 'Loan acc')).toBe('Bank Transfer');
  });
});

describe("session 86's blind sets: what was taken off, given names no list knew, a farm's produce and a marketplace's sellers paid, the revenue service named beside a pay word", () => {
  it('reads no reason for the money in what the line says was taken off', () => {
    // (A letting agent pays the landlord's rent less its commission: rental income, no wage.)
    expect(label('Atlantic Lettings', 1420000, 'rent Mar less commission')).toBe('Other Income');
    expect(label('ACB CREDIT ATLANTIC LETTINGS RENT LESS COMMISSION', 1420000)).toBe('Other Income');
    expect(label('ACB CREDIT ATLANTIC LETTINGS', 1420000, 'commission')).toBe('Salaries and Wages');
    expect(label('ABC HOLDINGS', 1420000, 'SALARY LESS UIF')).toBe('Salaries and Wages');
    // (One word past LESS is taken off too; MIN is also a minimum's short form.)
    expect(label('Atlantic Lettings', 1420000, 'rental less agent commission')).toBe('Other Income');
    expect(label('ACB CREDIT ATLANTIC LETTINGS RENT LESS AGENT COMMISSION', 1420000)).toBe('Other Income');
    expect(label('FNB CREDIT CARD', -100000, 'MIN PAYMENT')).toBe('Credit Card Repayments');
  });

  it('knows the given names of the open providers and the common Sotho, Tswana and Nguni names the lists lacked', () => {
    expect(label('FNB App Payment To Nkululeko', -100000, 'wedding contribution')).toBe('Bank Transfer');
    expect(label('NOMPUMELELO ZUMA', -250000)).toBe('Bank Transfer');
    // (A wholesaler is a business whatever its first word: FOOD is a note's word too.)
    expect(label('Banking App External Payment: Khwezi Food Wholesalers', -156000, 'Inv 2231 stock')).toBe('Groceries');
    // (A municipality's name is no given name: LESEDI stays the municipality's.)
    expect(label('CASHSEND MOBILE LESEDI RATES', -83278)).toBe('Utilities - Water');
  });

  it("reads a farm's produce paid for, a marketplace's or an ad network's payout, and GoalSave's bonus interest", () => {
    expect(label('Payment Received: Taung Grain Co-Op Maize Delivery', 845000)).toBe('Business Income');
    expect(label('Inward EFT BKB Ltd Wool Clip Proceeds', 1423055)).toBe('Business Income');
    expect(label('Mpumalanga Dairy Co-op milk payment', 438060)).toBe('Business Income');
    // (A person's note of the same words is money between people, issue 12's rule, in either field
    // and beside a given name alone.)
    expect(label('Payment from Thabo Mokoena', 300000, 'egg sales')).toBe('Bank Transfer');
    expect(label('ACB CREDIT THABO MILK PAYMENT', 45000)).toBe('Bank Transfer');
    expect(label('CAPITEC NOMSA CATTLE SALES', 4500000)).toBe('Bank Transfer');
    expect(label('IMMEDIATE TRF CR LERATO SELLER PAYMENT', 450000)).toBe('Bank Transfer');
    expect(label('ACB CREDIT VAN ZYL BOERDERY WOOL CLIP', 400000)).toBe('Business Income');
    expect(label('CREDIT TRANSFER TAKEALOT ONLINE SELLER', 275000)).toBe('Business Income');
    expect(label('Makro Marketplace', 455000, 'Seller remittance 1188')).toBe('Business Income');
    expect(label('Google Asia Pacific', 312000, 'AdSense payment 0624')).toBe('Business Income');
    expect(label('Payment Received: Bobpay Payout 30128', 89000)).toBe('Business Income');
    expect(label('Payment to Bobpay', -30000)).toBe('Online Purchase');
    // (Bobpay alone on money in is as often a buyer's cancelled order.)
    expect(label('Payment Received: Bobpay', 30000, 'Order 8812 cancelled')).toBe('Bank Transfer');
    expect(label('GoalSave Salary Kicker - Emergency', 287)).toBe('Interest Received');
    expect(label('LIMPOPO FARMERS MARKET POLOKWANE', -22000)).toBe('Groceries');
    expect(label('POS PURCHASE (EFFEC 05072025) NYAMA CHOMA CORNER KATLEH CARD NO. 4412', -11500)).toBe('Eating Out');
    expect(label('POS Purchase Yoco *Sis Zodwa Doeks 419876*9013 21 Jun', -8500)).toBe('Clothing');
    expect(label('ACB DEBIT:EXTERNAL LIBERTY 0021339', -110500, 'LIFESTYLE PROTECTOR')).toBe('Life Insurance');
    expect(label('Magtape Debit OLDMUT OMUT 0093312754', -50000)).toBe('Investments');
    expect(label('ACB CREDIT ROAD ACC FUND CLAIM', 23475000)).toBe('Other Income');
  });

  it("reads a municipality's traffic department as transport, and a hospital cut short before the place a card terminal prints", () => {
    expect(label('CITY OF CT TRAFFIC CAPE TOWN', -150000)).toBe('Transport');
    expect(label('POS-AANKOOP (EFFEK 12032025) DRAKENSTEIN VERKEER KAART NR. 1123', -50000)).toBe('Transport');
    expect(label('DRAKENSTEIN MUNISIPALITEIT', -50000)).toBe('Utilities - Water');
    expect(label('FNB App Payment To Thabo', -50000, 'traffic fine')).toBe('Bank Transfer');
    expect(label('Card Purchase: Groote Schuur Hosp Observatory (Card 7719)', -41000)).toBe('Health and Medical');
    expect(label('Purchase at Charlotte Maxeke Hosp Parktown', -9500)).toBe('Health and Medical');
    expect(label('Card Purchase: Thabo Hosp Observatory (Card 7719)', -41000)).toBe('Uncategorised');
  });

  it("the second wave: a kind's fee before what it paid, an insurer's brand before a creche, health care's words, pay cut short", () => {
    expect(label('Pay Bills Fee: LOTTO', -200)).toBe('Bank Charges and Fees');
    expect(label('Early Release Fee: Fixed Savings', -320)).toBe('Bank Charges and Fees');
    expect(label('Pay Bills: LOTTO', -5000)).toBe('Gambling');
    expect(label('LITTLE GEMS CRECHE', -180000)).toBe('Children and Dependents');
    expect(label('Payment to Little Gems Aftercare', -180000, 'Term 4')).toBe('Children and Dependents');
    // (An insurer's own product for a child stays its cover; a pound's release fee is no bank's.)
    expect(label('ASSUPOL EDUCATION PLAN', -30000)).toBe('Investments');
    expect(label('CITY OF JOBURG POUND RELEASE FEE', -25000)).not.toBe('Bank Charges and Fees');
    expect(label('WYNBERG BOYS HIGH FEES', -320000)).toBe('Education');
    expect(label('Parklane Psych', -120000, 'Session Nov')).toBe('Health and Medical');
    expect(label('Internet Pmt To Mev Coetzee Dieetkundige', -60000)).toBe('Health and Medical');
    expect(label('Card Purchase: Chris Hani Baragwan Soweto (Card 6134)', -12000)).toBe('Health and Medical');
    // (On a bare payee the word after HOSP is as often a person's note.)
    expect(label('MAKHUBELA HOSP VISIT', -30000)).not.toBe('Health and Medical');
    expect(label('Debit Card Purchase MODIMOLLE BOUWINKEL', -123000)).toBe('Home and Garden');
    expect(label('IB TRANSFER TO', -200000, 'MARKETLINK')).toBe('Savings Transfer');
    expect(label('Incoming EFT - CHICKEN LICKEN BLUE DOWNS WK PAY', 134000)).toBe('Salaries and Wages');
    expect(label('Payment Received: Tsebo Cleaning Fn Pay', 271045)).toBe('Salaries and Wages');
    expect(label('Karan Beef Feedlot', 312000, 'LEAVE PAY')).toBe('Salaries and Wages');
    // (A given name beside the short pay is a person's note, issue 12's rule.)
    expect(label('Payment Received: Thabo Fn Pay', 271045)).toBe('Bank Transfer');
    // (A medical scheme paying a practice, its provider's payment and practice in short.)
    expect(label('Magtape Credit Bonitas Prov Pmt Prac 0523117', 876500)).toBe('Business Income');
    expect(label('DISCOVERY HEALTH', 85000, 'CLAIM PRAC 123')).toBe('Refund');
    expect(label('CHEQUE CARD PURCHASE CMPA ARRIE NE 5222*8530 13 DEC', -33439)).toBe('Health and Medical');
    expect(label('MrPriceH Hend 4278*0900 27 MAR - CHEQUE CARD PURCHASE MrPriceH Hend 4278*0900 27 MAR', -39998)).toBe('Home and Garden');
    expect(label('MR PRICE 550212h32 474118*2477 - debit card purchase', -18252)).toBe('Clothing');
    expect(label('MRP SANDTON', -30000)).toBe('Clothing');
  });

  it("the third wave: the holder's own account at a bank, a retailer's financial products, money sent at a till, debt collectors", () => {
    // (Money moved from the holder's own account at another bank is no pay, whatever the note says.)
    expect(label('Payment Received: Own Fnb Salary', 1250000)).toBe('Bank Transfer');
    expect(label('Payment from Own Absa', 3360000, 'Salary')).toBe('Bank Transfer');
    expect(label('IB PAYMENT FROM OWN ABSA RENT', 700000)).toBe('Bank Transfer');
    expect(label('FNB App Payment To Own Capitec Rent', -650000)).toBe('Bank Transfer');
    expect(label('OWN STD BANK', -165000, 'CAR INSURANCE')).toBe('Bank Transfer');
    expect(label('Payment to My Absa Savings', -50000)).toBe('Savings Transfer');
    // (Not a bank's product paid, another's account, an ATM's or the group's cover.)
    expect(label('IB PAYMENT TO OWN NEDBANK HOME LOAN', -500000)).toBe('Home Loan Repayment');
    expect(label('FNB App Payment To My Absa Credit Card', -100000)).toBe('Credit Card Repayments');
    expect(label('PAYMENT TO OTHER FNB ACCOUNT', -500000, 'Rent')).toBe('Rent');
    expect(label('MAIN ABSA ATM', -50000)).toBe('ATM and Cash Withdrawal');
    expect(label('MY DISCOVERY HEALTH', -50000)).toBe('Health Insurance');
    // (A retailer's brand before the product sold under its name is the product, off its tills.)
    expect(label('Magtape Debit Pnp Creditcard', -579066)).toBe('Credit Card Repayments');
    expect(label('PICK N PAY CC - debit order', -511884, '078200278')).toBe('Credit Card Repayments');
    expect(label('SHOPRITE FNRL COVER - debit order', -8908, '7533886')).toBe('Funeral Cover');
    expect(label('Debit Order PNP LIFE PLAN 987498', -55586)).toBe('Life Insurance');
    expect(label('DISCHEM HLTH INS - debit order', -20149, '70157776')).toBe('Health Insurance');
    expect(label('Debit Order INCREDIBLE CONN DEVICE INS', -8146)).toBe('General Insurance');
    expect(label('Debit order - Toyota Insurance', -98000)).toBe('Auto Insurance');
    expect(label('Pick n Pay Claremont - Credit Card Purchase', -30000)).toBe('Groceries');
    expect(label('POS Purchase Shoprite Money Transf 522177*5666 14 Jul', -224057)).toBe('Bank Transfer');
    expect(label('Mr Price Money Transfer', -67953)).toBe('Bank Transfer');
    expect(label('Banking App External Payment: Kredcor', -30000)).toBe('General Loan Repayment');
    expect(label('Van Wyk Attorneys', -250000, 'Judgment debt acc 9921')).toBe('General Loan Repayment');
    expect(label('BUILT IN CABS', -500000)).toBe('Home and Garden');
    expect(label('Payment to Mama', -50000, 'Fnrl')).toBe('Bank Transfer');
    expect(label('TOYOTA FS 3310229', -610500)).toBe('Auto Loan Repayment');
    expect(label('ACB DEBIT:EXTERNAL HEX VALLEI BEGRAFNISVER 2509', -6000)).toBe('Funeral Cover');
    // (Food and RENTE beside a kin word or a person are their notes: Sesotho's rent, no bank's interest.)
    expect(label('Mama ukudla', -90000)).toBe('Bank Transfer');
    expect(label('Thabo Molefe', -160000, 'rente')).toBe('Bank Transfer');
    expect(label('RENTE', -10000)).toBe('Interest Repayment');
  });

  it("the fourth wave: financial houses paying out by their short forms", () => {
    expect(label('Magtape Credit TRANSNET SDBF 556214', 1120050)).toBe('Pension');
    expect(label('CREDIT TRANSFER PORF PENSION 2281', 543000)).toBe('Pension');
    expect(label('Magtape Credit SASOL LTD FINAL DIV', 12893)).toBe('Interest Received');
    expect(label('ANGLO AMERICAN PLC DIV', 22015)).toBe('Interest Received');
    expect(label('JSE Investor Services', 9240, 'DIV NED')).toBe('Interest Received');
    expect(label('Incoming EFT - NEDGROUP UT SALE', 250000)).toBe('Investments');
    expect(label('ACB CREDIT SANLAM ENDOWMENT MAT', 5200000)).toBe('Investments');
    expect(label('Payment Received: ASSUPOL PREM REFUND', 18000)).toBe('Refund');
    // (A person's note of a dividend, a pension fund or a share's sale is money between people;
    // DIV NO is a division's number on a salary run as often.)
    expect(label('Payment from Sipho', 50000, 'final div')).toBe('Bank Transfer');
    expect(label('Gogo', 50000, 'pen fund')).toBe('Bank Transfer');
    expect(label('Thabo', 50000, 'share sale')).toBe('Bank Transfer');
    expect(label('ACB CREDIT SALARY SAPS DIV NO 4', 1200000)).toBe('Salaries and Wages');
    // (EARNINGS is a person's note too, as SALARY is, after a name opening the payer's reference.)
    expect(label('PAYMENT RECEIVED', 120000, 'THABO EARNINGS')).toBe('Bank Transfer');
    expect(label('ACB CREDIT ACME PTY LTD EARNINGS', 950000)).toBe('Salaries and Wages');
    expect(label('ACB CREDIT SANLAM REALITY CASHBK', 21000)).toBe('Refund');
    expect(label('ACB CREDIT OUTSURANCE BONUS 6YR', 321000)).toBe('Refund');
    // (The insurer stays a payer's name: its claim paid to a beneficiary is money back.)
    expect(label('Payment Received: Outsurance Claim Mokoena', 1230000)).toBe('Refund');
    // (Schools by their own names and cuts, never COLL alone: a collection's short form.)
    expect(label('Hilton College', -9800000, 'Term 3 2291')).toBe('Education');
    expect(label('HILTON HOTEL DURBAN', -300000)).toBe('Holidays and Travel');
    expect(label('BISHOPS DIOCESAN COLL RONDEBOSCH', -250000)).toBe('Education');
    expect(label('DEBIT ORDER NORTH WEST COLL 0091', -50000)).toBe('Debit Order');
    expect(label('POS Purchase - SCHOOL SHOE WAREHOUSE JABAV', -39900)).toBe('Clothing');
    expect(label('OORTROKKINGSFASILITEITFOOI', -6900)).toBe('Overdraft Fee');
    expect(label('MAGBANDKREDIET SAID BELASTINGTERUGB', 442010)).toBe('SARS');
    expect(label('ACB KREDIET WVF UITBETALING', 398000)).toBe('UIF');
    expect(label('POS-aankoop Naelstudio Lize Kle 428104*9914 16 Jan', -28000)).toBe('Personal Care');
    // (A small business's money out; the revenue service's interest on a tax is the tax.)
    expect(label('SARS', -87320, 'Penalty & interest VAT')).toBe('Tax Payment');
    expect(label('ACB CREDIT FNB MERCHANT COMMISSION REFUND', 50000)).toBe('Refund');
    expect(label('Wasteman', -189750, 'Skip bin Oct')).toBe('Utilities - Water');
    expect(label('Old Mutual Insure', -152230, 'Business All Risk 0091')).toBe('General Insurance');
    expect(label('Old Mutual', -215000, 'Keyman cover')).toBe('Life Insurance');
    expect(label('DIGITAL PAYMENT DT BIDFOOD INV 443210', -1388716)).toBe('Groceries');
  });

  it('keeps money from the revenue service SARS when a later word of the line took its phrase', () => {
    expect(label('SARS', 50000, 'refund salary tax')).toBe('SARS');
    expect(label('ACB CREDIT SARS REFUND', 50000)).toBe('SARS');
    expect(label('SHOPRITE REFUND', 50000)).toBe('Refund');
    // (The revenue service's own name, not a tax word in an employer's note.)
    expect(label('ACB CREDIT ACME PTY LTD', 900000, 'WAGES REVERSAL PAYE UIF')).toBe('Refund');
  });
});

describe("a shop's kind glued to its head (session 94: compoundsApart)", () => {
  // Afrikaans writes a shop's kind and WINKEL or KLUB as one word; English glues SHOP so. Each was
  // Uncategorised before (the blind set 94a's Absa months).
  it.each([
    ['VKP AANKOOP DIE RUGBYWINKEL 475812*0937', -129900, 'Sport'],
    ['POS PURCHASE RUGBYSHOP 475812*0937', -129900, 'Sport'],
    ['VKP AANKOOP GEORGE ROLBALKLUB', -45000, 'Sport'],
    ['POS PURCHASE SURFSHOP JBAY', -39900, 'Sport'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('reads no compound whose kind is a name, a word it knows whole, or money in', () => {
    // (BOB is a name, no kind; the knowledge base reads SELFOONWINKEL whole.)
    expect(label('POS PURCHASE BOBSHOP JBAY', -39900)).not.toBe('Sport');
    expect(label('VKP AANKOOP DIE SELFOONWINKEL', -39900)).toBe('Electronics and Appliances');
    expect(label('ACB KREDIET RUGBYWINKEL', 39900)).not.toBe('Sport');
  });
});

describe('session 94: chains, Afrikaans trades and products named', () => {
  it.each([
    ['POS PURCHASE PLAYSTATION PLUS 5221*8876 17 MAR', -13900, 'Subscriptions', null],
    ['Card Purchase: PAYFAST*BATHU 4483*2201 15 MAR', -129900, 'Clothing', null],
    ['POS Purchase NGF Bryanston 489315*7720 28 Feb', -64500, 'Alcohol', null],
    ['POS Purchase Shoprite LiqShop Khayelitsha 400012*9914 29 Mar', -21900, 'Alcohol', null],
    ['POS Purchase PIZZA INN THOHOYANDOU', -8990, 'Eating Out', null],
    ['Card purchase - The Beer Garden Fourways', -32000, 'Nightlife & Entertainment', null],
    ['VKP AANKOOP SUIDKAAP KASINO GEORGE 475903*1148', -50000, 'Gambling', null],
    ['VKP AANKOOP PRETORIUS FLIEKTEATER 475812*0937', -24000, 'Entertainment', null],
    ['VKP AANKOOP SNUIF & SIGARE 475903*1148', -15900, 'Tobacco & Smoking', null],
    ['NAEDO DEBIT IPDA', -234500, 'Debt Review Payment', null],
    ['Debit Order: Sizwe Hosken Medical', -256700, 'Health Insurance', null],
    // A credit furniture chain: its account paid is its credit agreement, its till furniture.
    ['Payment to Morkels', -85000, 'General Loan Repayment', 'Account 55120933 June'],
    ['Card purchase: Morkels Sandton ZA', -899900, 'Home and Garden', null],
    ['ACB CREDIT MORKELS STORES SALARY', 810000, 'Salaries and Wages', null],
  ])('%s (%i) is %s', (description: string, amount: number, want: string, reference: string | null) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("a business's kind glued to the other heads, and a name trading as another (session 94)", () => {
  it.each([
    // Afrikaans HUIS, SENTRUM, HANDEL, WERKE, DIENSTE; English STORE (the blind set 94h).
    ['PURCHASE 4790*7720 19/03 STEAKHUIS DIE BRANDERS GORDONSBAAI', -46500, 'Eating Out'],
    ['POS PURCHASE 522198*3345 17APR KLEREHANDEL DIE MODE WORCESTER', -54900, 'Clothing'],
    ['Card: Dranksentrum Villiersdorp', -31200, 'Alcohol'],
    ['POS PURCHASE 522198*1176 14APR HOUTWERKE SAAGMEUL SABIE', -124000, 'Home and Garden'],
    ['PURCHASE DIE WYNHUIS MONTAGU ZA 4514*2290', -52000, 'Alcohol'],
    ['PURCHASE 4790*1109 23/04 HAARHUIS BELLA PAROW', -45000, 'Personal Care'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('reads no compound beside an initial: a surname so written', () => {
    expect(label('Payment to: Haarhuis L', -30000, 'Haarhuis L')).toBe('Bank Transfer');
    expect(label('ACB DEBIT:EXTERNAL HAARHUIS L', -30000)).not.toBe('Personal Care');
  });

  it("reads no compound whose kind is a payment's purpose, not a shop's (a tax practitioner's services)", () => {
    expect(label('Debit order Belastingdienste Boekhouers', -95000, 'MAANDFOOI')).not.toBe('Tax Payment');
  });

  it.each([
    // A person's name trading as a business is the business (t/a, T/A, h/a: handelende as).
    ['Instant payment to Bongi van Rooyen t/a Bongis Braids', -60000, 'Thandeka braids', 'Personal Care'],
    ['Banking App Payment: Church Street Liquors h/a P Maharaj', -247000, 'order 44', 'Alcohol'],
    ['FNB App Payment To M Mokoena t/a Moks Hair', -45000, 'braids', 'Personal Care'],
    ['Received from Ngubane Transport T/A', 1200000, 'Salary Apr Z Dube driver', 'Salaries and Wages'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });

  it("keeps a person's note to a person trading as a business a transfer, and reads a transfer's trader", () => {
    expect(label('Instant payment to Bongi van Rooyen t/a Bongis Braids', -60000, 'birthday gift')).toBe('Bank Transfer');
    expect(label('FNB App Payment To T Nkosi t/a TN Plumbing', -60000, 'loan repay')).toBe('Bank Transfer');
    expect(label('IMMEDIATE TRF DT CAPITEC L SITHOLE T/A LS SHISANYAMA', -150000, 'catering')).toBe('Eating Out');
    expect(label('ONLINE TRANSFER TO A PATEL T/A PATEL PHARMACY', -45000, 'meds')).toBe('Health and Medical');
  });

  it("reads a subcontractor's week in the note as no wage, and a payer named for subcontracting as no note", () => {
    expect(label('Payment received Total Tiling h/a B Maluleke', 640000, 'sub-contract wk 12')).not.toBe('Salaries and Wages');
    expect(label('ACB CREDIT MAHLANGU SUBCONTRACTORS CC', 640000, 'WK 12')).toBe('Salaries and Wages');
  });

  it('a person\'s initials TA are no "trading as"', () => {
    expect(label('Payment to Thabo TA', -5000, 'lunch')).toBe('Bank Transfer');
  });
});

describe("a chain's name with one initial is a person so named (session 94: brandWithAnInitial)", () => {
  it.each([
    ['DIGITAL PAYMENT DT ABSA BANK Lewis N', -150000, 'Lewis N'],
    ['IB PAYMENT TO MARKHAM L', -100000, 'MARKHAM L'],
    ['PAYSHAP PAYMENT TO GAME T', -80000, 'GAME T'],
    ['Payment to Bolt K', -8000, 'Bolt K'],
    ['FNB App Payment To Clicks T', -6000, 'Clicks T'],
    ['Payment to K Bolt', -30000, 'K Bolt'],
  ])('%s (%i, %s) is a transfer', (description, amount, reference) => {
    expect(label(description, amount, reference)).toBe('Bank Transfer');
  });

  it('reads the field after BENEFICIARY or a title, and a cellphone number as no account', () => {
    expect(label('Payment to Beneficiary: Boxer T', -40000, 'Boxer T')).toBe('Bank Transfer');
    expect(label('Payment to MR T GAME', -30000, 'birthday')).toBe('Bank Transfer');
    expect(label('Payment to Bolt K', -20000, '0823419987')).toBe('Bank Transfer');
  });

  it("keeps the chain's account, instalment or order noted", () => {
    expect(label('Payment to Lewis N', -85000, 'acc 55120933 instalment')).toBe('General Loan Repayment');
    expect(label('FNB App Payment To Spar N', -230000, 'order 4412 stock')).toBe('Groceries');
  });

  it('keeps the chain where the letter is no initial: glued to digits, a cut word, a trade named for its owner', () => {
    expect(label('Payment Received: SASSA SRD R370', 37000)).toBe('Social Security Income');
    expect(label('EFT CREDIT MINEWORKERS PROVIDENT F', 238740, 'ANNUITY 0325 MEM 0044812')).toBe('Pension');
    expect(label('Banking App Payment: V Plumbing', -1564876, 'QUOTE 396')).toBe('Home and Garden');
    expect(label('IB PAYMENT TO LEWIS STORES', -50000, 'ACC 5512')).toBe('General Loan Repayment');
  });
});

describe('session 94: what a sum includes, a councillor\'s pay, a vehicle\'s gap cover', () => {
  it.each([
    // What a sum includes is no reason for it, as what is taken off is not.
    ['FNB App Payment To Landlord P Botha', -750000, 'Rent May incl elec', 'Rent'],
    ['DEBIT ORDER SEEFF RENTALS', -780000, 'RENT INCL ELEC', 'Rent'],
    ['ACB CREDIT YOCO PAYOUT', 125500, 'INCL REFUND ADJ', 'Business Income'],
    // A councillor's allowance is the office bearer's pay.
    ['EFT received from City of Cape Town', 5120800, 'CLLR ALLOWANCE WARD 12', 'Salaries and Wages'],
    ['ACB CREDIT NMBM COUNCILLOR ALLOW', 4561230, 'CLLR 0213 ALLOWANCE', 'Salaries and Wages'],
    // A vehicle's gap cover is the car's; a medical scheme's shortfall cover its gap cover.
    ['DEBIT ORDER HOLLARD GAP COVER VEH FIN', -18900, 'HL7730211', 'Auto Insurance'],
    ['DEBIT ORDER VEHICLE GAP COVER', -18900, null, 'Auto Insurance'],
    ['SANLAM GAP COVER', -18900, null, 'Health Insurance'],
    ['DEBIT ORDER MEDICAL SHORTFALL COVER', -32000, null, 'Health Insurance'],
    ['Debit Order - ABSA VAF SHORTFALL', -150000, 'SHORTFALL 2231', 'Auto Loan Repayment'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 94: the state's office bearers and temporary staff, a grocer's DRANK", () => {
  it.each([
    ['Payment Received: NW PROV LEGISLATURE', 7012450, 'MPL REMUN', 'Salaries and Wages'],
    ['Credit transfer PARLIAMENT RSA', 9840050, 'MP REMUNERATION', 'Salaries and Wages'],
    ['Payment Received: STATS SA', 1180000, 'CENSUS FIELDWORKER NOV', 'Salaries and Wages'],
    ['Payment Received: IEC', 265000, 'PRESIDING OFFICER MAY24', 'Salaries and Wages'],
    ['Magtape Credit GDE', 1287650, 'NSC MARKING FEES', 'Salaries and Wages'],
    ['Received from SAPS', 520000, 'RESERVIST PAYMENT', 'Salaries and Wages'],
    ['Money in: EC COGTA', 1375000, 'HEADMAN ALLOWANCE', 'Salaries and Wages'],
    ['Payment from WC DTPW EPWP', 296000, 'EPWP STIPEND WK 10-13', 'Other Income'],
    ['EFT Credit SEDIBENG CWP', 127600, 'CWP PARTICIPANT STIPEND', 'Other Income'],
    ['Payment in: NYDA', 1500000, 'Grant voucher 20411', 'Other Income'],
    // (A person's note of such work is still a person's money.)
    ['Payment Received: Thabo Mokoena', 50000, 'marking fees share', 'Bank Transfer'],
    ['POS Aankoop Pnp Drank Paarl 419570*8802 13 Apr', -34900, null, 'Alcohol'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 94: independents' kinds of place by their own words", () => {
  it.each([
    ['Card Purchase: Mama Africa Pie Shop Giyani', -4500, 'Eating Out'],
    ['POS PURCHASE FLORIDA LAKE FRIED FISH 4451*7702 22 FEB', -8900, 'Eating Out'],
    ['CHEQUE CARD PURCHASE LADYSMITH BREYANI HOUSE 5221*0934 12 NOV', -11000, 'Eating Out'],
    ['POS Purchase Cloud Nine Hookah Bar Hatfield 428800*3021 14 Oct', -32000, 'Nightlife & Entertainment'],
    ['POS Purchase Observatory Bean Bar 5543*8891 15/06', -4800, 'Coffee'],
    ['Card Purchase BUSHBUCKRIDGE BOTTLE KING', -19900, 'Alcohol'],
    ['Card Purchase DURBANVILLE WYN & BIER ZA', -49900, 'Alcohol'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });
});

describe("session 94: a collection bureau's own fee, lobola", () => {
  it.each([
    ['DEBIT ORDER PAYCORE FEES', -11200, 'DEBICHECK AUTH FEES', 'Bank Charges and Fees'],
    ['Debit order Intecon Fees', -18750, 'COLLECTION COMMISSION', 'Bank Charges and Fees'],
    ['NETCASH*ST MARYS SCHOOL FEES', -300000, null, 'Education'],
    ['FNB App Payment To Liberty M', -300000, 'lobola contribution', 'Bank Transfer'],
    ['Internet Pmt To Lobola Contribution', -200000, null, 'Bank Transfer'],
    // (The holder's own lobola pot is savings.)
    ['Transfer to GoalSave - Lobola', -200000, null, 'Savings Transfer'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 94: a card purchase's shop printed in the reference (Standard Bank's second line)", () => {
  it.each([
    ['CHEQUE CARD PURCHASE', -11990, 'KFC GREENSTON13:14 489537*4410 28 MAR', 'Eating Out'],
    ['CHEQUE CARD PURCHASE', -45612, 'PNP RONDEBOSC17:31 479912*6654 01 JUN', 'Groceries'],
    ['CHEQUE CARD PURCHASE', -32998, 'JET POLOKWANE12:15 401236*0187 13 JUL', 'Clothing'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });

  it("keeps a code's reference noise, a cash machine's line and an unknown shop as written", () => {
    expect(label('CHEQUE CARD PURCHASE', -11990, 'INV 4471920')).toBe(label('CHEQUE CARD PURCHASE', -11990));
    expect(label('ATM Cash 824702 961172*1013 01 Apr', -50000, 'DEPOSIT RECEIVED 5512')).toBe('ATM and Cash Withdrawal');
    expect(label('CARD PURCHASE INT', -23194, 'SOMESHOP XYZ   5221*0392 21 APR AED 46.00')).toBe('Uncategorised');
  });
});

describe("session 95: the kinds of place blind sets 95a-95e named by their own words", () => {
  it.each([
    ['CHEQUE CARD PURCHASE VELOCITY KARTS MIDRAND 4761*0923 15 MAR', -78000, null, 'Entertainment'],
    ['POS Purchase Axe & Ale Axe Throwing Benoni', -28000, null, 'Entertainment'],
    ['KAARTAANKOOP SPOKHUIS ONTSNAPKAMER CENTURION 4761*3390 02 JUN', -110000, null, 'Entertainment'],
    ['Card purchase - Phone Booth Speakeasy Braamfontein', -41000, null, 'Nightlife & Entertainment'],
    ['IB PAYMENT TO MPUMALANGA COAL MERCHANTS', -165000, 'coal 500kg', 'General Purchases'],
    ['Payment to Ezi Skip Hire', -240000, '6m3 skip', 'Home and Garden'],
    // (Not SKIPS alone: a nickname on a person's channel.)
    ['PayShap Payment: Skips', -5000, 'Lunch money', 'Bank Transfer'],
    ['Payment to Metsi Water Tanker', -140000, 'water 5000L', 'Utilities - Water'],
    ['Grootvlei Diensstasie Bethal (Card 0934)', -70000, null, 'Fuel'],
    ['CARD PURCHASE POOL & SNOOKER BAR 01/04', -26000, null, 'Nightlife & Entertainment'],
    // (A swimming pool's upkeep is still the home's.)
    ['DEBIT ORDER AQUA POOL SERVICES', -48500, 'APS 0213', 'Home and Garden'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 95: a marketplace's payout of sales, organisations that pay performers and crews", () => {
  it.each([
    ['Payment from Takealot Online', 234000, 'Marketplace payout 88231', 'Business Income'],
    ['Payment received from Yaga', 64500, 'Sales payout', 'Business Income'],
    ['Payment Received: Joburg Theatre', 350000, 'DJ set fee', 'Business Income'],
    ['EFT CREDIT SOUL CITY INSTITUTE', 950000, 'CONSULTING FEE MAR', 'Business Income'],
    // (A person's payout note is still a person's money.)
    ['Payment Received: Thabo Mokoena', 64500, 'payout', 'Bank Transfer'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 95: a funeral scheme cut to FUN or BS on a debit order; services collect, no store account", () => {
  it.each([
    ['Magtape Debit Thusanang Fun', -11500, 'THF 7783', 'Funeral Cover'],
    ['Debit order: Thembeka Fun 8831', -11000, null, 'Funeral Cover'],
    ['Debit order Motsweding Fun Parl', -12800, 'MFP 00912', 'Funeral Cover'],
    ['DEBIT ORDER SINETHEMBA BS', -10000, 'SINETH 224', 'Funeral Cover'],
    ['Debit order RAT PATROL PEST', -35000, 'RP2291', 'Home and Garden'],
    ['DEBIT ORDER TERMITE TERMINATORS', -42000, 'TT4412', 'Home and Garden'],
    // (FUN before a word of its own is no funeral's cut; a card purchase is no debit order.)
    ['DEBIT ORDER FUN COMPANY', -10000, 'KF 1', 'Entertainment'],
    ['Card purchase Ubuntu Fun Zone (Card 4410)', -10000, null, 'Entertainment'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 95: a chain's name before a surname with no reference; a note and then a relative", () => {
  it.each([
    ['Send money to Zara Khumalo', -180000, null, 'Bank Transfer'],
    ['IB PAYMENT TO Jet Mabuza', -25000, null, 'Bank Transfer'],
    ['FNB App Payment To Shell Ndlovu', -25000, null, 'Bank Transfer'],
    // (The store's account stays its account: alone, with its number, or a branch's town after it.)
    ['FNB App Payment To Edgars', -25000, null, 'General Loan Repayment'],
    ['FNB App Payment To Edgars Mokoena', -25000, '8812003311', 'General Loan Repayment'],
    ['Internet Pmt To Cashbuild Brits', -25000, null, 'Home and Garden'],
    ['Groceries Gogo', -100000, null, 'Bank Transfer'],
    ['Taxi fare Mama', -15000, null, 'Bank Transfer'],
    ['Airtime Mama', -1500, null, 'Cellular Data Purchase'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 95: a shop's name with its town glued on by a terminal's field", () => {
  it.each([
    ['POS Purchase SHOPRITEPOLOK 412754*0093 11 Feb', -23417, 'Groceries'],
    ['POS Purchase DISCHEMSASOLB 412754*0093 14 Feb', -42785, 'Health and Medical'],
    ['TJEKKAARTAANKOOP SLAGHUISVRYHE 5196*1302 22 MAR', -47890, 'Groceries'],
    ['POS Purchase STARBUCKSROSE 430512*8821 19 Apr', -6200, 'Coffee'],
    ['POS Purchase CNABROOKLYNMA 430512*8821 11 Apr', -8995, 'General Purchases'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it("reads no shop where a word only begins like one (a town's start too short, a town or a word whole)", () => {
    // SPAR + KLE, KOFFIE + POT, GOLF + PARK: a word's own ending, no town's start.
    expect(label('POS PURCHASE SPARKLE CAR WASH SECUNDA 4878*2345 20 AUG', -12000)).toBe('Transport');
    expect(label('POS Purchase Koffiepot Restaurant Riebeek West 483253*1040 28 Oct', -75189)).toBe('Eating Out');
    // SASOLBURG is a town, not Sasol at BURG.
    expect(label('Card Purchase: Sasolburg Spar (Card 3321)', -48230)).toBe('Groceries');
    expect(label('CHEQUE CARD PURCHASE SPARKSELECTRI 5196*1302 20 MAR', -34560)).not.toBe('Groceries');
  });
});

describe("session 95: lenders by their names' own words and by name; Afrikaans places", () => {
  it.each([
    ['Magtape Debit Quickrand Cash', -92500, 'QRC45512', 'General Loan Repayment'],
    ['Magtape Debit Debicheck Khula Cash', -54000, 'KC 55102', 'General Loan Repayment'],
    ['CREDIT TRANSFER SEFA LOANS', 20000000, 'DISB 55612', 'Loan Disbursement'],
    ['Payment Received: Sefa Mokoena', 50000, null, 'Bank Transfer'],
    ['ACB CREDIT YOCO CAPITAL', 3000000, 'CAPITAL ADVANCE', 'Loan Disbursement'],
    ['Debit Order: EarnEarly Advance Recovery', -157500, null, 'General Loan Repayment'],
    // (A card machine's own payout is still the business's takings.)
    ['YOCO SETTLEMENT', 150000, null, 'Business Income'],
    ['Vbp-Aankoop Ko Kasi Taverne Mangaung 418755*5521 09 Mei', -18000, null, 'Nightlife & Entertainment'],
    ['KAARTAANKOOP PARKHUIS MENLYN 522134*3345 22 MEI', -2000, null, 'Parking'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 95: the review's probes at the edges of the session's readings", () => {
  it.each([
    // A branch named by a town the surname lists hold, with no note, is still the chain.
    ['Payment to Shoprite Makhado', -45000, null, 'Groceries'],
    ['Internet Pmt To Cashbuild Kriel', -125000, null, 'Home and Garden'],
    // A fund's name cut to FUN, and initials after a surname's particle, are no funeral scheme.
    ['DEBIT ORDER UMBRELLA FUN', -50000, null, 'Debit Order'],
    ['Debit order Hlanganani BS Soc', -10000, null, 'Funeral Cover'],
    // CREDIT ending a lender's name on a debit order, though the bank's wording holds the word too.
    ['Debit order to Vula Credit', -29950, 'VC-33410', 'General Loan Repayment'],
    ['Lunch Son', -5000, null, 'Bank Transfer'],
    ['INST PAYMENT FROM T MOKOENA', 50000, null, 'Bank Transfer'],
    ['Payment Received: Betway', 120000, 'Event payout', 'Gambling'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 95: insurers by their short names; a burial scheme cut to BUR", () => {
  it.each([
    ['ACB DEBIT MVIA 4410298', -96300, null, 'General Insurance'],
    ['Debit Order - Mvia Home', -33900, 'MV2203442', 'Home Insurance'],
    ['ACB DEBIT:EXTERNAL SETTLEMENT UBUNTU BUR 2503010044', -10000, null, 'Funeral Cover'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 96: shops' kinds the trade words lacked, each measured over the newcomers' files", () => {
  it.each([
    // A village's or a township's shop by its own language's word: a general dealer, food.
    ['POS PURCHASE ISITOLO SIKAMAZULU NONGOMA 22APR CARD 0457', -8765, null, 'Groceries'],
    ['POS Purchase VHENGELE LA MUKONDELELI THOHOYAN 412753*5098 19 Mar', -9975, null, 'Groceries'],
    ['Card purchase - XITOLO XA VUTOMI GIYANI ZA', -4200, null, 'Groceries'],
    ['Lebenkele la Mma Phuti Seshego (Card 3310)', -5420, null, 'Groceries'],
    ['Card Purchase: Koeldrank Depot Thabazimbi ZA', -15600, null, 'Groceries'],
    ['POS Local Purchase Forever Florals Kimberley ZA (Card 7730)', -31000, null, 'General Purchases'],
    ['SN*SHOWTIME BLOOMS  Durban ZA', -39000, null, 'General Purchases'],
    ['CHEQUE CARD PURCHASE PRINT CITY LA14H38', -12000, null, 'General Purchases'],
    ['ZAPPER*KENTE COUTURE JHB ZA', -265000, 'Card 4417', 'Clothing'],
    ['Card Purchase: Yoco*Mama Ntombi Sewing (Card 4410)', -25000, null, 'Clothing'],
    ['POS Local Purchase Umhlanga Getaways Umhlanga ZA (Card 4821)', -380000, null, 'Holidays and Travel'],
    ['KAARTAANKOOP KKNK KAARTJIES OUDTSHOORN 522134*3345 15 MRT', -48000, null, 'Entertainment'],
    ['Card Purchase: Zapper *Khumbu Cuts Mdantsane ZA (Card 6650)', -6000, null, 'Personal Care'],
    ['SNAPSCAN*THE BEAN ROOM 4551*3021 03/05', -4200, null, 'Coffee'],
    ['POS Purchase Bean Bag City 489514*4417 08 Sep', -89900, null, 'Home and Garden'],
    ['POS Purchase VKB Landbou Bethlehem 485427*5521 03 Oct', -46850, null, 'Home and Garden'],
    ['POS PURCHASE SWARTLAND AGRI MOORREESBURG ZA', -247494, null, 'Home and Garden'],
    ['POS PURCHASE SOWETO PLUMB SOWETO 541282XXXXXX3391', -42000, null, 'Home and Garden'],
    // ... not an insurer's or a bank's cover or loan to farms, nor a phone's number after CELL, nor
    // an atelier (a florist's or a coffee roaster's as often), nor a town cut from STRANDHUIS.
    ['SANTAM AGRI', -50000, null, 'General Insurance'],
    ['Send Money App To Cell 0827730019', -50000, 'Gogo', 'Bank Transfer'],
    ['POS PURCHASE THE COFFEE ATELIER BLOEMFONTEIN', -5800, null, 'Coffee'],
    ['Ccn*ocean Fish N Chips Strand (Card 2093)', -11200, null, 'Eating Out'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe('session 96: a small business ends its name in what it is; a funeral plan glued to its word; covers by their short words', () => {
  it.each([
    ['Purchase - GARDEN NURSERY CAFE', -14600, null, 'Eating Out'],
    ['POS Purchase - Plumbers Pizza Rustenburg', -20685, null, 'Eating Out'],
    ['THE TICKET OFFICE PIES 5196*1302 29 APR - cheque card purchase', -4800, null, 'Eating Out'],
    ['DebiCheck: OLD MUTUAL FUNERALCARE', -18900, 'OMFC55120874', 'Funeral Cover'],
    ['Debit order: Momentum MyFuneral', -16500, null, 'Funeral Cover'],
    ['ACB DEBIT:EXTERNAL SANTAM HHOLD 1128900', -31200, null, 'Home Insurance'],
    ['Debit order BIDVEST INS TYRE AND RIM', -12900, null, 'Auto Insurance'],
    // (A tyre dealer's own debit order is still its trade's: no insurer names a cover.)
    ['DEBIT ORDER TIGER WHEEL TYRE', -12900, null, 'Transport'],
    ['CARD PURCHASE ZOOM.COM', -27000, null, 'Subscriptions'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 96's second wave: co-operatives' farm stores, a hubbly lounge, a coffee pot, a student's room, a hospital's canteen", () => {
  it.each([
    ['POS PURCHASE GWK BEDRYF DOUGLAS', -256400, null, 'Home and Garden'],
    ['AANKOOP VKB SENEKAL 4779*3321 18 MEI', -38720, null, 'Home and Garden'],
    // The co-operative's account is a store account; its fuel depot is fuel.
    ['DEBIETORDER OVK KREDIET REK', -900000, 'OVK 229103', 'General Loan Repayment'],
    ['OVK BRANDSTOF LADYBRAND', -72000, null, 'Fuel'],
    ['SENWES VULSTA06H30 - CHEQUE CARD PURCHASE', -120000, null, 'Fuel'],
    ['CARD PURCHASE BIG SAVE POLOKWANE', -612340, 'CARD 5512', 'Groceries'],
    ['POS PURCHASE HUBBLY LOUNGE SUNNYSIDE', -28000, '459710*1198 24 MAY', 'Nightlife & Entertainment'],
    ['POS Purchase (Effec 14/06/2024) Yoco *Die Koffiepot Dullstr Card No. 4411', -6400, null, 'Coffee'],
    ['DIGITAL PAYMENT DT AUCKLAND STUDENT LIVING', -250000, 'room 4B March', 'Rent'],
    ['IB PAYMENT TO UCT RESIDENCE FEES', -1200000, 'STUDENT 1234567', 'Education'],
    ['Internet banking pmt to CPUT', -350000, 'STUDENT 221109873 RES', 'Education'],
    ['POS PURCHASE GREYS HOSPITAL CANTEEN 5412*3381 10/03', -4500, null, 'Eating Out'],
    ['POS PURCHASE VOLKSBLAD DIGITAAL 5398*6620', -12000, null, 'Subscriptions'],
    ['Card Purchase: Die Burger Bar Langebaan', -18700, null, 'Eating Out'],
    ['DIGITALE BETALING DT BLOEMFONTEIN ROLBALKLUB', -95000, 'jaarlikse intekening 2025', 'Sport'],
    ['Card Purchase: Builders Warehouse Weber Braai', -389900, null, 'Home and Garden'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 96: a thing's doctor or clinic is its repairer", () => {
  it.each([
    ['POS PURCHASE APPLIANCE DOCTOR REPAIRS GERMISTON ZA 2025-05-27 CARD 1184', -95000, null, 'Electronics and Appliances'],
    ['Card purchase YOCO *SNEAKER DOCTOR Soweto ZA', -12000, null, 'Clothing'],
    ['IB PAYMENT TO GARDEN DOCTOR', -85000, 'MONTHLY SERVICE', 'Home and Garden'],
    ['POS Purchase Espresso Clinic Stellenbosch 412345*8812 10 May', -5500, null, 'Coffee'],
    // ... not a traveller's clinic (its vaccines) nor a supermarket's.
    ['Travel Clinic Rosebank Yellow Fever', -62000, null, 'Health and Medical'],
    ['POS PURCHASE PNP CLINIC DURBANVILLE', -22000, null, 'Health and Medical'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 96's third wave: a car maker's financial services run together, chains the knowledge base lacked", () => {
  it.each([
    ['BMW FINSERV 7781002311', -1289900, null, 'Auto Loan Repayment'],
    ['POS PURCHASE (EFFEC 14052024) BED CITY KEMPTON PARK CARD NO. 2290', -450000, null, 'Home and Garden'],
    ['AVO BY NEDBANK   541282XXXXXX9066', -43200, null, 'Online Purchase'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 96: a debit order's wording alone, the payee in the reference the collector wrote", () => {
  it.each([
    ['ACB DEBIT:EXTERNAL', -298000, 'MOMENTUM MED 88123', 'Health Insurance'],
    ['ACB DEBIT:EXTERNAL', -100000, 'LIBERTY RA 5512', 'Investments'],
    ['DEBIT ORDER', -49900, 'CLEARSKY ISP 2201', 'Utilities - Telephone'],
    ['DEBIT ORDER', -4120, 'UIF CONTRIB DOM WKR', 'UIF'],
    // A code's prefix and its number stay noise; an unknown payee is still a debit order.
    ['DEBIT ORDER', -49900, 'POL 2201993', 'Debit Order'],
    ['DEBIT ORDER', -49900, 'ZENTRO 2201', 'Debit Order'],
    // A payment's reference is the holder's own note, not the payee's field.
    ['CATS THIRD PARTY PAYMENT', -430000, 'MFC VEHICLE FIN', 'Bank Transfer'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 96's review: the new words at their edges; a taxi's owner paid the fare", () => {
  it.each([
    ['POS PURCHASE QUALITY MEAT CUTS PAARL', -30000, null, 'Groceries'],
    ['POS PURCHASE DELI COLD CUTS', -30000, null, 'Groceries'],
    ['POS Purchase Nail Couture Menlyn', -30000, null, 'Personal Care'],
    ['CAKE COUTURE BRYANSTON - CHEQUE CARD PURCHASE', -45000, null, 'Groceries'],
    ['KAARTAANKOOP INTERCAPE KAARTJIES BLOEMFONTEIN', -30000, null, 'Transport'],
    ['IB PAYMENT TO NWK MOKOENA', -30000, 'loan back', 'Bank Transfer'],
    ['IB PAYMENT TO GWK SITHOLE', -30000, 'school trip', 'Bank Transfer'],
    ['WITS STUDENT RESIDENCE', -300000, null, 'Education'],
    ['FNB App Payment To Thandi Mr Price', -35000, null, 'Bank Transfer'],
    // A debit order's lone code in the reference stays noise.
    ['Debit order DebiCheck Intecon', -25000, 'INT 8812099', 'Debit Order'],
    // A taxi's owner paid the fare the holder notes; taxi money sent is money given.
    ['Payment to Bra Vusi Taxi', -35000, 'Weekly', 'Transport'],
    ['Banking App Payment: Simon Mabena Taxi Owner', -50000, 'Weekly taxi fare Jan', 'Transport'],
    ['PayShap payment to Taxi Boss Mkhize', -75000, 'Monthly', 'Transport'],
    ['Payment to Bra Vusi Taxi', -35000, null, 'Bank Transfer'],
    ['FNB App Payment To Sipho Taxi', -30000, 'taxi money', 'Bank Transfer'],
    ['Payment to Sipho', -35000, 'weekly taxi fare', 'Bank Transfer'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe('session 96: a transport operator named for its trade paid the fare; a person named like a brand paid the rent', () => {
  it.each([
    ['EFT PAYMENT TO MOLEFE TRANSPORT', -60000, 'SCHOLAR TRANSPORT JAN', 'Transport'],
    ['FNB App Payment To Mabaso Transport', -60000, 'scholar transport apr', 'Transport'],
    // A person paid for a lift club is still money between people (issue 12's rule; the graders split).
    ['FNB App Payment To Mr Mabuza', -90000, 'lift club Sep', 'Bank Transfer'],
    ['IB PAYMENT TO GRACE MARKHAM', -550000, 'rent flat 3B', 'Rent'],
    ['Instant payment to J Ackerman', -480000, 'rent Oct', 'Rent'],
    ['IB PAYMENT TO MARKHAM L', -200000, 'MAINTENANCE MAY', 'Children and Dependents'],
    ['IB PAYMENT TO GRACE MARKHAM', -550000, 'birthday', 'Bank Transfer'],
    ['Payment to Kevin Steers', -650000, 'rent money', 'Bank Transfer'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 96's fifth wave: a drinking water shop's refill, a lender's LOANS cut after its name", () => {
  it.each([
    ['POS Purchase Pure Water Refil 418269*7126 02 Apr', -4000, null, 'Groceries'],
    ['AQUA PURE WAT 5196*1302 04 MAR - cheque card purchase', -6000, null, 'Groceries'],
    ['CITY OF TSHWANE WATER', -50000, null, 'Utilities - Water'],
    ['Magtape Debit Lesedi Cash Loa', -85000, 'LN55102', 'General Loan Repayment'],
    ['FNB App Payment To S Mthembu', -250000, 'Maintenance + med aid Lwazi', 'Children and Dependents'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 96's last wave: cash drawn whatever the note says; a diamond miner's wages; chains the knowledge base lacked", () => {
  it.each([
    ['AUTOBANK CASH WITHDRAWAL AT ABSA ATM MAMELODI', -200000, 'SALARY DAY', 'ATM and Cash Withdrawal'],
    ['Payment Received: PETRA DIAMONDS CULLINAN', 1876500, 'WAGES MAR 2025', 'Salaries and Wages'],
    ['CHEQUE CARD PURCHASE KITKAT C&C ROODEPOO 4129*7734 03 JUN', -91275, null, 'Groceries'],
    ['Purchase - KINGSPORT BLOEMFONTEIN', -89900, null, 'Sport'],
    ['Card Purchase: Naartjie Kids Tyger Valley ZA', -37997, null, 'Clothing'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 96: Absa's Afrikaans external debit order is its wording alone; the collector in the reference", () => {
  it.each([
    ['ACB-DEBIET:EKSTERN', -89900, 'LEWIS HUURKOOP 8812234', 'General Loan Repayment'],
    ['ACB-DEBIET:EKSTERN', -35000, 'TFG JET REKENING 77123', 'General Loan Repayment'],
    ['ACB DEBIET:EKSTERN HYPHEN 88123776', -25000, null, 'Debit Order'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 96's sixth wave: tourist and adventure activities, a park's fees, a fund's short name, notes deposited", () => {
  it.each([
    ['Card Purchase: Gorge Leap Bungy Bloukrans', -145000, null, 'Entertainment'],
    ['KAROO TANDEM SKYDIVES ROBERTSON ZA', -320000, null, 'Entertainment'],
    ['Card purchase - Walker Bay Whale Watchers', -180000, null, 'Entertainment'],
    ['Card purchase - Sabi Sand Gate Fee 5412 **** **** 3309', -38000, null, 'Holidays and Travel'],
    ['CREDIT TRANSFER SANLAM COLLECTIVE INV', 650000, 'REDEMPTION 88120', 'Investments'],
    ['DEPOSIT NOTES BRANCH', 150000, null, 'Cash Deposit'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 96: the trades' words of the languages immigrant families name their shops in; a home baker's bakes; a drive-in", () => {
  it.each([
    ['MACELLERIA ROMA BEDFORDVIEW ZA', -84220, null, 'Groceries'],
    ['TORREFAZIONE MILANO ROSEBANK ZA', -11600, null, 'Coffee'],
    ['VINOTECA DUE EMMARENTIA ZA', -89700, null, 'Alcohol'],
    ['POS PURCHASE  COIFFURE NADINE  KENILWORTH  CARD NO. 4102*3344', -58000, null, 'Personal Care'],
    ['POS Purchase Chq Card IZAKAYA HANA MORNING 455125*0387 11 Jun', -87450, null, 'Eating Out'],
    ['Card purchase Aunty Pat\'s Bakes Plumstead', -11500, null, 'Groceries'],
    ['STAR DRIVE-IN 4042*5583 24 FEB - cheque card purchase', -18000, null, 'Entertainment'],
    ['POS PURCHASE HOLLYWOODBETS DRIVE-IN BRAKPAN 5314*7765 02 AUG', -20000, null, 'Gambling'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 96: words from the misses of every newcomer's file since session 60", () => {
  it.each([
    ['POS PURCHASE BRAID WORLD BFN 535645XXXXXX4417 04MAR', -64500, null, 'Personal Care'],
    ['TJEKKAARTAANKOOP SKOONHEIDSALO 5196*1302 23 MAR', -42000, null, 'Personal Care'],
    ['DIE KOFFIEBOONTJIE HERMANUS', -5600, null, 'Coffee'],
    ['KAARTAANKOOP DIE PADKOS PLEK COLESBERG 4103*2219 30/06', -12800, null, 'Eating Out'],
    ['Card Purchase: Shisa Kwa-Mbhele Tembisa ZA', -28750, null, 'Eating Out'],
    ['VISA PURCHASE AUTOSTRADE PER L\'ITALIA ROMA IT', -6540, null, 'Transport'],
    ['Card purchase: Twitch Interactive', -9999, null, 'Subscriptions'],
    // (A person's note of bread and milk is money given, no bread bought.)
    ['Banking App Immediate Payment: Bhuti', -5000, 'for bread and milk', 'Bank Transfer'],
    ['ACB CREDIT MURRAY AND ROBERTS', 780000, 'Inv 3312 scaffolding Mar', 'Bank Transfer'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 97's blind sets: places of worship beyond the church, a game reserve cut by the field, accommodation platforms both ways, travel cover, beauty's own words", () => {
  it.each([
    ['DIGITAL PAYMENT DT ABSA BANK HARE KRISHNA TEMP', -25000, 'Janmashtami', 'Donation'],
    ['Payment to ISKCON Durban', -25000, null, 'Donation'],
    ['Payment to Hindu Maha Sabha', -20000, null, 'Donation'],
    ['Card purchase THULA THULA GAME RES', -640000, null, 'Holidays and Travel'],
    ['POS PURCHASE (EFFEC 02012024) ZULU NYALA GAME LODG HLUHLUWE CARD NO. 5583', -486000, null, 'Holidays and Travel'],
    ['GAME VAAL MALL 5196*1302 01 MAR - cheque card purchase', -129900, null, 'Electronics and Appliances'],
    ['SABIE RIVER BUNGALO4606398172560012', -216000, null, 'Holidays and Travel'],
    ['WILD COAST SUN RESOR 5196*1302 28 DEC - cheque card purchase', -358000, null, 'Holidays and Travel'],
    ['Card Payment - C*MCGREGOR COTTAGE', -132000, null, 'Holidays and Travel'],
    ['PAYFAST*ADDO ELEPHAN 5196*1302 09 APR - cheque card purchase', -230000, null, 'Holidays and Travel'],
    ['OSTERIA DEL MARE CAMPS BAY ZA', -214500, null, 'Eating Out'],
    ['CBP ESTA PAYMENT 5196*1302 02 OCT - cheque card purchase', -39000, null, 'Holidays and Travel'],
    // A host's payout is takings, never wages; a guest's money back by card or a cancellation is a refund.
    ['Magtape Credit Booking.com Bv', 1845600, 'BOOKING.COM 0938472', 'Business Income'],
    ['EFT from LEKKESLAAP', 287000, 'LS PAYOUT 55120', 'Business Income'],
    ['BOOKING.COM BV AMSTERDAM NL', 180000, null, 'Refund'],
    ['Booking.Com', 342000, 'Cancelled', 'Refund'],
    ['BOOKING.COM AMSTERDAM', -250000, null, 'Holidays and Travel'],
    ['Debit order - BUDGET TRAVEL COVER', -21000, null, 'General Insurance'],
    ['POS PURCHASE DIE NAELKAMER', -30000, null, 'Personal Care'],
    ['KINKY KURLS KIMBERLEY', -50000, null, 'Personal Care'],
    ['Card purchase: Hairhouse Parow', -39000, null, 'Personal Care'],
    ['IKHOKHA*STITCHED BY NOMVULA', -35000, null, 'Clothing'],
    ['PURCHASE CLINIQUE EDGARS SANDTON 5221*8890', -89500, null, 'Personal Care'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 97's blind set 97d and its review: a China shop, a gift box, antiques as ANTIQUES, a phone's fixers", () => {
  it.each([
    ['CHINA SHOPPING4606398172549303', -4500, 'General Purchases'],
    ['POS PURCHASE (EFFEC 04062024) THE GIFT BOX CLARENS CARD NO. 4471', -27500, 'General Purchases'],
    ['DIE OU KAMER ANTIEKE', -345000, 'Home and Garden'],
    ['POS Purchase Lindt Gift Box Woolworths', -18000, 'Groceries'],
    ['IB PAYMENT TO T FONE', -80000, 'Bank Transfer'],
    ['Card purchase FONE FIX BELLVILLE', -55000, 'Electronics and Appliances'],
    ['Smartfix Clearwater (Card 7316)', -125000, 'Electronics and Appliances'],
    ['CHINA CITY HAIR AND COSMETICS JOHANNESBURG ZA', -96540, 'Personal Care'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });
});

describe("session 97's third wave (97f, 97g, 97i): a field's cuts of leisure venues and eateries, schools and insurers by their short names", () => {
  it.each([
    ['YOCO *UMAMA WETHU SHIS4606398172549303', -19500, 'Eating Out'],
    ['PAULS HOMEMADE ICE CR4606398172549303', -9800, 'Eating Out'],
    ['AQUA WATER PAR 541282XXXXXX9066', -18000, 'Entertainment'],
    ['ACB DEBIT:EXTERNAL EMFULENI WATER PA', -180000, 'Utilities - Water'],
    ['Fun Valley Theme Par Walkerville (Card 7316)', -56000, 'Entertainment'],
    ['POS PURCHASE (EFFEC 31082024) IKHOKHA*MAGALIES GO KAR HARTBEESPOORT CARD NO. 4573', -45000, 'Entertainment'],
    ['POS Purchase LUCKY STRIKE BOWLI 412752*3381 10 Aug', -28000, 'Entertainment'],
    ['WAKA WAKA PAINTBAL 5196*1302 04 FEB - cheque card purchase', -66000, 'Entertainment'],
    ['Iziko Museums Gardens', -6000, 'Entertainment'],
    ['Purchase - Bela Bela Forever Resort Waterpark', -22000, 'Entertainment'],
    ['POS Purchase: BIOSCOPE BARBER BRAAMF', -9500, 'Personal Care'],
    ['Magtape Debit Hrsk Menlopark Skoo', -285000, 'Education'],
    ['OMLACSA 14452009 PREMIUM', -38900, 'Life Insurance'],
    ['STRATUM BEN GAP 0071', -34500, 'Health Insurance'],
    ['SNAPSCAN*BOKKIE SPEELSKOOL Centurion', -110000, 'Children and Dependents'],
    ['Debit order: Tech Cover Phone Insurance', -8900, 'General Insurance'],
  ])('%s (%i) is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });
});

describe("session 97's blind set 97h: a home's and garden's trades by their single words; a trade's debit order is its service unless its account is named", () => {
  it.each([
    ['Card purchase: Poolmart Bryanston', -129900, null, 'Home and Garden'],
    ['HEILBRON LAWN14H33 - CHEQUE CARD PURCHASE', -48000, null, 'Home and Garden'],
    ['POS PURCHASE DR K ROACH', -45000, null, 'Health and Medical'],
    ['Card Purchase: Hollywoodbets Turf Durban', -20000, null, 'Gambling'],
    ['GREENLEAF LAWNS', -45000, 'ACC 55123', 'Home and Garden'],
    ['Debit order: KAROO KOOPERASIE', -145000, null, 'General Loan Repayment'],
    ['Carpet Clinic', -100000, null, 'Home and Garden'],
    ['Debit Order LAWN RANGERS', -80000, 'LR 0021', 'Home and Garden'],
    ['DEBIT ORDER - SWART PLAAGBEHEER', -42000, null, 'Home and Garden'],
    ['DEBIETORDER OVK REKENING 22190', -185430, null, 'General Loan Repayment'],
    ['DEBIT ORDER MEUBELHANDEL KREDIETREKENING', -78000, 'ACC 2231009', 'General Loan Repayment'],
    ['Payment to Khoza Electrical', -64000, 'Geyser thermostat', 'Home and Garden'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 98's blind sets 98a, 98b and 98c: a maker's own car cover, a policy matured, a card account's own charges, lenders by old and short names, a chain's word after an initial where the payment's wording follows", () => {
  it.each([
    // A vehicle maker's name with its cover's word is the car's insurance, not the dealership's running costs.
    ['TOYOTA INSURANCE', -112300, null, 'Auto Insurance'],
    ['Debit Order: HYUNDAI INSURE', -50000, null, 'Auto Insurance'],
    ['HOEKS TOYOTA', -250000, null, 'Transport'],
    // What a credit card's account is charged is the debt's cost or a cover, not its repayment.
    ['CREDIT CARD FACILITY FEE', -3500, null, 'Bank Charges and Fees'],
    ['KREDIETKAART JAARLIKSE FOOI', -20000, null, 'Bank Charges and Fees'],
    ['INT CHG CREDIT CARD', -18500, null, 'Interest Repayment'],
    ['INTEREST ON PURCHASES - CREDIT CARD', -26640, null, 'Interest Repayment'],
    ['CREDIT CARD PROTECTION PLAN', -7800, 'CC 4789', 'Life Insurance'],
    ['CARD PROTECTION PLAN PREMIUM', -4900, null, 'General Insurance'],
    ['CREDIT CARD PAYMENT', -300000, null, 'Credit Card Repayments'],
    ['CC PMT', -450000, null, 'Credit Card Repayments'],
    ['Debit order: Stannic', -678900, null, 'Auto Loan Repayment'],
    // Afrikaans KAPSALON cut by the field.
    ['KRUGERSDORP KAPSAL4606398172549303', -34000, null, 'Personal Care'],
    // Standard Bank prints the payee first: an initial and a chain's one word is a person so named.
    ['J LEWIS - ib payment', -180000, 'garage door', 'Bank Transfer'],
    ['LEWIS STORES', -80000, null, 'General Loan Repayment'],
    // A policy that matured or was surrendered pays the holder's capital back, as MATURITY does; a bank's notice deposit stays savings.
    ['ACB CREDIT SANLAM POLICY MATURED', 2500000, null, 'Investments'],
    ['Inward EFT: LIBERTY SURRENDER VALUE', 2300000, null, 'Investments'],
    ['FNB App Transfer From 32 Day Flexi Notice', 1000000, 'NOTICE MATURED', 'Savings Transfer'],
    // A business named for its owner and its service, or two trades joined by "&", is paid as the business (98d).
    ['FNB App Payment To Shirley Moodley Travel', -2350000, 'mauritius bal', 'Holidays and Travel'],
    ['Payment to Bhengu Tours & Travel', -760000, 'flights', 'Holidays and Travel'],
    ['Payment to Mabena Tyres & Exhaust', -95000, 'exhaust', 'Transport'],
    ['Payment to Mnisi Gym', -49900, null, 'Sport'],
    // A given name before the service's word is a person and the holder's note.
    ['Payment to Thabo Travel', -49900, null, 'Bank Transfer'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 100: a school's noun closing a payee's name, a wine farm's outlet, and brands the knowledge base lacked", () => {
  it.each([
    // A school's noun after a trade's word or a place's is the school: its fees.
    ['POS Purchase CAPE AUDIO COLLEGE 412752*3381 14 Mar', -250000, null, 'Education'],
    ['INTERNATIONAL HOTEL SCHOOL - ib payment', -2150000, 'Lerato tuition', 'Education'],
    ['IB PAYMENT TO LANSERIA FLIGHT ACADEMY', -1850000, 'PPL MODULE 3', 'Education'],
    ['Payment to Clifton Gardens College', -1650000, 'CGC 1120 Jan', 'Education'],
    // ... but an academy at a till is the salon it runs, a sport's school the sport, a sale's "back to school" the chain's.
    ['POS Purchase HAIR ACADEMY DURBAN 412752*3381 14 Mar', -25000, null, 'Personal Care'],
    ['MUIZENBERG SURF SCHOOL MUIZENBERG ZA', -45000, null, 'Sport'],
    ['POS Purchase PEP BACK TO SCHOOL 412752*3381 14 Mar', -25000, null, 'Clothing'],
    ['Card purchase: Old School Burgers Maboneng', -8500, null, 'Eating Out'],
    // A wine farm's restaurant, deli or taproom sells what the outlet sells; the farm alone sells its wine.
    ['Card: Diemersdal Restaurant', -64000, null, 'Eating Out'],
    ['Card: Stellenbrau Taphouse', -21000, null, 'Nightlife & Entertainment'],
    ['SIMONSIG DELI', -25000, null, 'Eating Out'],
    ['DIEMERSDAL WINE ESTATE DURBANVILLE', -50000, null, 'Alcohol'],
    // ... but a hotel's restaurant and spa are the stay's, as every blind set grades them.
    ['PROTEA HOTEL FIRE & ICE MELROSE ZA', -185000, null, 'Holidays and Travel'],
    // Brands from the session's lists, read on a card purchase.
    ['POS Purchase Buscor Nelspruit Termin 419582*3306 01 Oct', -28000, null, 'Transport'],
    ['Card Purchase: Die Mystic Boer Bloemfontein', -18500, null, 'Nightlife & Entertainment'],
    ['CARTIER V&A WATERFRONT    CAPE TOWN    ZA', -8900000, null, 'General Purchases'],
    ['Card purchase - Life Vincent Pallotti', -150000, null, 'Health and Medical'],
    ['POS Purchase Payfast*Kena Health 412752*0033 07 Apr', -29900, null, 'Health and Medical'],
    // (BREWMART stayed out: its first letters would take a brewery's cut name, ROSEHILL BREW.)
    ['ROSEHILL BREW5222*8174 15 APR 15:48 - DEBIT CARD PURCHASE', -34000, null, 'Nightlife & Entertainment'],
    // A surname that opens a wine farm's name is still the surname's (DU TOITSKLOOF left out).
    ['POS Purchase Du Toit Slaghuis 535413*8814 04 Jun', -9338, null, 'Groceries'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 100's review: a wine farm's name before another trade's word, a care's institute, names that are people's", () => {
  it.each([
    // A wine farm's name is its farm's and its place's: a butchery, a grocer or a lodge there sells its own.
    ['MORGENSTER SLAGHUIS KRAAIFONTEIN', -25000, null, 'Groceries'],
    ['BLOEMENDAL SUPERSPAR', -25000, null, 'Groceries'],
    ['EIKENDAL LODGE', -25000, null, 'Holidays and Travel'],
    // A clinic or a salon called an institute gives care, as does a care's school at a till; a beauty academy's fees by payment are fees.
    ['SANDTON DENTAL INSTITUTE', -25000, null, 'Health and Medical'],
    ['CARD PURCHASE THE SKIN INSTITUTE', -25000, null, 'Personal Care'],
    ['IB PAYMENT TO ELITE BEAUTY ACADEMY', -450000, 'STUD 2291 NAIL TECH COURSE', 'Education'],
    // A wine farm's or a bar's name that is also a given name stays out: the person is paid.
    ['DIGITAL PAYMENT DT ANURA PERERA', -25000, null, 'Bank Transfer'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe('session 101: parking by its own words, cut by the card field and in Afrikaans, and the car parks\' operators', () => {
  it.each([
    // The card field's cuts of PARKING where they end the shop's field: the car park, not the hospital, casino or mall.
    ['POS Purchase Netcare Sunninghill Parkin 489562*3317 16 Jan', -4000, null, 'Parking'],
    ['CASINO PARKIN5222*8174 15 APR 08:38 - DEBIT CARD PURCHASE', -3000, null, 'Parking'],
    ['ROSEBANK MALL PARKI 5221*0873 18 DEC - cheque card purchase', -3000, null, 'Parking'],
    ['Zapper*Canal Walk Prk 5412*1176', -2800, null, 'Parking'],
    // Elsewhere they are a name's initials or a place's word.
    ['SPAR PRK VIEW 4455*1234 12 JAN', -12000, null, 'Groceries'],
    ['Card purchase PARKI KITCHEN SANDTON', -12000, null, 'Eating Out'],
    ['FNB App Payment To J Parkin', -50000, null, 'Bank Transfer'],
    // Afrikaans' parking at the purpose's rank, before or after the place.
    ['Kaartaankoop: Parkering Kimberley Hospitaal', -1500, null, 'Parking'],
    ['Card Purchase - Universiteit Parkeerders', -3500, null, 'Parking'],
    ['Kaartaankoop Menlyn Maine Parkeer 485533*9912 18 Mrt', -2500, null, 'Parking'],
    // The operators and pay stations by their names.
    ['PAYPARK STELLENBOSCH ZA', -1800, null, 'Parking'],
    ['PROPARK ROSEBANK ZA', -6000, null, 'Parking'],
    ['Card purchase: Pay-On-Foot Menlyn Maine', -2500, null, 'Parking'],
    ['Card Purchase: SNAPSCAN*CARGUARD (Card 4481)', -1000, null, 'Parking'],
    // A fuel station's pay point is the fuel; a pay word before PARK names no operator.
    ['ENGEN PAY STATION 1234*5678', -50000, null, 'Fuel'],
    ['Internet Pmt To Pay Park Rent', -500000, null, 'Rent'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 101: a vehicle's licence at the transport department, the licensing office cut by the card field, and in a municipality's reference", () => {
  it.each([
    // A province's transport department paid is a vehicle's licence or registration; its money in names no side.
    ['Payment to Dept of Transport KZN', -45600, 'Licence ND 123-456', 'Transport'],
    ['Card payment: Mpumalanga Dept of Transport', -41800, null, 'Transport'],
    // The licensing office's name cut after a town's or a metro's, in Afrikaans, and at the post office.
    ['TSHWANE LICENS455812009913487', -63800, null, 'Transport'],
    ['Tshwane Metro Licen Pretoria', -81200, null, 'Transport'],
    ['Kaartaankoop: Voertuiglisensies Paarl (Kaart 3381)', -64300, null, 'Transport'],
    ['CHEQUE CARD PURCHASE SAPO LICENCE R 4451*8812 02 AUG', -82000, null, 'Transport'],
    // A municipality paid with a vehicle licence in the reference: the licence, not the rates.
    ['IB PAYMENT TO CITY OF JOBURG', -62000, 'MOTOR LICENCE', 'Transport'],
    ['City of Cape Town', -68400, 'vehicle licence CA 123-456', 'Transport'],
    ['City of Cape Town', -68400, 'ACC 12345 RATES', 'Utilities - Water'],
    // A television licence stays the broadcaster's.
    ['SABC TV LICEN 4451*8812', -26500, null, 'Subscriptions'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 101: TFG's @HOME by its AT, and Cape Union Mart's outdoor clothing", () => {
  it.each([
    ['@HOME GATEWAY', -74900, null, 'Home and Garden'],
    ['CHEQUE CARD PURCHASE @HOME SANDTON CITY 4587*3321 24 MAR', -129900, null, 'Home and Garden'],
    ['@home Canal Walk | ***4143', -29999, null, 'Home and Garden'],
    // A PayShap handle's "@" opens no shop's name.
    ['PayShap Payment: @thabo.m', -8000, 'taxi fare back', 'Bank Transfer'],
    ['POS Purchase Cape Union Mart Canal Walk 418136*6789 18 Mar', -129900, null, 'Clothing'],
    ['Cape Union Mart Canal Walk (Card 7316)', -89900, null, 'Clothing'],
    ['POS Purchase CAPE UNION SPUR Wor', -39870, null, 'Eating Out'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 101: a trade named after a municipality's town, river or region", () => {
  it.each([
    ['Banking App External Payment: Umzimvubu Roofing Co', -2348593, null, 'Home and Garden'],
    ['EFT Payment to Umzimvubu Lodge', -120000, null, 'Holidays and Travel'],
    ['POS Purchase Msunduzi Cash & Carry Whsle 489537*2281 03 Feb', -124590, null, 'Groceries'],
    ['DIHLABENG CARWASH BETHLEHEM', -8000, null, 'Transport'],
    // The municipality itself, and a trade only the reference names, stay its account.
    ['IB PAYMENT TO LESEDI LOCAL MUN WATER SHOP', -45000, 'ACC 2201987', 'Utilities - Water'],
    ['IB PAYMENT TO CITY OF TSHWANE', -184500, 'BAKERY PREMISES 5530019', 'Utilities - Water'],
    ['Payment: Overstrand Municipality', -65000, 'Septic tank pump-out 20039481', 'Utilities - Water'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 101: a till at a casino that names itself CASINO, and the complexes' rink and aviary", () => {
  it.each([
    ['RIVERBEND CASINO BOWLING ALLEY ZA', -24000, null, 'Entertainment'],
    ['Purchase - Meropa Casino Cinema', -9000, null, 'Entertainment'],
    ['POS Purchase Casino Rd Superspar 489537*2210 06 Apr', -56743, null, 'Groceries'],
    ['Grandwest Ice Station Goodwood', -18000, null, 'Entertainment'],
    ['MONTECASINO BIRD GA 5196*1302 26 DEC - cheque card purchase', -8500, null, 'Entertainment'],
    // The casino's own floor, and a casino in its resort's town, stay bets.
    ['Card purchase - Golden Dune Casino Gaming Floor', -100000, null, 'Gambling'],
    ['SUN CITY CASINO           SUN CITY     ZA', -500000, null, 'Gambling'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 101: ELEC before a contractor's or a supplier's word", () => {
  it.each([
    ['IB PMT TO LIZWI PLUMB & ELEC', -145000, null, 'Home and Garden'],
    ['Banking App External Payment: Motaung Elec Contractors', -485279, 'INV 211', 'Home and Garden'],
    ['Card Purchase: Park Station Elec Suppl Johannesburg ZA (Card 2290)', -17800, null, 'Home and Garden'],
    ['PREPAID ELEC 0123', -5000, null, 'Utilities - Electricity'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe('session 101: a hire shop named RENT A what it hires, and a car\'s rent', () => {
  it.each([
    ['POS Purchase Rent-A-Tool Edenvale 489537*3321 14 Mar', -65000, null, 'Home and Garden'],
    ['RENT-A-TUX MENSWEAR HYDE PARK', -85000, null, 'Clothing'],
    ['Card purchase - Yoco *Rent-a-Bakkie Midrand', -89000, null, 'Holidays and Travel'],
    ['CHEQUE CARD PURCHASE KWIK CAR RENT 5222*8530 13 DEC', -185000, null, 'Holidays and Travel'],
    ['Banking App External Payment: Rent-A-Castle Soweto', -45000, 'jumping castle 14 Dec', 'Entertainment'],
    // A home's rent stays rent.
    ['FNB App Payment To Rent', -450000, 'Flat 4 June', 'Rent'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 101: a child's word before a health trade, and an eye clinic called an institute", () => {
  it.each([
    ['POS PURCHASE KIDZ OCCUPATIONAL THERAPY KEMPTON PARK', -75000, null, 'Health and Medical'],
    ['Payment to: Kidz Speech Therapy', -95000, 'Therapy Jul Emma', 'Health and Medical'],
    ['Card purchase Pretoria Eye Institute Ophthalmology', -325000, null, 'Health and Medical'],
    // A child's word before anything else stays the child's.
    ['KIDS EMPORIUM GATEWAY UMHLANGA', -45000, null, 'Children and Dependents'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 101: a business that names its trade paying its customer back", () => {
  it.each([
    ['Payment Received: Mokoena Tyres Refund', 35000, null, 'Refund'],
    ['Payment Received: Ndlovu Bottle Store', 18000, 'refund wrong stock', 'Refund'],
    ['Happy Paws Pet Shop', 41900, 'Card refund', 'Refund'],
    // A trade of two words, as its words joined (the review's).
    ['Payment Received: Nkosi Panel Beaters', 80000, 'Refund overcharge', 'Refund'],
    // A person paying back, whatever the note's trade.
    ['Received from Aisha Refund school shoes', 45000, 'refund', 'Bank Transfer'],
    ['EFT Received From M Pillay Car Hire Refund', 95000, null, 'Bank Transfer'],
    ['Payment received: Jacques refund braai', 45000, null, 'Bank Transfer'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 101: an online gateway before a person's name alone", () => {
  it.each([
    ['PAYFAST*ZANELE KHUMALO', -42000, null, 'Uncategorised'],
    ['PAYFAST*K NAIDOO 489545*4567 23 MAR', -45000, null, 'Uncategorised'],
    // A shop's name, or a name no list knows, behind the gateway stays an online purchase.
    ['OZOW*HAIRANDWIGS POLOKWANE', -30000, null, 'Online Purchase'],
    ['PAYFAST*KARIE 541282XXXXXX9066', -30000, null, 'Online Purchase'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});

describe("session 101's review: parking's and licensing's cuts only after a place or nothing, a vehicle's licence in a municipality's reference, @HOME and a utility's name", () => {
  it.each([
    ['Netcare Milpark Hospital Parkin (Card 7316)', -3000, null, 'Parking'],
    ['EMPERORS PALACE PARKIN541282XXXXXX9066', -3000, null, 'Parking'],
    // After a shop's name PRK is its suburb's PARK; on a payment a name's word.
    ['PNP HYDE PRK 5196*1302 24 DEC - cheque card purchase', -12000, null, 'Groceries'],
    ['Clicks Killarney Prk (Card 7316)', -12000, null, 'Health and Medical'],
    ['FNB App Payment To Lerato PRK', -5000, 'Lunch', 'Bank Transfer'],
    ['SOFTWARE LICENS', -30000, null, 'Subscriptions'],
    // A municipality licenses dogs and traders too: only a vehicle's words make its licence transport.
    ['City Of Cape Town', -5000, 'Dog licence 2024', 'Utilities - Water'],
    ['CITY OF TSHWANE', -50000, 'TRADING LICENCE STALL 12', 'Utilities - Water'],
    ['ESKOM ELEC SUPPLY', -50000, null, 'Utilities - Electricity'],
    ['PayShap Payment to @home', -8000, null, 'Bank Transfer'],
  ])('%s (%i, %s) is %s', (description, amount, reference, want) => {
    expect(label(description, amount, reference)).toBe(want);
  });
});
