/**
 * Reading an application's bank data: the states the specification names, in one place, and
 * the stored results. Every read is scoped to the caller's organisation through the key.
 */
import { LABEL_NAMES } from '#schemas/labels';
import { DomainError } from '#schemas/errors';
import { toRand, type LabelledTransaction } from '#core/bank-data';
import { applicationForBankData } from './bank-ingest.ts';
import { getLabelled } from '../aws/bank-data-store.ts';
import { getAnalyses, getBankConnection, type AccountMeta, type AnalysesItem, type BankConnectionItem } from '../repositories/bank-connections.ts';

/** A connection whose analysis is complete, or the catalogue error that says why not. */
export async function completedConnection(organisationId: string, applicationId: string): Promise<BankConnectionItem> {
  await applicationForBankData(organisationId, applicationId);
  const connection = await getBankConnection(organisationId, applicationId);
  if (!connection || connection.data_version === 0) throw new DomainError('connection_not_ready');
  if (connection.status === 'analysing') throw new DomainError('error_still_analysing_connection');
  if (connection.status === 'failed') throw new DomainError('error_analysing_connection');
  return connection;
}

export async function connectionOrNotReady(organisationId: string, applicationId: string): Promise<BankConnectionItem> {
  await applicationForBankData(organisationId, applicationId);
  const connection = await getBankConnection(organisationId, applicationId);
  if (!connection) throw new DomainError('connection_not_ready');
  return connection;
}

/** The stored analyses of a complete connection; their own preconditions answer here. */
export async function analysesOf(organisationId: string, applicationId: string): Promise<{ connection: BankConnectionItem; analyses: AnalysesItem; results: Record<string, unknown> }> {
  const connection = await completedConnection(organisationId, applicationId);
  const analyses = await getAnalyses(organisationId, applicationId);
  if (!analyses || analyses.generation !== connection.analysed_generation) throw new DomainError('error_still_analysing_connection');
  if (analyses.transaction_count === 0) throw new DomainError('no_transactions_found');
  if (!analyses.enough_history || !analyses.results) throw new DomainError('1_month_transaction_error');
  return { connection, analyses, results: analyses.results };
}

export async function labelledTransactionsOf(connection: BankConnectionItem): Promise<LabelledTransaction[]> {
  return (await getLabelled(connection.organisation, connection.application, connection)).transactions;
}

export const BANK_NAMES: Record<string, string> = {
  absa: 'Absa', african_bank: 'African Bank', bidvest: 'Bidvest Bank', capitec: 'Capitec', discovery: 'Discovery Bank', fnb: 'FNB',
  investec: 'Investec', nedbank: 'Nedbank', old_mutual: 'Old Mutual', standard_bank: 'Standard Bank', tymebank: 'TymeBank', other: 'Other bank',
};

export function presentConnection(connection: BankConnectionItem) {
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
      verification: 'ACCOUNT' as const,
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

export function presentTransaction(transaction: LabelledTransaction, account: AccountMeta | undefined) {
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

export const CRUNCH_CATEGORIES = [...LABEL_NAMES];
