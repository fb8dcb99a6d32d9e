/**
 * What the PDF table reader returns for a statement, beyond the CSV reader's ParsedStatement:
 * where each transaction came from (so the authenticity checks can look at the exact cells) and
 * the totals a summary box prints (checked against the rows).
 */
import type { NotPostedRow, ParsedStatement, ParsedTransaction } from '../statements/index.ts';
import type { PdfTextItem } from './document.ts';
import type { PdfBankLayout } from './layout.ts';

export interface PdfTransactionSource {
  page: number;
  /** Baseline of the transaction's first line, from the top of the page. */
  y: number;
  /** The items read as the amount (or debit/credit/fee) cells and as the balance cell. */
  amountItems: PdfTextItem[];
  balanceItems: PdfTextItem[];
}

export interface PdfSummaryTotals {
  /** As printed in the statement's summary box, in cents; null when not printed. */
  totalCreditsCents: number | null;
  totalDebitsCents: number | null;
  totalFeesCents: number | null;
  /** The page the summary box is on. */
  page: number | null;
}

export interface PdfStatement extends ParsedStatement {
  /** The layout that read the table (a bank's, or the generic one). */
  layout: Pick<PdfBankLayout, 'bank_slug' | 'format' | 'display_name'>;
  /** The statement period as printed in the header (YYYY-MM-DD); else the first/last transaction dates. */
  period_start: string;
  period_end: string;
  /** Same order and length as `transactions`; `transactions[i].row` is the 1-based ordinal of the row in the statement. */
  sources: PdfTransactionSource[];
  summary: PdfSummaryTotals;
  /** Rows printed with an amount but a balance that did not move (`balance_unchanged`), with their page. */
  not_posted: PdfNotPostedRow[];
}

export interface PdfNotPostedRow extends NotPostedRow {
  page: number;
}

export type { ParsedTransaction };
