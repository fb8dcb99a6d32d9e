import { getOrganisationsPersonalConnections as operation } from '#schemas/operations/personal-info';
import { apiHandler } from '#platform/http/http';
import { nextPageHeaders } from '#platform/http/paging';
import { listPersonalInfoConnections } from '#platform/repositories/personal-info';
import { presentConnection } from './connection-out.ts';

export const handler = apiHandler(operation, async ({ principal, query, event }) => {
  const page = await listPersonalInfoConnections(principal.organisationId, query);
  return { body: page.items.map(presentConnection), headers: nextPageHeaders(event, page.next) };
});
