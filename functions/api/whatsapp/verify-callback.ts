import { verifyCallback as operation } from '#schemas/operations/whatsapp';
import { apiHandler, type ApiLambda } from '#platform/http/http';
import { verifyWhatsappWebhook } from '#platform/services/whatsapp';

const challenges = new WeakMap<object, string>();

const verify = apiHandler(operation, async ({ query, event }) => {
  challenges.set(event, await verifyWhatsappWebhook(query));
  return {};
});

/** Meta wants the challenge back as the plain body; refusals stay in the catalogue's JSON. */
export const handler: ApiLambda = async (event, context) => {
  const response = await verify(event, context);
  const challenge = challenges.get(event);
  challenges.delete(event);
  if (response.statusCode !== 200 || challenge === undefined) return response;
  return { ...response, headers: { ...response.headers, 'content-type': 'text/plain; charset=utf-8' }, body: challenge };
};
