import { inviteByEmail as operation } from '#schemas/operations/applications';
import { apiHandler } from '#platform/http/http';
import { brandingFor, presentApplication, resolveApplicationConfig, sendConnectInvite } from '#platform/services/applications-service';
import { newApplicant as makeApplicant, newApplication } from '#core/applications';
import { createApplications, getApplicant } from '#platform/repositories/applications';
import { DomainError } from '#schemas/errors';
import { publishApplicationCreated } from '#platform/services/webhooks';

/**
 * Creates what is missing (applicant, application), then e-mails the connect link. The records
 * are written before the e-mail is tried, so a failed send loses nothing: the answer is 400
 * email_not_sent and the application can be re-sent.
 */
export const handler = apiHandler(operation, async ({ principal, body }) => {
  const organisationId = principal.organisationId;
  const appConfig = await resolveApplicationConfig(organisationId, body.application_config_id);
  if (body.applicant_id && !(await getApplicant(organisationId, body.applicant_id))) throw new DomainError('applicant_not_found');
  const newApplicant = body.applicant_id ? undefined : makeApplicant(organisationId, { name: body.name, email: body.recepient });
  const fields = newApplication({
    organisationId,
    applicantId: body.applicant_id ?? newApplicant!.id,
    appConfig,
    redirectUrl: body.redirect_url,
    contactMethod: 'email',
  });
  const [application] = await createApplications([{ application: fields, ...(newApplicant ? { newApplicant } : {}) }]);
  await publishApplicationCreated(application!);
  await sendConnectInvite(application!, { email: body.recepient, name: body.name }, await brandingFor(organisationId));
  return { body: { message: 'Connect email sent', application: presentApplication(application!) } };
});
