/**
 * Webhook endpoints and deliveries (table-design.ts patterns 29 and 30). Every write that two
 * requests or two message deliveries could make at once is conditional: creating a delivery
 * (once per event and endpoint), taking the lease to send it, recording an attempt (on the
 * number of attempts read).
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DomainError } from '#schemas/errors';
import type { WebhookEvent, WebhookEventType } from '#schemas/webhooks';
import { DELIVERY_RETENTION_DAYS, type StoredSecret } from '#core/webhooks';
import { dynamo } from '../clients/dynamodb.ts';
import { deliveryCreationKey, keys } from './table-design.ts';
import { conditionFailedAt, getItem, queryAll, queryAllInRange, queryPage, tableName, updateIf, type Page, type PageRequest } from './table.ts';

export interface WebhookEndpointItem {
  pk: string;
  sk: string;
  type: 'webhook_endpoint';
  id: string;
  organisation: string;
  url: string;
  description: string | null;
  event_types: WebhookEventType[] | null;
  disabled: boolean;
  failing_since: string | null;
  secrets: StoredSecret[];
  created_at: string;
  updated_at: string;
}

export interface WebhookAttempt {
  at: string;
  status_code: number | null;
  duration_ms: number;
  response_body: string;
  error: string | null;
}

export interface WebhookDeliveryItem {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  type: 'webhook_delivery';
  id: string;
  organisation: string;
  endpoint_id: string;
  event: WebhookEvent;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: WebhookAttempt[];
  next_attempt_at: string | null;
  /** A worker sending it now holds it until then (the lease). */
  sending_until: string | null;
  created_at: string;
  /** TTL (epoch seconds): DELIVERY_RETENTION_DAYS after created_at. */
  expiresAt: number;
}

// ------------------------------------------------------------------ endpoints

export async function putWebhookEndpoint(endpoint: Omit<WebhookEndpointItem, 'pk' | 'sk' | 'type'>): Promise<WebhookEndpointItem> {
  const item: WebhookEndpointItem = { ...keys.webhookEndpoint(endpoint.organisation, endpoint.id), type: 'webhook_endpoint', ...endpoint };
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  return item;
}

export function getWebhookEndpoint(organisationId: string, endpointId: string): Promise<WebhookEndpointItem | undefined> {
  return getItem<WebhookEndpointItem>(keys.webhookEndpoint(organisationId, endpointId));
}

export function listWebhookEndpoints(organisationId: string, page: PageRequest): Promise<Page<WebhookEndpointItem>> {
  return queryPage<WebhookEndpointItem>(keys.webhookEndpointsOf(organisationId), page, { newestFirst: true });
}

/** Every endpoint of the organisation (a publication reads them all; organisations have a handful). */
export function allWebhookEndpoints(organisationId: string): Promise<WebhookEndpointItem[]> {
  return queryAllInRange<WebhookEndpointItem>(keys.webhookEndpointsOf(organisationId));
}

/**
 * Sets the given fields of an endpoint that exists and was last updated at `readAt` (two
 * changes at once: the second is refused with 409 concurrent_update rather than undoing the first).
 */
export async function updateWebhookEndpoint(
  endpoint: Pick<WebhookEndpointItem, 'organisation' | 'id' | 'updated_at'>,
  fields: Partial<Pick<WebhookEndpointItem, 'url' | 'description' | 'event_types' | 'disabled' | 'failing_since' | 'secrets'>>,
  now: string,
): Promise<void> {
  const entries = Object.entries({ ...fields, updated_at: now });
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.webhookEndpoint(endpoint.organisation, endpoint.id),
        UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :v${index}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND updated_at = :read',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name])),
        ExpressionAttributeValues: { ...Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])), ':read': endpoint.updated_at },
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error)) throw new DomainError('concurrent_update');
    throw error;
  }
}

/** Marks an endpoint failing from `since` (kept if already failing) or clears it; no condition: the worker's view is the latest news. */
/**
 * `since` null: not failing any more. Else failing since `since` unless it already was (the first
 * failure's time stays), and disabled with `disable`. Endpoints hold `failing_since: null` while
 * healthy, an attribute that exists, so "not yet failing" is "not a string" (if_not_exists would
 * never set it). Answers whether this call disabled it (of deliveries failing at once, one does:
 * it alone tells the organisation).
 */
export async function setEndpointFailing(organisationId: string, endpointId: string, since: string | null, disable = false): Promise<boolean> {
  const update = (set: string, condition: string, values: Record<string, unknown>) =>
    updateIf({ Key: keys.webhookEndpoint(organisationId, endpointId), UpdateExpression: set, ConditionExpression: condition, ExpressionAttributeValues: values });
  if (since === null) {
    await update('SET failing_since = :none', 'attribute_exists(pk) AND attribute_type(failing_since, :string)', { ':none': null, ':string': 'S' });
    return false;
  }
  await update('SET failing_since = :since', 'attribute_exists(pk) AND NOT attribute_type(failing_since, :string)', { ':since': since, ':string': 'S' });
  return disable && (await update('SET disabled = :true', 'attribute_exists(pk) AND (attribute_not_exists(disabled) OR disabled <> :true)', { ':true': true }));
}

export async function deleteWebhookEndpoint(organisationId: string, endpointId: string): Promise<boolean> {
  try {
    await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.webhookEndpoint(organisationId, endpointId), ConditionExpression: 'attribute_exists(pk)' }));
    return true;
  } catch (error) {
    if (conditionFailedAt(error)) return false;
    throw error;
  }
}

// ------------------------------------------------------------------ deliveries

/** Creates the delivery unless it exists (the same event published again): answers the item this call created, or null. */
export async function createDelivery(delivery: Omit<WebhookDeliveryItem, 'pk' | 'sk' | 'gsi1pk' | 'gsi1sk' | 'type' | 'expiresAt'>): Promise<WebhookDeliveryItem | null> {
  const item: WebhookDeliveryItem = {
    ...keys.webhookDelivery(delivery.organisation, delivery.id),
    ...keys.webhookDeliveryInIndex(delivery.organisation, delivery.endpoint_id, delivery.created_at, delivery.id),
    type: 'webhook_delivery',
    ...delivery,
    // DynamoDB's TTL removes it (within a day or two of this).
    expiresAt: Math.floor(Date.parse(delivery.created_at) / 1000) + DELIVERY_RETENTION_DAYS * 24 * 3600,
  };
  try {
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    return item;
  } catch (error) {
    if (conditionFailedAt(error)) return null;
    throw error;
  }
}

export function getDelivery(organisationId: string, deliveryId: string): Promise<WebhookDeliveryItem | undefined> {
  return getItem<WebhookDeliveryItem>(keys.webhookDelivery(organisationId, deliveryId));
}

/**
 * The endpoint's log, the most recently created first. The index sorts by creation, not by id
 * (ids follow the event's time), so a cursor's place is read from its delivery; one that is not
 * this endpoint's delivery has none, and nothing follows it.
 */
export function listDeliveries(organisationId: string, endpointId: string, page: PageRequest): Promise<Page<WebhookDeliveryItem>> {
  const { gsi1pk } = keys.webhookDeliveriesIndex(organisationId, endpointId);
  const sortKeyOf = async (deliveryId: string) => {
    const delivery = await getDelivery(organisationId, deliveryId);
    return delivery?.gsi1pk === gsi1pk ? delivery.gsi1sk : undefined;
  };
  return queryPage<WebhookDeliveryItem>({ index: 'gsi1', gsi1pk, pk: `ORG#${organisationId}`, skPrefix: 'WHDELIV#', sortKeyOf }, page, { newestFirst: true });
}

/** The endpoint's deliveries created at `since` or later (an ISO time), oldest first. */
export function deliveriesCreatedSince(organisationId: string, endpointId: string, since: string): Promise<WebhookDeliveryItem[]> {
  return queryAll<WebhookDeliveryItem>({
    IndexName: 'gsi1',
    // `<created_at>#<id>` sorts after the bare time it starts with, so a delivery created exactly at `since` is included.
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :from',
    ExpressionAttributeValues: { ':pk': keys.webhookDeliveriesIndex(organisationId, endpointId).gsi1pk, ':from': deliveryCreationKey(since) },
  });
}

/**
 * Takes the right to make attempt `attempts + 1` until `until`: only while the delivery is
 * pending with exactly `attempts` attempts and nobody else holds an unexpired lease. Two workers
 * with one message (or a redelivered one): one sends, the other does nothing.
 */
export async function leaseDelivery(organisationId: string, deliveryId: string, attempts: number, now: string, until: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.webhookDelivery(organisationId, deliveryId),
        UpdateExpression: 'SET sending_until = :until',
        ConditionExpression: '#status = :pending AND size(attempts) = :n AND (attribute_not_exists(sending_until) OR sending_until = :none OR sending_until < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending', ':n': attempts, ':now': now, ':until': until, ':none': null },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailedAt(error)) return false;
    throw error;
  }
}

/** Records attempt `attempts + 1` and what follows (conditioned on the attempts read, so it is recorded once). */
export async function recordAttempt(
  delivery: Pick<WebhookDeliveryItem, 'organisation' | 'id'>,
  attemptsBefore: number,
  attempt: WebhookAttempt,
  next: { status: WebhookDeliveryItem['status']; next_attempt_at: string | null },
): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.webhookDelivery(delivery.organisation, delivery.id),
        UpdateExpression: 'SET attempts = list_append(attempts, :attempt), #status = :status, next_attempt_at = :next, sending_until = :none',
        ConditionExpression: 'size(attempts) = :n',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':attempt': [attempt], ':status': next.status, ':next': next.next_attempt_at, ':none': null, ':n': attemptsBefore },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailedAt(error)) return false;
    throw error;
  }
}
