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
 *   both land and the result is the same as one after the other.
 */
import { DomainError } from '#schemas/errors';
import type { UploadedFile } from '#schemas/common';
import { STATEMENT_UPLOAD_LIMITS } from '#schemas/bank-connections';
import { currentStatus } from '#core/applications';
import { newObjectId } from '#core/ids';
import { StatementFileError } from '#core/pdf/errors';
import { readStatementFile } from '#core/statement-files';
import { passwordCandidates } from '#core/pdf/passwords';
import { mergeStatement } from '#core/statement-merge';
import { storedAccountsOf } from '#core/bank-connection-out';
import {
  checkPasswordWanted,
  checkStatementFilename,
  checkStatementFiles,
  statementFileKinds,
  PASSWORD_CODES,
  passwordsToTry,
  presentStatementFile,
  storedExtension,
  type StatementFileKind,
  type StatementFileRecord,
  type StatementFileResultRecord,
} from '#core/statement-file-records';
import { fileFingerprint } from '#core/bank-connection-state';
import { getBankData } from '../aws/bank-data-store.ts';
import { enqueueStatementFile, type StatementMessage } from '../aws/statement-queue.ts';
import {
  getStatementBytes,
  presignStatementPut,
  putStatementBytes,
  statementFileUrl,
  statementKey,
  statementSize,
} from '../aws/statement-store.ts';
import { logger } from '../logger.ts';
import { getApplication, type ApplicationItem } from '../repositories/applications.ts';
import { getBankConnection, newBankConnection } from '../repositories/bank-connections.ts';
import { getPersonalInfoConnection } from '../repositories/personal-info.ts';
import {
  fileOutcomeTransactItem,
  getStatementFile,
  listStatementFiles,
  putStatementFile,
  recordStatementFile,
  releaseClaim,
  requeueStatementFile,
  setFileOutcome,
  type FileOutcome,
} from '../repositories/statement-files.ts';
import { nowIso } from '../repositories/table.ts';
import { applicationForBankData, commitBankData } from './bank-ingest.ts';

export type PresentedStatementFile = ReturnType<typeof presentStatementFile>;

/** The application, in the organisation, configured for bank data and not expired. */
export async function applicationForStatements(organisationId: string, applicationId: string): Promise<ApplicationItem> {
  const application = await applicationForBankData(organisationId, applicationId);
  if (currentStatus(application) === 'expired') throw new DomainError('application_expired');
  return application;
}

async function present(record: StatementFileRecord): Promise<PresentedStatementFile> {
  const url = await statementFileUrl(record.s3_key, record.title, record.content_type, STATEMENT_UPLOAD_LIMITS.fileUrlTtlSeconds);
  return presentStatementFile(record, url);
}

function newRecord(application: ApplicationItem, input: { id: string; title: string; contentType: string; kind: StatementFileKind | null; source: StatementFileRecord['source'] }): StatementFileRecord {
  const now = nowIso();
  return {
    id: input.id,
    organisation: application.organisation,
    application: application.id,
    title: input.title,
    content_type: input.contentType,
    kind: input.kind,
    size_bytes: 0,
    sha256: null,
    s3_key: statementKey(application.organisation, application.id, input.id, storedExtension(input.kind, input.title)),
    source: input.source,
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
    await enqueueStatementFile({
      organisation: record.organisation,
      application: record.application,
      file: record.id,
      attempt: record.attempt,
      ...(password ? { password } : {}),
    });
    return record;
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
): Promise<PresentedStatementFile[]> {
  checkStatementFiles(files);
  const kinds = await statementFileKinds(files);
  const records = await Promise.all(
    files.map(async (file, index) => {
      const kind = kinds[index]!;
      const title = file.filename ?? `statement-${index + 1}.${kind}`;
      const base = newRecord(application, { id: newObjectId(), title, contentType: contentTypeOf(kind, file.content_type), kind, source });
      await putStatementBytes(base.s3_key, file.data, base.content_type);
      const stored = await recordStatementFile({ ...base, status: 'processing', attempt: 1, size_bytes: file.data.byteLength, sha256: fileFingerprint(file.data) });
      return stored.status === 'processing' ? queueFile(stored, password) : stored;
    }),
  );
  return Promise.all(records.map(present));
}

export async function listFilesOf(organisationId: string, applicationId: string): Promise<PresentedStatementFile[]> {
  const records = await listStatementFiles(organisationId, applicationId);
  return Promise.all(records.filter((record) => record.status !== 'awaiting_upload').map(present));
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
export async function createUploadUrl(application: ApplicationItem, filename: string, contentType: string) {
  checkStatementFilename(filename);
  const record = newRecord(application, { id: newObjectId(), title: filename, contentType, kind: null, source: 'presigned' });
  await putStatementFile(record);
  const ttl = STATEMENT_UPLOAD_LIMITS.uploadUrlTtlSeconds;
  const { url, headers } = await presignStatementPut(record.s3_key, contentType, ttl);
  return {
    file_id: record.id,
    upload_url: url,
    method: 'PUT' as const,
    headers,
    expires_at: new Date(Date.now() + ttl * 1000).toISOString(),
    max_bytes: STATEMENT_UPLOAD_LIMITS.maxFileBytes,
  };
}

async function refuseUpload(record: StatementFileRecord, size: number, code: 'file_too_large' | 'unsupported_file_type', message: string): Promise<void> {
  await putStatementFile({ ...record, size_bytes: size, status: 'failed', error_code: code, error_type: 'Parse Error', error_message: message, error_detail: null, modified_at: nowIso() }, 'awaiting_upload');
}

/** Queues a file uploaded to its presigned URL; a second call answers the file as it is. */
export async function completeUpload(application: ApplicationItem, fileId: string, password: string | undefined): Promise<PresentedStatementFile> {
  const record = await fileOf(application, fileId);
  if (record.status !== 'awaiting_upload') return present(record);
  const size = await statementSize(record.s3_key);
  if (size === undefined) throw new DomainError('file_not_uploaded');
  // Refused files stay in the bucket (audit) and in the list as failed.
  if (size > STATEMENT_UPLOAD_LIMITS.maxFileBytes) {
    await refuseUpload(record, size, 'file_too_large', `The file is larger than 20 MiB (${size} bytes).`);
    throw new DomainError('file_too_large', `at most 20 MiB per file (${record.title})`);
  }
  const bytes = await getStatementBytes(record.s3_key);
  let kind: StatementFileKind;
  try {
    [kind] = (await statementFileKinds([{ filename: record.title, data: bytes }])) as [StatementFileKind];
  } catch (error) {
    if (error instanceof DomainError) await refuseUpload(record, size, 'unsupported_file_type', `${error.details ?? 'The file is not a PDF or CSV statement'}.`);
    throw error;
  }
  const stored = await recordStatementFile({ ...record, kind, status: 'processing', attempt: 1, size_bytes: bytes.byteLength, sha256: fileFingerprint(bytes), modified_at: nowIso() }, true);
  // Two completes at once may both queue the file: the worker reads it once (the second message finds it finished).
  return present(stored.status === 'processing' ? await queueFile(stored, password) : stored);
}

// ── The worker's side ─────────────────────────────────────────────────────────────────────────

const MAX_COMMIT_ATTEMPTS = 10;
/** Every merge, whatever made it run again (a version conflict, a gap waited out): a bound on the loop. */
const MAX_ROUNDS = 200;
/**
 * A file whose statement does not follow on while other files of the application are still
 * being read is put back on the queue (delayed) rather than waited for in place: a worker that
 * slept here would hold the very concurrency the missing file needs (locally one runner reads
 * one message at a time). Bounded: after this many deferrals the gap is reported.
 */
const MAX_GAP_DEFERRALS = 20;
const GAP_DEFERRAL_SECONDS = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function othersProcessing(record: StatementFileRecord): Promise<boolean> {
  const files = await listStatementFiles(record.organisation, record.application);
  return files.some((file) => file.id !== record.id && file.status === 'processing');
}

async function passwordsFor(record: StatementFileRecord, typed: string | undefined): Promise<string[]> {
  const application = await getApplication(record.organisation, record.application);
  const connectionId = application?.personal_info_connection_id;
  const info = connectionId ? (await getPersonalInfoConnection(record.organisation, connectionId))?.data : undefined;
  const connection = await getBankConnection(record.organisation, record.application);
  return passwordsToTry(
    typed,
    passwordCandidates({
      ...(info && /^(sa[\s_-]*id|id|national[\s_-]*id)$/i.test(info.id_type) ? { idNumber: info.gov_id } : { passportNumber: info?.gov_id ?? null }),
      dateOfBirth: info?.date_of_birth ?? null,
      mobileNumber: info?.phone ?? null,
      accountNumbers: connection?.accounts.map((account) => account.account_number) ?? [],
    }),
  );
}

/**
 * Only the passwords derived from what we know were tried (the applicant typed none): the file
 * needs the applicant's password, so it is `password_required`, not `wrong_password` (which
 * says a password they sent was wrong).
 */
function askForPassword(error: StatementFileError, typed: string | undefined): StatementFileError {
  if (error.code !== 'wrong_password' || typed) return error;
  return new StatementFileError(
    'password_required',
    error.errorType,
    'This statement is locked with a password, and the usual passwords for its bank did not open it: send the statement\'s password.',
    error.detail,
  );
}

function failure(error: StatementFileError): FileOutcome {
  return {
    status: PASSWORD_CODES.has(error.code) ? 'password_required' : 'failed',
    error_code: error.code,
    error_type: error.errorType,
    error_message: error.message,
    error_detail: error.detail,
    result: null,
  };
}

/** Records the refusal; with `connectionVersion`, only if the connection is still at that version (answers whether it was written). */
async function refuse(record: StatementFileRecord, error: StatementFileError, connectionVersion?: number | null): Promise<boolean> {
  const outcome = failure(error);
  const moved = await setFileOutcome(record, outcome, connectionVersion);
  if (moved && outcome.status === 'failed') await releaseClaim(record);
  if (moved) logger.info('Statement file refused', { file: record.id, code: error.code, detail: error.detail });
  return moved;
}

/**
 * One queued attempt at one file: read it, merge it, commit. Answers without work when the file
 * is gone, already finished, or at another attempt (a redelivered or superseded message).
 */
export async function processStatementMessage(message: StatementMessage): Promise<void> {
  const record = await getStatementFile(message.organisation, message.application, message.file);
  if (!record || record.status !== 'processing' || record.attempt !== message.attempt) {
    logger.info('Statement message already handled or superseded', { file: message.file, attempt: message.attempt, status: record?.status });
    return;
  }
  const bytes = await getStatementBytes(record.s3_key);
  let read;
  try {
    read = await readStatementFile({ bytes, filename: record.title, contentType: record.content_type, passwords: await passwordsFor(record, message.password) });
  } catch (error) {
    if (error instanceof StatementFileError) return void (await refuse(record, askForPassword(error, message.password)));
    throw error;
  }
  const statement = read.statement;
  if (!statement.account_number) {
    return void await refuse(record, new StatementFileError('invalid_statement', 'Parse Error', 'The statement does not show its account number, so it cannot be matched to an account. Upload the statement as the bank issued it.'));
  }
  const sha = record.sha256 ?? fileFingerprint(bytes);

  let rounds = 0;
  for (let attempt = 1; attempt <= MAX_COMMIT_ATTEMPTS && rounds < MAX_ROUNDS; attempt += 1, rounds += 1) {
    const existing = await getBankConnection(record.organisation, record.application);
    if (existing?.file_fingerprints.includes(sha)) {
      await refuse(record, new StatementFileError('duplicate_upload', 'Parse Error', 'This file was already uploaded for this application; it is read once.'));
      return;
    }
    const connection = existing ?? newBankConnection(record.organisation, record.application, newObjectId());
    const previous = connection.data_version > 0 ? await getBankData(record.organisation, record.application, connection) : { accounts: [], transactions: [] };
    const periods = (await listStatementFiles(record.organisation, record.application))
      .filter((file) => file.status === 'parsed' && file.result && file.id !== record.id)
      .map((file) => ({ bank_slug: file.result!.bank_slug, account_number: file.result!.account_number, start: file.result!.period_start, end: file.result!.period_end }));
    let merged;
    try {
      merged = mergeStatement({
        connectionId: connection.id,
        existing: previous,
        periods,
        statement: { ...statement, account_number: statement.account_number },
      });
    } catch (error) {
      if (!(error instanceof StatementFileError)) throw error;
      // Statements uploaded together arrive in any order: a gap another file still being read
      // may fill is waited out (bounded), so the result is the same as reading them in order.
      const deferrals = message.deferrals ?? 0;
      if (error.code === 'statements_not_contiguous' && deferrals < MAX_GAP_DEFERRALS && (await othersProcessing(record))) {
        await enqueueStatementFile({ ...message, deferrals: deferrals + 1 }, GAP_DEFERRAL_SECONDS);
        logger.info('Statement file deferred until the application\'s other files are read', { file: record.id, deferrals: deferrals + 1 });
        return;
      }
      // Refused only if the data it was merged against is still current; else merge again.
      if (await refuse(record, error, existing ? existing.version : null)) return;
      const now = await getStatementFile(record.organisation, record.application, record.id);
      if (!now || now.status !== 'processing' || now.attempt !== record.attempt) return;
      attempt -= 1;
      continue;
    }
    const result: StatementFileResultRecord = {
      bank_slug: statement.bank_slug,
      account_number: statement.account_number,
      account_holder_name: statement.account_holder_name,
      period_start: statement.period_start,
      period_end: statement.period_end,
      opening_balance_cents: statement.opening_balance_cents,
      closing_balance_cents: statement.closing_balance_cents,
      transaction_count: statement.transactions.length,
      added: merged.added,
      already_known: merged.alreadyKnown,
      page_count: read.pageCount,
      authenticity: read.authenticity,
    };
    const sources = new Map(connection.accounts.map((account) => [account.id, account.source]));
    const accounts = storedAccountsOf(merged.accounts, merged.transactions, 'statement').map((account) => ({ ...account, source: sources.get(account.id) ?? account.source }));
    try {
      await commitBankData({
        existing,
        connection,
        document: { accounts: merged.accounts, transactions: merged.transactions },
        accounts,
        fileFingerprints: [...connection.file_fingerprints, sha],
        alsoWrite: [
          fileOutcomeTransactItem(record, { status: 'parsed', error_code: null, error_type: null, error_message: null, error_detail: null, result }),
        ],
      });
      logger.info('Statement file merged', { file: record.id, added: merged.added, alreadyKnown: merged.alreadyKnown });
      return;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'concurrent_update')) throw error;
      const now = await getStatementFile(record.organisation, record.application, record.id);
      if (!now || now.status !== 'processing' || now.attempt !== record.attempt) return; // another run finished this attempt
      // Another change committed first: merge again on top of it, after a short, jittered pause.
      await sleep(20 + Math.floor(Math.random() * 80 * attempt));
    }
  }
  throw new Error(`Statement file ${record.id}: the connection kept changing; the message will be retried`);
}

/** The last delivery of a message failed unexpectedly: the file fails for good (never stuck in `processing`). */
export async function giveUpOnFile(message: StatementMessage, reason: string): Promise<void> {
  const record = await getStatementFile(message.organisation, message.application, message.file);
  if (!record || record.status !== 'processing' || record.attempt !== message.attempt) return;
  await refuse(record, new StatementFileError('unreadable_file', 'Parse Error', `The file could not be read (${reason.slice(0, 200)}). Upload it again, or the bank's original statement.`));
}
