/**
 * Capitec Bank.
 *
 * 1. `capitec_main_account` (current statement, since the 2021 redesign; "Main Account
 *    Statement", also the Business Account Statement with a Reference column):
 *    - Header: "Main Account Statement", the holder ("MR S NDLOVU") over the address, "Account
 *      1234567890" (10 digits), "From Date: 01/12/2024", "To Date: 28/02/2025", "Print Date:",
 *      "Opening Balance: R12 345.67", "Closing Balance:", "Available Balance:", "Total Fees:
 *      -R199.80" (R prefix, space thousands separator, a leading minus when negative).
 *    - Page-1 boxes that are not transactions: Money In Summary, Money Out Summary, Fee Summary,
 *      Scheduled Payments (Debit Orders, Card Subscriptions), Spending Summary.
 *    - "Transaction History" with `Date | Description | Category | Money In | Money Out | Fee* |
 *      Balance`; dates `dd/mm/yyyy`; Money Out and Fee printed NEGATIVE ("-135.00", "-3.00");
 *      an overdrawn balance negative ("-120.45"); space thousands separator. The balance
 *      INCLUDES the fee (100.00 out with a 10.00 fee moves the balance by 110.00) and fee-only
 *      rows exist (Category "Fees", e.g. "ATM Balance Enquiry Fee"). Category is Capitec's own category of the row (read as `bank_category`).
 *      Card purchases end in "(Card 7420)". `*` marks VAT ("* Includes VAT"). Footers: "Unique
 *      Document No", "Page 1 of 3", "24hr Client Care Centre 0860 10 20 43", "Capitec Bank is an
 *      authorised financial services provider (FSP46669) and registered credit provider
 *      (NCRCP13)", "Capitec Bank Limited Reg. No: 1980/003695/06".
 *
 * 2. `capitec_legacy` (older statement, before the redesign): `Posting Date | Transaction Date |
 *    Description | Money In (R) | Money Out (R) | Balance (R)`, `dd/mm/yyyy`, negative Money Out,
 *    "Balance brought forward"; the Transaction Date is the card date and can be days before the
 *    Posting Date, which orders the balance (so Posting Date is the row date). The Mercantile-
 *    era statement ("Post Date | Trans Date | Description | Reference | Fees | Amount | Balance",
 *    `dd/mm/yy`, signed amounts, fees in their own column and in the balance, "Balance brought
 *    forward", "Fee Total" / "VAT @ 15%" lines, no printed period) is the third variant,
 *    `capitec_mercantile` (from one PHP importer's parser only: the least certain).
 *
 * Sources (public code read while researching; nothing copied):
 * - A TypeScript Capitec statement model with a full sample (`capitec_sample`, fee-only rows with
 *   negative fees, balances after the fee, an overdrawn opening "-120.45", "(Card 7420)"
 *   suffixes, the Money In/Out/Fee/Spending summaries; repository not named by the code index).
 * - A PHP statement importer's Capitec Personal, Business and Mercantile parsers ("Main Account
 *   Statement", "From Date:", "Opening Balance: R82 501.39", "Total Fees -R199.80", "Unique
 *   Document No", "* Includes VAT", "Post Date Trans Date ... Fees Amount Balance").
 * - A column list of SA statement layouts ("Capitec Type A: PostingDate | Transaction Date |
 *   Description | MoneyIn(R) | MoneyOut(R) | Balance(R)"; "Type B: Date | Description | Category
 *   | Money In | Money Out | Fee* | Balance").
 * - Mmaphuti-CMD/SMKPDFAPI (README: Capitec PDF statements with fees and balances) and the
 *   LiquidSuite Capitec parser notes (fees as the middle of three amounts, wrapped rows).
 * - Legal lines: Capitec's own footer as copied in several public repositories.
 */
import type { PdfBankLayout } from '../layout.ts';

const IDENTIFY = [/\bCapitec Bank Limited\b/i, /1980\/003695\/06/, /\bFSP ?46669\b/, /\bNCRCP ?13\b/, /\bcapitecbank\.co\.za\b/i];

const HOLDER_AFTER_TITLE = (title: string) =>
  new RegExp(String.raw`${title}\s+((?:MR|MRS|MS|MISS|DR|PROF)\.? [A-Z][A-Z .'-]*?[A-Z])\s+(?:\d|P ?O BOX|PRIVATE BAG)`);

/** "R12 345.67", "-R120.45", "R-120.45". */
const RAND = String.raw`(-?\s?R\s?-?\d{1,3}(?: \d{3})*\.\d{2})`;

/** The same with the R optional (the older statement prints bare amounts). */
const AMOUNT = String.raw`(-?\s?R?\s?-?\d{1,3}(?: \d{3})*\.\d{2})`;

/** The older statements' date headers ("Posting Date" / "Post Date", often stacked over two lines). */
const LEGACY = /\bPost(?:ing)?\b[\s\S]{0,80}\bTrans(?:action)?\b/i;
const POSTING = /\bPosting\b[\s\S]{0,80}\bTransaction\b/i;

export const layouts: readonly PdfBankLayout[] = [
  {
    bank_slug: 'capitec',
    format: 'capitec_main_account',
    display_name: 'Capitec account statement',
    identify: IDENTIFY,
    variant: (text) => !LEGACY.test(text),
    columns: {
      date: ['Date'],
      description: ['Description'],
      category: ['Category'],
      reference: ['Reference'],
      credit: ['Money In', 'Money in'],
      debit: ['Money Out', 'Money out'],
      fee: ['Fee*', 'Fees*', 'Fee', 'Fees'],
      balance: ['Balance'],
    },
    dateFormats: ['dd/mm/yyyy'],
    feeColumn: 'in_balance',
    fields: {
      accountNumber: [/\bAccount(?: (?:No\.?|Number))?:?\s+(\d{10})\b/i],
      holderName: [HOLDER_AFTER_TITLE('(?:Main|Business|Savings) Account Statement')],
      period: [/From Date:?\s*(\d{2}\/\d{2}\/\d{4})\s+To Date:?\s*(\d{2}\/\d{2}\/\d{4})/i, /Statement period:?\s*(\d{1,2} [A-Za-z]+ \d{4})\s*[-–]\s*(\d{1,2} [A-Za-z]+ \d{4})/i],
      openingBalance: [new RegExp(String.raw`Opening Balance:?\s*` + RAND, 'i')],
      closingBalance: [new RegExp(String.raw`Closing Balance:?\s*` + RAND, 'i')],
    },
  },
  {
    bank_slug: 'capitec',
    format: 'capitec_legacy',
    display_name: 'Capitec account statement (before 2021)',
    identify: IDENTIFY,
    variant: (text) => POSTING.test(text),
    columns: {
      date: ['Posting Date'],
      value_date: ['Transaction Date'],
      description: ['Description'],
      credit: ['Money In (R)', 'Money In'],
      debit: ['Money Out (R)', 'Money Out'],
      balance: ['Balance (R)', 'Balance'],
    },
    dateFormats: ['dd/mm/yyyy'],
    skipRows: [/\bBalance brought forward\b/i, /\bBalance carried forward\b/i],
    fields: {
      accountNumber: [/\bAccount (?:No\.?|Number):?\s*(\d{10})\b/i],
      holderName: [HOLDER_AFTER_TITLE('Statement')],
      period: [
        /Statement Period:?\s*(\d{2}\/\d{2}\/\d{4}) (?:to|-) (\d{2}\/\d{2}\/\d{4})/i,
        /Statement Period:?\s*(\d{1,2} [A-Za-z]+ \d{4}) (?:to|-) (\d{1,2} [A-Za-z]+ \d{4})/i,
        // The older statement's box: "From Date: 03/06/2023", "To Date: 01/09/2023" on two lines.
        /From Date:?\s*(\d{2}\/\d{2}\/\d{4})\s+To Date:?\s*(\d{2}\/\d{2}\/\d{4})/i,
      ],
      openingBalance: [new RegExp(String.raw`Opening Balance:?\s*` + AMOUNT, 'i'), /Balance brought forward:?\s*(-?\d{1,3}(?: \d{3})*\.\d{2})/i],
      closingBalance: [new RegExp(String.raw`Closing Balance:?\s*` + AMOUNT, 'i')],
    },
  },
  {
    bank_slug: 'capitec',
    format: 'capitec_mercantile',
    display_name: 'Capitec account statement (Mercantile Bank platform)',
    identify: IDENTIFY,
    variant: (text) => LEGACY.test(text) && !POSTING.test(text),
    columns: {
      date: ['Post Date', 'Post'],
      value_date: ['Trans Date', 'Trans'],
      description: ['Description'],
      reference: ['Reference'],
      fee: ['Fees'],
      amount: ['Amount'],
      balance: ['Balance'],
    },
    dateFormats: ['dd/mm/yy'],
    feeColumn: 'detect',
    skipRows: [/\bBalance brought forward\b/i, /\bFee Total\b/i, /\bVAT @/i, /\bVAT Total\b/i],
    fields: {
      accountNumber: [/\bAccount No\.?:?\s*(\d{8,15})\b/i],
      holderName: [HOLDER_AFTER_TITLE('Account Statement')],
      openingBalance: [/Balance brought forward\s*([+-]?\d[\d ]*\.\d{2})/i],
    },
  },
];
