/**
 * FNB (First National Bank, a division of FirstRand Bank Limited; RMB Private Bank statements
 * come from the same platform).
 *
 * `fnb_statement`: the monthly statement (cheque, Aspire, Premier, Gold/Platinum Business, the
 * e-mailed one, which is AES-encrypted with the holder's SA ID number or the business's
 * registration number).
 * - Header: the holder and address block on the left, on the right "<Account type> : 62812345678"
 *   (11 digits), "Statement Period : 1 November 2024 to 31 January 2025" (a month written out;
 *   a statement can start in the previous month and a three-month one crosses New Year),
 *   "Statement Date : 1 February 2025", "Universal Branch Code 250655", "Bank VAT Registration
 *   Number 4210102051", "Delivery Reference", "Tax Invoice".
 * - A summary box: "Opening Balance 3,390.09Cr", "Closing Balance 342.37Cr", "VAT Inclusive",
 *   "Total VAT", and "Bank Charges" (Service Fees, Cash Deposit Fees, Cash Handling Fees, Other
 *   Fees), interest rates (Credit Rate, Debit Rate). Not transactions.
 * - "Transactions in RAND (ZAR)" (later pages: "Transactions in RAND (ZAR) : <account>") with
 *   `Date | Description | Amount | Balance | Accrued Bank Charges` ("Accrued" printed above "Bank
 *   Charges"). Dates `dd Mon` WITHOUT a year; amounts with a comma thousands separator; a credit
 *   has a `Cr` suffix ("25,000.00Cr"), a debit is UNSIGNED ("6,400.00"); the balance carries
 *   `Cr`, or `Dr` when overdrawn. Accrued Bank Charges is what the row will cost ("15.00"), levied
 *   later as "#Service Fees"/"#Monthly Account Fee" rows (the `#` marks a fee), so the balance
 *   does not move with it: informational. Card purchases read "POS Purchase <merchant>
 *   400568*7629 26 Mar" (masked card number and the card date inside the description).
 * - After the table "Closing Balance <amount>Cr" and "Turnover for Statement Period" (No. Credit
 *   Transactions, No. Debit Transactions with totals): a summary, not transactions.
 * - Page footer: "Page 1 of 3", "Delivery Method F1 R02", a box "Branch Number | Account Number |
 *   Date | <account type>", the legal line "First National Bank - a division of FirstRand Bank
 *   Limited. Registration Number 1929/001225/06. An Authorised Financial Services and Credit
 *   Provider (NCRCP20)."
 *
 * Sources (public code read while researching; nothing copied):
 * - A Python FNB statement parser with tests (`tests/test_*.py` asserting rows such as "09 Feb FNB
 *   App Rtc Pmt To Themba Kerusha 6,400.00 33,343.76Cr 15.00", the page-header run "Page 2 of 3
 *   Delivery Method F1 R02 Branch Number Account Number Date ... Accrued Date Description Amount
 *   Balance Bank Charges", "Statement Period 28 Feb 2026 to 31 Mar 2026", "Gold Business Account
 *   : 63041819765", "Bank VAT Registration Number 4210102051"; repository not named by the index).
 * - A bookkeeping agent's skill text "checked on real FNB Gold Business statements" (columns, the
 *   year-less date, `Cr`/`Dr`, the informational Accrued Bank Charges column, the Opening/Closing
 *   Balance in the header).
 * - A TypeScript FNB statement renderer (summary box fields, "Transactions in RAND (ZAR) :", the
 *   footer box and the "Turnover for Statement Period" block, the legal line).
 * - marcheiligers/antipyretic `lib/fnb_cheque.rb` (row regex with `cr` suffixes), a list of SA
 *   layouts ("Fnb Type A: Date | Description | Amount | Balance | Accrued Bank Charges") and
 *   sthwalo/acc TASK_009 ("#Excess Item Fee", `Cr` credits, unsigned debits).
 * - The CSV module functions/core/statements/fnb.ts (the same bank's exports).
 */
import type { PdfBankLayout } from '../layout.ts';

const AMOUNT = String.raw`(-?\d{1,3}(?:,\d{3})*\.\d{2}\s?(?:Cr|Dr|Kt|Dt)?)`;

export const layouts: readonly PdfBankLayout[] = [
  {
    bank_slug: 'fnb',
    format: 'fnb_statement',
    display_name: 'FNB statement',
    identify: [/\bFirst National Bank\b/i, /\bFirstRand Bank (?:Limited|Ltd)\b/i, /1929\/001225\/06/, /\bNCRCP ?20\b/, /\bfnb\.co\.za\b/i],
    columns: {
      date: ['Date', 'Datum'],
      description: ['Description', 'Beskrywing'],
      amount: ['Amount', 'Bedrag'],
      balance: ['Balance', 'Saldo'],
      fee: ['Accrued Bank Charges', 'Accrued Charges', 'Bank Charges', 'Opgeloopte Bank- koste', 'Opgeloopte Bankkoste', 'Opgeloopte Bank-koste'],
    },
    dateFormats: ['dd Mon', 'dd Mon yyyy'],
    feeColumn: 'informational',
    skipRows: [
      /\bOpening Balance\b/i,
      /\bClosing Balance\b/i,
      /\bTurnover for Statement Period\b/i,
      /\bNo\. (?:Credit|Debit) Transactions\b/i,
      // The Afrikaans statement's own words for the same rows.
      /\bOpeningsaldo\b/i,
      /\bAfsluitingsaldo\b/i,
      /\bOmset vir Staat ?Periode\b/i,
      /\bNr\. (?:Krediet|Debiet) Transaksies\b/i,
    ],
    fields: {
      accountNumber: [/(?:Account|Acc)\s*:\s*(\d{11})\b/i, /Account Number:?\s*(\d{11})\b/i],
      holderName: [
        /\b((?:MR|MRS|MS|MISS|DR|PROF)\.? [A-Z][A-Z .'-]*?[A-Z])\s+(?:\d|P ?O BOX|POSBUS|PRIVATE BAG|UNIT)/,
        // A business: the registered name with its (PTY) LTD / CC / INC suffix.
        /^([A-Z0-9][A-Z0-9&'., -]*?(?:\(PTY\) LTD|\(RF\) \(PTY\) LTD|\bCC|\bINC|\bNPC))$/,
      ],
      period: [/(?:Statement|Staat) Periode?\s*:?\s*(\d{1,2} [A-Za-z]+ \d{4}) (?:to|tot) (\d{1,2} [A-Za-z]+ \d{4})/i],
      openingBalance: [new RegExp(String.raw`(?:Opening Balance|Openingsaldo)\s*:?\s*` + AMOUNT, 'i')],
      closingBalance: [new RegExp(String.raw`(?:Closing Balance|Afsluitingsaldo)\s*:?\s*` + AMOUNT, 'i')],
    },
  },
];
