/**
 * A bank CSV export as a statement file: why it was refused, and what its record says once read.
 * One recipe for both ways an export arrives, so the files lists answer them alike: the statement
 * routes' files (read by the statement worker, core/statement-files.ts) and the connect flow's
 * fast CSV upload (`upload_csv`, read at once by its own route). Its own module, without the PDF
 * reader, so the `upload_csv` bundle does not carry it.
 */
import { notPostedSignals, verdictOf, type Authenticity } from './pdf/authenticity.ts';
import { StatementFileError } from './pdf/errors.ts';
import type { StatementFileResultRecord } from './statement-file-records.ts';
import type { ParsedStatement, StatementError } from './statements/index.ts';

/** Lines that carry both a date and an amount: a statement has many, a letter or a note none. */
function transactionLikeLines(bytes: Uint8Array): number {
  const text = Buffer.from(bytes.subarray(0, 256 * 1024)).toString('latin1');
  const date = /\b(\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|\d{1,2} ?[A-Za-z]{3,9} ?\d{2,4}|(19|20)\d{6})\b/;
  const amount = /\d\.\d{2}\b|\d,\d{2}\b/;
  return text.split(/\r?\n/).filter((line) => date.test(line) && amount.test(line)).length;
}

/**
 * The export reader's refusal as the file's: a file in no known format → `unsupported_layout`
 * (`not_a_bank_statement` when hardly a line looks like a transaction), other `Parse Error`s and
 * `Transactions Error` → `invalid_statement`, `Contiguous Error` → `balance_chain_broken`; the
 * error type and every problem are kept (`detail.problems`).
 */
export function csvExportRefusal(error: StatementError, bytes: Uint8Array): StatementFileError {
  const unknownFormat = error.error_type === 'Parse Error' && error.problems.some((p) => p.row === null && /^Unknown format/.test(p.problem));
  if (unknownFormat && transactionLikeLines(bytes) < 2) {
    return new StatementFileError(
      'not_a_bank_statement',
      'Parse Error',
      'This file does not look like a bank statement: it has no rows with a date and an amount. Upload the statement (PDF) or the transaction export (CSV) from your bank.',
    );
  }
  const code = error.error_type === 'Contiguous Error' ? 'balance_chain_broken' : unknownFormat ? 'unsupported_layout' : 'invalid_statement';
  const first = error.problems[0];
  return new StatementFileError(code, error.error_type, error.message, {
    ...(unknownFormat ? { bank_slug: null } : {}),
    row: first?.row ?? null,
    problem_count: error.problem_count,
    problems: error.problems,
  });
}

/** A CSV export has no file traces to read; the rows the bank has not posted are named. */
export function csvExportAuthenticity(statement: Pick<ParsedStatement, 'not_posted'>): Authenticity {
  const signals = notPostedSignals(statement);
  return { verdict: verdictOf(signals), signals };
}

/**
 * The record of an export read at once as a new account of the connection (`upload_csv` refuses
 * an account the connection holds), under the account number and holder the account was stored with.
 */
export function csvExportResult(statement: ParsedStatement, account: { account_number: string; account_holder_name: string | null }): StatementFileResultRecord {
  return {
    bank_slug: statement.bank_slug,
    account_number: account.account_number,
    account_holder_name: account.account_holder_name,
    period_start: statement.statement_start,
    period_end: statement.statement_end,
    opening_balance_cents: statement.opening_balance_cents,
    closing_balance_cents: statement.closing_balance_cents,
    transaction_count: statement.transactions.length,
    added: statement.transactions.length,
    already_known: 0,
    page_count: null,
    authenticity: csvExportAuthenticity(statement),
  };
}
