import { createNewApplication as operation } from '#schemas/operations/applications';
import { apiHandler } from '#platform/http/http';
import { createApplicationFor, presentApplication } from '#platform/services/applications-service';

export const handler = apiHandler(operation, async ({ principal, body }) => ({
  body: presentApplication(await createApplicationFor(principal.organisationId, body, 'STANDARD')),
}));
