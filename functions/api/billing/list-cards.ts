import { listCards as operation } from '#schemas/operations/billing';
import { apiHandler } from '#platform/http/http';
import { cards } from '#platform/services/payments';

export const handler = apiHandler(operation, async ({ principal }) => ({ body: await cards(principal.organisationId) }));
