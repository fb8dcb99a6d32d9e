import { payBill as operation } from '#schemas/operations/billing';
import { apiHandler } from '#platform/http/http';
import { payBill } from '#platform/services/payments';

export const handler = apiHandler(operation, async ({ principal, body }) => ({ body: await payBill(principal.organisationId, body) }));
