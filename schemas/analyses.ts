/**
 * The bank-data analyses: labelled transactions, affordability, income, risk insights,
 * liquidity, expense insights, health score, statement summary and affinity ads.
 *
 * Where the original Beam API describes an analysis, the schema here is a transcription of its
 * component (same component name in `.meta({ id })`, same field names, JSON types, nullability
 * and required-ness), so a Beam client reads Khanya's answers unchanged; constraints Beam does
 * not state (month 1-12, ISO dates) only narrow what Khanya sends. A field Beam marks `nullable`
 * is `.nullable()`; a field Beam does not list as required is `.optional()`. Fields and
 * schemas Beam does not have are marked "Khanya addition" in their descriptions.
 *
 * Money is a number in rand (ZAR), as in Beam. Transaction amounts are signed: credits
 * positive, debits negative. Analyses that report spend (expenses, withdrawals, gambling)
 * report it as a positive amount.
 *
 * These schemas are the analysis engine's output contract and the data-point arg types of
 * application configs (schemas/data-points.ts).
 */
import * as z from 'zod';
import { LABEL_NAMES } from './labels.ts';
import { NextCursorSchema, ObjectIdSchema } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Shared parts

const YearSchema = z.number().int().min(1900).max(9999).meta({ example: 2024 });
const MonthSchema = z.number().int().min(1).max(12).meta({ description: 'Calendar month, 1 (January) to 12.', example: 3 });
const DayOfMonthSchema = z.number().int().min(1).max(31);
/** A calendar date, `YYYY-MM-DD`. */
const DateSchema = z.iso.date();
/** An instant with its offset, e.g. `2024-03-25T08:15:00+02:00`. */
const DateTimeSchema = z.iso.datetime({ offset: true });
const Rand = (description: string) => z.number().meta({ description: `${description} (rand).` });
const BankConnectionIdSchema = ObjectIdSchema.meta({ description: 'Id of the bank connection the analysis belongs to.' });

/**
 * The transaction label set (schemas/reference/labels.csv): Beam's `crunch_categories` plus
 * Pension, Business Income and Other Income. A label is typed as a string in the schemas so
 * that clients keep working when the set grows; this list is the current vocabulary.
 */
export const TRANSACTION_LABELS = LABEL_NAMES;

const LabelSchema = z.string().meta({ description: 'Transaction label (category), e.g. `Groceries`.', example: 'Groceries' });

// ---------------------------------------------------------------------------------------------
// Labelled transactions

/** One transaction of the paginated detail listing. */
export const SingleTransactionDetailSchema = z
  .object({
    // Khanya addition: SPEC §3 lists the transaction id, which relabelling needs.
    id: ObjectIdSchema.meta({ description: 'Transaction id (Khanya addition; used to relabel).' }),
    description: z.string().nullable().optional(),
    account: z.string().meta({ description: 'Id of the bank account.', example: '5eb7cf5a86d9755df3a6c593' }),
    account_number: z.string(),
    datetime: DateTimeSchema,
    amount: Rand('Signed amount: credits positive, debits negative'),
    reference: z.string().nullable().optional(),
    currency: z.string().meta({ example: 'ZAR' }),
    label: LabelSchema.optional(),
    label_confidence: z.number().min(0).max(1).optional().meta({ description: 'Khanya addition: how sure the label is, 0 to 1.' }),
    label_source: z.enum(['rule', 'model', 'organisation_rule', 'manual']).optional().meta({ description: 'Khanya addition: what set the label.' }),
    balance: Rand('Account balance after the transaction'),
    bank_slug: z.string().meta({ example: 'fnb' }),
  })
  .meta({ id: 'SingleTransactionDetailSchema' });

export const AvailableAccountsSchema = z
  .object({
    account_id: z.string().meta({ example: '5eb7cf5a86d9755df3a6c593' }),
    bank_slug: z.string(),
    account_number: z.string(),
    account_name: z.string(),
  })
  .meta({ id: 'AvailableAccountsSchema' });

/** Khanya addition: how much of the application's labelling a lender should review. */
export const LabelReviewSchema = z
  .object({
    threshold: z.number().min(0).max(1).meta({ description: 'Review threshold: lines whose calibrated label_confidence is below it should be looked at (0.8).' }),
    lines: z.number().int().min(0).meta({ description: 'Labelled transactions of the application.' }),
    lines_below: z.number().int().min(0).meta({ description: 'Transactions labelled with confidence below the threshold.' }),
    lines_below_share: z.number().min(0).max(1).meta({ description: 'Share of the transactions labelled with confidence below the threshold.' }),
    amount_below_share: z.number().min(0).max(1).meta({ description: 'Share of the money (absolute amounts) in transactions labelled with confidence below the threshold.' }),
  })
  .meta({ id: 'LabelReview', description: 'Khanya addition: the share of lines and of money whose label a lender should review (label_confidence is calibrated: of the labels given with confidence p, about p are right).' });

export const TransactionsLabelledDetailOutSchema = z
  .object({
    count: z.number().int().min(0).meta({ description: 'Transactions matching the query, over all pages.' }),
    has_next: z.boolean(),
    has_prev: z.boolean(),
    data: z.array(SingleTransactionDetailSchema),
    next: NextCursorSchema,
    available_accounts: z.array(AvailableAccountsSchema),
    crunch_categories: z
      .array(z.string())
      .optional()
      .meta({ description: 'Every label a transaction can have.', default: [...TRANSACTION_LABELS] }),
    review: LabelReviewSchema.optional().meta({ description: 'Khanya addition: over all the application\'s transactions (not only this page or query), the share of lines and of money labelled below the review threshold.' }),
  })
  .meta({ id: 'TransactionsLabelledDetailOutSchema' });

/**
 * One labelled transaction inside an account's list: the detail schema without the account
 * fields (the list already names its account). Beam describes the two separately; they share
 * every other field, so one is derived from the other.
 */
export const LabelledTransactionSchema = SingleTransactionDetailSchema.omit({ account: true, account_number: true }).meta({
  id: 'LabelledTransactionSchema',
});

/** One account's labelled transactions. */
export const TransactionsLabelledOutSchema = z
  .object({
    account: z.string().meta({ description: 'Id of the bank account.', example: '5eb7cf5a86d9755df3a6c593' }),
    transactions: z.array(LabelledTransactionSchema),
  })
  .meta({ id: 'TransactionsLabelledOutSchema' });

/** `GET /v1/bank_connections/{application_id}/transactions/labelled`: per account. */
export const BankconnectionsGetLabelledTransactionsResponseSchema = z
  .array(TransactionsLabelledOutSchema)
  .meta({ id: 'BankconnectionsGetLabelledTransactionsResponse' });

// ---------------------------------------------------------------------------------------------
// Affordability

export const AffordabilityMonthSchema = z
  .object({
    year: YearSchema,
    month: MonthSchema,
    primary_income: Rand('Primary income received in the month: the largest recurring income source (e.g. the salary), without once-off payments'),
    secondary_income: Rand('Other income received in the month, once-off payments (13th cheque, bonus, leave payout) included'),
    non_discretionary_expenses: Rand('Non-discretionary spend in the month (positive)'),
    discretionary_expenses: Rand('Discretionary spend in the month (positive)'),
    affordability_amount: Rand('What the applicant could afford to repay in the month'),
    full_month: z.boolean().meta({ description: 'Whether the statement covers the whole month.' }),
  })
  .meta({ id: 'AffordabilityMonth' });

export const AffordabilityAnalysisSchema = z
  .object({
    monthly_affordability: z.array(AffordabilityMonthSchema),
    average_full_month_primary_income: z
      .number()
      .nullable()
      .optional()
      .meta({ description: 'Mean monthly primary income over full months (rand); null without a full month.' }),
    average_full_month_secondary_income: z
      .number()
      .nullable()
      .optional()
      .meta({ description: 'Mean monthly secondary income over full months (rand); null without a full month.' }),
    average_full_month_discretionary_expenses: z.number().nullable().optional(),
    average_full_month_non_discretionary_expenses: z.number().nullable().optional(),
    average_full_month_affordability: Rand('Average affordability over full months'),
  })
  .meta({ id: 'AffordabilityAnalysis' });

export const AffordabilityAnalysisOutSchema = z
  .object({ bank_connection: BankConnectionIdSchema, affordability: AffordabilityAnalysisSchema })
  .meta({ id: 'AffordabilityAnalysisOutSchema' });

// ---------------------------------------------------------------------------------------------
// Income

/** Khanya addition (SPEC §3 income_heatmap): income received per day of a month. */
export const IncomeHeatmapDaySchema = z
  .object({
    year: YearSchema,
    month: MonthSchema,
    day: DayOfMonthSchema,
    amount: Rand('Income received on the day'),
    count: z.number().int().min(0).meta({ description: 'Income transactions on the day.' }),
  })
  .meta({ id: 'IncomeHeatmapDay', description: 'Khanya addition: one cell of the income heatmap (days without income are left out).' });

export const RecurringPayerSchema = z
  .object({
    payer: z.string().meta({ description: 'The payer as the lines name it (their first words, without channel words, numbers and months).', example: 'THANDI MOKOENA' }),
    label: z.string().meta({ description: "The label the lines carry: 'Bank Transfer' (a person or own account) or 'Uncategorised' (an unknown payer).", example: 'Bank Transfer' }),
    frequency: z.enum(['weekly', 'fortnightly', 'monthly']).meta({ description: 'The cycle the credits arrive on.' }),
    months: z.number().int().min(3).meta({ description: 'Calendar months with a credit from this payer (at least 3).' }),
    usual_amount: Rand('The median amount received on a pay day'),
    total_amount: Rand('All credits from this payer over the period'),
    usual_day: DayOfMonthSchema.nullable().meta({ description: 'The usual day of the month (monthly payers), else null.' }),
  })
  .meta({
    id: 'RecurringPayer',
    description:
      'Khanya addition: credits not labelled income whose payer pays on a weekly, fortnightly or monthly cycle with steady amounts over at least three months. A private employer paying by app, regular support from family, a tenant, or the applicant\'s own account at a bank not in the data look alike on a statement: listed for the lender to judge, never counted as income or in affordability.',
  });

export const IncomeAnalysisSchema = z
  .object({
    consistency_score: z
      .number()
      .nullable()
      .optional()
      .meta({
        description:
          'How steady primary income is, 0-100: 100 × (1 − coefficient of variation) of the monthly primary income over full months. Once-off payments are left out. 0 without primary income.',
      }),
    longevity_score: z
      .number()
      .nullable()
      .optional()
      .meta({ description: 'How long primary income has been seen, 0-100: 100 × (months with primary income ÷ 12), at most 100.' }),
    regularity_score: z
      .number()
      .nullable()
      .optional()
      .meta({
        description:
          'Whether primary income arrives on cycle, 0-100: 100 × (share of full months with primary income) × (share of pay intervals in the detected cadence).',
      }),
    income_month_breaks: z
      .number()
      .nullable()
      .optional()
      .meta({ description: 'Full months without primary income (without any income when there is no primary source).' }),
    income_indicator: z
      .union([z.number(), z.string()])
      .nullable()
      .optional()
      .meta({
        description:
          "How the applicant is paid: 'monthly', 'fortnightly', 'weekly', 'grant' (SASSA), 'irregular' or 'none'. When the primary source brings in under half of the income with its label (one of several gig platforms), the cadence of that income as a whole.",
        example: 'monthly',
      }),
    months_back: z.number().nullable().optional().meta({ description: 'Calendar months the bank data covers.' }),
    income_heatmap: z
      .array(IncomeHeatmapDaySchema)
      .nullable()
      .optional()
      .meta({ description: 'Khanya addition (SPEC §3): when income lands, by calendar day.' }),
    next_pay_date: DateSchema.nullable()
      .optional()
      .meta({ description: 'Khanya addition (SPEC: strike date): the predicted next pay date, moved to the previous business day as employers do.' }),
    strike_date: DayOfMonthSchema.nullable()
      .optional()
      .meta({
        description:
          'Khanya addition (SPEC §3): the day of the month best suited to a debit-order strike, i.e. the usual day primary income lands; null without regular income.',
        example: 25,
      }),
    recurring_payers: z
      .array(RecurringPayerSchema)
      .optional()
      .meta({
        description:
          'Khanya addition (issue 12): regular credits from one payer that are not labelled income (see RecurringPayer), largest total first; empty when there are none. Not part of any score or of affordability.',
      }),
  })
  .meta({ id: 'IncomeAnalysis' });

export const IncomeAnalysisOutSchema = z
  .object({ bank_connection: BankConnectionIdSchema, income_analysis: IncomeAnalysisSchema })
  .meta({ id: 'IncomeAnalysisOutSchema' });

// ---------------------------------------------------------------------------------------------
// Risk insights

export const MonthlyGamblingAnalysisSchema = z
  .object({
    year: YearSchema,
    month: MonthSchema,
    total_gambling_amount: z.number(),
    total_salary_amount: z.number(),
    gambling_proportion: z.number().meta({ description: 'total_gambling_amount / total_salary_amount.' }),
  })
  .meta({ id: 'MonthlyGamblingAnalysis' });

export const GamblingInsightsSchema = z
  .object({
    monthly_gambling_analysis: z.array(MonthlyGamblingAnalysisSchema),
    monthly_average_gambling_spend: z.number(),
    monthly_average_gambling_proportion: z.number(),
  })
  .meta({ id: 'GamblingInsights' });

export const MonthlyOverdraftAnalysisSchema = z
  .object({ year: YearSchema, month: MonthSchema, days_in_overdraft: z.number().int().min(0).max(31) })
  .meta({ id: 'MonthlyOverdraftAnalysis' });

export const OverdraftInsightsSchema = z
  .object({
    total_days_in_overdraft: z.number().int().min(0),
    total_proportion_of_days_in_overdraft: z.number(),
    unique_months: z.number().int().min(0),
    monthly_average_days_in_overdraft: z.number(),
    monthly_overdraft_analysis: z.array(MonthlyOverdraftAnalysisSchema),
  })
  .meta({ id: 'OverdraftInsights' });

export const ReturnedDebitOrderInsightsSchema = z
  .object({
    last_month_count: z.number(),
    last_3_months_count: z.number(),
    last_6_months_count: z.number(),
    last_12_months_count: z.number(),
    monthly_average_debit_order_value: z.number(),
  })
  .meta({ id: 'ReturnedDebitOrderInsights' });

export const MonthlyAtmAndCashSpendAnalysisSchema = z
  .object({
    year: YearSchema,
    month: MonthSchema,
    total_withdrawal_amount: z.number(),
    total_salary_amount: z.number(),
    cash_proportion: z.number(),
  })
  // Beam's component name, truncated as Beam has it.
  .meta({ id: 'MonthlyAtmAndCashSpendAnalysi' });

export const AtmAndCashInsightsSchema = z
  .object({
    monthly_atm_and_cash_spend_analysis: z.array(MonthlyAtmAndCashSpendAnalysisSchema),
    atm_and_cash_average_amount: z.number(),
    average_withdrawal_proportion: z.number(),
  })
  .meta({ id: 'AtmAndCashInsights' });

export const NetSaverSpenderSchema = z
  .object({
    net_saver_spender: z.string().meta({ description: 'Whether the applicant saves or spends on balance over the period.', example: 'net_saver' }),
  })
  .meta({ id: 'NetSaverSpender' });

export const MonthlySSIAnalysisSchema = z
  .object({ year: YearSchema, month: MonthSchema, total_social_security_amount: z.number() })
  .meta({ id: 'MonthlySSIAnalysis' });

export const SSIInsightsSchema = z
  .object({
    monthly_ssi_analysis: z.array(MonthlySSIAnalysisSchema),
    monthly_average_ssi: z.number().nullable().optional(),
  })
  .meta({ id: 'SSIInsights' });

export const RisksSchema = z
  .object({
    gambling_insights: GamblingInsightsSchema,
    overdraft_insights: OverdraftInsightsSchema,
    returned_debit_orders_insights: ReturnedDebitOrderInsightsSchema,
    atm_and_cash_insights: AtmAndCashInsightsSchema,
    // Beam refers to nullable copies of these components (NetSaverSpenderNullable, SSIInsightsNullable).
    // A union (not .nullable()) so the generator keeps the components themselves non-null.
    net_saver_spender_insights: z.union([NetSaverSpenderSchema, z.null()]).optional(),
    ssi_insights: z.union([SSIInsightsSchema, z.null()]).optional(),
  })
  .meta({ id: 'Risks' });

export const RiskInsightsSchema = z
  .object({ begin_date: DateSchema, end_date: DateSchema, risk_insights: RisksSchema })
  .meta({ id: 'RiskInsights' });

export const RiskInsightOutModelSchema = z
  .object({ bank_connection: BankConnectionIdSchema, risk_insights: RiskInsightsSchema })
  .meta({ id: 'RiskInsightOutModelSchema' });

// ---------------------------------------------------------------------------------------------
// Liquidity

export const BalanceForecastSchema = z
  .object({
    date: DateSchema,
    balance: Rand('End-of-day balance'),
    forecast: z.boolean().optional().meta({ description: 'Khanya addition: true for projected days, false for actual history.' }),
  })
  .meta({ id: 'BalanceForecast' });

export const LiquidityScoreSchema = z
  .object({
    start_date: DateSchema,
    end_date: DateSchema,
    '30_day_liquidity_score': z.number(),
    '60_day_liquidity_score': z.number(),
    '90_day_liquidity_score': z.number(),
    balance_forecast: z.array(BalanceForecastSchema).nullable().optional(),
    balance_history: z
      .array(BalanceForecastSchema)
      .optional()
      .meta({ description: 'Khanya addition: the combined end-of-day balance of the (non-credit) accounts for each of the last 90 days of data up to `start_date`, `forecast` false.' }),
  })
  .meta({ id: 'LiquidityScore' });

export const LiquidityScoreOutSchema = z
  .object({ bank_connection: BankConnectionIdSchema, liquidity_score: LiquidityScoreSchema })
  .meta({ id: 'LiquidityScoreOutSchema' });

// ---------------------------------------------------------------------------------------------
// Expense insights

export const TopExpenseAmountSchema = z
  .object({
    label: LabelSchema,
    amount: Rand('Total spend under the label over the period (positive)'),
    average_monthly_spend: Rand('Average monthly spend under the label'),
    percentage_of_total_spend: z.number().nullable().optional().meta({ default: 0, description: 'Share of all spend, 0-100.' }),
  })
  .meta({ id: 'TopExpenseAmount' });

export const SpendSplitSchema = z
  .object({
    discretionary_spend_percentage: z.number().nullable().optional().meta({ default: 0, description: '0-100.' }),
    non_discretionary_spend_percentage: z.number().nullable().optional().meta({ default: 0, description: '0-100.' }),
  })
  .meta({ id: 'SpendSplit' });

export const ExpenseInsightsSchema = z
  .object({
    top_expense_amounts: z.array(TopExpenseAmountSchema),
    unique_months: z.number().int().min(0),
    spend_split: SpendSplitSchema,
  })
  .meta({ id: 'ExpenseInsights' });

export const ExpensesInsightsOutModelSchema = z
  .object({ bank_connection: BankConnectionIdSchema, expenses_insights: ExpenseInsightsSchema })
  .meta({ id: 'ExpensesInsightsOutModelSchema' });

// ---------------------------------------------------------------------------------------------
// Health score (Khanya: SPEC §3 lists it; Beam describes no component)

const Score = (description: string) => z.number().min(0).max(100).meta({ description: `${description}, 0 (worst) to 100 (best).` });

export const HealthScoreSchema = z
  .object({
    affordability_score: Score('Room left after expenses, from the affordability analysis'),
    income_score: Score('Consistency, regularity and longevity of income'),
    expense_score: Score('Share of discretionary and risky spend'),
    liquidity_and_savings_score: Score('Liquidity scores and net saving'),
    debt_score: Score('Debt repayments relative to income, returned debit orders and overdraft use'),
    fees_score: Score('Bank charges, penalty fees and interest paid relative to income'),
    final_score: Score('Weighted combination of the six scores'),
  })
  .meta({ id: 'HealthScore', description: 'Khanya: the financial health of the applicant, from the other analyses.' });

export const HealthScoreOutSchema = z
  .object({ bank_connection: BankConnectionIdSchema, health_score: HealthScoreSchema })
  .meta({ id: 'HealthScoreOutSchema', description: 'Khanya: `GET /v1/bank_connections/{application_id}/health_score`.' });

// ---------------------------------------------------------------------------------------------
// Statement analysis (Khanya: SPEC §3 "Statement analysis" and "Account analysis")

export const AccountAnalysisSchema = z
  .object({
    account: z.string().meta({ description: 'Id of the bank account.', example: '5eb7cf5a86d9755df3a6c593' }),
    account_type: z.string().nullable().meta({ example: 'cheque' }),
    bank: z.string().meta({ description: 'Bank slug.', example: 'fnb' }),
    is_manual_upload: z.boolean().meta({ description: 'From uploaded or e-mailed statements rather than a linked account or own data.' }),
    statement_date: DateSchema.nullable().meta({ description: 'Date of the latest statement of the account (the last day of its printed period, the date South African banks print as the statement date); null when the account is not from an uploaded statement.' }),
    statement_start_date: DateSchema,
    statement_end_date: DateSchema,
    opening_balance: Rand('Balance at the start of the period'),
    closing_balance: Rand('Balance at the end of the period'),
    total_transactions: z.number().int().min(0),
    credit_count: z.number().int().min(0),
    debit_count: z.number().int().min(0),
    average_credit_amount: Rand('Average credit (positive; 0 without credits)'),
    average_debit_amount: Rand('Average debit (positive; 0 without debits)'),
    total_credit_amount: Rand('Sum of credits (positive)'),
    total_debit_amount: Rand('Sum of debits (positive)'),
  })
  .meta({ id: 'AccountAnalysis', description: 'Khanya: the summary of one account\'s statements.' });

export const StatementAnalysisSchema = z
  .object({
    accounts_summary: z.array(AccountAnalysisSchema),
    primary_income: z.number().nullable().meta({ description: 'Average monthly primary income (rand); null without income.' }),
    primary_income_day: DayOfMonthSchema.nullable().meta({ description: 'Usual day of the month primary income lands.' }),
    account_holder_name: z.string().nullable(),
    account_holder_email: z.string().nullable(),
  })
  .meta({ id: 'StatementAnalysis', description: 'Khanya: what the statements say about the accounts and their holder.' });

export const StatementSummaryOutSchema = z
  .object({ bank_connection: BankConnectionIdSchema, statement_summary: StatementAnalysisSchema })
  .meta({ id: 'StatementSummaryOutSchema', description: 'Khanya: `GET /v1/bank_connections/{application_id}/statement_summary`.' });

// ---------------------------------------------------------------------------------------------
// Affinity ads (Khanya: SPEC §3; an add-on behind the `affinity` entitlement)

export const AffinityOfferSchema = z
  .object({
    offer_title: z.string().meta({ example: 'Funeral cover from R89 a month' }),
    offer_static_url: z.url().meta({ example: 'https://offers.khanya.example/funeral-cover' }),
  })
  .meta({ id: 'AffinityOffer' });

export const AffinityTransactionOfferSchema = z
  .object({
    label: LabelSchema,
    description: z.string().nullable().meta({ description: 'The applicant\'s current spend this offer would replace, e.g. the merchant.' }),
    average_amount: Rand('Average monthly amount the applicant pays now'),
    average_difference_percent: z
      .number()
      .meta({ description: 'How much the offer differs from what the applicant pays now, in percent (negative: cheaper).', example: -12.5 }),
    offer_title: z.string(),
    offer_static_url: z.url(),
  })
  .meta({ id: 'AffinityTransactionOffer' });

export const AffinityAdSchema = z
  .object({
    ad_id: z.string(),
    title: z.string(),
    offers: z.array(AffinityOfferSchema),
    transaction_offers: z.array(AffinityTransactionOfferSchema),
    should_recommend_offers: z.boolean(),
  })
  .meta({ id: 'AffinityAd' });

export const AffinityAdsSchema = z
  .object({ ads: z.array(AffinityAdSchema) })
  .meta({ id: 'AffinityAds', description: 'Khanya: partner offers matched to the applicant\'s spending.' });

export const AffinityAdsOutSchema = z
  .object({ bank_connection: BankConnectionIdSchema, affinity_ads: AffinityAdsSchema })
  .meta({ id: 'AffinityAdsOutSchema' });

export type LabelledTransaction = z.infer<typeof LabelledTransactionSchema>;
export type TransactionsLabelledOut = z.infer<typeof TransactionsLabelledOutSchema>;
export type AffordabilityAnalysis = z.infer<typeof AffordabilityAnalysisSchema>;
export type IncomeAnalysis = z.infer<typeof IncomeAnalysisSchema>;
export type RecurringPayer = z.infer<typeof RecurringPayerSchema>;
export type RiskInsights = z.infer<typeof RiskInsightsSchema>;
export type LiquidityScore = z.infer<typeof LiquidityScoreSchema>;
export type ExpenseInsights = z.infer<typeof ExpenseInsightsSchema>;
export type HealthScore = z.infer<typeof HealthScoreSchema>;
export type StatementAnalysis = z.infer<typeof StatementAnalysisSchema>;
export type AffinityAds = z.infer<typeof AffinityAdsSchema>;
