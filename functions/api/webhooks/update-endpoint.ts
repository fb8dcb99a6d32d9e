import { updateEndpoint as operation } from '#schemas/operations/webhooks';
import { apiHandler } from '#platform/http/http';
import { updateEndpoint } from '#platform/services/webhooks';

export const handler = apiHandler(operation, async ({ principal, params, body }) => ({ body: await updateEndpoint(principal.organisationId, params.endpoint_id, body) }));
