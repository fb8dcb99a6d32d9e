/**
 * Accepting bank data for an application, from any source (the lender's JSON, a bank CSV
 * export, a statement file: services/statement-files.ts merges it and commits through
 * `commitBankData` here): the checks the specification names, the raw upload kept in S3, the new data written
 * whole, the connection moved to `analysing`, and the analysis queued.
 *
 * Each upload gets its own id and writes its raw body and data document under that id
 * (bank-data-store.ts), so two uploads at once never write the same object. The one commit
 * point is the conditional write of the connection item (conditioned on the version this
 * upload read) that points at the new document: the upload that wins it is the one stored and
 * analysed; the other answers 409 `concurrent_update` and deletes what it wrote. Nothing is
 * written before every check has passed, so a refused upload leaves nothing.
 */
import { DomainError } from '#schemas/errors';
import { newObjectId } from '#core/ids';
import { normaliseUpload, type IncomingAccount } from '#core/ingest';
import type { StoredAccount } from '#core/bank-connection-out';
import { currentStatus } from '#core/applications';
import { storedAccountsOf } from '#core/bank-connection-out';
import { checkBankConfigured, checkUploadAcceptable, fileFingerprint } from '#core/bank-connection-state';
import { enqueueAnalysis } from '../aws/analysis-queue.ts';
import { bankDataKey, deleteUncommitted, getBankData, putBankData, putRawUpload, rawUploadKey, type BankDataDocument } from '../aws/bank-data-store.ts';
import { logger } from '../logger.ts';
import { getApplicationConfig } from '../repositories/application-configs.ts';
import { getApplication, type ApplicationItem } from '../repositories/applications.ts';
import {
  getBankConnection,
  newBankConnection,
  saveConnectionForAnalysis,
  setConnectionStatus,
  type BankConnectionItem,
  type ConnectionTransactItem,
} from '../repositories/bank-connections.ts';
import { publishEvent } from './webhooks.ts';
import { nowIso } from '../repositories/table.ts';

/** The application, in the caller's organisation, with the bank connection in its config. */
export async function applicationForBankData(organisationId: string, applicationId: string): Promise<ApplicationItem> {
  const application = await getApplication(organisationId, applicationId);
  if (!application) throw new DomainError('application_not_found');
  checkBankConfigured(await getApplicationConfig(organisationId, application.config));
  return application;
}

export interface Upload {
  accounts: IncomingAccount[];
  source: StoredAccount['source'];
  raw: { body: Uint8Array | string; extension: string; contentType: string };
  /** Files are refused when the same bytes were accepted before for this connection. */
  checkDuplicateFile: boolean;
  /**
   * Writes that commit with the upload or not at all, given the key its raw body is stored under
   * (the connect flow's CSV export, recorded as a statement file whose bytes are that object).
   */
  alsoWrite?: (rawKey: string) => readonly ConnectionTransactItem[];
}

export async function ingestBankData(organisationId: string, applicationId: string, upload: Upload): Promise<BankConnectionItem> {
  const application = await applicationForBankData(organisationId, applicationId);
  if (currentStatus(application) === 'expired') throw new DomainError('application_expired');
  const existing = await getBankConnection(organisationId, applicationId);
  const connection = existing ?? newBankConnection(organisationId, applicationId, newObjectId());

  const fingerprint = fileFingerprint(upload.raw.body);
  checkUploadAcceptable(connection, { accounts: upload.accounts, fingerprint, checkDuplicateFile: upload.checkDuplicateFile });

  const accepted = normaliseUpload(connection.id, upload.accounts, undefined, { closingGiven: upload.source === 'byod' });
  const previous = connection.data_version > 0 ? await getBankData(organisationId, applicationId, connection) : undefined;
  const uploadId = newObjectId();
  return commitBankData({
    existing,
    connection,
    uploadId,
    document: {
      accounts: [...(previous?.accounts ?? []), ...accepted.accounts],
      transactions: [...(previous?.transactions ?? []), ...accepted.transactions],
    },
    accounts: [...connection.accounts, ...storedAccountsOf(accepted.accounts, accepted.transactions, upload.source)],
    fileFingerprints: upload.checkDuplicateFile ? [...connection.file_fingerprints, fingerprint] : connection.file_fingerprints,
    raw: upload.raw,
    ...(upload.alsoWrite ? { alsoWrite: upload.alsoWrite(rawUploadKey(organisationId, applicationId, uploadId, upload.raw.extension)) } : {}),
  });
}

/** A new state of a connection's bank data, computed from the connection as read (`existing`). */
export interface BankDataChange {
  /** The connection item as read; undefined when the application had none. */
  existing: BankConnectionItem | undefined;
  /** `existing`, or the new connection item to create. */
  connection: BankConnectionItem;
  /** The whole new data document (previous data plus the change). */
  document: Pick<BankDataDocument, 'accounts' | 'transactions'>;
  /** The whole new account list of the connection item. */
  accounts: StoredAccount[];
  fileFingerprints: string[];
  /** The upload as received, stored beside the data (statements keep their own file instead). */
  raw?: Upload['raw'];
  /** Writes that commit with the connection or not at all (a statement file becoming parsed). */
  alsoWrite?: readonly ConnectionTransactItem[];
  /** Refused (409 `concurrent_update`) should the applicant have completed since the read (their own change racing POST complete). */
  unlessCompleted?: boolean;
  /** The id its objects are written under; given by a caller whose `alsoWrite` names the raw object, else a new one. */
  uploadId?: string;
}

/**
 * The one commit point of every bank-data change (BYOD, CSV exports, statements): writes the
 * change's objects under a new upload id, then the connection item conditioned on the version
 * read, moving it to `analysing`; then queues the analysis. A refused commit (409
 * `concurrent_update`: another change committed since the read, or an `alsoWrite` condition
 * failed) deletes what it wrote; callers that can merge again (statements) re-read and retry.
 */
export async function commitBankData(change: BankDataChange): Promise<BankConnectionItem> {
  const { existing, connection } = change;
  const { organisation: organisationId, application: applicationId } = connection;
  const dataVersion = connection.data_version + 1;
  const uploadId = change.uploadId ?? newObjectId();

  // Known before writing, so that a write that fails halfway is cleaned up too.
  const ownObjects = [
    ...(change.raw ? [rawUploadKey(organisationId, applicationId, uploadId, change.raw.extension)] : []),
    bankDataKey(organisationId, applicationId, { data_version: dataVersion, data_upload_id: uploadId }),
  ];
  let saved: BankConnectionItem;
  try {
    if (change.raw) await putRawUpload(organisationId, applicationId, uploadId, change.raw.extension, change.raw.body, change.raw.contentType);
    await putBankData(organisationId, applicationId, uploadId, { data_version: dataVersion, ...change.document });
    // The commit: conditional on the version read, so of two changes at once only one
    // points the connection at its document.
    saved = await saveConnectionForAnalysis(
      {
        ...connection,
        data_version: dataVersion,
        data_upload_id: uploadId,
        requested_generation: connection.requested_generation + 1,
        accounts: change.accounts,
        file_fingerprints: change.fileFingerprints,
      },
      existing ? existing.version : null,
      change.alsoWrite,
      change.unlessCompleted,
    );
  } catch (error) {
    // Refused (409) or failed: nothing of this change may stay. Unless refused, the commit may
    // have been applied with its answer lost (a timeout), so look before deleting.
    const now = error instanceof DomainError ? undefined : await getBankConnection(organisationId, applicationId).catch(() => 'unknown' as const);
    if (now === 'unknown') throw error; // cannot tell: keep the objects (an unread object is harmless, a lost one is not)
    if (now?.data_upload_id !== uploadId) {
      await deleteUncommitted(ownObjects);
      throw error;
    }
    saved = now; // the commit was applied: the change is accepted
  }
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
  await publishEvent({
    type: 'bank_connection.analysing',
    organisationId: connection.organisation,
    applicationId: connection.application,
    at: nowIso(),
    source: `${connection.application}|${connection.requested_generation}`,
    data: { bank_connection_id: connection.id, generation: connection.requested_generation },
  });
}
