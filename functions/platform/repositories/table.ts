/** Small helpers over the main table shared by the repositories. */
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.ts';
import { config } from '../config.ts';

export const tableName = () => config.tableName;

export async function getItem<T>(key: { pk: string; sk: string }): Promise<T | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return answer.Item as T | undefined;
}

/**
 * skip/limit over a key range. DynamoDB has no offset, so this reads skip+limit items in key
 * order (pages of up to 1 MB) and drops the first `skip`. The API caps limit at 100; deep skips
 * cost proportionally, which is acceptable for the list sizes an organisation has.
 */
export async function queryPage<T>(
  pk: string,
  skPrefix: string,
  page: { skip: number; limit: number },
  newestFirst = false,
): Promise<T[]> {
  const wanted = page.skip + page.limit;
  const items: T[] = [];
  let startKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const answer = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ScanIndexForward: !newestFirst,
        Limit: wanted - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((answer.Items ?? []) as T[]));
    startKey = answer.LastEvaluatedKey;
  } while (startKey && items.length < wanted);
  return items.slice(page.skip, wanted);
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

export const nowIso = () => new Date().toISOString();
export const nowSeconds = () => Math.floor(Date.now() / 1000);
