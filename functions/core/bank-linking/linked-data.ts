/**
 * A linked bank's accounts and transactions into the application's bank data (pure; the linking
 * service fetches and commits around it through the same validated → label → analyse path as
 * uploads).
 *
 * - Checked like any upload first (ingest.ts normaliseUpload: no future rows, balances chain).
 * - Ids come from the bank's own ids: an account is `accountIdOf(connection, number)` (ingest.ts:
 *   the number as digits; the id an upload or statement of the same account number gets, so they merge), a
 *   transaction `stableId(connection, account, 'external', externalId)`. Linking twice, or a
 *   rethread that fetches rows already held, adds nothing twice: rows whose id is held are skipped.
 * - A linked account replaces the held record of the same id (its balance is the bank's latest).
 *   A bank that gives no balance (null, connector.ts) is not read as R0: the account's balance is
 *   then the running balance after its newest fetched row, else the one already held; with
 *   neither, the link is refused as the bank's fault (bank_unavailable) rather than analysed
 *   with a made-up balance.
 */
import type { BankAccount, Transaction } from '../bank-data.ts';
import { toCents } from '../bank-data.ts';
import { normaliseAccountNumber } from '../statements/fingerprint.ts';
import { accountIdOf, normaliseUpload, stableId, toSastDateTime, type IncomingAccount } from '../ingest.ts';
import { BankLinkError, type LinkedAccount, type LinkedTransaction } from './connector.ts';

export interface FetchedAccount {
  account: LinkedAccount;
  transactions: readonly LinkedTransaction[];
}

export interface LinkedMerge {
  accounts: BankAccount[];
  transactions: Transaction[];
  /** Rows new to the application, and rows it already held. */
  added: number;
  alreadyKnown: number;
  /** Per linked account (external id): the newest transaction date now held (YYYY-MM-DD), for the next rethread's `since`. */
  newestDates: Record<string, string>;
  /** Per linked account (external id): the id of its account in the data. */
  accountIds: Record<string, string>;
}

/**
 * The id a fetched account takes: the held account of the same number (as digits) if there is
 * one, so that an account stored before ids were made from the digits (its id hashed the number
 * as written, e.g. with spaces) keeps its id and rows rather than being held twice; else
 * linkedAccountId.
 */
function accountIdIn(connectionId: string, accounts: readonly BankAccount[], accountNumber: string): string {
  const id = linkedAccountId(connectionId, accountNumber);
  if (accounts.some((candidate) => candidate.id === id)) return id;
  const digits = normaliseAccountNumber(accountNumber);
  const held = digits === '' ? undefined : accounts.find((candidate) => normaliseAccountNumber(candidate.account_number) === digits);
  return held?.id ?? id;
}

/**
 * The account's balance in rand: the bank's, else the running balance after the newest fetched
 * row (when that row has one), else `heldCents`; undefined when none is known.
 */
function knownBalance({ account, transactions }: FetchedAccount, heldCents: number | undefined): number | undefined {
  if (account.balance !== null) return account.balance;
  const newest = [...transactions].sort((a, b) => Date.parse(toSastDateTime(a.date)) - Date.parse(toSastDateTime(b.date))).at(-1);
  if (newest && newest.balance !== null) return newest.balance;
  return heldCents === undefined ? undefined : heldCents / 100;
}

function incomingOf(bankSlug: string, fetched: readonly (FetchedAccount & { balance: number })[]): IncomingAccount[] {
  return fetched.map(({ account, transactions, balance }) => ({
    account_number: account.accountNumber,
    account_name: account.accountName,
    account_type: account.accountType,
    bank_slug: bankSlug,
    account_holder_name: account.holderName,
    currency: account.currency,
    balance,
    transactions: transactions.map((row) => ({
      datetime: row.date,
      amount: row.amount,
      balance: row.balance,
      description: row.description,
      reference: row.reference,
      currency: account.currency,
    })),
  }));
}

/** The id an upload or statement of the same account number gets (ingest.ts accountIdOf), so they merge. */
export function linkedAccountId(connectionId: string, accountNumber: string): string {
  return accountIdOf(connectionId, accountNumber);
}

export function linkedTransactionId(connectionId: string, accountId: string, externalId: string): string {
  return stableId(connectionId, accountId, 'external', externalId);
}

function contentKey(accountId: string, day: string, amountCents: number): string {
  return `${accountId}|${day}|${amountCents}`;
}

/**
 * Takes one held row of the same day and amount for a fetched row: of the same balance first;
 * when either side has no balance (a statement row without one, a bank that gives none), any.
 * Each held row is matched once. Answers whether one was taken.
 */
function takeHeld(heldBalances: (number | null)[] | undefined, balanceCents: number | null): boolean {
  if (!heldBalances || heldBalances.length === 0) return false;
  let at = heldBalances.indexOf(balanceCents);
  if (at < 0) at = balanceCents === null ? 0 : heldBalances.indexOf(null);
  if (at < 0) return false;
  heldBalances.splice(at, 1);
  return true;
}

/**
 * Merges fetched accounts into `existing`. The fetch (a link's whole history, or a rethread's
 * slice since the newest date held) is checked on its own first.
 */
export function mergeLinkedAccounts(
  connectionId: string,
  bankSlug: string,
  existing: { accounts: readonly BankAccount[]; transactions: readonly Transaction[] },
  fetched: readonly FetchedAccount[],
  now: Date = new Date(),
): LinkedMerge {
  const accountIds = Object.fromEntries(fetched.map(({ account }) => [account.externalId, accountIdIn(connectionId, existing.accounts, account.accountNumber)]));
  const withBalances = fetched.map((entry) => {
    const held = existing.accounts.find((candidate) => candidate.id === accountIds[entry.account.externalId]);
    const balance = knownBalance(entry, held?.balance_cents);
    if (balance === undefined) throw new BankLinkError('bank_unavailable');
    return { ...entry, balance };
  });
  // The upload checks: throws upload_* errors naming the problems.
  normaliseUpload(connectionId, incomingOf(bankSlug, withBalances), now);

  const accounts = [...existing.accounts];
  const transactions = [...existing.transactions];
  const held = new Set(existing.transactions.map((row) => row.id));
  let added = 0;
  let alreadyKnown = 0;
  const newestDates: Record<string, string> = {};
  // Rows held for an account that this fetch does not name by the bank's id (a statement the
  // applicant uploaded before linking, or a row the bank has since re-issued under a new id),
  // by content: the same day, amount and balance (or no balance on either side) is the same
  // transaction, matched once each.
  const fetchedIds = new Set(
    fetched.flatMap(({ account, transactions: rows }) => {
      const accountId = accountIds[account.externalId]!;
      return rows.map((row) => linkedTransactionId(connectionId, accountId, row.externalId));
    }),
  );
  const heldByContent = new Map<string, (number | null)[]>();
  for (const row of existing.transactions) {
    if (fetchedIds.has(row.id)) continue;
    const key = contentKey(row.account_id, row.datetime.slice(0, 10), row.amount_cents);
    heldByContent.set(key, [...(heldByContent.get(key) ?? []), row.balance_cents]);
  }
  for (const { account, transactions: rows, balance } of withBalances) {
    const accountId = accountIds[account.externalId]!;
    const record: BankAccount = {
      id: accountId,
      account_number: account.accountNumber,
      account_name: account.accountName,
      account_type: account.accountType,
      bank_slug: bankSlug,
      account_holder_name: account.holderName,
      currency: account.currency,
      balance_cents: toCents(balance),
    };
    const at = accounts.findIndex((candidate) => candidate.id === accountId);
    if (at >= 0) accounts[at] = record;
    else accounts.push(record);
    for (const row of rows) {
      const id = linkedTransactionId(connectionId, accountId, row.externalId);
      if (held.has(id)) {
        alreadyKnown += 1;
        continue;
      }
      const datetime = toSastDateTime(row.date);
      if (takeHeld(heldByContent.get(contentKey(accountId, datetime.slice(0, 10), toCents(row.amount))), row.balance === null ? null : toCents(row.balance))) {
        alreadyKnown += 1;
        continue;
      }
      held.add(id);
      added += 1;
      transactions.push({
        id,
        account_id: accountId,
        datetime,
        amount_cents: toCents(row.amount),
        balance_cents: row.balance === null ? null : toCents(row.balance),
        description: row.description,
        reference: row.reference,
        currency: account.currency,
      });
    }
    const dates = transactions.filter((row) => row.account_id === accountId).map((row) => row.datetime.slice(0, 10)).sort();
    const newest = dates.at(-1);
    if (newest) newestDates[account.externalId] = newest;
  }
  return { accounts, transactions, added, alreadyKnown, newestDates, accountIds };
}
