/**
 * Idempotency-Key support for operations marked `idempotent`. The first request with a key
 * takes a lock (conditional put), runs, and stores its answer for 24 hours; a retry with the
 * same key and the same request gets that stored answer, byte for byte, and nothing runs twice.
 * A different request under the same key answers 422; a retry while the first is still running
 * answers 409. An unexpected failure (500) releases the lock so the client can retry; a
 * catalogue answer is final, 5xx included: 503 `payment_provider_unavailable` says a card charge's
 * outcome is unknown, and a retry that ran again could charge the card twice.
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from '../repositories/table-design.ts';
import { conditionFailedAt, getItem, nowSeconds, tableName } from '../repositories/table.ts';
import { DomainError } from '#schemas/errors';

const RETENTION_SECONDS = 24 * 60 * 60;

interface IdempotencyRecord {
  request_hash: string;
  state: 'in_progress' | 'complete';
  response?: APIGatewayProxyStructuredResultV2;
}

export function requestFingerprint(operationId: string, body: string | Buffer | undefined): string {
  return createHash('sha256').update(operationId).update('\0').update(body ?? '').digest('hex');
}

export const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,255}$/;

/** Returns a stored answer to replay, or undefined after taking the lock for a first run. */
export async function beginIdempotent(
  organisationId: string,
  idempotencyKey: string,
  fingerprint: string,
): Promise<APIGatewayProxyStructuredResultV2 | undefined> {
  const key = keys.idempotency(organisationId, idempotencyKey);
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, request_hash: fingerprint, state: 'in_progress', expiresAt: nowSeconds() + RETENTION_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
        ExpressionAttributeValues: { ':now': nowSeconds() },
      }),
    );
    return undefined;
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
  }
  const existing = await getItem<IdempotencyRecord>(key);
  if (!existing) return beginIdempotent(organisationId, idempotencyKey, fingerprint);
  if (existing.request_hash !== fingerprint) throw new DomainError('idempotency_key_reused');
  if (existing.state !== 'complete' || !existing.response) throw new DomainError('idempotency_in_progress');
  return { ...existing.response, headers: { ...existing.response.headers, 'idempotent-replayed': 'true' } };
}

export async function completeIdempotent(
  organisationId: string,
  idempotencyKey: string,
  fingerprint: string,
  response: APIGatewayProxyStructuredResultV2,
  { final = (response.statusCode ?? 200) < 500 }: { final?: boolean } = {},
): Promise<void> {
  const key = keys.idempotency(organisationId, idempotencyKey);
  if (!final) {
    await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: key }));
    return;
  }
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...key, request_hash: fingerprint, state: 'complete', response, expiresAt: nowSeconds() + RETENTION_SECONDS },
    }),
  );
}
