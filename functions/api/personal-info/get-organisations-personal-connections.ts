import { getOrganisationsPersonalConnections as operation } from '#schemas/operations/personal-info';
import { apiHandler } from '#platform/http/http';
import { listPersonalInfoConnections } from '#platform/repositories/personal-info';
import { presentConnection } from './connection-out.ts';

export const handler = apiHandler(operation, async ({ principal, query }) => {
  const page = await listPersonalInfoConnections(principal.organisationId, query);
  return { body: page.items.map(presentConnection), nextCursor: page.next };
});
