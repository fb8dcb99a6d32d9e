/**
 * National Credit Act 34 of 2005 — minimum expense norms for affordability assessments.
 *
 * Source: National Credit Regulations, 2006, regulation 23A ("Criteria to conduct affordability
 * assessment"), inserted by the Affordability Assessment Regulations (GN R.202, Government
 * Gazette 38557, 13 March 2015), Table 1 "Minimum expense norms"
 * (regulation 23A(9)-(12)). Text: https://www.acts.co.za/national-credit-act-2005/r489_23a__criteria_to_conduc.php
 * Bands and fixed factors as set out at https://esselaar.co.za/nca-minimum-expense-norms-when-equals/
 * (which also notes the Gazette's "=" in the last column header is meant as "+").
 *
 * "As amended": the table has not been changed since 2015 — the norms were still the 2015 figures
 * in June 2025 (https://smartaboutmoney.co.za/hot-topics/understated-expenses-may-explain-why-so-many-can-t-afford-repayments),
 * and the August 2025 dtic draft amendments to regulation 23A (household expense norms;
 * https://affy.co.za/blog/reg-23a-draft-amendments-2025/) were a draft for comment, not promulgated.
 * When an amendment is promulgated, replace NCA_MINIMUM_EXPENSE_NORMS (one place) and its citation.
 *
 * Table 1 (monthly gross income; norm = fixed factor + percentage of income above the band minimum):
 *
 *   | Band | Minimum gross income | Maximum gross income | Monthly fixed factor | % of income above band minimum |
 *   |------|----------------------|----------------------|----------------------|--------------------------------|
 *   | 1    | R0.00                | R800.00              | R0.00                | 100%                           |
 *   | 2    | R800.01              | R6 250.00            | R800.00              | 6.75%                          |
 *   | 3    | R6 250.01            | R25 000.00           | R1 167.88            | 9%                             |
 *   | 4    | R25 000.01           | R50 000.00           | R2 855.38            | 8.2%                           |
 *   | 5    | R50 000.01           | (none)               | R4 905.38            | 6.75%                          |
 *
 * Each fixed factor is the previous band's norm at its maximum (800 + 6.75% x 5 450 = 1 167.88;
 * 1 167.88 + 9% x 18 750 = 2 855.38; 2 855.38 + 8.2% x 25 000 = 4 905.38), so the norm is a
 * continuous function of income; we take the "band minimum" as the previous band's maximum
 * (R800, R6 250, ...) so the function has no one-cent steps. Results are rounded half-up to the cent.
 *
 * Regulation 23A defines "necessary expenses" as the consumer's minimum living expenses (at least
 * the norm) *excluding* debt repayments under credit agreements, and "discretionary income" as
 * gross income less statutory deductions, less necessary expenses, less committed obligations
 * (debt). affordability.ts applies exactly that.
 */

export interface ExpenseNormBand {
  /** Band minimum in cents: the norm's percentage applies to income above this. */
  fromCents: number;
  /** Band maximum in cents, inclusive; null for the open top band. */
  toCents: number | null;
  fixedCents: number;
  /** Percentage of income above the band minimum, in basis points (6.75% = 675). */
  basisPoints: number;
}

export const NCA_MINIMUM_EXPENSE_NORMS: readonly ExpenseNormBand[] = [
  { fromCents: 0, toCents: 80_000, fixedCents: 0, basisPoints: 10_000 },
  { fromCents: 80_000, toCents: 625_000, fixedCents: 80_000, basisPoints: 675 },
  { fromCents: 625_000, toCents: 2_500_000, fixedCents: 116_788, basisPoints: 900 },
  { fromCents: 2_500_000, toCents: 5_000_000, fixedCents: 285_538, basisPoints: 820 },
  { fromCents: 5_000_000, toCents: null, fixedCents: 490_538, basisPoints: 675 },
];

/** Minimum monthly expense norm (cents) for a monthly gross income (cents). Zero or negative income: 0. */
export function minimumExpenseNormCents(monthlyGrossIncomeCents: number): number {
  if (monthlyGrossIncomeCents <= 0) return 0;
  const band =
    NCA_MINIMUM_EXPENSE_NORMS.find((b) => b.toCents === null || monthlyGrossIncomeCents <= b.toCents) ??
    NCA_MINIMUM_EXPENSE_NORMS[NCA_MINIMUM_EXPENSE_NORMS.length - 1]!;
  // Integer arithmetic: cents x basis points / 10 000, rounded half-up.
  const above = monthlyGrossIncomeCents - band.fromCents;
  return band.fixedCents + Math.floor((above * band.basisPoints + 5_000) / 10_000);
}
