/**
 * The statement worker's side of statement files: read a queued file (pdf.js for PDFs, the export
 * reader for CSV), merge it into the application's bank data through bank-ingest's one commit
 * point, or record why it was refused. The upload side (statement-files.ts) stays free of the
 * reader, so the upload routes' bundles do not carry pdf.js. The guarantees are described there.
 */
import { DomainError } from '#schemas/errors';
import { newObjectId } from '#core/ids';
import { StatementFileError } from '#core/pdf/errors';
import { readStatementFile } from '#core/statement-files';
import { passwordCandidates } from '#core/pdf/passwords';
import type { Application } from '#core/applications';
import { mergeStatement } from '#core/statement-merge';
import { authenticityNow, trustedContextOf } from '#core/statement-context';
import { storedAccountsOf } from '#core/bank-connection-out';
import { parsedPeriodsOf, passwordsToTry, PASSWORD_CODES, type StatementFileRecord, type StatementFileResultRecord } from '#core/statement-file-records';
import { fileFingerprint } from '#core/bank-connection-state';
import { getBankData } from '../aws/bank-data-store.ts';
import { enqueueStatementFile, type StatementMessage } from '../aws/statement-queue.ts';
import { getStatementBytes } from '../aws/statement-store.ts';
import { logger } from '../logger.ts';
import { readPdfInThread } from '../pdf/reader-thread.ts';
import { getApplication } from '../repositories/applications.ts';
import { getBankConnection, newBankConnection } from '../repositories/bank-connections.ts';
import { getPersonalInfoConnection } from '../repositories/personal-info.ts';
import { fileOutcomeTransactItem, getStatementFile, listStatementFiles, releaseClaim, setFileOutcome, type FileOutcome } from '../repositories/statement-files.ts';
import { commitBankData } from './bank-ingest.ts';
import { applicantNamesOf } from './statement-context.ts';

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

async function passwordsFor(record: StatementFileRecord, application: Application | undefined, typed: string | undefined): Promise<string[]> {
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
 * Why a statement without its account number is refused, and what the sender can do: an API
 * upload can name the account; the connect app and e-mail cannot, so they are sent to the PDF.
 */
function noAccountNumberMessage(source: StatementFileRecord['source']): string {
  const why = 'The statement does not show its account number, so it cannot be matched to an account.';
  if (source === 'email') return `${why} Forward the bank's PDF statement instead.`;
  if (source === 'lender') return `${why} Upload it again with the account number (the upload's account_number field), or upload the bank's PDF statement.`;
  // The connect app sends the files alone: the applicant's way forward is the bank's PDF.
  return `${why} Upload the bank's PDF statement instead.`;
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
  const [bytes, application] = await Promise.all([getStatementBytes(record.s3_key), getApplication(record.organisation, record.application)]);
  let read;
  try {
    // pdf.js runs in a worker thread with heap limits and a deadline (platform/pdf/reader-thread.ts).
    read = await readStatementFile({
      bytes,
      filename: record.title,
      contentType: record.content_type,
      passwords: await passwordsFor(record, application, message.password),
      readPdf: readPdfInThread,
      ...(record.given?.account_number ? { accountNumber: record.given.account_number } : {}),
      ...(record.given?.bank_id ? { bankId: record.given.bank_id } : {}),
    });
  } catch (error) {
    if (error instanceof StatementFileError) return void (await refuse(record, askForPassword(error, message.password)));
    throw error;
  }
  const statement = read.statement;
  if (!statement.account_number) {
    return void await refuse(record, new StatementFileError('invalid_statement', 'Parse Error', noAccountNumberMessage(record.source)));
  }
  const sha = record.sha256 ?? fileFingerprint(bytes);
  const applicantNames = application ? await applicantNamesOf(application) : [];

  let rounds = 0;
  for (let attempt = 1; attempt <= MAX_COMMIT_ATTEMPTS && rounds < MAX_ROUNDS; attempt += 1, rounds += 1) {
    const existing = await getBankConnection(record.organisation, record.application);
    if (existing?.file_fingerprints.includes(sha)) {
      await refuse(record, new StatementFileError('duplicate_upload', 'Parse Error', 'This file was already uploaded for this application; it is read once.'));
      return;
    }
    const connection = existing ?? newBankConnection(record.organisation, record.application, newObjectId());
    const previous = connection.data_version > 0 ? await getBankData(record.organisation, record.application, connection) : { accounts: [], transactions: [] };
    const periods = parsedPeriodsOf(await listStatementFiles(record.organisation, record.application, { consistent: true }), record.id);
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
    const held = new Map(connection.accounts.map((account) => [account.id, account]));
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
      // As the application stands at this read; the files listing judges it again as data arrives.
      authenticity: authenticityNow(read.authenticity, statement, trustedContextOf(connection.accounts, applicantNames, previous.transactions)),
    };
    // An account held before keeps where it came from and what its lender or bank vouched for (a
    // holder this statement fills in, or its rows, vouch for nothing); absent stays absent.
    const accounts = storedAccountsOf(merged.accounts, merged.transactions, 'statement').map((account) => {
      const before = held.get(account.id);
      return before ? { ...account, source: before.source, vouched: before.vouched } : account;
    });
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
