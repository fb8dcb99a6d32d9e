/**
 * WhatsApp's Cloud API (Meta's Graph API): a template message from the organisation's number.
 * Parsed answers only; any failure is WhatsappUnavailable (the invite is marked not sent).
 */
import * as z from 'zod';
import { config } from '../config.ts';
import { callProvider } from './provider-http.ts';

const REQUEST_TIMEOUT_MS = 15_000;

export class WhatsappUnavailable extends Error {}

const SendAnswer = z.object({ messages: z.array(z.looseObject({ id: z.string().min(1) })).min(1) });

export async function sendTemplateMessage(input: { phoneNumberId: string; accessToken: string; to: string; template: Record<string, unknown> }): Promise<string> {
  const answer = await callProvider({
    provider: 'WhatsApp',
    what: 'template message',
    url: `${config.whatsappGraphUrl}/${encodeURIComponent(input.phoneNumberId)}/messages`,
    init: {
      method: 'POST',
      headers: { authorization: `Bearer ${input.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to: input.to, type: 'template', template: input.template }),
    },
    schema: SendAnswer,
    timeoutMs: REQUEST_TIMEOUT_MS,
    fail: (message) => new WhatsappUnavailable(message),
  });
  return answer.messages[0]!.id;
}
