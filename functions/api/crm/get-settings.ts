import { getSettings as operation } from '#schemas/operations/crm';
import { apiHandler } from '#platform/http/http';
import { crmSettings } from '#platform/services/crm';

export const handler = apiHandler(operation, async ({ principal }) => ({ body: await crmSettings(principal.organisationId) }));
