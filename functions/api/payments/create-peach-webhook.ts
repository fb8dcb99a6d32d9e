import { createPeachWebhook as operation } from '#schemas/operations/payments';
import { apiHandler, decodedBody } from '#platform/http/http';
import { receivePeachNotification } from '#platform/services/payments';

/** The body is Peach's hex ciphertext (any content type); the IV and tag come in headers. */
export const handler = apiHandler(operation, async ({ event }) => {
  const headers = event.headers ?? {};
  const body = (decodedBody(event) ?? Buffer.alloc(0)).toString('utf8');
  await receivePeachNotification({ body, iv: headers['x-initialization-vector'], tag: headers['x-authentication-tag'] });
  return { body: { status: 'ok' } };
});
