/**
 * FNB (First National Bank, also RMB Private Bank on the same platform).
 *
 * Shapes handled (sources found while researching; confidence in brackets):
 *
 * 1. Online banking "Download transactions" CSV (verified by a public ERPNext South African
 *    bank-statement-import template and by the fstats parser `utils/Parser/banks/fnb.ts`,
 *    which reads the header on the fifth line with `yyyy/MM/dd` dates):
 *
 *        ACCOUNT TRANSACTION HISTORY
 *        FOR ACCOUNT NUMBER 62812345678
 *        Date,SERVICE FEE,Amount,DESCRIPTION,REFERENCE,Balance,CHEQUE NUMBER
 *        2025/01/01,0,750,FNB APP PAYMENT FROM X,FNB APP PAYMENT FROM X,-1234567,0
 *
 *    and the shorter variant `Date, Amount, Balance, Description` (spaces after the commas)
 *    under a few preamble lines (`Name:`, `Account:`, `Balance:`) [header verified; the exact
 *    preamble lines inferred]. Dates yyyy/mm/dd; signed amounts, whole rand allowed ("750");
 *    FNB's online history lists the newest transaction first [inferred: handled by order
 *    detection either way]. SERVICE FEE is the accrued bank charge shown beside a transaction;
 *    it is levied later as its own transaction, so it is NOT added to the amount (the balance
 *    column does not include it).
 *
 * 2. The e-mailed / "Recreated Statement" CSV of the FNB file specification (as documented by
 *    the ledgerZA project): key/value preamble (`Account Number,…`, `Opening Balance,…`,
 *    `Closing Balance,…`), a blank line, then
 *    `Effective Date,Description,Reference,Service Fee,Debit / Credit,Amount,Balance` with
 *    CCYYMMDD dates and `CR` in the Debit / Credit column for credits [documented by a third
 *    party; not seen first-hand].
 *
 * FNB PDF statements write credits with a `Cr` suffix ("2,392.00Cr"); the amount reader accepts
 * that in CSVs too.
 */
import type { Row } from './text.ts';
import { extractColumns, findHeaderNames, topText, type Layout } from './layout.ts';

function score(rows: Row[]): number {
  const top = topText(rows);
  const header = findHeaderNames(rows);
  const names = header?.names ?? [];
  if (top.includes('ACCOUNT TRANSACTION HISTORY')) return 100;
  if (/\bFNB\b|FIRST NATIONAL BANK|RMB PRIVATE BANK/.test(top.split('\n').slice(0, header?.index ?? 10).join('\n'))) return 95;
  if (names.includes('servicefee') && names.includes('chequenumber')) return 90;
  if (names.includes('effectivedate') && names.includes('debitcredit')) return 90;
  if (/RECREATED STATEMENT/.test(top)) return 90;
  return 0;
}

export const fnbLayout: Layout = {
  bank: 'fnb',
  format: 'fnb_transaction_history',
  strong: true,
  detect: score,
  extract(rows) {
    const header = findHeaderNames(rows)!;
    const { names } = header;
    return extractColumns(rows, {
      bank: 'fnb',
      format: names.includes('effectivedate') ? 'fnb_statement_csv' : 'fnb_transaction_history',
      headerIndex: header.index,
      map: header.map,
      includeFee: false,
    });
  },
};
