import { replaySince as operation } from '#schemas/operations/webhooks';
import { apiHandler } from '#platform/http/http';
import { replaySince } from '#platform/services/webhooks';

export const handler = apiHandler(operation, async ({ principal, params, body }) => ({ body: await replaySince(principal.organisationId, params.endpoint_id, body.since) }));
