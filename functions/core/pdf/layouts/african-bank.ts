/**
 * African Bank (African Bank Limited) PDF statements (MyWORLD transaction accounts and savings
 * pockets).
 *
 * What is known (sources below), and what is assumed:
 * - Identity: "African Bank Limited", africanbank.co.za.
 * - Header: "Account Number 20012345678" (11 digits), "Account Type …" (e.g. "Savings Pocket"),
 *   "Account Name …" (the product's name, not the holder's: the parsers read it as the account type).
 * - Table: `TRANSACTION DATE | TRANSACTION DETAILS | BANK CHARGES | AMOUNT | BALANCE`, dates
 *   `yyyy/mm/dd`, a signed AMOUNT (a leading minus for debits), BANK CHARGES printed as a negative
 *   amount (`-0.60`) on the row they belong to, an "Opening Balance" row.
 * - The running balance includes the bank charges (the parsers that read these statements add the
 *   charge to the row's debit to make the balance agree), so each charge is a transaction of its
 *   own (`in_balance`): same date and description as its row.
 * - Assumed (not seen first-hand): thousands separated by a space (the parsers' amount patterns
 *   went from `-?\d+\.\d{2}` to `-?[\d,\s]+\.\d{2}`; both space and comma are accepted), the
 *   "Statement Period yyyy/mm/dd - yyyy/mm/dd" label, and the summary box labels.
 *
 * Sources:
 * - github.com/AshtonFabby/bank_statement_parser `parsers/african_bank.py` (and later versions of it,
 *   code-search index ids 48806413821 and 63220738327): the column header, `YYYY/MM/DD` dates,
 *   "Opening Balance", "Account Number", "Account Type Savings Pocket", charges as negative
 *   amounts added to the debit, the example row `2025/04/01 Credit Interest 35.76 35.41`.
 */
import type { PdfBankLayout } from '../layout.ts';

const AMOUNT = String.raw`(-?\s?R?\s?\d{1,3}(?:[ ,]?\d{3})*\.\d{2})`;

export const AFRICAN_BANK_STATEMENT: PdfBankLayout = {
  bank_slug: 'african_bank',
  format: 'african_bank_statement',
  display_name: 'African Bank',
  // "AFRICAN BANK" alone is a common payee (loan repayments) in other banks' statements.
  identify: [/\bAfrican\s+Bank\s+Limited\b[^.]{0,40}\b(?:registered|authorised|reg\.?\s*no)/i, /\bafricanbank\.co\.za\b/i],
  columns: {
    date: ['Transaction date'],
    description: ['Transaction details'],
    fee: ['Bank charges'],
    amount: ['Amount'],
    balance: ['Balance'],
  },
  dateFormats: ['yyyy/mm/dd'],
  feeColumn: 'in_balance',
  fields: {
    accountNumber: [/\bAccount\s+Number\s*:?\s*(\d{11})\b/i],
    // "Account Name" is the product's name (MyWORLD Account, Savings Pocket); the holder is the
    // addressee line.
    holderName: [/^((?:MR|MRS|MS|MISS|DR|PROF)\.?\s+[A-Z][A-Z .'-]{1,60})$/],
    period: [/\bStatement\s+Period\s*:?\s*(\d{4}\/\d{2}\/\d{2})\s*(?:-|–|to)\s*(\d{4}\/\d{2}\/\d{2})/i],
    openingBalance: [new RegExp(String.raw`\bOpening\s+Balance\s*:?\s*${AMOUNT}`, 'i')],
    closingBalance: [new RegExp(String.raw`\bClosing\s+Balance\s*:?\s*${AMOUNT}`, 'i')],
  },
};

export const layouts: readonly PdfBankLayout[] = [AFRICAN_BANK_STATEMENT];
