import {
  AffordabilityAnalysisSchema,
  ExpenseInsightsSchema,
  HealthScoreSchema,
  IncomeAnalysisSchema,
  LiquidityScoreSchema,
  RiskInsightsSchema,
  StatementAnalysisSchema,
} from '#schemas/analyses';
import { DomainError } from '#schemas/errors';
import { analyseAll, assertAnalysable, HEALTH_WEIGHTS, minimumExpenseNormCents, type Analyses } from './index.ts';
import { dayOf, easterSunday, isoDate, publicHolidays, sastDay } from './calendar.ts';
import { analyseIncome, usualDayOfMonth } from './income.ts';
import { prepare } from './prepare.ts';
import { Fixture, SALARY_DATES_2025, salaried } from './fixtures.ts';
import type { AccountPeriod, AnalysisInput } from '../bank-data.ts';

const AS_OF = '2025-06-30T18:00:00+02:00';

function parseAll(result: Analyses): Analyses {
  return {
    affordability: AffordabilityAnalysisSchema.parse(result.affordability),
    income_analysis: IncomeAnalysisSchema.parse(result.income_analysis),
    risk_insights: RiskInsightsSchema.parse(result.risk_insights),
    liquidity_score: LiquidityScoreSchema.parse(result.liquidity_score),
    expense_insights: ExpenseInsightsSchema.parse(result.expense_insights),
    health_score: HealthScoreSchema.parse(result.health_score),
    statement_summary: StatementAnalysisSchema.parse(result.statement_summary),
  };
}

function errorCode(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e.code;
    throw e;
  }
  return undefined;
}

describe('NCA minimum expense norms (regulation 23A, Table 1)', () => {
  it('follows the fixed factor + percentage above the band minimum, continuous at the band edges', () => {
    expect(minimumExpenseNormCents(0)).toBe(0);
    expect(minimumExpenseNormCents(50_000)).toBe(50_000); // R500: 100% in band 1
    expect(minimumExpenseNormCents(80_000)).toBe(80_000); // R800
    expect(minimumExpenseNormCents(500_000)).toBe(108_350); // R5 000: 800 + 6.75% x 4 200 = 1 083.50
    expect(minimumExpenseNormCents(625_000)).toBe(116_788); // R6 250
    expect(minimumExpenseNormCents(2_000_000)).toBe(240_538); // R20 000: 1 167.88 + 9% x 13 750
    expect(minimumExpenseNormCents(2_500_000)).toBe(285_538); // R25 000
    expect(minimumExpenseNormCents(5_000_000)).toBe(490_538); // R50 000
    expect(minimumExpenseNormCents(10_000_000)).toBe(828_038); // R100 000: 4 905.38 + 6.75% x 50 000
  });
});

describe('calendar', () => {
  it('computes Easter and the South African public holidays, with the Sunday rule', () => {
    expect(isoDate(easterSunday(2024))).toBe('2024-03-31');
    expect(isoDate(easterSunday(2025))).toBe('2025-04-20');
    expect(isoDate(easterSunday(2026))).toBe('2026-04-05');
    const h2025 = [...publicHolidays(2025)].map(isoDate).sort();
    expect(h2025).toEqual(expect.arrayContaining(['2025-04-18', '2025-04-21', '2025-03-21', '2025-12-16']));
    expect(publicHolidays(2023).has(dayOf(2023, 1, 2))).toBe(true); // New Year's Day on a Sunday
    expect(publicHolidays(2024).has(dayOf(2024, 5, 29))).toBe(true); // election day
  });

  it('dates in South African time', () => {
    expect(isoDate(sastDay('2025-01-31T23:30:00Z'))).toBe('2025-02-01');
  });
});

describe('preconditions', () => {
  const span = (first: string, last: string) =>
    new Fixture()
      .tx({ date: first, amount: -10, label: 'Groceries' })
      .tx({ date: last, amount: -10, label: 'Groceries' })
      .build('2026-01-01T00:00:00+02:00');

  it('refuses no transactions with no_transactions_found', () => {
    expect(errorCode(() => assertAnalysable(new Fixture().account('acc1').build(AS_OF)))).toBe('no_transactions_found');
    expect(errorCode(() => analyseAll(new Fixture().account('acc1').build(AS_OF)))).toBe('no_transactions_found');
  });

  it('needs one calendar month counted inclusively', () => {
    expect(errorCode(() => assertAnalysable(span('2025-01-01', '2025-01-30')))).toBe('1_month_transaction_error');
    expect(errorCode(() => assertAnalysable(span('2025-01-01', '2025-01-31')))).toBeUndefined();
    expect(errorCode(() => assertAnalysable(span('2025-01-15', '2025-02-14')))).toBeUndefined();
    expect(errorCode(() => assertAnalysable(span('2025-01-15', '2025-02-13')))).toBe('1_month_transaction_error');
    expect(errorCode(() => assertAnalysable(span('2025-02-01', '2025-02-28')))).toBeUndefined();
  });

  it('ignores transactions after asOf', () => {
    const input = span('2025-01-01', '2025-03-01');
    input.asOf = new Date('2025-01-20T00:00:00+02:00');
    expect(errorCode(() => assertAnalysable(input))).toBe('1_month_transaction_error');
  });
});

describe('a salary of R25 000 on the 25th for six months', () => {
  const input = salaried().build(AS_OF);
  const result = parseAll(analyseAll(input, { accountHolderEmail: 'thabo@example.com' }));

  it('finds monthly pay, strike date 25 despite weekend pay days, and high scores', () => {
    const income = result.income_analysis;
    expect(income.income_indicator).toBe('monthly');
    expect(income.strike_date).toBe(25);
    expect(income.consistency_score).toBe(100);
    expect(income.regularity_score).toBe(100);
    expect(income.longevity_score).toBe(50); // 6 of 12 months observed
    expect(income.income_month_breaks).toBe(0);
    expect(income.months_back).toBe(6);
    expect(income.income_heatmap).toHaveLength(6);
    expect(income.income_heatmap![0]).toEqual({ year: 2025, month: 1, day: 24, amount: 25000, count: 1 });
  });

  it('predicts the next pay date, moved back off weekends', () => {
    const detail = analyseIncome(prepare(input));
    expect(detail.nextPayDate).toBe('2025-07-25'); // a Friday
    const octInput = salaried().build('2025-09-26T12:00:00+02:00');
    // 25 October 2025 is a Saturday: paid Friday the 24th.
    expect(analyseIncome(prepare(octInput)).nextPayDate).toBe('2025-10-24');
  });

  it('computes affordability per month as income − committed − max(living, norm)', () => {
    const a = result.affordability;
    expect(a.monthly_affordability).toHaveLength(6);
    expect(a.monthly_affordability.every((m) => m.full_month)).toBe(true);
    expect(a.monthly_affordability[0]).toEqual({
      year: 2025,
      month: 1,
      primary_income: 25000,
      secondary_income: 0,
      non_discretionary_expenses: 15000,
      discretionary_expenses: 500,
      affordability_amount: 10000, // 25 000 − 3 000 − max(12 000, 2 855.38)
      full_month: true,
    });
    expect(a.monthly_affordability[5]!.affordability_amount).toBe(9900); // R100 fee in June
    expect(a.average_full_month_primary_income).toBe(25000);
    expect(a.average_full_month_affordability).toBe(9983.33);
  });

  it('summarises the statement', () => {
    const s = result.statement_summary;
    expect(s.primary_income).toBe(25000);
    expect(s.primary_income_day).toBe(25);
    expect(s.account_holder_name).toBe('T Mokoena');
    expect(s.account_holder_email).toBe('thabo@example.com');
    const acc = s.accounts_summary[0]!;
    expect(acc.opening_balance).toBe(5000);
    expect(acc.closing_balance).toBe(5000 + 6 * 9500 - 100);
    expect(acc.credit_count).toBe(6);
    expect(acc.total_credit_amount).toBe(150000);
    expect(acc.statement_start_date).toBe('2025-01-01');
    expect(acc.statement_end_date).toBe('2025-06-30');
  });

  it('ranks expenses and splits them', () => {
    const e = result.expense_insights;
    expect(e.unique_months).toBe(6);
    expect(e.top_expense_amounts[0]).toEqual({ label: 'Rent', amount: 48000, average_monthly_spend: 8000, percentage_of_total_spend: 51.56 }); // 48 000 of 93 100
    expect(e.spend_split.discretionary_spend_percentage).toBe(3.22); // 3 000 of 93 100
  });

  it('forecasts 90 days of balance and scores liquidity', () => {
    const l = result.liquidity_score;
    expect(l.start_date).toBe('2025-06-30');
    expect(l.end_date).toBe('2025-09-28');
    expect(l.balance_forecast).toHaveLength(90);
    expect(l.balance_forecast![0]!.date).toBe('2025-07-01');
    for (const key of ['30_day_liquidity_score', '60_day_liquidity_score', '90_day_liquidity_score'] as const) {
      expect(l[key]).toBeGreaterThan(50);
      expect(l[key]).toBeLessThanOrEqual(100);
    }
  });

  it('scores health with weights that sum to 1', () => {
    expect(Object.values(HEALTH_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    const h = result.health_score;
    expect(h.income_score).toBe(83.33);
    expect(h.final_score).toBeGreaterThan(50);
    expect(result.risk_insights.risk_insights.net_saver_spender_insights?.net_saver_spender).toBe('net_saver');
  });

  it('is deterministic', () => {
    expect(JSON.stringify(analyseAll(salaried().build(AS_OF), { accountHolderEmail: 'thabo@example.com' }))).toBe(JSON.stringify(result));
  });
});

describe('the NCA norm as a floor at low income', () => {
  it('uses the norm when expenses shown are below it', () => {
    const f = new Fixture().account('acc1', 0);
    f.monthly('2025-01', 3, 28, { amount: 5000, label: 'Salaries and Wages', description: 'SPAR STAFF WAGES' });
    f.monthly('2025-01', 3, 2, { amount: -500, label: 'Groceries', description: 'SHOPRITE' });
    f.tx({ date: '2025-01-01', amount: -50, label: 'Cellular Data Purchase' });
    f.tx({ date: '2025-03-31', amount: -50, label: 'Cellular Data Purchase' });
    const a = parseAll(analyseAll(f.build('2025-04-01T00:00:00+02:00'))).affordability;
    // Norm for R5 000: 800 + 6.75% x 4 200 = 1 083.50 > R550 shown in January.
    expect(a.monthly_affordability[0]!.affordability_amount).toBe(3916.5);
    expect(a.monthly_affordability[1]!.affordability_amount).toBe(3916.5);
  });
});

describe('a gambler', () => {
  it('reports gambling per month as a share of income', () => {
    const f = new Fixture().account('acc1', 1000);
    f.monthly('2025-01', 3, 25, { amount: 10000, label: 'Salaries and Wages', description: 'MINE CO SALARY' });
    f.monthly('2025-01', 3, 26, { amount: -1500, label: 'Gambling', description: 'BETWAY' });
    f.monthly('2025-01', 3, 27, { amount: -1000, label: 'Gambling', description: 'HOLLYWOODBETS' });
    f.tx({ date: '2025-01-01', amount: -100, label: 'Groceries' }).tx({ date: '2025-03-31', amount: -100, label: 'Groceries' });
    const result = parseAll(analyseAll(f.build('2025-03-31T20:00:00+02:00')));
    const g = result.risk_insights.risk_insights.gambling_insights;
    expect(g.monthly_gambling_analysis.map((m) => m.gambling_proportion)).toEqual([0.25, 0.25, 0.25]);
    expect(g.monthly_average_gambling_spend).toBe(2500);
    expect(g.monthly_average_gambling_proportion).toBe(0.25);
    expect(g.monthly_gambling_analysis[0]!.total_salary_amount).toBe(10000);
    // Discretionary share 7 500 of 7 700, and 200 x 0.25 off for gambling: floored at 0.
    expect(result.health_score.expense_score).toBe(0);
  });
});

describe('an overdrawn account', () => {
  it('counts days ending below zero, ignoring credit-card accounts', () => {
    const f = new Fixture().account('chq', 1000).account('card', -2000, { account_type: 'credit_card', account_name: 'Credit card' });
    f.tx({ account: 'chq', date: '2025-03-01', amount: -100, label: 'Groceries' });
    f.tx({ account: 'chq', date: '2025-03-10', amount: -1500, label: 'Rent' }); // 900 − 1 500 = −600
    f.tx({ account: 'chq', date: '2025-03-15', amount: 2000, label: 'Salaries and Wages' }); // back to 1 400
    f.tx({ account: 'chq', date: '2025-03-31', amount: -50, label: 'Bank Charges and Fees' });
    f.tx({ account: 'card', date: '2025-03-05', amount: -100, label: 'Clothing' });
    const o = parseAll(analyseAll(f.build('2025-04-01T00:00:00+02:00'))).risk_insights.risk_insights.overdraft_insights;
    expect(o.monthly_overdraft_analysis).toEqual([{ year: 2025, month: 3, days_in_overdraft: 5 }]); // 10-14 March
    expect(o.total_days_in_overdraft).toBe(5);
    expect(o.total_proportion_of_days_in_overdraft).toBe(0.1613); // 5 / 31
  });

  it('reconstructs balances when the source gives none', () => {
    const f = new Fixture().account('chq', 100);
    f.tx({ date: '2025-03-01', amount: -200, label: 'Groceries', noBalance: true }); // −100
    f.tx({ date: '2025-03-03', amount: 500, label: 'Other Income', noBalance: true }); // 400
    f.tx({ date: '2025-03-31', amount: -10, label: 'Bank Charges and Fees', noBalance: true });
    const o = parseAll(analyseAll(f.build('2025-04-01T00:00:00+02:00'))).risk_insights.risk_insights.overdraft_insights;
    expect(o.total_days_in_overdraft).toBe(2); // 1 and 2 March
  });
});

describe('own-account transfers', () => {
  it('are neither income nor expense', () => {
    const f = new Fixture().account('chq', 10000).account('sav', 0, { account_type: 'savings', account_name: 'Savings' });
    f.monthly('2025-01', 2, 25, { account: 'chq', amount: 20000, label: 'Salaries and Wages', description: 'ACME SALARY' });
    f.tx({ account: 'chq', date: '2025-01-01', amount: -1000, label: 'Groceries' });
    f.tx({ account: 'chq', date: '2025-01-26', amount: -5000, label: 'Bank Transfer', description: 'TRF TO SAVINGS' });
    f.tx({ account: 'sav', date: '2025-01-27', amount: 5000, label: 'Savings Transfer', description: 'TRF FROM CHEQUE' });
    f.tx({ account: 'sav', date: '2025-02-10', amount: -2000, label: 'Bank Transfer', description: 'TRF TO CHEQUE' });
    f.tx({ account: 'chq', date: '2025-02-10', amount: 2000, label: 'Bank Transfer', description: 'TRF FROM SAVINGS' });
    f.tx({ account: 'chq', date: '2025-02-12', amount: -700, label: 'Bank Transfer', description: 'PAYMENT TO J SMITH' }); // a third party
    f.tx({ account: 'chq', date: '2025-02-28', amount: -1000, label: 'Groceries' });
    const result = parseAll(analyseAll(f.build('2025-02-28T20:00:00+02:00')));
    const labels = Object.fromEntries(result.expense_insights.top_expense_amounts.map((e) => [e.label, e.amount]));
    expect(labels).toEqual({ Groceries: 2000, 'Bank Transfer': 700 });
    expect(result.affordability.monthly_affordability.map((m) => m.secondary_income)).toEqual([0, 0]);
    expect(result.affordability.monthly_affordability.map((m) => m.primary_income)).toEqual([20000, 20000]);
    // The statement still shows them.
    expect(result.statement_summary.accounts_summary.find((s) => s.account === 'sav')!.total_transactions).toBe(2);
  });
});

describe('pay frequencies', () => {
  it('detects weekly wages on Fridays and moves the next one off Good Friday', () => {
    const f = new Fixture().account('acc1', 0);
    // Fridays from 7 Feb to 11 Apr 2025; the next Friday, 18 April, is Good Friday.
    for (let d = dayOf(2025, 2, 7); d <= dayOf(2025, 4, 11); d += 7) f.tx({ date: isoDate(d), amount: 1500, label: 'Salaries and Wages', description: 'BUILDIT WEEKLY WAGES' });
    f.tx({ date: '2025-02-03', amount: -100, label: 'Groceries' }).tx({ date: '2025-04-12', amount: -100, label: 'Groceries' });
    const input = f.build('2025-04-12T12:00:00+02:00');
    const result = parseAll(analyseAll(input));
    expect(result.income_analysis.income_indicator).toBe('weekly');
    expect(result.income_analysis.strike_date).toBeNull();
    expect(analyseIncome(prepare(input)).nextPayDate).toBe('2025-04-17');
  });

  it('detects fortnightly pay', () => {
    const f = new Fixture().account('acc1', 0);
    for (let d = dayOf(2025, 1, 3); d <= dayOf(2025, 3, 28); d += 14) f.tx({ date: isoDate(d), amount: 6000, label: 'Salaries and Wages', description: 'SECURICO PAYROLL' });
    f.tx({ date: '2025-01-01', amount: -100, label: 'Groceries' }).tx({ date: '2025-03-31', amount: -100, label: 'Groceries' });
    const result = parseAll(analyseAll(f.build('2025-03-31T20:00:00+02:00')));
    expect(result.income_analysis.income_indicator).toBe('fortnightly');
    expect(result.income_analysis.regularity_score).toBe(100);
  });

  it('reads a salary paid early in December (before the holidays) as monthly, over three months spanning it', () => {
    const f = new Fixture().account('acc1', 0);
    for (const date of ['2024-11-25', '2024-12-13', '2025-01-24']) f.tx({ date, amount: 25_000, label: 'Salaries and Wages', description: 'ACME (PTY) LTD SALARY' });
    f.tx({ date: '2024-11-01', amount: -100, label: 'Groceries' }).tx({ date: '2025-01-31', amount: -100, label: 'Groceries' });
    const result = parseAll(analyseAll(f.build('2025-01-31T20:00:00+02:00')));
    expect(result.income_analysis.income_indicator).toBe('monthly');
    expect(result.income_analysis.regularity_score).toBe(100);
  });

  it('does not read a short interval away from December as monthly', () => {
    const f = new Fixture().account('acc1', 0);
    for (const date of ['2025-02-25', '2025-03-12', '2025-04-25']) f.tx({ date, amount: 25_000, label: 'Salaries and Wages', description: 'ACME (PTY) LTD SALARY' });
    f.tx({ date: '2025-02-01', amount: -100, label: 'Groceries' }).tx({ date: '2025-04-30', amount: -100, label: 'Groceries' });
    const result = parseAll(analyseAll(f.build('2025-04-30T20:00:00+02:00')));
    expect(result.income_analysis.income_indicator).not.toBe('monthly');
  });

  it('recognises SASSA grants by label and calendar', () => {
    const f = new Fixture().account('acc1', 0);
    for (const date of ['2025-01-03', '2025-02-04', '2025-03-04', '2025-04-03']) f.tx({ date, amount: 2315, label: 'Social Security Income', description: 'SASSA OLD AGE GRANT' });
    f.tx({ date: '2025-01-01', amount: -100, label: 'Groceries' }).tx({ date: '2025-04-30', amount: -100, label: 'Groceries' });
    const result = parseAll(analyseAll(f.build('2025-04-30T20:00:00+02:00')));
    expect(result.income_analysis.income_indicator).toBe('grant');
    expect(result.risk_insights.risk_insights.ssi_insights?.monthly_average_ssi).toBe(2315);
    expect(result.statement_summary.primary_income).toBe(2315);
  });

  it('finds the nominal pay day behind weekend and holiday moves', () => {
    // Paid on the 25th, or the Friday before when the 25th is a weekend.
    expect(usualDayOfMonth(SALARY_DATES_2025.map((d) => sastDay(`${d}T08:00:00+02:00`)), 'before')).toBe(25);
    // Month-end pay: 31 Jan, Fri 28 Feb, Mon 31 Mar, Wed 30 Apr.
    const monthEnd = ['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30'].map((d) => sastDay(`${d}T08:00:00+02:00`));
    expect(usualDayOfMonth(monthEnd, 'before')).toBe(31);
  });
});

describe('once-off payments and income as a whole', () => {
  const ASOF = '2025-06-30T20:00:00+02:00';
  const monthly = (result: ReturnType<typeof parseAll>) =>
    result.affordability.monthly_affordability.map((m) => ({ month: m.month, primary: m.primary_income, secondary: m.secondary_income }));

  it('a named 13th cheque is income of its month but not primary income, and leaves the salary steady', () => {
    const f = salaried().tx({ date: '2025-06-13', amount: 25000, label: 'Salaries and Wages', description: 'ACME PTY LTD 13TH CHEQUE' });
    const result = parseAll(analyseAll(f.build(ASOF)));
    expect(monthly(result).map((m) => m.primary)).toEqual([25000, 25000, 25000, 25000, 25000, 25000]);
    expect(monthly(result)[5]!.secondary).toBe(25000);
    expect(result.income_analysis.consistency_score).toBe(100);
    expect(result.income_analysis.regularity_score).toBe(100);
    expect(result.income_analysis.income_indicator).toBe('monthly');
    expect(result.income_analysis.strike_date).toBe(25);
    expect(result.affordability.average_full_month_primary_income).toBe(25000);
  });

  it.each([
    ['a bonus', 'ACME PTY LTD BONUS DEC'],
    ['a leave payout', 'ACME PTY LTD LEAVE PAYOUT'],
    ['an unnamed second credit that doubles the month', 'ACME PTY LTD SALARY'],
  ])('%s paid with the salary is once-off', (_name, description) => {
    const f = salaried().tx({ date: '2025-06-25', time: '08:01', amount: 20000, label: 'Salaries and Wages', description });
    const detail = analyseIncome(prepare(f.build(ASOF)));
    expect(detail.primary?.onceOff.map((t) => t.src.description)).toEqual([description]);
    expect(detail.primaryByMonth).toEqual([2500000, 2500000, 2500000, 2500000, 2500000, 2500000]);
    expect(detail.secondaryByMonth[5]).toBe(2000000);
  });

  it('a salary paid on the 1st instead of the month end is late pay, not an extra', () => {
    const f = new Fixture().account('acc1', 0);
    for (const date of ['2025-01-31', '2025-02-28', '2025-04-01', '2025-04-30', '2025-05-30', '2025-06-30']) {
      f.tx({ date, amount: 25000, label: 'Salaries and Wages', description: 'ACME PTY LTD SALARY' });
    }
    f.tx({ date: '2025-01-01', amount: -100, label: 'Groceries' });
    const detail = analyseIncome(prepare(f.build(ASOF)));
    expect(detail.sources.flatMap((s) => s.onceOff)).toEqual([]);
    // March has no pay and April two: both April credits stay primary income.
    expect(detail.primaryByMonth).toEqual([2500000, 2500000, 0, 5000000, 2500000, 2500000]);
  });

  it('a "bonus" paid every month is pay, and so is an allowance paid with every salary', () => {
    const f = salaried();
    for (const date of SALARY_DATES_2025) {
      f.tx({ date, time: '08:01', amount: 2000, label: 'Salaries and Wages', description: 'ACME PTY LTD SALES BONUS' });
      f.tx({ date, time: '08:02', amount: 3000, label: 'Salaries and Wages', description: 'ACME PTY LTD TRAVEL ALLOWANCE' });
    }
    const detail = analyseIncome(prepare(f.build(ASOF)));
    expect(detail.sources.flatMap((s) => s.onceOff)).toEqual([]);
    expect(detail.primaryByMonth).toEqual(new Array(6).fill(3000000));
  });

  it('the fifth Friday of a month is weekly pay, not an extra', () => {
    const f = new Fixture().account('acc1', 0);
    for (let d = dayOf(2025, 1, 3); d <= dayOf(2025, 6, 27); d += 7) f.tx({ date: isoDate(d), amount: 1500, label: 'Salaries and Wages', description: 'BUILDIT WEEKLY WAGES' });
    f.tx({ date: '2025-01-01', amount: -100, label: 'Groceries' });
    const detail = analyseIncome(prepare(f.build(ASOF)));
    expect(detail.primary?.frequency).toBe('weekly');
    expect(detail.sources.flatMap((s) => s.onceOff)).toEqual([]);
  });

  it('several gig platforms are irregular income even when the largest pays weekly', () => {
    const f = new Fixture().account('acc1', 0);
    // Weekly platform: R1 200 every Friday. Two others on days of their own, R1 500 and R1 300 a go.
    for (let d = dayOf(2025, 1, 3); d <= dayOf(2025, 6, 27); d += 7) f.tx({ date: isoDate(d), amount: 1200, label: 'Business Income', description: 'UBER BV PAYOUT' });
    let i = 0;
    for (let d = dayOf(2025, 1, 2); d <= dayOf(2025, 6, 28); d += [9, 11, 10, 13][i++ % 4]!) f.tx({ date: isoDate(d), amount: 1500, label: 'Business Income', description: 'MR D FOOD EARNINGS' });
    for (let d = dayOf(2025, 1, 6); d <= dayOf(2025, 6, 28); d += [12, 8, 15][i++ % 3]!) f.tx({ date: isoDate(d), amount: 1300, label: 'Business Income', description: 'BOLT OPERATIONS OU' });
    const input = f.build(ASOF);
    const detail = analyseIncome(prepare(input));
    expect(detail.primary?.payee).toBe('UBER BV PAYOUT');
    expect(detail.primary?.frequency).toBe('weekly');
    const income = parseAll(analyseAll(input)).income_analysis;
    expect(income.income_indicator).toBe('irregular');
    expect(income.strike_date).toBeNull();
    expect(income.next_pay_date).toBeNull();
  });

  it('a salary with a small side income stays monthly', () => {
    const f = salaried();
    for (let d = dayOf(2025, 1, 4); d <= dayOf(2025, 6, 28); d += 7) f.tx({ date: isoDate(d), amount: 400, label: 'Business Income', description: 'YOCO SETTLEMENT' });
    const income = parseAll(analyseAll(f.build(ASOF))).income_analysis;
    expect(income.income_indicator).toBe('monthly');
    expect(income.strike_date).toBe(25);
  });
});

describe('returned debit orders', () => {
  it('counts events in the 1, 3, 6 and 12 months before asOf, a debit and its reversal once', () => {
    const f = new Fixture().account('acc1', 5000);
    f.tx({ date: '2024-07-01', amount: -10, label: 'Groceries' });
    f.tx({ date: '2024-12-20', amount: 450, label: 'Returned Debit Order', description: 'UNPAID DEBIT ORDER' });
    f.tx({ date: '2025-04-15', amount: -450, label: 'Returned Debit Order', description: 'INSURER DEBIT ORDER' });
    f.tx({ date: '2025-04-16', amount: 450, label: 'Returned Debit Order', description: 'INSURER UNPAID' });
    f.tx({ date: '2025-06-10', amount: 300, label: 'Returned Debit Order', description: 'UNPAID' });
    f.tx({ date: '2025-06-30', amount: -10, label: 'Groceries' });
    const r = parseAll(analyseAll(f.build(AS_OF))).risk_insights.risk_insights.returned_debit_orders_insights;
    expect([r.last_month_count, r.last_3_months_count, r.last_6_months_count, r.last_12_months_count]).toEqual([1, 2, 2, 3]);
    expect(r.monthly_average_debit_order_value).toBe(100); // 1 200 over 12 months
  });
});

describe('liquidity', () => {
  it('projects detected debit orders from the current balance', () => {
    const f = new Fixture().account('acc1', 13000);
    f.monthly('2025-04', 3, 5, { amount: -1000, label: 'Life Insurance', description: 'OLD MUTUAL LIFE' });
    f.tx({ date: '2025-04-10', amount: -1, label: 'Bank Charges and Fees' }).tx({ date: '2025-06-30', amount: 1, label: 'Refund' });
    const l = parseAll(analyseAll(f.build(AS_OF))).liquidity_score;
    // Balance 10 000; everyday spend R1 over the 87 days from 5 April (1.15 cents a day); July's debit order on the 5th.
    expect(l.balance_forecast![3]!.date).toBe('2025-07-04');
    expect(l.balance_forecast![4]).toEqual({ date: '2025-07-05', balance: 8999.94, forecast: true });
    expect(l['30_day_liquidity_score']).toBe(100);
  });

  it('draws the balance history: both cheque accounts end of day for the last 90 days, carried over quiet days, without the credit card', () => {
    const f = new Fixture().account('acc1', 1000).account('acc2', 200).account('card', 0, { account_type: 'credit card', account_name: 'Credit card' });
    f.tx({ date: '2025-01-10', amount: -100, label: 'Groceries' });
    f.tx({ date: '2025-04-15', amount: -50, label: 'Groceries', time: '09:00' }).tx({ date: '2025-04-15', amount: 20, label: 'Refund', time: '17:00' });
    f.tx({ date: '2025-05-20', amount: 300, label: 'Transfer', account: 'acc2' });
    f.tx({ date: '2025-06-10', amount: -5000, label: 'Groceries', account: 'card' });
    f.tx({ date: '2025-06-30', amount: -1, label: 'Bank Charges and Fees' });
    const history = parseAll(analyseAll(f.build(AS_OF))).liquidity_score.balance_history!;
    expect(history).toHaveLength(90);
    expect(history[0]).toEqual({ date: '2025-04-02', balance: 1100, forecast: false });
    const on = (date: string) => history.find((point) => point.date === date)?.balance;
    expect([on('2025-04-14'), on('2025-04-15'), on('2025-05-19'), on('2025-05-20'), on('2025-06-29'), on('2025-06-30')]).toEqual([1100, 1070, 1070, 1370, 1370, 1369]);
  });

  it('scores an applicant who runs out of money below 50', () => {
    const f = new Fixture().account('acc1', 500);
    for (let d = dayOf(2025, 4, 1); d <= dayOf(2025, 6, 29); d += 1) f.tx({ date: isoDate(d), amount: -5, label: 'Groceries' });
    f.tx({ date: '2025-06-30', amount: 100, label: 'Refund' });
    const l = parseAll(analyseAll(f.build(AS_OF))).liquidity_score;
    expect(l['30_day_liquidity_score']).toBeLessThan(100);
    expect(l['90_day_liquidity_score']).toBeLessThan(50);
  });
});

describe('accounts whose data do not overlap', () => {
  it('leave the months between them uncovered: no full month, kept out of the averages', () => {
    // One account's January export and another's August and September: nothing covers February to July.
    const f = new Fixture().account('fnb', 0).account('cap', 0);
    f.tx({ account: 'fnb', date: '2025-01-01', amount: 100, label: 'Bank Transfer' });
    f.tx({ account: 'fnb', date: '2025-01-25', amount: 18500, label: 'Salaries and Wages', description: 'ACME SALARY' });
    f.tx({ account: 'fnb', date: '2025-01-31', amount: -2000, label: 'Groceries' });
    f.tx({ account: 'cap', date: '2025-08-01', amount: 100, label: 'Bank Transfer' });
    f.monthly('2025-08', 2, 25, { account: 'cap', amount: 18500, label: 'Salaries and Wages', description: 'ACME SALARY' });
    f.tx({ account: 'cap', date: '2025-09-30', amount: -2000, label: 'Groceries' });
    const { affordability } = parseAll(analyseAll(f.build('2025-09-30T20:00:00+02:00')));
    const full = affordability.monthly_affordability.filter((m) => m.full_month).map((m) => m.month);
    expect(full).toEqual([1, 8, 9]);
    const fullMonths = affordability.monthly_affordability.filter((m) => m.full_month);
    const mean = fullMonths.reduce((sum, m) => sum + m.affordability_amount, 0) / fullMonths.length;
    expect(affordability.average_full_month_affordability).toBeCloseTo(mean, 2);
  });

  it('cover the days between them together where one account ends and the next begins', () => {
    // An old account to 14 February, its successor from the 15th: February is covered.
    const f = new Fixture().account('old', 0).account('new', 0);
    f.tx({ account: 'old', date: '2025-01-01', amount: 100, label: 'Bank Transfer' });
    f.tx({ account: 'old', date: '2025-02-14', amount: -50, label: 'Groceries' });
    f.tx({ account: 'new', date: '2025-02-15', amount: 100, label: 'Bank Transfer' });
    f.tx({ account: 'new', date: '2025-03-31', amount: -50, label: 'Groceries' });
    const { affordability } = parseAll(analyseAll(f.build('2025-03-31T20:00:00+02:00')));
    expect(affordability.monthly_affordability.map((m) => m.full_month)).toEqual([true, true, true]);
  });

  it('leave a month full where any one account covers it', () => {
    const f = new Fixture().account('chq', 0).account('sav', 0, { account_type: 'savings', account_name: 'Savings' });
    f.monthly('2025-01', 3, 25, { account: 'chq', amount: 20000, label: 'Salaries and Wages', description: 'ACME SALARY' });
    f.tx({ account: 'chq', date: '2025-01-01', amount: -100, label: 'Groceries' });
    f.tx({ account: 'chq', date: '2025-03-31', amount: -100, label: 'Groceries' });
    f.tx({ account: 'sav', date: '2025-02-10', amount: 500, label: 'Savings Transfer' });
    const { affordability } = parseAll(analyseAll(f.build('2025-03-31T20:00:00+02:00')));
    expect(affordability.monthly_affordability.map((m) => m.full_month)).toEqual([true, true, true]);
  });
});

describe("statements' printed periods", () => {
  // A statement of 1 April to 30 June whose rows run from the 3rd of April to the 27th of June.
  const statement = () => {
    const f = new Fixture().account('chq', 1000).account('sav', 0, { account_type: 'savings', account_name: 'Savings' });
    f.tx({ account: 'chq', date: '2025-04-03', amount: -150, label: 'Groceries' });
    f.monthly('2025-04', 3, 25, { account: 'chq', amount: 18500, label: 'Salaries and Wages', description: 'ACME SALARY' });
    f.tx({ account: 'chq', date: '2025-06-27', amount: -400, label: 'Groceries' });
    return f;
  };
  const withPeriods = (input: AnalysisInput, periods: AccountPeriod[]): AnalysisInput => ({ ...input, periods });
  const fullMonths = (input: AnalysisInput) => parseAll(analyseAll(input)).affordability.monthly_affordability.map((m) => m.full_month);

  it("widen their own account's days, up to asOf: every month of the period is full", () => {
    const input = statement().build('2025-06-30T23:59:59+02:00');
    expect(fullMonths(input)).toEqual([false, true, false]);
    const result = parseAll(analyseAll(withPeriods(input, [{ account_id: 'chq', start: '2025-04-01', end: '2025-06-30' }])));
    expect(result.affordability.monthly_affordability.map((m) => m.full_month)).toEqual([true, true, true]);
    expect(result.affordability.average_full_month_primary_income).toBe(18500);
    expect(result.statement_summary.accounts_summary[0]).toMatchObject({ statement_start_date: '2025-04-01', statement_end_date: '2025-06-30' });
  });

  it('count no day after asOf (the worker\'s asOf is the last row: the last month stays partial), and no period that is not two ordered dates', () => {
    const input = statement().build('2025-06-27T23:59:59+02:00');
    const clipped = parseAll(analyseAll(withPeriods(input, [{ account_id: 'chq', start: '2025-04-01', end: '2025-06-30' }])));
    expect(clipped.affordability.monthly_affordability.map((m) => m.full_month)).toEqual([true, true, false]);
    expect(clipped.statement_summary.accounts_summary[0]!.statement_end_date).toBe('2025-06-27');
    const nonsense = [
      { account_id: 'chq', start: '2025-06-30', end: '2025-04-01' },
      { account_id: 'chq', start: '1 April', end: '2025-06-30' },
      { account_id: 'chq', start: '2025-03-31', end: '2025-06-31' },
    ];
    expect(fullMonths(withPeriods(input, nonsense))).toEqual([false, true, false]);
  });

  it("stand only beside their own account's rows: another account's, a rowless account's or a far period widens nothing", () => {
    const input = statement().build('2025-06-27T23:59:59+02:00');
    // The savings account has no rows: its statement of April to June covers nothing.
    expect(fullMonths(withPeriods(input, [{ account_id: 'sav', start: '2025-04-01', end: '2025-06-30' }]))).toEqual([false, true, false]);
    // A cheque statement of January, months before its rows, says nothing of April.
    expect(fullMonths(withPeriods(input, [{ account_id: 'chq', start: '2025-01-01', end: '2025-01-31' }]))).toEqual([false, true, false]);
    // The rowless savings account's own summary shows its own statement's days, nothing of the cheque account's.
    const dormant = parseAll(analyseAll(withPeriods(input, [{ account_id: 'sav', start: '2025-03-01', end: '2025-03-31' }]))).statement_summary;
    expect(dormant.accounts_summary.map((a) => [a.account, a.statement_start_date, a.statement_end_date])).toEqual([
      ['chq', '2025-04-03', '2025-06-27'],
      ['sav', '2025-03-01', '2025-03-31'],
    ]);
    const f = statement();
    f.tx({ account: 'sav', date: '2025-05-10', amount: 500, label: 'Savings Transfer' });
    const summary = parseAll(analyseAll(withPeriods(f.build('2025-06-27T23:59:59+02:00'), [{ account_id: 'sav', start: '2025-05-01', end: '2025-05-31' }]))).statement_summary;
    expect(summary.accounts_summary.map((a) => [a.statement_start_date, a.statement_end_date])).toEqual([
      ['2025-04-03', '2025-06-27'],
      ['2025-05-01', '2025-05-31'],
    ]);
  });

  it("chain in either direction: a rowless statement before the one that meets the rows widens the account's days too", () => {
    const input = statement().build('2025-06-27T23:59:59+02:00');
    const chained = [
      { account_id: 'chq', start: '2025-03-01', end: '2025-03-31' },
      { account_id: 'chq', start: '2025-04-01', end: '2025-04-30' },
    ];
    for (const periods of [chained, [...chained].reverse()]) {
      const summary = parseAll(analyseAll(withPeriods(input, periods))).statement_summary;
      expect(summary.accounts_summary[0]!.statement_start_date).toBe('2025-03-01');
    }
  });

  it('leave the precondition to the rows: a month-long statement whose rows span less than a month is short of history', () => {
    const f = new Fixture().account('chq', 1000);
    f.tx({ account: 'chq', date: '2025-04-03', amount: 18500, label: 'Salaries and Wages', description: 'ACME SALARY' });
    f.tx({ account: 'chq', date: '2025-04-28', amount: -400, label: 'Groceries' });
    const april = withPeriods(f.build('2025-04-30T23:59:59+02:00'), [{ account_id: 'chq', start: '2025-04-01', end: '2025-04-30' }]);
    expect(errorCode(() => assertAnalysable(april))).toBe('1_month_transaction_error');
    expect(errorCode(() => analyseAll(april))).toBe('1_month_transaction_error');
  });
});
