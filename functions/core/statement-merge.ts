/**
 * Merging a parsed statement into an application's bank data (pure; the statement pipeline,
 * functions/platform/services/statement-files.ts, reads and commits around it).
 *
 * - Statements of one account (same bank and account number, leading zeros and spacing aside)
 *   merge into that account; a statement of any other account becomes a new account.
 * - Where a statement's period overlaps what the account already covers (the periods of its
 *   parsed statements, and the dates of its transactions), the overlapping days must hold the
 *   same transactions row for row (statements/fingerprint.ts: date, amount, balance and the
 *   normalised description); they are then taken once. Days that disagree refuse the file.
 * - Consecutive statements need not meet at midnight: a bank cuts a statement on a day and the
 *   next one may still list rows dated a day or two before the cut (FNB prints the transaction
 *   date; the row was posted after the cut), so the two overlap in dates with different rows.
 *   When the new statement's opening balance is the held history's closing balance (or its
 *   closing balance the history's opening one), to the cent, and the dates interleave by at most
 *   a week, it follows on (or comes before) in the bank's own order, whatever the dates.
 * - The account's rows must stay one contiguous history: across the join the balances must
 *   chain (the previous statement's closing balance is the next one's opening balance). When
 *   the rows have no balances the dates decide: a gap of more than a day between periods refuses
 *   the file. A gap in dates whose balances still chain is accepted (no transaction happened in
 *   it; the balance proves nothing is missing).
 * - Transaction ids are derived from the data (ingest.ts `stableId`), the same recipe as every
 *   other upload, so merging A then B or B then A gives the same accounts and transactions.
 *
 * Refusals throw StatementFileError `statements_not_contiguous` (`Contiguous Error`) naming
 * the dates; nothing is returned for them.
 */
import { printableText } from '#schemas/common';
import type { AccountPeriod, BankAccount, Transaction } from './bank-data.ts';
import { accountIdOf, stableId, toSastDateTime } from './ingest.ts';
import { StatementFileError } from './pdf/errors.ts';
import { normaliseAccountNumber, normaliseDescription, transactionFingerprints } from './statements/fingerprint.ts';

export interface MergeStatement {
  bank_slug: string;
  account_number: string;
  account_holder_name: string | null;
  /** YYYY-MM-DD, as printed (else the first and last transaction dates). */
  period_start: string;
  period_end: string;
  opening_balance_cents: number | null;
  closing_balance_cents: number | null;
  /** Oldest first (as the reader returns them). */
  transactions: readonly { datetime: string; amount_cents: number; balance_cents: number | null; description: string; reference: string | null; bank_category?: string }[];
}

/** A period already covered by a parsed statement of an account. */
export interface CoveredPeriod {
  bank_slug: string;
  account_number: string;
  start: string;
  end: string;
}

export interface MergeInput {
  connectionId: string;
  existing: { accounts: readonly BankAccount[]; transactions: readonly Transaction[] };
  periods: readonly CoveredPeriod[];
  statement: MergeStatement;
}

export interface MergeResult {
  accounts: BankAccount[];
  transactions: Transaction[];
  /** The account the statement went into. */
  account: BankAccount;
  newAccount: boolean;
  /** Rows of the statement added, and rows already present (an overlap). */
  added: number;
  alreadyKnown: number;
}

const day = (datetime: string) => datetime.slice(0, 10);

export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const rand = (cents: number) => `R ${(cents / 100).toFixed(2)}`;

function notContiguous(message: string, detail: Record<string, string | number | null>): StatementFileError {
  return new StatementFileError('statements_not_contiguous', 'Contiguous Error', message, detail);
}

/**
 * One account: the same number at the same bank. A statement read by the generic reader (a bank
 * with no layout of its own, or an export sent with its number and no bank) names no bank, so
 * its number alone decides: read as a second account beside the bank's own, its rows would be
 * counted twice where the two overlap.
 */
export function sameAccount(a: { bank_slug: string; account_number: string }, b: { bank_slug: string; account_number: string }): boolean {
  const sameBank = a.bank_slug === b.bank_slug || a.bank_slug === GENERIC_BANK || b.bank_slug === GENERIC_BANK;
  return sameBank && normaliseAccountNumber(a.account_number) === normaliseAccountNumber(b.account_number);
}

const GENERIC_BANK = 'generic';

/** The account a statement or period belongs to: the same bank's first, else a generic one's of its number (sameAccount). */
function accountOf<A extends { bank_slug: string; account_number: string }>(accounts: readonly A[], of: { bank_slug: string; account_number: string }): A | undefined {
  return accounts.find((account) => account.bank_slug === of.bank_slug && sameAccount(account, of)) ?? accounts.find((account) => sameAccount(account, of));
}

const accountNameOf = (statement: { bank_slug: string; account_number: string }) => `${statement.bank_slug.toUpperCase()} ${statement.account_number.slice(-4)}`;

/** The statement's rows as transactions of account `accountId` (ids as ingest.ts makes them). */
function rowsOf(connectionId: string, accountId: string, statement: MergeStatement): Transaction[] {
  const seen = new Map<string, number>();
  return statement.transactions.map((row) => {
    const datetime = toSastDateTime(row.datetime);
    const key = `${datetime}|${row.amount_cents}|${row.balance_cents ?? ''}|${row.description}`;
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    return {
      id: stableId(connectionId, accountId, key, occurrence),
      account_id: accountId,
      datetime,
      amount_cents: row.amount_cents,
      balance_cents: row.balance_cents,
      description: row.description,
      reference: row.reference,
      currency: 'ZAR',
      ...(row.bank_category === undefined ? {} : { bank_category: row.bank_category }),
    };
  });
}

/** The first day on which two sets of rows differ (by fingerprint), or null when they are the same. */
function firstDifferingDay(accountNumber: string, existing: readonly Transaction[], incoming: readonly Transaction[]): string | null {
  const byDay = (rows: readonly Transaction[]) => {
    const grouped = new Map<string, string[]>();
    for (const d of new Set(rows.map((row) => day(row.datetime)))) {
      grouped.set(d, transactionFingerprints(accountNumber, rows.filter((row) => day(row.datetime) === d)).sort());
    }
    return grouped;
  };
  const a = byDay(existing);
  const b = byDay(incoming);
  const days = [...new Set([...a.keys(), ...b.keys()])].sort();
  for (const d of days) {
    if (JSON.stringify(a.get(d) ?? []) !== JSON.stringify(b.get(d) ?? [])) return d;
  }
  return null;
}

/**
 * Whether two sets of rows over the same days are the same transactions in other words: every
 * row has a balance, and each day holds the same amounts and balances on both sides (the balance
 * after each row makes that the same history), but the descriptions differ, as a bank's app
 * export and its PDF statement, or a generic export, word one account's rows, or as an edit of
 * the words alone would. The first such day, with the incoming row's wording. Still refused
 * (which wording to keep would depend on the order files are read, a held row may carry the
 * lender's label, and an edit must not pass), but named for what it is.
 */
function wordedDifferently(held: readonly Transaction[], incoming: readonly Transaction[]): { date: string; incoming: string } | null {
  if (held.length === 0 || held.length !== incoming.length) return null;
  if ([...held, ...incoming].some((row) => row.balance_cents === null)) return null;
  const contentOf = (row: Transaction) => `${day(row.datetime)}|${row.amount_cents}|${row.balance_cents}`;
  const order = (rows: readonly Transaction[]) => [...rows].sort((a, b) => (contentOf(a) < contentOf(b) ? -1 : contentOf(a) > contentOf(b) ? 1 : 0));
  const [ours, theirs] = [order(held), order(incoming)];
  let first: { date: string; incoming: string } | null = null;
  for (let index = 0; index < ours.length; index += 1) {
    const [a, b] = [ours[index]!, theirs[index]!];
    if (contentOf(a) !== contentOf(b)) return null;
    if (first === null && normaliseDescription(a.description) !== normaliseDescription(b.description)) first = { date: day(a.datetime), incoming: b.description };
  }
  return first;
}

/** How long a row's description quoted in a message may be: enough to recognise the row, never a whole cell. */
const QUOTED_DESCRIPTION_CHARS = 60;

/** A statement row's description for a message: printable characters only, cut short, quoted. */
function quotedDescription(description: string): string {
  const text = printableText(description);
  return JSON.stringify(text.length > QUOTED_DESCRIPTION_CHARS ? `${text.slice(0, QUOTED_DESCRIPTION_CHARS - 1)}…` : text);
}

/** The first join of two consecutive rows whose balances do not chain, if any. */
function brokenJoin(rows: readonly Transaction[]): { before: Transaction; after: Transaction } | null {
  for (let index = 1; index < rows.length; index += 1) {
    const before = rows[index - 1]!;
    const after = rows[index]!;
    if (before.balance_cents === null || after.balance_cents === null) continue;
    if (before.balance_cents + after.amount_cents !== after.balance_cents) return { before, after };
  }
  return null;
}

/** How far a statement's rows may be dated before the end of the one it follows (see the header). */
const CUT_OVERLAP_DAYS = 7;

/**
 * Whether the incoming statement follows the held rows (`after`) or comes before them (`before`)
 * in the bank's own order: its opening balance is their closing balance (or the reverse), to the
 * cent, and the dates interleave by at most CUT_OVERLAP_DAYS. Null otherwise, or without balances.
 */
function followsOn(own: readonly Transaction[], incoming: readonly Transaction[], statement: MergeStatement): 'after' | 'before' | null {
  const ownFirst = own[0];
  const ownLast = own.at(-1);
  const inFirst = incoming[0];
  const inLast = incoming.at(-1);
  if (!ownFirst || !ownLast || !inFirst || !inLast) return null;
  if ([ownFirst, ownLast, inFirst, inLast].some((row) => row.balance_cents === null)) return null;
  const ownOpening = ownFirst.balance_cents! - ownFirst.amount_cents;
  const inOpening = statement.opening_balance_cents ?? inFirst.balance_cents! - inFirst.amount_cents;
  const inClosing = statement.closing_balance_cents ?? inLast.balance_cents!;
  if (inOpening === ownLast.balance_cents && day(inFirst.datetime) >= addDays(day(ownLast.datetime), -CUT_OVERLAP_DAYS) && day(inLast.datetime) >= day(ownLast.datetime)) {
    return 'after';
  }
  if (inClosing === ownOpening && day(inLast.datetime) <= addDays(day(ownFirst.datetime), CUT_OVERLAP_DAYS) && day(inFirst.datetime) <= day(ownFirst.datetime)) {
    return 'before';
  }
  return null;
}

export function mergeStatement(input: MergeInput): MergeResult {
  const { connectionId, existing, statement } = input;
  const target = accountOf(existing.accounts, statement);
  const start = [statement.period_start, ...statement.transactions.map((row) => day(toSastDateTime(row.datetime)))].sort()[0]!;
  const end = [statement.period_end, ...statement.transactions.map((row) => day(toSastDateTime(row.datetime)))].sort().at(-1)!;

  if (!target) {
    const baseId = accountIdOf(connectionId, statement.account_number);
    const accountId = existing.accounts.some((account) => account.id === baseId) ? accountIdOf(connectionId, statement.account_number, statement.bank_slug) : baseId;
    const rows = rowsOf(connectionId, accountId, statement);
    const closing = statement.closing_balance_cents ?? [...rows].reverse().find((row) => row.balance_cents !== null)?.balance_cents ?? 0;
    const account: BankAccount = {
      id: accountId,
      account_number: statement.account_number,
      account_name: accountNameOf(statement),
      account_type: null,
      bank_slug: statement.bank_slug,
      account_holder_name: statement.account_holder_name,
      currency: 'ZAR',
      balance_cents: closing,
    };
    return {
      accounts: [...existing.accounts, account],
      transactions: [...existing.transactions, ...rows],
      account,
      newAccount: true,
      added: rows.length,
      alreadyKnown: 0,
    };
  }

  const own = existing.transactions.filter((row) => row.account_id === target.id);
  const covered = [
    ...input.periods.filter((period) => accountOf(existing.accounts, period)?.id === target.id).flatMap((period) => [period.start, period.end]),
    ...own.map((row) => day(row.datetime)),
  ].sort();
  const incoming = rowsOf(connectionId, target.id, statement);
  if (covered.length === 0) {
    // The account exists but holds nothing yet: the statement's rows are its history.
    return merged(input, target, incoming, incoming.length, 0, true);
  }
  const coveredStart = covered[0]!;
  const coveredEnd = covered.at(-1)!;

  // Overlapping days must hold the same rows.
  const overlapStart = start > coveredStart ? start : coveredStart;
  const overlapEnd = end < coveredEnd ? end : coveredEnd;
  if (overlapStart <= overlapEnd) {
    const inOverlap = (row: Transaction) => day(row.datetime) >= overlapStart && day(row.datetime) <= overlapEnd;
    const differs = firstDifferingDay(statement.account_number, own.filter(inOverlap), incoming.filter(inOverlap));
    const sequence = differs === null ? null : followsOn(own, incoming, statement);
    if (sequence === 'after') return merged(input, target, [...own, ...incoming], incoming.length, 0, true);
    if (sequence === 'before') return merged(input, target, [...incoming, ...own], incoming.length, 0, false);
    if (differs !== null) {
      const detail = { account_number: statement.account_number, statement_start: start, statement_end: end, covered_start: coveredStart, covered_end: coveredEnd, date: differs };
      const worded = wordedDifferently(own.filter(inOverlap), incoming.filter(inOverlap));
      if (worded) {
        throw notContiguous(
          `This statement (${start} to ${end}) lists the same amounts and balances for account ${statement.account_number} as the data already held ` +
            `(${coveredStart} to ${coveredEnd}) on the days they share, but in other words (on ${worded.date}, ${quotedDescription(worded.incoming)} here). ` +
            `Another kind of export of the same months (a bank app's export beside the bank's PDF statement) is read once: upload only months not held yet. ` +
            `If both are the bank's own statements, one of them was changed: upload the bank's originals.`,
          { ...detail, date: worded.date, reason: 'worded_differently' },
        );
      }
      throw notContiguous(
        `This statement (${start} to ${end}) overlaps the statements already uploaded for account ${statement.account_number} ` +
          `(${coveredStart} to ${coveredEnd}), but their transactions on ${differs} differ. Upload the bank's original statements.`,
        detail,
      );
    }
  }
  const before = incoming.filter((row) => day(row.datetime) < coveredStart);
  const after = incoming.filter((row) => day(row.datetime) > coveredEnd);
  const rows = [...before, ...own, ...after];

  // The join must be contiguous: balances chain, or without balances no day is missing.
  const join = brokenJoin(rows);
  if (join) {
    const [first, second] = [day(join.before.datetime), day(join.after.datetime)];
    throw notContiguous(
      `The statements of account ${statement.account_number} do not follow on: the balance on ${first} is ${rand(join.before.balance_cents!)}, ` +
        `but the next transaction, on ${second}, starts from ${rand(join.after.balance_cents! - join.after.amount_cents)}. ` +
        `A statement between ${first} and ${second} is missing; upload it too.`,
      { account_number: statement.account_number, previous_date: first, next_date: second, previous_balance: join.before.balance_cents!, opening_balance: join.after.balance_cents! - join.after.amount_cents },
    );
  }
  const withBalances = rows.some((row) => row.balance_cents !== null);
  if (!withBalances && (start > addDays(coveredEnd, 1) || end < addDays(coveredStart, -1))) {
    const [gapFrom, gapTo] = start > coveredEnd ? [coveredEnd, start] : [end, coveredStart];
    throw notContiguous(
      `There is a gap between ${gapFrom} and ${gapTo} in the statements of account ${statement.account_number}: upload the statement that covers it.`,
      { account_number: statement.account_number, gap_from: gapFrom, gap_to: gapTo },
    );
  }
  return merged(input, target, rows, before.length + after.length, incoming.length - before.length - after.length, end >= coveredEnd);
}

/** The account with its rows replaced by `rows`; its balance is the latest statement's closing balance. */
function merged(input: MergeInput, target: BankAccount, rows: Transaction[], added: number, alreadyKnown: number, isLatest: boolean): MergeResult {
  const { statement, existing } = input;
  const lastBalance = [...rows].reverse().find((row) => row.balance_cents !== null)?.balance_cents;
  // A generic export's account learns its bank from the bank's own statement (its id stays).
  const named = target.bank_slug === GENERIC_BANK && statement.bank_slug !== GENERIC_BANK;
  const account: BankAccount = {
    ...target,
    ...(named ? { bank_slug: statement.bank_slug, account_name: accountNameOf(statement) } : {}),
    account_holder_name: target.account_holder_name ?? statement.account_holder_name,
    balance_cents: isLatest ? (statement.closing_balance_cents ?? lastBalance ?? target.balance_cents) : target.balance_cents,
  };
  const others = existing.transactions.filter((row) => row.account_id !== target.id);
  return {
    accounts: existing.accounts.map((candidate) => (candidate.id === target.id ? account : candidate)),
    transactions: [...others, ...rows],
    account,
    newAccount: false,
    added,
    alreadyKnown,
  };
}

/** A real calendar date written `YYYY-MM-DD` (2025-02-31 is not one). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/**
 * What the application's parsed statements say of its accounts beyond their rows, for the
 * analyses: each statement's printed period as a period of the account it went into (matched as
 * the merge matched it), and the latest period's end as the account's statement date. A period
 * of no current account, or that is not two ordered calendar dates, is left out.
 */
export function statementCoverage(
  accounts: readonly Pick<BankAccount, 'id' | 'bank_slug' | 'account_number'>[],
  periods: readonly CoveredPeriod[],
): { periods: AccountPeriod[]; statementDates: Record<string, string> } {
  const covered: AccountPeriod[] = [];
  const statementDates: Record<string, string> = {};
  for (const period of periods) {
    if (!isCalendarDate(period.start) || !isCalendarDate(period.end) || period.start > period.end) continue;
    const account = accountOf(accounts, period);
    if (!account) continue;
    covered.push({ account_id: account.id, start: period.start, end: period.end });
    const latest = statementDates[account.id];
    if (latest === undefined || period.end > latest) statementDates[account.id] = period.end;
  }
  return { periods: covered, statementDates };
}
