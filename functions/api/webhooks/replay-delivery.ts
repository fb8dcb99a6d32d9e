import { replayDelivery as operation } from '#schemas/operations/webhooks';
import { apiHandler } from '#platform/http/http';
import { replayDelivery } from '#platform/services/webhooks';

export const handler = apiHandler(operation, async ({ principal, params }) => ({ body: await replayDelivery(principal.organisationId, params.delivery_id) }));
