import { DomainError } from '#schemas/errors';
import type { StatementContext } from './statement-context.ts';
import {
  checkPasswordWanted,
  checkStatementFilename,
  checkStatementFiles,
  parsedPeriodsOf,
  passwordsToTry,
  presentStatementFile,
  sizeFields,
  statementFileKinds,
  statementCoverageOf,
  storedExtension,
  type StatementFileRecord,
  uploaderOf,
} from './statement-file-records.ts';

const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return [error.code, error.details];
    throw error;
  }
  return null;
};

describe('checkStatementFiles and statementFileKinds', () => {
  const csv = { filename: 'a.csv', data: Buffer.from('date,amount\n') };
  it('answers each file kind from its bytes', async () => {
    expect(checkStatementFiles([csv])).toBeUndefined();
    await expect(statementFileKinds([csv, { filename: 'b.pdf', data: Buffer.from('%PDF-1.7\n%%EOF\n') }])).resolves.toEqual(['csv', 'pdf']);
  });
  it('names the limit, or the file and what it is', async () => {
    expect(code(() => checkStatementFiles(Array.from({ length: 13 }, () => csv)))).toEqual(['too_many_files', 'at most 12 files per request']);
    expect(code(() => checkStatementFiles([{ filename: 'big.pdf', data: Buffer.alloc(20 * 1024 * 1024 + 1) }]))).toEqual(['file_too_large', 'at most 20 MiB per file (big.pdf)']);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
    await expect(statementFileKinds([csv, { filename: null, data: png }])).rejects.toMatchObject({ code: 'unsupported_file_type', details: expect.stringMatching(/^file 2 is a (PNG image|binary file), not a PDF or CSV statement$/) });
    await expect(statementFileKinds([{ filename: 'e.bin', data: Buffer.alloc(0) }])).rejects.toMatchObject({ code: 'unsupported_file_type' });
    expect(code(() => checkStatementFilename('scan.jpg'))).toEqual(['unsupported_file_type', 'scan.jpg is neither a PDF nor a CSV/text file']);
    expect(code(() => checkStatementFilename('statement.pdf'))).toBeNull();
  });
});

describe('sizeFields', () => {
  it.each([
    [512, 512, 'B', '512 B'],
    [1536, 1.5, 'KB', '1.5 KB'],
    [1024 * 1024 * 20, 20, 'MB', '20 MB'],
    [1_300_000, 1.2, 'MB', '1.2 MB'],
  ])('%i bytes → %d %s', (bytes, size, unit, concat) => {
    expect(sizeFields(bytes)).toEqual({ size_bytes: bytes, size, size_unit: unit, size_unit_concat: concat });
  });
});

const RECORD: StatementFileRecord = {
  id: '6b02f308cf2266b0f2958a88',
  organisation: 'o'.repeat(24),
  application: 'a'.repeat(24),
  title: 'jan.pdf',
  content_type: 'application/pdf',
  kind: 'pdf',
  size_bytes: 2048,
  sha256: 'f'.repeat(64),
  s3_key: 'k',
  source: 'upload',
  status: 'parsed',
  attempt: 1,
  error_code: null,
  error_type: null,
  error_message: null,
  error_detail: null,
  result: {
    bank_slug: 'fnb',
    account_number: '62812345678',
    account_holder_name: 'T MOKOENA',
    period_start: '2025-01-01',
    period_end: '2025-01-31',
    opening_balance_cents: 123456,
    closing_balance_cents: -5,
    transaction_count: 42,
    added: 42,
    already_known: 0,
    page_count: 3,
    authenticity: { verdict: 'no_signals', signals: [] },
  },
  created_at: '2026-01-01T00:00:00.000Z',
  modified_at: '2026-01-01T00:00:01.000Z',
};

const NOTHING_KNOWN: StatementContext = { applicantNames: [], trustedHolders: [], trustedData: null };

describe('presentStatementFile', () => {
  it('answers a parsed file with its statement in rand', () => {
    expect(presentStatementFile(RECORD, 'https://signed', NOTHING_KNOWN)).toMatchObject({
      id: RECORD.id,
      title: 'jan.pdf',
      size: 2,
      size_unit: 'KB',
      file_url: 'https://signed',
      status: 'parsed',
      error_code: null,
      bank_slug: 'fnb',
      statement_start_date: '2025-01-01',
      statement_end_date: '2025-01-31',
      opening_balance: 1234.56,
      closing_balance: -0.05,
      transaction_count: 42,
    });
  });

  it("judges a parsed statement's holder and period against the application as it stands, keeping the file's own signals", () => {
    const ownSignal = { code: 'print_to_pdf' as const, detail: 'printed' };
    const stale = { code: 'holder_mismatch' as const, detail: 'read before the applicant gave their name' };
    const record = { ...RECORD, result: { ...RECORD.result!, authenticity: { verdict: 'suspicious' as const, signals: [ownSignal, stale] } } };
    // The applicant's personal info, given after the file was read, names the holder: the stale mismatch goes.
    const named = presentStatementFile(record, 'u', { applicantNames: ['Thandi Nkosi', 'Thandi Mokoena'], trustedHolders: [], trustedData: null });
    expect(named.authenticity).toEqual({ verdict: 'suspicious', signals: [ownSignal] });
    // The lender's data, sent after the file was read, is a year later: the statement is from another time.
    const later = presentStatementFile(record, 'u', { applicantNames: ['T Mokoena'], trustedHolders: ['T MOKOENA'], trustedData: { start: '2026-01-01', end: '2026-03-31' } });
    expect(later.authenticity?.signals.map((signal) => signal.code)).toEqual(['print_to_pdf', 'period_apart']);
    expect(later.authenticity?.verdict).toBe('suspicious');
    // Nothing known: only what the file itself shows.
    expect(presentStatementFile(record, 'u', NOTHING_KNOWN).authenticity).toEqual({ verdict: 'suspicious', signals: [ownSignal] });
  });

  it('answers no statement for a file that is not parsed, and a presigned file waiting for its bytes as processing', () => {
    const failed = presentStatementFile({ ...RECORD, status: 'failed', error_code: 'no_text_layer', error_type: 'Parse Error', error_message: 'scan' }, 'u', NOTHING_KNOWN);
    expect(failed).toMatchObject({ status: 'failed', error_code: 'no_text_layer', manual_upload_error_type: 'Parse Error', message: 'scan', bank_slug: null, opening_balance: null, authenticity: null });
    expect(presentStatementFile({ ...RECORD, status: 'awaiting_upload', result: null }, 'u', NOTHING_KNOWN).status).toBe('processing');
  });
});

describe('passwords', () => {
  it('tries the typed password first, then the derived ones, without repeats or blanks', () => {
    expect(passwordsToTry('typed', ['9001155123085', 'typed', ''])).toEqual(['typed', '9001155123085']);
    expect(passwordsToTry(undefined, ['9001155123085'])).toEqual(['9001155123085']);
  });

  it('takes a password only for a locked file', () => {
    expect(code(() => checkPasswordWanted({ status: 'password_required', error_code: 'wrong_password' }))).toBeNull();
    expect(code(() => checkPasswordWanted({ status: 'parsed', error_code: null }))).toEqual(['file_password_not_needed', 'it is parsed']);
  });
});

describe('storedExtension', () => {
  it('follows the kind, else the name', () => {
    expect([storedExtension('pdf', 'x.csv'), storedExtension('csv', 'x.txt'), storedExtension('csv', 'x'), storedExtension(null, 'a.PDF'), storedExtension(null, 'a')]).toEqual(['pdf', 'txt', 'csv', 'pdf', 'bin']);
  });
});

describe('uploaderOf', () => {
  it('names who sent a file as the files_uploaded event does: the applicant, the lender or e-mail', () => {
    expect(uploaderOf('upload')).toBe('applicant');
    expect(uploaderOf('presigned')).toBe('applicant');
    expect(uploaderOf('lender')).toBe('lender');
    expect(uploaderOf('email')).toBe('email');
  });
});

describe('presentStatementFile and stored problems', () => {
  it('answers a CSV export\'s problems stored as JSON text before session 102 as a list', () => {
    const problems = [{ row: 4, column: 'balance', problem: 'Balances do not chain' }];
    const presented = presentStatementFile({ ...RECORD, status: 'failed', error_detail: { row: 4, problem_count: 1, problems: JSON.stringify(problems) } }, 'u', NOTHING_KNOWN);
    expect(presented.error_detail).toEqual({ row: 4, problem_count: 1, problems });
    expect(presentStatementFile({ ...RECORD, status: 'failed', error_detail: { row: 4, problems } }, 'u', NOTHING_KNOWN).error_detail).toEqual({ row: 4, problems });
  });
});

describe('the periods statements cover', () => {
  const tampered = { verdict: 'tampered' as const, signals: [{ code: 'text_over_text' as const, detail: 'an amount drawn over another', page: 1 }] };
  const files: StatementFileRecord[] = [
    RECORD,
    { ...RECORD, id: 'b'.repeat(24), result: { ...RECORD.result!, period_start: '2025-02-01', period_end: '2025-02-28', authenticity: tampered } },
    { ...RECORD, id: 'c'.repeat(24), status: 'failed', result: null },
  ];

  it("the merge checks a statement against every parsed file's period, a tampered one's too, but the file's own", () => {
    expect(parsedPeriodsOf(files).map((period) => period.start)).toEqual(['2025-01-01', '2025-02-01']);
    expect(parsedPeriodsOf(files, RECORD.id).map((period) => period.start)).toEqual(['2025-02-01']);
  });

  it("the analyses count no tampered file's printed period as covered (its rows still count as rows), but its end is still the account's statement date", () => {
    const account = { id: 'a'.repeat(24), bank_slug: 'fnb', account_number: '62812345678' };
    expect(statementCoverageOf([account], files)).toEqual({ periods: [{ account_id: account.id, start: '2025-01-01', end: '2025-01-31' }], statementDates: { [account.id]: '2025-02-28' } });
    // Untampered, February is covered too.
    const plain = files.map((file) => (file.result ? { ...file, result: { ...file.result, authenticity: { verdict: 'suspicious' as const, signals: [] } } } : file));
    expect(statementCoverageOf([account], plain).periods.map((period) => period.start)).toEqual(['2025-01-01', '2025-02-01']);
  });
});
