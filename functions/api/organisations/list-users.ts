import { listUsers as operation } from '#schemas/operations/organisations';
import { apiHandler } from '#platform/http/http';
import { listUsers } from '#platform/repositories/users';
import { toUserOut } from './user-out.ts';

export const handler = apiHandler(operation, async ({ principal, query }) => {
  const page = await listUsers(principal.organisationId, query);
  return { body: { users: page.items.map(toUserOut), next: page.next }, nextCursor: page.next };
});
