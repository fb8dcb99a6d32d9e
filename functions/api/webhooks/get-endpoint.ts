import { getEndpoint as operation } from '#schemas/operations/webhooks';
import { apiHandler } from '#platform/http/http';
import { endpointOf, presentEndpoint } from '#platform/services/webhooks';

export const handler = apiHandler(operation, async ({ principal, params }) => ({ body: presentEndpoint(await endpointOf(principal.organisationId, params.endpoint_id)) }));
