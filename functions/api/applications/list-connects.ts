import { listConnects as operation } from '#schemas/operations/applications';
import { apiHandler } from '#platform/http/http';
import { listConnects } from '#platform/services/application-timeline';

export const handler = apiHandler(operation, async ({ principal, query }) => {
  const { page, next } = await listConnects(principal.organisationId, query);
  return { body: page, nextCursor: next };
});
