import { createCard as operation } from '#schemas/operations/billing';
import { apiHandler } from '#platform/http/http';
import { createCard } from '#platform/services/payments';

export const handler = apiHandler(operation, async ({ principal, body }) => ({ body: await createCard(principal.organisationId, body.name) }));
