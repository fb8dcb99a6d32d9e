/**
 * Investec (Investec Bank Limited) Private Bank Account PDF statements.
 *
 * What is known (sources below), and what is assumed:
 * - Identity: "Investec Bank Limited", investec.com / investec.co.za, "Private Bank Account
 *   Statement"; 11-digit account numbers printed as "Account Number 10012345678".
 * - Table: two dates per row (the posting/"action" date and the transaction date, `d Mon yyyy`,
 *   e.g. `1 May 2025`), the description, unsigned amounts in a debit or a credit column, and the
 *   running balance; "Balance brought forward" rows. We read the transaction date as the row's
 *   date and the posting date as its value date.
 * - Assumed (not seen first-hand): the exact header words (`Posted date | Trans date | Transaction
 *   description | Debits | Credits | Balance`; "Action date" / "Transaction date" accepted too),
 *   "Closing balance" as the last row, and an overdrawn balance printed with a leading minus.
 *
 * Sources:
 * - github.com/AshtonFabby/bank_statement_parser `parsers/investec.py`: "Investec",
 *   "Account Number 10012968438"-style 11-digit numbers, "private bank", header lines containing
 *   "Action date" / "Trans date", a second date after the first on each row, "Balance brought
 *   forward", `d Mon yyyy` dates, unsigned amounts whose direction follows the balance.
 * - Investec's Programmable Banking API transaction fields (postingDate, valueDate, actionDate,
 *   transactionDate, runningBalance), as summarised in public client code found with the code
 *   search: the dates a statement row carries.
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
    value_date: ['Posted date', 'Posting date', 'Action date'],
    date: ['Trans date', 'Transaction date', 'Trans. date'],
    description: ['Transaction description', 'Description', 'Details'],
    debit: ['Debits', 'Debit'],
    credit: ['Credits', 'Credit'],
    balance: ['Balance'],
  },
  dateFormats: ['dd Mon yyyy'],
  fields: {
    accountNumber: [/\bAccount\s+Number\s*:?\s*(\d{11})\b/i],
    period: [/\bStatement\s+Period\s*:?\s*(\d{1,2}\s+[A-Za-z]{3,9}\s+\d{4})\s*(?:to|-|–)\s*(\d{1,2}\s+[A-Za-z]{3,9}\s+\d{4})/i],
    openingBalance: [new RegExp(String.raw`\bOpening\s+balance\s*:?\s*${AMOUNT}`, 'i')],
    closingBalance: [new RegExp(String.raw`\bClosing\s+balance\s*:?\s*${AMOUNT}`, 'i')],
  },
};

export const layouts: readonly PdfBankLayout[] = [INVESTEC_PRIVATE_BANK];
