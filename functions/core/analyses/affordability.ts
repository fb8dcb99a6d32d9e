/**
 * affordability — per calendar month, what the applicant could afford to repay, following the
 * National Credit Regulations, regulation 23A (see nca.ts for the regulation, the minimum
 * expense norms table and its citation).
 *
 * Per month (own-account transfers excluded throughout):
 * - primary_income, secondary_income: income.ts (primary source; every other income credit).
 * - income = primary + secondary. Bank data shows income after PAYE, so income is used as the
 *   proxy for the regulation's gross income; with gross income from payslips the norm would be
 *   slightly higher (the norm rises with income).
 * - statutory deductions = debits labelled Tax Payment or UIF (contributions).
 * - committed obligations = debt-group debits (home, vehicle, personal loans, credit card, BNPL,
 *   debt review) + Interest Repayment (interest on loans and overdrafts).
 * - living expenses = every other non_discretionary debit (rent, groceries, transport, utilities,
 *   insurance, education, ...) + bank charges and fees (fees group without Interest Repayment).
 * - necessary expenses = max(living expenses, minimum expense norm for the month's income) —
 *   the norm is the floor: spending shown below it is assumed to be paid in cash or elsewhere.
 * - affordability_amount = income − statutory deductions − committed obligations − necessary
 *   expenses: regulation 23A's discretionary income. It can be negative (a shortfall) and is
 *   reported as such so a credit team sees how far short the month was.
 * - non_discretionary_expenses (reported) = statutory + committed + living expenses, as spent.
 * - discretionary_expenses (reported) = discretionary-group debits (incl. gambling) + ATM and
 *   cash withdrawals (cash use is unknown; essentials paid in cash are covered by the norm floor).
 *   Savings, transfers to others, uncategorised debits and returned-debit-order entries are in
 *   neither.
 * - full_month: prepare.ts.
 * Averages: over full months; null (and 0 for average_full_month_affordability, which Beam
 * requires as a number) when the data has no full month.
 */
import type { AffordabilityAnalysis } from '#schemas/analyses';
import { labelGroup } from '#schemas/labels';
import { toRand } from '../bank-data.ts';
import type { IncomeDetail } from './income.ts';
import { minimumExpenseNormCents } from './nca.ts';
import { sumWhere, type Prepared } from './prepare.ts';

const STATUTORY = new Set(['Tax Payment', 'UIF']);
const INTEREST = 'Interest Repayment';

export interface AffordabilityMonthCents {
  primary: number;
  secondary: number;
  statutory: number;
  committed: number;
  living: number;
  norm: number;
  discretionary: number;
  affordability: number;
  full: boolean;
}

export interface AffordabilityDetail {
  months: AffordabilityMonthCents[];
  analysis: AffordabilityAnalysis;
}

export function isStatutory(label: string): boolean {
  return STATUTORY.has(label);
}
export function isCommitted(label: string): boolean {
  return label === INTEREST || labelGroup(label) === 'debt';
}
export function isLiving(label: string): boolean {
  if (STATUTORY.has(label) || label === INTEREST) return false;
  const group = labelGroup(label);
  return group === 'non_discretionary' || group === 'fees';
}
export function isDiscretionarySpend(label: string): boolean {
  const group = labelGroup(label);
  return group === 'discretionary' || group === 'cash';
}

const average = (values: number[]): number | null => (values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null);

export function analyseAffordability(prep: Prepared, income: IncomeDetail): AffordabilityDetail {
  const months = prep.months.map((info, i): AffordabilityMonthCents => {
    const { debits } = prep.byMonth[i]!;
    const primary = income.primaryByMonth[i]!;
    const secondary = income.secondaryByMonth[i]!;
    const statutory = sumWhere(debits, isStatutory);
    const committed = sumWhere(debits, isCommitted);
    const living = sumWhere(debits, isLiving);
    const discretionary = sumWhere(debits, isDiscretionarySpend);
    const norm = minimumExpenseNormCents(primary + secondary);
    const affordability = primary + secondary - statutory - committed - Math.max(living, norm);
    return { primary, secondary, statutory, committed, living, norm, discretionary, affordability, full: info.full };
  });
  const full = months.filter((m) => m.full);
  const avg = (pick: (m: AffordabilityMonthCents) => number) => {
    const value = average(full.map(pick));
    return value === null ? null : toRand(value);
  };
  return {
    months,
    analysis: {
      monthly_affordability: prep.months.map((info, i) => {
        const m = months[i]!;
        return {
          year: info.year,
          month: info.month,
          primary_income: toRand(m.primary),
          secondary_income: toRand(m.secondary),
          non_discretionary_expenses: toRand(m.statutory + m.committed + m.living),
          discretionary_expenses: toRand(m.discretionary),
          affordability_amount: toRand(m.affordability),
          full_month: m.full,
        };
      }),
      average_full_month_primary_income: avg((m) => m.primary),
      average_full_month_secondary_income: avg((m) => m.secondary),
      average_full_month_discretionary_expenses: avg((m) => m.discretionary),
      average_full_month_non_discretionary_expenses: avg((m) => m.statutory + m.committed + m.living),
      average_full_month_affordability: avg((m) => m.affordability) ?? 0,
    },
  };
}
