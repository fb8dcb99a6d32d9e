/**
 * readStatementFile: the type comes from the bytes (not the name), PDFs go through the PDF
 * reader, CSV/text through the bank-export reader (its errors mapped to StatementFileError),
 * anything else is refused with what it is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { StatementFileError } from './pdf/errors.ts';
import { readStatementFile, sniffStatementFile } from './statement-files.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const PDF = new Uint8Array(readFileSync(path.join(__dirname, 'pdf/fixtures/generic-money-in-out.pdf')));
const CSV = new TextEncoder().encode(
  'date,description,amount,balance\n2025-05-01,Salary ACME,25000.00,26000.00\n2025-05-02,Rent,-8500.00,17500.00\n',
);

async function refused(input: Parameters<typeof readStatementFile>[0]): Promise<StatementFileError> {
  try {
    await readStatementFile(input);
  } catch (error) {
    if (error instanceof StatementFileError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('readStatementFile', () => {
  it('reads a PDF (whatever its name says) into a statement with its period, pages and authenticity', async () => {
    const r = await readStatementFile({ bytes: PDF, filename: 'statement.csv', contentType: 'text/csv', passwords: [], now: NOW });
    expect(r.kind).toBe('pdf');
    expect(r.pageCount).toBe(2);
    expect(r.passwordUsed).toBeNull();
    expect(r.statement.transactions).toHaveLength(17);
    expect(r.statement.period_start).toBe('2025-04-01');
    expect(r.statement.period_end).toBe('2025-04-30');
    expect(r.authenticity.verdict).toEqual(expect.any(String));
  });

  it("takes the uploader's account number where the file prints none, and refuses a statement that prints another (PDF and CSV)", async () => {
    const pdf = await readStatementFile({ bytes: PDF, filename: 'x.pdf', passwords: [], now: NOW });
    const printed = pdf.statement.account_number;
    expect(printed).toBe('62 0012 3456');
    const same = await readStatementFile({ bytes: PDF, filename: 'x.pdf', passwords: [], now: NOW, accountNumber: '6200123456' });
    expect(same.statement.account_number).toBe(printed);
    const wrongPdf = await refused({ bytes: PDF, filename: 'x.pdf', passwords: [], now: NOW, accountNumber: '9999999999' });
    expect([wrongPdf.code, wrongPdf.errorType, wrongPdf.detail]).toEqual(['invalid_statement', 'Parse Error', { account_number: printed, given_account_number: '9999999999' }]);

    const csv = await readStatementFile({ bytes: CSV, filename: 'history.csv', passwords: [], now: NOW, accountNumber: '4081234567' });
    expect(csv.statement.account_number).toBe('4081234567');
    const unnamed = await readStatementFile({ bytes: CSV, filename: 'history.csv', passwords: [], now: NOW });
    expect(unnamed.statement.account_number).toBeNull();
    const fnb = new Uint8Array(readFileSync(path.join(__dirname, 'statements/fixtures/fnb-transaction-history.csv')));
    const wrongCsv = await refused({ bytes: fnb, filename: 'fnb.csv', passwords: [], now: NOW, accountNumber: '9999999999' });
    expect([wrongCsv.code, wrongCsv.errorType]).toEqual(['invalid_statement', 'Parse Error']);
    expect(wrongCsv.message).toContain('not 9999999999');
    // Discovery prints its number only in the file's name: that number is checked here, not by the export's reader.
    const discovery = new Uint8Array(readFileSync(path.join(__dirname, 'statements/fixtures/discovery-transaction-history.csv')));
    const named = 'DiscoveryBank_10349981527_20250601_20250612.csv';
    expect((await readStatementFile({ bytes: discovery, filename: named, passwords: [], now: NOW, accountNumber: '10349981527' })).statement.account_number).toBe('10349981527');
    const wrongName = await refused({ bytes: discovery, filename: named, passwords: [], now: NOW, accountNumber: '9999999999' });
    expect([wrongName.code, wrongName.detail]).toEqual(['invalid_statement', { account_number: '10349981527', given_account_number: '9999999999' }]);
  });

  it('reads a Node Buffer as well as a Uint8Array', async () => {
    const r = await readStatementFile({ bytes: readFileSync(path.join(__dirname, 'pdf/fixtures/generic-amount-crdr.pdf')), filename: 'x.pdf', passwords: [], now: NOW });
    expect(r.statement.transactions).toHaveLength(16);
  });

  it('reads a CSV export with the period fields a PDF statement has', async () => {
    const r = await readStatementFile({ bytes: CSV, filename: 'statement.pdf', passwords: [], now: NOW });
    expect(r.kind).toBe('csv');
    expect(r.pageCount).toBeNull();
    expect(r.statement.period_start).toBe('2025-05-01');
    expect(r.statement.period_end).toBe('2025-05-02');
    expect(r.authenticity).toEqual({ verdict: 'no_signals', signals: [] });
  });

  it('names the rows a CSV export marks pending as row_not_posted information (the verdict stays no_signals)', async () => {
    const bytes = readFileSync(path.join(__dirname, 'statements/fixtures/capitec-pending-rows.csv'));
    const r = await readStatementFile({ bytes, filename: 'account_statement.csv', passwords: [], now: NOW });
    expect(r.statement.transactions).toHaveLength(8);
    expect(r.authenticity.verdict).toBe('no_signals');
    expect(r.authenticity.signals.map((s) => [s.code, s.row])).toEqual([['row_not_posted', 5], ['row_not_posted', 9], ['row_not_posted', 10]]);
    expect(r.authenticity.signals[0]!.detail).toBe(
      'Row 5 (2025-03-16, "(Pending) Google Play Dublin (Card 1234)", R 3.00 debit): the export marks it pending, not yet posted by the bank, with no balance; the posted row comes in a later export; it is not counted as a transaction.',
    );
    expect(r.authenticity.signals[0]).not.toHaveProperty('page');
  });

  it('reads the account of a Discovery export from the name Discovery gives the file, and only from that name', async () => {
    const bytes = readFileSync(path.join(__dirname, 'statements/fixtures/discovery-transaction-history.csv'));
    const accountOf = async (filename: string) => (await readStatementFile({ bytes, filename, passwords: [], now: NOW })).statement.account_number;
    expect(await accountOf('DiscoveryBank_10349981527_20250601_20250612.csv')).toBe('10349981527');
    expect(await accountOf('DiscoveryBank_10349981527_20250601_20250612 (1).csv')).toBe('10349981527');
    expect(await accountOf('transactions_10349981527.csv')).toBeNull();
    expect(await accountOf('export.csv')).toBeNull();
    // Another bank's export is never given an account from its name.
    const fnb = readFileSync(path.join(__dirname, 'statements/fixtures/generic.csv'));
    const generic = await readStatementFile({ bytes: fnb, filename: 'DiscoveryBank_10349981527_20250601_20250612.csv', passwords: [], now: NOW });
    expect(generic.statement.account_number).not.toBe('10349981527');
  });

  it('maps the CSV reader errors: a broken chain → balance_chain_broken (Contiguous Error)', async () => {
    const bad = new TextEncoder().encode('date,description,amount,balance\n2025-05-01,Salary,100.00,200.00\n2025-05-02,Rent,-50.00,160.00\n');
    const e = await refused({ bytes: bad, filename: 'a.csv', passwords: [], now: NOW });
    expect(e.code).toBe('balance_chain_broken');
    expect(e.errorType).toBe('Contiguous Error');
    expect(e.detail.problems).toEqual([expect.objectContaining({ row: 3, column: 'balance' })]);
  });

  it('maps the CSV reader errors: no date-and-amount rows → not_a_bank_statement; rows of an unknown format → unsupported_layout; no transactions → invalid_statement', async () => {
    const notes = await refused({ bytes: new TextEncoder().encode('hello,world\nfoo,bar\n'), filename: 'a.csv', passwords: [], now: NOW });
    expect(notes.code).toBe('not_a_bank_statement');
    expect(notes.errorType).toBe('Parse Error');
    const rows = 'Posted;Narrative;Value\n2025-01-03;Groceries;12.50\n2025-01-04;Fuel;400.00\n2025-01-05;Rent;8000.00\n';
    const unknown = await refused({ bytes: new TextEncoder().encode(rows.replace(/;/g, ' ~ ')), filename: 'a.csv', passwords: [], now: NOW });
    expect(unknown.code).toBe('unsupported_layout');
    expect(unknown.errorType).toBe('Parse Error');
    const empty = await refused({ bytes: new TextEncoder().encode('date,description,amount,balance\n'), filename: 'a.csv', passwords: [], now: NOW });
    expect(empty.code).toBe('invalid_statement');
  });

  it.each([
    ['a PNG image', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])],
    ['a JPEG image', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])],
    ['a ZIP archive', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x61, 0x2e, 0x74, 0x78, 0x74])],
    ['an HTML page', new TextEncoder().encode('<!DOCTYPE html><html><body>Statement</body></html>')],
    ['an empty file', new Uint8Array()],
    ['a binary file', new Uint8Array([1, 2, 3, 0, 0, 0, 9, 8, 7, 0, 1])],
  ])('refuses %s as unsupported_file_type', async (kind, bytes) => {
    const e = await refused({ bytes, filename: 'statement.pdf', passwords: [], now: NOW });
    expect(e.code).toBe('unsupported_file_type');
    expect(e.message).toBe(`We read PDF and CSV statements; this file is ${kind}.`);
  });

  it('sniffs a PDF from its header even after a little junk', async () => {
    expect(await sniffStatementFile(new TextEncoder().encode('\n\n%PDF-1.7\n'))).toEqual({ type: 'pdf' });
    expect(await sniffStatementFile(CSV)).toEqual({ type: 'text' });
  });
});
