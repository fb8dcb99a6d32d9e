/**
 * income_analysis — where the applicant's income comes from, how regular it is, and when it lands.
 *
 * Input: income-group credits (labels Salaries and Wages, Pension, Business Income, Social
 * Security Income, UIF, Interest Received, Other Income) that are not own-account transfers.
 *
 * Income sources: credits clustered by label and payee key (prepare.ts), i.e. one employer, one
 * grant, one pension fund. For each source:
 * - pay days: its distinct SAST dates; intervals: days between consecutive pay days;
 * - frequency: the cadence band holding the median interval — weekly 5-9 days, fortnightly 12-17,
 *   monthly 25-36 — if at least 60% of intervals fall in that band, else `irregular`. South
 *   African employers pay December salaries early, before the holidays (25 Nov → 12 Dec → 23 Jan
 *   is 17 then 42 days): pay days one in each calendar month whose every interval outside the
 *   monthly band is 10-45 days and touches a December pay day are monthly, those intervals in band
 *   (three months of statements spanning December would otherwise read a salary as fortnightly or
 *   irregular). A source
 *   labelled Social Security Income paid in at least two months is `grant` (SASSA pays monthly by
 *   its payment calendar, in the first business days of the month);
 * - amount stability: at least 60% of pay-day amounts within ±25% of the median pay-day amount;
 * - recurring: at least two pay days, a frequency other than irregular, and stable amounts.
 * Once-off payments are taken out of a source before any of this, so a 13th cheque or a leave
 * payout neither counts as primary income nor makes a steady salary look unsteady (lenders assess
 * affordability on income that recurs; these still count in the month's total and secondary
 * income, and so in that month's affordability):
 * - named: credits whose description names a bonus, 13th cheque, leave payout or annual incentive,
 *   when such credits come in fewer than half of the source's months (a "BONUS" paid every month
 *   is pay);
 * - extra: in a source paid monthly (cadence above) over at least 3 months, a month with more
 *   credits than the source's usual number per month whose total is more than 25% above the median
 *   monthly total keeps its usual number of credits, those closest to the median credit, and the
 *   rest are once-off — unless a neighbouring month of the source's span is short of credits
 *   (pay moved across a month end: a late or early salary, not an extra one).
 * A source made only of such payments stays an ordinary (non-recurring) source.
 * Primary income = the recurring source with the largest total over the period (ties: key order);
 * none when no source recurs. Secondary income = every other income-group credit, once-off
 * payments included.
 *
 * Scores are 0-100 (two decimals), on the primary source, over full months (all months when there
 * is no full month); all three are 0 without primary income:
 * - consistency_score = 100 × max(0, 1 − CV), CV = population standard deviation / mean of the
 *   monthly primary-income totals of the months in which it was received (amount stability);
 * - regularity_score = 100 × (months with primary income / months) × (share of pay intervals in
 *   the detected cadence band) (timing: no gaps, no off-cycle payments);
 * - longevity_score = 100 × min(1, calendar months with primary income / 12) (a year of
 *   observed income scores 100; data covering fewer months cannot score higher).
 * income_month_breaks = full months (all months when none is full) without primary income
 * (without any income when there is no primary source).
 * income_indicator = the primary source's frequency: monthly | fortnightly | weekly | grant |
 * irregular, or `none` without income — except when the primary source brings in less than half
 * of the income with its label (e.g. one of several gig platforms, each Business Income): then
 * the cadence of all those sources' pay days together, which is what the applicant lives on
 * (several platforms paying on their own days are irregular even when one of them pays weekly).
 * months_back = calendar months covered by the data.
 * income_heatmap = per SAST date with income: amount and number of income credits.
 *
 * strike_date (usual pay day, when income_indicator is monthly or grant; null for weekly,
 * fortnightly, irregular or no primary income): employers pay on the last business day on or before the
 * nominal day when it falls on a weekend or public holiday (SASSA pays on the next business day
 * instead). Each observed pay day votes for every nominal day it is consistent with: its own day,
 * plus the following days of the month while they are not business days (for grants: the
 * preceding non-business days); a run reaching the month's end also votes for the days up to 31
 * ("last day of the month" pay). The most-voted day wins; ties go to the earliest day (grants:
 * the latest), i.e. the observed day. A salary on the 25th paid Friday the 24th when the 25th is a
 * Saturday therefore still gives 25.
 * Predicted next pay date (`nextPayDate`; the Beam schema has no field for it, so it is exposed
 * on IncomeDetail for the API to add later): monthly — the strike day of the first month whose
 * adjusted date is after asOf, moved back to a business day (grants: forward); weekly and
 * fortnightly — the last pay day stepped by 7 or 14 days (anchored on the usual weekday) past
 * asOf, moved back to a business day; null otherwise, and null when income_indicator is not the
 * primary source's frequency (income as a whole is not on that cycle).
 */
import type { IncomeAnalysis } from '#schemas/analyses';
import { toRand } from '../bank-data.ts';
import {
  businessDayOnOrAfter,
  businessDayOnOrBefore,
  clampedDayOfMonth,
  isBusinessDay,
  isoDate,
  lastDayOfMonth,
  monthIndexOfDay,
  weekday,
  ymd,
} from './calendar.ts';
import { averagingMonths, clamp, median, round, type Prepared, type Tx } from './prepare.ts';

export type PayFrequency = 'monthly' | 'fortnightly' | 'weekly' | 'grant' | 'irregular';

export interface IncomeSource {
  key: string;
  label: string;
  payee: string;
  /** The source's credits without its once-off payments. */
  txs: Tx[];
  /** Bonuses, 13th cheques, leave payouts and extra credits in a month (see the header). */
  onceOff: Tx[];
  /** Distinct pay days, ascending. */
  payDays: number[];
  /** Amount received on each pay day (cents). */
  dayAmounts: number[];
  totalCents: number;
  medianAmountCents: number;
  frequency: PayFrequency;
  /** Share of pay intervals inside the cadence band (0-1). */
  timingShare: number;
  stable: boolean;
  recurring: boolean;
  /** Usual day of the month (monthly and grant sources), else null. */
  usualDay: number | null;
}

export interface IncomeDetail {
  sources: IncomeSource[];
  primary: IncomeSource | null;
  /** Cents per month (positions of prep.months). */
  primaryByMonth: number[];
  secondaryByMonth: number[];
  totalByMonth: number[];
  /** `YYYY-MM-DD` or null. */
  nextPayDate: string | null;
  analysis: IncomeAnalysis;
}

export const SOCIAL_SECURITY_LABEL = 'Social Security Income';

const BANDS: ReadonlyArray<{ frequency: PayFrequency; min: number; max: number; step: number }> = [
  { frequency: 'weekly', min: 5, max: 9, step: 7 },
  { frequency: 'fortnightly', min: 12, max: 17, step: 14 },
  { frequency: 'monthly', min: 25, max: 36, step: 30 },
];
const MIN_BAND_SHARE = 0.6;
const AMOUNT_TOLERANCE = 0.25;
const MIN_STABLE_SHARE = 0.6;

export function isIncomeCredit(tx: Tx): boolean {
  return !tx.internal && tx.amount > 0 && tx.group === 'income';
}

/** Cadence of a sorted list of distinct days. */
export function detectCadence(days: readonly number[]): { frequency: PayFrequency; share: number; step: number | null } {
  if (days.length < 2) return { frequency: 'irregular', share: 0, step: null };
  const intervals: number[] = [];
  for (let i = 1; i < days.length; i += 1) intervals.push(days[i]! - days[i - 1]!);
  if (monthlyWithDecemberPay(days)) return { frequency: 'monthly', share: 1, step: 30 };
  const mid = median(intervals);
  for (const band of BANDS) {
    if (mid < band.min || mid > band.max) continue;
    const share = intervals.filter((x) => x >= band.min && x <= band.max).length / intervals.length;
    if (share >= MIN_BAND_SHARE) return { frequency: band.frequency, share, step: band.step };
    return { frequency: 'irregular', share, step: null };
  }
  return { frequency: 'irregular', share: 0, step: null };
}

/** One pay day in each calendar month, off-band intervals only around an early December pay day (see the header). */
function monthlyWithDecemberPay(days: readonly number[]): boolean {
  const months = days.map(monthIndexOfDay);
  for (let i = 1; i < days.length; i += 1) {
    if (months[i]! !== months[i - 1]! + 1) return false;
    const gap = days[i]! - days[i - 1]!;
    if (gap >= 25 && gap <= 36) continue;
    const touchesDecember = ymd(days[i]!).month === 12 || ymd(days[i - 1]!).month === 12;
    if (gap < 10 || gap > 45 || !touchesDecember) return false;
  }
  return true;
}

/** Share of values within ±25% of their median. */
export function amountStability(amounts: readonly number[]): number {
  if (amounts.length === 0) return 0;
  const mid = median(amounts);
  return amounts.filter((a) => Math.abs(a - mid) <= AMOUNT_TOLERANCE * Math.abs(mid)).length / amounts.length;
}

/**
 * Usual day of the month of dated events that move off weekends and public holidays: backwards
 * ('before', how employers pay and debit orders run) or forwards ('after', SASSA). See the header.
 */
export function usualDayOfMonth(days: readonly number[], direction: 'before' | 'after'): number | null {
  if (days.length === 0) return null;
  const votes = new Array<number>(32).fill(0);
  for (const d of days) {
    const own = ymd(d).day;
    const candidates = new Set<number>([own]);
    if (isBusinessDay(d)) {
      if (direction === 'before') {
        const monthEnd = lastDayOfMonth(monthIndexOfDay(d));
        let e = d + 1;
        while (e <= monthEnd && !isBusinessDay(e)) {
          candidates.add(ymd(e).day);
          e += 1;
        }
        if (e > monthEnd) for (let n = ymd(monthEnd).day + 1; n <= 31; n += 1) candidates.add(n);
      } else {
        let e = d - 1;
        while (ymd(e).day < own && !isBusinessDay(e)) {
          candidates.add(ymd(e).day);
          e -= 1;
        }
      }
    }
    for (const c of candidates) votes[c]! += 1;
  }
  let best: number | null = null;
  for (let n = 1; n <= 31; n += 1) {
    const v = votes[n]!;
    if (v === 0) continue;
    if (best === null || v > votes[best]! || (v === votes[best]! && direction === 'after')) best = n;
  }
  return best;
}

/** Descriptions of once-off employer payments, as SA banks print them. */
const ONCE_OFF_PAYMENT = /\b(?:BONUS(?:ES)?|13TH\s*CHE(?:QUE|Q)?|THIRTEENTH\s*CHEQUE|LEAVE\s*PAY(?:OUT)?|ANNUAL\s*INCENTIVE)\b/i;
const MIN_MONTHS_FOR_EXTRA_RULE = 3;

function distinctMonths(txs: readonly Tx[]): number {
  return new Set(txs.map((t) => t.month)).size;
}

/** Splits a source's credits into regular pay and once-off payments (see the header). */
export function splitOnceOff(txs: readonly Tx[]): { regular: Tx[]; onceOff: Tx[] } {
  const onceOff = new Set<Tx>();
  const named = txs.filter((t) => ONCE_OFF_PAYMENT.test(`${t.src.description ?? ''} ${t.src.reference ?? ''}`));
  if (named.length > 0 && distinctMonths(named) * 2 < distinctMonths(txs)) for (const t of named) onceOff.add(t);

  const rest = txs.filter((t) => !onceOff.has(t));
  const byMonth = new Map<number, Tx[]>();
  for (const t of rest) {
    const list = byMonth.get(t.month);
    if (list) list.push(t);
    else byMonth.set(t.month, [t]);
  }
  const days = [...new Set(rest.map((t) => t.day))].sort((a, b) => a - b);
  if (byMonth.size >= MIN_MONTHS_FOR_EXTRA_RULE && detectCadence(days).frequency === 'monthly') {
    const monthTxs = [...byMonth.values()];
    const usualCount = Math.max(1, Math.floor(median(monthTxs.map((list) => list.length))));
    const medianTotal = median(monthTxs.map((list) => list.reduce((sum, t) => sum + t.amount, 0)));
    const medianCredit = median(rest.map((t) => t.amount));
    const first = Math.min(...byMonth.keys());
    const last = Math.max(...byMonth.keys());
    // A pay day moved across a month end (paid on the 1st instead of the 31st) leaves a
    // neighbouring month short: that extra credit is the neighbour's pay, not a once-off.
    const short = (month: number): boolean => month >= first && month <= last && (byMonth.get(month)?.length ?? 0) < usualCount;
    for (const [month, list] of byMonth) {
      const total = list.reduce((sum, t) => sum + t.amount, 0);
      if (list.length <= usualCount || total <= (1 + AMOUNT_TOLERANCE) * medianTotal) continue;
      if (short(month - 1) || short(month + 1)) continue;
      const byCloseness = [...list].sort((a, b) => Math.abs(a.amount - medianCredit) - Math.abs(b.amount - medianCredit) || a.index - b.index);
      for (const t of byCloseness.slice(usualCount)) onceOff.add(t);
    }
  }
  const regular = txs.filter((t) => !onceOff.has(t));
  // A source made only of once-off payments is an ordinary source (it will not recur anyway).
  if (regular.length === 0) return { regular: [...txs], onceOff: [] };
  return { regular, onceOff: txs.filter((t) => onceOff.has(t)) };
}

/**
 * Credits the labeller did not call income because the line alone shows no employer (issue 12: a
 * person-named or unknown payer is a transfer or Uncategorised), but that come from one payer on a
 * weekly, fortnightly or monthly cycle with steady amounts over at least RECURRING_PAYER_MONTHS
 * calendar months: a private employer paying a domestic worker by app, regular support from
 * family, a tenant's rent, or the holder's own account at a bank not in the data. The line cannot
 * tell these apart and neither can the cycle, so they are listed for the lender to judge
 * (`recurring_payers`) and never counted as income or in affordability: a wrong income label costs
 * more than a missed one.
 */
const RECURRING_PAYER_LABELS: ReadonlySet<string> = new Set(['Bank Transfer', 'Uncategorised']);
const RECURRING_PAYER_MONTHS = 3;

function isRecurringPayerCandidate(tx: Tx): boolean {
  return !tx.internal && tx.amount > 0 && tx.payee !== '' && RECURRING_PAYER_LABELS.has(tx.label);
}

type CycleSource = IncomeSource & { frequency: 'weekly' | 'fortnightly' | 'monthly' };

/** The recurring payers (see above), each with the number of calendar months it paid in. */
export function recurringPayers(prep: Prepared): Array<{ source: CycleSource; months: number }> {
  const payers: Array<{ source: CycleSource; months: number }> = [];
  for (const source of buildSources(prep, isRecurringPayerCandidate)) {
    const months = new Set(source.txs.map((t) => t.month)).size;
    if (isCycleSource(source) && months >= RECURRING_PAYER_MONTHS) payers.push({ source, months });
  }
  return payers;
}

function isCycleSource(s: IncomeSource): s is CycleSource {
  return s.recurring && (s.frequency === 'weekly' || s.frequency === 'fortnightly' || s.frequency === 'monthly');
}

function buildSources(prep: Prepared, pick: (tx: Tx) => boolean = isIncomeCredit): IncomeSource[] {
  const groups = new Map<string, Tx[]>();
  for (const tx of prep.txs) {
    if (!pick(tx)) continue;
    const list = groups.get(tx.key);
    if (list) list.push(tx);
    else groups.set(tx.key, [tx]);
  }
  const sources: IncomeSource[] = [];
  for (const [key, credits] of groups) {
    const { regular: txs, onceOff } = splitOnceOff(credits);
    const byDay = new Map<number, number>();
    for (const tx of txs) byDay.set(tx.day, (byDay.get(tx.day) ?? 0) + tx.amount);
    const payDays = [...byDay.keys()].sort((a, b) => a - b);
    const dayAmounts = payDays.map((d) => byDay.get(d)!);
    const label = txs[0]!.label;
    const cadence = detectCadence(payDays);
    const months = new Set(txs.map((t) => t.month));
    let frequency = cadence.frequency;
    let timingShare = cadence.share;
    if (label === SOCIAL_SECURITY_LABEL && months.size >= 2) {
      frequency = 'grant';
      timingShare = detectCadenceShareMonthly(payDays);
    }
    const stable = amountStability(dayAmounts) >= MIN_STABLE_SHARE;
    const recurring = payDays.length >= 2 && frequency !== 'irregular' && stable;
    const usualDay =
      frequency === 'monthly' ? usualDayOfMonth(payDays, 'before') : frequency === 'grant' ? usualDayOfMonth(payDays, 'after') : null;
    sources.push({
      key,
      label,
      payee: txs[0]!.payee,
      txs,
      onceOff,
      payDays,
      dayAmounts,
      totalCents: dayAmounts.reduce((a, b) => a + b, 0),
      medianAmountCents: Math.round(median(dayAmounts)),
      frequency,
      timingShare,
      stable,
      recurring,
      usualDay,
    });
  }
  sources.sort((a, b) => b.totalCents - a.totalCents || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return sources;
}

function detectCadenceShareMonthly(days: readonly number[]): number {
  if (days.length < 2) return 0;
  let inBand = 0;
  for (let i = 1; i < days.length; i += 1) {
    const gap = days[i]! - days[i - 1]!;
    if (gap >= 25 && gap <= 36) inBand += 1;
  }
  return inBand / (days.length - 1);
}

/** The next pay date after asOf (day number), or null. */
export function predictNextPayDay(source: IncomeSource, asOfDay: number): number | null {
  if ((source.frequency === 'monthly' || source.frequency === 'grant') && source.usualDay !== null) {
    const forward = source.frequency === 'grant';
    for (let m = monthIndexOfDay(asOfDay); m <= monthIndexOfDay(asOfDay) + 2; m += 1) {
      const nominal = clampedDayOfMonth(m, source.usualDay);
      const actual = forward ? businessDayOnOrAfter(nominal) : businessDayOnOrBefore(nominal);
      if (actual > asOfDay) return actual;
    }
    return null;
  }
  if (source.frequency === 'weekly' || source.frequency === 'fortnightly') {
    const step = source.frequency === 'weekly' ? 7 : 14;
    const last = source.payDays[source.payDays.length - 1]!;
    // Anchor on the usual weekday, so a pay day moved for a holiday does not shift the cycle.
    const counts = new Array<number>(7).fill(0);
    for (const d of source.payDays) counts[weekday(d)]! += 1;
    const usual = counts.indexOf(Math.max(...counts));
    let anchor = last;
    for (const delta of [0, 1, -1, 2, -2, 3, -3]) {
      if (weekday(last + delta) === usual) {
        anchor = last + delta;
        break;
      }
    }
    let nominal = anchor;
    while (businessDayOnOrBefore(nominal) <= asOfDay) nominal += step;
    return businessDayOnOrBefore(nominal);
  }
  return null;
}

/** income_indicator: the primary source's cadence, or that of all income of its label (header). */
export function incomeIndicator(primary: IncomeSource, sources: readonly IncomeSource[]): PayFrequency {
  const sameLabel = sources.filter((s) => s.label === primary.label);
  const labelTotal = sameLabel.reduce((sum, s) => sum + s.totalCents, 0);
  if (sameLabel.length < 2 || primary.totalCents * 2 >= labelTotal) return primary.frequency;
  const days = [...new Set(sameLabel.flatMap((s) => s.payDays))].sort((a, b) => a - b);
  return detectCadence(days).frequency;
}

function coefficientOfVariation(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (mean === 0) return 0;
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / mean;
}

export function analyseIncome(prep: Prepared): IncomeDetail {
  const sources = buildSources(prep);
  const primary = sources.find((s) => s.recurring) ?? null;
  const n = prep.months.length;
  const primaryByMonth = new Array<number>(n).fill(0);
  const totalByMonth = new Array<number>(n).fill(0);
  const heat = new Map<number, { amount: number; count: number }>();
  const primarySet = new Set(primary?.txs ?? []);
  for (const tx of prep.txs) {
    if (!isIncomeCredit(tx)) continue;
    const pos = prep.monthPos.get(tx.month)!;
    totalByMonth[pos]! += tx.amount;
    if (primarySet.has(tx)) primaryByMonth[pos]! += tx.amount;
    const cell = heat.get(tx.day);
    if (cell) {
      cell.amount += tx.amount;
      cell.count += 1;
    } else heat.set(tx.day, { amount: tx.amount, count: 1 });
  }
  const secondaryByMonth = totalByMonth.map((t, i) => t - primaryByMonth[i]!);

  const avgMonths = averagingMonths(prep);
  const positions = avgMonths.map((m) => prep.monthPos.get(m.index)!);
  let consistency = 0;
  let regularity = 0;
  let longevity = 0;
  let breaks: number;
  if (primary) {
    const received = positions.map((p) => primaryByMonth[p]!).filter((c) => c > 0);
    consistency = received.length ? 100 * clamp(1 - coefficientOfVariation(received), 0, 1) : 0;
    regularity = 100 * (received.length / positions.length) * primary.timingShare;
    const monthsWithPrimary = primaryByMonth.filter((c) => c > 0).length;
    longevity = 100 * Math.min(1, monthsWithPrimary / 12);
    breaks = positions.length - received.length;
  } else {
    breaks = positions.filter((p) => totalByMonth[p] === 0).length;
  }

  const indicator = primary ? incomeIndicator(primary, sources) : sources.length ? 'irregular' : 'none';
  const onPrimaryCycle = primary !== null && indicator === primary.frequency;
  const nextPay = primary && onPrimaryCycle ? predictNextPayDay(primary, prep.asOfDay) : null;
  const heatmap = [...heat.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([day, cell]) => ({ ...ymd(day), amount: toRand(cell.amount), count: cell.count }));
  const payers = recurringPayers(prep);

  return {
    sources,
    primary,
    primaryByMonth,
    secondaryByMonth,
    totalByMonth,
    nextPayDate: nextPay === null ? null : isoDate(nextPay),
    analysis: {
      consistency_score: round(consistency),
      longevity_score: round(longevity),
      regularity_score: round(regularity),
      income_month_breaks: breaks,
      income_indicator: indicator,
      months_back: prep.months.length,
      income_heatmap: heatmap,
      next_pay_date: nextPay === null ? null : isoDate(nextPay),
      strike_date: onPrimaryCycle ? primary.usualDay : null,
      recurring_payers: payers.map(({ source, months }) => ({
        payer: source.payee,
        label: source.label,
        frequency: source.frequency,
        months,
        usual_amount: toRand(source.medianAmountCents),
        total_amount: toRand(source.totalCents),
        usual_day: source.usualDay,
      })),
    },
  };
}
