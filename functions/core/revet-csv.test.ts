import { DomainError } from '#schemas/errors';
import { contactKey, findDuplicates, normaliseColumnName, parseCsvNumber, revetCsvTemplate, RevetFileError, revetEntriesFromCsv } from './revet-csv.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('CSV cells', () => {
  it("read numbers with '.' decimals, an optional rand sign and spaces between thousands, never commas", () => {
    expect(parseCsvNumber('1234.56')).toBe(1234.56);
    expect(parseCsvNumber(' 12 ')).toBe(12);
    expect(parseCsvNumber('.5')).toBe(0.5);
    expect(parseCsvNumber('-3')).toBe(-3);
    expect(parseCsvNumber('R 1 234 567.89')).toBe(1234567.89);
    expect(parseCsvNumber('R1\u00a0234.5')).toBe(1234.5);
    expect(parseCsvNumber('ZAR 250')).toBe(250);
    for (const bad of ['1,234', '1 234,56', '12 34', '1e5', '27%', 'abc', '1.2.3', 'R', '']) {
      expect(parseCsvNumber(bad)).toEqual({ problem: expect.any(String) });
    }
  });

  it('match header names case-insensitively, trimmed, with spaces or dashes as underscores', () => {
    expect(normaliseColumnName('  Loan Amount ')).toBe('loan_amount');
    expect(normaliseColumnName('EFFECTIVE-INTEREST-RATE')).toBe('effective_interest_rate');
  });

  it('treat e-mail case and phone formatting as the same contact', () => {
    expect(contactKey({ email: 'a@x.example', phone: '082 123 4567' })).toBe(contactKey({ email: 'A@X.example', phone: '+27 (82) 123-4567' }));
    expect(contactKey({ email: 'a@x.example', phone: '0821234567' })).not.toBe(contactKey({ email: 'a@x.example', phone: '0821234568' }));
  });
});

describe('a re-vet CSV book', () => {
  it('reads the template back as its one example entry', () => {
    const entries = revetEntriesFromCsv(bytes(revetCsvTemplate()));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ name: 'Thandi Mokoena', email: 'thandi.mokoena@example.com', loan_amount: 30000, loan_duration: 24 });
  });

  it('reads columns in any order and case, skipping blank rows', () => {
    const entries = revetEntriesFromCsv(bytes('Phone,EMAIL, Name \n\n+27821234567,Lerato@Example.com,Lerato Mokoena\n'));
    expect(entries).toEqual([expect.objectContaining({ name: 'Lerato Mokoena', email: 'lerato@example.com', phone: '+27821234567' })]);
  });

  it('lists every problem by row and column, and accepts nothing', () => {
    let error: unknown;
    try {
      revetEntriesFromCsv(bytes('name,email,phone,loan_amount\nA,not-an-email,+27821234567,1 000\nB,b@example.com,+27821234568,1,234\n'));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RevetFileError);
    const problems = (error as RevetFileError).problems;
    expect(problems.map((problem) => [problem.row, problem.column])).toEqual(expect.arrayContaining([[2, 'email'], [3, null]]));
    expect((error as DomainError).code).toBe('invalid_application_file');
  });

  it('refuses a workbook and UTF-16 with what to do instead', () => {
    expect(() => revetEntriesFromCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toThrow(RevetFileError);
    expect(() => revetEntriesFromCsv(new Uint8Array([0xff, 0xfe, 0x6e, 0]))).toThrow(
      expect.objectContaining({ problems: [{ row: null, column: null, problem: 'The file is UTF-16; save it as "CSV UTF-8"' }] }),
    );
  });

  it('finds entries that share a contact', () => {
    expect(findDuplicates([
      { email: 'a@x.example', phone: '0821234567' },
      { email: 'b@x.example', phone: '0821234568' },
      { email: 'a@x.example', phone: '+27821234567' },
    ])).toEqual([{ index: 2, firstIndex: 0 }]);
  });
});
