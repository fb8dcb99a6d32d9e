import { updateEntitlements as operation } from '#schemas/operations/organisations';
import { apiHandler } from '#platform/http/http';
import { updateEntitlements } from '#platform/services/affinity';

export const handler = apiHandler(operation, async ({ principal, params, body }) => ({ body: await updateEntitlements(principal, params.organisation_id, body.entitlements) }));
