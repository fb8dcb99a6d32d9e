/**
 * Rules of an uploaded statement file, without I/O: which files are accepted, what a file record
 * starts as, how it moves between states, and how it is answered (ListFilesSchema plus status).
 * The records are stored by functions/platform/repositories/statement-files.ts; the pipeline is
 * functions/platform/services/statement-files.ts.
 */
import { DomainError } from '#schemas/errors';
import type { Authenticity } from '#schemas/authenticity';
import { STATEMENT_UPLOAD_LIMITS, type STATEMENT_FILE_ERROR_CODES } from '#schemas/bank-connections';
import { toRand } from './bank-data.ts';
import type { ManualUploadErrorType, StatementFileErrorDetail, StatementFileProblem } from './pdf/errors.ts';
import { sniffStatementFile } from './statement-sniff.ts';
import { statementCoverage, type CoveredPeriod } from './statement-merge.ts';
import { authenticityNow, type StatementContext } from './statement-context.ts';

export type StatementFileKind = 'pdf' | 'csv';
/** `awaiting_upload`: a presigned upload not completed yet (not listed). */
export type StatementFileState = 'awaiting_upload' | 'processing' | 'parsed' | 'password_required' | 'failed';
export type StatementFileErrorCodeOut = (typeof STATEMENT_FILE_ERROR_CODES)[number];

export interface StatementFileResultRecord {
  bank_slug: string;
  account_number: string;
  account_holder_name: string | null;
  period_start: string;
  period_end: string;
  opening_balance_cents: number | null;
  closing_balance_cents: number | null;
  transaction_count: number;
  /** Rows added to the connection, and rows it already had (an overlap). */
  added: number;
  already_known: number;
  page_count: number | null;
  authenticity: Authenticity;
}

/** What an uploader may say of a file (the upload forms' `account_number` and `bank_id`). */
export interface StatementFileGiven {
  account_number?: string;
  bank_id?: string;
}

/** Only what was said: an upload that named nothing stores no `given` at all. */
export function givenOf(fields: { account_number?: string | undefined; bank_id?: string | undefined }): StatementFileGiven | undefined {
  const given: StatementFileGiven = {
    ...(fields.account_number ? { account_number: fields.account_number } : {}),
    ...(fields.bank_id ? { bank_id: fields.bank_id } : {}),
  };
  return Object.keys(given).length > 0 ? given : undefined;
}

export interface StatementFileRecord {
  id: string;
  organisation: string;
  application: string;
  title: string;
  content_type: string;
  kind: StatementFileKind | null;
  size_bytes: number;
  sha256: string | null;
  s3_key: string;
  /** How it came: the applicant's upload by the link (`upload`; records before session 102 hold it for the lender's too), the applicant's presigned upload, e-mail, the lender's upload (either way). */
  source: 'upload' | 'presigned' | 'email' | 'lender';
  /** What the uploader said of the file (absent on records from before session 103, and when nothing was said). */
  given?: StatementFileGiven;
  status: StatementFileState;
  /** Bumped on every (re)queue; a queued message names the attempt it is for, so a stale one does nothing. */
  attempt: number;
  /** The attempt whose message was sent (absent on records from before session 104): a file `processing` at another attempt may never have been queued. */
  queued_attempt?: number;
  error_code: StatementFileErrorCodeOut | null;
  error_type: ManualUploadErrorType | null;
  error_message: string | null;
  error_detail: StatementFileErrorDetail | null;
  result: StatementFileResultRecord | null;
  created_at: string;
  modified_at: string;
}

/** The limits of one request: at most 12 files of at most 20 MiB each (400/413 naming the limit). */
export function checkStatementFiles(files: readonly { filename: string | null; data: Uint8Array }[]): void {
  if (files.length > STATEMENT_UPLOAD_LIMITS.maxFiles) throw new DomainError('too_many_files', `at most ${STATEMENT_UPLOAD_LIMITS.maxFiles} files per request`);
  files.forEach((file, index) => {
    if (file.data.byteLength > STATEMENT_UPLOAD_LIMITS.maxFileBytes) throw new DomainError('file_too_large', `at most 20 MiB per file (${file.filename ?? `file ${index + 1}`})`);
  });
}

/**
 * What kind of statement each file is, from its bytes (the reader's own sniffing: a PDF, or a
 * CSV/text export); anything else refuses the request with 400 `unsupported_file_type` naming
 * the file and what it is.
 */
export async function statementFileKinds(files: readonly { filename: string | null; data: Uint8Array }[]): Promise<StatementFileKind[]> {
  return Promise.all(
    files.map(async (file, index) => {
      const sniffed = await sniffStatementFile(file.data);
      if (sniffed.type === 'other') throw new DomainError('unsupported_file_type', `${file.filename ?? `file ${index + 1}`} is ${sniffed.kind}, not a PDF or CSV statement`);
      return sniffed.type === 'pdf' ? 'pdf' : 'csv';
    }),
  );
}

/** A presigned upload's file name must look like a statement (the bytes are checked once uploaded). */
export function checkStatementFilename(filename: string): void {
  if (/\.(zip|xlsx?|docx?|png|jpe?g|gif|heic|gz|exe)$/i.test(filename)) {
    throw new DomainError('unsupported_file_type', `${filename} is neither a PDF nor a CSV/text file`);
  }
}

/** ListFilesSchema's size fields: bytes, and a one-decimal size in the largest unit under 1024. */
export function sizeFields(bytes: number) {
  const [size, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'MB' as const] : bytes >= 1024 ? [bytes / 1024, 'KB' as const] : [bytes, 'B' as const];
  const rounded = Math.round(size * 10) / 10;
  return { size_bytes: bytes, size: rounded, size_unit: unit, size_unit_concat: `${rounded} ${unit}` };
}

/**
 * The file as the API answers it. A parsed statement's authenticity is judged again against
 * `context` (statement-context.ts authenticityNow): for the lender, the application as it stands,
 * as the lender's data, a linked bank or the applicant's personal info may have come after the
 * file was read; null keeps the signals stored when it was read.
 */
export function presentStatementFile(record: StatementFileRecord, fileUrl: string, context: StatementContext | null) {
  const result = record.status === 'parsed' ? record.result : null;
  return {
    id: record.id,
    title: record.title,
    ...sizeFields(record.size_bytes),
    created_at: record.created_at,
    modified_at: record.modified_at,
    file_url: fileUrl,
    status: record.status === 'awaiting_upload' ? ('processing' as const) : record.status,
    manual_upload_error_type: record.error_type,
    error_code: record.error_code,
    message: record.error_message,
    error_detail: errorDetailOf(record.error_detail),
    bank_slug: result?.bank_slug ?? null,
    account_number: result?.account_number ?? null,
    account_holder_name: result?.account_holder_name ?? null,
    statement_start_date: result?.period_start ?? null,
    statement_end_date: result?.period_end ?? null,
    opening_balance: result?.opening_balance_cents == null ? null : toRand(result.opening_balance_cents),
    closing_balance: result?.closing_balance_cents == null ? null : toRand(result.closing_balance_cents),
    transaction_count: result?.transaction_count ?? null,
    authenticity: result ? authenticityNow(result.authenticity, result, context) : null,
  };
}

/** Error codes that leave the file waiting for a password rather than failed. */
export const PASSWORD_CODES: ReadonlySet<string> = new Set(['password_required', 'wrong_password']);

/** A password can be sent again only for a locked file. */
export function checkPasswordWanted(record: Pick<StatementFileRecord, 'status' | 'error_code'>): void {
  if (record.status !== 'password_required') throw new DomainError('file_password_not_needed', `it is ${record.status}`);
}

export const DUPLICATE_MESSAGE = 'This file was already uploaded for this application; it is read once.';

/**
 * Passwords to try on a locked PDF, in order: the one the applicant typed, then those derived
 * from what the lender told us about the applicant (pdf/passwords.ts `passwordCandidates`), without repeats.
 */
export function passwordsToTry(typed: string | undefined, derived: readonly string[]): string[] {
  return [...new Set([...(typed ? [typed] : []), ...derived].filter((password) => password.length > 0))];
}

/** The file's extension in storage, from its kind or name. */
export function storedExtension(kind: StatementFileKind | null, filename: string): string {
  if (kind === 'pdf') return 'pdf';
  if (kind === 'csv') return /\.txt$/i.test(filename) ? 'txt' : 'csv';
  return /\.pdf$/i.test(filename) ? 'pdf' : /\.txt$/i.test(filename) ? 'txt' : /\.csv$/i.test(filename) ? 'csv' : 'bin';
}

/** Who sent a statement file, as the `files_uploaded` event names it (docs/webhooks.mdx): the applicant, the lender or e-mail. */
export function uploaderOf(source: StatementFileRecord['source']): 'applicant' | 'lender' | 'email' {
  return source === 'email' ? 'email' : source === 'lender' ? 'lender' : 'applicant';
}

/**
 * A refusal's facts as the API answers them. Files refused before session 102 stored a CSV export's
 * problems as JSON text: they are answered as the list later refusals store.
 */
function errorDetailOf(detail: StatementFileErrorDetail | null): StatementFileErrorDetail | null {
  if (detail === null || typeof detail.problems !== 'string') return detail;
  try {
    const problems = JSON.parse(detail.problems) as unknown;
    return Array.isArray(problems) ? { ...detail, problems: problems as StatementFileProblem[] } : detail;
  } catch {
    return detail;
  }
}

/** The periods of the parsed files (but `exceptId`'s): what the merge checks a statement against, and what the analyses count as covered. */
export function parsedPeriodsOf(files: readonly StatementFileRecord[], exceptId?: string): CoveredPeriod[] {
  const periods: CoveredPeriod[] = [];
  for (const file of files) {
    if (file.status !== 'parsed' || !file.result || file.id === exceptId) continue;
    periods.push({ bank_slug: file.result.bank_slug, account_number: file.result.account_number, start: file.result.period_start, end: file.result.period_end });
  }
  return periods;
}

/**
 * What the analyses read of the parsed statements (statement-merge.ts statementCoverage): each
 * statement's printed period as covered days, but not a tampered file's (its content was edited,
 * and a printed period widened to whole months would count months of no spending as full ones,
 * raising affordability; its rows still count, as rows do), and each account's statement date,
 * the last day of its latest statement (a tampered one's too: it is still the statement sent).
 */
export function statementCoverageOf(accounts: Parameters<typeof statementCoverage>[0], files: readonly StatementFileRecord[]): ReturnType<typeof statementCoverage> {
  const untampered = files.filter((file) => file.result?.authenticity.verdict !== 'tampered');
  return { periods: statementCoverage(accounts, parsedPeriodsOf(untampered)).periods, statementDates: statementCoverage(accounts, parsedPeriodsOf(files)).statementDates };
}
