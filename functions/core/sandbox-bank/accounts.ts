/**
 * A sandbox persona's accounts and transactions as the bank serves them on a given day, in the
 * Open Banking shapes of protocol.ts. Pure and deterministic: the same persona and day give the
 * same answer, whichever Lambda container computes it.
 *
 * History never changes, only grows: each half-year "period" (1 January to 30 June, 1 July to
 * 31 December) is generated on its own (seeded by the username, so the accounts stay the same)
 * and served up to yesterday, and a transaction's id and balance depend only on the persona and
 * its period. A window that spans a period's turn shows the earlier period's rows exactly as
 * before the turn, so linking again after the turn gives the same ids, and a `rethread` fetches
 * only what is new. Balances chain across periods: each period's are shifted so that its
 * opening balance is the previous period's closing balance, counted from a fixed first period
 * (EPOCH_PERIOD_END), so the shift of a period is the same whichever day asks.
 *
 * Besides the booked history, each account shows one pending card payment made today, with an
 * id of its own (as real banks do: a pending row gets a new id when it books), so a client that
 * keeps pending rows would hold them twice.
 */
import { createHash } from 'node:crypto';
import { generatePersona, type PersonaAccount, type PersonaTransaction } from '#core/personas/index';
import type { SandboxPersona } from './personas.ts';
import { SANDBOX_HISTORY_DAYS, toObAmount, type ObAccount, type ObBalance, type ObTransaction } from './protocol.ts';

/** South African Standard Time (no daylight saving): the bank's "today". */
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The date (YYYY-MM-DD) in South Africa at this instant. */
export function sandboxToday(now: Date): string {
  return new Date(now.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day of the half-year that contains `isoDate` (30 June or 31 December). */
export function periodEnd(isoDate: string): string {
  const year = isoDate.slice(0, 4);
  return isoDate.slice(5) <= '06-30' ? `${year}-06-30` : `${year}-12-31`;
}

/** The last day of the period before the one that ends on `end`. */
function previousPeriodEnd(end: string): string {
  return end.endsWith('-06-30') ? `${Number(end.slice(0, 4)) - 1}-12-31` : `${end.slice(0, 4)}-06-30`;
}

function nextPeriodEnd(end: string): string {
  return end.endsWith('-06-30') ? `${end.slice(0, 4)}-12-31` : `${Number(end.slice(0, 4)) + 1}-06-30`;
}

/** The period whose balances are as generated; every other period's are shifted to chain to it. */
const EPOCH_PERIOD_END = '2025-06-30';

function hash(text: string, length: number): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

export interface SandboxAccountData {
  account: ObAccount;
  /** Booked balance at the end of yesterday. */
  balance: number;
  holderName: string;
  /** Oldest first: the booked rows of the last SANDBOX_HISTORY_DAYS days up to yesterday, then today's pending ones. */
  transactions: ObTransaction[];
}

export interface SandboxBankData {
  /** The last day served (yesterday, South African time). */
  asOf: string;
  accounts: SandboxAccountData[];
}

const SUB_TYPES: Record<PersonaAccount['account_type'], ObAccount['AccountSubType']> = {
  cheque: 'CurrentAccount',
  transaction: 'CurrentAccount',
  savings: 'Savings',
  credit_card: 'CreditCard',
};

const cents = (rand: number) => Math.round(rand * 100);

/** One period of one account: its rows (with their index in the period's generated history) and balances in cents, unshifted. */
interface PeriodAccount {
  source: PersonaAccount;
  rows: { index: number; tx: PersonaTransaction }[];
  openingCents: number;
  closingCents: number;
}

/** Generated periods, per persona and period end (a container serves a handful of personas and periods). */
const periods = new Map<string, PeriodAccount[]>();

function generatedPeriod(persona: SandboxPersona, end: string): PeriodAccount[] {
  const key = `${persona.username}|${end}`;
  let accounts = periods.get(key);
  if (!accounts) {
    const start = previousPeriodEnd(end);
    // The same seed every period: the same holder and account numbers; the dates make the rows differ.
    const generated = generatePersona(persona.kind, { seed: persona.username, months: 6, endDate: end, accounts: persona.accounts });
    accounts = generated.accounts.map((source) => {
      const rows = source.transactions.map((tx, index) => ({ index, tx })).filter(({ tx }) => tx.datetime.slice(0, 10) > start && tx.datetime.slice(0, 10) <= end);
      const first = rows[0]?.tx;
      const last = rows.at(-1)?.tx;
      return {
        source,
        rows,
        openingCents: first ? cents(first.balance) - cents(first.amount) : cents(source.balance),
        closingCents: last ? cents(last.balance) : cents(source.balance),
      };
    });
    if (periods.size > 200) periods.clear();
    periods.set(key, accounts);
  }
  return accounts;
}

/** Per account, what to add to the period's generated balances so that it opens where the previous period closed. */
function balanceShifts(persona: SandboxPersona, end: string): number[] {
  const zero = generatedPeriod(persona, EPOCH_PERIOD_END).map(() => 0);
  let shifts = zero;
  if (end > EPOCH_PERIOD_END) {
    for (let period = EPOCH_PERIOD_END; period < end; ) {
      const before = generatedPeriod(persona, period);
      period = nextPeriodEnd(period);
      const after = generatedPeriod(persona, period);
      shifts = shifts.map((shift, i) => shift + before[i]!.closingCents - after[i]!.openingCents);
    }
  } else {
    for (let period = EPOCH_PERIOD_END; period > end; ) {
      const after = generatedPeriod(persona, period);
      period = previousPeriodEnd(period);
      const before = generatedPeriod(persona, period);
      shifts = shifts.map((shift, i) => shift + after[i]!.openingCents - before[i]!.closingCents);
    }
  }
  return shifts;
}

function obTransaction(accountId: string, periodEndDate: string, index: number, tx: PersonaTransaction, shiftCents: number): ObTransaction {
  const amount = toObAmount(tx.amount, tx.currency);
  const balance = toObAmount((cents(tx.balance) + shiftCents) / 100, tx.currency);
  return {
    AccountId: accountId,
    // The transaction's content and its place in its period's history: the same transaction
    // keeps its id on every call, before and after the period's turn, and two identical card
    // swipes on one day differ.
    TransactionId: `tx-${hash(`${accountId}|${periodEndDate}|${index}|${tx.datetime}|${tx.amount}|${tx.description}`, 24)}`,
    TransactionReference: tx.reference,
    ...amount,
    Status: 'Booked',
    BookingDateTime: tx.datetime,
    ValueDateTime: tx.datetime,
    TransactionInformation: tx.description,
    Balance: { Amount: balance.Amount, CreditDebitIndicator: balance.CreditDebitIndicator, Type: 'InterimBooked' },
  };
}

/** Today's card payment, not booked yet: its own id (re-issued when it books) and no running balance. */
function pendingTransaction(accountId: string, currency: string, today: string): ObTransaction {
  const seed = hash(`${accountId}|${today}|pending`, 8);
  const rand = (50 + (parseInt(seed, 16) % 20_000) / 100) * -1;
  const dateTime = `${today}T09:15:00+02:00`;
  return {
    AccountId: accountId,
    TransactionId: `pending-${hash(`${accountId}|${today}|pending`, 20)}`,
    TransactionReference: null,
    ...toObAmount(rand, currency),
    Status: 'Pending',
    BookingDateTime: dateTime,
    ValueDateTime: dateTime,
    TransactionInformation: 'CARD PURCHASE PENDING CHECKERS',
  };
}

/** Everything `persona` shows on `today` (YYYY-MM-DD, South African time). */
export function sandboxBankData(persona: SandboxPersona, today: string): SandboxBankData {
  const asOf = addDays(today, -1);
  const from = addDays(asOf, -(SANDBOX_HISTORY_DAYS - 1));
  const ends = [periodEnd(from)];
  while (ends.at(-1)! < periodEnd(asOf)) ends.push(nextPeriodEnd(ends.at(-1)!));
  const served = ends.map((end) => ({ end, accounts: generatedPeriod(persona, end), shifts: balanceShifts(persona, end) }));
  return {
    asOf,
    accounts: served[0]!.accounts.map((first, i) => {
      const source = first.source;
      const accountId = `acc-${hash(`${persona.username}|${source.account_number}`, 16)}`;
      let balanceCents = first.openingCents + served[0]!.shifts[i]!;
      const transactions: ObTransaction[] = [];
      for (const period of served) {
        const shift = period.shifts[i]!;
        for (const { index, tx } of period.accounts[i]!.rows) {
          const day = tx.datetime.slice(0, 10);
          if (day > asOf) break;
          balanceCents = cents(tx.balance) + shift;
          if (day >= from) transactions.push(obTransaction(accountId, period.end, index, tx, shift));
        }
      }
      transactions.push(pendingTransaction(accountId, source.currency, today));
      return {
        account: {
          AccountId: accountId,
          Currency: source.currency,
          AccountType: 'Personal',
          AccountSubType: SUB_TYPES[source.account_type],
          Nickname: source.account_name,
          Account: [{ SchemeName: 'ZA.BranchCodeAccountNumber', Identification: source.account_number, Name: source.account_holder_name }],
        },
        balance: balanceCents / 100,
        holderName: source.account_holder_name,
        transactions,
      };
    }),
  };
}

/** The account's balances: booked at the end of yesterday, and available (the same in the sandbox). */
export function sandboxBalances(data: SandboxAccountData, asOf: string): ObBalance[] {
  const dateTime = `${asOf}T23:59:59+02:00`;
  return (['ClosingBooked', 'InterimAvailable'] as const).map((type) => ({
    AccountId: data.account.AccountId,
    ...toObAmount(data.balance, data.account.Currency),
    Type: type,
    DateTime: dateTime,
  }));
}

/** An ISO 8601 date-time with its offset (or Z): what Open Banking's fromBookingDateTime is. A bare date has no instant. */
const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Transactions booked at or after `fromBookingDateTime` (a date-time with offset, compared as an
 * instant), or all of them. Undefined when the parameter is not such a date-time.
 */
export function transactionsSince(data: SandboxAccountData, fromBookingDateTime: string | undefined): ObTransaction[] | undefined {
  if (fromBookingDateTime === undefined || fromBookingDateTime === '') return data.transactions;
  const since = DATE_TIME_WITH_OFFSET.test(fromBookingDateTime) ? Date.parse(fromBookingDateTime) : Number.NaN;
  if (Number.isNaN(since)) return undefined;
  return data.transactions.filter((tx) => Date.parse(tx.BookingDateTime) >= since);
}
