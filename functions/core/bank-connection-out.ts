/**
 * Account mapping at the API edge: a bank connection's stored accounts and labelled
 * transactions as the API answers them (AccountSummaryAccountSchema, SingleTransactionDetailSchema,
 * AvailableAccountsSchema), and an upload's accounts as the connection stores them. Cents become
 * rand here and nowhere else on the way out.
 */
import type { BankAccountRecord } from '#schemas/bank-connections';
import { LABEL_NAMES } from '#schemas/labels';
import { toRand, type BankAccount, type LabelledTransaction, type Transaction } from './bank-data.ts';
import { TRUSTED_SOURCES, trustedDaysOf, type Vouched } from './statement-context.ts';

/**
 * An account as the connection item stores it: the account record without its currency, and what
 * the lender's data or a linked bank vouched for (statement-context.ts Vouched: statements are
 * judged against it when their files are listed). `vouched` is null for an account that came from
 * statements or exports, and absent on accounts stored before it was kept.
 */
export type StoredAccount = Omit<BankAccountRecord, 'currency'> & { vouched?: Vouched | null };

/** What presenting a connection reads of the stored connection item. */
export interface StoredConnection {
  id: string;
  application: string;
  status: 'not_ready' | 'analysing' | 'complete' | 'failed';
  accounts: StoredAccount[];
  created_at: string;
  updated_at: string;
  analysed_at: string | null;
}

export const BANK_NAMES: Record<string, string> = {
  absa: 'Absa', african_bank: 'African Bank', bidvest: 'Bidvest Bank', capitec: 'Capitec', discovery: 'Discovery Bank', fnb: 'FNB',
  investec: 'Investec', nedbank: 'Nedbank', old_mutual: 'Old Mutual', standard_bank: 'Standard Bank', tymebank: 'TymeBank', sandbox: 'Khanya Sandbox Bank',
  other: 'Other bank',
};

/** Every label a transaction can have, answered beside transaction pages. */
export const CRUNCH_CATEGORIES = [...LABEL_NAMES];

/**
 * BankConnectionOutSchema. An account a bank login linked (source `automatic`) was verified at the
 * applicant's online banking (`ONLINE_BANKING_PROFILE`); uploaded, e-mailed or the lender's own
 * data only as an `ACCOUNT` its statement or export names. No government id is held.
 */
export function presentConnection(connection: StoredConnection) {
  return {
    id: connection.id,
    application: connection.application,
    status: connection.status,
    accounts: connection.accounts.map((account) => ({
      id: account.id,
      bank_name: BANK_NAMES[account.bank_slug] ?? account.bank_slug,
      account_name: account.account_name,
      account_number: account.account_number,
      account_holder_name: account.account_holder_name,
      account_holder_gov_id: null,
      verification: account.source === 'automatic' ? ('ONLINE_BANKING_PROFILE' as const) : ('ACCOUNT' as const),
      balance: toRand(account.balance_cents),
      bank_slug: account.bank_slug,
      account_type: account.account_type,
      transaction_count: account.transaction_count,
    })),
    created_at: connection.created_at,
    updated_at: connection.updated_at,
    analysed_at: connection.analysed_at,
  };
}

/**
 * SingleTransactionDetailSchema. The account may be unknown (an account removed by a later
 * upload): then the number is empty and the bank `other`, rather than failing the page.
 */
export function presentTransaction(transaction: LabelledTransaction, account: Pick<StoredAccount, 'account_number' | 'bank_slug'> | undefined) {
  return {
    id: transaction.id,
    description: transaction.description,
    account: transaction.account_id,
    account_number: account?.account_number ?? '',
    datetime: transaction.datetime,
    amount: toRand(transaction.amount_cents),
    reference: transaction.reference,
    currency: transaction.currency,
    label: transaction.label,
    label_confidence: transaction.label_confidence,
    label_source: transaction.label_source,
    balance: toRand(transaction.balance_cents ?? 0),
    bank_slug: account?.bank_slug ?? 'other',
  };
}

/** AvailableAccountsSchema: the accounts a transaction search can filter by. */
export function availableAccounts(accounts: readonly StoredAccount[]) {
  return accounts.map((account) => ({
    account_id: account.id,
    bank_slug: account.bank_slug,
    account_number: account.account_number,
    account_name: account.account_name,
  }));
}

/**
 * The stored accounts of an accepted upload (ingest's accounts → the connection item's): each
 * with its transaction count and where it came from; the currency stays in the data document.
 * An account of the lender's own data or a linked bank keeps what they vouch for: its holder as
 * given and the days its rows span (`trustedRows`, by default every row given: pass only the
 * source's own where the rows hold a statement's too).
 */
export function storedAccountsOf(
  accounts: readonly BankAccount[],
  transactions: readonly Pick<Transaction, 'account_id' | 'datetime'>[],
  source: StoredAccount['source'],
  trustedRows: readonly Pick<Transaction, 'account_id' | 'datetime'>[] = transactions,
): StoredAccount[] {
  const counts = new Map<string, number>();
  for (const transaction of transactions) counts.set(transaction.account_id, (counts.get(transaction.account_id) ?? 0) + 1);
  const trusted = TRUSTED_SOURCES.has(source);
  return accounts.map((account) => ({
    id: account.id,
    account_number: account.account_number,
    account_name: account.account_name,
    account_type: account.account_type,
    bank_slug: account.bank_slug,
    account_holder_name: account.account_holder_name,
    balance_cents: account.balance_cents,
    transaction_count: counts.get(account.id) ?? 0,
    source,
    vouched: trusted ? { holder_name: account.account_holder_name, days: trustedDaysOf(trustedRows.filter((row) => row.account_id === account.id)) } : null,
  }));
}
