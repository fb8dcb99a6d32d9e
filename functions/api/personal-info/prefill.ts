import { prefill as operation } from '#schemas/operations/personal-info';
import { apiHandler } from '#platform/http/http';
import { appendApplicationEvents, getApplication } from '#platform/repositories/applications';
import { applicationEvent } from '#core/application-events';
import { getApplicationConfig } from '#platform/repositories/application-configs';
import { prefillPersonalInfo } from '#platform/repositories/personal-info';
import { nowIso } from '#platform/repositories/table';
import { DomainError } from '#schemas/errors';
import { asksForPersonalInfo } from '#core/connect-session';
import { publishEvent } from '#platform/services/webhooks';
import { presentConnection } from './connection-out.ts';

/** The body is personal information (POPIA): it is stored, answered to its owner, never logged. */
export const handler = apiHandler(operation, async ({ principal, params, body }) => {
  const organisationId = principal.organisationId;
  const application = await getApplication(organisationId, params.application_id);
  if (!application) throw new DomainError('application_not_found');
  // The config the application was created with (archiving a config later does not change it).
  const appConfig = await getApplicationConfig(organisationId, application.config);
  if (!asksForPersonalInfo(appConfig)) {
    throw new DomainError('personal_info_not_configured');
  }
  const { first_names, last_names, date_of_birth, gov_id, id_country, id_type, nationality, email, phone } = body;
  const { connection } = await prefillPersonalInfo(
    application,
    { first_names, last_names, date_of_birth, gov_id, id_country, id_type, nationality, email, phone: phone ?? null },
    nowIso(),
  );
  // The timeline says that it was given, never what (POPIA).
  await appendApplicationEvents(organisationId, application.id, [applicationEvent('personal_info_given', connection.updated_at, { by: 'lender' })]);
  await publishEvent({ type: 'personal_info.provided', organisationId, applicationId: application.id, at: connection.updated_at, source: `${application.id}|${connection.updated_at}`, data: { by: 'lender' } });
  return { body: presentConnection(connection) };
});
