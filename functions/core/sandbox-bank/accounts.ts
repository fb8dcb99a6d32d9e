/**
 * A sandbox persona's accounts and transactions as the bank serves them on a given day, in the
 * Open Banking shapes of protocol.ts. Pure and deterministic: the same persona and day give the
 * same answer, whichever Lambda container computes it.
 *
 * Freshness without churn: the data is generated once per half-year "period" (seeded by the
 * username, ending on the period's last day, 30 June or 31 December) and served up to yesterday.
 * Within a period, history never changes and each new day only adds transactions, so linking
 * twice gives the same ids and a `rethread` the next day fetches only what is new. (At a period's
 * turn the persona's history is generated afresh; that is a sandbox's licence.)
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

function hash(text: string, length: number): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

export interface SandboxAccountData {
  account: ObAccount;
  /** Booked balance at the end of yesterday. */
  balance: number;
  holderName: string;
  /** Oldest first, the last SANDBOX_HISTORY_DAYS days up to yesterday. */
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

function obTransaction(accountId: string, index: number, tx: PersonaTransaction): ObTransaction {
  const amount = toObAmount(tx.amount, tx.currency);
  const balance = toObAmount(tx.balance, tx.currency);
  return {
    AccountId: accountId,
    // The transaction's content and its place in the period's history: the same transaction
    // keeps its id on every call of the period, and two identical card swipes on one day differ.
    TransactionId: `tx-${hash(`${accountId}|${index}|${tx.datetime}|${tx.amount}|${tx.description}`, 24)}`,
    TransactionReference: tx.reference,
    ...amount,
    Status: 'Booked',
    BookingDateTime: tx.datetime,
    ValueDateTime: tx.datetime,
    TransactionInformation: tx.description,
    Balance: { Amount: balance.Amount, CreditDebitIndicator: balance.CreditDebitIndicator, Type: 'InterimBooked' },
  };
}

/** Everything `persona` shows on `today` (YYYY-MM-DD, South African time). */
export function sandboxBankData(persona: SandboxPersona, today: string): SandboxBankData {
  const asOf = addDays(today, -1);
  const from = addDays(asOf, -(SANDBOX_HISTORY_DAYS - 1));
  const generated = generatePersona(persona.kind, {
    seed: persona.username,
    // Twelve months to the period's end always cover the served window (at most six months back plus 90 days).
    months: 12,
    endDate: periodEnd(asOf),
    accounts: persona.accounts,
  });
  return {
    asOf,
    accounts: generated.accounts.map((source) => {
      const accountId = `acc-${hash(`${persona.username}|${source.account_number}`, 16)}`;
      let balance = source.transactions[0] ? source.transactions[0].balance - source.transactions[0].amount : source.balance;
      const transactions: ObTransaction[] = [];
      source.transactions.forEach((tx, index) => {
        const day = tx.datetime.slice(0, 10);
        if (day > asOf) return;
        balance = tx.balance;
        if (day >= from) transactions.push(obTransaction(accountId, index, tx));
      });
      return {
        account: {
          AccountId: accountId,
          Currency: source.currency,
          AccountType: 'Personal',
          AccountSubType: SUB_TYPES[source.account_type],
          Nickname: source.account_name,
          Account: [{ SchemeName: 'ZA.BranchCodeAccountNumber', Identification: source.account_number, Name: source.account_holder_name }],
        },
        balance,
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

/**
 * Transactions booked at or after `fromBookingDateTime` (an ISO date or date-time; compared as
 * an instant), or all of them. Undefined when the parameter is not a date.
 */
export function transactionsSince(data: SandboxAccountData, fromBookingDateTime: string | undefined): ObTransaction[] | undefined {
  if (fromBookingDateTime === undefined || fromBookingDateTime === '') return data.transactions;
  const since = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(fromBookingDateTime) ? `${fromBookingDateTime}T00:00:00+02:00` : fromBookingDateTime);
  if (Number.isNaN(since)) return undefined;
  return data.transactions.filter((tx) => Date.parse(tx.BookingDateTime) >= since);
}
