import { getByOrganisation as operation } from '#schemas/operations/application-configs';
import { apiHandler } from '#platform/http';
import { presentConfig } from '#platform/application-configs-service';
import { listApplicationConfigs } from '#platform/repositories/application-configs';

export const handler = apiHandler(operation, async ({ principal, query }) => ({
  body: (await listApplicationConfigs(principal.organisationId, query)).map(presentConfig),
}));
