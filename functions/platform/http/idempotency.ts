/**
 * Idempotency-Key support for operations marked `idempotent`. The first request with a key
 * takes a lock (conditional put), runs, and stores its answer for 24 hours; a retry with the
 * same key and the same request gets that stored answer, byte for byte, and nothing runs twice.
 * A different request under the same key answers 422; a retry while the first is still running
 * answers 409. An unexpected failure (500) releases the lock so the client can retry; a
 * catalogue answer is final, 5xx included: 503 `payment_provider_unavailable` says a card charge's
 * outcome is unknown, and a retry that ran again could charge the card twice.
 *
 * A request killed mid-run (its function's timeout) can neither store an answer nor release the
 * lock. Its lock is therefore abandoned after ABANDONED_AFTER_SECONDS, longer than any API
 * function may run: a retry then takes the key over, as after a 500, unless the operation names
 * the answer for a run whose outcome is unknown (`unknownOutcomeError`: a card charge that may
 * have been sent), which becomes the key's final answer instead of a second run.
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from '../repositories/table-design.ts';
import { conditionFailedAt, getItem, nowSeconds, tableName } from '../repositories/table.ts';
import { DomainError } from '#schemas/errors';

const RETENTION_SECONDS = 24 * 60 * 60;
/** API functions run at most 29 s (API Gateway's limit): a lock older than this has no living run. */
export const ABANDONED_AFTER_SECONDS = 60;

interface IdempotencyRecord {
  request_hash: string;
  state: 'in_progress' | 'complete';
  /** In progress: when the lock counts as left by a run that died (epoch seconds). */
  abandoned_at?: number;
  response?: APIGatewayProxyStructuredResultV2;
}

export function requestFingerprint(operationId: string, body: string | Buffer | undefined): string {
  return createHash('sha256').update(operationId).update('\0').update(body ?? '').digest('hex');
}

export const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,255}$/;

/** A stored answer to replay, or the lock taken for a run (`tookOver`: from a run that died). */
export type IdempotencyStart = { replay: APIGatewayProxyStructuredResultV2 } | { tookOver: boolean };

/** Replays a stored answer, or takes the lock for a run: a first one, or one after a run that died. */
export async function beginIdempotent(organisationId: string, idempotencyKey: string, fingerprint: string): Promise<IdempotencyStart> {
  const key = keys.idempotency(organisationId, idempotencyKey);
  const lock = (condition: string, values: Record<string, unknown>, names?: Record<string, string>) =>
    dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, request_hash: fingerprint, state: 'in_progress', abandoned_at: nowSeconds() + ABANDONED_AFTER_SECONDS, expiresAt: nowSeconds() + RETENTION_SECONDS },
        ConditionExpression: condition,
        ExpressionAttributeValues: values,
        ...(names ? { ExpressionAttributeNames: names } : {}),
      }),
    );
  try {
    await lock('attribute_not_exists(pk) OR expiresAt < :now', { ':now': nowSeconds() });
    return { tookOver: false };
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
  }
  const existing = await getItem<IdempotencyRecord>(key);
  if (!existing) return beginIdempotent(organisationId, idempotencyKey, fingerprint);
  if (existing.request_hash !== fingerprint) throw new DomainError('idempotency_key_reused');
  if (existing.state === 'complete' && existing.response) {
    return { replay: { ...existing.response, headers: { ...existing.response.headers, 'idempotent-replayed': 'true' } } };
  }
  if (existing.abandoned_at === undefined || existing.abandoned_at > nowSeconds()) throw new DomainError('idempotency_in_progress');
  // Of retries at once, the one whose write still finds the dead run's lock takes it over.
  try {
    await lock('#state = :inProgress AND abandoned_at = :seen', { ':inProgress': 'in_progress', ':seen': existing.abandoned_at }, { '#state': 'state' });
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
    return beginIdempotent(organisationId, idempotencyKey, fingerprint);
  }
  return { tookOver: true };
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
