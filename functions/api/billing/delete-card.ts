import { deleteCard as operation } from '#schemas/operations/billing';
import { apiHandler } from '#platform/http/http';
import { deleteCard } from '#platform/services/payments';

export const handler = apiHandler(operation, async ({ principal, params }) => ({ body: await deleteCard(principal.organisationId, params.card_id) }));
