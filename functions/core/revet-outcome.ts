/**
 * The re-vet outcome: can this past customer carry the loan the lender has in mind, on the bank
 * data they just shared? RED, AMBER or GREEN, decided from the affordability analysis against the
 * requested instalment, with the risk analysis as a brake. The rules, in the order they apply:
 *
 * 1. The instalment is `installment_value`; without it, the annuity instalment of `loan_amount`
 *    at `effective_interest_rate` (% a year, compounded monthly) over `number_of_installments`
 *    (or `loan_duration`) months. Without either there is nothing to compare: no outcome (null).
 * 2. No full month of bank data (or no affordability) → RED: the data cannot show affordability.
 * 3. The instalment is compared, in cents, with the average affordable amount over the full
 *    months (`average_full_month_affordability`) and with the lowest full month of the last three:
 *    - RED   when it is more than the average (it does not fit in a typical month);
 *    - GREEN when it is at most 80 % of the average AND at most the lowest recent month (it fits
 *      every month with room to spare) AND no risk signal below;
 *    - AMBER otherwise (fits on average, but not every month or without margin).
 * 4. Risk signals turn a GREEN into AMBER: two or more returned debit orders in the last three
 *    months, or gambling of 10 % or more of salary on average.
 *
 * A RED outcome carries `reason_for_decline`, a sentence a lender can show, with the numbers in rand.
 */
import type { AffordabilityAnalysis, RiskInsights } from '#schemas/analyses';
import { randText } from './bank-data.ts';

export type RevetOutcomeColour = 'RED' | 'AMBER' | 'GREEN';

export interface LoanTerms {
  installment_value: number | null;
  loan_amount: number | null;
  effective_interest_rate: number | null;
  number_of_installments: number | null;
  loan_duration: number | null;
}

export interface RevetDecision {
  outcome: RevetOutcomeColour;
  reason_for_decline: string | null;
  /** What the decision compared, in rand (for the event and the lender's audit). */
  instalment: number;
  average_affordability: number | null;
  lowest_recent_affordability: number | null;
  risk_signals: string[];
}

export const GREEN_SHARE_OF_AVERAGE = 0.8;
export const RECENT_MONTHS = 3;
export const RETURNED_DEBIT_ORDERS_SIGNAL = 2;
export const GAMBLING_SHARE_SIGNAL = 0.1;

const cents = (rand: number) => Math.round(rand * 100);

/** The monthly instalment in rand, or null when the terms do not give one. */
export function instalmentOf(terms: LoanTerms): number | null {
  if (terms.installment_value !== null && terms.installment_value > 0) return terms.installment_value;
  const months = terms.number_of_installments ?? terms.loan_duration;
  if (terms.loan_amount === null || terms.loan_amount <= 0 || !months || months <= 0) return null;
  const monthlyRate = (terms.effective_interest_rate ?? 0) / 100 / 12;
  const instalment = monthlyRate === 0 ? terms.loan_amount / months : (terms.loan_amount * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  return Math.round(instalment * 100) / 100;
}

function riskSignals(risk: Pick<RiskInsights['risk_insights'], 'returned_debit_orders_insights' | 'gambling_insights'> | null): string[] {
  if (!risk) return [];
  const signals: string[] = [];
  const returned = risk.returned_debit_orders_insights.last_3_months_count;
  if (returned >= RETURNED_DEBIT_ORDERS_SIGNAL) signals.push(`${returned} returned debit orders in the last 3 months`);
  const gambling = risk.gambling_insights.monthly_average_gambling_proportion;
  if (gambling >= GAMBLING_SHARE_SIGNAL) signals.push(`gambling of ${Math.round(gambling * 100)} % of salary on average`);
  return signals;
}

/** The decision, or null when the loan terms give no instalment to compare. */
export function revetOutcome(input: {
  terms: LoanTerms;
  affordability: AffordabilityAnalysis | null;
  risk: Pick<RiskInsights['risk_insights'], 'returned_debit_orders_insights' | 'gambling_insights'> | null;
}): RevetDecision | null {
  const instalment = instalmentOf(input.terms);
  if (instalment === null) return null;
  const instalmentCents = cents(instalment);
  const full = (input.affordability?.monthly_affordability ?? []).filter((month) => month.full_month);
  if (!input.affordability || full.length === 0) {
    return {
      outcome: 'RED',
      reason_for_decline: 'Less than one full month of bank data: affordability cannot be shown. Ask the applicant for at least three months of statements.',
      instalment,
      average_affordability: null,
      lowest_recent_affordability: null,
      risk_signals: [],
    };
  }
  const averageCents = cents(input.affordability.average_full_month_affordability);
  const recent = [...full].sort((a, b) => a.year - b.year || a.month - b.month).slice(-RECENT_MONTHS);
  const lowestCents = Math.min(...recent.map((month) => cents(month.affordability_amount)));
  const signals = riskSignals(input.risk);
  const base = { instalment, average_affordability: averageCents / 100, lowest_recent_affordability: lowestCents / 100, risk_signals: signals };
  if (averageCents <= 0 || instalmentCents > averageCents) {
    return {
      ...base,
      outcome: 'RED',
      reason_for_decline:
        averageCents <= 0
          ? `Nothing is left to repay a loan: the average affordable amount over ${full.length} full month(s) is ${randText(averageCents)}.`
          : `The instalment of ${randText(instalmentCents)} is more than the average affordable amount of ${randText(averageCents)} a month over ${full.length} full month(s).`,
    };
  }
  const roomy = instalmentCents * 100 <= averageCents * GREEN_SHARE_OF_AVERAGE * 100 && instalmentCents <= lowestCents;
  return { ...base, outcome: roomy && signals.length === 0 ? 'GREEN' : 'AMBER', reason_for_decline: null };
}
