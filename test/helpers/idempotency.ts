/** What a request killed at its function's timeout leaves behind: its Idempotency-Key locked, no answer. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#platform/clients/dynamodb';
import { requestFingerprint } from '#platform/http/idempotency';
import { keys } from '#platform/repositories/table-design';

/** Locks `key` for `operationId` with `body` (as the client sent it, JSON) as a run that died; abandoned at `abandonedAt` (epoch seconds). */
export async function leaveKeyInProgress(organisationId: string, key: string, operationId: string, body: unknown, abandonedAt: number): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: process.env.TABLE_NAME,
      Item: {
        ...keys.idempotency(organisationId, key),
        request_hash: requestFingerprint(operationId, JSON.stringify(body)),
        state: 'in_progress',
        abandoned_at: abandonedAt,
        expiresAt: Math.floor(Date.now() / 1000) + 86_400,
      },
    }),
  );
}
