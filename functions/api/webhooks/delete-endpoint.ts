import { deleteEndpoint as operation } from '#schemas/operations/webhooks';
import { apiHandler } from '#platform/http/http';
import { removeEndpoint } from '#platform/services/webhooks';

export const handler = apiHandler(operation, async ({ principal, params }) => {
  await removeEndpoint(principal.organisationId, params.endpoint_id);
  return {};
});
