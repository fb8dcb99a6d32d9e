/**
 * Standard Bank (The Standard Bank of South Africa).
 *
 * 1. "Statement of Account" CSV from Business Online / the transaction search export
 *    [verified: an ERPNext South African bank-statement-import template shows it cell by cell;
 *    a public C# StandardBankParser (BankCSVtoXLSXParser) describes the same "new layout":
 *    metadata on lines 1-14, headers on line 15]:
 *
 *        Statement of Account
 *        Account Name:,MY COMPANY PTY LTD
 *        Account No:,12345678 - SBZAZAJJ
 *        A/C Type:,ORD CURRENT ACCOUNT
 *        BIC Code:,SBZAZAJJ
 *        Bank Name:,STANDARD BANK OF SA LTD
 *        Currency:,ZAR - SOUTH AFRICAN RAND
 *        Date,Value Date,Statement Number,Description,Amount,Balance,Type,Originator Reference,Customer Reference
 *        2025/02/04,2025/02/04,0249,OPEN BALANCE 0402 000000000000000,,+509910.25,,OPEN BALANCE,
 *        2025/04/02,2025/04/02,0250,IB PAYMENT TO ABSA HOME 12345678 …,-7000.00,+502910.25,TRF,ABSA HOME 12345678,
 *        2025/04/02,2025/04/02,0250,CLOSE BALANCE 0204 000000000000000,,+45663.01,TRF,CLOSE BALANCE,
 *
 *    Blank lines between the preamble lines; yyyy/mm/dd dates; signed amounts; balances with
 *    an explicit "+"; OPEN BALANCE / CLOSE BALANCE rows carry the statement's opening and
 *    closing balance (no amount) and are not transactions.
 *
 * 2. Legacy quoted record export [inferred from the same C# parser, which reads records whose
 *    second field is a CCYYMMDD date and fourth a sign-and-zero-padded amount, and skips
 *    ACC-NO / OPEN / CLOSE lines; not seen first-hand, so read loosely]:
 *
 *        "ACC-NO","012345678","MR T MOKOENA"
 *        "OPEN","20240301","","+000000004200.00","OPEN BALANCE"
 *        "HIST","20240302","REF123","-000000000150.00","POS PURCHASE","WOOLWORTHS"
 *        "CLOSE","20240331","","+000000004050.00","CLOSE BALANCE"
 *
 *    HIST records give no running balance, so the chain is checked only against the OPEN and
 *    CLOSE balances.
 *
 * Standard Bank personal banking offers PDF and OFX statements rather than CSV; those CSVs
 * usually reach us re-saved from Excel, which the liberal reader copes with.
 */
import type { Row } from './text.ts';
import { isBlank } from './text.ts';
import {
  accountIn,
  extractColumns,
  findHeader,
  headerNames,
  topText,
  type Extraction,
  type Layout,
  type RawTransaction,
  type StatementProblem,
} from './layout.ts';
import { parseAmount, parseDate } from './values.ts';

export const standardBankStatementLayout: Layout = {
  bank: 'standard_bank',
  format: 'standard_bank_statement',
  strong: true,
  detect(rows: Row[]) {
    const header = findHeader(rows);
    if (!header) return 0;
    const top = topText(rows, header.index);
    if (/STANDARD BANK|SBZAZAJJ|STANBIC/.test(top)) return 100;
    const names = headerNames(rows[header.index]);
    if (names.includes('valuedate') && (names.includes('statementnumber') || names.includes('originatorreference'))) return 90;
    return 0;
  },
  extract(rows) {
    const header = findHeader(rows)!;
    const names = headerNames(rows[header.index]);
    const originator = names.indexOf('originatorreference');
    const map = { ...header.map, ...(originator >= 0 ? { reference: originator } : {}) };
    return extractColumns(rows, {
      bank: 'standard_bank',
      format: 'standard_bank_statement',
      headerIndex: header.index,
      map,
      includeFee: false,
      verdict(_row, cell) {
        const description = cell('description').toUpperCase();
        if (!/^(OPEN|CLOSE|OPENING|CLOSING) BALANCE\b/.test(description) || cell('amount') !== '') return undefined;
        const balance = parseAmount(cell('balance'));
        if (balance.ok !== true) return 'skip';
        return description.startsWith('OPEN')
          ? { opening_balance_cents: balance.cents }
          : { closing_balance_cents: balance.cents };
      },
    });
  },
};

const RECORD = /^(HIST|OPEN|CLOSE|ACC-NO|ALL|BAL)$/i;

export const standardBankLegacyLayout: Layout = {
  bank: 'standard_bank',
  format: 'standard_bank_legacy_records',
  strong: true,
  detect(rows) {
    const hist = rows.filter((r) => /^HIST$/i.test(r.fields[0] ?? '')).length;
    return hist > 0 && rows.some((r) => /^(ACC-NO|OPEN|CLOSE)$/i.test(r.fields[0] ?? '')) ? 100 : hist > 0 ? 85 : 0;
  },
  extract(rows): Extraction {
    const problems: StatementProblem[] = [];
    const transactions: RawTransaction[] = [];
    const out: Extraction = {
      format: 'standard_bank_legacy_records',
      bank: 'standard_bank',
      account_number: null,
      account_number_row: null,
      account_holder_name: null,
      opening_balance_cents: null,
      closing_balance_cents: null,
      transactions,
      not_posted: [],
      problems,
    };
    const firstAmount = (fields: string[]) => {
      for (const f of fields.slice(2)) {
        if (!/\d/.test(f) || /^\d{8}$/.test(f)) continue;
        const a = parseAmount(f);
        if (a.ok === true && a.signed) return a.cents;
      }
      return null;
    };
    for (const row of rows) {
      if (isBlank(row)) continue;
      const kind = (row.fields[0] ?? '').toUpperCase();
      if (!RECORD.test(kind)) continue;
      if (kind === 'ACC-NO' || kind === 'ALL') {
        const number = row.fields.slice(1).map(accountIn).find((n) => n !== null) ?? null;
        if (number && out.account_number === null) {
          out.account_number = number;
          out.account_number_row = row.row;
          const name = row.fields.slice(1).find((f) => /[A-Za-z]{2}/.test(f) && !/ACC-NO/i.test(f));
          if (name) out.account_holder_name = name;
        }
        continue;
      }
      if (kind === 'OPEN' || kind === 'CLOSE' || kind === 'BAL') {
        const balance = firstAmount(row.fields);
        if (kind === 'OPEN' && balance !== null && out.opening_balance_cents === null) out.opening_balance_cents = balance;
        if (kind === 'CLOSE' && balance !== null) out.closing_balance_cents = balance;
        continue;
      }
      const date = parseDate(row.fields[1] ?? '');
      if (!date.ok) {
        problems.push({ row: row.row, column: 'date', problem: `Unparseable row: ${date.problem}` });
        continue;
      }
      const amount = parseAmount(row.fields[3] ?? '');
      if (amount.ok !== true) {
        problems.push({
          row: row.row,
          column: 'amount',
          problem: amount.ok === 'empty' ? 'Missing amount: the row has a date but no amount' : `Unparseable amount: ${amount.problem}`,
        });
        continue;
      }
      const description = row.fields.slice(4).filter((f) => f !== '' && parseAmount(f).ok !== true).join(' ').replace(/\s+/g, ' ').trim();
      const reference = (row.fields[2] ?? '').trim();
      transactions.push({
        row: row.row,
        date: date.date,
        time: null,
        amount_cents: amount.cents,
        balance_cents: null,
        description,
        reference: reference === '' ? null : reference,
      });
    }
    return out;
  },
};
