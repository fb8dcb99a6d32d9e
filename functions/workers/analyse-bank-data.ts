/**
 * The analysis worker (SQS → Lambda). One message = "analyse generation G of this
 * application's bank data". It labels every transaction, runs every analysis, stores the
 * labelled document and the results, and completes the generation in one transaction with the
 * domain event and, the first time, the billable event.
 *
 * Idempotent by construction: a message for a generation already completed, or superseded by a
 * newer one, is acknowledged without work; the data read is the one the connection item points
 * at (the committed upload, never a refused one); each run writes its labelled document under
 * its own run id, so two runs of one message (a redelivery while the first still runs) never
 * write the same object; the completion is conditional, so exactly one run commits and the
 * others delete their document; the bill has a deterministic id with attribute_not_exists, so
 * it is charged once per application.
 * Failures are reported per message (partial batch response); on the last attempt the
 * connection is marked failed and the message goes on to the dead-letter queue.
 */
import type { SQSRecord } from 'aws-lambda';
import { isLastReceive, sqsBatchHandler } from './sqs-batch.ts';
import { DomainError } from '#schemas/errors';
import { newObjectId } from '#core/ids';
import { withFields } from '#core/records';
import { fillBalances, stableId } from '#core/ingest';
import { statementCoverageOf, type StatementFileRecord } from '#core/statement-file-records';
import type { LabelledTransaction } from '#core/bank-data';
import { analyseAll, assertAnalysable } from '#core/analyses/index';
import { createLabeller } from '#core/labelling/index';
import { affinityAds } from '#core/affinity/ads';
import { AnalysisMessageSchema, type AnalysisMessage } from '#platform/aws/analysis-queue';
import { deleteUncommitted, getBankData, labelledKey, putLabelled } from '#platform/aws/bank-data-store';
import { labellingModel } from '#platform/aws/labelling-model';
import { logger } from '#platform/logger';
import { priceOf } from '#core/pricing';
import { config } from '#platform/config';
import { getApplicant, getApplication } from '#platform/repositories/applications';
import {
  billableEventExists,
  completeAnalysis,
  failAnalysis,
  getBankConnection,
  listLabelRules,
  type BankConnectionItem,
} from '#platform/repositories/bank-connections';
import { nowIso } from '#platform/repositories/table';
import { putAccountReferences } from '#platform/repositories/relabels';
import { listStatementFiles } from '#platform/repositories/statement-files';
import { afterAnalysed, afterAnalysisFailed } from '#platform/services/after-analysis';

export { MAX_RECEIVES } from './sqs-batch.ts';

export const handler = sqsBatchHandler('Analysis failed', processRecord);

async function processRecord(record: SQSRecord): Promise<void> {
  // A malformed message can never succeed: it fails until the queue moves it to the DLQ.
  const message = AnalysisMessageSchema.parse(JSON.parse(record.body));
  const connection = await getBankConnection(message.organisation, message.application);
  if (!connection) {
    logger.warn('Analysis for an unknown connection ignored', { ...message });
    return;
  }
  if (connection.analysed_generation >= message.generation || connection.requested_generation > message.generation) {
    logger.info('Analysis already done or superseded', { ...message, analysed: connection.analysed_generation, requested: connection.requested_generation });
    // A run that committed and then died before its follow-ups left its message to be delivered
    // again: run them now (each is repeatable).
    if (connection.analysed_generation === message.generation && connection.status === 'complete') await afterAnalysed(connection, message.generation);
    return;
  }
  try {
    if (await analyse(connection, message)) await afterAnalysed(connection, message.generation);
  } catch (error) {
    if (isLastReceive(record)) {
      await failAnalysis(connection, message.generation, error instanceof Error ? error.message.slice(0, 500) : 'Analysis failed');
      await afterAnalysisFailed(connection, message.generation);
    }
    throw error;
  }
}

/** Answers whether this run committed the analysis (false: a newer one was asked for, or another run did it). */
export async function analyse(connection: BankConnectionItem, message: AnalysisMessage): Promise<boolean> {
  const { organisation, application: applicationId, generation } = message;
  const runId = newObjectId();
  const ownDocument = labelledKey(organisation, applicationId, { analysed_generation: generation, labelled_run_id: runId });
  try {
    const completed = await analyseRun(connection, message, runId);
    if (!completed) {
      logger.info('Analysis finished after a newer one was asked for or another run completed it; its result was dropped', { ...message });
      await deleteUncommitted([ownDocument]);
    }
    return completed;
  } catch (error) {
    // The completion may have been applied even though its answer was lost (a timeout): delete
    // the document only when the connection is known not to point at it.
    const committed = await getBankConnection(organisation, applicationId).then(
      (now) => now?.labelled_run_id === runId,
      () => true, // cannot tell: keep the document (an unread object is harmless, a lost one is not)
    );
    if (!committed) await deleteUncommitted([ownDocument]);
    throw error;
  }
}

/**
 * How each account arrived, for the statement summary: an uploaded bank export or statement file
 * is a manual upload; the lender's own JSON (BYOD) is not.
 */
function accountSourcesOf(connection: BankConnectionItem, statementDates: Record<string, string>): Record<string, { is_manual_upload: boolean; statement_date: string | null }> {
  return Object.fromEntries(
    connection.accounts.map((account) => [account.id, { is_manual_upload: account.source !== 'byod' && account.source !== 'automatic', statement_date: statementDates[account.id] ?? null }]),
  );
}

/**
 * The parsed statement files. A file is marked parsed in the transaction that commits its rows
 * and asks for this run's generation, so a consistent read sees every file whose rows this run
 * reads (a file parsed later asks for a newer run, which supersedes this one).
 */
function statementFilesOf(organisation: string, applicationId: string): Promise<StatementFileRecord[]> {
  return listStatementFiles(organisation, applicationId, { consistent: true });
}

/** One run: label, analyse, store under `runId`, complete. Answers whether this run committed. */
async function analyseRun(connection: BankConnectionItem, message: AnalysisMessage, runId: string): Promise<boolean> {
  const { organisation, application: applicationId, generation } = message;
  const [data, rules, model, application, statementFiles] = await Promise.all([
    getBankData(organisation, applicationId, connection),
    listLabelRules(organisation),
    labellingModel(),
    getApplication(organisation, applicationId),
    statementFilesOf(organisation, applicationId),
  ]);
  // Oldest first, so the latest relabel of a merchant wins where two rules now share its key. (An
  // item written by hand without created_at sorts first rather than failing the analysis.)
  const taught = [...rules].sort((a, b) => String(a.created_at ?? '').localeCompare(String(b.created_at ?? '')));
  const labeller = createLabeller(model, { organisationRules: taught.map(({ key, label, direction, description }) => ({ key, label, direction, description })) });
  const transactions: LabelledTransaction[] = fillBalances(data.accounts, data.transactions).map((transaction) => {
    const manual = connection.manual_labels[transaction.id];
    const labelled = manual ? { label: manual, label_confidence: 1, label_source: 'manual' as const } : labeller.label(transaction);
    return withFields(transaction, labelled);
  });
  await putLabelled(organisation, applicationId, runId, { generation, data_version: connection.data_version, transactions });

  const applicant = application ? await getApplicant(organisation, application.applicant) : undefined;
  const accountHolderEmail = applicant?.email ?? null;
  const coverage = statementCoverageOf(data.accounts, statementFiles);
  const lastDay = transactions.reduce((latest, transaction) => (transaction.datetime > latest ? transaction.datetime : latest), '');
  // "Now" for the analyses is the end of the data, not the clock: the same data always gives the
  // same answer. Its last row, not a statement's printed end: every analysis's windows count back
  // from it, and a statement's quiet last days say nothing of the applicant's other accounts.
  const asOf = lastDay ? new Date(`${lastDay.slice(0, 10)}T23:59:59+02:00`) : new Date(0);
  const input = { accounts: data.accounts, transactions, asOf, periods: coverage.periods };
  let results: Record<string, unknown> | null = null;
  let enoughHistory = true;
  try {
    assertAnalysable(input);
    results = analyseAll(input, { accountHolderEmail, accountSources: accountSourcesOf(connection, coverage.statementDates) }) as unknown as Record<string, unknown>;
    // Partner offers, stored with the analyses; served only to organisations with the add-on (services/affinity.ts).
    results.affinity_ads = affinityAds(transactions, asOf);
  } catch (error) {
    if (!(error instanceof DomainError) || (error.code !== '1_month_transaction_error' && error.code !== 'no_transactions_found')) throw error;
    enoughHistory = error.code !== '1_month_transaction_error';
  }

  // Before the commit, so an analysed account is always findable by the operators' pages (idempotent).
  await putAccountReferences(organisation, applicationId, data.accounts.map((account) => account.id));
  const billableId = stableId(applicationId, 'BANK');
  const billable = (await billableEventExists(organisation, billableId)) ? null : { id: billableId, ...priceOf('BANK', config.priceList) };
  return completeAnalysis({
    connection,
    generation,
    runId,
    analyses: {
      generation,
      data_version: connection.data_version,
      data_upload_id: connection.data_upload_id ?? null,
      enough_history: enoughHistory,
      transaction_count: transactions.length,
      results,
      account_holder_email: accountHolderEmail,
      computed_at: nowIso(),
    },
    event: {
      id: stableId(applicationId, 'bank_connection.analysed', generation),
      type: 'bank_connection.analysed',
      payload: { application_id: applicationId, bank_connection_id: connection.id, generation, status: 'complete' },
    },
    billable,
  });
}
