/**
 * From incoming bank data (the lender's own JSON, a parsed bank export) to the core's accounts
 * and transactions: exact cents, South African time, stable ids, oldest first, and the checks
 * every source shares. A refused upload names each problem and where it is; nothing of it is
 * stored (the caller writes only after this succeeds).
 */
import { createHash } from 'node:crypto';
import { normaliseAccountNumber } from './statements/fingerprint.ts';
import type { BankAccountRecord } from '#schemas/bank-connections';
import { DomainError } from '#schemas/errors';
import { toCents, type BankAccount, type Transaction } from './bank-data.ts';
import { checkChain } from './statements/validate.ts';
import { formatRand } from './statements/values.ts';
import { withFields } from './records.ts';
import type { RawTransaction } from './statements/layout.ts';

export type UploadErrorType = 'Parse Error' | 'Contiguous Error' | 'Transactions Error';

export interface UploadProblem {
  account: string | null;
  row: number | null;
  column: string | null;
  problem: string;
}

const CODE_OF: Record<UploadErrorType, 'upload_parse_error' | 'upload_contiguous_error' | 'upload_transactions_error'> = {
  'Parse Error': 'upload_parse_error',
  'Contiguous Error': 'upload_contiguous_error',
  'Transactions Error': 'upload_transactions_error',
};

export const MAX_LISTED_PROBLEMS = 100;

/** The 400 answer of a refused upload: the catalogue code plus the manual-upload error type and the problems. */
export function uploadError(type: UploadErrorType, problems: UploadProblem[]): DomainError {
  return new DomainError(CODE_OF[type], undefined, undefined, {
    manual_upload_error_type: type,
    details: problems.slice(0, MAX_LISTED_PROBLEMS),
    problem_count: problems.length,
  });
}

const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** An instant written in South African time (`YYYY-MM-DDTHH:mm:ss+02:00`), so strings sort by time and slice(0, 10) is the SAST day. */
export function formatSast(epochMs: number): string {
  return `${new Date(epochMs + SAST_OFFSET_MS).toISOString().slice(0, 19)}+02:00`;
}

/** `YYYY-MM-DD` → midnight SAST; a date-time without an offset is South African time. */
export function toSastDateTime(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T00:00:00+02:00`;
  const withOffset = /(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}+02:00`;
  const epochMs = Date.parse(withOffset);
  if (Number.isNaN(epochMs)) throw new RangeError(`Not a date: ${value}`);
  return formatSast(epochMs);
}

/** A 24-hex id derived from its inputs: the same data always gets the same ids (idempotent ingestion). */
export function stableId(...parts: (string | number)[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 24);
}

/**
 * An account's id, the one function for uploads, statements and linked banks: the hash of its
 * number as digits (statements/fingerprint.ts normaliseAccountNumber), so `1054 959 796` on a
 * statement and `1054959796` from the bank are one account. A number with no digits at all
 * (a masked or named account) is hashed as written, so two such accounts stay apart.
 * `qualifiers` (a bank slug) tell apart two accounts whose numbers agree.
 */
export function accountIdOf(connectionId: string, accountNumber: string, ...qualifiers: string[]): string {
  return stableId(connectionId, 'account', ...qualifiers, accountNumberKey(accountNumber));
}

/** What an account id is made of: the number as digits, else (none) as written. Two numbers with one key are one account. */
export function accountNumberKey(accountNumber: string): string {
  const digits = normaliseAccountNumber(accountNumber);
  return digits === '' ? accountNumber.trim() : digits;
}

/**
 * An account as a source delivers it: the account record's descriptive fields, with rand (a JSON
 * number or an export's text) where the record has cents, and its transactions.
 */
export type IncomingAccount = Pick<BankAccountRecord, 'account_number' | 'account_name' | 'account_type' | 'bank_slug' | 'account_holder_name' | 'currency'> & {
  balance: number | string;
  transactions: {
    datetime: string;
    amount: number | string;
    balance: number | string | null;
    description: string;
    reference: string | null;
    currency: string;
    bank_category?: string;
  }[];
};

/**
 * Normalises and checks one upload. `connectionId` scopes the stable ids. Checks: amounts and
 * balances in cents; no transaction in the future (beyond a day of clock skew); balances,
 * where given, chain within each account in date order (previous balance + amount = balance,
 * through rows sent without a balance; within one day other orders are tried, since banks differ:
 * chainOf). `closingGiven`: the accounts' balances are the source's own closing balances (BYOD),
 * which the rows after the last balance given must reach; a CSV export without one and a linked
 * bank's check pass a balance of their own making.
 */
export function normaliseUpload(
  connectionId: string,
  incoming: IncomingAccount[],
  now: Date = new Date(),
  options: { closingGiven?: boolean } = {},
): { accounts: BankAccount[]; transactions: Transaction[] } {
  const accounts: BankAccount[] = [];
  const transactions: Transaction[] = [];
  const contiguity: UploadProblem[] = [];
  const future: UploadProblem[] = [];
  const latestAllowed = now.getTime() + 24 * 60 * 60 * 1000;

  for (const account of incoming) {
    const accountId = accountIdOf(connectionId, account.account_number);
    accounts.push({
      id: accountId,
      account_number: account.account_number,
      account_name: account.account_name,
      account_type: account.account_type,
      bank_slug: account.bank_slug,
      account_holder_name: account.account_holder_name,
      currency: account.currency,
      balance_cents: toCents(account.balance),
    });
    const rows = account.transactions.map((row, index) => ({ row, index, datetime: toSastDateTime(row.datetime) }));
    const chain = chainOf(
      account.account_number,
      toCents(account.balance),
      options.closingGiven ?? false,
      rows.map(({ row, index, datetime }) => ({
        row: index + 1,
        datetime,
        amount_cents: toCents(row.amount),
        balance_cents: row.balance === null ? null : toCents(row.balance),
        description: row.description,
      })),
    );
    contiguity.push(...chain.problems);
    // Oldest first. Rows of the same instant (a day's rows where the source gives dates alone) in
    // the order their balances chain, which is the order they happened, whichever way the source
    // listed them; else in the source's order.
    const ordered = [...rows].sort((a, b) => a.datetime.localeCompare(b.datetime) || chain.rank(a.index + 1) - chain.rank(b.index + 1) || a.index - b.index);
    const seen = new Map<string, number>();
    for (const { row, index, datetime } of ordered) {
      if (Date.parse(datetime) > latestAllowed) {
        future.push({ account: account.account_number, row: index + 1, column: 'datetime', problem: `${row.datetime} is in the future` });
      }
      const amount = toCents(row.amount);
      const balance = row.balance === null ? null : toCents(row.balance);
      const fingerprint = `${datetime}|${amount}|${balance ?? ''}|${row.description}`;
      const occurrence = (seen.get(fingerprint) ?? 0) + 1;
      seen.set(fingerprint, occurrence);
      transactions.push({
        id: stableId(connectionId, accountId, fingerprint, occurrence),
        account_id: accountId,
        datetime,
        amount_cents: amount,
        balance_cents: balance,
        description: row.description,
        reference: row.reference,
        currency: row.currency,
        ...(row.bank_category === undefined ? {} : { bank_category: row.bank_category }),
      });
    }
  }
  if (future.length > 0) throw uploadError('Transactions Error', future);
  if (contiguity.length > 0) throw uploadError('Contiguous Error', contiguity);
  return { accounts, transactions };
}

/**
 * The balance chain of one account, checked by the same algorithm as bank exports
 * (statements/validate.ts: within a day any order of the rows with balances that chains is
 * accepted, since banks differ). `rows` are in the source's order, so problems name the row the
 * lender sent. A row without a balance still moves the balance by its amount, so balances left out
 * in the middle of an account chain across it; where that reading fails (the check tries other
 * orders only for a day whose every row has a balance), the rows with balances are checked alone,
 * as before balances left out were chained through, and their source order is kept. Where the
 * account's balance is the source's own closing balance (`closingGiven`: BYOD), the rows after the
 * last balance given are filled from it (fillBalances), so it must be the last one given plus their
 * amounts: otherwise the balances filled in would not chain with the ones given. `rank` is each
 * row's place in the order that chains.
 */
function chainOf(
  accountNumber: string,
  accountBalance: number,
  closingGiven: boolean,
  rows: { row: number; datetime: string; amount_cents: number; balance_cents: number | null; description: string }[],
): { problems: UploadProblem[]; rank: (row: number) => number } {
  if (!rows.some((row) => row.balance_cents !== null)) return { problems: [], rank: () => 0 };
  const raw: RawTransaction[] = rows.map((row) => ({
    row: row.row,
    date: row.datetime.slice(0, 10),
    time: row.datetime.slice(11, 19),
    amount_cents: row.amount_cents,
    balance_cents: row.balance_cents,
    description: row.description,
    reference: null,
  }));
  const sorted = [...raw].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : (x.time ?? '').localeCompare(y.time ?? '') || x.row - y.row));
  const { contiguous, ordered } = checkChain(sorted, null, null);
  const problems: UploadProblem[] = contiguous.map((problem) => ({ account: accountNumber, ...problem }));
  if (problems.length > 0) {
    const given = checkChain(sorted.filter((row) => row.balance_cents !== null), null, null);
    return given.contiguous.length === 0 ? { problems: [], rank: () => 0 } : { problems, rank: () => 0 };
  }
  const lastGiven = ordered.findLastIndex((row) => row.balance_cents !== null);
  const after = ordered.slice(lastGiven + 1);
  if (closingGiven && after.length > 0) {
    const expected = ordered[lastGiven]!.balance_cents! + after.reduce((sum, row) => sum + row.amount_cents, 0);
    if (expected !== accountBalance) {
      problems.push({
        account: accountNumber,
        row: null,
        column: 'balance',
        problem:
          `The account's balance R ${formatRand(accountBalance)} is not the last balance given, R ${formatRand(ordered[lastGiven]!.balance_cents!)} (row ${ordered[lastGiven]!.row}), ` +
          `plus ${after.length === 1 ? 'the transaction' : `the ${after.length} transactions`} after it without a balance, R ${formatRand(expected)}: the balances left out cannot be filled in`,
      });
    }
  }
  const place = new Map(ordered.map((row, index) => [row.row, index]));
  return { problems, rank: (row) => place.get(row) ?? 0 };
}

/**
 * Fills balances a source left out (BYOD allows null), working back from the account's
 * closing balance: the balance after a transaction is the closing balance less every later
 * amount. Given balances are kept.
 */
export function fillBalances<T extends Transaction>(accounts: BankAccount[], ordered: T[]): T[] {
  const running = new Map(accounts.map((account) => [account.id, account.balance_cents]));
  const filled = [...ordered];
  for (let index = filled.length - 1; index >= 0; index -= 1) {
    const transaction = filled[index]!;
    const after = running.get(transaction.account_id) ?? 0;
    const balance = transaction.balance_cents ?? after;
    if (transaction.balance_cents === null) filled[index] = withFields(transaction, { balance_cents: balance });
    running.set(transaction.account_id, balance - transaction.amount_cents);
  }
  return filled;
}
