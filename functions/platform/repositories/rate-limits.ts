/** Storage for the per-organisation request counter (policy in core/rate-limit.ts). */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { tableName } from './table.ts';

/**
 * Counts one request in the organisation's window and answers the count including it. ADD is
 * atomic, so concurrent requests each get a distinct position and exactly `limit` of them fall
 * within the budget. The item expires (TTL) one window after its window ends; DynamoDB deletes
 * expired items lazily, which does not matter because the key names its window.
 */
export async function countRequest(organisationId: string, windowStartsAt: number, windowSeconds: number): Promise<number> {
  const answer = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.rateLimit(organisationId, windowStartsAt),
      UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires)',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':expires': windowStartsAt + 2 * windowSeconds },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(answer.Attributes?.count ?? 1);
}
