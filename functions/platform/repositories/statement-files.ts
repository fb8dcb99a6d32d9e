/**
 * Statement file records and the per-application claim on a file's bytes (table-design.ts,
 * patterns 21-23). Every state change is conditional on the state the writer read (status and
 * attempt), so a redelivered or superseded queue message cannot move a file twice.
 */
import { DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { StatementFileRecord, StatementFileState } from '#core/statement-file-records';
import { DUPLICATE_MESSAGE } from '#core/statement-file-records';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { conditionFailedAt, getItem, nowIso, queryAllInRange, tableName, updateIf } from './table.ts';

export type StatementFileItem = StatementFileRecord & { pk: string; sk: string; type: 'statement_file' };
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const itemOf = (record: StatementFileRecord): StatementFileItem => ({
  ...keys.statementFile(record.organisation, record.application, record.id),
  type: 'statement_file',
  ...record,
});

const strip = (item: StatementFileItem): StatementFileRecord => {
  const { pk: _pk, sk: _sk, type: _type, ...record } = item;
  return record;
};

export async function getStatementFile(organisationId: string, applicationId: string, fileId: string): Promise<StatementFileRecord | undefined> {
  const item = await getItem<StatementFileItem>(keys.statementFile(organisationId, applicationId, fileId));
  return item ? strip(item) : undefined;
}

/** Every file of the application, newest first. */
/** Newest first. `consistent`: a strongly consistent read, for a worker that must see the write that queued it. */
export async function listStatementFiles(organisationId: string, applicationId: string, options: { consistent?: boolean } = {}): Promise<StatementFileRecord[]> {
  const items = await queryAllInRange<StatementFileItem>(keys.statementFilesOf(organisationId, applicationId), { newestFirst: true, ...options });
  return items.map(strip);
}

/**
 * Writes a record that claims nothing: a new presigned upload waiting for its bytes, or (with
 * `replacing`) one in that state refused on completion.
 */
export async function putStatementFile(record: StatementFileRecord, replacing?: StatementFileState): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: itemOf(record),
      ...(replacing
        ? { ConditionExpression: '#status = :from', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':from': replacing } }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    }),
  );
}

function claimPut(record: StatementFileRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.statementHashClaim(record.organisation, record.application, record.sha256!), type: 'statement_hash_claim', file_id: record.id, created_at: record.created_at },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Records a file whose bytes are stored, claiming its bytes for the application. When another
 * file already holds the claim, the file is recorded as failed `duplicate_upload` instead.
 * `replace`: the record exists (a presigned upload being completed) in state `awaiting_upload`.
 * Answers the record as stored, and whether this call stored it (false: another call completing
 * the same presigned upload at the same moment did, and it is answered as that call left it).
 */
export async function recordStatementFile(record: StatementFileRecord, replace = false): Promise<{ stored: StatementFileRecord; byThisCall: boolean }> {
  const fileWrite: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: itemOf(record),
      ...(replace
        ? { ConditionExpression: '#status = :awaiting', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':awaiting': 'awaiting_upload' } }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  };
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: [claimPut(record), fileWrite] }));
    return { stored: record, byThisCall: true };
  } catch (error) {
    // Completed twice at once, the other transaction may cancel this one as a conflict rather than a failed condition.
    const failed = conditionFailedAt(error) ?? (replace && transactionConflict(error) ? [1] : undefined);
    if (!failed) throw error;
    if (failed.includes(1)) {
      // Completed twice at once: the other call recorded it.
      const now = await getStatementFile(record.organisation, record.application, record.id);
      if (now) return { stored: now, byThisCall: false };
      throw error;
    }
  }
  const duplicate: StatementFileRecord = {
    ...record,
    status: 'failed',
    error_code: 'duplicate_upload',
    error_type: 'Parse Error',
    error_message: DUPLICATE_MESSAGE,
    error_detail: null,
  };
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: itemOf(duplicate),
      ...(replace
        ? { ConditionExpression: '#status = :awaiting', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':awaiting': 'awaiting_upload' } }
        : {}),
    }),
  );
  return { stored: duplicate, byThisCall: true };
}

/**
 * A new file and the claim on its bytes as items of a larger transaction (the connection commit
 * of a CSV export read at once): both written or neither, so a refused commit leaves no record.
 * A claim another file holds fails the transaction.
 */
export function newFileTransactItems(record: StatementFileRecord): TransactItem[] {
  return [claimPut(record), { Put: { TableName: tableName(), Item: itemOf(record), ConditionExpression: 'attribute_not_exists(pk)' } }];
}

/** A TransactWrite cancelled because another transaction was writing the same item at that moment. */
function transactionConflict(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return false;
  return ((error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict');
}

/** The file whose claim holds these bytes, if any. */
export async function claimHolder(organisationId: string, applicationId: string, sha256: string): Promise<string | undefined> {
  const item = await getItem<{ file_id: string }>(keys.statementHashClaim(organisationId, applicationId, sha256));
  return item?.file_id;
}

/** Gives up the file's claim on its bytes (only its own), so the same bytes may be uploaded again. */
export async function releaseClaim(record: Pick<StatementFileRecord, 'organisation' | 'application' | 'sha256' | 'id'>): Promise<void> {
  if (!record.sha256) return;
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.statementHashClaim(record.organisation, record.application, record.sha256),
        ConditionExpression: 'file_id = :file',
        ExpressionAttributeValues: { ':file': record.id },
      }),
    );
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
  }
}

export type FileOutcome = Pick<StatementFileRecord, 'status' | 'error_code' | 'error_type' | 'error_message' | 'error_detail' | 'result'>;

function outcomeUpdate(record: Pick<StatementFileRecord, 'organisation' | 'application' | 'id' | 'attempt'>, outcome: FileOutcome, now: string) {
  return {
    TableName: tableName(),
    Key: keys.statementFile(record.organisation, record.application, record.id),
    UpdateExpression:
      'SET #status = :status, error_code = :code, error_type = :type, error_message = :message, error_detail = :detail, #result = :result, modified_at = :now',
    ConditionExpression: '#status = :processing AND attempt = :attempt',
    ExpressionAttributeNames: { '#status': 'status', '#result': 'result' },
    ExpressionAttributeValues: {
      ':status': outcome.status,
      ':code': outcome.error_code,
      ':type': outcome.error_type,
      ':message': outcome.error_message,
      ':detail': outcome.error_detail,
      ':result': outcome.result,
      ':now': now,
      ':processing': 'processing',
      ':attempt': record.attempt,
    },
  };
}

/** The file's outcome as one item of a larger transaction (the connection commit). */
export function fileOutcomeTransactItem(record: Pick<StatementFileRecord, 'organisation' | 'application' | 'id' | 'attempt'>, outcome: FileOutcome): TransactItem {
  return { Update: outcomeUpdate(record, outcome, nowIso()) };
}

/**
 * Sets a processing file's outcome; false when the file is no longer at that attempt (someone
 * else finished it) or, with `connectionVersion`, when the bank connection is no longer at the
 * version the outcome was decided on (null: it did not exist), so a refusal decided against
 * stale data is not written.
 */
export async function setFileOutcome(
  record: Pick<StatementFileRecord, 'organisation' | 'application' | 'id' | 'attempt'>,
  outcome: FileOutcome,
  connectionVersion?: number | null,
): Promise<boolean> {
  try {
    if (connectionVersion === undefined) {
      await dynamo.send(new UpdateCommand(outcomeUpdate(record, outcome, nowIso())));
    } else {
      const check: TransactItem = {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.bankConnection(record.organisation, record.application),
          ...(connectionVersion === null
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': connectionVersion } }),
        },
      };
      await dynamo.send(new TransactWriteCommand({ TransactItems: [{ Update: outcomeUpdate(record, outcome, nowIso()) }, check] }));
    }
    return true;
  } catch (error) {
    if (conditionFailedAt(error)) return false;
    throw error;
  }
}

type FileKey = Pick<StatementFileRecord, 'organisation' | 'application' | 'id' | 'attempt'>;

const fileKeyOf = (record: FileKey) => keys.statementFile(record.organisation, record.application, record.id);

/**
 * Notes that the file's current attempt is on the queue. Conditional on that attempt (a later
 * attempt is not marked by an earlier message); a file finished meanwhile is marked all the same.
 */
export async function markQueued(record: FileKey): Promise<void> {
  await updateIf({ Key: fileKeyOf(record), UpdateExpression: 'SET queued_attempt = :attempt', ConditionExpression: 'attempt = :attempt', ExpressionAttributeValues: { ':attempt': record.attempt } });
}

/**
 * Claims the queueing of a file its request left unqueued (`processing` at this attempt, that
 * attempt not marked queued, not modified since `before`): of retries at once, one wins and sends
 * the message. Answers whether this call won. `unclaimQueued` gives the claim back when the send failed.
 */
export function claimUnqueued(record: FileKey, before: string): Promise<boolean> {
  return updateIf({
    Key: fileKeyOf(record),
    UpdateExpression: 'SET queued_attempt = :attempt',
    ConditionExpression: '#status = :processing AND attempt = :attempt AND (attribute_not_exists(queued_attempt) OR queued_attempt <> :attempt) AND modified_at <= :before',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':attempt': record.attempt, ':processing': 'processing', ':before': before },
  });
}

export async function unclaimQueued(record: FileKey): Promise<void> {
  await updateIf({ Key: fileKeyOf(record), UpdateExpression: 'REMOVE queued_attempt', ConditionExpression: 'attempt = :attempt AND queued_attempt = :attempt', ExpressionAttributeValues: { ':attempt': record.attempt } });
}

/** Queues a file again (a password sent): processing, next attempt; only from `from`. Answers the new record or undefined. */
export async function requeueStatementFile(record: StatementFileRecord, from: StatementFileState): Promise<StatementFileRecord | undefined> {
  const now = nowIso();
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.statementFile(record.organisation, record.application, record.id),
        UpdateExpression: 'SET #status = :processing, attempt = :next, error_code = :null, error_type = :null, error_message = :null, error_detail = :null, modified_at = :now',
        ConditionExpression: '#status = :from AND attempt = :attempt',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':processing': 'processing', ':next': record.attempt + 1, ':null': null, ':now': now, ':from': from, ':attempt': record.attempt },
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error)) return undefined;
    throw error;
  }
  return { ...record, status: 'processing', attempt: record.attempt + 1, error_code: null, error_type: null, error_message: null, error_detail: null, modified_at: now };
}
