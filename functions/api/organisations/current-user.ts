import { currentUser as operation } from '#schemas/operations/organisations';
import { DomainError } from '#schemas/errors';
import { apiHandler } from '#platform/http/http';
import { getUser } from '#platform/repositories/users';
import { toUserOut } from './user-out.ts';

export const handler = apiHandler(operation, async ({ principal }) => {
  const user = await getUser(principal.organisationId, principal.userId);
  // The principal was authenticated against this user a moment ago; gone since means the session is.
  if (!user) throw new DomainError('invalid_token');
  return { body: toUserOut(user) };
});
