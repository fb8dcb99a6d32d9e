/**
 * Discovery Bank (Discovery Bank Limited) PDF statements.
 *
 * What is known of how Discovery Bank prints statements (sources below):
 * - Identity: "Discovery Bank Limited", "Discovery Place" (1 Discovery Place, Sandton),
 *   discovery.co.za; product names such as "Discovery Gold Transaction Account".
 * - `discovery_statement` (read here): `Date | Description | Debit | Credit | Balance`, dates
 *   `d Mon yyyy` with the day not zero-padded (`2 Jul 2025`), R-prefixed amounts written in several
 *   ways (`R 10,274.00`, `-R980.44`, `- R2.75`, `R11 420.00`: a space or a comma as thousands
 *   separator, a minus before the R); "Opening balance" / "Closing balance" rows; "Account number:"
 *   and the statement period in the header; a summary with money in / money out and Total VAT.
 *   The transaction history export prints the same columns with ISO dates (`yyyy-mm-dd`) and
 *   "From: yyyy-mm-dd To: yyyy-mm-dd"; both date notations are accepted.
 * - `discovery_timeline`: the monthly Gold Transaction Account statement's "Transaction timeline":
 *   `Date | Card no. | Type | Details | Amount` with no running balance column, an "Opening
 *   balance R12.98" row first and "Closing balance R71.73" after the rows (the running balance is
 *   derived from the opening balance; the printed closing balance proves the rows); masked card
 *   numbers (`***6508`) and the transaction type (POS Purchase, EFT, Fee, RPP, Debit order,
 *   Declined) in their own columns, kept out of the description; amounts `R97.50` / `- R80.00`;
 *   declined card purchases listed at `- R0.00` (not transactions; their declined-transaction
 *   fee is); "Total VAT" and "Your interest rate" after the table.
 *
 * Sources:
 * - github.com/AshtonFabby/bank_statement_parser `parsers/discovery.py` (and a later version of it,
 *   code-search index id 63244760154): "Date Description Debit Credit Balance", `DD MMM YYYY` and
 *   `YYYY-MM-DD` dates, the R-amount forms above, "Account number:", "Discovery Gold Transaction
 *   Account", "Card no", "Type".
 * - github.com/QuentinLoader/youscan_bank-statement-csv-ui-backend
 *   `src/youscan2/extractor/discovery/extractor.js` and its tests: the "Transaction timeline"
 *   (`Date Card no. Type Details Amount`), "Opening balance R12.98", `- R80.00` debits, declined
 *   R0.00 rows, "Closing balance", "Total VAT", "Your interest rate", no running balance.
 * - A PHP DiscoveryBankReader (code-search index id 71309539996): recognises "Discovery Bank
 *   Limited" / "Discovery Place", `From: yyyy-mm-dd To: yyyy-mm-dd`, "Account number:", a
 *   `Date … Debit … Credit` header with amounts right-aligned under their headings.
 * Not seen first-hand: Discovery's registration and FSP numbers (not used to identify).
 */
import type { PdfBankLayout } from '../layout.ts';

const RAND = String.raw`(-?\s?R\s?\d{1,3}(?:[ ,]?\d{3})*\.\d{2})`;

export const DISCOVERY_STATEMENT: PdfBankLayout = {
  bank_slug: 'discovery',
  format: 'discovery_statement',
  display_name: 'Discovery Bank',
  // The address and the statement's title; "Discovery Bank Limited" alone can be a payee in another
  // bank's statement, so it needs the legal words after it.
  identify: [
    /\bDiscovery\s+Place\b/i,
    /\bDiscovery\s+(?:Gold|Platinum|Black|Purple|Orange)?\s*Transaction\s+Account\s+statement\b/i,
    /\bDiscovery\s+Bank\s+Limited\b[^.]{0,40}\b(?:registered|authorised|reg\.?\s*no)/i,
  ],
  columns: {
    date: ['Date'],
    description: ['Description', 'Details'],
    debit: ['Debit'],
    credit: ['Credit'],
    balance: ['Balance'],
    ignore: ['Card no.', 'Card no', 'Type'],
  },
  dateFormats: ['dd Mon yyyy', 'yyyy-mm-dd'],
  fields: {
    accountNumber: [/\bAccount\s+number\s*:?\s*(\d{10,12})\b/i],
    period: [
      /\bStatement\s+period\s*:?\s*(\d{1,2}\s+[A-Za-z]{3,9}\s+\d{4})\s*(?:to|-|–)\s*(\d{1,2}\s+[A-Za-z]{3,9}\s+\d{4})/i,
      /\bFrom:\s*(\d{4}-\d{2}-\d{2})\s*To:\s*(\d{4}-\d{2}-\d{2})/i,
    ],
    openingBalance: [new RegExp(String.raw`\bOpening\s+balance\s*:?\s*${RAND}`, 'i')],
    closingBalance: [new RegExp(String.raw`\bClosing\s+balance\s*:?\s*${RAND}`, 'i')],
  },
};

export const DISCOVERY_TIMELINE: PdfBankLayout = {
  ...DISCOVERY_STATEMENT,
  format: 'discovery_timeline',
  display_name: 'Discovery Bank (transaction timeline)',
  variant: (text) => /\bTransaction\s+timeline\b/i.test(text),
  columns: {
    date: ['Date'],
    ignore: ['Card no.', 'Card no', 'Type'],
    description: ['Details'],
    amount: ['Amount'],
  },
  dateFormats: ['dd Mon yyyy'],
  runningBalance: false,
  // A declined card purchase is listed at R0.00: not a transaction (its fee row is).
  skipRows: [/\bDeclined\b.*-?\s?R\s?0\.00\s*$/i],
};

export const layouts: readonly PdfBankLayout[] = [DISCOVERY_TIMELINE, { ...DISCOVERY_STATEMENT, variant: (text) => !/\bTransaction\s+timeline\b/i.test(text) }];
