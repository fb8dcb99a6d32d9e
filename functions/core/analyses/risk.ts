/**
 * risk_insights — gambling, overdraft, returned debit orders, cash, net saving and grants.
 * Own-account transfers are excluded throughout. Monthly averages are over full months (all
 * months when there is no full month). begin_date / end_date: the covered period (SAST).
 *
 * - "Salary" (total_salary_amount) = all income-group credits of the month (salary, grants,
 *   pension, business income, ...): what the month's spending is funded from.
 * - Gambling: total_gambling_amount = Gambling debits of the month (stakes; payouts are not
 *   netted off). gambling_proportion = gambling / salary; when salary is 0 it is 1 if there was
 *   gambling (spend unfunded by income) and 0 otherwise. Proportions are fractions (0.25 = 25%),
 *   four decimals, and can exceed 1.
 * - Overdraft: a day of the covered period counts when at least one non-credit account ends the
 *   day (SAST) with a balance below zero (balances.ts). total_proportion_of_days_in_overdraft =
 *   overdraft days / days covered (fraction); unique_months = calendar months covered;
 *   monthly_average_days_in_overdraft = total days / unique months.
 * - Returned debit orders: events labelled Returned Debit Order — each credit (the reversal), and
 *   each debit not matched by such a credit of the same amount on the same account within 5 days
 *   (so a debit/reversal pair counts once). last_N_months_count counts events dated after asOf
 *   minus N calendar months, up to asOf (N = 1, 3, 6, 12). monthly_average_debit_order_value =
 *   value of all returned debit orders in the period / calendar months covered (rand).
 * - ATM and cash: total_withdrawal_amount = ATM and Cash Withdrawal debits; cash_proportion =
 *   withdrawals / salary (same zero rule as gambling); averages as above.
 * - net_saver_spender: inflow = credits except Loan Disbursement and savings-group credits
 *   (borrowing and drawing savings are not earning); outflow = debits except savings-group
 *   debits (putting money away is not spending). `net_saver` when inflow ≥ outflow, else
 *   `net_spender`.
 * - ssi_insights: Social Security Income credits per month; monthly_average_ssi null when the
 *   applicant received none.
 */
import type { RiskInsights } from '#schemas/analyses';
import { toRand } from '../bank-data.ts';
import { addMonths, isoDate } from './calendar.ts';
import type { IncomeDetail } from './income.ts';
import { SOCIAL_SECURITY_LABEL } from './income.ts';
import type { AccountLedger } from './balances.ts';
import { averagingMonths, round, type Prepared, type Tx } from './prepare.ts';

export const RETURNED_DEBIT_ORDER = 'Returned Debit Order';
const RETURN_MATCH_DAYS = 5;

export interface RiskDetail {
  analysis: RiskInsights;
  overdraftDays: number;
  overdraftProportion: number;
  returnedLast3Months: number;
  gamblingProportionAverage: number;
  netSaver: boolean;
}

const proportion = (part: number, whole: number): number => (whole > 0 ? round(part / whole, 4) : part > 0 ? 1 : 0);

/** Returned-debit-order events (see header). */
export function returnedDebitOrderEvents(prep: Prepared): Tx[] {
  const entries = prep.txs.filter((t) => t.label === RETURNED_DEBIT_ORDER);
  const used = new Set<Tx>();
  const events: Tx[] = [];
  for (const credit of entries) if (credit.amount > 0) events.push(credit);
  for (const debit of entries) {
    if (debit.amount >= 0) continue;
    const reversal = entries.find(
      (c) => c.amount === -debit.amount && c.account === debit.account && !used.has(c) && Math.abs(c.day - debit.day) <= RETURN_MATCH_DAYS,
    );
    if (reversal) used.add(reversal);
    else events.push(debit);
  }
  return events;
}

export function countOverdraftDays(prep: Prepared, ledgers: AccountLedger[]): number[] {
  // Per month position: days with some non-credit account below zero at end of day.
  const perMonth = new Array<number>(prep.months.length).fill(0);
  const deposit = ledgers.filter((l) => !l.isCredit && l.txs.length > 0);
  if (deposit.length === 0) return perMonth;
  const running = deposit.map((l) => l.openingCents);
  let monthPos = 0;
  for (let day = prep.firstDay; day <= prep.lastDay; day += 1) {
    while (day > prep.months[monthPos]!.lastDay) monthPos += 1;
    let overdrawn = false;
    deposit.forEach((ledger, i) => {
      const eod = ledger.endOfDay.get(day);
      if (eod !== undefined) running[i] = eod;
      if (running[i]! < 0) overdrawn = true;
    });
    if (overdrawn) perMonth[monthPos]! += 1;
  }
  return perMonth;
}

export function analyseRisk(prep: Prepared, income: IncomeDetail, ledgers: AccountLedger[]): RiskDetail {
  const avgPositions = averagingMonths(prep).map((m) => prep.monthPos.get(m.index)!);
  const avg = (values: number[]) => (avgPositions.length ? avgPositions.reduce((a, p) => a + values[p]!, 0) / avgPositions.length : 0);

  const salary = income.totalByMonth;
  const gambling = prep.byMonth.map((m) => m.debits.get('Gambling') ?? 0);
  const cash = prep.byMonth.map((m) => m.debits.get('ATM and Cash Withdrawal') ?? 0);
  const ssi = prep.byMonth.map((m) => m.credits.get(SOCIAL_SECURITY_LABEL) ?? 0);
  const gamblingProp = gambling.map((g, i) => proportion(g, salary[i]!));
  const cashProp = cash.map((c, i) => proportion(c, salary[i]!));

  const overdraft = countOverdraftDays(prep, ledgers);
  const totalOverdraft = overdraft.reduce((a, b) => a + b, 0);
  const daysCovered = prep.lastDay - prep.firstDay + 1;

  const events = returnedDebitOrderEvents(prep);
  const countSince = (months: number) => {
    const from = addMonths(prep.asOfDay, -months);
    return events.filter((e) => e.day > from && e.day <= prep.asOfDay).length;
  };
  const returnedValue = events.reduce((a, e) => a + Math.abs(e.amount), 0);

  let inflow = 0;
  let outflow = 0;
  for (const tx of prep.txs) {
    if (tx.internal || tx.group === 'savings') continue;
    if (tx.amount > 0 && tx.label !== 'Loan Disbursement') inflow += tx.amount;
    else if (tx.amount < 0) outflow -= tx.amount;
  }
  const netSaver = inflow >= outflow;
  const anySsi = ssi.some((c) => c > 0);
  const gamblingProportionAverage = round(avg(gamblingProp), 4);

  const analysis: RiskInsights = {
    begin_date: isoDate(prep.firstDay),
    end_date: isoDate(prep.lastDay),
    risk_insights: {
      gambling_insights: {
        monthly_gambling_analysis: prep.months.map((m, i) => ({
          year: m.year,
          month: m.month,
          total_gambling_amount: toRand(gambling[i]!),
          total_salary_amount: toRand(salary[i]!),
          gambling_proportion: gamblingProp[i]!,
        })),
        monthly_average_gambling_spend: toRand(Math.round(avg(gambling))),
        monthly_average_gambling_proportion: gamblingProportionAverage,
      },
      overdraft_insights: {
        total_days_in_overdraft: totalOverdraft,
        total_proportion_of_days_in_overdraft: round(totalOverdraft / daysCovered, 4),
        unique_months: prep.months.length,
        monthly_average_days_in_overdraft: round(totalOverdraft / prep.months.length),
        monthly_overdraft_analysis: prep.months.map((m, i) => ({ year: m.year, month: m.month, days_in_overdraft: overdraft[i]! })),
      },
      returned_debit_orders_insights: {
        last_month_count: countSince(1),
        last_3_months_count: countSince(3),
        last_6_months_count: countSince(6),
        last_12_months_count: countSince(12),
        monthly_average_debit_order_value: toRand(Math.round(returnedValue / prep.months.length)),
      },
      atm_and_cash_insights: {
        monthly_atm_and_cash_spend_analysis: prep.months.map((m, i) => ({
          year: m.year,
          month: m.month,
          total_withdrawal_amount: toRand(cash[i]!),
          total_salary_amount: toRand(salary[i]!),
          cash_proportion: cashProp[i]!,
        })),
        atm_and_cash_average_amount: toRand(Math.round(avg(cash))),
        average_withdrawal_proportion: round(avg(cashProp), 4),
      },
      net_saver_spender_insights: { net_saver_spender: netSaver ? 'net_saver' : 'net_spender' },
      ssi_insights: {
        monthly_ssi_analysis: prep.months.map((m, i) => ({ year: m.year, month: m.month, total_social_security_amount: toRand(ssi[i]!) })),
        monthly_average_ssi: anySsi ? toRand(Math.round(avg(ssi))) : null,
      },
    },
  };
  return {
    analysis,
    overdraftDays: totalOverdraft,
    overdraftProportion: totalOverdraft / daysCovered,
    returnedLast3Months: countSince(3),
    gamblingProportionAverage,
    netSaver,
  };
}
