/**
 * Statement files: accepted by the upload routes (or a presigned upload, or an e-mail), read in
 * the background by the statement worker, and merged into the application's bank data.
 *
 * Loss-free and race-safe by construction:
 * - each file's bytes go to S3 under the file's own key before its record exists, and stay
 *   there whatever happens to the file (audit);
 * - the record and the claim on the bytes' SHA-256 are written together, so the same bytes
 *   twice (also at once) give one accepted file and one `duplicate_upload`;
 * - a queued message names the file and its attempt; the worker acts only on a file still
 *   `processing` at that attempt, so a redelivered message does nothing twice;
 * - the merge commits through bank-ingest's one commit point (`commitBankData`): the new data
 *   document under its own id, then one transaction that points the connection at it
 *   (conditioned on the version read) and marks the file parsed (conditioned on its attempt).
 *   Two files merged at once: one commit wins, the other re-reads and merges again on top, so
 *   both land and the result is the same as one after the other;
 * - a request that died after recording its file and before queueing it leaves the file
 *   `processing` with no message (its attempt never marked queued): the same bytes sent again
 *   minutes later (the client's or the mail queue's retry) are a `duplicate_upload` that queues
 *   that file (`requeueHeldFile`);
 * - the connect flow's CSV export (`upload_csv`) is read by its own route, never queued: its
 *   record (parsed) and its claim commit in the connection's own transaction (`acceptCsvExport`),
 *   and a refused one is recorded failed, so both files lists show it like the others.
 */
import { DomainError } from '#schemas/errors';
import { printableText, type UploadedFile } from '#schemas/common';
import { STATEMENT_UPLOAD_LIMITS } from '#schemas/bank-connections';
import { currentStatus } from '#core/applications';
import type { StatementContext } from '#core/statement-context';
import { newObjectId } from '#core/ids';
import { csvExportResult } from '#core/csv-export-file';
import type { StatementFileError } from '#core/pdf/errors';
import { sniffStatementFile } from '#core/statement-sniff';
import type { ParsedStatement } from '#core/statements/index';
import { incomingFromStatement } from '#core/upload-accounts';
import {
  checkPasswordWanted,
  checkStatementFilename,
  checkStatementFiles,
  givenOf,
  statementFileKinds,
  presentStatementFile,
  storedExtension,
  type StatementFileGiven,
  type StatementFileKind,
  type StatementFileRecord,
  uploaderOf,
} from '#core/statement-file-records';
import { fileFingerprint } from '#core/bank-connection-state';
import { applicationEvent } from '#core/application-events';
import { enqueueStatementFile } from '../aws/statement-queue.ts';
import {
  copyStatementObjectOnce,
  getStatementBytes,
  incomingKey,
  presignStatementPut,
  putStatementBytes,
  putStatementBytesOnce,
  statementFileUrl,
  statementKey,
  statementSize,
} from '../aws/statement-store.ts';
import { logger } from '../logger.ts';
import { appendApplicationEvents, type ApplicationItem } from '../repositories/applications.ts';
import {
  claimHolder,
  claimUnqueued,
  getStatementFile,
  listStatementFiles,
  markQueued,
  newFileTransactItems,
  putStatementFile,
  recordStatementFile,
  releaseClaim,
  requeueStatementFile,
  unclaimQueued,
  setFileOutcome,
  type FileOutcome,
} from '../repositories/statement-files.ts';
import { nowIso } from '../repositories/table.ts';
import type { BankConnectionItem } from '../repositories/bank-connections.ts';
import { applicationForBankData, ingestBankData } from './bank-ingest.ts';
import { publishEvent } from './webhooks.ts';
import { statementContextOf } from './statement-context.ts';

export type PresentedStatementFile = ReturnType<typeof presentStatementFile>;

/** The application, in the organisation, configured for bank data and not expired. */
export async function applicationForStatements(organisationId: string, applicationId: string): Promise<ApplicationItem> {
  const application = await applicationForBankData(organisationId, applicationId);
  if (currentStatus(application) === 'expired') throw new DomainError('application_expired');
  return application;
}

/**
 * Nothing known of the application: a statement presented with it carries its file's own signals
 * only (the context signals are for the lender: the applicant's list and the answers to an upload
 * or a password do not judge, or show, the lender's data or a linked bank's).
 */
const FILE_ONLY: StatementContext = { applicantNames: [], trustedHolders: [], trustedData: null };

/** The file as the API answers it, its statement judged against `context` (FILE_ONLY unless the lender's list). */
async function present(record: StatementFileRecord, context: StatementContext | null = FILE_ONLY): Promise<PresentedStatementFile> {
  const url = await statementFileUrl(record.s3_key, record.title, record.content_type, STATEMENT_UPLOAD_LIMITS.fileUrlTtlSeconds);
  return presentStatementFile(record, url, context);
}

/**
 * The application's files, newest first. For the lender, each parsed statement is judged against
 * the application as it stands (read once); for the applicant, by its file alone.
 */
export async function listFilesOf(application: ApplicationItem, audience: 'lender' | 'applicant'): Promise<PresentedStatementFile[]> {
  const records = (await listStatementFiles(application.organisation, application.id)).filter((record) => record.status !== 'awaiting_upload');
  const judged = audience === 'lender' && records.some((record) => record.status === 'parsed');
  const context = judged ? await statementContextOf(application) : FILE_ONLY;
  return Promise.all(records.map((record) => present(record, context)));
}

function newRecord(
  application: ApplicationItem,
  input: { id: string; title: string; contentType: string; kind: StatementFileKind | null; source: StatementFileRecord['source']; given: StatementFileGiven | undefined },
): StatementFileRecord {
  const now = nowIso();
  return {
    id: input.id,
    organisation: application.organisation,
    application: application.id,
    // Shown in the console and the API as sent, less control and text-direction characters (a
    // right-to-left override makes "invoice\u202Efdp.exe" read as "invoiceexe.pdf").
    title: printableText(input.title) || `statement-${input.id}`,
    content_type: input.contentType,
    kind: input.kind,
    size_bytes: 0,
    sha256: null,
    s3_key: statementKey(application.organisation, application.id, input.id, storedExtension(input.kind, input.title)),
    source: input.source,
    ...(input.given ? { given: input.given } : {}),
    status: 'awaiting_upload',
    attempt: 0,
    error_code: null,
    error_type: null,
    error_message: null,
    error_detail: null,
    result: null,
    created_at: now,
    modified_at: now,
  };
}

const contentTypeOf = (kind: StatementFileKind, declared: string | null) => (kind === 'pdf' ? 'application/pdf' : declared === 'text/plain' ? 'text/plain' : 'text/csv');

/** Queues a processing file; if the queue refuses, the file is failed (never left `processing` with no work queued). */
async function queueFile(record: StatementFileRecord, password: string | undefined): Promise<StatementFileRecord> {
  try {
    await sendToReader(record, password);
  } catch (error) {
    logger.error('Could not queue a statement file', { file: record.id, error: error as Error });
    const outcome: FileOutcome = {
      status: 'failed',
      error_code: 'unreadable_file',
      error_type: 'Parse Error',
      error_message: 'The file could not be queued for reading; please upload it again.',
      error_detail: null,
      result: null,
    };
    await setFileOutcome(record, outcome);
    await releaseClaim(record);
    return { ...record, ...outcome };
  }
  await noteQueued(record);
  return record;
}

function sendToReader(record: StatementFileRecord, password: string | undefined): Promise<void> {
  return enqueueStatementFile({
    organisation: record.organisation,
    application: record.application,
    file: record.id,
    attempt: record.attempt,
    ...(password ? { password } : {}),
  });
}

/** The file is on the queue whatever this write does: a failed mark costs at most one extra message later, never the request. */
async function noteQueued(record: StatementFileRecord): Promise<void> {
  try {
    await markQueued(record);
  } catch (error) {
    logger.warn('Could not mark a statement file queued', { file: record.id, error: error as Error });
  }
}

/**
 * Longer than any upload request lives (API Gateway gives it 29 s): a file `processing` this long
 * at an attempt never marked queued was recorded by a request that died before queueing it.
 */
const ORPHANED_AFTER_MS = 2 * 60_000;

/**
 * A file refused as `duplicate_upload` whose bytes are held by a file that a request recorded and
 * then died before queueing (`processing`, its attempt not marked queued, older than any request
 * lives): nothing else would ever read it, so this retry queues it (with this retry's password)
 * and announces it, as its own request would have. A file that is queued, or may still be, is left
 * alone: a second message could race the first and lose its password. Of retries at once, one
 * queues it (claimUnqueued). Never fails the retry.
 */
async function requeueHeldFile(application: ApplicationItem, refused: StatementFileRecord, password: string | undefined): Promise<void> {
  if (refused.error_code !== 'duplicate_upload' || !refused.sha256) return;
  try {
    const holderId = await claimHolder(refused.organisation, refused.application, refused.sha256);
    if (!holderId || holderId === refused.id) return;
    const holder = await getStatementFile(refused.organisation, refused.application, holderId);
    const now = Date.now();
    if (!holder || !isOrphaned(holder, now)) return;
    if (!(await claimUnqueued(holder, new Date(now - ORPHANED_AFTER_MS).toISOString()))) return;
    try {
      await sendToReader(holder, password);
    } catch (error) {
      await unclaimQueued(holder);
      throw error;
    }
    logger.info('Queued a statement file its request had left unqueued', { file: holder.id, attempt: holder.attempt });
    await announceFilesUploaded(application, 1, holder.source);
  } catch (error) {
    logger.error('Could not queue again a statement file left unqueued', { file: refused.id, error: error as Error });
  }
}

function isOrphaned(file: Pick<StatementFileRecord, 'status' | 'attempt' | 'queued_attempt' | 'modified_at'>, nowMs: number): boolean {
  return file.status === 'processing' && file.queued_attempt !== file.attempt && nowMs - Date.parse(file.modified_at) >= ORPHANED_AFTER_MS;
}

/**
 * Accepts the files of one request (upload form or e-mail): every file checked first (count,
 * size, type: a refused request stores nothing), then each stored, recorded and queued.
 */
export async function acceptStatementFiles(
  application: ApplicationItem,
  files: readonly UploadedFile[],
  password: string | undefined,
  source: StatementFileRecord['source'] = 'upload',
  given?: StatementFileGiven,
): Promise<PresentedStatementFile[]> {
  checkStatementFiles(files);
  const kinds = await statementFileKinds(files);
  const records = await Promise.all(
    files.map(async (file, index) => {
      const kind = kinds[index]!;
      const title = file.filename ?? `statement-${index + 1}.${kind}`;
      const base = newRecord(application, { id: newObjectId(), title, contentType: contentTypeOf(kind, file.content_type), kind, source, given });
      await putStatementBytes(base.s3_key, file.data, base.content_type);
      const { stored } = await recordStatementFile({ ...base, status: 'processing', attempt: 1, size_bytes: file.data.byteLength, sha256: fileFingerprint(file.data) });
      if (stored.status === 'processing') return queueFile(stored, password);
      await requeueHeldFile(application, stored, password);
      return stored;
    }),
  );
  // Only files accepted for reading are announced: a duplicate, or a file the queue refused, is answered failed in the response.
  const accepted = records.filter((record) => record.status === 'processing').length;
  if (accepted > 0) await announceFilesUploaded(application, accepted, source);
  return Promise.all(records.map((record) => present(record)));
}

/**
 * The timeline's `files_uploaded` and its webhook (how many, from where): for files accepted for
 * reading here, and for the connect flow's CSV export, read at once by its own route. Said after
 * the files are kept, so it never fails their request (as publishEvent never does): a 500 would
 * tell the client that files already accepted were not, and its retry would be a duplicate.
 */
export async function announceFilesUploaded(application: ApplicationItem, files: number, recordSource: StatementFileRecord['source']): Promise<void> {
  const at = nowIso();
  const source = uploaderOf(recordSource);
  try {
    await appendApplicationEvents(application.organisation, application.id, [applicationEvent('files_uploaded', at, { files, source })]);
  } catch (error) {
    logger.error('files_uploaded not recorded on the timeline', { application: application.id, error: error as Error });
  }
  await publishEvent({ type: 'bank_connection.files_uploaded', organisationId: application.organisation, applicationId: application.id, at, source: `${application.id}|${at}|${source}`, data: { files, source } });
}

/** What the connect flow's fast CSV upload (`upload_csv`) sent: the export and what its form said of it. */
export interface CsvExportUpload {
  file: UploadedFile;
  account_number: string;
  account_holder_name?: string | undefined;
  bank_id?: string | undefined;
}

/** The export as a statement file of the applicant's (not yet stored): listed beside the statement routes' files. */
function csvExportRecord(application: ApplicationItem, upload: CsvExportUpload): StatementFileRecord & { sha256: string } {
  const base = newRecord(application, {
    id: newObjectId(),
    title: upload.file.filename ?? 'statement-1.csv',
    contentType: contentTypeOf('csv', upload.file.content_type),
    kind: 'csv',
    source: 'upload',
    given: givenOf(upload),
  });
  return { ...base, attempt: 1, size_bytes: upload.file.data.byteLength, sha256: fileFingerprint(upload.file.data) };
}

/**
 * Merges an export the connect flow read at once into the bank connection and lists it as a file,
 * parsed: its record (pointing at the raw upload kept for audit, so `file_url` downloads it) and
 * the claim on its bytes commit in the connection's own transaction, so a refused or lost commit
 * lists nothing, and of the same export twice (also at once) one is listed. The same bytes held by
 * a statement file (sent through the statement routes, perhaps still being read) are a
 * `duplicate_upload`, as the connection's fingerprints make the same bytes once merged.
 */
export async function acceptCsvExport(application: ApplicationItem, upload: CsvExportUpload, statement: ParsedStatement): Promise<BankConnectionItem> {
  const record = csvExportRecord(application, upload);
  if (await claimHolder(application.organisation, application.id, record.sha256)) throw new DomainError('duplicate_upload');
  const account = incomingFromStatement(statement, upload);
  let connection: BankConnectionItem;
  try {
    connection = await ingestBankData(application.organisation, application.id, {
      accounts: [account],
      source: 'csv',
      raw: { body: upload.file.data, extension: 'csv', contentType: upload.file.content_type ?? 'text/csv' },
      checkDuplicateFile: true,
      alsoWrite: (rawKey) => newFileTransactItems({ ...record, s3_key: rawKey, status: 'parsed', result: csvExportResult(statement, account) }),
    });
  } catch (error) {
    // Lost to a commit at the same moment: when that one holds these very bytes, this is the duplicate it is.
    if (error instanceof DomainError && error.code === 'concurrent_update' && (await claimHolder(application.organisation, application.id, record.sha256))) throw new DomainError('duplicate_upload');
    throw error;
  }
  await announceFilesUploaded(application, 1, record.source);
  return connection;
}

/**
 * An export the connect flow refused for its content: kept for audit and listed as failed with the
 * reason, as the statement routes list an export refused when read (the route itself answers the
 * refusal at once). A file that is not text at all is refused as the statement routes refuse one,
 * with nothing kept. A record that could not be written is logged, never answered instead of the
 * refusal, which is what the applicant must see.
 */
export async function recordRefusedCsvExport(application: ApplicationItem, upload: CsvExportUpload, refusal: StatementFileError): Promise<void> {
  // An application that takes no bank data (or no longer) keeps no file: its own error answers.
  await applicationForStatements(application.organisation, application.id);
  try {
    if ((await sniffStatementFile(upload.file.data)).type !== 'text') return;
    const record = csvExportRecord(application, upload);
    await putStatementBytes(record.s3_key, upload.file.data, record.content_type);
    await putStatementFile({
      ...record,
      status: 'failed',
      error_code: refusal.code,
      error_type: refusal.errorType,
      error_message: refusal.message,
      error_detail: refusal.detail,
    });
  } catch (error) {
    logger.error('A refused CSV export was not recorded', { application: application.id, error: error as Error });
  }
}

async function fileOf(application: ApplicationItem, fileId: string): Promise<StatementFileRecord> {
  const record = await getStatementFile(application.organisation, application.id, fileId);
  if (!record) throw new DomainError('statement_file_not_found');
  return record;
}

/** The password of a locked file: queued with the file again, never stored. */
export async function sendFilePassword(application: ApplicationItem, fileId: string, password: string): Promise<PresentedStatementFile> {
  const record = await fileOf(application, fileId);
  checkPasswordWanted(record);
  const requeued = await requeueStatementFile(record, 'password_required');
  if (!requeued) {
    // Changed meanwhile (another password sent at the same moment): answer it as it is now.
    const now = await fileOf(application, fileId);
    if (now.status !== 'processing') checkPasswordWanted(now);
    return present(now);
  }
  return present(await queueFile(requeued, password));
}

/** A presigned PUT for one large file; the file is listed once `completeUpload` queues it. */
export async function createUploadUrl(
  application: ApplicationItem,
  filename: string,
  contentType: string,
  uploader: 'applicant' | 'lender' = 'applicant',
  given?: StatementFileGiven,
) {
  checkStatementFilename(filename);
  const record = newRecord(application, { id: newObjectId(), title: filename, contentType, kind: null, source: uploader === 'lender' ? 'lender' : 'presigned', given });
  await putStatementFile(record);
  const ttl = STATEMENT_UPLOAD_LIMITS.uploadUrlTtlSeconds;
  const { url, headers } = await presignStatementPut(incomingKey(record.s3_key), contentType, ttl);
  return {
    file_id: record.id,
    upload_url: url,
    method: 'PUT' as const,
    headers,
    expires_at: new Date(Date.now() + ttl * 1000).toISOString(),
    max_bytes: STATEMENT_UPLOAD_LIMITS.maxFileBytes,
  };
}

/** The bytes another completion of the same upload stored; not there yet (it is storing them): 409, try again. */
async function storedByAnother(key: string): Promise<Uint8Array> {
  if ((await statementSize(key)) === undefined) throw new DomainError('concurrent_update');
  return getStatementBytes(key);
}

/** A refused presigned upload stays where its bytes are (`at`: audit), and in the list as failed. */
async function refuseUpload(record: StatementFileRecord, at: string, size: number, code: 'file_too_large' | 'unsupported_file_type', message: string): Promise<void> {
  await putStatementFile(
    { ...record, s3_key: at, size_bytes: size, status: 'failed', error_code: code, error_type: 'Parse Error', error_message: message, error_detail: null, modified_at: nowIso() },
    'awaiting_upload',
  );
}

/**
 * Queues a file uploaded to its presigned URL; a second call answers the file as it is. The bytes
 * read here are stored under the file's own key and read from there only: its URL can still write
 * to `incoming/` until it expires, which must change neither the file the worker reads nor the copy
 * kept for audit (`file_url`).
 */
export async function completeUpload(application: ApplicationItem, fileId: string, password: string | undefined): Promise<PresentedStatementFile> {
  const record = await fileOf(application, fileId);
  if (record.status !== 'awaiting_upload') return present(record);
  // A URL issued before presigned uploads moved to `incoming/` wrote to the file's own key.
  let uploaded = incomingKey(record.s3_key);
  let size = await statementSize(uploaded);
  if (size === undefined) {
    uploaded = record.s3_key;
    size = await statementSize(uploaded);
  }
  if (size === undefined) throw new DomainError('file_not_uploaded');
  const refuseTooLarge = async (bytes: number) => {
    // Kept for audit under the file's own key, as every refused file is: incoming/ expires (the
    // bucket's lifecycle rule) and its URL could still write there. Copied by S3, not read.
    if (uploaded !== record.s3_key) await copyStatementObjectOnce(uploaded, record.s3_key);
    await refuseUpload(record, record.s3_key, bytes, 'file_too_large', `The file is larger than 20 MiB (${bytes} bytes).`);
    return new DomainError('file_too_large', `at most 20 MiB per file (${record.title})`);
  };
  if (size > STATEMENT_UPLOAD_LIMITS.maxFileBytes) throw await refuseTooLarge(size);
  let bytes = await getStatementBytes(uploaded, STATEMENT_UPLOAD_LIMITS.maxFileBytes + 1);
  if (bytes.byteLength > STATEMENT_UPLOAD_LIMITS.maxFileBytes) throw await refuseTooLarge(bytes.byteLength);
  // Completed twice at once, the first to store its bytes decides what the file is.
  if (uploaded !== record.s3_key && !(await putStatementBytesOnce(record.s3_key, bytes, record.content_type))) bytes = await storedByAnother(record.s3_key);
  let kind: StatementFileKind;
  try {
    [kind] = (await statementFileKinds([{ filename: record.title, data: bytes }])) as [StatementFileKind];
  } catch (error) {
    if (error instanceof DomainError) await refuseUpload(record, record.s3_key, bytes.byteLength, 'unsupported_file_type', `${error.details ?? 'The file is not a PDF or CSV statement'}.`);
    throw error;
  }
  const { stored, byThisCall } = await recordStatementFile({ ...record, kind, status: 'processing', attempt: 1, size_bytes: bytes.byteLength, sha256: fileFingerprint(bytes), modified_at: nowIso() }, true);
  if (stored.status !== 'processing') {
    await requeueHeldFile(application, stored, password);
    return present(stored);
  }
  // Of completes at once, each queues the file (the worker reads it once: a second message finds
  // it finished), so none depends on another having got that far; the one that stored it announces
  // it, once queued, as the form's files are (a file the queue refused was not accepted for reading).
  const queued = await queueFile(stored, password);
  if (byThisCall && queued.status === 'processing' && queued.attempt === 1) await announceFilesUploaded(application, 1, record.source);
  return present(queued);
}
