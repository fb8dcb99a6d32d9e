/** Small helpers over the main table shared by the repositories. */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type PutCommandInput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.ts';
import { config } from '../config.ts';
import { keys } from './table-design.ts';

export const tableName = () => config.tableName;

export async function getItem<T>(key: { pk: string; sk: string }): Promise<T | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return answer.Item as T | undefined;
}

/** Every item a query matches, following DynamoDB's pages (for the short lists a use case reads whole). */
export async function queryAll<T>(query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<T[]> {
  const items: T[] = [];
  let startKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const answer = await dynamo.send(new QueryCommand({ TableName: tableName(), ...query, ExclusiveStartKey: startKey }));
    items.push(...((answer.Items ?? []) as T[]));
    startKey = answer.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Every item of a key range (pk and an sk prefix), oldest first unless `newestFirst`. */
export function queryAllInRange<T>(range: { pk: string; skPrefix: string }, options: { newestFirst?: boolean; consistent?: boolean } = {}): Promise<T[]> {
  return queryAll<T>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.skPrefix },
    ...(options.newestFirst ? { ScanIndexForward: false } : {}),
    ...(options.consistent ? { ConsistentRead: true } : {}),
  });
}

/** A page as the API asks for it (schemas/common.ts PaginationQuerySchema). */
export interface PageRequest {
  skip: number;
  limit: number;
  /** Cursor: the id of the last item of the previous page. */
  starting_after?: string | undefined;
}

/** A page and the cursor of the next one (null when this page is known to be the last). */
export interface Page<T> {
  items: T[];
  next: string | null;
}

/**
 * A list's key range: the items of one partition whose sort key starts with `skPrefix`
 * (`ORG#<org>`, `USER#`: ids are time-ordered, so key order is creation order), or one
 * partition of gsi1 whose items live in the table under `pk` / `skPrefix` + id. Its `gsi1sk` is
 * the item's id unless the range gives `sortKeyOf`, which reads the `gsi1sk` of the item an id
 * names (undefined: no item of this range has it). Either way the position after an id can be
 * written as a DynamoDB ExclusiveStartKey, and always inside the caller's own organisation's
 * partition: a cursor is only an id, so one from another organisation points at nothing of theirs.
 */
export type KeyRange =
  | { pk: string; skPrefix: string }
  | { index: 'gsi1'; gsi1pk: string; pk: string; skPrefix: string; sortKeyOf?: (id: string) => Promise<string | undefined> };

/** Only the items whose ids lie between these two (both included): ids sort by time, so a period of creation. */
export interface IdBounds {
  low: string;
  high: string;
}

function rangeQuery(range: KeyRange, ids?: IdBounds): Pick<QueryCommandInput, 'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeValues'> {
  if ('index' in range) {
    return ids
      ? { IndexName: range.index, KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :low AND :high', ExpressionAttributeValues: { ':pk': range.gsi1pk, ':low': ids.low, ':high': ids.high } }
      : { IndexName: range.index, KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': range.gsi1pk } };
  }
  return ids
    ? {
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
        ExpressionAttributeValues: { ':pk': range.pk, ':low': `${range.skPrefix}${ids.low}`, ':high': `${range.skPrefix}${ids.high}` },
      }
    : { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.skPrefix } };
}

/** The ExclusiveStartKey after the item `id`, or null when the range's items are not ordered by id and none has it. */
async function positionAfter(range: KeyRange, id: string): Promise<Record<string, string> | null> {
  const tableKey = { pk: range.pk, sk: `${range.skPrefix}${id}` };
  if (!('index' in range)) return tableKey;
  const gsi1sk = range.sortKeyOf ? await range.sortKeyOf(id) : id;
  return gsi1sk === undefined ? null : { ...tableKey, gsi1pk: range.gsi1pk, gsi1sk };
}

const idOf = (range: KeyRange, item: Record<string, unknown>) => String(item.sk).slice(range.skPrefix.length);

/**
 * One page of a key range. With `starting_after` the query starts at that position
 * (ExclusiveStartKey), so it reads only the page (plus `skip`, if given too). Without it,
 * skip/limit: DynamoDB has no offset, so it reads skip + limit items and drops the first
 * `skip` (the API bounds skip, schemas/common.ts MAX_PAGE_SKIP). `keep` filters after reading
 * (paging on until the page is full). `next` is the last item's id when more may follow:
 * DynamoDB says so (LastEvaluatedKey) when a read stops at its Limit, so a list that ends exactly
 * at a page boundary answers one last empty page.
 */
export async function queryPage<T>(
  range: KeyRange,
  page: PageRequest,
  options: { newestFirst?: boolean; keep?: (item: T) => boolean; ids?: IdBounds } = {},
): Promise<Page<T>> {
  const wanted = page.skip + page.limit;
  const items: T[] = [];
  const after = page.starting_after ? await positionAfter(range, page.starting_after) : undefined;
  // A cursor naming nothing in a range not ordered by id has no place in it: nothing follows it.
  if (after === null) return { items: [], next: null };
  let startKey: QueryCommandInput['ExclusiveStartKey'] = after;
  do {
    const answer = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        ...rangeQuery(range, options.ids),
        ScanIndexForward: !options.newestFirst,
        // A filter drops items after the read: read at least a few at a time.
        Limit: options.keep ? Math.max(wanted - items.length, 10) : wanted - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    const read = (answer.Items ?? []) as T[];
    items.push(...(options.keep ? read.filter(options.keep) : read));
    startKey = answer.LastEvaluatedKey;
  } while (startKey && items.length < wanted);
  const pageItems = items.slice(page.skip, wanted);
  const last = pageItems[pageItems.length - 1];
  const more = items.length > wanted || startKey !== undefined;
  return { items: pageItems, next: more && last ? idOf(range, last as Record<string, unknown>) : null };
}

/** True when a TransactWrite failed because one of its conditions did not hold. */
export function conditionFailedAt(error: unknown): number[] | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'ConditionalCheckFailedException') return [0];
  if (error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  const failed = reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : []));
  return failed.length > 0 ? failed : undefined;
}

/** Sends one conditional write: false when its condition (or one of a transaction's) did not hold, so nothing was written. */
async function writtenIf(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (conditionFailedAt(error)) return false;
    throw error;
  }
}

/** One UpdateItem on the main table with its condition: false when the condition did not hold. */
export function updateIf(update: Omit<UpdateCommandInput, 'TableName'> & { ConditionExpression: string }): Promise<boolean> {
  return writtenIf(() => dynamo.send(new UpdateCommand({ TableName: tableName(), ...update })));
}

/** One PutItem on the main table with its condition (typically a claim: attribute_not_exists(pk)): false when it did not hold. */
export function putIf(put: Omit<PutCommandInput, 'TableName'> & { ConditionExpression: string }): Promise<boolean> {
  return writtenIf(() => dynamo.send(new PutCommand({ TableName: tableName(), ...put })));
}

/** One DeleteItem on the main table with its condition: false when the condition did not hold. */
export function deleteIf(deletion: Omit<DeleteCommandInput, 'TableName'> & { ConditionExpression: string }): Promise<boolean> {
  return writtenIf(() => dynamo.send(new DeleteCommand({ TableName: tableName(), ...deletion })));
}

/** One TransactWriteItems on the main table: false when one of its conditions did not hold (nothing written). */
export function transactIf(items: NonNullable<TransactWriteCommandInput['TransactItems']>): Promise<boolean> {
  return writtenIf(() => dynamo.send(new TransactWriteCommand({ TransactItems: items })));
}

export const nowIso = () => new Date().toISOString();
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The Put of a billable event (table-design.ts pattern 19), for the transaction that completes
 * what is billed: its id is derived from the billable thing, so a second completion's Put fails
 * its condition and nothing is billed twice.
 */
export function billableEventPut(organisationId: string, billable: { id: string; type: string; title: string; price_cents: number }, billedThing: string, createdAt: string) {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.billableEvent(organisationId, billable.id),
        type: 'billable_event',
        id: billable.id,
        title: billable.title,
        billable_item: billable.type,
        billed_price_cents: billable.price_cents,
        application: billedThing,
        created_at: createdAt,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
