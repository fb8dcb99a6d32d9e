/**
 * statement_summary — the accounts as the statements show them, and who holds them.
 *
 * Per account (SPEC §3 account analysis), over all its transactions up to asOf, own-account
 * transfers included (they are on the statement):
 * - statement_start_date / statement_end_date: the days its data cover (prepare.ts
 *   accountCoverage: its first and last transaction date, SAST, widened by its own statements'
 *   printed periods up to asOf); without transactions, its own statements' periods, else the
 *   covered period.
 * - opening_balance / closing_balance: balances.ts (balance before the first transaction, after
 *   the last; the current balance without transactions).
 * - counts, totals (positive) and averages (total / count, 0 without any) of credits (amount > 0)
 *   and debits (amount < 0).
 * - is_manual_upload and statement_date come from how the account was ingested, which the
 *   transactions do not say: the caller passes them in `accountSources` (default: not a manual
 *   upload, no statement date).
 * primary_income = average monthly primary income over full months (all months when none is
 * full; null without primary income); primary_income_day = income.ts strike_date.
 * account_holder_name = the most frequent non-empty account_holder_name of the accounts (ties:
 * first account); account_holder_email = the caller's (e.g. the applicant's e-mail), else null.
 */
import type { StatementAnalysis } from '#schemas/analyses';
import { toRand } from '../bank-data.ts';
import type { AccountLedger } from './balances.ts';
import { isoDate } from './calendar.ts';
import type { IncomeDetail } from './income.ts';
import { averagingMonths, rowlessAccountPeriod, type Prepared } from './prepare.ts';

export interface AccountSource {
  is_manual_upload: boolean;
  /** `YYYY-MM-DD` date of the latest statement: the last day of its period, the date South African banks print as the statement date. */
  statement_date: string | null;
}

export function analyseStatement(
  prep: Prepared,
  income: IncomeDetail,
  ledgers: AccountLedger[],
  accountHolderEmail: string | null,
  accountSources: Record<string, AccountSource>,
): StatementAnalysis {
  const coverageOf = (accountId: string) => prep.coverage.get(accountId) ?? rowlessAccountPeriod(prep.input, accountId, prep.asOfDay);
  const accounts_summary = ledgers.map((ledger) => {
    let credits = 0;
    let debits = 0;
    let creditCount = 0;
    let debitCount = 0;
    for (const tx of ledger.txs) {
      if (tx.amount > 0) {
        credits += tx.amount;
        creditCount += 1;
      } else if (tx.amount < 0) {
        debits -= tx.amount;
        debitCount += 1;
      }
    }
    const source = accountSources[ledger.account.id];
    return {
      account: ledger.account.id,
      account_type: ledger.account.account_type,
      bank: ledger.account.bank_slug,
      is_manual_upload: source?.is_manual_upload ?? false,
      statement_date: source?.statement_date ?? null,
      statement_start_date: isoDate(coverageOf(ledger.account.id)?.first ?? prep.firstDay),
      statement_end_date: isoDate(coverageOf(ledger.account.id)?.last ?? prep.lastDay),
      opening_balance: toRand(ledger.openingCents),
      closing_balance: toRand(ledger.closingCents),
      total_transactions: ledger.txs.length,
      credit_count: creditCount,
      debit_count: debitCount,
      average_credit_amount: creditCount ? toRand(Math.round(credits / creditCount)) : 0,
      average_debit_amount: debitCount ? toRand(Math.round(debits / debitCount)) : 0,
      total_credit_amount: toRand(credits),
      total_debit_amount: toRand(debits),
    };
  });

  let primaryIncome: number | null = null;
  if (income.primary) {
    const positions = averagingMonths(prep).map((m) => prep.monthPos.get(m.index)!);
    primaryIncome = toRand(Math.round(positions.reduce((a, p) => a + income.primaryByMonth[p]!, 0) / positions.length));
  }

  const names = new Map<string, number>();
  for (const account of prep.accounts) {
    const name = account.account_holder_name?.trim();
    if (name) names.set(name, (names.get(name) ?? 0) + 1);
  }
  let holder: string | null = null;
  for (const [name, count] of names) if (holder === null || count > names.get(holder)!) holder = name;

  return {
    accounts_summary,
    primary_income: primaryIncome,
    primary_income_day: income.analysis.strike_date ?? null,
    account_holder_name: holder,
    account_holder_email: accountHolderEmail,
  };
}
