/**
 * Loan re-vetting: the one code path behind the JSON submission and the CSV upload.
 *
 *   entries (validated) → duplicates refused → config resolved → every applicant, application and
 *   proxy item written all or nothing → each applicant contacted → per-entry answer
 *
 * All or nothing beyond one transaction: DynamoDB transactions hold 100 items, i.e. 33
 * applications with their applicants and proxy items. Larger submissions (up to
 * MAX_REVET_ENTRIES) are validated completely before the first write, then written in chunks of
 * 33; if any chunk fails, every chunk already attempted (the failed one too, since a timed-out
 * transaction may still have committed) is deleted again before the error is answered. No
 * connect link has been sent at that point, so nobody can have used one. Between the first write
 * and the compensation a list of applications could briefly show the new entries.
 *
 * Contacting happens after the writes: a failed e-mail does not undo anything; that entry answers
 * `email_sent: false` and the lender re-invites. `sms` is recorded on the application but not yet
 * delivered (no SMS transport exists), so those entries answer `email_sent: false` too.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
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
import { isBlankRecord, parseCsv, CsvParseError, toCsv } from '#core/csv';
import { dynamo } from './clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { logger } from './logger.ts';
import { tableName } from './repositories/table.ts';
import {
  createApplications,
  type ApplicantFields,
  type ApplicationFields,
  type ApplicationItem,
  type LoanDetails,
} from './repositories/applications.ts';
import { brandingFor, newApplicantFields, newApplicationFields, presentApplication, resolveApplicationConfig, sendConnectInvite } from './applications-service.ts';

/** Applications per DynamoDB transaction (3 items each, 100 items at most). */
export const APPLICATIONS_PER_TRANSACTION = 33;
/** Transactions in flight at once while writing a large submission. */
const WRITE_CONCURRENCY = 4;
/** E-mails in flight at once (SES allows more; the outbox does not care). */
const MAIL_CONCURRENCY = 8;
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

// ---------------------------------------------------------------------------------------------
// Writing all or nothing

export interface PreparedEntry {
  application: ApplicationFields;
  newApplicant: ApplicantFields;
}

export type WriteChunk = (chunk: PreparedEntry[]) => Promise<ApplicationItem[]>;

async function deleteChunk(chunk: readonly PreparedEntry[]): Promise<void> {
  const table = tableName();
  const deletes = chunk.flatMap(({ application, newApplicant }) => [
    { Delete: { TableName: table, Key: keys.applicant(newApplicant.organisation, newApplicant.id) } },
    { Delete: { TableName: table, Key: keys.application(application.organisation, application.id) } },
    { Delete: { TableName: table, Key: keys.proxy(application.proxy_id) } },
  ]);
  // Deleting an item that was never written is a no-op, so a chunk whose write failed is safe to
  // delete. Transient failures are retried by the SDK (clients/dynamodb.ts, DYNAMODB_MAX_ATTEMPTS).
  await dynamo.send(new TransactWriteCommand({ TransactItems: deletes }));
}

/**
 * Writes every entry or none: chunks of APPLICATIONS_PER_TRANSACTION, a few transactions at a
 * time; on the first failure no further chunk starts, and every chunk attempted is deleted again
 * before the error is rethrown. If the clean-up itself fails, the ids left behind are logged.
 */
export async function writeAllOrNothing(entries: readonly PreparedEntry[], write: WriteChunk = createApplications): Promise<ApplicationItem[]> {
  const chunks: PreparedEntry[][] = [];
  for (let i = 0; i < entries.length; i += APPLICATIONS_PER_TRANSACTION) chunks.push(entries.slice(i, i + APPLICATIONS_PER_TRANSACTION));
  const results: ApplicationItem[][] = new Array(chunks.length);
  const attempted: number[] = [];
  let failure: { error: unknown } | undefined;
  let next = 0;
  const worker = async () => {
    while (!failure && next < chunks.length) {
      const index = next++;
      attempted.push(index);
      try {
        results[index] = await write(chunks[index]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(WRITE_CONCURRENCY, chunks.length) }, worker));
  if (!failure) return results.flat();

  const cleanUp = await Promise.allSettled(attempted.map((index) => deleteChunk(chunks[index]!)));
  const leftOver = attempted.filter((_, position) => cleanUp[position]!.status === 'rejected');
  if (leftOver.length > 0) {
    logger.error('Re-vet submission failed and its clean-up failed too: these records remain', {
      applications: leftOver.flatMap((index) => chunks[index]!.map((entry) => entry.application.id)),
      applicants: leftOver.flatMap((index) => chunks[index]!.map((entry) => entry.newApplicant.id)),
    });
  } else {
    logger.warn('Re-vet submission failed; every record written was deleted again', { chunks: chunks.length, attempted: attempted.length });
  }
  throw failure.error;
}

// ---------------------------------------------------------------------------------------------
// The submission

export interface RevetSubmissionOptions {
  /** Replaces the chunk writer (tests inject failures). */
  write?: WriteChunk;
}

async function mapLimited<T, R>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function loanOf(entry: RevetLoanApplication): LoanDetails {
  return {
    installment_value: entry.installment_value ?? null,
    loan_duration: entry.loan_duration ?? null,
    loan_amount: entry.loan_amount ?? null,
    number_of_installments: entry.number_of_installments ?? null,
    effective_interest_rate: entry.effective_interest_rate ?? null,
    reason_for_decline: entry.reason_for_decline ?? null,
  };
}

/**
 * Creates one applicant and one REVET application per entry, all or nothing, then contacts each
 * applicant. Entries must already be valid (schema); duplicates answer 400
 * duplicate_revet_submission, an unknown config 404, no default config 400.
 */
export async function submitRevetApplications(
  organisationId: string,
  entries: readonly RevetLoanApplication[],
  applicationConfigId: string | null | undefined,
  options: RevetSubmissionOptions = {},
) {
  if (entries.length === 0) throw new DomainError('invalid_revet_application');
  if (entries.length > MAX_REVET_ENTRIES) throw new Error(`submitRevetApplications: at most ${MAX_REVET_ENTRIES} entries`);
  if (findDuplicates(entries).length > 0) throw new DomainError('duplicate_revet_submission');
  const appConfig = await resolveApplicationConfig(organisationId, applicationConfigId);

  const prepared: PreparedEntry[] = entries.map((entry) => {
    const newApplicant = newApplicantFields(organisationId, { name: entry.name, email: entry.email, phone: entry.phone });
    const application = newApplicationFields({
      organisationId,
      applicantId: newApplicant.id,
      appConfig,
      redirectUrl: undefined,
      type: 'REVET',
      loan: loanOf(entry),
      contactMethod: entry.contact_method,
    });
    return { application, newApplicant };
  });
  const created = await writeAllOrNothing(prepared, options.write);

  const needsBranding = entries.some((entry) => entry.contact_method === 'email');
  const branding = needsBranding ? await brandingFor(organisationId) : undefined;
  const sent = await mapLimited(created, MAIL_CONCURRENCY, async (application, index) => {
    const entry = entries[index]!;
    if (entry.contact_method !== 'email' || !branding) return false;
    try {
      await sendConnectInvite(application, { email: entry.email, name: entry.name }, branding);
      return true;
    } catch {
      // sendConnectInvite has logged the cause; the application stays and the answer says so.
      return false;
    }
  });

  const applications = created.map((application, index) => {
    const { id, organisation, created_at, name, email, phone, external_reference } = prepared[index]!.newApplicant;
    return {
      ...presentApplication(application),
      applicant_details: { id, organisation, created_at, name, email, phone, external_reference },
      contact_method: entries[index]!.contact_method,
      email_sent: sent[index]!,
    };
  });
  return { applications, count: applications.length };
}

