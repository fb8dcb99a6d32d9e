import { createVetApplication as operation } from '#schemas/operations/revet';
import { apiHandler } from '#platform/http/http';
import { createApplicationFor, presentApplication } from '#platform/services/applications-service';

/** POST /v1/applications with type VET (the applicant must exist in the organisation: 404 otherwise). */
export const handler = apiHandler(operation, async ({ principal, body }) => ({
  body: presentApplication(await createApplicationFor(principal.organisationId, body, 'VET')),
}));
