import type { AffordabilityAnalysis } from '#schemas/analyses';
import { instalmentOf, revetOutcome, type LoanTerms } from './revet-outcome.ts';

const NO_TERMS: LoanTerms = { installment_value: null, loan_amount: null, effective_interest_rate: null, number_of_installments: null, loan_duration: null };
const withInstalment = (rand: number): LoanTerms => ({ ...NO_TERMS, installment_value: rand });

function affordability(months: number[], average?: number): AffordabilityAnalysis {
  return {
    monthly_affordability: months.map((amount, index) => ({
      year: 2026,
      month: index + 1,
      primary_income: 20000,
      secondary_income: 0,
      non_discretionary_expenses: 10000,
      discretionary_expenses: 5000,
      affordability_amount: amount,
      full_month: true,
    })),
    average_full_month_affordability: average ?? months.reduce((sum, amount) => sum + amount, 0) / Math.max(1, months.length),
  };
}

const calm = { returned_debit_orders_insights: { last_month_count: 0, last_3_months_count: 0, last_6_months_count: 0, last_12_months_count: 0, monthly_average_debit_order_value: 0 }, gambling_insights: { monthly_gambling_analysis: [], monthly_average_gambling_spend: 0, monthly_average_gambling_proportion: 0 } };

describe('the instalment', () => {
  it('is the given instalment, else the annuity of the loan, else none', () => {
    expect(instalmentOf(withInstalment(1500))).toBe(1500);
    // R 10 000 over 12 months at 24 % a year: 945.60 a month.
    expect(instalmentOf({ ...NO_TERMS, loan_amount: 10000, effective_interest_rate: 24, number_of_installments: 12 })).toBeCloseTo(945.6, 2);
    expect(instalmentOf({ ...NO_TERMS, loan_amount: 12000, loan_duration: 12 })).toBe(1000);
    expect(instalmentOf({ ...NO_TERMS, loan_amount: 12000 })).toBeNull();
    expect(instalmentOf(NO_TERMS)).toBeNull();
  });
});

describe('the outcome', () => {
  it('is none without terms to compare', () => {
    expect(revetOutcome({ terms: NO_TERMS, affordability: affordability([3000, 3000, 3000]), risk: calm })).toBeNull();
  });

  it('is GREEN when the instalment fits every recent month with 20 % to spare on average', () => {
    expect(revetOutcome({ terms: withInstalment(2400), affordability: affordability([3000, 3000, 3000]), risk: calm })).toMatchObject({ outcome: 'GREEN', reason_for_decline: null, average_affordability: 3000, lowest_recent_affordability: 3000 });
  });

  it('is AMBER just above 80 % of the average, or when one recent month is too short', () => {
    expect(revetOutcome({ terms: withInstalment(2400.01), affordability: affordability([3000, 3000, 3000]), risk: calm })?.outcome).toBe('AMBER');
    expect(revetOutcome({ terms: withInstalment(2000), affordability: affordability([4000, 4000, 1900]), risk: calm })?.outcome).toBe('AMBER');
  });

  it('is RED above the average, exactly at it AMBER', () => {
    expect(revetOutcome({ terms: withInstalment(3000), affordability: affordability([3000, 3000, 3000]), risk: calm })?.outcome).toBe('AMBER');
    const red = revetOutcome({ terms: withInstalment(3000.01), affordability: affordability([3000, 3000, 3000]), risk: calm });
    expect(red?.outcome).toBe('RED');
    expect(red?.reason_for_decline).toBe('The instalment of R 3 000.01 is more than the average affordable amount of R 3 000.00 a month over 3 full month(s).');
  });

  it('is RED without a full month, or with nothing left over', () => {
    const partial = affordability([3000]);
    partial.monthly_affordability[0]!.full_month = false;
    expect(revetOutcome({ terms: withInstalment(100), affordability: partial, risk: calm })).toMatchObject({ outcome: 'RED', reason_for_decline: expect.stringContaining('Less than one full month') });
    expect(revetOutcome({ terms: withInstalment(100), affordability: null, risk: null })?.outcome).toBe('RED');
    expect(revetOutcome({ terms: withInstalment(100), affordability: affordability([-500, -200, 0]), risk: calm })).toMatchObject({ outcome: 'RED', reason_for_decline: expect.stringContaining('Nothing is left') });
  });

  it('turns GREEN into AMBER on returned debit orders or gambling, never RED into anything else', () => {
    const returned = { ...calm, returned_debit_orders_insights: { ...calm.returned_debit_orders_insights, last_3_months_count: 2 } };
    const gambler = { ...calm, gambling_insights: { ...calm.gambling_insights, monthly_average_gambling_proportion: 0.1 } };
    expect(revetOutcome({ terms: withInstalment(1000), affordability: affordability([3000, 3000, 3000]), risk: returned })).toMatchObject({ outcome: 'AMBER', risk_signals: ['2 returned debit orders in the last 3 months'] });
    expect(revetOutcome({ terms: withInstalment(1000), affordability: affordability([3000, 3000, 3000]), risk: gambler })).toMatchObject({ outcome: 'AMBER', risk_signals: ['gambling of 10 % of salary on average'] });
    expect(revetOutcome({ terms: withInstalment(5000), affordability: affordability([3000, 3000, 3000]), risk: gambler })?.outcome).toBe('RED');
  });

  it('looks at the last three full months for the lowest, in calendar order', () => {
    // January is short but older than the last three.
    expect(revetOutcome({ terms: withInstalment(2000), affordability: affordability([500, 3000, 3000, 3000], 3000), risk: calm })?.outcome).toBe('GREEN');
  });
});
