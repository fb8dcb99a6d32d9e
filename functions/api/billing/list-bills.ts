import { listBills as operation } from '#schemas/operations/billing';
import { apiHandler } from '#platform/http/http';
import { bills } from '#platform/services/billing';

export const handler = apiHandler(operation, async ({ principal, query }) => ({ body: await bills(principal.organisationId, query) }));
