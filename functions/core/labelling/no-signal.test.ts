/**
 * Issue 12, third round: what a line shows and what it does not. Lines written here in the banks'
 * formats (FNB, Standard Bank, Absa, Nedbank, Capitec, TymeBank, Discovery Bank, African Bank,
 * Investec), not taken from any corpus; each case names the mechanism it holds up.
 */
import { labelOf as label } from '../../../test/helpers/labelling.ts';

describe('uncategorised honestly: a card purchase that names nothing sold', () => {
  it.each([
    ['POS Purchase ZN Trading 406172*3391 12 JAN', -15000],
    ['CHEQUE CARD PURCHASE MM ENTERPRISES 5221*3386 01 JUL', -15000],
    ['Card Purchase: Vukani General Trading Soweto (Card 4472)', -8900],
    ['IKHOKHA *SIPHO M', -5000],
    ['YOCO *THABO', -12000],
    ['Card Purchase', -15000],
    ['POS PURCHASE', -15000],
  ])('%s is Uncategorised, not a guessed shop', (description, amount) => {
    expect(label(description, amount)).toBe('Uncategorised');
  });

  it('a trade word or a known chain behind the same prefixes still decides', () => {
    expect(label('YOCO *MAMAS KITCHEN', -12000)).toBe('Eating Out');
    expect(label('IKHOKHA *ZANDILE HAIR STUDIO', -25000)).toBe('Personal Care');
    expect(label('POS Purchase Spar Rosebank', -34000)).toBe('Groceries');
  });
});

describe('a trade word beats a one-word financial brand', () => {
  it.each([
    ['SIZWE BUTCHERY', -20000, 'Groceries'],
    ['POS PURCHASE LIME CAFE 4471*1190 02 MAR', -9000, 'Eating Out'],
  ])('%s is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });

  it('a debit order keeps the brand (debit orders are how financial products are paid)', () => {
    expect(label('DEBIT ORDER SIZWE HOSMED', -150000)).toBe('Health Insurance');
  });
});

describe('people by family word, bare name, or given name and initial', () => {
  it.each([
    ['Banking App External Payment: Mom Groceries', -50000],
    ['FNB App Payment To Gogo Electricity', -40000],
    ['Payment Received: Bro Rent', 150000],
    ['J SMITH', -30000],
    ['Thandi M', 30000],
    ['Payment from Sipho K', 80000],
  ])('%s is a transfer', (description, amount) => {
    expect(label(description, amount)).toBe('Bank Transfer');
  });

  it('a family word or a name on a card purchase is not a person (MAMA AFRICA is a restaurant)', () => {
    expect(label('POS Purchase Mama Africa Restaurant', -32000)).toBe('Eating Out');
  });

  it('paying the landlord is rent', () => {
    expect(label('Banking App External Payment: Landlord', -500000)).toBe('Rent');
  });
});

describe('vehicle upkeep and Afrikaans trade words', () => {
  it.each([
    ['POS PURCHASE TIGER WHEEL AND TYRE 4471*1190 02 MAR', -180000, 'Transport'],
    ['Card Purchase: Supa Quick Mthatha (Card 4472)', -95000, 'Transport'],
    ['VUSI PANEL BEATERS', -250000, 'Transport'],
    ['KASI CAR WASH', -6000, 'Transport'],
    ['KAARTAANKOOP VOSLOO BRANDSTOF', -60000, 'Fuel'],
    ['KAARTAANKOOP DIE PADSTAL', -18000, 'Groceries'],
    ['POS PURCHASE LICENSING DEPT F 465901*1863 28 JUN', -9000, 'Transport'],
    ['POS PURCHASE DR T PILLAY CENT 465901*1863 29 JUN', -37120, 'Health and Medical'],
  ])('%s is %s', (description, amount, want) => {
    expect(label(description, amount)).toBe(want);
  });
});

describe('a payment to a payee the line shows to be a business is no transfer between people', () => {
  it.each([
    ['IB PAYMENT TO MKHIZE HOLDINGS', -250000],
    ['Banking App External Payment: Zola Security Services', -180000],
    ['Internet Pmt To Thandeka Logistics Cc', -45000],
    ['NDLOVU SEKURITEIT - ib payment', -60000],
    ['KREDIETOORPLASING MOOIVLEI BOERDERY', 350000],
  ])('%s is Uncategorised (a business whose trade nothing names), not a Bank Transfer', (description, amount) => {
    expect(label(description, amount)).toBe('Uncategorised');
  });

  it('the model names no trade for a business it does not know by its suffix alone', () => {
    expect(label('Banking App External Payment: Zulu Pty Ltd', -50000)).toBe('Uncategorised');
    expect(label('Kwezi Pty Ltd - ib payment', -50000)).toBe('Uncategorised');
  });

  it.each([
    ['IB PAYMENT TO MR CC DLAMINI', -50000],
    ['Payment Received: Mr Cc Dlamini', 50000],
    ['Banking App External Payment: Mom Bank', -50000],
    ['Banking App External Payment: Gogo Shop', -50000],
    ['IB PAYMENT TO MY PTY LTD', -50000],
    ['Banking App External Payment: Rainy Day Fund', -50000],
    ['Banking App External Payment: Kasi Ladies Group', -50000],
  ])('%s stays a transfer: initials after a title, a family word, an own-account nickname', (description, amount) => {
    expect(label(description, amount)).toBe('Bank Transfer');
  });

  it('initials that read CC, a nickname on a transfer between own accounts and a person stay transfers', () => {
    expect(label('Banking App External Payment: Cc Dlamini', -50000)).toBe('Bank Transfer');
    expect(label('Capital Boost - IB TRANSFER FROM Capital Boost', 500000)).toBe('Bank Transfer');
    expect(label('IB PAYMENT TO SIPHO NKOSI', -50000)).toBe('Bank Transfer');
  });
});

describe('a web address names a business\'s site', () => {
  it.each([
    ['Internet payment debit Nedbank shopfront.co.za', -45000],
    ['International POS Purchase 0000000000001234 pagebooks.com Singapore AUTH ID 1234', -19900],
  ])('%s is an online purchase, not a transfer or an unknown shop', (description, amount) => {
    expect(label(description, amount)).toBe('Online Purchase');
  });

  it('a web address with a subdomain is one too', () => {
    expect(label('Internet payment debit Absa bank www.cloudhost.co.za', -50000)).toBe('Online Purchase');
  });

  it('an e-mail address is no web address, even with its @ dropped by the field', () => {
    expect(label('IB PAYMENT TO thabo@gmail.com', -5000)).not.toBe('Online Purchase');
    expect(label('Internet payment debit Absa bank thabo gmail.com', -50000)).toBe('Bank Transfer');
    expect(label('FNB App Payment To Mom Icloud.com', -50000)).toBe('Bank Transfer');
  });
});
