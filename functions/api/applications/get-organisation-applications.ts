import { getOrganisationApplications as operation } from '#schemas/operations/applications';
import { apiHandler } from '#platform/http/http';
import { applicationsPage, presentApplication } from '#platform/services/applications-service';

export const handler = apiHandler(operation, async ({ principal, query }) => {
  const page = await applicationsPage(principal.organisationId, query);
  return { body: page.items.map(presentApplication), nextCursor: page.next };
});
