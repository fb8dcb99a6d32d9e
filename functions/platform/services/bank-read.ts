/**
 * Reading an application's bank data: the states the specification names, in one place, and
 * the stored results. Every read is scoped to the caller's organisation through the key. How
 * they are answered is core's (functions/core/bank-connection-out.ts).
 */
import { DomainError } from '#schemas/errors';
import type { LabelledTransaction } from '#core/bank-data';
import { checkAnalysesReady, checkComplete } from '#core/bank-connection-state';
import { applicationForBankData } from './bank-ingest.ts';
import { getLabelled } from '../aws/bank-data-store.ts';
import { getAnalyses, getBankConnection, type AnalysesItem, type BankConnectionItem } from '../repositories/bank-connections.ts';

/** A connection whose analysis is complete, or the catalogue error that says why not. */
export async function completedConnection(organisationId: string, applicationId: string): Promise<BankConnectionItem> {
  await applicationForBankData(organisationId, applicationId);
  const connection = await getBankConnection(organisationId, applicationId);
  checkComplete(connection);
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
  checkAnalysesReady(connection, analyses);
  return { connection, analyses, results: analyses.results };
}

export async function labelledTransactionsOf(connection: BankConnectionItem): Promise<LabelledTransaction[]> {
  return (await getLabelled(connection.organisation, connection.application, connection)).transactions;
}
