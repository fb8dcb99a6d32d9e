/**
 * The webhook worker: each message asks for the next attempt of one delivery
 * (functions/platform/services/webhook-delivery.ts does it). A failed attempt is not a failed
 * message: the attempt is recorded and the retry queued with its delay, so the message is done.
 * Only an error of Khanya's own (the table unreachable) fails the message, which SQS then
 * retries and, after MAX_RECEIVES, dead-letters.
 */
import { WebhookMessageSchema } from '#platform/aws/webhook-queue';
import { attemptDelivery } from '#platform/services/webhook-delivery';
import { logger } from '#platform/logger';
import { sqsBatchHandler } from './sqs-batch.ts';

export const handler = sqsBatchHandler('Webhook delivery failed', async (record) => {
  const parsed = WebhookMessageSchema.safeParse(JSON.parse(record.body));
  if (!parsed.success) {
    logger.error('Webhook message refused', { messageId: record.messageId });
    return;
  }
  const outcome = await attemptDelivery(parsed.data);
  logger.info('Webhook delivery', { delivery: parsed.data.delivery, attempts: parsed.data.attempts, outcome });
}, { concurrent: true });
