import { listUsers as operation } from '#schemas/operations/organisations';
import { apiHandler } from '#platform/http/http';
import { nextPageHeaders } from '#platform/http/paging';
import { listUsers } from '#platform/repositories/users';
import { toUserOut } from './user-out.ts';

export const handler = apiHandler(operation, async ({ principal, query, event }) => {
  const page = await listUsers(principal.organisationId, query);
  return { body: { users: page.items.map(toUserOut), next: page.next }, headers: nextPageHeaders(event, page.next) };
});
