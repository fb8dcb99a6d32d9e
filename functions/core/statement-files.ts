/**
 * The one entry that turns an uploaded statement file into a statement, or a StatementFileError.
 *
 * PLACEHOLDER (pipeline part): CSV only, over the bank-export reader (statements/index.ts), so
 * the upload pipeline runs before the PDF engine lands. The engine's version of this file
 * replaces it at the merge; the pipeline depends only on `readStatementFile` and the types below.
 */
import { StatementFileError } from './pdf/errors.ts';
import { parseBankExport, StatementError, type ParsedStatement } from './statements/index.ts';

export interface StatementFileInput {
  bytes: Uint8Array;
  filename: string;
  contentType?: string;
  /** Tried in order (the form's password first); ignored for CSV. */
  passwords: readonly string[];
  now?: Date;
}

export interface AuthenticitySignal {
  code: string;
  detail: string;
  page?: number;
  row?: number;
}

export interface StatementFileResult {
  kind: 'pdf' | 'csv';
  statement: ParsedStatement & { period_start: string; period_end: string };
  authenticity: { verdict: 'no_signals' | 'suspicious' | 'tampered'; signals: AuthenticitySignal[] };
  pageCount: number | null;
  passwordUsed: string | null;
}

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');

export async function readStatementFile(input: StatementFileInput): Promise<StatementFileResult> {
  if (isPdf(input.bytes)) throw new StatementFileError('unsupported_layout', 'Parse Error', 'PDF statements cannot be read yet.');
  try {
    const statement = parseBankExport(input.bytes, input.now ? { now: input.now } : {});
    return {
      kind: 'csv',
      statement: { ...statement, period_start: statement.statement_start, period_end: statement.statement_end },
      authenticity: { verdict: 'no_signals', signals: [] },
      pageCount: null,
      passwordUsed: null,
    };
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    const first = error.problems[0];
    const message = first ? `${first.problem}${first.row === null ? '' : ` (row ${first.row})`}` : error.message;
    const code = error.error_type === 'Contiguous Error' ? 'balance_chain_broken' : 'invalid_statement';
    throw new StatementFileError(code, error.error_type, message, { row: first?.row ?? null, column: first?.column ?? null });
  }
}
