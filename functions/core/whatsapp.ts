/**
 * WhatsApp (Meta's Cloud API) rules without I/O: the webhook's verification handshake and
 * signature, reading its callbacks, the applicant's number in WhatsApp's form, and the invite
 * template's parameters.
 *
 * - Verification: `GET ?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…` is answered with
 *   the challenge when the token is ours (constant-time compare), refused otherwise.
 * - Callbacks are signed: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body under
 *   the app secret>`; anything else is refused before the body is read.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';

export function verifyTokenMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function signWhatsappBody(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function verifyWhatsappSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header.trim())) return false;
  const given = Buffer.from(header.trim().slice(7), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const StatusSchema = z.looseObject({
  id: z.string(),
  status: z.enum(['sent', 'delivered', 'read', 'failed', 'deleted', 'warning']),
  timestamp: z.string(),
  recipient_id: z.string().optional(),
  errors: z.array(z.looseObject({ code: z.number().optional(), title: z.string().optional() })).optional(),
});
export type WhatsappStatus = z.infer<typeof StatusSchema>;

export const WhatsappCallbackSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.looseObject({
      id: z.string(),
      changes: z.array(
        z.looseObject({
          field: z.string(),
          value: z.looseObject({
            metadata: z.looseObject({ phone_number_id: z.string().optional() }).optional(),
            statuses: z.array(StatusSchema).optional(),
            messages: z.array(z.looseObject({ id: z.string(), from: z.string().optional(), type: z.string().optional() })).optional(),
          }),
        }),
      ),
    }),
  ),
});
export type WhatsappCallback = z.infer<typeof WhatsappCallbackSchema>;

/** Every message status in a callback (a callback may batch several entries and changes). */
export function statusesOf(callback: WhatsappCallback): WhatsappStatus[] {
  return callback.entry.flatMap((entry) => entry.changes.flatMap((change) => (change.field === 'messages' ? (change.value.statuses ?? []) : [])));
}

/**
 * The number as WhatsApp wants it (country code, digits only). South African numbers written
 * the local way (`082 123 4567`) get the country code 27; an international number keeps its own.
 * Null when it cannot be a mobile number.
 */
export function whatsappNumber(phone: string): string | null {
  const international = phone.trim().startsWith('+');
  const digits = phone.replace(/\D/g, '');
  if (!international && digits.length === 10 && digits.startsWith('0')) return `27${digits.slice(1)}`;
  if (digits.length >= 10 && digits.length <= 15 && !digits.startsWith('0')) return digits;
  return null;
}

/** The approved template Khanya sends: body parameters {{1}} name, {{2}} lender, {{3}} link. */
export const INVITE_TEMPLATE = { name: 'khanya_connect_invite', language: 'en' } as const;

export function inviteTemplate(input: { name: string; lender: string; link: string }) {
  return {
    name: INVITE_TEMPLATE.name,
    language: { code: INVITE_TEMPLATE.language },
    components: [
      {
        type: 'body',
        parameters: [
          { type: 'text', text: input.name },
          { type: 'text', text: input.lender },
          { type: 'text', text: input.link },
        ],
      },
    ],
  };
}
