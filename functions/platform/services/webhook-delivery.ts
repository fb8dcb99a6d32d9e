/**
 * One attempt of one webhook delivery (the worker's job): sign the event with every live secret
 * of the endpoint (Standard Webhooks, the `standardwebhooks` package), POST it, record what
 * happened, and queue the next attempt or finish.
 *
 * - At least once: the attempt is recorded after the POST; a crash in between sends again with
 *   the same `webhook-id`, which receivers deduplicate on.
 * - Never twice at once: a short lease on (status pending, attempts made) is taken before the
 *   POST, so two copies of one message send once.
 * - A 2xx within 15 s is success; anything else, redirects included (not followed), is retried
 *   on core's schedule (about 27 hours), then the delivery fails and the endpoint is marked
 *   failing (disabled after 5 days of failures).
 * - Deployed: an endpoint whose host resolves to a private, loopback or link-local address is
 *   not called (SSRF), checked at every attempt, in the connection's own lookup
 *   (webhook-transport.ts), because DNS can change after the endpoint was saved.
 */
import { Webhook } from 'standardwebhooks';
import { deliverySucceeded, DISABLE_AFTER_MS, endpointDisabledEmail, MAX_ATTEMPTS, retryDelaySeconds, signingSecrets } from '#core/webhooks';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { enqueueDelivery, MAX_SQS_DELAY_SECONDS, sendToDeadLetters, type WebhookMessage } from '../aws/webhook-queue.ts';
import { mail } from '../aws/mail.ts';
import { listUsers } from '../repositories/users.ts';
import { DELIVERY_TIMEOUT_MS, postWebhook, transportPolicy } from './webhook-transport.ts';
import { getDelivery, getWebhookEndpoint, leaseDelivery, recordAttempt, setEndpointFailing, type WebhookAttempt } from '../repositories/webhooks.ts';

/** Longer than one attempt can take, so a lease outlives the attempt that holds it. */
const LEASE_MS = DELIVERY_TIMEOUT_MS + 15_000;

/** E-mails the organisation's active users who manage webhooks (best effort: the endpoint is disabled either way). */
async function tellOrganisation(endpoint: { organisation: string; id: string; url: string }, failingSince: string): Promise<void> {
  try {
    const users = await listUsers(endpoint.organisation, { skip: 0, limit: 200 });
    const recipients = users.items.filter((user) => user.is_active && user.permissions.includes('manage_webhooks'));
    const message = endpointDisabledEmail({ url: endpoint.url, endpointId: endpoint.id, failingSince });
    for (const user of recipients) await mail().send({ to: user.email, ...message });
  } catch (error) {
    logger.error('Could not tell the organisation its webhook endpoint was disabled', { endpoint: endpoint.id, error: error as Error });
  }
}

/** Handles one queue message: an attempt if it is due and still wanted, else nothing (or the next hop of a long wait). */
export async function attemptDelivery(message: WebhookMessage, random: () => number = Math.random): Promise<'sent' | 'failed' | 'retrying' | 'waiting' | 'skipped'> {
  const delivery = await getDelivery(message.organisation, message.delivery);
  // Gone, finished, or a message for an attempt already made (a duplicate or a late copy).
  if (!delivery || delivery.status !== 'pending' || delivery.attempts.length !== message.attempts) return 'skipped';
  const now = new Date();
  const dueIn = delivery.next_attempt_at ? (Date.parse(delivery.next_attempt_at) - now.getTime()) / 1000 : 0;
  if (dueIn > 1) {
    // SQS waits at most 15 minutes per message: a longer wait is several hops.
    await enqueueDelivery(message, Math.min(MAX_SQS_DELAY_SECONDS, dueIn));
    return 'waiting';
  }
  const endpoint = await getWebhookEndpoint(delivery.organisation, delivery.endpoint_id);
  // A test event is sent to a disabled endpoint too: it is how a lender checks one before enabling it.
  if (!endpoint || (endpoint.disabled && delivery.event.type !== 'webhook.test')) {
    await recordAttempt(delivery, message.attempts, { at: now.toISOString(), status_code: null, duration_ms: 0, response_body: '', error: endpoint ? 'Endpoint disabled' : 'Endpoint deleted' }, { status: 'failed', next_attempt_at: null });
    return 'failed';
  }
  if (!(await leaseDelivery(delivery.organisation, delivery.id, message.attempts, now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString()))) return 'skipped';

  const body = JSON.stringify(delivery.event);
  const timestamp = new Date();
  const signatures = signingSecrets(endpoint.secrets, timestamp).map((secret) => new Webhook(secret).sign(delivery.event.id, timestamp, body));
  const headers = {
    'webhook-id': delivery.event.id,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
  const outcome = await postWebhook(endpoint.url, headers, body, transportPolicy(config.webhookUrlPolicy));
  const attempt: WebhookAttempt = { at: now.toISOString(), ...outcome };
  const made = message.attempts + 1;

  if (deliverySucceeded(outcome.status_code)) {
    await recordAttempt(delivery, message.attempts, attempt, { status: 'succeeded', next_attempt_at: null });
    if (endpoint.failing_since) await setEndpointFailing(endpoint.organisation, endpoint.id, null);
    return 'sent';
  }
  const planned = made < MAX_ATTEMPTS ? retryDelaySeconds(made, random()) : null;
  const delay = planned === null ? null : Math.max(1, Math.round(planned * config.webhookRetryScale));
  if (delay === null) {
    // Only the run that records the last attempt reports it (a redelivered message records nothing).
    if (await recordAttempt(delivery, message.attempts, attempt, { status: 'failed', next_attempt_at: null })) {
      await sendToDeadLetters({ ...message, attempts: made, reason: `No 2xx after ${made} attempts` });
    }
    const failingSince = endpoint.failing_since ?? now.toISOString();
    const disable = now.getTime() - Date.parse(failingSince) >= DISABLE_AFTER_MS;
    if (await setEndpointFailing(endpoint.organisation, endpoint.id, failingSince, disable)) await tellOrganisation(endpoint, failingSince);
    logger.warn('Webhook delivery failed for good', { delivery: delivery.id, endpoint: endpoint.id, attempts: made, disabled: disable });
    return 'failed';
  }
  const next = new Date(now.getTime() + delay * 1000).toISOString();
  if (await recordAttempt(delivery, message.attempts, attempt, { status: 'pending', next_attempt_at: next })) {
    if (!endpoint.failing_since) await setEndpointFailing(endpoint.organisation, endpoint.id, now.toISOString());
    await enqueueDelivery({ ...message, attempts: made }, Math.min(MAX_SQS_DELAY_SECONDS, delay));
  }
  return 'retrying';
}
