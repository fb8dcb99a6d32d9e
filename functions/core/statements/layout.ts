/**
 * Shared machinery for column exports: finding the header row among preamble lines, mapping
 * header names (many spellings) to roles, reading the preamble's key/value lines (account
 * number, holder, opening/closing balance) and turning data rows into raw transactions while
 * skipping blank lines, repeated headers and footers. Bank modules configure it.
 */
import type { Row } from './text.ts';
import { isBlank } from './text.ts';
import { dateOrderFor, parseAmount, parseDate, type DateOrder } from './values.ts';

/**
 * Banks a statement can come from. The CSV exports of the first six have layouts of their own
 * (CSV_LAYOUT_BANKS); any of them may be the `bankId` an upload names (an export of a bank without
 * a layout is read by the column reader). The PDF reader also reads TymeBank, Investec and African
 * Bank statements (functions/core/pdf/layouts/).
 */
export type BankSlug = 'fnb' | 'capitec' | 'absa' | 'standard_bank' | 'nedbank' | 'generic' | 'tymebank' | 'discovery' | 'investec' | 'african_bank';
export const BANK_SLUGS: readonly BankSlug[] = ['fnb', 'capitec', 'absa', 'standard_bank', 'nedbank', 'discovery', 'tymebank', 'investec', 'african_bank', 'generic'];
export const CSV_LAYOUT_BANKS: readonly BankSlug[] = ['fnb', 'capitec', 'absa', 'standard_bank', 'nedbank', 'discovery'];

export interface StatementProblem {
  /** 1-based line of the file, or null when the problem is about the whole file. */
  row: number | null;
  column: string | null;
  problem: string;
}

export interface RawTransaction {
  row: number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS when the export gives a time, else null. */
  time: string | null;
  amount_cents: number;
  balance_cents: number | null;
  description: string;
  reference: string | null;
  /**
   * The bank's own category for the row where the export prints one (Capitec's Category column):
   * evidence the labeller may use for a purchase it cannot place, never our label itself.
   */
  bank_category?: string;
}

/**
 * A row the bank lists but has not posted, left out of the transactions and named by the
 * `row_not_posted` information signal:
 * - `balance_unchanged`: a statement prints it with its own balance unmoved (an attempt it did not
 *   post, such as FNB's "Edo Collection Attempt");
 * - `pending`: an export marks it pending (a card authorisation) with no balance: its amount and
 *   date may still change, and the posted row comes in a later export (keeping both would count
 *   the money twice).
 */
export interface NotPostedRow {
  row: number;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  amount_cents: number;
  why: 'balance_unchanged' | 'pending';
}

export interface Extraction {
  format: string;
  bank: BankSlug;
  account_number: string | null;
  /** Row the account number was read from (for a mismatch message). */
  account_number_row: number | null;
  account_holder_name: string | null;
  opening_balance_cents: number | null;
  closing_balance_cents: number | null;
  transactions: RawTransaction[];
  /** Rows the bank lists but has not posted: not transactions (see NotPostedRow). */
  not_posted: NotPostedRow[];
  problems: StatementProblem[];
}

/** A bank layout: `detect` scores how surely the rows are this layout (0 = not it). */
export interface Layout {
  bank: BankSlug;
  format: string;
  /** True when a match identifies the bank beyond doubt (a name, a unique header). */
  strong: boolean;
  detect(rows: Row[]): number;
  extract(rows: Row[]): Extraction;
}

export type Role = 'date' | 'description' | 'amount' | 'debit' | 'credit' | 'fee' | 'balance' | 'reference' | 'drcr';

/** Header aliases per role, best first; compared after lower-casing and dropping non-letters. */
const ALIASES: Record<Role, string[]> = {
  date: ['postingdate', 'date', 'transactiondate', 'effectivedate', 'trandate', 'txndate', 'transdate', 'bookingdate', 'posteddate', 'processdate', 'valuedate', 'datum'],
  description: ['description', 'transactiondescription', 'statementdescription', 'details', 'transactiondetails', 'narrative', 'narration', 'particulars', 'memo', 'description1', 'payee', 'originaldescription'],
  amount: ['amount', 'amountr', 'amountzar', 'transactionamount', 'value', 'amt'],
  debit: ['moneyout', 'moneyoutr', 'debit', 'debits', 'debitr', 'debitsr', 'debitamount', 'withdrawal', 'withdrawals', 'payments', 'paidout', 'dr'],
  credit: ['moneyin', 'moneyinr', 'credit', 'credits', 'creditr', 'creditsr', 'creditamount', 'deposit', 'deposits', 'paidin', 'cr'],
  fee: ['fee', 'fees', 'feesr', 'feer', 'charges', 'bankcharges', 'servicefee', 'servicefees', 'accruedbankcharges', 'charge'],
  balance: ['balance', 'balancer', 'runningbalance', 'balancezar', 'ledgerbalance'],
  reference: ['reference', 'ref', 'customerreference', 'originatorreference', 'yourreference', 'transactionreference', 'description2'],
  drcr: ['debitcredit', 'drcr', 'crdr', 'creditdebit'],
};

export function normaliseHeader(cell: string): string {
  return cell.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export type ColumnMap = Partial<Record<Role, number>>;

/** Maps a header row to roles; null unless it has a date and some amount column. */
export function mapHeader(fields: string[]): ColumnMap | null {
  const names = fields.map(normaliseHeader);
  const map: ColumnMap = {};
  const taken = new Set<number>();
  const roles: Role[] = ['date', 'balance', 'drcr', 'debit', 'credit', 'fee', 'amount', 'description', 'reference'];
  for (const role of roles) {
    for (const alias of ALIASES[role]) {
      const index = names.findIndex((n, i) => n === alias && !taken.has(i));
      if (index >= 0) {
        map[role] = index;
        taken.add(index);
        break;
      }
    }
  }
  if (map.date === undefined) return null;
  if (map.amount === undefined && map.debit === undefined && map.credit === undefined) return null;
  return map;
}

/** The first row (of the first 60) that maps as a header. */
export function findHeader(rows: Row[], limit = 60): { index: number; map: ColumnMap } | null {
  for (let i = 0; i < rows.length && i < limit; i += 1) {
    const map = mapHeader(rows[i]!.fields);
    if (map) return { index: i, map };
  }
  return null;
}

export function headerNames(row: Row | undefined): string[] {
  return (row?.fields ?? []).map(normaliseHeader);
}

/** The header row (findHeader) with its column names normalised (headerNames), or null. */
export function findHeaderNames(rows: Row[]): { index: number; map: ColumnMap; names: string[] } | null {
  const header = findHeader(rows);
  return header ? { ...header, names: headerNames(rows[header.index]) } : null;
}

export interface Preamble {
  account_number: string | null;
  account_number_row: number | null;
  account_holder_name: string | null;
  opening_balance_cents: number | null;
  closing_balance_cents: number | null;
}

const ACCOUNT_KEY = /(?:^|[\s/])(?:account|acc|a\/c)\s*(?:number|no\.?|nr\.?|#)?\s*:?$/i;
const HOLDER_KEY = /^(?:account\s*)?(?:name|holder|account\s*holder|client\s*name|customer\s*name|cust|customer)\s*:?$/i;
const OPENING_KEY = /^(?:opening\s*balance|open\s*balance|balance\s*brought\s*forward|brought\s*forward)\s*:?$/i;
const CLOSING_KEY = /^(?:closing\s*balance|close\s*balance|balance\s*carried\s*forward)\s*:?$/i;

/** An account number inside a cell: the longest run of digits (spaces/dashes allowed), 6+ long. */
export function accountIn(text: string): string | null {
  const runs = text.match(/\d[\d -]{4,}\d/g) ?? [];
  const best = runs.map((r) => r.replace(/[ -]/g, '')).filter((r) => r.length >= 6).sort((a, b) => b.length - a.length)[0];
  return best ?? null;
}

/** Reads key/value lines (`Account Number :,123`, `FOR ACCOUNT NUMBER 123`, `Name:,MR X`). */
export function readPreamble(rows: Row[]): Preamble {
  const out: Preamble = {
    account_number: null,
    account_number_row: null,
    account_holder_name: null,
    opening_balance_cents: null,
    closing_balance_cents: null,
  };
  for (const row of rows) {
    const cells = row.fields.filter((f) => f !== '');
    if (cells.length === 0) continue;
    let key = cells[0]!;
    let value = cells.slice(1).join(' ');
    const inline = /^([^:]{2,40}):\s*(.+)$/.exec(key);
    if (cells.length === 1 && inline) {
      key = `${inline[1]}:`;
      value = inline[2]!;
    }
    const forAccount = /^for\s+account\s+(?:number|no\.?)?\s*([\d -]{6,})/i.exec(cells.join(' '));
    if (out.account_number === null && forAccount) {
      out.account_number = accountIn(forAccount[1]!);
      out.account_number_row = row.row;
      continue;
    }
    if (ACCOUNT_KEY.test(key) && out.account_number === null) {
      const number = accountIn(value);
      if (number) {
        out.account_number = number;
        out.account_number_row = row.row;
      }
    } else if (HOLDER_KEY.test(key) && out.account_holder_name === null && value.trim() !== '') {
      out.account_holder_name = value.trim();
    } else if (OPENING_KEY.test(key)) {
      const amount = parseAmount(cells[1] ?? '');
      if (amount.ok === true) out.opening_balance_cents = amount.cents;
    } else if (CLOSING_KEY.test(key)) {
      const amount = parseAmount(cells[1] ?? '');
      if (amount.ok === true) out.closing_balance_cents = amount.cents;
    }
  }
  return out;
}

/** Lines after the data that are not transactions: totals, balances, notes, page furniture. */
export const FOOTER =
  /^(?:totals?\b|sub\s*total|closing\s*balance|opening\s*balance|close\s*balance|open\s*balance|balance\b|carried\s*forward|brought\s*forward|c\/f|b\/f|end\s*of|available|current\s*balance|statement|page\s*\d|printed|generated|disclaimer|note|\*|#|--)/i;

export type RowVerdict = 'skip' | { opening_balance_cents: number } | { closing_balance_cents: number } | undefined;

export interface ColumnOptions {
  bank: BankSlug;
  format: string;
  headerIndex: number;
  map: ColumnMap;
  /** Add the fee column to the amount (Capitec: the balance includes the fee). */
  includeFee: boolean;
  /** Extra description columns appended to the description (in order). */
  extraDescription?: number[];
  /** Layout-specific rows (opening/closing balance lines inside the data). */
  verdict?: (row: Row, cells: (role: Role) => string) => RowVerdict;
  /** Account number in a column of every row (Capitec's `Account`). */
  accountColumn?: number;
  /** How the bank marks a pending row's description (Capitec: `(Pending) `); such a row without a balance is left out. */
  pendingMarker?: RegExp;
  /** The column pendingMarker is read in, when not the description (Discovery's `Type`: `Pending`). */
  pendingColumn?: number;
  /** The bank's own category of each row (Capitec's `Category`), kept as RawTransaction.bank_category. */
  categoryColumn?: number;
}

/** Reads the data rows under a header. */
export function extractColumns(rows: Row[], options: ColumnOptions): Extraction {
  const { map, headerIndex } = options;
  const header = rows[headerIndex]!;
  const headerKey = header.fields.map(normaliseHeader).join('|');
  const preamble = readPreamble(rows.slice(0, headerIndex));
  const problems: StatementProblem[] = [];
  const transactions: RawTransaction[] = [];
  const notPosted: NotPostedRow[] = [];
  let opening = preamble.opening_balance_cents;
  let closing = preamble.closing_balance_cents;
  let accountNumber = preamble.account_number;
  let accountRow = preamble.account_number_row;
  const body = rows.slice(headerIndex + 1);
  const order: DateOrder = dateOrderFor(body.map((r) => r.fields[map.date!] ?? ''));
  const columnName = (role: Role) => {
    const index = map[role];
    return index === undefined ? role : header.fields[index] || role;
  };

  for (const row of body) {
    if (isBlank(row)) continue;
    if (row.fields.map(normaliseHeader).join('|') === headerKey) continue; // repeated header
    const cell = (role: Role) => {
      const index = map[role];
      return index === undefined ? '' : (row.fields[index] ?? '');
    };
    const verdict = options.verdict?.(row, cell);
    if (verdict === 'skip') continue;
    if (verdict && 'opening_balance_cents' in verdict) {
      if (opening === null && transactions.length === 0) opening = verdict.opening_balance_cents;
      continue;
    }
    if (verdict && 'closing_balance_cents' in verdict) {
      closing = verdict.closing_balance_cents;
      continue;
    }
    const firstText = row.fields.find((f) => f !== '') ?? '';
    const amountCells = [cell('amount'), cell('debit'), cell('credit'), cell('fee')];
    const date = parseDate(cell('date'), order);
    if (!date.ok) {
      if (!date.impossible && FOOTER.test(firstText)) {
        const labelled = readPreamble([row]);
        if (labelled.closing_balance_cents !== null) closing = labelled.closing_balance_cents;
        if (labelled.opening_balance_cents !== null && opening === null) opening = labelled.opening_balance_cents;
        continue;
      }
      if (!date.impossible && cell('date') === '' && amountCells.every((c) => c === '')) continue; // a note line
      if (!date.impossible && row.fields.filter((f) => f !== '').length === 1 && cell('date') === '') continue;
      problems.push({ row: row.row, column: columnName('date'), problem: `Unparseable row: ${date.problem}` });
      continue;
    }

    let amount: number | null = null;
    let bad = false;
    const read = (role: Role): number | null => {
      const parsed = parseAmount(cell(role));
      if (parsed.ok === 'empty') return null;
      if (parsed.ok === false) {
        problems.push({ row: row.row, column: columnName(role), problem: `Unparseable amount: ${parsed.problem}` });
        bad = true;
        return null;
      }
      if (role === 'debit') return parsed.signed && parsed.cents > 0 && /cr/i.test(cell(role)) ? parsed.cents : -Math.abs(parsed.cents);
      if (role === 'credit') return parsed.signed && parsed.cents < 0 && /dr/i.test(cell(role)) ? parsed.cents : Math.abs(parsed.cents);
      return parsed.cents;
    };
    if (map.amount !== undefined) {
      amount = read('amount');
      const indicator = cell('drcr').toLowerCase();
      if (amount !== null && /^(cr|c|credit)$/.test(indicator)) amount = Math.abs(amount);
      if (amount !== null && /^(dr|d|debit)$/.test(indicator)) amount = -Math.abs(amount);
    }
    if (map.debit !== undefined || map.credit !== undefined) {
      const debit = read('debit');
      const credit = read('credit');
      if (debit !== null || credit !== null) amount = (amount ?? 0) + (debit ?? 0) + (credit ?? 0);
    }
    if (options.includeFee && map.fee !== undefined) {
      const fee = read('fee');
      if (fee !== null) amount = (amount ?? 0) + fee;
    }
    let balance: number | null = null;
    if (map.balance !== undefined && cell('balance') !== '') balance = read('balance');
    if (bad) continue;
    if (amount === null) {
      // A dated balance row among the transactions, with the balance but no amount (Standard Bank's
      // transaction CSV opens "15/11/2025,OPENING BALANCE,,ZAR-14217.99" and closes likewise): the
      // statement's balance, not a transaction without an amount.
      const balanceKey = cell('description').replace(/\s+/g, ' ').trim();
      if (OPENING_KEY.test(balanceKey) || CLOSING_KEY.test(balanceKey)) {
        if (balance !== null && CLOSING_KEY.test(balanceKey)) closing = balance;
        else if (balance !== null && opening === null && transactions.length === 0) opening = balance;
        continue;
      }
      const which = map.amount !== undefined ? columnName('amount') : [columnName('debit'), columnName('credit')].join('/');
      problems.push({ row: row.row, column: which, problem: 'Missing amount: the row has a date but no amount' });
      continue;
    }
    const description = [cell('description'), ...(options.extraDescription ?? []).map((i) => row.fields[i] ?? '')]
      .map((d) => d.replace(/\s+/g, ' ').trim())
      .filter((d, i, all) => d !== '' && all.indexOf(d) === i)
      .join(' ');
    const reference = cell('reference').replace(/\s+/g, ' ').trim();
    const pendingText = options.pendingColumn === undefined ? description : (row.fields[options.pendingColumn] ?? '').trim();
    if (balance === null && options.pendingMarker?.test(pendingText)) {
      notPosted.push({ row: row.row, date: date.date, description, amount_cents: amount, why: 'pending' });
      continue;
    }
    if (options.accountColumn !== undefined && accountNumber === null) {
      accountNumber = accountIn(row.fields[options.accountColumn] ?? '');
      accountRow = accountNumber ? row.row : null;
    }
    const category = options.categoryColumn === undefined ? '' : (row.fields[options.categoryColumn] ?? '').replace(/\s+/g, ' ').trim();
    transactions.push({
      row: row.row,
      date: date.date,
      time: date.time,
      amount_cents: amount,
      balance_cents: balance,
      description,
      reference: reference === '' || reference === description ? null : reference,
      ...(category === '' ? {} : { bank_category: category }),
    });
  }
  return {
    format: options.format,
    bank: options.bank,
    account_number: accountNumber,
    account_number_row: accountRow,
    account_holder_name: preamble.account_holder_name,
    opening_balance_cents: opening,
    closing_balance_cents: closing,
    transactions,
    not_posted: notPosted,
    problems,
  };
}

/** Text of the rows before the header (or the first lines), upper-cased, for signatures. */
export function topText(rows: Row[], count = 20): string {
  return rows
    .slice(0, count)
    .map((r) => r.fields.join(' '))
    .join('\n')
    .toUpperCase();
}
