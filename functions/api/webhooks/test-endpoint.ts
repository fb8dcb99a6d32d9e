import { testEndpoint as operation } from '#schemas/operations/webhooks';
import { apiHandler } from '#platform/http/http';
import { sendTestEvent } from '#platform/services/webhooks';

export const handler = apiHandler(operation, async ({ principal, params }) => ({ body: await sendTestEvent(principal.organisationId, params.endpoint_id) }));
