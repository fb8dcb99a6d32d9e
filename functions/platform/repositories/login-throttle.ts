/** Storage for the per-user login throttle (policy in core/login-throttle.ts). */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from '../table-design.ts';
import { isWindowExpired, WINDOW_SECONDS, type ThrottleRecord } from '#core/login-throttle';
import { conditionFailedAt, getItem, tableName } from './table.ts';

export function getThrottle(username: string): Promise<ThrottleRecord | undefined> {
  return getItem<ThrottleRecord>(keys.loginThrottle(username));
}

export async function recordFailure(username: string, current: ThrottleRecord | undefined, nowSeconds: number): Promise<void> {
  const key = keys.loginThrottle(username);
  if (isWindowExpired(current, nowSeconds)) {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, failures: 1, windowStartedAt: nowSeconds, expiresAt: nowSeconds + WINDOW_SECONDS },
      }),
    );
    return;
  }
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD failures :one',
        ConditionExpression: 'windowStartedAt = :started',
        ExpressionAttributeValues: { ':one': 1, ':started': current?.windowStartedAt },
      }),
    );
  } catch (error) {
    // Another request opened a new window meanwhile; its count stands.
    if (!conditionFailedAt(error)) throw error;
  }
}

export async function clearThrottle(username: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.loginThrottle(username) }));
}
