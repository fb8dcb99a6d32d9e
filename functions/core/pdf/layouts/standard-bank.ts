/**
 * Standard Bank (The Standard Bank of South Africa Limited) PDF statements.
 *
 * 1. `standard_bank_statement`: the personal / small-business "BANK STATEMENT / TAX INVOICE"
 *    (current, savings, revolving-credit accounts):
 *    - Identity: "The Standard Bank of South Africa Limited (Reg. No. 1962/000738/06)", "registered
 *      credit provider (NCRCP15)", "VAT Reg No", standardbank.co.za.
 *    - Table: `Details | Service fee | Debits | Credits | Date | Balance`; the header is printed
 *      over two lines (`Service` over `fee`; pdf text shows "Details", "Service", "fee",
 *      "Debits Credits", "Date Balance"). The Service fee column carries only `##` (or `*##`)
 *      markers on fee rows; the fee's amount is in Debits and moves the balance, and the note
 *      "## These fees include VAT" follows the table.
 *    - Dates `MM DD` without a year (`03 16`); the year comes from "Statement from 1 May 2026 to
 *      31 May 2026", a statement crossing New Year included. Descriptions may themselves contain
 *      `MM DD` ("INTEREST ON OVERDRAFT UP TO 08 24"), harmless here since columns are read by position.
 *    - Amounts: debits with a trailing minus (`1,310.00-`), credits unsigned, balances with a
 *      trailing minus when overdrawn (`1,000.00-`); thousands with a comma (a Rand account on a
 *      European-formatted RCP statement prints `1.000,00-`, which the amount reader also accepts).
 *    - BALANCE BROUGHT FORWARD on every page (dated on page 1, undated on later pages); "Month-end
 *      Balance R…", "Balance at date of statement", account summary and VAT summary boxes,
 *      "Please verify all transactions reflected on this statement."
 * 2. `standard_bank_business_copy`: the Business Online "Computer Generated Copy" (CURRENT ACCOUNT
 *    - STATEMENT DETAILS), as in a real, public statement printed from Business Online:
 *    - `Page | Details | Service Fee | Debit | Credit | Date | Balance`; the statement page number
 *      in its own column; dates `yyyymmdd`; debits with a leading minus in Debit, 0.00 printed in
 *      the empty amount cells; the second description line under the row.
 *    - Service Fee holds per-transaction fees (19.00) that the running balance does NOT include
 *      (142,062.40 − 4,564.81 = 137,497.59 with 19.00 in Service Fee): they are charged later as
 *      "BUSINESS ELECT BANK CHARGES ##", so the column is informational. Here the `##` is part of
 *      the Details text (not a column of its own) and stays in the description as printed.
 *    - BALANCE BROUGHT FORWARD (0.00 amounts) at each statement page (anywhere on a printed page),
 *      a row's second description line printed under the next printed page's header when the
 *      printout breaks between them, "** END OF REPORT **", "DATE yyyymmdd hh:mm:ss … Page : n"
 *      footers.
 *
 * Sources:
 * - github.com/milnet01/finbreak `src/finbreak/importers/standard_bank.py` and
 *   `tests/features/standard_bank_pdf/` (its spec): Family A header `Details Service Fee Debits
 *   Credits Date Balance` (wrapped over two lines), `BANK STATEMENT / TAX INVOICE`, `Statement
 *   from … to …`, `Month-end Balance`, `Balance at date of statement`, `## These fees`, BALANCE
 *   BROUGHT FORWARD per page, trailing-minus amounts and balances, `MM DD` year inference across
 *   New Year, the legal marker; validated there against six real statement families.
 * - github.com/QuentinLoader/youscan_bank-statement-csv-ui-backend
 *   `src/youscan2/extractor/standardBank/extractor.js`: `DESCRIPTION AMOUNT MM DD BALANCE` rows,
 *   `##` marker lines, "Month-end balance", "VAT SUMMARY", "ACCOUNT SUMMARY", "Please verify all
 *   transactions", "These fees include VAT".
 * - A Java StandardBankTabularParser test (index id 25216470397): "IMMEDIATE PAYMENT 1,310.00- 03 16
 *   24,106.81", header "Details Service Fee Debits Credits Date Balance".
 * - github.com/Chrisie146/reconex `Bank_statements/Standard bank.pdf` (a real Business Online
 *   "Computer Generated Copy", read with pdftotext for this layout only, not copied) and
 *   `backend/services/pdf_parser.py`, `BANK_FORMAT_ANALYSIS.md`: the business column order, yyyymmdd
 *   dates, informational 19.00 service fees, BALANCE BROUGHT FORWARD per statement page.
 * - functions/core/statements/standard-bank.ts (the CSV exports).
 * Not seen first-hand: the business copy's account/holder block (the public copy starts at the
 * table); we read "Account Number", "Account Name" and "Statement Period" labels when printed.
 */
import type { PdfBankLayout } from '../layout.ts';

const IDENTIFY = [/\bThe Standard Bank of South Africa Limited\b/i, /\b1962\/000738\/06\b/];
const TRAILING = String.raw`(R?\s?\d{1,3}(?:[ ,.]?\d{3})*[.,]\d{2}-?)`;

export const STANDARD_BANK_STATEMENT: PdfBankLayout = {
  bank_slug: 'standard_bank',
  format: 'standard_bank_statement',
  display_name: 'Standard Bank',
  identify: IDENTIFY,
  variant: (text) => !/\bComputer Generated Copy\b/i.test(text),
  columns: {
    description: ['Details'],
    // Only `##` fee markers are printed here; the fees are rows of their own in Debits.
    ignore: ['Service fee', 'Service'],
    debit: ['Debits'],
    credit: ['Credits'],
    date: ['Date'],
    balance: ['Balance'],
  },
  dateFormats: ['mm dd'],
  // The fee note printed right under the last row (not a continuation of its description).
  skipRows: [/^\*?##\s*These fees include VAT\b/i],
  fields: {
    accountNumber: [/\bAccount\s+Number\s*:?\s*(\d{2}\s\d{2}\s\d{3}\s\d{3}\s\d|\d{2}\s\d{3}\s\d{3}\s\d|\d{9,11})\b/i],
    period: [/\bStatement\s+from\s+(\d{1,2}\s+[A-Za-z]+\s+\d{4})\s+to\s+(\d{1,2}\s+[A-Za-z]+\s+\d{4})/i],
    // The opening balance is page 1's dated BALANCE BROUGHT FORWARD (later pages repeat it undated
    // with that page's balance, which the generic label would find first on a two-page header scan).
    openingBalance: [new RegExp(String.raw`\bBALANCE\s+BROUGHT\s+FORWARD\s+\d{2}\s\d{2}\s+${TRAILING}`, 'i')],
    closingBalance: [
      new RegExp(String.raw`\bBalance\s+(?:outstanding\s+)?at\s+date\s+of\s+statement\s*:?\s*${TRAILING}`, 'i'),
      new RegExp(String.raw`\bMonth-end\s+Balance\s*:?\s*${TRAILING}`, 'i'),
    ],
  },
};

export const STANDARD_BANK_BUSINESS_COPY: PdfBankLayout = {
  bank_slug: 'standard_bank',
  format: 'standard_bank_business_copy',
  display_name: 'Standard Bank (Business Online copy)',
  identify: IDENTIFY,
  variant: (text) => /\bComputer Generated Copy\b/i.test(text),
  columns: {
    ignore: ['Page'],
    description: ['Details'],
    fee: ['Service Fee'],
    debit: ['Debit'],
    credit: ['Credit'],
    date: ['Date'],
    balance: ['Balance'],
  },
  dateFormats: ['yyyymmdd'],
  feeColumn: 'informational',
  skipRows: [/\*\*\s*END OF REPORT\s*\*\*/i],
  fields: {
    accountNumber: [/\bAccount\s+Number\s*:?\s*(\d{9,11})\b/i],
    holderName: [/\bAccount\s+Name\s*:?\s*([A-Z][A-Z0-9 .,'&()-]{2,60})$/],
    // BALANCE BROUGHT FORWARD prints 0.00 in Service Fee, Debit and Credit before its date and balance.
    openingBalance: [/\bBALANCE\s+BROUGHT\s+FORWARD(?:\s+-?[\d,]+\.\d{2}){3}\s+\d{8}\s+(-?\d{1,3}(?:,?\d{3})*\.\d{2})/i],
    period: [/\bStatement\s+Period\s*:?\s*(\d{8})\s*to\s*(\d{8})\b/i],
  },
};

export const layouts: readonly PdfBankLayout[] = [STANDARD_BANK_BUSINESS_COPY, STANDARD_BANK_STATEMENT];
