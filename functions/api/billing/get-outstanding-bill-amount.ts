import { getOutstandingBillAmount as operation } from '#schemas/operations/billing';
import { apiHandler } from '#platform/http/http';
import { outstandingAmount } from '#platform/services/billing';

export const handler = apiHandler(operation, async ({ principal }) => ({ body: { amount: await outstandingAmount(principal.organisationId) } }));
