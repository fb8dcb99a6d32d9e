import { listDeliveries as operation } from '#schemas/operations/webhooks';
import { apiHandler } from '#platform/http/http';
import { listDeliveries } from '#platform/repositories/webhooks';
import { endpointOf, presentDelivery } from '#platform/services/webhooks';

export const handler = apiHandler(operation, async ({ principal, params, query }) => {
  await endpointOf(principal.organisationId, params.endpoint_id);
  const page = await listDeliveries(principal.organisationId, params.endpoint_id, query);
  return { body: page.items.map(presentDelivery), nextCursor: page.next };
});
