/**
 * The inbound mail webhooks (`/v1/webhooks/bank_emails/…`, `/v1/webhooks/connect/…`): a mail
 * provider posts an e-mail, we verify who sent it, store the raw message in the inbound bucket
 * and hand it to the same queue and worker as SES's own deliveries (inbound-email.ts). Two
 * formats (the verification rules are core/inbound-webhooks.ts):
 *
 * - Amazon SNS notifications of an SES receipt rule with an SNS action (raw MIME in `content`,
 *   BASE64 or UTF8 as the action says); the SNS signature is verified against the certificate
 *   from `https://sns.<region>.amazonaws.com/….pem`, the topic must be one of
 *   INBOUND_SNS_TOPIC_ARNS when that is set, and a SubscriptionConfirmation is confirmed by
 *   visiting its SubscribeURL (same host rule).
 * - A raw MIME message, `Content-Type: message/rfc822`, signed with X-Khanya-Signature.
 *
 * Whatever fails verification answers 401 invalid_webhook_signature and stores nothing.
 */
import { createHash } from 'node:crypto';
import { DomainError } from '#schemas/errors';
import type { z } from 'zod';
import type { MailWebhookAnswerSchema } from '#schemas/mail-webhooks';
import { isSnsUrl, sesContentOf, SesReceivedSchema, SnsMessageSchema, verifyInboundMimeSignature, verifySnsSignature, type SnsMessage } from '#core/inbound-webhooks';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { storeInboundMail } from '../aws/inbound-mail-store.ts';
import { inboundMailSecret } from '../aws/inbound-mail-secret.ts';
import { confirmSnsSubscription, snsSigningCertificate } from '../aws/sns-certificates.ts';

export type MailWebhookAnswer = z.infer<typeof MailWebhookAnswerSchema>;

export interface MailWebhookRequest {
  /** The Content-Type header. */
  contentType: string;
  body: Buffer;
  /** X-Khanya-Signature (raw MIME). */
  signature?: string | undefined;
  /** x-amz-sns-message-type: SNS sends it with every message. */
  snsMessageType?: string | undefined;
}

const refused = () => new DomainError('invalid_webhook_signature');

/** What a provider's set-up check (a GET, or test_email_received) gets. */
export function mailWebhookStatus(): MailWebhookAnswer {
  return { status: 'ok', detail: 'POST Amazon SNS notifications of SES receipts, or message/rfc822 signed with X-Khanya-Signature.' };
}

export async function receiveMailWebhook(request: MailWebhookRequest): Promise<MailWebhookAnswer> {
  const mediaType = request.contentType.split(';')[0]!.trim().toLowerCase();
  if (mediaType === 'message/rfc822') return await receiveRawMime(request);
  if (request.snsMessageType || mediaType === 'text/plain' || mediaType === 'application/json' || mediaType === '') return await receiveSns(request.body);
  throw new DomainError('unsupported_media_type');
}

async function receiveRawMime(request: MailWebhookRequest): Promise<MailWebhookAnswer> {
  if (!verifyInboundMimeSignature(request.signature, await inboundMailSecret(), request.body)) throw refused();
  const key = `webhook/mime/${createHash('sha256').update(request.body).digest('hex')}`;
  await storeInboundMail(key, request.body);
  logger.info('Inbound e-mail received by webhook (raw MIME)', { key, size: request.body.length });
  return { status: 'accepted' };
}

function parseSns(body: Buffer): SnsMessage {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw refused();
  }
  const parsed = SnsMessageSchema.safeParse(json);
  if (!parsed.success) throw refused();
  return parsed.data;
}

async function receiveSns(body: Buffer): Promise<MailWebhookAnswer> {
  const message = parseSns(body);
  const topics = config.inboundSnsTopicArns;
  if (topics.length > 0 && !topics.includes(message.TopicArn)) throw refused();
  if (!isSnsUrl(message.SigningCertURL, { pem: true })) throw refused();
  let certificate: string;
  try {
    certificate = await snsSigningCertificate(message.SigningCertURL);
  } catch (error) {
    logger.warn('SNS signing certificate could not be fetched', { url: message.SigningCertURL, error: error as Error });
    throw refused();
  }
  if (!verifySnsSignature(message, certificate)) throw refused();

  if (message.Type === 'SubscriptionConfirmation') {
    if (!isSnsUrl(message.SubscribeURL)) throw refused();
    await confirmSnsSubscription(message.SubscribeURL!);
    logger.info('SNS subscription confirmed', { topic: message.TopicArn });
    return { status: 'subscription_confirmed' };
  }
  if (message.Type === 'UnsubscribeConfirmation') return { status: 'ignored', detail: 'unsubscribe confirmation' };

  let notification: unknown;
  try {
    notification = JSON.parse(message.Message);
  } catch {
    return { status: 'ignored', detail: 'not an SES receipt notification' };
  }
  const received = SesReceivedSchema.safeParse(notification);
  if (!received.success) return { status: 'ignored', detail: 'not an SES receipt notification' };
  const content = sesContentOf(received.data);
  if (!content) return { status: 'ignored', detail: 'the notification carries no message content (use an SNS action, or the S3 action)' };
  const key = `webhook/sns/${content.messageId.replace(/[^A-Za-z0-9._-]/g, '_')}`;
  await storeInboundMail(key, content.raw, { recipients: content.recipients });
  logger.info('Inbound e-mail received by webhook (SNS)', { key, topic: message.TopicArn, size: content.raw.length });
  return { status: 'accepted' };
}
