import { deactivateUser as operation } from '#schemas/operations/organisations';
import { apiHandler } from '#platform/http/http';
import { deactivateUser } from '#platform/repositories/users';
import { DomainError } from '#schemas/errors';
import { toUserOut } from './user-out.ts';

export const handler = apiHandler(operation, async ({ principal, params }) => {
  // Locking yourself out would leave an organisation with no one to undo it.
  if (params.user_id === principal.userId) throw new DomainError('cannot_deactivate_self');
  const user = await deactivateUser(principal.organisationId, params.user_id);
  return { body: toUserOut(user) };
});
