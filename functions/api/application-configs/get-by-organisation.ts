import { getByOrganisation as operation } from '#schemas/operations/application-configs';
import { apiHandler } from '#platform/http/http';
import { presentConfig } from '#core/application-configs';
import { listApplicationConfigs } from '#platform/repositories/application-configs';

export const handler = apiHandler(operation, async ({ principal, query }) => {
  const page = await listApplicationConfigs(principal.organisationId, query);
  return { body: page.items.map(presentConfig), nextCursor: page.next };
});
