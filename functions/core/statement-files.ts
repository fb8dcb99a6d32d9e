/**
 * The one entry that turns an uploaded or e-mailed statement file into a validated statement, or
 * a StatementFileError the applicant can act on. Pure (no AWS, no file system): the caller passes
 * the bytes and stores what comes back.
 *
 * The type is sniffed from the bytes, never from the name or the declared content type:
 * - PDF (`%PDF-`) → pdf/read.ts (text items, passwords) → pdf/statement.ts (table, chain) →
 *   pdf/authenticity.ts (signals);
 * - text (no binary signature, no NUL bytes, not HTML/XML) → the CSV/text export reader
 *   (statements/parseBankExport); its StatementError becomes a StatementFileError: a file in no
 *   known format → `unsupported_layout`, other `Parse Error`s and `Transactions Error` →
 *   `invalid_statement`, `Contiguous Error` → `balance_chain_broken`; the error type and every
 *   problem are kept (`detail.problems`, JSON);
 * - anything else (images, Excel and other Office files, archives, HTML, other binaries) →
 *   `unsupported_file_type`, naming what the file is.
 */
import { accountFromDiscoveryFileName, parseBankExport, sameAccountNumber, StatementError, type ParsedStatement } from './statements/index.ts';
import { assessAuthenticity } from './pdf/authenticity.ts';
import { csvExportAuthenticity, csvExportRefusal } from './csv-export-file.ts';
import { StatementFileError } from './pdf/errors.ts';
import type { ReadPdfOptions, ReadPdfResult } from './pdf/read.ts';
import { parsePdfStatement } from './pdf/statement.ts';
import type { PdfStatement } from './pdf/statement-types.ts';
import { sniffStatementFile } from './statement-sniff.ts';

export { sniffStatementFile };

export type StatementFileKind = 'pdf' | 'csv';

export type StatementAuthenticity = Awaited<ReturnType<typeof assessAuthenticity>>;

/** A CSV statement with the period fields a PDF statement has (its first and last transaction dates). */
export interface CsvStatement extends ParsedStatement {
  period_start: string;
  period_end: string;
}

export interface ReadStatementFileInput {
  bytes: Uint8Array;
  /** For messages and records only: the type is read from the bytes. */
  filename: string;
  /** Declared by the uploader; ignored for the decision (bytes decide), kept for logs. */
  contentType?: string;
  /** Passwords to try for an encrypted PDF, in order (the applicant's first). */
  passwords: readonly string[];
  /** "Now" for future-date checks and year-less dates (tests). */
  now?: Date;
  /** 'Africa/Johannesburg' (default) or a fixed offset. */
  timezone?: string;
  /**
   * How the PDF's text is read: core's readPdfText (in this thread) unless the caller runs it
   * elsewhere (the platform runs it in a worker thread with memory and time limits,
   * functions/platform/pdf/reader-thread.ts); same contract either way.
   */
  readPdf?: (bytes: Uint8Array, options: ReadPdfOptions) => Promise<ReadPdfResult>;
  /** CSV only: the bank the upload names (see statements/README.md). */
  bankId?: string;
  /**
   * The account the uploader says the file is for: the statement's own where it prints none (a
   * CSV export such as Absa's history or the generic format), and a refusal where it prints
   * another (the wrong applicant's or the wrong account's statement).
   */
  accountNumber?: string;
}

export type ReadStatementFile =
  | {
      kind: 'pdf';
      statement: PdfStatement;
      authenticity: StatementAuthenticity;
      pageCount: number;
      passwordUsed: string | null;
    }
  | {
      kind: 'csv';
      statement: CsvStatement;
      authenticity: StatementAuthenticity;
      pageCount: null;
      passwordUsed: null;
    };

/**
 * pdf.js (~1.7 MB of code, with its polyfills) is loaded on the first PDF read in this thread, not
 * when this module loads: the statement worker reads PDFs in a worker thread
 * (functions/platform/pdf/reader-thread.ts) and never needs pdf.js in its own thread, and CSV
 * uploads do not need it at all (cold start: BENCHMARKS.md §9).
 */
let pdfReader: Promise<typeof import('./pdf/read.ts')> | undefined;


/** The statement as for the account its uploader named (ReadStatementFileInput.accountNumber). */
function forGivenAccount<S extends { account_number: string | null }>(statement: S, given: string | undefined): S {
  if (!given) return statement;
  if (statement.account_number === null) return { ...statement, account_number: given };
  if (!sameAccountNumber(statement.account_number, given)) {
    throw new StatementFileError('invalid_statement', 'Parse Error', `The statement is for account ${statement.account_number}, not ${given}, the account it was uploaded for.`, {
      account_number: statement.account_number,
      given_account_number: given,
    });
  }
  return statement;
}

/** Reads a statement file (PDF or CSV) into a validated statement, or throws StatementFileError. */
export async function readStatementFile(input: ReadStatementFileInput): Promise<ReadStatementFile> {
  const sniffed = await sniffStatementFile(input.bytes);
  if (sniffed.type === 'other') {
    throw new StatementFileError('unsupported_file_type', 'Parse Error', `We read PDF and CSV statements; this file is ${sniffed.kind}.`, {
      kind: sniffed.kind,
      filename: input.filename,
    });
  }
  if (sniffed.type === 'pdf') {
    // A Node Buffer is refused by pdf.js: hand it a plain Uint8Array copy.
    const readPdf = input.readPdf ?? (await (pdfReader ??= import('./pdf/read.ts'))).readPdfText;
    const { doc, passwordUsed } = await readPdf(new Uint8Array(input.bytes), { passwords: input.passwords });
    const statement = parsePdfStatement(doc, {
      ...(input.now ? { now: input.now } : {}),
      ...(input.timezone ? { timezone: input.timezone } : {}),
    });
    const authenticity = await assessAuthenticity(doc, statement);
    return { kind: 'pdf', statement: forGivenAccount(statement, input.accountNumber), authenticity, pageCount: doc.info.pageCount, passwordUsed };
  }
  let parsed: ParsedStatement;
  try {
    parsed = parseBankExport(input.bytes, {
      ...(input.bankId ? { bankId: input.bankId } : {}),
      ...(input.accountNumber ? { accountNumber: input.accountNumber } : {}),
      ...(input.timezone ? { timezone: input.timezone } : {}),
      ...(input.now ? { now: input.now } : {}),
    });
  } catch (error) {
    if (error instanceof StatementError) throw csvExportRefusal(error, input.bytes);
    throw error;
  }
  // Discovery prints the account only in the export's file name (discovery.ts).
  if (parsed.account_number === null && parsed.bank_slug === 'discovery') parsed = { ...parsed, account_number: accountFromDiscoveryFileName(input.filename) };
  return {
    kind: 'csv',
    // Fills a number the export does not print; the only number it can refuse here is the one
    // Discovery's file name gives (the export's reader checked a number printed in the file, with its row).
    statement: forGivenAccount({ ...parsed, period_start: parsed.statement_start, period_end: parsed.statement_end }, input.accountNumber),
    authenticity: csvExportAuthenticity(parsed),
    pageCount: null,
    passwordUsed: null,
  };
}
