/**
 * Bank CSV/text exports → a validated statement, or a StatementError naming every bad row.
 *
 * Pure (no AWS, no file system): the caller passes the uploaded bytes. Liberal in what it reads
 * (encodings, delimiters, preambles, footers, header spellings, date and amount formats, row
 * order), strict in what it returns: every transaction has an exact amount in cents, a real
 * calendar date, and — when the export has balances — a balance that follows from the previous
 * one. Anything else refuses the whole upload, so nothing from a rejected file is stored.
 *
 * Per-bank formats and sources: fnb.ts, capitec.ts, absa.ts, standard-bank.ts, nedbank.ts;
 * the published generic format: README.md (generic.ts).
 */
import { absaLayout } from './absa.ts';
import { capitecHistoryLayout, capitecStatementLayout } from './capitec.ts';
import { discoveryLayout } from './discovery.ts';
import { fnbLayout } from './fnb.ts';
import { columnsLayout, genericLayout } from './generic.ts';
import { BANK_SLUGS, type BankSlug, type Layout, type NotPostedRow, type StatementProblem } from './layout.ts';
import { nedbankLayout } from './nedbank.ts';
import { standardBankEmailedLayout, standardBankLegacyLayout, standardBankStatementLayout } from './standard-bank.ts';
import { decodeBytes, detectDelimiter, splitRows } from './text.ts';
import { CsvParseError } from '../csv.ts';
import { addMonths, checkChain, StatementError } from './validate.ts';
import { normaliseAccountNumber } from './fingerprint.ts';
import { BANK_SLUGS as API_BANK_SLUGS } from '#schemas/bank-connections';

export { StatementError, MAX_PROBLEMS, type StatementErrorType } from './validate.ts';
export type { BankSlug, NotPostedRow, StatementProblem } from './layout.ts';
export { BANK_SLUGS } from './layout.ts';
export { accountFromDiscoveryFileName } from './discovery.ts';
export {
  fileFingerprint,
  transactionFingerprint,
  transactionFingerprints,
  normaliseDescription,
} from './fingerprint.ts';

export interface ParseOptions {
  /** The bank the upload names; undefined = detect from the file. */
  bankId?: string;
  /** The account the upload is for; a different account number in the file is refused. */
  accountNumber?: string;
  /** 'Africa/Johannesburg' (default) or a fixed offset like '+02:00'. */
  timezone?: string;
  /** "Now" for the future-date check (tests); defaults to the current time. */
  now?: Date;
}

export interface ParsedTransaction {
  /** 1-based line of the file the transaction was read from. */
  row: number;
  /** ISO 8601 with offset; midnight when the export gives only a date. */
  datetime: string;
  /** Signed integer cents: credits positive, debits negative. */
  amount_cents: number;
  balance_cents: number | null;
  description: string;
  reference: string | null;
  /** The bank's own category where the file prints one (RawTransaction.bank_category). */
  bank_category?: string;
}

export interface ParsedStatement {
  bank_slug: BankSlug;
  /** The layout recognised, e.g. 'fnb_transaction_history', 'capitec_transaction_history', 'generic', 'columns'. */
  detected_format: string;
  /** The text encoding the file was read with. */
  encoding: string;
  delimiter: string;
  /** True when the file listed the newest transaction first (transactions are returned oldest first). */
  newest_first: boolean;
  account_number: string | null;
  account_holder_name: string | null;
  /** First and last transaction dates (YYYY-MM-DD). */
  statement_start: string;
  statement_end: string;
  /** Stated by the file, else derived from the first row (balance − amount); null without balances. */
  opening_balance_cents: number | null;
  /** Stated by the file, else the last balance; null without balances. */
  closing_balance_cents: number | null;
  /** Oldest first; within a day in the order that makes the balances chain. */
  transactions: ParsedTransaction[];
  /** Rows the bank lists but has not posted, not read as transactions. */
  not_posted: NotPostedRow[];
}

/** Every layout, most specific first. */
export const LAYOUTS: readonly Layout[] = [
  standardBankLegacyLayout,
  standardBankEmailedLayout,
  nedbankLayout,
  capitecHistoryLayout,
  capitecStatementLayout,
  discoveryLayout,
  fnbLayout,
  standardBankStatementLayout,
  absaLayout,
  genericLayout,
  columnsLayout,
];

const BANK_NAMES: Record<BankSlug, string> = {
  fnb: 'FNB',
  capitec: 'Capitec',
  absa: 'Absa',
  standard_bank: 'Standard Bank',
  nedbank: 'Nedbank',
  generic: 'generic',
  tymebank: 'TymeBank',
  discovery: 'Discovery Bank',
  investec: 'Investec',
  african_bank: 'African Bank',
};

const STRONG = 90;

function offsetFor(timezone: string | undefined): string {
  if (timezone === undefined || /^(Africa\/Johannesburg|SAST|Africa\/Maseru|Africa\/Mbabane)$/i.test(timezone)) return '+02:00';
  if (/^(UTC|Z|Etc\/UTC|GMT)$/i.test(timezone)) return '+00:00';
  if (/^[+-]\d{2}:\d{2}$/.test(timezone)) return timezone;
  throw new RangeError(`Unsupported timezone for bank exports: ${timezone} (use Africa/Johannesburg or a fixed offset)`);
}

function todayAt(now: Date, offset: string): string {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h, m] = offset.slice(1).split(':').map(Number) as [number, number];
  return new Date(now.getTime() + sign * (h * 60 + m) * 60000).toISOString().slice(0, 10);
}

function parseError(problem: string, row: number | null = null, column: string | null = null): StatementError {
  return new StatementError('Parse Error', [{ row, column, problem }]);
}

/** Compares account numbers, allowing masked numbers (****5678) to match on their digits. */
export function sameAccountNumber(fromFile: string, fromUpload: string): boolean {
  const a = normaliseAccountNumber(fromFile);
  const b = normaliseAccountNumber(fromUpload);
  if (a === '' || b === '') return true;
  if (/[*xX]/.test(fromFile) || /[*xX]/.test(fromUpload)) return a.endsWith(b.slice(-4)) || b.endsWith(a.slice(-4));
  return a === b;
}

/**
 * Banks an upload may name (the API's bank list, GET /v1/bank_connections/byod/banks) that have no
 * slug of their own among statements: their exports are read as generic column exports.
 */
const BANKS_READ_AS_GENERIC: ReadonlySet<string> = new Set(API_BANK_SLUGS.filter((slug) => !BANK_SLUGS.includes(slug as BankSlug)));

/** Reads a bank export. Throws StatementError (Parse / Contiguous / Transactions Error). */
export function parseBankExport(bytes: Uint8Array, options: ParseOptions = {}): ParsedStatement {
  const named = options.bankId?.trim().toLowerCase().replace(/[\s-]+/g, '_');
  const requested = named !== undefined && BANKS_READ_AS_GENERIC.has(named) ? 'generic' : named;
  if (requested !== undefined && requested !== '' && !BANK_SLUGS.includes(requested as BankSlug)) {
    throw parseError(`Unknown bank_id "${options.bankId}". Known: ${BANK_SLUGS.join(', ')}.`, null, 'bank_id');
  }
  const bank = requested ? (requested as BankSlug) : undefined;
  const offset = offsetFor(options.timezone);

  const decoded = decodeBytes(bytes);
  if (!decoded.ok) throw parseError(decoded.problem);
  const delimiter = detectDelimiter(decoded.text);
  let rows;
  try {
    rows = splitRows(decoded.text, delimiter);
  } catch (error) {
    if (error instanceof CsvParseError) throw parseError(`${error.problem} on line ${error.line}; a quote inside a quoted field must be doubled ("").`, error.line);
    throw error;
  }

  const scored = LAYOUTS.map((layout) => ({ layout, score: layout.detect(rows) })).filter((s) => s.score > 0);
  scored.sort((a, b) => b.score - a.score || LAYOUTS.indexOf(a.layout) - LAYOUTS.indexOf(b.layout));
  let chosen = scored[0];
  if (bank && bank !== 'generic') {
    const own = scored.find((s) => s.layout.bank === bank);
    const other = scored.find((s) => s.layout.bank !== bank && s.layout.bank !== 'generic' && s.layout.strong && s.score >= STRONG);
    if (!own && other) {
      throw parseError(
        `The file looks like a ${BANK_NAMES[other.layout.bank]} export (${other.layout.format}), but the upload says ${BANK_NAMES[bank]}.`,
        null,
        'bank_id',
      );
    }
    chosen = own ?? scored.find((s) => s.layout.bank === 'generic');
  }
  if (!chosen) {
    throw parseError(
      'Unknown format: no header row with a date column and an amount (or debit/credit) column was found, ' +
        'and the file matches no known bank export (FNB, Capitec, Absa, Standard Bank, Nedbank, Discovery Bank) or the generic ' +
        'format (date,description,amount,balance).',
    );
  }
  const extraction = chosen.layout.extract(rows);
  const bankSlug: BankSlug = bank ?? extraction.bank;
  const problems: StatementProblem[] = [...extraction.problems];
  if (options.accountNumber && extraction.account_number && !sameAccountNumber(extraction.account_number, options.accountNumber)) {
    problems.push({
      row: extraction.account_number_row,
      column: 'account_number',
      problem: `The file is for account ${extraction.account_number}, not ${options.accountNumber}`,
    });
  }
  if (problems.length > 0) throw new StatementError('Parse Error', problems);

  const raw = extraction.transactions;
  if (raw.length === 0) {
    const pending = extraction.not_posted.length;
    const problem =
      pending > 0
        ? `The file has no posted transactions, only ${pending} pending (not yet posted by the bank); export it again once they are posted`
        : 'The file has no transactions';
    throw new StatementError('Transactions Error', [{ row: null, column: null, problem }]);
  }

  const chain = checkChain(raw, extraction.opening_balance_cents, extraction.closing_balance_cents);
  const ordered = chain.ordered;
  const transactionProblems: StatementProblem[] = [...chain.duplicates];
  const today = todayAt(options.now ?? new Date(), offset);
  for (const t of raw) {
    if (t.date > today) {
      transactionProblems.push({ row: t.row, column: 'date', problem: `Future-dated transaction: ${t.date} is after today (${today})` });
    }
  }
  const start = ordered.reduce((min, t) => (t.date < min ? t.date : min), ordered[0]!.date);
  const end = ordered.reduce((max, t) => (t.date > max ? t.date : max), ordered[0]!.date);
  if (addMonths(start, 24) < end) {
    transactionProblems.push({
      row: null,
      column: 'date',
      problem: `The file covers more than 24 months (${start} to ${end}); upload at most 24 months at a time`,
    });
  }
  if (transactionProblems.length > 0) throw new StatementError('Transactions Error', transactionProblems);
  if (chain.contiguous.length > 0) throw new StatementError('Contiguous Error', chain.contiguous);

  const first = ordered[0]!;
  const last = ordered[ordered.length - 1]!;
  const opening =
    extraction.opening_balance_cents ?? (first.balance_cents !== null ? first.balance_cents - first.amount_cents : null);
  const closing = extraction.closing_balance_cents ?? last.balance_cents;
  return {
    bank_slug: bankSlug,
    detected_format: extraction.format,
    encoding: decoded.encoding,
    delimiter,
    newest_first: chain.newestFirst,
    account_number: extraction.account_number,
    account_holder_name: extraction.account_holder_name,
    statement_start: start,
    statement_end: end,
    opening_balance_cents: opening,
    closing_balance_cents: closing,
    transactions: ordered.map((t) => ({
      row: t.row,
      datetime: `${t.date}T${t.time ?? '00:00:00'}${offset}`,
      amount_cents: t.amount_cents,
      balance_cents: t.balance_cents,
      description: t.description,
      reference: t.reference,
      ...(t.bank_category === undefined ? {} : { bank_category: t.bank_category }),
    })),
    not_posted: extraction.not_posted,
  };
}
