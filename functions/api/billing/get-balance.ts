import { getBalance as operation } from '#schemas/operations/billing';
import { apiHandler } from '#platform/http/http';
import { balance } from '#platform/services/payments';

export const handler = apiHandler(operation, async ({ principal }) => ({ body: await balance(principal.organisationId) }));
