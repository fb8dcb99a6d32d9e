import { receiveXeroWebhook as operation } from '#schemas/operations/payments';
import { apiHandler, decodedBody, type ApiLambda } from '#platform/http/http';
import { receiveXeroWebhook } from '#platform/services/xero';

const receive = apiHandler(operation, async ({ event }) => {
  await receiveXeroWebhook(decodedBody(event) ?? Buffer.alloc(0), event.headers?.['x-xero-signature']);
  return {};
});

/** Xero wants empty bodies: 200 when the signature verified, 401 when it did not (the stack's other answers stay as they are). */
export const handler: ApiLambda = async (event, context) => {
  const response = await receive(event, context);
  if (!(operation.emptyBodyOn as readonly number[]).includes(response.statusCode ?? 200)) return response;
  const { 'content-type': _dropped, ...headers } = response.headers ?? {};
  return { ...response, headers, body: '' };
};
