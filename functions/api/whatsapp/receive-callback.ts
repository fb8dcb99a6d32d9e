import { receiveCallback as operation } from '#schemas/operations/whatsapp';
import { apiHandler } from '#platform/http/http';
import { receiveWhatsappCallback } from '#platform/services/whatsapp';

/** The signature is over the raw bytes: read them as sent, before any parsing. */
export const handler = apiHandler(operation, async ({ event }) => {
  const raw = event.body === undefined || event.body === null ? Buffer.alloc(0) : Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  await receiveWhatsappCallback(raw, event.headers?.['x-hub-signature-256']);
  return { body: { status: 'ok' } };
});
