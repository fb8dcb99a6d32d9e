/**
 * The bank-data analyses (SPEC §3): pure functions of an AnalysisInput — no I/O, no clock (asOf
 * is "now"), deterministic. Money is computed in integer cents and reported in rand (toRand), as
 * Beam does. Each module's header documents its inputs, formulas and edge cases:
 *
 *   prepare.ts        SAST dates, months, full_month, own-account transfers, payee keys
 *   calendar.ts       SAST calendar, SA public holidays (incl. Easter), business days
 *   nca.ts            NCA regulation 23A minimum expense norms (Table 1) with citation
 *   income.ts         income_analysis: sources, primary income, frequency, scores, strike date
 *   affordability.ts  affordability per month (regulation 23A discretionary income)
 *   risk.ts           risk_insights: gambling, overdraft, returned debit orders, cash, saver, SASSA
 *   balances.ts       running / end-of-day balances per account
 *   liquidity.ts      liquidity_score: 90-day balance forecast and 30/60/90-day scores
 *   expenses.ts       expense_insights: top expenses and the spend split
 *   health.ts         health_score: six parts and the weighted final score
 *   statement.ts      statement_summary: account analyses, primary income, holder
 *
 * The results are the inner objects of schemas/analyses.ts (AffordabilityAnalysisSchema, ...);
 * the API wraps them with the bank connection id.
 */
import type {
  AffordabilityAnalysis,
  ExpenseInsights,
  HealthScore,
  IncomeAnalysis,
  LiquidityScore,
  RiskInsights,
  StatementAnalysis,
} from '#schemas/analyses';
import type { AnalysisInput } from '../bank-data.ts';
import { analyseAffordability } from './affordability.ts';
import { buildLedgers } from './balances.ts';
import { analyseExpenses } from './expenses.ts';
import { analyseHealth } from './health.ts';
import { analyseIncome } from './income.ts';
import { analyseLiquidity } from './liquidity.ts';
import { checkAnalysable, prepare } from './prepare.ts';
import { analyseRisk } from './risk.ts';
import { analyseStatement, type AccountSource } from './statement.ts';
import { sastDayOfMs } from './calendar.ts';

export { minimumExpenseNormCents, NCA_MINIMUM_EXPENSE_NORMS } from './nca.ts';
export { HEALTH_WEIGHTS } from './health.ts';
export type { AccountSource } from './statement.ts';

export interface AnalyseOptions {
  /** The applicant's e-mail for statement_summary.account_holder_email. */
  accountHolderEmail?: string | null;
  /** Per account id: how it was ingested (statement uploads). */
  accountSources?: Record<string, AccountSource>;
}

export interface Analyses {
  affordability: AffordabilityAnalysis;
  income_analysis: IncomeAnalysis;
  risk_insights: RiskInsights;
  liquidity_score: LiquidityScore;
  expense_insights: ExpenseInsights;
  health_score: HealthScore;
  statement_summary: StatementAnalysis;
}

/**
 * The API's preconditions for any analysis, on the transactions up to asOf:
 * - none → DomainError('no_transactions_found') (404);
 * - less than one month → DomainError('1_month_transaction_error') (400), where "one month" is
 *   one calendar month counted inclusively from the first transaction date (SAST): the last
 *   transaction must be on or after (first date + 1 calendar month − 1 day), e.g. 1-31 January,
 *   15 January-14 February, 1-28 February. Chosen over "28 days" because it is what "a month of
 *   statements" means to a lender (a monthly statement period passes, a month that is a few days
 *   short does not, whatever the month's length), and over "a full calendar month" because a
 *   statement cycle from mid-month to mid-month is a whole month of data and must not be refused.
 */
export function assertAnalysable(input: AnalysisInput): void {
  const asOfMs = input.asOf.getTime();
  let first: number | null = null;
  let last: number | null = null;
  for (const tx of input.transactions) {
    const ms = Date.parse(tx.datetime);
    if (Number.isNaN(ms) || ms > asOfMs) continue;
    const day = sastDayOfMs(ms);
    if (first === null || day < first) first = day;
    if (last === null || day > last) last = day;
  }
  checkAnalysable(first, last);
}

export function analyseAll(input: AnalysisInput, options: AnalyseOptions = {}): Analyses {
  const prep = prepare(input);
  const ledgers = buildLedgers(prep);
  const income = analyseIncome(prep);
  const affordability = analyseAffordability(prep, income);
  const risk = analyseRisk(prep, income, ledgers);
  const liquidity = analyseLiquidity(prep, income, ledgers);
  const expenses = analyseExpenses(prep);
  const health = analyseHealth(prep, income, affordability, risk, liquidity, expenses);
  const statement = analyseStatement(prep, income, ledgers, options.accountHolderEmail ?? null, options.accountSources ?? {});
  return {
    affordability: affordability.analysis,
    income_analysis: income.analysis,
    risk_insights: risk.analysis,
    liquidity_score: liquidity.analysis,
    expense_insights: expenses.analysis,
    health_score: health,
    statement_summary: statement,
  };
}
