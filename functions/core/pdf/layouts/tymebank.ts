/**
 * TymeBank (Tyme Bank Limited): EveryDay account, GoalSave and the business account.
 *
 * `tymebank_statement`: the monthly statement from the app / internet banking.
 * - Header: "Tyme Bank Limited", the holder, "Account Num. 51111402774" (11 digits, starting 51),
 *   the account type ("EveryDay account", "GoalSave"), "Branch Code 678910", "Tax Invoice No",
 *   "VAT Registration No", "Statement Period 01 Dec 2024 - 28 Feb 2025", the generation date.
 * - Table `Date | Description | Fees | Money Out | Money In | Balance`: dates `dd Mon yyyy`;
 *   amounts unsigned with a SPACE thousands separator ("1 250.75"); an empty cell printed as "-".
 *   The first row is "Opening Balance" and the last "Closing Balance" (balance only). Fees are
 *   their own rows ("Fee: Transactional SMS Notification", "Fee: ATM Withdrawal Charge") with
 *   the amount in the Fees column, and the balance moves with them: each is a transaction.
 * - A summary of Total Fees, Total Money Out, Total Money In (not transactions).
 * - Footer on every page: "Page 1 of 3", "TymeBank is an Authorised Financial Services (FSP 49140)
 *   and Registered Credit Provider (NCRCP 10774). Tyme Bank Limited Reg no: 2015/231510/06",
 *   "30 Jellicoe Avenue, Rosebank 2196", "www.tymebank.co.za", "0860 999 119".
 * An EveryDay account cannot be overdrawn, so no overdrawn notation is known.
 *
 * Sources (public code read while researching; nothing copied):
 * - A Python TymeBank parser (`parsers/tymebank.py`: "Account Num. 51111402774", "EveryDay
 *   account", `dd Mon yyyy` dates, space thousands, "-" placeholders, the Opening Balance row;
 *   repository not named by the index).
 * - A TypeScript TymeBank statement model with a sample (columns Fees / Money Out / Money In,
 *   fee rows of their own with the balance after the fee, Opening and Closing Balance rows,
 *   the summary totals, the bank details and page numbering).
 * - A list of SA layouts ("Tyme Type A: Date | Description | Fees | Money Out | Money In | Balance").
 * - The legal footer as TymeBank prints it on its website (copied in a public React footer).
 */
import type { PdfBankLayout } from '../layout.ts';

const AMOUNT = String.raw`(-?R?\s?\d{1,3}(?: \d{3})*\.\d{2})`;

export const layouts: readonly PdfBankLayout[] = [
  {
    bank_slug: 'tymebank',
    format: 'tymebank_statement',
    display_name: 'TymeBank statement',
    identify: [/\bTyme ?Bank Limited\b/i, /2015\/231510\/06/, /\bFSP ?49140\b/, /\bNCRCP ?10774\b/, /\btymebank\.co\.za\b/i],
    columns: {
      date: ['Date'],
      description: ['Description'],
      fee: ['Fees', 'Fee'],
      debit: ['Money Out'],
      credit: ['Money In'],
      balance: ['Balance'],
    },
    dateFormats: ['dd Mon yyyy'],
    feeColumn: 'in_balance',
    skipRows: [/\bOpening Balance\b/i, /\bClosing Balance\b/i, /\bTotal (?:Fees|Money Out|Money In)\b/i],
    fields: {
      accountNumber: [/Account Num(?:ber|\.)?:?\s*(\d{11})\b/i, /(?:EveryDay|GoalSave) account\s*(\d{11})\b/i],
      holderName: [/Account Holder:?\s+([A-Z][A-Za-z .'-]*[A-Za-z])\s+Account Num/i],
      period: [/Statement Period:?\s*(\d{1,2} [A-Za-z]+ \d{4})\s*(?:-|–|to)\s*(\d{1,2} [A-Za-z]+ \d{4})/i],
      openingBalance: [new RegExp(String.raw`Opening Balance:?\s*` + AMOUNT, 'i')],
      closingBalance: [new RegExp(String.raw`Closing Balance:?\s*` + AMOUNT, 'i')],
    },
  },
];
