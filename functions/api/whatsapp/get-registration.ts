import { getRegistration as operation } from '#schemas/operations/whatsapp';
import { apiHandler } from '#platform/http/http';
import { whatsappRegistration } from '#platform/services/whatsapp';

export const handler = apiHandler(operation, async ({ principal }) => ({ body: await whatsappRegistration(principal.organisationId) }));
