import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  fileFingerprint,
  parseBankExport,
  StatementError,
  transactionFingerprint,
  transactionFingerprints,
  type ParsedStatement,
} from './index.ts';
import { parseAmount, parseDate } from './values.ts';
import { BANKS } from '#schemas/bank-connections';

const NOW = new Date('2025-06-30T10:00:00Z');
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));
const parse = (name: string, options: Parameters<typeof parseBankExport>[1] = {}) =>
  parseBankExport(fixture(name), { now: NOW, ...options });
const refused = (bytes: Uint8Array | string, options: Parameters<typeof parseBankExport>[1] = {}): StatementError => {
  const input = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  try {
    parseBankExport(input, { now: NOW, ...options });
  } catch (error) {
    if (error instanceof StatementError) return error;
    throw error;
  }
  throw new Error('expected the upload to be refused');
};
const brief = (s: ParsedStatement) =>
  s.transactions.map((t) => [t.row, t.datetime.slice(0, 10), t.amount_cents, t.balance_cents]);

/** Every stored statement must chain: previous balance + amount = balance. */
function expectChains(s: ParsedStatement) {
  let balance = s.opening_balance_cents;
  for (const t of s.transactions) {
    if (balance !== null && t.balance_cents !== null) expect(balance + t.amount_cents).toBe(t.balance_cents);
    balance = t.balance_cents ?? (balance === null ? null : balance + t.amount_cents);
  }
  if (balance !== null) expect(s.closing_balance_cents).toBe(balance);
}

describe('bank exports in their real shapes (detected without bankId)', () => {
  it('FNB online transaction history (7 columns, yyyy/mm/dd, whole-rand amounts, service fee not added)', () => {
    const s = parse('fnb-transaction-history.csv');
    expect(s).toMatchObject({
      bank_slug: 'fnb',
      detected_format: 'fnb_transaction_history',
      account_number: '62812345678',
      statement_start: '2025-01-02',
      statement_end: '2025-01-15',
      opening_balance_cents: 231045,
      closing_balance_cents: 1621146,
      newest_first: false,
    });
    expect(brief(s)).toEqual([
      [4, '2025-01-02', 1500000, 1731045],
      [5, '2025-01-03', -45000, 1686045],
      [6, '2025-01-03', -12999, 1673046],
      [7, '2025-01-06', -120000, 1553046],
      [8, '2025-01-10', 75000, 1628046],
      [9, '2025-01-15', -6900, 1621146],
    ]);
    expect(s.transactions[1]).toMatchObject({
      datetime: '2025-01-03T00:00:00+02:00',
      description: 'FNB APP PAYMENT TO T MOKOENA',
      reference: 'RENT SHARE',
    });
    expectChains(s);
  });

  it('FNB newest-first history with a Name/Account preamble is returned oldest first', () => {
    const s = parse('fnb-history-newest-first.csv');
    expect(s).toMatchObject({ bank_slug: 'fnb', newest_first: true, account_holder_name: 'MR T MOKOENA', account_number: '62812345678' });
    expect(brief(s)).toEqual([
      [11, '2024-03-01', 2500000, 2581230],
      [10, '2024-03-01', -350000, 2231230],
      [9, '2024-03-04', -125050, 2106180],
      [8, '2024-03-05', -9900, 2096280],
      [7, '2024-03-05', 20000, 2116280],
      [6, '2024-03-08', -500, 2115780],
    ]);
    expect(s.opening_balance_cents).toBe(81230);
    expectChains(s);
  });

  it('Capitec transaction history: Money In / Money Out (negative) / Fee all in the amount; Posting Date is the date', () => {
    const s = parse('capitec-transaction-history.csv');
    expect(s).toMatchObject({ bank_slug: 'capitec', detected_format: 'capitec_transaction_history', account_number: '1234567890' });
    expect(s.transactions).toHaveLength(10);
    expect(s.transactions[1]).toMatchObject({ row: 3, datetime: '2024-03-01T00:00:00+02:00', amount_cents: -84235, description: 'Checkers Hyper Sandton' });
    expect(s.transactions[2]).toMatchObject({ row: 4, amount_cents: -50600, balance_cents: 1835582 }); // -500.00 plus the -6.00 fee
    expect(s.transactions[3]).toMatchObject({ row: 5, amount_cents: -100, description: 'Immediate Payment Fee' }); // fee-only row
    expect(s.transactions[6]).toMatchObject({ row: 8, amount_cents: 35 }); // a fee correction is a credit
    expect(s.opening_balance_cents).toBe(120417);
    expect(s.closing_balance_cents).toBe(1847607);
    expectChains(s);
  });

  it("Capitec exports keep the bank's own category of each row (Category beside Parent Category) as bank_category", () => {
    const s = parse('capitec-transaction-history.csv');
    expect(s.transactions.slice(0, 3).map((t) => t.bank_category)).toEqual(['Salary', 'Groceries', 'Digital Payments']);
  });

  it('Capitec 2023 export (sep= line, Statement Description, Sub-category, Debit/Credit Amount): detected as Capitec, categories kept', () => {
    // Column names as in a public Capitec export (hoogenbj/countary @ bcb44e2); the rows are written here.
    const s = parse('capitec-transaction-history-2023.csv');
    expect(s).toMatchObject({ bank_slug: 'capitec', detected_format: 'capitec_transaction_history', account_number: '1234567890' });
    expect(s.transactions.map((t) => [t.description, t.amount_cents, t.bank_category])).toEqual([
      ['Banking App Payment: Vusi Plumbing', -45000, 'Uncategorised'],
      ['Payment Fee', -200, 'Fees'],
      ['Kwa Mam Nomsa Eatery Soweto (Card 5512)', -8650, 'Takeaways'],
      ['Payment Received: Lindiwe Dube Payment 0912345678', 60000, 'Other Income'],
    ]);
    expectChains(s);
  });

  it('exports without a category column give no bank_category', () => {
    expect(parse('fnb-transaction-history.csv').transactions.every((t) => t.bank_category === undefined)).toBe(true);
  });

  it('Capitec pending card authorisations (empty balance) are left out as not posted; the posted rows chain around them', () => {
    // Shaped like a holder's real export (JaidendT/MindfulMoney, f1a74f2): "(Pending)" rows sit among
    // the posted rows of their day and at the end, with no balance; the balance leaves them out.
    const s = parse('capitec-pending-rows.csv');
    expect(s.transactions.map((t) => t.row)).toEqual([2, 3, 4, 6, 7, 8, 11, 12]);
    expect(s.not_posted).toEqual([
      { row: 5, date: '2025-03-16', description: '(Pending) Google Play Dublin (Card 1234)', amount_cents: -300, why: 'pending' },
      { row: 9, date: '2025-03-18', description: '(Pending) Card Purchase (Card 1234)', amount_cents: -1500, why: 'pending' },
      { row: 10, date: '2025-03-18', description: '(Pending) Woolworths Cavendish (Card 1234)', amount_cents: -26000, why: 'pending' },
    ]);
    expect(s.closing_balance_cents).toBe(100329);
    expectChains(s);
  });

  it('a "(Pending)" row that has a balance is posted: it is kept', () => {
    const text = fixture('capitec-pending-rows.csv').toString('utf8').replace(',-3.00,,\n', ',-3.00,,880.69\n').replace(',-0.35,883.34', ',-0.35,880.34')
      .replace(',-5.00,,878.34', ',-5.00,,875.34').replace(',-2.00,876.34', ',-2.00,873.34').replace(',,,1004.34', ',,,1001.34').replace(',-1.05,1003.29', ',-1.05,1000.29');
    const s = parseBankExport(new TextEncoder().encode(text), { now: NOW });
    expect(s.transactions.find((t) => t.row === 5)).toMatchObject({ amount_cents: -300, balance_cents: 88069 });
    expect(s.not_posted.map((r) => r.row)).toEqual([9, 10]);
    expectChains(s);
  });

  it('a file of pending rows only is refused, saying so', () => {
    const lines = fixture('capitec-pending-rows.csv').toString('utf8').split('\n');
    const error = refused([lines[0], lines[4], lines[8]].join('\n'));
    expect(error.error_type).toBe('Transactions Error');
    expect(error.problems[0]!.problem).toMatch(/no posted transactions, only 2 pending/);
  });

  it('Discovery Bank transaction history: time joined to the date, Pending rows left out, the payee of an EFT kept, the card holder not', () => {
    // Invented lines in the layout of a holder's real export (Sneakypoke/Budget, b79d168): newest
    // first, signed amounts, no balance; Type "Pending" marks a card authorisation not posted yet.
    const s = parse('discovery-transaction-history.csv');
    expect(s).toMatchObject({ bank_slug: 'discovery', detected_format: 'discovery_transaction_history', newest_first: true, closing_balance_cents: null });
    expect(s.transactions.map((t) => [t.row, t.datetime, t.amount_cents, t.description, t.reference])).toEqual([
      [9, '2025-06-05T17:45:21+02:00', -130415, 'Checkers Hyper Northgate ZA', null],
      [8, '2025-06-06T09:30:00+02:00', 300000, 'Card Repayment', 'From: 10002345678'],
      [7, '2025-06-07T20:54:48+02:00', -1988, 'Intl payment fee Dlocal *SHEIN COM', null],
      [6, '2025-06-08T00:52:10+02:00', 579, 'Dynamic interest cashback at 2.00%', null],
      [5, '2025-06-09T13:01:40+02:00', -650000, 'Rent June', 'L MOKOENA'],
      [4, '2025-06-10T08:12:55+02:00', -4850, 'Yoco *Koffie Hoek Parkhurst', null],
      [3, '2025-06-11T22:04:15+02:00', -45000, 'DISC LIFE 4401237788-300012245', null],
    ]);
    expect(s.not_posted).toEqual([{ row: 2, date: '2025-06-12', description: 'Spar Rietvallei Krugersdorp ZA', amount_cents: -21240, why: 'pending' }]);
  });

  it('reads an export for every bank the API lists: a bank without a layout of its own is read by the column reader', () => {
    // The upload's bank_id accepts every slug of GET /v1/bank_connections/byod/banks (schemas BANKS).
    for (const { bank_slug } of BANKS) {
      const s = parseBankExport(new TextEncoder().encode('date,description,amount\n2025-06-01,SALARY,100.00\n'), { now: NOW, bankId: bank_slug });
      expect(s.transactions).toHaveLength(1);
    }
    expect(parse('discovery-transaction-history.csv', { bankId: 'discovery' }).bank_slug).toBe('discovery');
    expect(refused(fixture('discovery-transaction-history.csv'), { bankId: 'fnb' }).problems[0]!.problem).toMatch(/looks like a Discovery Bank export/);
  });

  it('Capitec older statement CSV: balance brought forward, Fees column, Total footer', () => {
    const s = parse('capitec-statement.csv');
    expect(s).toMatchObject({ bank_slug: 'capitec', detected_format: 'capitec_statement_csv', account_number: '1051185815', opening_balance_cents: 6333126 });
    expect(brief(s)).toEqual([
      [4, '2025-04-01', -153149, 6179977],
      [5, '2025-04-01', 1959908, 8139885],
      [6, '2025-04-02', -31045, 8108840],
      [7, '2025-04-15', -5000, 8103840],
      [8, '2025-04-30', -2940, 8100900],
    ]);
    expectChains(s);
  });

  it('Absa transaction history: CCYYMMDD dates, quoted commas in descriptions, zero-amount rows', () => {
    const s = parse('absa-transaction-history.csv');
    expect(s).toMatchObject({ bank_slug: 'absa', detected_format: 'absa_transaction_history', statement_start: '2024-06-18', statement_end: '2024-08-25' });
    expect(s.transactions).toHaveLength(10);
    expect(s.transactions[0]).toMatchObject({ row: 2, amount_cents: 0, balance_cents: 2000050 });
    expect(s.transactions[3]).toMatchObject({ row: 5, description: 'CARD REPLACE FEE CANAL WALK( 140,00 ) CARD NO. 0123', amount_cents: 0 });
    expect(s.transactions[9]).toMatchObject({ row: 11, datetime: '2024-08-25T00:00:00+02:00', amount_cents: 100000, balance_cents: 2944050 });
    expectChains(s);
  });

  it('Standard Bank statement of account: preamble, OPEN/CLOSE BALANCE rows, +balances, originator reference', () => {
    const s = parse('standard-bank-statement.csv');
    expect(s).toMatchObject({
      bank_slug: 'standard_bank',
      detected_format: 'standard_bank_statement',
      account_number: '12345678',
      account_holder_name: 'MY COMPANY PTY LTD',
      opening_balance_cents: 50991025,
      closing_balance_cents: 49006170,
    });
    expect(s.transactions.map((t) => t.row)).toEqual([17, 18, 19, 20, 21]);
    expect(s.transactions[0]).toMatchObject({ amount_cents: -700000, balance_cents: 50291025, reference: 'ABSA HOME 12345678 ABSA HOME 2' });
    expectChains(s);
  });

  it("Standard Bank's e-mailed statement: its stray quotes mended, day-and-month dates in the statement's year or the one before, DR/CR, a rate note no transaction", () => {
    const s = parse('standard-bank-emailed.csv');
    expect(s).toMatchObject({
      bank_slug: 'standard_bank',
      detected_format: 'standard_bank_emailed_statement',
      account_number: '0000000012345678',
      account_holder_name: 'Thandi Mokoena',
      opening_balance_cents: 521040,
      closing_balance_cents: 2163327,
    });
    expect(brief(s)).toEqual([
      [21, '2024-12-25', 1850000, 2371040],
      [23, '2025-01-02', -126028, 2245012],
      [24, '2025-01-03', -450, 2244562],
      [25, '2025-01-10', -81235, 2163327],
    ]);
    expect(s.transactions[1]!.description).toBe('IB PAYMENT TO CITY OF JHB 4401 12H05');
    expectChains(s);
  });

  it("Standard Bank's e-mailed statement: a marked OD cell is an overdrawn balance", () => {
    const text = [
      '"Standard Bank of South Africa Ltd.","","","","","",',
      '"Date:","2025-03-05","","","","",',
      '"Acc:","0000000012345678","","","","",',
      '"Description","","Amount","DR /CR","Date","Balance","OD"',
      '"BALANCE BROUGHT FORWARD","","","","","100.00",""',
      '"CHEQUE CARD PURCHASE SPAR","","150.00","DR","03 March","50.00","OD"',
      '"IB TRANSFER FROM SAVINGS","","250.00","CR","04 March","200.00",""',
    ].join('\n');
    const s = parseBankExport(new TextEncoder().encode(text), { now: NOW });
    expect(brief(s)).toEqual([
      [6, '2025-03-03', -15000, -5000],
      [7, '2025-03-04', 25000, 20000],
    ]);
    // A row whose balance moved without an amount is no note: it is refused as a missing amount.
    const moved = refused(`${text}\n"IB PAYMENT TO","","","","05 March","120.00",""`);
    expect(moved.problems).toEqual([expect.objectContaining({ row: 8, problem: 'Missing amount: the row has a date but no amount' })]);
  });

  it('Standard Bank legacy HIST records: padded signed amounts checked against OPEN and CLOSE', () => {
    const s = parse('standard-bank-legacy.csv');
    expect(s).toMatchObject({ bank_slug: 'standard_bank', detected_format: 'standard_bank_legacy_records', account_number: '012345678' });
    expect(brief(s)).toEqual([
      [3, '2024-03-02', -15000, null],
      [4, '2024-03-05', 1200000, null],
      [5, '2024-03-10', -350000, null],
    ]);
    expect(s.transactions[0]).toMatchObject({ description: 'POS PURCHASE WOOLWORTHS CAPE TOWN', reference: 'POS123' });
    expect(s).toMatchObject({ opening_balance_cents: 420000, closing_balance_cents: 1255000 });
  });

  it('Nedbank statement enquiry: headerless ddMMMyyyy rows, brought/carried forward, VAT notice, provisional tail', () => {
    const s = parse('nedbank-statement-enquiry.csv');
    expect(s).toMatchObject({ bank_slug: 'nedbank', detected_format: 'nedbank_statement_enquiry', account_number: '1234567891', opening_balance_cents: 5470977 });
    expect(brief(s)).toEqual([
      [6, '2025-03-01', -3300, 5467677],
      [7, '2025-03-03', -100000, 5367677],
      [8, '2025-03-05', 1825000, 7192677],
      [9, '2025-03-12', -64217, 7128460],
      [11, '2025-03-27', -4160, 7124300],
      [12, '2025-03-27', -7500, 7116800],
      [16, '2025-03-31', 910698, 8027498],
    ]);
    expectChains(s);
  });

  it('Nedbank numbered variant with dd/mm/yyyy dates', () => {
    const s = parse('nedbank-numbered.csv');
    expect(s).toMatchObject({ bank_slug: 'nedbank', account_number: '1053484658', opening_balance_cents: 264797189 });
    expect(brief(s)).toEqual([
      [5, '2023-01-04', 1500000, 266297189],
      [6, '2023-01-05', -250050, 266047139],
      [7, '2023-01-31', -12000, 266035139],
    ]);
  });

  it('the documented generic format', () => {
    const s = parse('generic.csv');
    expect(s).toMatchObject({ bank_slug: 'generic', detected_format: 'generic' });
    expect(s.transactions[0]).toMatchObject({ row: 2, datetime: '2024-05-01T00:00:00+02:00', amount_cents: 2500000, balance_cents: 2600000, description: 'Salary ACME', reference: 'SAL-0524' });
    expect(s.transactions[1]!.reference).toBeNull();
    expectChains(s);
  });

  it('a named bank keeps its slug; a file that is clearly another bank is refused', () => {
    expect(parse('generic.csv', { bankId: 'absa' }).bank_slug).toBe('absa');
    expect(parse('fnb-transaction-history.csv', { bankId: 'fnb' }).detected_format).toBe('fnb_transaction_history');
    const error = refused(fixture('capitec-transaction-history.csv'), { bankId: 'fnb' });
    expect(error.error_type).toBe('Parse Error');
    expect(error.problems[0]!.problem).toMatch(/looks like a Capitec export/);
    expect(refused('date,amount\n2024-01-01,1\n', { bankId: 'bank_of_mars' }).problems[0]!.column).toBe('bank_id');
  });

  it('refuses a file for another account than the upload names, citing the preamble line', () => {
    const error = refused(fixture('fnb-transaction-history.csv'), { accountNumber: '62899999999' });
    expect(error.error_type).toBe('Parse Error');
    expect(error.problems[0]).toMatchObject({ row: 2, column: 'account_number' });
    expect(parse('fnb-transaction-history.csv', { accountNumber: '062812345678' }).account_number).toBe('62812345678');
  });
});

describe('encodings and delimiters', () => {
  it('Windows-1252, semicolons, decimal commas, "R 1 914,50", trailing minus and "14 Mar 2024" dates', () => {
    const s = parse('generic-windows-1252-semicolon.csv');
    expect(s).toMatchObject({ encoding: 'windows-1252', delimiter: ';', account_number: '4071234567' });
    expect(s.transactions.map((t) => [t.datetime, t.amount_cents, t.balance_cents, t.description])).toEqual([
      ['2024-03-14T00:00:00+02:00', -8550, 191450, 'Café Mozart Kaapstad'],
      ['2024-03-15T00:00:00+02:00', 1200000, 1391450, 'Salary – ACME'],
      ['2024-03-18T00:00:00+02:00', -4500, 1386950, 'Crème Brûlée Bakery'],
    ]);
  });

  it('UTF-16LE tab-delimited (Excel "Unicode Text") reads like the UTF-8 original', () => {
    const utf16 = parse('capitec-unicode-text.txt');
    const utf8 = parse('capitec-transaction-history.csv');
    expect(utf16).toMatchObject({ encoding: 'utf-16le', delimiter: '\t', bank_slug: 'capitec' });
    expect(utf16.transactions).toEqual(utf8.transactions);
  });

  it('UTF-8 with a BOM and UTF-8 without one give the same statement', () => {
    const plain = fixture('generic.csv');
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...plain]);
    expect(parseBankExport(withBom, { now: NOW }).transactions).toEqual(parse('generic.csv').transactions);
    expect(parseBankExport(withBom, { now: NOW }).encoding).toBe('utf-8-bom');
  });

  it('refuses binary files (PDF, XLSX, NUL-filled) as undecodable', () => {
    expect(refused(new TextEncoder().encode('%PDF-1.7\n...')).problems[0]!.problem).toMatch(/PDF/);
    expect(refused(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])).problems[0]!.problem).toMatch(/Excel|ZIP/);
    const binary = refused(new Uint8Array([1, 2, 3, 0, 0, 7, 8, 0, 1, 2, 0, 0, 5]));
    expect(binary.error_type).toBe('Parse Error');
    expect(refused(new Uint8Array()).problems[0]!.problem).toMatch(/empty/);
  });

  it('Windows-1252 bytes 0x80-0x9F decode to their characters (€, curly quotes, dashes), not C1 controls', () => {
    const csv = Buffer.concat([
      Buffer.from('date,description,amount,balance\r\n2024-03-01,', 'latin1'),
      Buffer.from([0x93, 0x45, 0x55, 0x52, 0x94, 0x20, 0x80, 0x35, 0x20, 0x96, 0x20, 0x8a, 0x6b, 0x6f, 0x64, 0x61, 0xe9]), // “EUR” €5 – Škodaé
      Buffer.from(',-5.00,95.00\r\n', 'latin1'),
    ]);
    const s = parseBankExport(csv, { now: NOW });
    expect(s.encoding).toBe('windows-1252');
    expect(s.transactions[0]!.description).toBe('\u201cEUR\u201d \u20ac5 \u2013 \u0160koda\u00e9');
  });

  it('a quote never closed is a Parse Error naming its line, not the rest of the file in one cell', () => {
    const error = refused('date,description,amount,balance\n2024-03-01,Rent,-10.00,90.00\n2024-03-02,"Shop,-5.00,85.00\n2024-03-03,Fee,-1.00,84.00\n');
    expect(error.error_type).toBe('Parse Error');
    expect(error.problems).toEqual([{ row: 3, column: null, problem: expect.stringMatching(/^Unterminated quoted field on line 3/) }]);
  });

  it('semicolon and tab delimiters, separate debit/credit columns and Cr/Dr markers', () => {
    const csv = [
      'Transaction Date;Details;Debit;Credit;Balance',
      '01/02/2024;Opening deposit;;1 000,00;1 000,00 Cr',
      '02/02/2024;Groceries;250,50;;749,50 Cr',
      '03/02/2024;Overdrawn;1 000,00;;250,50 Dr',
    ].join('\n');
    const s = parseBankExport(new TextEncoder().encode(csv), { now: NOW });
    expect(s.detected_format).toBe('columns');
    expect(s.transactions.map((t) => [t.datetime.slice(0, 10), t.amount_cents, t.balance_cents])).toEqual([
      ['2024-02-01', 100000, 100000],
      ['2024-02-02', -25050, 74950],
      ['2024-02-03', -100000, -25050],
    ]);
    const tabbed = parseBankExport(new TextEncoder().encode(csv.replace(/;/g, '\t')), { now: NOW });
    expect(tabbed.delimiter).toBe('\t');
    expect(tabbed.transactions).toEqual(s.transactions);
  });
});

describe('order detection and same-day ambiguity', () => {
  it('a newest-first file with several same-day rows in reverse order chains', () => {
    const csv = [
      'date,description,amount,balance',
      '2024-05-03,C,-10.00,970.00',
      '2024-05-02,B2,-5.00,980.00',
      '2024-05-02,B1,-15.00,985.00',
      '2024-05-01,A,1000.00,1000.00',
    ].join('\n');
    const s = parseBankExport(new TextEncoder().encode(csv), { now: NOW });
    expect(s.newest_first).toBe(true);
    expect(s.transactions.map((t) => t.description)).toEqual(['A', 'B1', 'B2', 'C']);
    expect(s.opening_balance_cents).toBe(0);
  });

  it('rows of one day listed in an order the balances do not follow are reordered, not refused', () => {
    const csv = [
      'date,description,amount,balance',
      '2024-05-01,Salary,1000.00,1000.00',
      '2024-05-02,Third,-30.00,940.00',
      '2024-05-02,First,-10.00,990.00',
      '2024-05-02,Second,-20.00,970.00',
      '2024-05-03,Next day,-40.00,900.00',
    ].join('\n');
    const s = parseBankExport(new TextEncoder().encode(csv), { now: NOW });
    expect(s.transactions.map((t) => [t.row, t.description])).toEqual([
      [2, 'Salary'], [4, 'First'], [5, 'Second'], [3, 'Third'], [6, 'Next day'],
    ]);
  });

  it('genuine identical transactions on one day are kept when the balance proves both', () => {
    const csv = [
      'date,description,amount,balance',
      '2024-05-01,TAXI FARE,-20.00,980.00',
      '2024-05-01,TAXI FARE,-20.00,960.00',
      '2024-05-01,TAXI REFUND,20.00,980.00',
      '2024-05-01,TAXI FARE,-20.00,960.00',
    ].join('\n');
    const s = parseBankExport(new TextEncoder().encode(csv), { now: NOW });
    expect(s.transactions).toHaveLength(4);
    const prints = transactionFingerprints('123', s.transactions);
    expect(new Set(prints).size).toBe(4);
  });
});

describe('dated balance rows among the transactions', () => {
  // Standard Bank's transaction CSV (as a business holder's export on GitHub shows it,
  // IamFootprint/businessmanagementsystem): newest first, an OPENING BALANCE row dated the first day
  // and a CLOSING BALANCE row dated the last, each with the balance and no amount.
  const export_ = (opening: string) =>
    [
      'DATE,DESCRIPTION,AMOUNT,BALANCE',
      `15/03/2025,OPENING BALANCE,,${opening}`,
      '17/03/2025,CR EFTPOS 2KC 2 - CREDIT CARD EFTPOS SETTLEMENT CR EFTPOS 2KC 2,270.0,-13316.54',
      '16/03/2025,FEE: UNUSED FACILITY,-4.51,-13586.54',
      '15/03/2025,ACME - CREDIT TRANSFER ACME,800.0,-13582.03',
      '15/03/2025,SHELL - DEBIT CARD PURCHASE FROM SHELL,-1317.1,-14382.03',
      '17/03/2025,CLOSING BALANCE,,ZAR-13316.54',
    ].join('\n');

  it('are the opening and closing balances, not transactions without an amount', () => {
    const s = parseBankExport(new TextEncoder().encode(export_('ZAR-13064.93')), { now: NOW });
    expect(s.transactions.map((t) => t.amount_cents)).toEqual([-131710, 80000, -451, 27000]);
    expect(s).toMatchObject({ opening_balance_cents: -1306493, closing_balance_cents: -1331654 });
  });

  it('an opening balance the rows do not follow from is refused as a gap, naming the row', () => {
    // The export on GitHub states as its opening balance the balance after its first transaction.
    const error = refused(new TextEncoder().encode(export_('ZAR-14382.03')));
    expect(error.error_type).toBe('Contiguous Error');
    expect(error.problems[0]!.problem).toMatch(/do not chain/);
  });
});

describe('refusals name the rows', () => {
  it('Parse Error: unparseable date, impossible date, missing amount, unparseable amount — all at once', () => {
    const error = refused(fixture('broken-parse-errors.csv'));
    expect(error.error_type).toBe('Parse Error');
    expect(error.status).toBe(400);
    expect(error.problems.map((p) => [p.row, p.column])).toEqual([[5, 'Date'], [6, 'Date'], [7, 'Amount'], [8, 'Amount']]);
    expect(error.problems[1]!.problem).toMatch(/impossible date/);
    expect(error.problems[2]!.problem).toMatch(/Missing amount/);
    expect(error.toBody()).toMatchObject({ error_type: 'Parse Error', details: error.problems });
  });

  it('Parse Error: an unknown format', () => {
    const error = refused(fixture('broken-unknown-format.csv'));
    expect(error.error_type).toBe('Parse Error');
    expect(error.problems[0]).toMatchObject({ row: null, problem: expect.stringMatching(/Unknown format/) });
  });

  it('Contiguous Error: a balance that does not follow, at its row', () => {
    const error = refused(fixture('broken-balance-chain.csv'));
    expect(error.error_type).toBe('Contiguous Error');
    expect(error.status).toBe(422);
    expect(error.problems).toEqual([expect.objectContaining({ row: 4, column: 'balance' })]);
    expect(error.problems[0]!.problem).toMatch(/31,950.50.*-3,000.00.*28,950.50.*27,950.50/);
  });

  it('Contiguous Error: a gap claimed by the opening balance', () => {
    const error = refused(fixture('broken-opening-gap.csv'));
    expect(error.error_type).toBe('Contiguous Error');
    expect(error.problems[0]).toMatchObject({ row: 9, problem: expect.stringMatching(/opening balance R 1,000.00/) });
  });

  it('Contiguous Error: a closing balance that the rows do not reach', () => {
    const text = fixture('standard-bank-statement.csv').toString('utf8').replace('+490061.70,,CLOSE', '+490000.00,,CLOSE');
    const error = refused(text);
    expect(error.error_type).toBe('Contiguous Error');
    expect(error.problems[0]).toMatchObject({ row: null, problem: expect.stringMatching(/closing balance R 490,000.00/) });
  });

  it('Transactions Error: an exact duplicate row the balance chain disproves', () => {
    const error = refused(fixture('broken-duplicate-row.csv'));
    expect(error.error_type).toBe('Transactions Error');
    expect(error.problems).toEqual([expect.objectContaining({ row: 4, problem: expect.stringMatching(/exact copy of row 3/) })]);
  });

  it('Transactions Error: no transactions, future dates, more than 24 months', () => {
    expect(refused(fixture('broken-no-transactions.csv')).error_type).toBe('Transactions Error');
    const future = refused(fixture('generic.csv'), { now: new Date('2024-05-10T12:00:00Z') });
    expect(future.error_type).toBe('Transactions Error');
    expect(future.problems.map((p) => p.row)).toEqual([5]);
    const long = refused(fixture('broken-long-span.csv'));
    expect(long.problems[0]!.problem).toMatch(/more than 24 months/);
  });

  it('caps the problem list at 100 and counts them all', () => {
    const lines = ['date,description,amount,balance', ...Array.from({ length: 150 }, (_, i) => `2024-01-${(i % 28) + 1},x,abc,1`)];
    const error = refused(lines.join('\n'));
    expect(error.problems).toHaveLength(100);
    expect(error.problem_count).toBe(150);
  });
});

describe('values', () => {
  it('reads dates in every accepted spelling and rejects impossible ones', () => {
    for (const text of ['2024/03/14', '2024-03-14', '14/03/2024', '14 Mar 2024', '14Mar2024', '20240314', '14-Mar-2024', '14 March 2024', '14/03/24', '2024-03-14 9:05']) {
      expect(parseDate(text)).toMatchObject({ ok: true, date: '2024-03-14' });
    }
    expect(parseDate('2024-03-14 9:05')).toMatchObject({ time: '09:05:00' });
    expect(parseDate('29/02/2023')).toMatchObject({ ok: false, impossible: true });
    expect(parseDate('2024/13/01')).toMatchObject({ ok: false, impossible: true });
    expect(parseDate('29/02/2024')).toMatchObject({ ok: true, date: '2024-02-29' });
    expect(parseDate('03/14/2024', 'mdy')).toMatchObject({ ok: true, date: '2024-03-14' });
  });

  it('reads amounts exactly in cents in every accepted spelling', () => {
    const cases: [string, number][] = [
      ['1234.56', 123456], ['-1,234.56', -123456], ['1 234,56', 123456], ['R 1 234.56', 123456], ['R-50.00', -5000],
      ['-R50.00', -5000], ['1234.56-', -123456], ['(1,234.56)', -123456], ['2,392.00Cr', 239200], ['500.00 Dr', -50000],
      ['+000000004200.00', 420000], ['750', 75000], ['-41.6', -4160], ['0.1', 10], ['1.234,50', 123450],
    ];
    for (const [text, cents] of cases) expect(parseAmount(text)).toMatchObject({ ok: true, cents });
    expect(parseAmount('')).toEqual({ ok: 'empty' });
    expect(parseAmount('12.345')).toMatchObject({ ok: false });
    expect(parseAmount('abc')).toMatchObject({ ok: false });
  });
});

describe('fingerprints for duplicate uploads', () => {
  it('file fingerprints are the bytes; transaction fingerprints survive re-encoding and re-formatting', () => {
    expect(fileFingerprint(fixture('generic.csv'))).toBe(fileFingerprint(fixture('generic.csv')));
    expect(fileFingerprint(fixture('capitec-unicode-text.txt'))).not.toBe(fileFingerprint(fixture('capitec-transaction-history.csv')));
    const a = parse('capitec-unicode-text.txt').transactions.map((t) => transactionFingerprint('1234567890', t));
    const b = parse('capitec-transaction-history.csv').transactions.map((t) => transactionFingerprint('01234567890', t));
    expect(a).toEqual(b);
    expect(a[0]).toMatch(/^[0-9a-f]{64}$/);
    const tx = { datetime: '2024-05-01T00:00:00+02:00', amount_cents: -2000, balance_cents: null, description: 'Taxi  fare.' };
    expect(transactionFingerprint('1', tx)).toBe(transactionFingerprint('1', { ...tx, description: 'TAXI FARE' }));
    expect(transactionFingerprint('1', tx)).not.toBe(transactionFingerprint('2', tx));
    const [first, second] = transactionFingerprints('1', [tx, tx]);
    expect(first).toBe(transactionFingerprint('1', tx));
    expect(second).not.toBe(first);
  });
});
