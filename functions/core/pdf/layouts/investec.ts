/**
 * Investec (Investec Bank Limited) Private Bank Account PDF statements.
 *
 * What is known (sources below), and what is assumed:
 * - Identity: "Investec Bank Limited", investec.com / investec.co.za, "Private Bank Account
 *   Statement"; 11-digit account numbers printed as "Account number: 10012345678".
 * - Table: two dates per row (the transaction date, then the value date; `d Mon yyyy`, e.g.
 *   `1 May 2025`, also `dd/mm/yyyy`), the "Transaction description", unsigned amounts in a debit
 *   or a credit column, and the running balance; "Balance brought forward" / "Opening balance" and
 *   "Closing balance" rows; "Account number:" and "Statement period:" labels; "Monthly account
 *   statement"; footers "Should you have any queries…", "a registered credit provider".
 * - Balances with a `CR` / `DR` suffix (`582,725.04CR`, `896.73DR`) as one Investec statement
 *   family prints them; a leading minus (the Business Online export's `- R 429.99`) is read too.
 * - Assumed (not seen first-hand): the exact header words and their order (`Trans date | Value date
 *   | Transaction description | Debit | Credit | Balance`; "Transaction date", "Posted date",
 *   "Action date" accepted too).
 *
 * Sources:
 * - github.com/AshtonFabby/bank_statement_parser `parsers/investec.py`: "Investec",
 *   "Account Number 10012968438"-style 11-digit numbers, "private bank", header lines containing
 *   "Action date" / "Trans date", a second date after the first on each row, "Balance brought
 *   forward", `d Mon yyyy` dates, unsigned amounts whose direction follows the balance.
 * - A later, much extended version of that parser (code-search index id 63179929759): skip markers
 *   "transactiondate", "transdate", "valuedate", "transactiondescription", "accountnumber:",
 *   "statementperiod:", "monthlyaccountstatement", "shouldyouhaveanyqueries",
 *   "aregisteredcreditprovider"; an optional second (value) date after the first; `DR`/`CR`
 *   amounts; "Opening balance" / "Balance brought forward" / "Closing balance" rows.
 */
import type { PdfBankLayout } from '../layout.ts';

const AMOUNT = String.raw`(-?\s?R?\s?\d{1,3}(?:[ ,]?\d{3})*\.\d{2}(?:\s?(?:Cr|Dr))?)`;

export const INVESTEC_PRIVATE_BANK: PdfBankLayout = {
  bank_slug: 'investec',
  format: 'investec_private_bank',
  display_name: 'Investec',
  // "INVESTEC" alone is a common payee (home loans, card payments) in other banks' statements.
  identify: [
    /\bInvestec\s+Bank\s+Limited\b[^.]{0,60}\b(?:registered|authorised|reg\.?\s*no|member)/i,
    /\bwww\.investec\.(?:com|co\.za)\b/i,
    /\bPrivate\s+Bank\s+Account\s+Statement\b/i,
  ],
  columns: {
    date: ['Trans date', 'Transaction date', 'Trans. date'],
    value_date: ['Value date', 'Posted date', 'Posting date', 'Action date'],
    description: ['Transaction description', 'Description', 'Details'],
    debit: ['Debit', 'Debits'],
    credit: ['Credit', 'Credits'],
    balance: ['Balance'],
  },
  dateFormats: ['dd Mon yyyy', 'dd/mm/yyyy'],
  fields: {
    // The customer-facing number, not an "Internal" or "Electronic account number" printed beside it.
    accountNumber: [/(?<!(?:Internal|Electronic)\s)\bAccount\s+number\s*:?\s*(\d{11,13})\b/i],
    period: [/\bStatement\s+Period\s*:?\s*(\d{1,2}\s+[A-Za-z]{3,9}\s+\d{4})\s*(?:to|-|–)\s*(\d{1,2}\s+[A-Za-z]{3,9}\s+\d{4})/i],
    openingBalance: [new RegExp(String.raw`\bOpening\s+balance\s*:?\s*${AMOUNT}`, 'i')],
    closingBalance: [new RegExp(String.raw`\bClosing\s+balance\s*:?\s*${AMOUNT}`, 'i')],
  },
};

export const layouts: readonly PdfBankLayout[] = [INVESTEC_PRIVATE_BANK];
