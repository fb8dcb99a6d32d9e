/**
 * Re-vetting's rules that need no I/O: the key two entries must not share, and reading the
 * uploaded CSV book into validated entries (every problem listed, row by row). The service in
 * functions/platform/services/revet-service.ts writes and contacts; this module only decides.
 */
import {
  MAX_REVET_ENTRIES,
  REQUIRED_REVET_CSV_COLUMNS,
  REVET_CSV_COLUMNS,
  RevetLoanApplicationSchema,
  type FileProblem,
  type RevetCsvColumn,
  type RevetLoanApplication,
} from '#schemas/revet';
import { DomainError } from '#schemas/errors';
import { isBlankRecord, parseCsv, CsvParseError, toCsv } from './csv.ts';

/** Problems listed in one 400 answer; the rest are summarised in the last entry. */
export const MAX_LISTED_PROBLEMS = 100;

// ---------------------------------------------------------------------------------------------
// Validation shared by both entry points

/**
 * The key two entries must not share: the e-mail address (already lower case) and the phone
 * number's digits, with a South African trunk `0` read as `+27` (0821234567 = +27 82 123 4567).
 */
export function contactKey(entry: Pick<RevetLoanApplication, 'email' | 'phone'>): string {
  let digits = entry.phone.replace(/\D/g, '');
  if (digits.length === 10 && digits.startsWith('0')) digits = `27${digits.slice(1)}`;
  return `${entry.email.toLowerCase()}|${digits}`;
}

/** Each entry whose e-mail and phone repeat an earlier entry's, with the earlier index. */
export function findDuplicates(entries: readonly Pick<RevetLoanApplication, 'email' | 'phone'>[]): { index: number; firstIndex: number }[] {
  const seen = new Map<string, number>();
  const duplicates: { index: number; firstIndex: number }[] = [];
  entries.forEach((entry, index) => {
    const key = contactKey(entry);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else duplicates.push({ index, firstIndex: first });
  });
  return duplicates;
}

// ---------------------------------------------------------------------------------------------
// The CSV file

/** 400 invalid_application_file with what is wrong, row by row (the upload adds it as `details`). */
export class RevetFileError extends DomainError {
  constructor(readonly problems: FileProblem[]) {
    super('invalid_application_file', undefined, undefined, { details: listedProblems(problems) });
    this.name = 'RevetFileError';
  }
}

const NUMBER_COLUMNS = ['installment_value', 'loan_duration', 'loan_amount', 'number_of_installments', 'effective_interest_rate'] as const satisfies readonly RevetCsvColumn[];

/** Normalises a header cell: trimmed, lower case, inner spaces and dashes as `_` ("Loan Amount" → loan_amount). */
export function normaliseColumnName(cell: string): string {
  return cell.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

const GROUP_SEPARATORS = /[ \u00a0\u202f\u2009]/;

/**
 * A number from a CSV cell. Accepted: `1234.56`, `-3`, `.5`, an optional rand sign (`R 1234.56`,
 * `ZAR1234`), and spaces (also non-breaking ones) as thousands separators (`R 1 234 567.89`), the
 * way South African spreadsheets show amounts. Refused: commas in any role (`1,234` is 1234 to
 * some programs and 1.234 to others, so it is never guessed), exponents, percent signs.
 */
export function parseCsvNumber(cell: string): number | { problem: string } {
  let text = cell.trim().replace(/^(?:zar|r)\s*/i, '');
  if (text.includes(',')) return { problem: "Use '.' for decimals and no commas, e.g. 1234.56" };
  if (GROUP_SEPARATORS.test(text)) {
    if (!/^[+-]?\d{1,3}([ \u00a0\u202f\u2009]\d{3})+(\.\d+)?$/.test(text)) return { problem: 'Must be a number, e.g. 1234.56' };
    text = text.replace(/[ \u00a0\u202f\u2009]/g, '');
  }
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return { problem: 'Must be a number, e.g. 1234.56' };
  return Number(text);
}

function decodeUtf8(bytes: Uint8Array): string | { problem: string } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { problem: 'The file is UTF-16; save it as "CSV UTF-8"' };
  }
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    return { problem: 'The file is a workbook (e.g. .xlsx), not CSV; save it as "CSV UTF-8"' };
  }
  try {
    // The decoder drops a UTF-8 byte order mark.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (text.includes('\u0000')) return { problem: 'The file is not a text file' };
    return text;
  } catch {
    return { problem: 'The file is not valid UTF-8; save it as "CSV UTF-8"' };
  }
}

const fileProblem = (problem: string): FileProblem => ({ row: null, column: null, problem });

/**
 * The entries of an uploaded CSV file, or RevetFileError listing every problem: the file is
 * accepted only when every row is valid (nothing is created otherwise).
 *
 * Header: row 1 (leading blank lines are skipped), names matched case-insensitively with
 * surrounding spaces trimmed; `name`, `email` and `phone` are required, the other columns of
 * REVET_CSV_COLUMNS optional, in any order; an unknown or repeated column is a problem (a typo
 * must not silently drop loan data), except a column without a name whose cells are all empty
 * (trailing commas some spreadsheets write). Rows: blank ones are skipped; each other row has as
 * many fields as the header (extra empty trailing fields, or missing trailing unnamed ones, are
 * tolerated); empty optional cells
 * are null; `contact_method` is case-insensitive and defaults to email.
 */
export function revetEntriesFromCsv(bytes: Uint8Array): RevetLoanApplication[] {
  const text = decodeUtf8(bytes);
  if (typeof text !== 'string') throw new RevetFileError([fileProblem(text.problem)]);
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvParseError) {
      throw new RevetFileError([{ row: error.record, column: null, problem: error.message }]);
    }
    throw error;
  }
  const content = records.filter((record) => !isBlankRecord(record));
  const header = content[0];
  if (!header) throw new RevetFileError([fileProblem('The file is empty')]);
  const rows = content.slice(1);
  const problems: FileProblem[] = [];

  // The header.
  const columns = header.fields.map(normaliseColumnName);
  const known = new Set<string>(REVET_CSV_COLUMNS);
  const positions = new Map<RevetCsvColumn, number>();
  columns.forEach((column, index) => {
    if (column === '') {
      if (rows.some((row) => (row.fields[index] ?? '').trim() !== '')) {
        problems.push({ row: header.record, column: null, problem: `Column ${index + 1} has values but no name` });
      }
      return;
    }
    if (!known.has(column)) {
      problems.push({ row: header.record, column, problem: `Unknown column; the columns are ${REVET_CSV_COLUMNS.join(', ')}` });
      return;
    }
    if (positions.has(column as RevetCsvColumn)) {
      problems.push({ row: header.record, column, problem: 'Repeated column' });
      return;
    }
    positions.set(column as RevetCsvColumn, index);
  });
  for (const required of REQUIRED_REVET_CSV_COLUMNS) {
    if (!positions.has(required)) problems.push({ row: header.record, column: required, problem: 'Required column missing' });
  }
  if (rows.length === 0) problems.push(fileProblem('The file has no data rows'));
  if (rows.length > MAX_REVET_ENTRIES) problems.push(fileProblem(`The file has ${rows.length} data rows; at most ${MAX_REVET_ENTRIES} are accepted per upload`));
  if (problems.length > 0) throw new RevetFileError(problems);

  // The rows: as wide as the header (trailing unnamed, empty columns may be left out).
  const namedWidth = Math.max(...positions.values()) + 1;
  const entries: RevetLoanApplication[] = [];
  const rowOf: number[] = [];
  for (const row of rows) {
    const rowProblems: FileProblem[] = [];
    const extra = row.fields.slice(columns.length);
    if (row.fields.length < namedWidth || extra.some((field) => field.trim() !== '')) {
      problems.push({ row: row.record, column: null, problem: `The row has ${row.fields.length} fields; the header has ${columns.length}` });
      continue;
    }
    const cell = (column: RevetCsvColumn): string => {
      const index = positions.get(column);
      return index === undefined ? '' : (row.fields[index] ?? '').trim();
    };
    const raw: Record<string, unknown> = {};
    for (const column of REQUIRED_REVET_CSV_COLUMNS) {
      const value = cell(column);
      if (value === '') rowProblems.push({ row: row.record, column, problem: 'Required' });
      raw[column] = value;
    }
    const contactMethod = cell('contact_method').toLowerCase();
    if (contactMethod !== '') raw.contact_method = contactMethod;
    for (const column of NUMBER_COLUMNS) {
      const value = cell(column);
      if (value === '') {
        raw[column] = null;
        continue;
      }
      const number = parseCsvNumber(value);
      if (typeof number === 'number') raw[column] = number;
      else rowProblems.push({ row: row.record, column, problem: number.problem });
    }
    const reason = cell('reason_for_decline');
    raw.reason_for_decline = reason === '' ? null : reason;

    if (rowProblems.length === 0) {
      const parsed = RevetLoanApplicationSchema.safeParse(raw);
      if (parsed.success) {
        entries.push(parsed.data);
        rowOf.push(row.record);
      } else {
        for (const issue of parsed.error.issues) {
          rowProblems.push({ row: row.record, column: typeof issue.path[0] === 'string' ? issue.path[0] : null, problem: issue.message });
        }
      }
    }
    problems.push(...rowProblems);
  }
  for (const { index, firstIndex } of findDuplicates(entries)) {
    problems.push({ row: rowOf[index]!, column: null, problem: `Same email and phone as row ${rowOf[firstIndex]}` });
  }
  if (problems.length > 0) {
    problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    throw new RevetFileError(problems);
  }
  return entries;
}

/** The CSV template: the header and one example row. */
export function revetCsvTemplate(): string {
  return toCsv([
    [...REVET_CSV_COLUMNS],
    ['Thandi Mokoena', 'thandi.mokoena@example.com', '+27821234567', 'email', '1500.00', '24', '30000.00', '24', '27.5', 'Affordability'],
  ]);
}

/** Problems as the 400 answer lists them: at most MAX_LISTED_PROBLEMS, then a count of the rest. */
export function listedProblems(problems: readonly FileProblem[]): FileProblem[] {
  if (problems.length <= MAX_LISTED_PROBLEMS) return [...problems];
  return [...problems.slice(0, MAX_LISTED_PROBLEMS - 1), fileProblem(`…and ${problems.length - MAX_LISTED_PROBLEMS + 1} more problems`)];
}

