import { getApplicationEvents as operation } from '#schemas/operations/applications';
import { apiHandler } from '#platform/http/http';
import { eventsOf } from '#platform/services/application-timeline';

export const handler = apiHandler(operation, async ({ principal, params }) => ({ body: await eventsOf(principal.organisationId, params.application_id) }));
