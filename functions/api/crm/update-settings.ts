import { updateSettings as operation } from '#schemas/operations/crm';
import { apiHandler } from '#platform/http/http';
import { updateCrmSettings } from '#platform/services/crm';

export const handler = apiHandler(operation, async ({ principal, body }) => ({ body: await updateCrmSettings(principal.organisationId, body) }));
