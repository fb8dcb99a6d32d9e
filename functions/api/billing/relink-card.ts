import { relinkCard as operation } from '#schemas/operations/billing';
import { apiHandler } from '#platform/http/http';
import { relinkCard } from '#platform/services/payments';

export const handler = apiHandler(operation, async ({ principal, params }) => ({ body: await relinkCard(principal.organisationId, params.card_id) }));
