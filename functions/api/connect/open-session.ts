import { openSession as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { presentConnectSession } from '#platform/services/connect-session';
import { getApplication, openApplication, type ApplicationItem } from '#platform/repositories/applications';
import { nowIso } from '#platform/repositories/table';
import { publishEvent } from '#platform/services/webhooks';

export const handler = apiHandler(operation, async ({ link }) => {
  let application = link;
  // Opening the link is the applicant starting: `opened` once (and created → connecting), also
  // when the lender's own data came first. Applications opened before `opened_at` was kept carry
  // the event itself.
  for (let tries = 0; tries < 2 && !hasBeenOpened(application); tries++) {
    const at = nowIso();
    const opened = await openApplication(application, at);
    if (opened) {
      await publishEvent({ type: 'application.opened', organisationId: opened.organisation, applicationId: opened.id, at, source: opened.id });
      application = opened;
      break;
    }
    // Another request opened it, or its status moved meanwhile: read it again (and, unopened, try once more).
    application = (await getApplication(application.organisation, application.id)) ?? application;
  }
  return { body: await presentConnectSession(application) };
});

function hasBeenOpened(application: ApplicationItem): boolean {
  return application.opened_at !== undefined || (application.events ?? []).some((event) => event.kind === 'opened');
}
