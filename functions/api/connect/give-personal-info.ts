import { givePersonalInfo as operation } from '#schemas/operations/connect';
import { DomainError } from '#schemas/errors';
import { apiHandler } from '#platform/http/http';
import { presentConnectSession } from '#platform/services/connect-session';
import { getApplicationConfig } from '#platform/repositories/application-configs';
import { prefillPersonalInfo } from '#platform/repositories/personal-info';
import { nowIso } from '#platform/repositories/table';
import { appendApplicationEvents } from '#platform/repositories/applications';
import { applicationEvent } from '#core/application-events';
import { asksForPersonalInfo } from '#core/connect-session';
import { publishEvent } from '#platform/services/webhooks';

/** The body is personal information (POPIA): stored for the lender, never logged, not answered back. */
export const handler = apiHandler(operation, async ({ body, link: application }) => {
  const appConfig = await getApplicationConfig(application.organisation, application.config);
  if (!asksForPersonalInfo(appConfig)) {
    throw new DomainError('personal_info_not_configured');
  }
  const { first_names, last_names, date_of_birth, gov_id, id_country, id_type, nationality, email, phone } = body;
  const now = nowIso();
  // Conditioned on the application still open: done pressed meanwhile (another tab) answers 409 application_completed.
  await prefillPersonalInfo(application, { first_names, last_names, date_of_birth, gov_id, id_country, id_type, nationality, email, phone: phone ?? null }, now, { whileOpen: true });
  // The timeline says that it was given, never what (POPIA).
  await appendApplicationEvents(application.organisation, application.id, [applicationEvent('personal_info_given', now, { by: 'applicant' })]);
  await publishEvent({ type: 'personal_info.provided', organisationId: application.organisation, applicationId: application.id, at: now, source: `${application.id}|${now}`, data: { by: 'applicant' } });
  return { body: await presentConnectSession(application) };
});
