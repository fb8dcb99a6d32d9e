/**
 * The generic fallback: any statement whose transaction table has a date column, a description,
 * an amount column (or debit/credit columns) and a running balance. It adds nothing to the
 * reader's generic header aliases (table.ts HEADER_ALIASES) and header labels (header.ts): the
 * reader is generic by construction, and a bank layout only adds that bank's own words. Every
 * date notation is accepted; numeric day/month order is decided from the column (day first
 * unless a date can only be month first). A fee column is kept or dropped by the balance chain.
 */
import type { PdfBankLayout } from '../layout.ts';

export const GENERIC_LAYOUT: PdfBankLayout = {
  bank_slug: 'generic',
  format: 'generic',
  display_name: 'Bank statement (generic columns)',
  identify: [],
  columns: {},
  dateFormats: [
    'dd/mm/yyyy', 'dd/mm/yy', 'yyyy/mm/dd', 'yyyy-mm-dd', 'dd-mm-yyyy', 'dd Mon yyyy', 'dd Mon yy', 'dd Month yyyy',
    'dd Mon', 'dd/mm', 'yyyymmdd',
  ],
  feeColumn: 'detect',
};

export const layouts: readonly PdfBankLayout[] = [GENERIC_LAYOUT];
