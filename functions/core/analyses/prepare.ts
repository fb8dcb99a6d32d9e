/**
 * One pass over the input that every analysis shares: SAST calendar days and months, label
 * groups, own-account transfer detection, payee keys, the covered period and per-month sums.
 *
 * Definitions
 * - Dates: a transaction's date is its instant in South African Standard Time (UTC+2).
 * - Transactions after `asOf` are ignored: an analysis "as of" a moment only knows the past.
 * - Covered period: from the first to the last transaction date (SAST), across all accounts.
 * - Months: the calendar months from the first to the last covered month, inclusive, including
 *   months without any transaction (they are real months of no activity).
 * - full_month: the accounts' covered spans (each account's first to last transaction date,
 *   widened by its own statements' printed periods that meet its rows, up to asOf; spans that
 *   overlap or meet joined) contain the month's first and last day. The first and last months are
 *   usually partial; a statement of 1 to 30 April makes April full though its first row is on the
 *   3rd; months between accounts whose data do not meet are not full (no account's data covers
 *   them). A period stands only beside its own account's rows: a statement far from any row, or
 *   of an account without rows, proves nothing about the days the data cover.
 * - Own-account transfers: a debit on one account and a credit on another account of the same
 *   connection, both labelled with a transfer or savings label (groups `transfer`, `savings`),
 *   of exactly the same absolute amount, at most 2 calendar days apart. Pairs are matched
 *   greedily in date order, each transaction at most once, preferring the closest date. Matched
 *   transactions are neither income nor expense in any analysis (they only move money between
 *   the applicant's own accounts); the account summary still counts them, since they are on the
 *   statement.
 * - Payee key: the description upper-cased, digits and punctuation removed, month names and
 *   banking noise words (SALARY, EFT, PAYMENT, REF, ...) dropped, first three words kept.
 *   "ACME PTY LTD SALARY JAN 2024 REF 8812" and "ACME PTY LTD SAL FEB" both give "ACME PTY LTD".
 */
import type { AnalysisInput, BankAccount, LabelledTransaction } from '../bank-data.ts';
import { DomainError } from '#schemas/errors';
import { labelGroup, type LabelGroup } from '#schemas/labels';
import { addMonths, dayOf, firstDayOfMonth, isoDate, lastDayOfMonth, monthIndexOfDay, monthYear, sastDay, sastDayOfMs } from './calendar.ts';
import { counterpartyWords, PAY_WORDS } from '../payee-key.ts';

export interface Tx {
  src: LabelledTransaction;
  /** Position in the input (tie-breaker for a stable order). */
  index: number;
  ms: number;
  account: string;
  day: number;
  month: number;
  amount: number;
  label: string;
  group: LabelGroup;
  /** One side of an own-account transfer. */
  internal: boolean;
  payee: string;
  /** `label|payee`: the series key for income sources and debit orders. */
  key: string;
}

export interface MonthInfo {
  /** Month index (year * 12 + month - 1). */
  index: number;
  year: number;
  month: number;
  firstDay: number;
  lastDay: number;
  full: boolean;
}

export interface Prepared {
  input: AnalysisInput;
  asOfDay: number;
  /** Transactions up to asOf, in time order (ties: input order). */
  txs: Tx[];
  firstDay: number;
  lastDay: number;
  months: MonthInfo[];
  /** Month index → position in `months`. */
  monthPos: Map<number, number>;
  /** Per month (same positions as `months`): sums by label, own-account transfers left out. */
  byMonth: MonthSums[];
  accounts: BankAccount[];
  /** Per account with transactions: the days its data cover (accountCoverage). */
  coverage: Map<string, DaySpan>;
}

export interface MonthSums {
  /** Label → sum of credits (cents, positive). */
  credits: Map<string, number>;
  /** Label → sum of debits (cents, positive). */
  debits: Map<string, number>;
}

/** Sum of a month's credits or debits whose label satisfies `pick`. */
export function sumWhere(sums: Map<string, number>, pick: (label: string) => boolean): number {
  let total = 0;
  for (const [label, cents] of sums) if (pick(label)) total += cents;
  return total;
}

const TRANSFER_GROUPS: ReadonlySet<LabelGroup> = new Set(['transfer', 'savings']);
const MAX_TRANSFER_GAP_DAYS = 2;

/** A credit's payer: its pay words (SALARY, WAGES) say what the money is, not who sent it. */
export const payeeKey = counterpartyWords(PAY_WORDS);

/**
 * Throws the API's precondition errors for the first and last transaction days (null: no
 * transactions); see assertAnalysable in index.ts for the definition.
 */
export function checkAnalysable(firstDay: number | null, lastDay: number | null): void {
  if (firstDay === null || lastDay === null) throw new DomainError('no_transactions_found');
  // One month of transactions, inclusive: 1 Jan-31 Jan, 15 Jan-14 Feb and 1 Feb-28 Feb all pass.
  if (lastDay < addMonths(firstDay, 1) - 1) throw new DomainError('1_month_transaction_error');
}

export interface DaySpan {
  first: number;
  last: number;
}

/** A calendar date's day number, or null for anything but a real `YYYY-MM-DD` date. */
function dayOfIsoDate(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const day = dayOf(Number(match[1]), Number(match[2]), Number(match[3]));
  return isoDate(day) === date ? day : null;
}

/**
 * Each account's first to last transaction day, widened by its own statements' periods (input
 * `periods`) that overlap or meet those days, up to asOf: an analysis as of a day knows nothing
 * after it, and a period away from the account's rows (a dormant account's old statement) says
 * nothing of the days the data cover. A period that is not two ordered dates is left out.
 */
function accountCoverage(txs: readonly Tx[], input: AnalysisInput, asOfDay: number): Map<string, DaySpan> {
  const spans = new Map<string, DaySpan>();
  for (const tx of txs) {
    const span = spans.get(tx.account);
    if (span === undefined) spans.set(tx.account, { first: tx.day, last: tx.day });
    else {
      span.first = Math.min(span.first, tx.day);
      span.last = Math.max(span.last, tx.day);
    }
  }
  const periods = validPeriods(input);
  // Until nothing moves: periods chain (a rowless April statement meets the span May's widened), in either direction.
  for (let widened = true; widened; ) {
    widened = false;
    for (const { account, first, last } of periods) {
      const span = spans.get(account);
      if (span === undefined || first > span.last + 1 || last < span.first - 1) continue;
      const wider = { first: Math.min(span.first, first), last: Math.max(span.last, Math.min(last, asOfDay)) };
      if (wider.first === span.first && wider.last === span.last) continue;
      Object.assign(span, wider);
      widened = true;
    }
  }
  return spans;
}

/** The input's periods as day spans, those that are two ordered real dates. */
function validPeriods(input: AnalysisInput): (DaySpan & { account: string })[] {
  const periods: (DaySpan & { account: string })[] = [];
  for (const period of input.periods ?? []) {
    const first = dayOfIsoDate(period.start);
    const last = dayOfIsoDate(period.end);
    if (first !== null && last !== null && first <= last) periods.push({ account: period.account_id, first, last });
  }
  return periods;
}

/**
 * An account without transactions (a dormant account's statement): the days its own statements
 * print, up to asOf, or null without any. Its coverage proves nothing of the other accounts' days,
 * so it stands only in the account's own summary.
 */
export function rowlessAccountPeriod(input: AnalysisInput, accountId: string, asOfDay: number): DaySpan | null {
  let span: DaySpan | null = null;
  for (const period of validPeriods(input)) {
    if (period.account !== accountId || period.first > asOfDay) continue;
    const last = Math.min(period.last, asOfDay);
    span = span ? { first: Math.min(span.first, period.first), last: Math.max(span.last, last) } : { first: period.first, last };
  }
  return span;
}

/**
 * The days the accounts' data cover: each account's first to last transaction day, spans that
 * overlap or meet joined. A month is full only where they cover all of it: accounts whose data do
 * not meet (a January export of one account and an August statement of another) leave the months
 * between them uncovered, not months of no activity.
 */
function accountSpans(coverage: ReadonlyMap<string, DaySpan>): DaySpan[] {
  // Spans that overlap or meet end to end (an old account to the 14th, its successor from the
  // 15th) cover the days between them together.
  const merged: DaySpan[] = [];
  for (const { first, last } of [...coverage.values()].sort((a, b) => a.first - b.first)) {
    const previous = merged[merged.length - 1];
    if (previous !== undefined && first <= previous.last + 1) previous.last = Math.max(previous.last, last);
    else merged.push({ first, last });
  }
  return merged;
}

export function prepare(input: AnalysisInput): Prepared {
  const asOfMs = input.asOf.getTime();
  const asOfDay = sastDay(input.asOf);
  const txs: Tx[] = [];
  const payees = new Map<string, string>();
  input.transactions.forEach((src, index) => {
    const ms = Date.parse(src.datetime);
    if (Number.isNaN(ms)) throw new RangeError(`Transaction ${src.id} has no valid datetime`);
    if (ms > asOfMs) return;
    const day = sastDayOfMs(ms);
    const description = src.description ?? '';
    let payee = payees.get(description);
    if (payee === undefined) {
      payee = payeeKey(description);
      payees.set(description, payee);
    }
    txs.push({
      src,
      index,
      ms,
      account: src.account_id,
      day,
      month: monthIndexOfDay(day),
      amount: src.amount_cents,
      label: src.label,
      group: labelGroup(src.label) ?? 'other',
      internal: false,
      payee,
      key: `${src.label}|${payee}`,
    });
  });
  txs.sort((a, b) => a.ms - b.ms || a.index - b.index);
  checkAnalysable(txs[0]?.day ?? null, txs[txs.length - 1]?.day ?? null);

  markOwnAccountTransfers(txs);

  const firstDay = txs[0]!.day;
  const lastDay = txs[txs.length - 1]!.day;
  const coverage = accountCoverage(txs, input, asOfDay);
  const spans = accountSpans(coverage);
  const months: MonthInfo[] = [];
  const monthPos = new Map<number, number>();
  for (let m = monthIndexOfDay(firstDay); m <= monthIndexOfDay(lastDay); m += 1) {
    const first = firstDayOfMonth(m);
    const last = lastDayOfMonth(m);
    monthPos.set(m, months.length);
    months.push({ index: m, ...monthYear(m), firstDay: first, lastDay: last, full: spans.some((span) => span.first <= first && span.last >= last) });
  }
  const byMonth: MonthSums[] = months.map(() => ({ credits: new Map(), debits: new Map() }));
  for (const tx of txs) {
    if (tx.internal) continue;
    const sums = byMonth[monthPos.get(tx.month)!]!;
    const target = tx.amount >= 0 ? sums.credits : sums.debits;
    target.set(tx.label, (target.get(tx.label) ?? 0) + Math.abs(tx.amount));
  }
  return { input, asOfDay, txs, firstDay, lastDay, months, monthPos, byMonth, accounts: input.accounts, coverage };
}

function markOwnAccountTransfers(txs: Tx[]): void {
  // Unmatched transfer credits by absolute amount, in time order.
  const credits = new Map<number, Tx[]>();
  for (const tx of txs) {
    if (tx.amount > 0 && TRANSFER_GROUPS.has(tx.group)) {
      const list = credits.get(tx.amount);
      if (list) list.push(tx);
      else credits.set(tx.amount, [tx]);
    }
  }
  if (credits.size === 0) return;
  for (const debit of txs) {
    if (debit.amount >= 0 || !TRANSFER_GROUPS.has(debit.group)) continue;
    const candidates = credits.get(-debit.amount);
    if (!candidates) continue;
    let best: Tx | undefined;
    for (const credit of candidates) {
      if (credit.internal || credit.account === debit.account) continue;
      const gap = Math.abs(credit.day - debit.day);
      if (gap > MAX_TRANSFER_GAP_DAYS) continue;
      if (!best || gap < Math.abs(best.day - debit.day)) best = credit;
    }
    if (best) {
      best.internal = true;
      debit.internal = true;
    }
  }
}

/** Averages over full months; over all months when the data has no full month. */
export function averagingMonths(prep: Prepared): MonthInfo[] {
  const full = prep.months.filter((m) => m.full);
  return full.length > 0 ? full : prep.months;
}

export const sum = (values: Iterable<number>): number => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
export const round = (x: number, decimals = 2): number => {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
};
