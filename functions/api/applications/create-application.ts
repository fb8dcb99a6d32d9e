import { createApplication as operation } from '#schemas/operations/applications';
import { apiHandler } from '#platform/http';
import { newApplicationFields, presentApplication, resolveApplicationConfig } from '#platform/applications-service';
import { createApplications } from '#platform/repositories/applications';

export const handler = apiHandler(operation, async ({ principal, body }) => {
  const appConfig = await resolveApplicationConfig(principal.organisationId, body.application_config_id);
  const fields = newApplicationFields({
    organisationId: principal.organisationId,
    applicantId: body.applicant_id,
    appConfig,
    redirectUrl: body.redirect_url,
  });
  const [application] = await createApplications([{ application: fields }]);
  return { body: presentApplication(application!) };
});
