/**
 * The mail webhooks' verification rules, without I/O (the certificate fetch is
 * functions/platform/aws/sns-certificates.ts):
 *
 * 1. Amazon SNS notifications from an SES receipt rule with an SNS action. The signature is
 *    checked the way AWS documents it (docs.aws.amazon.com/sns/latest/dg/sns-verify-signature-of-message.html):
 *    the string to sign is `Name\nValue\n` for the fields of the message type in byte order
 *    (Notification: Message, MessageId, Subject when present, Timestamp, TopicArn, Type;
 *    SubscriptionConfirmation / UnsubscribeConfirmation: Message, MessageId, SubscribeURL,
 *    Timestamp, Token, TopicArn, Type), signed with SHA1withRSA (SignatureVersion 1) or
 *    SHA256withRSA (SignatureVersion 2) by the certificate at SigningCertURL, which must be an
 *    https URL on `sns.<region>.amazonaws.com`.
 * 2. A raw MIME message (`Content-Type: message/rfc822`) signed by the sender with the inbound
 *    secret: header `X-Khanya-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>." + body)>`,
 *    accepted for five minutes either side of `t` (so a captured request cannot be replayed later).
 */
import { createHmac, createVerify, timingSafeEqual, X509Certificate } from 'node:crypto';
import * as z from 'zod';

export const SnsMessageSchema = z.object({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  MessageId: z.string().min(1).max(200),
  TopicArn: z.string().min(1).max(300),
  Message: z.string(),
  Timestamp: z.string().min(1).max(64),
  SignatureVersion: z.enum(['1', '2']),
  Signature: z.string().min(1).max(4096),
  SigningCertURL: z.string().min(1).max(2048),
  Subject: z.string().max(1000).optional(),
  Token: z.string().max(4096).optional(),
  SubscribeURL: z.string().max(4096).optional(),
  UnsubscribeURL: z.string().max(4096).optional(),
});
export type SnsMessage = z.infer<typeof SnsMessageSchema>;

/** The header a raw-MIME sender signs with. */
export const INBOUND_SIGNATURE_HEADER = 'x-khanya-signature';
/** Seconds a signed raw-MIME request stays acceptable either side of its timestamp. */
export const INBOUND_SIGNATURE_TOLERANCE_SECONDS = 300;

/** AWS's string to sign for one SNS message (see the file comment). */
export function snsStringToSign(message: SnsMessage): string {
  const fields: (keyof SnsMessage)[] =
    message.Type === 'Notification'
      ? ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type']
      : ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'];
  return fields
    .filter((field) => message[field] !== undefined)
    .map((field) => `${field}\n${String(message[field])}\n`)
    .join('');
}

/** An https URL on an SNS regional endpoint (`sns.<region>.amazonaws.com[.cn]`), optionally with a path ending in `.pem`. */
export function isSnsUrl(value: string | undefined, options: { pem?: boolean } = {}): boolean {
  if (!value) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || (url.port && url.port !== '443')) return false;
  if (!/^sns\.[a-z]{2}(-[a-z]+)+-\d\.amazonaws\.com(\.cn)?$/.test(url.hostname)) return false;
  return !options.pem || url.pathname.endsWith('.pem');
}

/**
 * Whether the message was signed by the certificate: SHA1withRSA for version 1, SHA256withRSA
 * for version 2, and the certificate valid now. Never throws on bad input.
 */
export function verifySnsSignature(message: SnsMessage, certificatePem: string, now = new Date()): boolean {
  try {
    const certificate = new X509Certificate(certificatePem);
    if (now < new Date(certificate.validFrom) || now > new Date(certificate.validTo)) return false;
    const verifier = createVerify(message.SignatureVersion === '1' ? 'RSA-SHA1' : 'RSA-SHA256');
    verifier.update(snsStringToSign(message), 'utf8');
    return verifier.verify(certificate.publicKey, Buffer.from(message.Signature, 'base64'));
  } catch {
    return false;
  }
}

/** The SES notification inside an SNS Message (`notificationType: Received`, with the raw MIME in `content`). */
export const SesReceivedSchema = z.object({
  notificationType: z.literal('Received'),
  mail: z.object({
    messageId: z.string().min(1).max(200),
    destination: z.array(z.string()).optional(),
  }),
  receipt: z.object({
    recipients: z.array(z.string()).optional(),
    action: z.object({ type: z.string(), encoding: z.enum(['BASE64', 'UTF8']).optional() }).optional(),
  }),
  content: z.string().optional(),
});
export type SesReceived = z.infer<typeof SesReceivedSchema>;

/**
 * The raw MIME an SES receipt notification carries, decoded as its action's encoding says
 * (BASE64, or UTF8 when absent), with SES's envelope recipients; undefined when the
 * notification has no content (an SES action other than SNS, or a message over 150 KB, which SES
 * does not put in a notification).
 */
export function sesContentOf(notification: SesReceived): { raw: Buffer; recipients: string[]; messageId: string } | undefined {
  if (notification.content === undefined) return undefined;
  const encoding = notification.receipt.action?.encoding ?? 'UTF8';
  const raw = encoding === 'BASE64' ? Buffer.from(notification.content, 'base64') : Buffer.from(notification.content, 'utf8');
  return {
    raw,
    recipients: notification.receipt.recipients ?? notification.mail.destination ?? [],
    messageId: notification.mail.messageId,
  };
}

/** `t=<t>,v1=<hex>` for a body: what a raw-MIME sender puts in X-Khanya-Signature. */
export function signInboundMime(secret: string, timestamp: number, body: Uint8Array): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** Whether X-Khanya-Signature is a valid, current signature of the body with the secret (constant-time compare). */
export function verifyInboundMimeSignature(header: string | undefined, secret: string | undefined, body: Uint8Array, now = new Date()): boolean {
  if (!header || !secret) return false;
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const timestamp = Number(parts.t);
  const given = parts.v1;
  if (!Number.isSafeInteger(timestamp) || !given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > INBOUND_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = signInboundMime(secret, timestamp, body).split('v1=')[1]!;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}
