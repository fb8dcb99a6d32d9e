/**
 * liquidity_score — will the applicant's money last? A 90-day daily balance forecast from asOf,
 * and 30-, 60- and 90-day scores (0-100, two decimals) read off it.
 *
 * Inputs (own-account transfers excluded):
 * - Starting balance: the sum of the closing balances of the non-credit accounts (balances.ts).
 * - Recurring income: income.ts sources that recur and are still active (last paid no longer ago
 *   than their cadence + 10 days), projected on their cadence: monthly on the usual day moved back
 *   to a business day (grants: forward), weekly / fortnightly on the usual weekday, each at the
 *   source's median pay-day amount.
 * - Debit orders: debits (any label except cash withdrawals and returned-debit-order entries)
 *   grouped by label and payee key whose pay days have a monthly cadence (income.ts bands), fall
 *   in at least two calendar months, have stable amounts (60% within ±25% of the median) and last
 *   ran at most 40 days before asOf; projected monthly on their usual day (moved back to a
 *   business day) at the median amount.
 * - Everyday spend: all other debits in the last 90 days of data (up to asOf), divided by the
 *   number of days in that window, taken every forecast day.
 * Forecast: balance(day) = balance(day − 1) + projected income − projected debit orders − everyday
 * spend, for each of the 90 days after asOf. Every point of balance_forecast is projected and
 * flagged `forecast: true` (a Khanya field); start_date is asOf (the known starting balance),
 * end_date is asOf + 90 days.
 * History (`balance_history`, a Khanya field): the same accounts' combined end-of-day balance for
 * each of the last 90 days of data up to asOf (from the first day of data when there are fewer),
 * flagged `forecast: false`: an account's balance before its first transaction is its opening
 * balance, and a day without transactions carries the last one forward (balances.ts).
 * Score for a window of W days: m = the lowest forecast balance over days 1..W; O = typical
 * outflow over W days = W × (monthly debit orders × 12 / 365 + everyday spend per day);
 * score = 100 × clamp(0.5 + 0.5 × m / O, 0, 1). So 50 = the balance just touches zero, 100 = it
 * never drops below a whole window's outflows, 0 = it goes negative by a window's outflows.
 * Without outflows: 100 if m ≥ 0, else 0.
 */
import type { LiquidityScore } from '#schemas/analyses';
import { toRand } from '../bank-data.ts';
import type { AccountLedger } from './balances.ts';
import { businessDayOnOrAfter, businessDayOnOrBefore, clampedDayOfMonth, isoDate, monthIndexOfDay } from './calendar.ts';
import { amountStability, detectCadence, predictNextPayDay, usualDayOfMonth, type IncomeDetail, type IncomeSource } from './income.ts';
import { clamp, median, round, type Prepared, type Tx } from './prepare.ts';

export const HORIZON_DAYS = 90;
const DEBIT_ORDER_MAX_AGE_DAYS = 40;

export interface RecurringDebit {
  key: string;
  label: string;
  payee: string;
  amountCents: number;
  usualDay: number;
  payDays: number[];
  txs: Tx[];
}

export interface LiquidityDetail {
  analysis: LiquidityScore;
  debitOrders: RecurringDebit[];
  dailySpendCents: number;
  scores: [number, number, number];
}

export function detectDebitOrders(prep: Prepared): RecurringDebit[] {
  const groups = new Map<string, Tx[]>();
  for (const tx of prep.txs) {
    if (tx.internal || tx.amount >= 0 || tx.group === 'cash' || tx.group === 'risk') continue;
    const list = groups.get(tx.key);
    if (list) list.push(tx);
    else groups.set(tx.key, [tx]);
  }
  const found: RecurringDebit[] = [];
  for (const [key, txs] of groups) {
    const byDay = new Map<number, number>();
    for (const tx of txs) byDay.set(tx.day, (byDay.get(tx.day) ?? 0) - tx.amount);
    const payDays = [...byDay.keys()].sort((a, b) => a - b);
    if (payDays.length < 2) continue;
    if (new Set(txs.map((t) => t.month)).size < 2) continue;
    if (payDays[payDays.length - 1]! < prep.asOfDay - DEBIT_ORDER_MAX_AGE_DAYS) continue;
    if (detectCadence(payDays).frequency !== 'monthly') continue;
    const amounts = payDays.map((d) => byDay.get(d)!);
    if (amountStability(amounts) < 0.6) continue;
    found.push({
      key,
      label: txs[0]!.label,
      payee: txs[0]!.payee,
      amountCents: Math.round(median(amounts)),
      usualDay: usualDayOfMonth(payDays, 'before')!,
      payDays,
      txs,
    });
  }
  return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function monthlyDays(usualDay: number, forward: boolean, from: number, to: number): number[] {
  const days: number[] = [];
  for (let m = monthIndexOfDay(from); m <= monthIndexOfDay(to) + 1; m += 1) {
    const nominal = clampedDayOfMonth(m, usualDay);
    const actual = forward ? businessDayOnOrAfter(nominal) : businessDayOnOrBefore(nominal);
    if (actual > from && actual <= to) days.push(actual);
  }
  return days;
}

function incomeDays(source: IncomeSource, from: number, to: number): number[] {
  if ((source.frequency === 'monthly' || source.frequency === 'grant') && source.usualDay !== null) {
    return monthlyDays(source.usualDay, source.frequency === 'grant', from, to);
  }
  if (source.frequency === 'weekly' || source.frequency === 'fortnightly') {
    // Each call steps the usual-weekday cycle past the given day, so holiday moves do not drift.
    const days: number[] = [];
    let next = predictNextPayDay(source, from);
    while (next !== null && next <= to) {
      days.push(next);
      next = predictNextPayDay(source, next);
    }
    return days;
  }
  return [];
}

function isActive(source: IncomeSource, asOfDay: number): boolean {
  const cadence = source.frequency === 'weekly' ? 7 : source.frequency === 'fortnightly' ? 14 : 31;
  return source.payDays[source.payDays.length - 1]! >= asOfDay - cadence - 10;
}

/** The accounts' combined end-of-day balance for every day from `from` to `to` (both included). */
function balanceHistory(ledgers: readonly AccountLedger[], from: number, to: number): Array<{ date: string; balance: number; forecast: boolean }> {
  const cursors = ledgers.map((ledger) => ({ days: [...ledger.endOfDay.entries()].sort((a, b) => a[0] - b[0]), next: 0, balance: ledger.openingCents }));
  const points: Array<{ date: string; balance: number; forecast: boolean }> = [];
  for (let day = from; day <= to; day += 1) {
    let total = 0;
    for (const cursor of cursors) {
      while (cursor.next < cursor.days.length && cursor.days[cursor.next]![0] <= day) cursor.balance = cursor.days[cursor.next++]![1];
      total += cursor.balance;
    }
    points.push({ date: isoDate(day), balance: toRand(total), forecast: false });
  }
  return points;
}

export function analyseLiquidity(prep: Prepared, income: IncomeDetail, ledgers: AccountLedger[]): LiquidityDetail {
  const start = prep.asOfDay;
  const end = start + HORIZON_DAYS;
  const flows = new Map<number, number>();
  const add = (day: number, cents: number) => flows.set(day, (flows.get(day) ?? 0) + cents);

  for (const source of income.sources) {
    if (!source.recurring || !isActive(source, prep.asOfDay)) continue;
    for (const day of incomeDays(source, start, end)) add(day, source.medianAmountCents);
  }
  const debitOrders = detectDebitOrders(prep);
  const inSeries = new Set<Tx>();
  let monthlyDebitOrders = 0;
  for (const order of debitOrders) {
    monthlyDebitOrders += order.amountCents;
    for (const tx of order.txs) inSeries.add(tx);
    for (const day of monthlyDays(order.usualDay, false, start, end)) add(day, -order.amountCents);
  }

  const windowEnd = Math.min(prep.asOfDay, prep.lastDay);
  const windowStart = Math.max(prep.firstDay, windowEnd - (HORIZON_DAYS - 1));
  let everyday = 0;
  for (const tx of prep.txs) {
    if (tx.internal || tx.amount >= 0 || inSeries.has(tx) || tx.day < windowStart || tx.day > windowEnd) continue;
    everyday -= tx.amount;
  }
  const dailySpend = everyday / (windowEnd - windowStart + 1);

  const history = balanceHistory(ledgers.filter((l) => !l.isCredit), Math.max(prep.firstDay, windowEnd - (HORIZON_DAYS - 1)), windowEnd);
  let balance = ledgers.filter((l) => !l.isCredit).reduce((a, l) => a + l.closingCents, 0);
  const forecast: Array<{ date: string; balance: number; forecast: boolean }> = [];
  const balances: number[] = [];
  for (let day = start + 1; day <= end; day += 1) {
    balance += (flows.get(day) ?? 0) - dailySpend;
    balances.push(balance);
    forecast.push({ date: isoDate(day), balance: toRand(Math.round(balance)), forecast: true });
  }
  const dailyOutflow = (monthlyDebitOrders * 12) / 365 + dailySpend;
  const score = (days: number) => {
    const lowest = Math.min(...balances.slice(0, days));
    const outflow = dailyOutflow * days;
    if (outflow <= 0) return lowest >= 0 ? 100 : 0;
    return round(100 * clamp(0.5 + (0.5 * lowest) / outflow, 0, 1));
  };
  const scores: [number, number, number] = [score(30), score(60), score(90)];
  return {
    analysis: {
      start_date: isoDate(start),
      end_date: isoDate(end),
      '30_day_liquidity_score': scores[0],
      '60_day_liquidity_score': scores[1],
      '90_day_liquidity_score': scores[2],
      balance_forecast: forecast,
      balance_history: history,
    },
    debitOrders,
    dailySpendCents: Math.round(dailySpend),
    scores,
  };
}

