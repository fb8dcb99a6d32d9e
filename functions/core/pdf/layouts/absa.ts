/**
 * Absa Bank (formerly ABSA / Amalgamated Banks of South Africa).
 *
 * 1. `absa_cheque_statement`: the monthly "Cheque account statement" (personal and business
 *    cheque/current accounts; the savings statement uses the same table). What it prints:
 *    - Legal lines on every page: "Absa Bank Limited Reg No 1986/004794/06", "Authorised
 *      Financial Services Provider Registered Credit Provider Reg No NCRCP7", "Tax Invoice",
 *      "Client VAT Reg No", "Statement no", "Page 1 of 3"; the header "Cheque account statement
 *      <d Mon yyyy> to <d Mon yyyy>" (statements run mid-month to mid-month, e.g. 16 Feb to
 *      15 Mar) and "Cheque Account Number: 40-9691-8651".
 *    - An "Account Summary" box (Balance Brought Forward, Sundry Credits, Deposits, Charges,
 *      Sundry Debits, Balance Carried Forward, Overdraft Limit) whose amounts are not
 *      transactions.
 *    - "Your transactions" (then "Your transactions (continued)" on later pages) with the columns
 *      `Date | Transaction Description | Charge | Debit Amount | Credit Amount | Balance`.
 *      Dates `d/mm/yyyy` (day not zero-padded: "3/09/2024"); amounts with a SPACE thousands
 *      separator ("54 882.66"); negatives and an overdrawn balance with a TRAILING minus
 *      ("11 236.59-"). The description has a second line (card number, counterparty, "Effective"
 *      date) and a "site" word after the transaction type (Settlement, Headoffice, Notifyme;
 *      where exactly it sits in the column is not certain). The first row is "Bal Brought Forward".
 *    - The Charge column holds the fee the transaction attracts followed by a one-letter charge
 *      code (A = administration, C = cash deposit fee, M = manual, S = service, T = transaction,
 *      `*` = VAT). The running balance does NOT move with it: the charges are levied later as
 *      their own rows ("Monthly Acc Fee Headoffice", "Transaction Charge Headoffice", "Admin
 *      Charge Headoffice See Charge Statement Detail"). A row with only a charge (e.g. "Notific
 *      Fee Sms Notifyme", "Proof Of Pmt Email") keeps the previous balance. So the column is
 *      informational: the layout reads it as an `ignore` column (its "13.50 A" cells are neither
 *      amounts nor description), and a charge-only row, which prints no debit or credit, is not a
 *      transaction.
 *    - Footers: the "CHARGE: A = ADMINISTRATION ..." legend, "SERVICE FEE:", "MNTHLY ACCT FEE",
 *      "CREDIT INTEREST RATE", "Our Privacy Notice".
 *
 * 2. `absa_transaction_history`: the internet-banking "Transaction History" print: `Date |
 *    Transaction Description | Amount | Balance`, ISO dates `yyyy-mm-dd`, signed amounts with a
 *    comma thousands separator ("-6,000.00"), charges in brackets inside the description
 *    ("( 8,50 )"), a "Balance Brought Forward" line. Configured from the sources below; no
 *    fixture yet (doubtful details: the exact header words).
 *
 * Sources (public GitHub code read while researching; the layouts are not copied from them):
 * - withaai-cloud/OneShot-Tools `ABSA_SUPPORT.md` (header row, a charge-only row whose balance
 *   equals the brought-forward balance, the two-line description).
 * - sthwalo/acc `spring-app/docs/development/tasks/TASK_009_Fix_Bank_Parser_Formats.md` and its
 *   AbsaBankParser tests (column order, space thousands separator "54 882.66", continuation line
 *   "Card No. 5392 Absa Bank ...").
 * - A Python SA-bank parser family (`parsers/absa.py`, BaseBankParser; repository not named by
 *   the code index) with the cheque, Transaction History, Business Integrator and BizStart
 *   variants, trailing-minus amounts ("4 694 675.63-"), footer markers.
 * - A PHP statement importer (ABSA section, "Charge-only lines (Proof Of Pmt Email) ... balance
 *   unchanged") and an LLM prompt set describing "Your transactions (continued)", the Account
 *   Summary and the charge legend (repositories not named by the code index).
 * - Legal name, registration and NCRCP7: Absa's own web footer as copied in several public
 *   repositories ("Absa Bank Limited. Registration Number: 1986/004794/06 Authorised financial
 *   services and registered credit provider NCRCP7").
 */
import type { PdfBankLayout } from '../layout.ts';

const IDENTIFY = [/\bAbsa Bank (?:Limited|Ltd)\b/i, /1986\/004794\/06/, /\bNCRCP\s?7\b/, /\babsa\.co\.za\b/i];

/** A name in the address block: a title, then capitals, up to the first address line. */
const HOLDER = /\b((?:MR|MRS|MS|MISS|DR|PROF|ME|MNR|MEV)\.? [A-Z][A-Z .'-]*?[A-Z])\s+(?:\d|P ?O BOX|POSBUS|PRIVATE BAG)/;

/** Amounts of the summary box: space-separated thousands, trailing minus when overdrawn. */
const AMOUNT = String.raw`(-?R?\s?\d{1,3}(?: \d{3})*[.,]\d{2}-?)`;

export const layouts: readonly PdfBankLayout[] = [
  {
    bank_slug: 'absa',
    format: 'absa_cheque_statement',
    display_name: 'Absa cheque account statement',
    identify: IDENTIFY,
    variant: (text) => !/Transaction History/i.test(text) || /Cheque account statement|Your transactions/i.test(text),
    columns: {
      date: ['Date'],
      description: ['Transaction Description', 'Description'],
      // The charge and its code ("13.50 A") never move the balance: read as an informational
      // column, so a row with only a charge (balance unchanged) is not a transaction.
      ignore: ['Charge', 'Charges'],
      debit: ['Debit Amount', 'Debit'],
      credit: ['Credit Amount', 'Credit'],
      balance: ['Balance'],
    },
    dateFormats: ['dd/mm/yyyy'],
    skipRows: [/\bBal(?:ance)? Brought Forward\b/i, /\bBal(?:ance)? Carried Forward\b/i, /\bCHARGE:\s*A\s*=/i, /\bSERVICE FEE:/i, /\bMNTHLY ACCT FEE/i],
    fields: {
      accountNumber: [/(?:Cheque|Savings|Current) Account Number:?\s*(\d{2}-\d{4}-\d{4}|\d{10,11})/i, /Account Number:?\s*(\d{2}-\d{4}-\d{4})/i],
      holderName: [HOLDER],
      period: [/(?:Cheque|Savings|Current) account statement\s+(\d{1,2} [A-Za-z]+ \d{4}) to (\d{1,2} [A-Za-z]+ \d{4})/i, /Statement period:?\s*(\d{1,2} [A-Za-z]+ \d{4}) to (\d{1,2} [A-Za-z]+ \d{4})/i],
      openingBalance: [new RegExp(String.raw`Balance Brought Forward:?\s*` + AMOUNT, 'i')],
      closingBalance: [new RegExp(String.raw`Balance Carried Forward:?\s*` + AMOUNT, 'i')],
    },
  },
  {
    bank_slug: 'absa',
    format: 'absa_transaction_history',
    display_name: 'Absa transaction history',
    identify: IDENTIFY,
    variant: (text) => /Transaction History/i.test(text) && !/Cheque account statement/i.test(text),
    columns: {
      date: ['Date'],
      description: ['Transaction Description', 'Description'],
      amount: ['Amount'],
      balance: ['Balance'],
    },
    dateFormats: ['yyyy-mm-dd'],
    skipRows: [/\bBal(?:ance)? Brought Forward\b/i, /\bBal(?:ance)? Carried Forward\b/i],
    fields: {
      accountNumber: [/Account(?: Number)?:?\s*(\d{10,11})\b/i],
      holderName: [HOLDER],
      period: [/(\d{4}-\d{2}-\d{2}) (?:to|-) (\d{4}-\d{2}-\d{2})/],
      openingBalance: [/Balance Brought Forward:?\s*(-?R?\s?[\d, ]+\.\d{2})/i],
    },
  },
];
