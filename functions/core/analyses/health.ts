/**
 * health_score — one 0-100 view of financial health, from the other analyses. Every part is
 * 0 (worst) to 100 (best), two decimals. "Income" below is the average monthly income (all
 * income-group credits) over full months (all months when none is full).
 *
 * - affordability_score = 100 × clamp(A / (0.3 × income), 0, 1), A = average full-month
 *   affordability (affordability.ts; all months when none is full): 30% of income left after
 *   the NCA necessary expenses and obligations scores 100; nothing left (or a shortfall) 0.
 *   0 without income.
 * - income_score = mean of consistency, regularity and longevity (income.ts).
 * - expense_score = clamp(100 × (1 − discretionary share of spend) − 200 × average monthly
 *   gambling proportion, 0, 100): discretionary spend lowers it, gambling 10% of income costs 20.
 * - liquidity_and_savings_score = 0.7 × mean(30-, 60-, 90-day liquidity scores) + 0.3 × (100 if a
 *   net saver, else 0).
 * - debt_score = clamp(100 × clamp(1 − DTI / 0.5, 0, 1) − min(45, 15 × returned debit orders in
 *   the last 3 months) − 50 × share of days in overdraft, 0, 100); DTI = average monthly debt
 *   repayments (debt group + Interest Repayment) / income (1 without income). A DTI of 50% or
 *   more leaves nothing.
 * - fees_score = clamp(100 × clamp(1 − F / 0.05, 0, 1) − min(30, 5 × average monthly penalty
 *   fees), 0, 100); F = average monthly fees (fees group, incl. interest) / income (1 without
 *   income): 5% of income on fees leaves nothing; penalty fees are Overdraft, Insufficient Funds,
 *   Transaction Declined and Spend Limit Exceeded fees (count per month).
 * - final_score = Σ weight × part with HEALTH_WEIGHTS (sum 1): affordability 0.30, income 0.20,
 *   liquidity and savings 0.15, debt 0.15, expense 0.10, fees 0.10 — affordability and income
 *   carry half because they are what the NCA assessment turns on.
 */
import type { HealthScore } from '#schemas/analyses';
import { labelGroup } from '#schemas/labels';
import type { AffordabilityDetail } from './affordability.ts';
import { isCommitted } from './affordability.ts';
import type { ExpenseDetail } from './expenses.ts';
import type { IncomeDetail } from './income.ts';
import type { LiquidityDetail } from './liquidity.ts';
import { averagingMonths, clamp, round, sumWhere, type Prepared } from './prepare.ts';
import type { RiskDetail } from './risk.ts';

export const HEALTH_WEIGHTS = {
  affordability_score: 0.3,
  income_score: 0.2,
  liquidity_and_savings_score: 0.15,
  debt_score: 0.15,
  expense_score: 0.1,
  fees_score: 0.1,
} as const;

const PENALTY_FEES = new Set(['Overdraft Fee', 'Insufficient Funds Fee', 'Transaction Declined Fee', 'Spend Limit Exceeded Fee']);

export function analyseHealth(
  prep: Prepared,
  income: IncomeDetail,
  affordability: AffordabilityDetail,
  risk: RiskDetail,
  liquidity: LiquidityDetail,
  expenses: ExpenseDetail,
): HealthScore {
  const positions = averagingMonths(prep).map((m) => prep.monthPos.get(m.index)!);
  const mean = (pick: (pos: number) => number) => positions.reduce((a, p) => a + pick(p), 0) / positions.length;
  const avgIncome = mean((p) => income.totalByMonth[p]!);
  const avgAfford = mean((p) => affordability.months[p]!.affordability);
  const avgDebt = mean((p) => sumWhere(prep.byMonth[p]!.debits, isCommitted));
  const avgFees = mean((p) => sumWhere(prep.byMonth[p]!.debits, (l) => labelGroup(l) === 'fees'));
  const penaltyCounts = new Array<number>(prep.months.length).fill(0);
  for (const tx of prep.txs) if (tx.amount < 0 && PENALTY_FEES.has(tx.label)) penaltyCounts[prep.monthPos.get(tx.month)!]! += 1;
  const avgPenalties = mean((p) => penaltyCounts[p]!);

  const a = income.analysis;
  const affordabilityScore = avgIncome > 0 ? 100 * clamp(avgAfford / (0.3 * avgIncome), 0, 1) : 0;
  const incomeScore = ((a.consistency_score ?? 0) + (a.regularity_score ?? 0) + (a.longevity_score ?? 0)) / 3;
  const expenseScore = clamp(100 * (1 - expenses.discretionaryShare) - 200 * risk.gamblingProportionAverage, 0, 100);
  const liquidityScore = 0.7 * ((liquidity.scores[0] + liquidity.scores[1] + liquidity.scores[2]) / 3) + 0.3 * (risk.netSaver ? 100 : 0);
  const dti = avgIncome > 0 ? avgDebt / avgIncome : 1;
  const debtScore = clamp(100 * clamp(1 - dti / 0.5, 0, 1) - Math.min(45, 15 * risk.returnedLast3Months) - 50 * risk.overdraftProportion, 0, 100);
  const feeRatio = avgIncome > 0 ? avgFees / avgIncome : 1;
  const feesScore = clamp(100 * clamp(1 - feeRatio / 0.05, 0, 1) - Math.min(30, 5 * avgPenalties), 0, 100);

  const parts = {
    affordability_score: round(affordabilityScore),
    income_score: round(incomeScore),
    expense_score: round(expenseScore),
    liquidity_and_savings_score: round(liquidityScore),
    debt_score: round(debtScore),
    fees_score: round(feesScore),
  };
  const final = (Object.keys(HEALTH_WEIGHTS) as Array<keyof typeof HEALTH_WEIGHTS>).reduce((acc, k) => acc + HEALTH_WEIGHTS[k] * parts[k], 0);
  return { ...parts, final_score: round(clamp(final, 0, 100)) };
}
