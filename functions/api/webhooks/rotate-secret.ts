import { rotateSecret as operation } from '#schemas/operations/webhooks';
import { apiHandler } from '#platform/http/http';
import { rotateEndpointSecret } from '#platform/services/webhooks';

export const handler = apiHandler(operation, async ({ principal, params }) => ({ body: await rotateEndpointSecret(principal.organisationId, params.endpoint_id) }));
