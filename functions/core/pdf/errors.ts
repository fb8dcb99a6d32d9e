/**
 * Why a statement file was refused: a machine-readable code, the manual-upload error type the
 * original API reports, and a message the applicant can act on. Raised by the PDF reader and the
 * statement checks; the upload pipeline stores it on the file record (`error_code`,
 * `manual_upload_error_type`, `error_message`, `error_detail`).
 */
import type { StatementProblem } from '../statements/layout.ts';

export type StatementFileErrorCode =
  | 'password_required'
  | 'wrong_password'
  | 'no_text_layer'
  | 'not_a_bank_statement'
  | 'unsupported_layout'
  | 'balance_chain_broken'
  | 'statements_not_contiguous'
  | 'duplicate_upload'
  | 'unsupported_file_type'
  | 'unreadable_file'
  | 'too_many_pages'
  | 'invalid_statement';

export type ManualUploadErrorType = 'Parse Error' | 'Contiguous Error' | 'Transactions Error';

/** One problem a CSV export's rows were refused for (the statements' own StatementProblem: line, column, what is wrong). */
export type StatementFileProblem = StatementProblem;

/** The facts behind a refusal: row, date, printed and expected balance, bank guessed, …; and a CSV export's problems, listed. */
export type StatementFileErrorDetail = Record<string, string | number | null | StatementFileProblem[]>;

export class StatementFileError extends Error {
  override readonly name = 'StatementFileError';
  constructor(
    readonly code: StatementFileErrorCode,
    readonly errorType: ManualUploadErrorType,
    message: string,
    /** Facts behind the message (row, date, printed and expected balance, bank guessed, …). */
    readonly detail: StatementFileErrorDetail = {},
  ) {
    super(message);
  }
}
