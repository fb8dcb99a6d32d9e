/**
 * expense_insights — where the money goes.
 *
 * Spend = every debit except own-account transfers, savings-group debits (Savings Transfer,
 * Investments: money kept, not spent) and Returned Debit Order entries (reversal bookkeeping),
 * as a positive amount. It includes transfers to other people and uncategorised debits.
 * - top_expense_amounts: spend per label over the covered period, largest first (ties: label),
 *   at most 10; average_monthly_spend = amount / unique_months; percentage_of_total_spend =
 *   100 × amount / all spend (two decimals).
 * - unique_months = calendar months covered by the data (prepare.ts), partial ones included, so
 *   monthly averages are per calendar month of data.
 * - spend_split: discretionary = discretionary-group debits + ATM and cash withdrawals;
 *   non-discretionary = non_discretionary-group, debt and fees debits + UIF contributions (the
 *   same split as affordability.ts). Percentages of their sum (0-100, two decimals; both 0
 *   without such spend). Transfers to others and uncategorised debits are in neither.
 */
import type { ExpenseInsights } from '#schemas/analyses';
import { toRand } from '../bank-data.ts';
import { isStatutory } from './affordability.ts';
import { round, type Prepared } from './prepare.ts';

export const TOP_EXPENSES = 10;

export interface ExpenseDetail {
  analysis: ExpenseInsights;
  discretionaryShare: number;
  totalSpendCents: number;
}

export function analyseExpenses(prep: Prepared): ExpenseDetail {
  const byLabel = new Map<string, number>();
  let total = 0;
  let discretionary = 0;
  let nonDiscretionary = 0;
  for (const tx of prep.txs) {
    if (tx.internal || tx.amount >= 0 || tx.group === 'savings' || tx.group === 'risk') continue;
    const cents = -tx.amount;
    total += cents;
    byLabel.set(tx.label, (byLabel.get(tx.label) ?? 0) + cents);
    if (tx.group === 'discretionary' || tx.group === 'cash') discretionary += cents;
    else if (tx.group === 'non_discretionary' || tx.group === 'debt' || tx.group === 'fees' || isStatutory(tx.label)) nonDiscretionary += cents;
  }
  const months = prep.months.length;
  const top = [...byLabel.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, TOP_EXPENSES)
    .map(([label, cents]) => ({
      label,
      amount: toRand(cents),
      average_monthly_spend: toRand(Math.round(cents / months)),
      percentage_of_total_spend: total > 0 ? round((100 * cents) / total) : 0,
    }));
  const splitTotal = discretionary + nonDiscretionary;
  const discretionaryPct = splitTotal > 0 ? round((100 * discretionary) / splitTotal) : 0;
  return {
    analysis: {
      top_expense_amounts: top,
      unique_months: months,
      spend_split: {
        discretionary_spend_percentage: discretionaryPct,
        non_discretionary_spend_percentage: splitTotal > 0 ? round(100 - discretionaryPct) : 0,
      },
    },
    discretionaryShare: splitTotal > 0 ? discretionary / splitTotal : 0,
    totalSpendCents: total,
  };
}
