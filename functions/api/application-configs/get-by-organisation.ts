import { getByOrganisation as operation } from '#schemas/operations/application-configs';
import { apiHandler } from '#platform/http';
import { presentConfig } from '#platform/application-configs-service';
import { nextPageHeaders } from '#platform/paging';
import { listApplicationConfigs } from '#platform/repositories/application-configs';

export const handler = apiHandler(operation, async ({ principal, query, event }) => {
  const page = await listApplicationConfigs(principal.organisationId, query);
  return { body: page.items.map(presentConfig), headers: nextPageHeaders(event, page.next) };
});
