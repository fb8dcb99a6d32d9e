/**
 * Peach Payments (the Open Payment Platform behind it): reading its encrypted notifications and
 * its result codes. No I/O here; the HTTP client is functions/platform/connectors/peach.ts.
 *
 * A notification is the JSON `{type, action?, payload}` encrypted with AES-256-GCM under the
 * merchant's notification key (64 hex characters, from Peach's dashboard): the body is the
 * ciphertext in hex, the `X-Initialization-Vector` header the IV in hex, `X-Authentication-Tag`
 * the tag in hex. GCM authenticates as it decrypts, so a body not encrypted under our key — a
 * forgery, or a tampered one — fails here and is refused.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import * as z from 'zod';

const HEX = /^[0-9a-f]+$/i;

export class PeachNotificationRefused extends Error {}

const ResultSchema = z.object({ code: z.string(), description: z.string().optional() });

export const PeachPayloadSchema = z.looseObject({
  id: z.string(),
  registrationId: z.string().optional(),
  paymentType: z.string().optional(),
  paymentBrand: z.string().optional(),
  amount: z.string().optional(),
  currency: z.string().optional(),
  merchantTransactionId: z.string().optional(),
  result: ResultSchema,
  card: z.looseObject({ last4Digits: z.string().optional(), holder: z.string().optional() }).optional(),
});
export type PeachPayload = z.infer<typeof PeachPayloadSchema>;

export const PeachNotificationSchema = z.object({
  type: z.enum(['PAYMENT', 'REGISTRATION', 'SCHEDULE', 'RISK']),
  action: z.enum(['CREATED', 'UPDATED', 'DELETED']).optional(),
  payload: PeachPayloadSchema,
});
export type PeachNotification = z.infer<typeof PeachNotificationSchema>;

function hexBytes(value: string | undefined, name: string, length?: number): Buffer {
  const text = (value ?? '').trim();
  if (!text || text.length % 2 !== 0 || !HEX.test(text)) throw new PeachNotificationRefused(`${name} is not hex`);
  const bytes = Buffer.from(text, 'hex');
  if (length !== undefined && bytes.length !== length) throw new PeachNotificationRefused(`${name} has ${bytes.length} bytes, not ${length}`);
  return bytes;
}

/** Decrypts and checks a notification; throws PeachNotificationRefused for anything not from Peach. */
export function decryptPeachNotification(input: { keyHex: string; ivHex: string | undefined; tagHex: string | undefined; body: string }): PeachNotification {
  const key = hexBytes(input.keyHex, 'The notification key', 32);
  const iv = hexBytes(input.ivHex, 'X-Initialization-Vector');
  const tag = hexBytes(input.tagHex, 'X-Authentication-Tag', 16);
  const ciphertext = hexBytes(input.body, 'The body');
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new PeachNotificationRefused('The notification does not decrypt under our key');
  }
  let json: unknown;
  try {
    json = JSON.parse(plain);
  } catch {
    throw new PeachNotificationRefused('The decrypted notification is not JSON');
  }
  const parsed = PeachNotificationSchema.safeParse(json);
  if (!parsed.success) throw new PeachNotificationRefused(`The notification is not one we read: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** What Peach does: used by the local simulator and by tests to make real notifications. */
export function encryptPeachNotification(keyHex: string, notification: unknown): { body: string; ivHex: string; tagHex: string } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(notification), 'utf8'), cipher.final()]);
  return { body: body.toString('hex'), ivHex: iv.toString('hex'), tagHex: cipher.getAuthTag().toString('hex') };
}

/** OPP result codes: processed successfully (including the test system's 000.100.1xx). */
const SUCCESS = /^(000\.000\.|000\.100\.1|000\.[36])/;
/** Successful but flagged for manual review: treated as paid (Peach settles it). */
const SUCCESS_REVIEW = /^(000\.400\.0[^3]|000\.400\.100)/;
const PENDING = /^(000\.200)/;

export type PeachOutcome = 'succeeded' | 'pending' | 'failed';

export function peachOutcome(resultCode: string): PeachOutcome {
  if (SUCCESS.test(resultCode) || SUCCESS_REVIEW.test(resultCode)) return 'succeeded';
  if (PENDING.test(resultCode)) return 'pending';
  return 'failed';
}

/** Peach's amounts are rand with two decimals as text. */
export function peachAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function centsFromPeachAmount(amount: string): number {
  if (!/^\d+\.\d{2}$/.test(amount)) throw new PeachNotificationRefused(`Not a Peach amount: ${amount}`);
  return Math.round(Number(amount) * 100);
}
