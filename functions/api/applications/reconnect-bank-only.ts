import { reconnectBankOnly as operation } from '#schemas/operations/applications';
import { apiHandler } from '#platform/http/http';
import { reconnectBankOnly } from '#platform/services/application-timeline';

export const handler = apiHandler(operation, async ({ principal, params }) => ({ body: await reconnectBankOnly(principal.organisationId, params.application_id) }));
