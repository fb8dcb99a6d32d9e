/**
 * Capitec Bank.
 *
 * 1. App / online "transaction history" export [verified: the column list is identical in the
 *    fstats parser `utils/Parser/banks/capitec.ts`, in several independent budget apps built on
 *    real exports, and in the issue this module implements]:
 *
 *        Nr,Account,Posting Date,Transaction Date,Description,Original Description,Parent Category,Category,Money In,Money Out,Fee,Balance
 *        1,1234567890,2024-03-01,2024-02-29 18:20,Salary,ACME PAYROLL,Income,Salary,15000.00,,,15250.00
 *
 *    No preamble, one header row, oldest first. Posting Date is YYYY-MM-DD; Transaction Date
 *    adds a time (hour not always zero-padded) and can be days earlier for card purchases. The
 *    balance follows posting order, so Posting Date is the transaction date we store. Money In
 *    is positive, Money Out is already negative, Fee is negative (a positive Fee is a fee
 *    reversal); the balance is after the row *including* its fee, and fee-only rows exist.
 *    Descriptions may start with "(Pending)": an authorisation not posted yet, with an empty
 *    balance; such rows are left out (PENDING below). The Account column repeats the account number.
 *
 *    The 2023 export had other column names for the same content [verified: a public test resource
 *    of the countary budgeting app, hoogenbj/countary @ bcb44e2,
 *    `app/src/test/resources/hoogenbj/countary/util/CapitecBankTransactionHistory_123-123.csv`]:
 *    a `sep=,` line first, then `Sequence Number,Account,Posting Date,Transaction Date,Statement
 *    Description,Long Description,Parent Category,Sub-category,Debit Amount,Credit Amount,Balance`,
 *    dates dd/mm/yyyy, debits positive in their own column, no fee column.
 *    Every variant prints Capitec's own category of each row (Groceries, Restaurants, Takeaways,
 *    Pharmacy, Fuel, ...), read as the row's `bank_category` (labelling/bank-categories.ts).
 *
 * 2. Older statement CSV [documented by an ERPNext South African bank-statement template;
 *    not seen first-hand]: `Balance brought forward:,122411.10`, a blank line, then
 *    `Account,Date,Description,Reference,Amount,Fees,Balance` with dd/mm/yyyy dates, a Fees
 *    column included in the balance, and a `Total:` footer line.
 */
import type { Row } from './text.ts';
import { extractColumns, findHeaderNames, topText, type Layout } from './layout.ts';

/**
 * The app export lists card authorisations not yet posted as "(Pending) <merchant>" with an empty
 * balance (seen in a holder's real exports, JaidendT/MindfulMoney at f1a74f2): left out (NotPostedRow).
 */
const PENDING = /^\(pending\)/i;

/** Both layouts are column reads with the fee in the balance and an optional Account column. */
function extractCapitec(rows: Row[], format: string): ReturnType<Layout['extract']> {
  const header = findHeaderNames(rows)!;
  const account = header.names.indexOf('account');
  // The finest category the export gives: `Category` (with `Parent Category` beside it) or the
  // 2023 export's `Sub-category`.
  const category = [header.names.indexOf('category'), header.names.indexOf('subcategory'), header.names.indexOf('parentcategory')].find((i) => i >= 0);
  return extractColumns(rows, {
    bank: 'capitec',
    format,
    headerIndex: header.index,
    map: header.map,
    includeFee: true,
    pendingMarker: PENDING,
    ...(account >= 0 ? { accountColumn: account } : {}),
    ...(category === undefined ? {} : { categoryColumn: category }),
  });
}

export const capitecHistoryLayout: Layout = {
  bank: 'capitec',
  format: 'capitec_transaction_history',
  strong: true,
  detect(rows) {
    const h = findHeaderNames(rows);
    if (!h) return 0;
    const has = (n: string) => h.names.includes(n);
    if (has('moneyin') && has('moneyout') && (has('postingdate') || has('nr'))) return 100;
    if (has('moneyin') && has('moneyout') && topText(rows).includes('CAPITEC')) return 95;
    // The 2023 export: "Sequence Number,Account,Posting Date,Transaction Date,Statement Description,
    // Long Description,Parent Category,Sub-category,Debit Amount,Credit Amount,Balance".
    if (has('sequencenumber') && has('statementdescription') && has('parentcategory')) return 100;
    return 0;
  },
  extract: (rows) => extractCapitec(rows, 'capitec_transaction_history'),
};

export const capitecStatementLayout: Layout = {
  bank: 'capitec',
  format: 'capitec_statement_csv',
  strong: true,
  detect(rows) {
    const h = findHeaderNames(rows);
    if (!h) return 0;
    const key = h.names.filter((x) => x !== '').join(',');
    if (key === 'account,date,description,reference,amount,fees,balance') {
      return topText(rows, 3).includes('BALANCE BROUGHT FORWARD') ? 95 : 90;
    }
    if (topText(rows, h.index).includes('CAPITEC')) return 92;
    return 0;
  },
  extract: (rows) => extractCapitec(rows, 'capitec_statement_csv'),
};
