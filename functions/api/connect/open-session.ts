import { openSession as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { presentConnectSession } from '#platform/services/connect-session';
import { getApplication, openApplication } from '#platform/repositories/applications';
import { nowIso } from '#platform/repositories/table';
import { publishEvent } from '#platform/services/webhooks';

export const handler = apiHandler(operation, async ({ link }) => {
  let application = link;
  // Opening the link is the applicant starting: created → connecting and `opened`, once.
  if (application.status === 'created') {
    const opened = await openApplication(application, nowIso());
    if (opened) await publishEvent({ type: 'application.opened', organisationId: opened.organisation, applicationId: opened.id, at: opened.updated_at, source: opened.id });
    application = opened ?? (await getApplication(application.organisation, application.id)) ?? application;
  }
  return { body: await presentConnectSession(application) };
});
