/**
 * Accepting bank data for an application, from any source (the lender's JSON, a bank CSV
 * export): the checks the specification names, the raw upload kept in S3, the new data version
 * written whole, the connection moved to `analysing`, and the analysis queued. Nothing is
 * written until every check has passed, and the connection only points at the new data once
 * the document is complete.
 */
import { createHash } from 'node:crypto';
import { DomainError } from '#schemas/errors';
import { newObjectId } from '#core/ids';
import { normaliseUpload, type IncomingAccount } from '#core/ingest';
import { currentStatus } from './applications-service.ts';
import { enqueueAnalysis } from './analysis-queue.ts';
import { getBankData, putBankData, putRawUpload } from './bank-data-store.ts';
import { logger } from './logger.ts';
import { getApplicationConfig } from './repositories/application-configs.ts';
import { getApplication, type ApplicationItem } from './repositories/applications.ts';
import {
  getBankConnection,
  newBankConnection,
  saveConnectionForAnalysis,
  setConnectionStatus,
  type AccountMeta,
  type BankConnectionItem,
} from './repositories/bank-connections.ts';

/** The application, in the caller's organisation, with the bank connection in its config. */
export async function applicationForBankData(organisationId: string, applicationId: string): Promise<ApplicationItem> {
  const application = await getApplication(organisationId, applicationId);
  if (!application) throw new DomainError('application_not_found');
  const appConfig = await getApplicationConfig(organisationId, application.config);
  if (!appConfig?.connections.some((connection) => connection.name === 'bank')) throw new DomainError('bank_not_configured');
  return application;
}

export interface Upload {
  accounts: IncomingAccount[];
  source: AccountMeta['source'];
  raw: { body: Uint8Array | string; extension: string; contentType: string };
  /** Files are refused when the same bytes were accepted before for this connection. */
  checkDuplicateFile: boolean;
}

export async function ingestBankData(organisationId: string, applicationId: string, upload: Upload): Promise<BankConnectionItem> {
  const application = await applicationForBankData(organisationId, applicationId);
  if (currentStatus(application) === 'expired') throw new DomainError('application_expired');
  const existing = await getBankConnection(organisationId, applicationId);
  const connection = existing ?? newBankConnection(organisationId, applicationId, newObjectId());

  // The same file again is the more telling answer than its account existing already.
  const fingerprint = createHash('sha256').update(upload.raw.body).digest('hex');
  if (upload.checkDuplicateFile && connection.file_fingerprints.includes(fingerprint)) throw new DomainError('duplicate_upload');
  const numbers = new Set(connection.accounts.map((account) => account.account_number));
  for (const account of upload.accounts) {
    if (numbers.has(account.account_number)) throw new DomainError('bank_account_exists');
    numbers.add(account.account_number);
  }

  const accepted = normaliseUpload(connection.id, upload.accounts);
  const previous = connection.data_version > 0 ? await getBankData(organisationId, applicationId, connection.data_version) : undefined;
  const dataVersion = connection.data_version + 1;
  await putRawUpload(organisationId, applicationId, newObjectId(), upload.raw.extension, upload.raw.body, upload.raw.contentType);
  await putBankData(organisationId, applicationId, {
    data_version: dataVersion,
    accounts: [...(previous?.accounts ?? []), ...accepted.accounts],
    transactions: [...(previous?.transactions ?? []), ...accepted.transactions],
  });

  const counts = new Map<string, number>();
  for (const transaction of accepted.transactions) counts.set(transaction.account_id, (counts.get(transaction.account_id) ?? 0) + 1);
  const saved = await saveConnectionForAnalysis(
    {
      ...connection,
      data_version: dataVersion,
      requested_generation: connection.requested_generation + 1,
      accounts: [
        ...connection.accounts,
        ...accepted.accounts.map((account) => ({
          id: account.id,
          account_number: account.account_number,
          account_name: account.account_name,
          account_type: account.account_type,
          bank_slug: account.bank_slug,
          account_holder_name: account.account_holder_name,
          balance_cents: account.balance_cents,
          transaction_count: counts.get(account.id) ?? 0,
          source: upload.source,
        })),
      ],
      file_fingerprints: upload.checkDuplicateFile ? [...connection.file_fingerprints, fingerprint] : connection.file_fingerprints,
    },
    existing ? existing.version : null,
  );
  await queueOrFail(saved);
  return saved;
}

/**
 * Asks for the connection's latest generation. Should the queue refuse, the connection is
 * marked failed (never stuck as `analysing` with no work queued); a recrunch retries it.
 */
export async function queueOrFail(connection: BankConnectionItem): Promise<void> {
  try {
    await enqueueAnalysis({ organisation: connection.organisation, application: connection.application, generation: connection.requested_generation });
  } catch (error) {
    logger.error('Could not queue an analysis', { application: connection.application, error: error as Error });
    await setConnectionStatus(connection, 'failed', 'The analysis could not be queued; re-run it with recrunch.');
    throw error;
  }
}
