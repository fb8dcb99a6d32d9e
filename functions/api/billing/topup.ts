import { topup as operation } from '#schemas/operations/billing';
import { apiHandler } from '#platform/http/http';
import { topUp } from '#platform/services/payments';

export const handler = apiHandler(operation, async ({ principal, body }) => ({ body: await topUp(principal.organisationId, body) }));
