/**
 * The analyses against the seeded personas (functions/core/personas): for each kind of applicant, what a
 * credit analyst would expect the analyses to say, checked against the persona's `truth` (which
 * the generator measures from the transactions it wrote).
 *
 * The transactions carry their TRUE labels (source 'manual', confidence 1): these tests judge the
 * analyses, not the labeller. One test at the end runs the real labeller (the committed model)
 * and checks the lender-facing numbers barely move.
 *
 * Where the analyses and the persona truth (or the expectation in the brief these tests were
 * written from) disagree, the assertion is not loosened: the disagreement is kept as `it.todo`
 * with the numbers and the reason until it is decided. (The two there were — a 13th cheque
 * counted as salary, a gig worker's weekly platform read as weekly income — were decided in
 * income.ts: see the comments above those tests.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatePersona, type Persona, type PersonaKind } from '#core/personas/index';
import type { AnalysisInput, LabelledTransaction } from '../bank-data.ts';
import { DomainError } from '#schemas/errors';
import { normaliseUpload, toSastDateTime } from '../ingest.ts';
import { createLabeller, decodeModel, type LabellingModel } from '../labelling/index.ts';
import { analyseAll, assertAnalysable, type Analyses } from './index.ts';

const SEEDS = [1, 2, 3] as const;

/** End of the persona's last day (SAST): the analyses' "now". */
function asOfOf(persona: Persona): Date {
  return new Date(`${persona.truth.end_date}T23:59:59.999+02:00`);
}

/**
 * The core's AnalysisInput for a persona: ingested exactly as a BYOD upload is (normaliseUpload:
 * cents, SAST, stable ids, oldest first), each transaction then given its TRUE label.
 * normaliseUpload orders each account's rows by SAST datetime, then source order; the persona
 * rows are put in the same order to pair them, and every pair is checked (amount, description),
 * so a mismatch fails loudly instead of mislabelling silently.
 */
function truthLabelledInput(persona: Persona): AnalysisInput {
  const asOf = asOfOf(persona);
  const { accounts, transactions } = normaliseUpload(`persona-${persona.kind}-${persona.truth.seed}`, persona.accounts, asOf);
  const rows = persona.accounts.flatMap((account) =>
    account.transactions
      .map((row, index) => ({ row, index, datetime: toSastDateTime(row.datetime) }))
      .sort((a, b) => a.datetime.localeCompare(b.datetime) || a.index - b.index)
      .map(({ row }) => row),
  );
  if (rows.length !== transactions.length) throw new Error('persona rows and ingested transactions differ in number');
  const labelled: LabelledTransaction[] = transactions.map((transaction, i) => {
    const row = rows[i]!;
    if (Math.round(row.amount * 100) !== transaction.amount_cents || row.description !== transaction.description) {
      throw new Error(`persona row ${i} does not pair with ingested transaction ${transaction.id}`);
    }
    return { ...transaction, label: row.label, label_confidence: 1, label_source: 'manual' };
  });
  return { accounts, transactions: labelled, asOf };
}

const personas = new Map<string, Persona>();
const results = new Map<string, Analyses>();

function persona(kind: PersonaKind, seed: number, months?: number): Persona {
  const key = `${kind}|${seed}|${months ?? ''}`;
  let found = personas.get(key);
  if (!found) {
    found = generatePersona(kind, { seed, ...(months !== undefined ? { months } : {}) });
    personas.set(key, found);
  }
  return found;
}

function analysed(kind: PersonaKind, seed: number): Analyses {
  const key = `${kind}|${seed}`;
  let found = results.get(key);
  if (!found) {
    const input = truthLabelledInput(persona(kind, seed));
    assertAnalysable(input);
    found = analyseAll(input);
    results.set(key, found);
  }
  return found;
}

const risks = (a: Analyses) => a.risk_insights.risk_insights;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => sum(values) / values.length;

/**
 * truth.income_by_month (primary-income credits per month) restricted to the months the
 * analyses count as full (affordability's full_month): the same basis as the analyses'
 * "average over full months", so the two can be compared to the cent.
 */
function truthPrimaryByFullMonth(p: Persona, a: Analyses): number[] {
  const full = new Set(a.affordability.monthly_affordability.filter((m) => m.full_month).map((m) => `${m.year}-${String(m.month).padStart(2, '0')}`));
  return p.truth.income_by_month.filter((m) => full.has(m.month)).map((m) => m.income);
}

// Rounding: every monthly figure is rounded to the cent and the average again, so averages of
// the same cents agree within R0.01.
const CENT = 0.01 + 1e-9;

describe('salaried_monthly: one employer, paid monthly', () => {
  describe.each(SEEDS)('seed %i', (seed) => {
    const p = () => persona('salaried_monthly', seed);
    const a = () => analysed('salaried_monthly', seed);

    it('is read as monthly income, struck on the usual pay day', () => {
      expect(p().truth.pay_frequency).toBe('monthly');
      expect(a().income_analysis.income_indicator).toBe('monthly');
      // truth.usual_pay_day is the most common calendar day of the salary credits; strike_date
      // the nominal day (a salary paid early before a weekend still votes for it). Equal exactly.
      expect(a().income_analysis.strike_date).toBe(p().truth.usual_pay_day);
      expect(a().statement_summary.primary_income_day).toBe(p().truth.usual_pay_day);
    });

    it('has highly regular income: paid every month on cycle', () => {
      // Regularity = months with salary / months × share of ~monthly intervals: a salary that
      // never misses scores 100; ≥ 80 allows for one missed or off-cycle payment in a year.
      expect(a().income_analysis.regularity_score).toBeGreaterThanOrEqual(80);
      expect(a().income_analysis.income_month_breaks).toBe(0);
    });

    it('averages exactly the salary the persona received per full month', () => {
      // Same definition on both sides (mean of monthly primary income over full months): to the cent.
      const expected = mean(truthPrimaryByFullMonth(p(), a()));
      expect(Math.abs(a().affordability.average_full_month_primary_income! - expected)).toBeLessThanOrEqual(CENT);
      expect(a().statement_summary.primary_income).toBe(a().affordability.average_full_month_primary_income);
    });

    it('scores consistency as 100 × (1 − CV) of the monthly salary the persona received', () => {
      // income.ts's definition applied to the truth's own monthly figures; 0.01 = two-decimal rounding.
      const months = truthPrimaryByFullMonth(p(), a()).filter((income) => income > 0);
      const m = mean(months);
      const sd = Math.sqrt(mean(months.map((income) => (income - m) ** 2)));
      expect(a().income_analysis.consistency_score).toBeCloseTo(100 * Math.max(0, 1 - sd / m), 1);
    });
  });

  // Brief: "consistency high (≥ 80)" and "average primary income ≈ truth.monthly_income (±5%)".
  // truth.monthly_income is a MEDIAN of full months, the analysis a MEAN, so the April increase
  // alone moves them apart by a few percent. Seeds 1 and 2 were also paid a 13th cheque in
  // December (a second credit from "<EMPLOYER> BONUS"): income.ts takes once-off payments out of
  // primary income (a lender assesses affordability on pay that recurs), so these hold for every
  // seed, and the bonus is still income of its month (secondary income).
  describe.each(SEEDS)('seed %i', (seed) => {
    const p = () => persona('salaried_monthly', seed);
    const a = () => analysed('salaried_monthly', seed);

    it('consistency is high (≥ 80) and average primary income is within 5% of truth.monthly_income', () => {
      expect(a().income_analysis.consistency_score).toBeGreaterThanOrEqual(80);
      expect(Math.abs(a().affordability.average_full_month_primary_income! / p().truth.monthly_income - 1)).toBeLessThanOrEqual(0.05);
    });

    it('counts a 13th cheque as income of its month, but not as primary income', () => {
      const byMonth = new Map(a().affordability.monthly_affordability.map((m) => [`${m.year}-${String(m.month).padStart(2, '0')}`, m]));
      for (const { month, amount } of p().truth.once_off_income) {
        const m = byMonth.get(month)!;
        const regular = p().truth.income_by_month.find((x) => x.month === month)!.income;
        expect(Math.abs(m.primary_income - regular)).toBeLessThanOrEqual(CENT);
        expect(m.secondary_income).toBeGreaterThanOrEqual(amount - CENT);
      }
    });
  });

  it('the seeds cover both cases: with and without a 13th cheque', () => {
    const withBonus = SEEDS.filter((seed) => persona('salaried_monthly', seed).truth.once_off_income.length > 0);
    expect(withBonus.length).toBeGreaterThanOrEqual(1);
    expect(withBonus.length).toBeLessThan(SEEDS.length);
  });
});

describe('salaried_weekly: paid every week', () => {
  describe.each(SEEDS)('seed %i', (seed) => {
    const p = () => persona('salaried_weekly', seed);
    const a = () => analysed('salaried_weekly', seed);

    it('is read as weekly income, highly regular, without a monthly strike date', () => {
      expect(p().truth.pay_frequency).toBe('weekly');
      expect(a().income_analysis.income_indicator).toBe('weekly');
      // Weekly pay is on a weekday, not a day of the month: strike_date is defined as null.
      expect(a().income_analysis.strike_date).toBeNull();
      // Regularity ≥ 80: as for the monthly earner, a missed or off-cycle week is allowed for.
      expect(a().income_analysis.regularity_score).toBeGreaterThanOrEqual(80);
    });

    it('averages exactly the wages the persona received per full month', () => {
      const expected = mean(truthPrimaryByFullMonth(p(), a()));
      expect(Math.abs(a().affordability.average_full_month_primary_income! - expected)).toBeLessThanOrEqual(CENT);
    });
  });
});

describe('sassa_recipient: lives on social grants', () => {
  describe.each(SEEDS)('seed %i', (seed) => {
    const p = () => persona('sassa_recipient', seed);
    const a = () => analysed('sassa_recipient', seed);

    it('is read as grant income, struck on the usual SASSA pay day', () => {
      expect(p().truth.pay_frequency).toBe('grant');
      expect(a().income_analysis.income_indicator).toBe('grant');
      expect(a().income_analysis.strike_date).toBe(p().truth.usual_pay_day);
    });

    it('reports every grant rand of every month in ssi_insights, as the persona received it', () => {
      const truth = p().truth;
      expect(truth.sassa).not.toBeNull();
      const ssi = risks(a()).ssi_insights!;
      // Month by month, to the cent: the persona's Social Security Income credits (all grants —
      // a disability grant and a child support grant are separate sources but both SSI).
      expect(ssi.monthly_ssi_analysis.map((m) => ({ month: `${m.year}-${String(m.month).padStart(2, '0')}`, income: m.total_social_security_amount }))).toEqual(truth.income_by_month);
      // Every SASSA payment date shows up as an income day.
      const incomeDays = new Set(a().income_analysis.income_heatmap!.map((d) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`));
      expect(truth.sassa!.payment_dates.filter((date) => !incomeDays.has(date))).toEqual([]);
      // monthly_average_ssi is over the covered period's full months (the first and last month
      // are partial when the statement starts after the 1st or ends before month-end).
      const expectedAverage = mean(truthPrimaryByFullMonth(p(), a()));
      expect(Math.abs(ssi.monthly_average_ssi! - expectedAverage)).toBeLessThanOrEqual(CENT);
    });
  });
});

describe('gig_worker: several platforms, uneven payouts', () => {
  describe.each(SEEDS)('seed %i', (seed) => {
    const p = () => persona('gig_worker', seed);
    const a = () => analysed('gig_worker', seed);

    it('is not read as a salary: no monthly or grant income, no strike date, less regular than a salary', () => {
      expect(p().truth.pay_frequency).toBe('irregular');
      expect(['monthly', 'fortnightly', 'grant']).not.toContain(a().income_analysis.income_indicator);
      expect(a().income_analysis.strike_date).toBeNull();
      // A salary scores ≥ 80 (above); gig payouts skip weeks, so below that.
      expect(a().income_analysis.regularity_score).toBeLessThan(80);
    });

    it('counts every platform payout as income', () => {
      // primary + secondary = every income-group credit per full month = truth.average_monthly_income
      // (mean over whole months of all income credits); R0.02 = two rounded averages.
      const af = a().affordability;
      expect(Math.abs(af.average_full_month_primary_income! + af.average_full_month_secondary_income! - p().truth.average_monthly_income)).toBeLessThanOrEqual(0.02 + 1e-9);
    });
  });

  // Brief: "gig_worker → irregular". The persona always includes one weekly-cadence platform (a
  // fixed payout weekday, 18% of weeks skipped), the largest single source for seeds 1 and 2
  // (Sixty60 R5 984.71 of R14 298.69 a month for seed 1, Uber R3 363.59 of R10 531.92 for seed 2),
  // so it is the primary source and it does pay weekly. Income as a whole is the platforms
  // together, as the truth's pay_frequency pools them: when the primary source brings in under
  // half of its label's income, income.ts reads the cadence of that label's pay days together.
  it.each(SEEDS)('seed %i: income_indicator is irregular, with no strike date or predicted pay day', (seed) => {
    const income = analysed('gig_worker', seed).income_analysis;
    expect(income.income_indicator).toBe('irregular');
    expect(income.strike_date).toBeNull();
    expect(income.next_pay_date).toBeNull();
  });
});

describe('small_trader: card-machine takings', () => {
  describe.each(SEEDS)('seed %i', (seed) => {
    const p = () => persona('small_trader', seed);
    const a = () => analysed('small_trader', seed);

    it('recognises the business takings as income, month by month', () => {
      expect(p().truth.primary_income_label).toBe('Business Income');
      // risk's total_salary_amount is every income-group credit of the month, business income
      // included: equal, to the cent, to the persona's takings each month.
      const byMonth = risks(a()).gambling_insights.monthly_gambling_analysis.map((m) => ({
        month: `${m.year}-${String(m.month).padStart(2, '0')}`,
        income: m.total_salary_amount,
      }));
      expect(byMonth).toEqual(p().truth.income_by_month);
      const af = a().affordability;
      expect(Math.abs((af.average_full_month_primary_income ?? 0) + (af.average_full_month_secondary_income ?? 0) - p().truth.average_monthly_income)).toBeLessThanOrEqual(0.02 + 1e-9);
      expect(a().income_analysis.income_month_breaks).toBe(0);
    });

    it('does not mistake daily takings for a salary', () => {
      expect(p().truth.pay_frequency).toBe('irregular');
      expect(a().income_analysis.income_indicator).toBe('irregular');
      expect(a().income_analysis.strike_date).toBeNull();
    });
  });
});

describe('heavy_gambler: a large share of pay goes to betting', () => {
  describe.each(SEEDS)('seed %i', (seed) => {
    const p = () => persona('heavy_gambler', seed);
    const a = () => analysed('heavy_gambler', seed);

    it('reports the gambling share of income the persona really had', () => {
      // truth: total stakes / total income over the period; the analysis: the mean of the
      // monthly stakes / income ratios over full months. With a steady salary the two differ only
      // by month-to-month variation in stakes: ±0.03 (3 percentage points) covers that and is
      // still far tighter than the gap between a heavy gambler (~0.35) and anyone else (0).
      expect(p().truth.gambling.proportion_of_income).toBeGreaterThan(0.2);
      const reported = risks(a()).gambling_insights.monthly_average_gambling_proportion;
      expect(Math.abs(reported - p().truth.gambling.proportion_of_income)).toBeLessThanOrEqual(0.03);
    });

    it('still reads the salary as monthly income on its pay day', () => {
      expect(a().income_analysis.income_indicator).toBe('monthly');
      expect(a().income_analysis.strike_date).toBe(p().truth.usual_pay_day);
    });
  });

  it('the salaried personas show no gambling', () => {
    for (const seed of SEEDS) expect(risks(analysed('salaried_monthly', seed)).gambling_insights.monthly_average_gambling_proportion).toBe(0);
  });
});

describe('often_overdrawn: lives in the overdraft, debit orders bounce', () => {
  describe.each(SEEDS)('seed %i', (seed) => {
    const p = () => persona('often_overdrawn', seed);
    const a = () => analysed('often_overdrawn', seed);

    it('counts the days in overdraft the persona really had', () => {
      // Both count days ending below zero on a non-credit account; truth over the persona's
      // window, the analysis over the covered period (first to last transaction). They are the
      // same period here (checked), so the counts must be equal — no tolerance.
      const r = risks(a()).overdraft_insights;
      expect([a().risk_insights.begin_date, a().risk_insights.end_date]).toEqual([p().truth.start_date, p().truth.end_date]);
      expect(p().truth.overdraft_days).toBeGreaterThan(30);
      expect(r.total_days_in_overdraft).toBe(p().truth.overdraft_days);
    });

    it('counts the returned debit orders of the last 1, 3, 6 and 12 months exactly', () => {
      const r = risks(a()).returned_debit_orders_insights;
      const t = p().truth.returned_debit_orders;
      expect(t.last_12_months).toBeGreaterThan(0);
      expect([r.last_month_count, r.last_3_months_count, r.last_6_months_count, r.last_12_months_count]).toEqual([
        t.last_1_month,
        t.last_3_months,
        t.last_6_months,
        t.last_12_months,
      ]);
    });

    it('scores worse on financial health than a salaried applicant', () => {
      const overdrawn = a().health_score.final_score;
      for (const other of SEEDS) expect(overdrawn).toBeLessThan(analysed('salaried_monthly', other).health_score.final_score);
    });
  });
});

describe('thin_file: at most two months of data', () => {
  const DAY_MS = 86_400_000;
  /** The documented rule (assertAnalysable): last date ≥ first date + 1 calendar month − 1 day, clamped to month-end. */
  function spansAMonth(first: string, last: string): boolean {
    const [y, m, d] = first.split('-').map(Number) as [number, number, number];
    const daysInNext = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    const oneMonthLater = Date.UTC(y, m, Math.min(d, daysInNext));
    return Date.parse(`${last}T00:00:00Z`) >= oneMonthLater - DAY_MS;
  }

  const cases = [1, 2].flatMap((months) => SEEDS.map((seed) => [months, seed] as const));
  it.each(cases)('months %i, seed %i: analysable exactly when the data spans a month', (months, seed) => {
    const p = persona('thin_file', seed, months);
    expect(p.truth.months).toBeLessThanOrEqual(2);
    const input = truthLabelledInput(p);
    const dates = input.transactions.map((t) => t.datetime.slice(0, 10)).sort();
    const enough = spansAMonth(dates[0]!, dates.at(-1)!);
    let code: string | null = null;
    try {
      assertAnalysable(input);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      code = error.code;
    }
    expect(code).toBe(enough ? null : '1_month_transaction_error');
    if (enough) {
      // A student's NSFAS allowance: one credit a month on its day.
      const a = analyseAll(input);
      expect(a.income_analysis.strike_date).toBe(p.truth.usual_pay_day);
      expect(a.income_analysis.months_back).toBe(months);
    }
  });

  it('the seeds exercise both outcomes', () => {
    const outcomes = new Set(
      cases.map(([months, seed]) => {
        try {
          assertAnalysable(truthLabelledInput(persona('thin_file', seed, months)));
          return 'ok';
        } catch {
          return 'refused';
        }
      }),
    );
    expect([...outcomes].sort()).toEqual(['ok', 'refused']);
  });
});

describe('salaried_monthly labelled by the real labeller (committed model)', () => {
  const modelPath = join(__dirname, '..', '..', '..', 'layers', 'labelling-model', 'layer', 'labelling-model', 'model.json');
  const labeller = createLabeller(decodeModel(JSON.parse(readFileSync(modelPath, 'utf8')) as LabellingModel));

  it.each(SEEDS)('seed %i: primary income within 5% and the same strike date as with the true labels', (seed) => {
    const truthInput = truthLabelledInput(persona('salaried_monthly', seed));
    // The labeller sees only what a lender sends (description, reference, amount), never the truth.
    const labels = labeller.labelAll(truthInput.transactions);
    const input: AnalysisInput = {
      ...truthInput,
      transactions: truthInput.transactions.map((transaction, i) => ({ ...transaction, ...labels[i]! })),
    };
    assertAnalysable(input);
    const labelled = analyseAll(input);
    const truth = analysed('salaried_monthly', seed);
    // 5%: the figure a lender's affordability decision rests on; a salary mislabelled as a
    // transfer for a month would move it by ~8%, so this catches a labeller that loses salaries.
    const primary = labelled.affordability.average_full_month_primary_income!;
    expect(Math.abs(primary / truth.affordability.average_full_month_primary_income! - 1)).toBeLessThanOrEqual(0.05);
    expect(labelled.income_analysis.strike_date).toBe(truth.income_analysis.strike_date);
    expect(labelled.income_analysis.income_indicator).toBe('monthly');
  });
});
