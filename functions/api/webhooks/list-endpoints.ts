import { listEndpoints as operation } from '#schemas/operations/webhooks';
import { apiHandler } from '#platform/http/http';
import { listWebhookEndpoints } from '#platform/repositories/webhooks';
import { presentEndpoint } from '#platform/services/webhooks';

export const handler = apiHandler(operation, async ({ principal, query }) => {
  const page = await listWebhookEndpoints(principal.organisationId, query);
  return { body: page.items.map(presentEndpoint), nextCursor: page.next };
});
