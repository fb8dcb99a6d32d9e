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
 * 3. The statement CSV Standard Bank e-mails ("Summary Of Bank Statement Data") [verified: two of
 *    them, Marketlink accounts of 2013-14, in jono-tt/statement-converter-1 spec/fixtures at
 *    096b55ea5f9c72e76eacebdec45581ef1d5430f8; fixtures/standard-bank-emailed.csv is written here
 *    in their shape]:
 *
 *        "Standard Bank of South Africa Ltd.","","","","","",
 *        "VAT Reg No. 4100105461","","","","","","          (the stray quote: csv.ts mends it)
 *        "Summary Of Bank Statement Data","","","","","",
 *        "Cust:","MR T MOKOENA","","","","",
 *        "Date:","2014-01-13","","","","",
 *        "Acc:","0000000012345678","","","","",
 *        "Statement Follows:","","","","","",
 *        "Description","","Amount","DR /CR","Date","Balance","OD"
 *        "BALANCE BROUGHT FORWARD      ","","",""," ","       93041.71",""
 *        "INTEREST CAPITALISED         ","","      307.76","CR","02 December","       93349.47",""
 *        "INTEREST APPLICABLE  03,250  ","","","","02 December","       93349.47",""
 *
 *    Dates are a day and a month: the year is the statement date's, or the year before for a
 *    month after the statement's (a statement covers less than a year). Amounts are unsigned
 *    with DR or CR beside them. A dated row with a balance but no amount is a note (the interest
 *    rate in force), not a transaction, when its balance is the row before's. A marked OD
 *    cell is read as an overdrawn balance [inferred from the column's name: both files are in
 *    credit].
 *
 * Standard Bank personal banking offers PDF and OFX statements rather than CSV; those CSVs
 * usually reach us re-saved from Excel, which the liberal reader copes with.
 */
import type { Row } from './text.ts';
import { isBlank } from './text.ts';
import {
  accountIn,
  extractColumns,
  findHeaderNames,
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
    const header = findHeaderNames(rows);
    if (!header) return 0;
    const top = topText(rows, header.index);
    if (/STANDARD BANK|SBZAZAJJ|STANBIC/.test(top)) return 100;
    const { names } = header;
    if (names.includes('valuedate') && (names.includes('statementnumber') || names.includes('originatorreference'))) return 90;
    return 0;
  },
  extract(rows) {
    const header = findHeaderNames(rows)!;
    const originator = header.names.indexOf('originatorreference');
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

export const standardBankEmailedLayout: Layout = {
  bank: 'standard_bank',
  format: 'standard_bank_emailed_statement',
  strong: true,
  detect(rows) {
    const header = findHeaderNames(rows);
    if (!header || !header.names.includes('drcr') || !header.names.includes('od')) return 0;
    return /STANDARD BANK|SUMMARY OF BANK STATEMENT DATA/.test(topText(rows, header.index)) ? 100 : 0;
  },
  extract(rows) {
    const header = findHeaderNames(rows)!;
    const { map, names, index: headerIndex } = header;
    const statementDate = statementDateIn(rows.slice(0, headerIndex));
    const dateColumn = map.date!;
    const balanceColumn = map.balance;
    const overdrawnColumn = names.indexOf('od');
    // The rows as the column reader expects them: each date with its year, each overdrawn balance signed.
    const complete = rows.map((row, i): Row => {
      if (i <= headerIndex) return row;
      const fields = [...row.fields];
      const dayAndMonth = fields[dateColumn] ?? '';
      if (statementDate && /^\d{1,2}\s+[A-Za-z]{3,9}$/.test(dayAndMonth)) fields[dateColumn] = withYear(dayAndMonth, statementDate);
      const balance = balanceColumn === undefined ? '' : (fields[balanceColumn] ?? '');
      if (balanceColumn !== undefined && (fields[overdrawnColumn] ?? '') !== '' && /^\d/.test(balance)) fields[balanceColumn] = `-${balance}`;
      return { ...row, fields };
    });
    let previousBalance: number | null = null;
    return extractColumns(complete, {
      bank: 'standard_bank',
      format: 'standard_bank_emailed_statement',
      headerIndex,
      map,
      includeFee: false,
      verdict(_row, cell) {
        const balance = parseAmount(cell('balance'));
        const before = previousBalance;
        if (balance.ok === true) previousBalance = balance.cents;
        if (cell('amount') !== '' || balance.ok !== true) return undefined;
        if (/^BALANCE BROUGHT FORWARD\b/i.test(cell('description'))) return { opening_balance_cents: balance.cents };
        // A note repeats the balance; a row whose balance moved without an amount is a missing amount.
        return cell('date') !== '' && balance.cents === before ? 'skip' : undefined;
      },
    });
  },
};

/** The statement's date ("Date:","2014-01-13" above the header), or null. */
function statementDateIn(rows: Row[]): { year: number; month: number } | null {
  for (const row of rows) {
    if (!/^date:?$/i.test(row.fields[0] ?? '')) continue;
    const date = parseDate(row.fields[1] ?? '');
    if (date.ok) return { year: Number(date.date.slice(0, 4)), month: Number(date.date.slice(5, 7)) };
  }
  return null;
}

/** "02 December" on a statement dated January 2014 is 02 December 2013. */
function withYear(dayAndMonth: string, statement: { year: number; month: number }): string {
  const inYear = parseDate(`${dayAndMonth} ${statement.year}`);
  if (!inYear.ok) return dayAndMonth;
  return `${dayAndMonth} ${Number(inYear.date.slice(5, 7)) > statement.month ? statement.year - 1 : statement.year}`;
}
