import { createEndpoint as operation } from '#schemas/operations/webhooks';
import { apiHandler } from '#platform/http/http';
import { createEndpoint } from '#platform/services/webhooks';

export const handler = apiHandler(operation, async ({ principal, body }) => ({ body: await createEndpoint(principal.organisationId, body) }));
