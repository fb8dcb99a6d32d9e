import { receiveCallback as operation } from '#schemas/operations/whatsapp';
import { apiHandler, decodedBody } from '#platform/http/http';
import { receiveWhatsappCallback } from '#platform/services/whatsapp';

/** The signature is over the raw bytes: read them as sent, before any parsing. */
export const handler = apiHandler(operation, async ({ event }) => {
  await receiveWhatsappCallback(decodedBody(event) ?? Buffer.alloc(0), event.headers?.['x-hub-signature-256']);
  return { body: { status: 'ok' } };
});
