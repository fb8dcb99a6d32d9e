import { getConnect as operation } from '#schemas/operations/applications';
import { apiHandler } from '#platform/http/http';
import { getConnect } from '#platform/services/application-timeline';

export const handler = apiHandler(operation, async ({ principal, params }) => ({ body: await getConnect(principal.organisationId, params.application_id) }));
