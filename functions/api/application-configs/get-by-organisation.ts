import { getByOrganisation as operation } from '#schemas/operations/application-configs';
import { apiHandler } from '#platform/http/http';
import { presentConfig } from '#core/application-configs';
import { nextPageHeaders } from '#platform/http/paging';
import { listApplicationConfigs } from '#platform/repositories/application-configs';

export const handler = apiHandler(operation, async ({ principal, query, event }) => {
  const page = await listApplicationConfigs(principal.organisationId, query);
  return { body: page.items.map(presentConfig), headers: nextPageHeaders(event, page.next) };
});
