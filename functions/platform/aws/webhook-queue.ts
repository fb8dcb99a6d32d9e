/**
 * The webhook queue: one message asks for the next attempt of one delivery. Messages carry ids
 * and the attempt they are for; the worker reads the delivery, so a duplicate or late message
 * does nothing (functions/workers/deliver-webhooks.ts). SQS delays a message by at most 15
 * minutes: a longer wait is made of several hops, each carrying the time it waits for.
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { sqs } from '../clients/sqs.ts';
import { config } from '../config.ts';

export const MAX_SQS_DELAY_SECONDS = 900;

export const WebhookMessageSchema = z.object({
  organisation: z.string().regex(/^[0-9a-f]{24}$/),
  delivery: z.string().regex(/^[0-9a-f]{24}$/),
  /** Attempts already made when this message was sent: it asks for the next one. */
  attempts: z.number().int().min(0),
});
export type WebhookMessage = z.infer<typeof WebhookMessageSchema>;

export async function enqueueDelivery(message: WebhookMessage, delaySeconds = 0): Promise<void> {
  await sqs.send(
    new SendMessageCommand({
      QueueUrl: config.webhookQueueUrl,
      MessageBody: JSON.stringify(message),
      DelaySeconds: Math.max(0, Math.min(MAX_SQS_DELAY_SECONDS, Math.round(delaySeconds))),
    }),
  );
}

/**
 * A delivery that used every attempt: its last message goes to the webhook queue's dead-letter
 * queue, where the DLQ alarm shows it to operations (the delivery itself stays in the log as
 * `failed`, and the lender can replay it). Unset WEBHOOK_DLQ_URL (a test's own queue): logged only.
 */
export async function sendToDeadLetters(message: WebhookMessage & { reason: string }): Promise<boolean> {
  const queueUrl = config.webhookDlqUrl;
  if (!queueUrl) return false;
  await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
  return true;
}
