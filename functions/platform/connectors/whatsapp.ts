/**
 * WhatsApp's Cloud API (Meta's Graph API): a template message from the organisation's number.
 * Parsed answers only; any failure is WhatsappUnavailable (the invite is marked not sent).
 */
import * as z from 'zod';
import { config } from '../config.ts';
import { logger } from '../logger.ts';

const REQUEST_TIMEOUT_MS = 15_000;

export class WhatsappUnavailable extends Error {}

const SendAnswer = z.object({ messages: z.array(z.looseObject({ id: z.string().min(1) })).min(1) });

export async function sendTemplateMessage(input: { phoneNumberId: string; accessToken: string; to: string; template: Record<string, unknown> }): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.whatsappGraphUrl}/${encodeURIComponent(input.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${input.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to: input.to, type: 'template', template: input.template }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    logger.warn('WhatsApp could not be reached', { error: error as Error });
    throw new WhatsappUnavailable('WhatsApp could not be reached');
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = SendAnswer.safeParse(json);
  if (!response.ok || !parsed.success) {
    logger.warn('WhatsApp refused a message', { status: response.status, body: text.slice(0, 300) });
    throw new WhatsappUnavailable(`WhatsApp answered ${response.status}`);
  }
  return parsed.data.messages[0]!.id;
}
