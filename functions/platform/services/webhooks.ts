/**
 * Outbound webhooks: the lender's endpoints (create, change, rotate the secret, test), the
 * delivery log and replays, and publishing an event to every endpoint that wants it. Sending is
 * the worker's (functions/workers/deliver-webhooks.ts); the rules are core/webhooks.ts.
 *
 * Publishing is repeatable: the event's id comes from what happened and each delivery's id from
 * the event and the endpoint, so publishing twice (a retried request or message) creates each
 * delivery once and queues it at most once per publication; the worker sends a delivery once
 * per attempt whatever the queue delivers.
 */
import { DomainError } from '#schemas/errors';
import type { WebhookEvent, WebhookEventType } from '#schemas/webhooks';
import { newObjectId } from '#core/ids';
import { checkEndpointUrl, deliveryIdFor, endpointWants, newWebhookSecret, replayDeliveryId, rotateSecrets, webhookEvent } from '#core/webhooks';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { enqueueDelivery } from '../aws/webhook-queue.ts';
import { nowIso } from '../repositories/table.ts';
import {
  allWebhookEndpoints,
  createDelivery,
  deleteWebhookEndpoint,
  deliveriesCreatedSince,
  getDelivery,
  getWebhookEndpoint,
  putWebhookEndpoint,
  updateWebhookEndpoint,
  type WebhookDeliveryItem,
  type WebhookEndpointItem,
} from '../repositories/webhooks.ts';

// ------------------------------------------------------------------ endpoints

export function presentEndpoint(endpoint: WebhookEndpointItem) {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    event_types: endpoint.event_types,
    disabled: endpoint.disabled,
    status: endpoint.disabled ? ('disabled' as const) : endpoint.failing_since ? ('failing' as const) : ('enabled' as const),
    failing_since: endpoint.failing_since,
    created_at: endpoint.created_at,
    updated_at: endpoint.updated_at,
  };
}

/** The endpoint, in the caller's organisation only: another organisation's id answers 404 like an unknown one. */
export async function endpointOf(organisationId: string, endpointId: string): Promise<WebhookEndpointItem> {
  const endpoint = await getWebhookEndpoint(organisationId, endpointId);
  if (!endpoint) throw new DomainError('webhook_id_not_found');
  return endpoint;
}

export async function createEndpoint(organisationId: string, input: { url: string; event_types?: WebhookEventType[] | null | undefined; description?: string | null | undefined }) {
  const url = checkEndpointUrl(input.url, config.webhookUrlPolicy);
  const now = nowIso();
  const secret = newWebhookSecret();
  const endpoint = await putWebhookEndpoint({
    id: newObjectId(),
    organisation: organisationId,
    url,
    description: input.description ?? null,
    event_types: input.event_types ? [...new Set(input.event_types)] : null,
    disabled: false,
    failing_since: null,
    secrets: [{ secret, created_at: now, expires_at: null }],
    created_at: now,
    updated_at: now,
  });
  return { ...presentEndpoint(endpoint), secret };
}

export async function updateEndpoint(
  organisationId: string,
  endpointId: string,
  input: { url?: string | undefined; event_types?: WebhookEventType[] | null | undefined; description?: string | null | undefined; disabled?: boolean | undefined },
) {
  const endpoint = await endpointOf(organisationId, endpointId);
  const fields: Parameters<typeof updateWebhookEndpoint>[1] = {};
  if (input.url !== undefined) fields.url = checkEndpointUrl(input.url, config.webhookUrlPolicy);
  if (input.event_types !== undefined) fields.event_types = input.event_types ? [...new Set(input.event_types)] : null;
  if (input.description !== undefined) fields.description = input.description;
  if (input.disabled !== undefined) {
    fields.disabled = input.disabled;
    // Enabling again starts afresh: the endpoint is not failing until a delivery fails again.
    if (!input.disabled) fields.failing_since = null;
  }
  const now = nowIso();
  await updateWebhookEndpoint(endpoint, fields, now);
  return presentEndpoint({ ...endpoint, ...fields, updated_at: now });
}

export async function removeEndpoint(organisationId: string, endpointId: string): Promise<void> {
  if (!(await deleteWebhookEndpoint(organisationId, endpointId))) throw new DomainError('webhook_id_not_found');
}

/** A new secret, answered once; the old one keeps signing beside it for 24 hours. */
export async function rotateEndpointSecret(organisationId: string, endpointId: string) {
  const endpoint = await endpointOf(organisationId, endpointId);
  const secret = newWebhookSecret();
  const now = new Date();
  const secrets = rotateSecrets(endpoint.secrets, secret, now);
  await updateWebhookEndpoint(endpoint, { secrets }, now.toISOString());
  return { ...presentEndpoint({ ...endpoint, secrets, updated_at: now.toISOString() }), secret };
}

// ------------------------------------------------------------------ deliveries

export function presentDelivery(delivery: WebhookDeliveryItem) {
  return {
    id: delivery.id,
    endpoint_id: delivery.endpoint_id,
    event_id: delivery.event.id,
    event_type: delivery.event.type,
    status: delivery.status,
    attempts: delivery.attempts,
    next_attempt_at: delivery.next_attempt_at,
    created_at: delivery.created_at,
  };
}

/** Creates the delivery of `event` to `endpoint` (once) and queues its first attempt when this call created it. */
async function deliver(endpoint: Pick<WebhookEndpointItem, 'organisation' | 'id'>, event: WebhookEvent, deliveryId: string, now: string): Promise<WebhookDeliveryItem | null> {
  const delivery = {
    id: deliveryId,
    organisation: endpoint.organisation,
    endpoint_id: endpoint.id,
    event,
    status: 'pending' as const,
    attempts: [],
    next_attempt_at: now,
    sending_until: null,
    created_at: now,
  };
  const created = await createDelivery(delivery);
  if (!created) return null;
  await enqueueDelivery({ organisation: endpoint.organisation, delivery: deliveryId, attempts: 0 });
  return created;
}

/**
 * What a disabled endpoint would have been sent: kept in its log as failed ("Endpoint disabled"),
 * never sent, so that `replay` since the time it was disabled sends it once the lender enables it.
 */
async function recordUnsent(endpoint: Pick<WebhookEndpointItem, 'organisation' | 'id'>, event: WebhookEvent, now: string): Promise<void> {
  await createDelivery({
    id: deliveryIdFor(event, endpoint.id),
    organisation: endpoint.organisation,
    endpoint_id: endpoint.id,
    event,
    status: 'failed',
    attempts: [{ at: now, status_code: null, duration_ms: 0, response_body: '', error: 'Endpoint disabled' }],
    next_attempt_at: null,
    sending_until: null,
    created_at: now,
  });
}

/**
 * Publishes an event to every endpoint of the organisation that wants its type: sent to the
 * enabled ones, kept unsent for the disabled ones (recordUnsent). A failure to publish is logged
 * and does not fail the caller's own work (the lender's data is in either way); the event is
 * published again when the caller is retried.
 */
export async function publishEvent(input: Parameters<typeof webhookEvent>[0]): Promise<WebhookEvent> {
  const event = webhookEvent(input);
  try {
    const endpoints = (await allWebhookEndpoints(input.organisationId)).filter((endpoint) => endpointWants(endpoint.event_types, event.type));
    const now = nowIso();
    await Promise.all(endpoints.map((endpoint) => (endpoint.disabled ? recordUnsent(endpoint, event, now) : deliver(endpoint, event, deliveryIdFor(event, endpoint.id), now))));
  } catch (error) {
    logger.error('Webhook event not published', { event: event.id, type: event.type, error: error as Error });
  }
  return event;
}

/** `application.created` for applications just made (API, invite, re-vet, reconnect): the application's id is the happening. */
export async function publishApplicationCreated(application: { organisation: string; id: string; created_at: string }): Promise<void> {
  await publishEvent({ type: 'application.created', organisationId: application.organisation, applicationId: application.id, at: application.created_at, source: application.id });
}

/** POST …/test: a `webhook.test` event to this endpoint alone, also when it is disabled (so it can be checked before enabling). */
export async function sendTestEvent(organisationId: string, endpointId: string) {
  const endpoint = await endpointOf(organisationId, endpointId);
  const at = new Date();
  const event = webhookEvent({ type: 'webhook.test', organisationId, applicationId: null, at: at.toISOString(), source: `${endpointId}|${newObjectId(at)}` });
  const delivery = await deliver(endpoint, event, deliveryIdFor(event, endpoint.id), at.toISOString());
  if (!delivery) throw new Error('A fresh test event already had a delivery');
  return presentDelivery(delivery);
}

/** Replays one delivery: a new delivery of the same event (same `webhook-id`, so receivers can tell it is the same event). */
export async function replayDelivery(organisationId: string, deliveryId: string) {
  const original = await getDelivery(organisationId, deliveryId);
  if (!original) throw new DomainError('webhook_id_not_found');
  const endpoint = await endpointOf(organisationId, original.endpoint_id);
  const at = new Date();
  const replay = await deliver(endpoint, original.event, replayDeliveryId(original.id, at), at.toISOString());
  if (!replay) throw new DomainError('concurrent_update');
  return presentDelivery(replay);
}

/**
 * Replays, oldest first, every delivery to the endpoint created at `since` or later (its own
 * replays excluded, so a replay is not replayed twice). Creation, not the event's time: an event
 * published after later ones had been delivered (an expiry a sweep found minutes late) is still
 * in a replay since the last delivery the receiver got.
 */
export async function replaySince(organisationId: string, endpointId: string, since: string): Promise<{ replayed: number }> {
  const endpoint = await endpointOf(organisationId, endpointId);
  const originals = (await deliveriesCreatedSince(organisationId, endpointId, since)).filter((delivery) => delivery.id === deliveryIdFor(delivery.event, endpointId));
  const at = new Date();
  let replayed = 0;
  for (const original of originals) {
    if (await deliver(endpoint, original.event, replayDeliveryId(original.id, at), at.toISOString())) replayed += 1;
  }
  return { replayed };
}
