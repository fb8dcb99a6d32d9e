import { updateRegistration as operation } from '#schemas/operations/whatsapp';
import { apiHandler } from '#platform/http/http';
import { registerWhatsapp } from '#platform/services/whatsapp';

export const handler = apiHandler(operation, async ({ principal, body }) => ({ body: await registerWhatsapp(principal.organisationId, body) }));
