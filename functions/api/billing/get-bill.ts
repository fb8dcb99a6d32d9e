import { getBill as operation } from '#schemas/operations/billing';
import { apiHandler } from '#platform/http/http';
import { billOf, presentBill } from '#platform/services/billing';

export const handler = apiHandler(operation, async ({ principal, params }) => ({ body: presentBill(await billOf(principal.organisationId, params.bill_id)) }));
