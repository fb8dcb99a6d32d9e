/**
 * A bank's PDF statement layout, as configuration the table reader (statement.ts) applies. The
 * reader finds the transaction table from header words and column positions on its own; a
 * layout names the bank, the header words its statements use, how it writes dates, and the
 * header fields' labels, so that a known bank is read exactly and an unknown one falls back to
 * the generic layout (layouts/generic.ts).
 */
export type PdfBankSlug =
  | 'absa'
  | 'capitec'
  | 'fnb'
  | 'nedbank'
  | 'standard_bank'
  | 'tymebank'
  | 'discovery'
  | 'investec'
  | 'african_bank'
  | 'generic';

/**
 * What a column holds. `ignore` columns (charge codes, card numbers, transaction list numbers)
 * are read so that their text is kept out of the description; `category` is the bank's own
 * category of the row (Capitec), kept as the transaction's `bank_category`.
 */
export type PdfColumnRole =
  | 'date'
  | 'value_date'
  | 'description'
  | 'reference'
  | 'amount'
  | 'debit'
  | 'credit'
  | 'fee'
  | 'balance'
  | 'category'
  | 'ignore';

/**
 * Date notations. `dd` accepts a day without zero padding; `Mon` is an English month
 * abbreviation (`Month` the full name); formats without a year take it from the statement
 * period (a statement crossing New Year included).
 */
export type PdfDateFormat =
  | 'dd/mm/yyyy'
  | 'dd/mm/yy'
  | 'yyyy/mm/dd'
  | 'yyyy-mm-dd'
  | 'dd-mm-yyyy'
  | 'dd Mon yyyy'
  | 'dd Mon yy'
  | 'dd Month yyyy'
  | 'dd Mon'
  | 'dd/mm'
  | 'mm dd'
  | 'yyyymmdd';

export interface PdfBankLayout {
  bank_slug: PdfBankSlug;
  /** Distinguishes a bank's variants, e.g. `capitec_2024`, `capitec_legacy`. */
  format: string;
  display_name: string;
  /**
   * Text on the first pages that identifies the bank beyond doubt (legal name, registration or
   * FSP number, web address). Matched against the first two pages' text joined by spaces.
   */
  identify: readonly RegExp[];
  /** Picks between several formats of one bank (true = this format). Absent = always. */
  variant?: (firstPagesText: string) => boolean;
  /** Header words per column role, as the bank prints them (case and spacing ignored). */
  columns: Partial<Record<PdfColumnRole, readonly string[]>>;
  dateFormats: readonly PdfDateFormat[];
  /**
   * Fees printed in their own column: `in_balance` = the running balance includes them (each
   * fee is a transaction of its own), `informational` = the balance does not move with them
   * (not transactions), `detect` = let the balance chain decide (the default).
   */
  feeColumn?: 'in_balance' | 'informational' | 'detect';
  /**
   * `false`: the bank's transaction table prints no running balance (Discovery Bank's transaction
   * timeline). Its rows are then proved only by the printed opening balance + Σ amounts = the
   * printed closing balance, so such a statement that does not print both is not read. Absent or
   * true: a balance column is required (the generic reader always requires one).
   */
  runningBalance?: boolean;
  /** Rows that are not transactions beyond the common ones (brought/carried forward, totals). */
  skipRows?: readonly RegExp[];
  /** Labels of the statement's header fields; each regex's first group is the value. */
  fields?: {
    accountNumber?: readonly RegExp[];
    holderName?: readonly RegExp[];
    /** Two groups: start and end date, in any notation of `dateFormats` or written out. */
    period?: readonly RegExp[];
    openingBalance?: readonly RegExp[];
    closingBalance?: readonly RegExp[];
  };
}
