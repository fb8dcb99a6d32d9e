import { createVetApplication as operation } from '#schemas/operations/revet';
import { apiHandler } from '#platform/http';
import { newApplicationFields, presentApplication, resolveApplicationConfig } from '#platform/applications-service';
import { createApplications } from '#platform/repositories/applications';

/** POST /v1/applications with type VET (the applicant must exist in the organisation: 404 otherwise). */
export const handler = apiHandler(operation, async ({ principal, body }) => {
  const appConfig = await resolveApplicationConfig(principal.organisationId, body.application_config_id);
  const fields = newApplicationFields({
    organisationId: principal.organisationId,
    applicantId: body.applicant_id,
    appConfig,
    redirectUrl: body.redirect_url,
    type: 'VET',
  });
  const [application] = await createApplications([{ application: fields }]);
  return { body: presentApplication(application!) };
});
