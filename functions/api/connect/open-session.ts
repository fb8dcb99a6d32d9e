import { openSession as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { applicationForLink, presentConnectSession } from '#platform/services/connect-session';
import { updateApplicationStatus } from '#platform/repositories/applications';
import { nowIso } from '#platform/repositories/table';

export const handler = apiHandler(operation, async ({ params }) => {
  let application = await applicationForLink(params.proxy_id);
  // Opening the link is the applicant starting: created → connecting, once.
  if (application.status === 'created') application = await updateApplicationStatus(application, 'connecting', nowIso());
  return { body: await presentConnectSession(application) };
});
