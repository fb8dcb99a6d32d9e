import { createUser as operation } from '#schemas/operations/organisations';
import { isPermission } from '#schemas/permissions';
import { apiHandler } from '#platform/http/http';
import { logger } from '#platform/logger';
import { sendPasswordLink } from '#platform/services/password-links';
import { createUser, type UserItem } from '#platform/repositories/users';
import { nowIso } from '#platform/repositories/table';
import { DomainError } from '#schemas/errors';
import { newObjectId } from '#core/ids';

export const handler = apiHandler(operation, async ({ body, principal, requestId }) => {
  const permissions = [...new Set(body.permissions)];
  if (!permissions.every(isPermission)) throw new DomainError('invalid_permission');
  // Nobody can hand out more than they hold.
  if (!permissions.every((permission) => principal.permissions.includes(permission))) throw new DomainError('invalid_token_permissions');

  const user: Omit<UserItem, 'pk' | 'sk' | 'type'> = {
    id: newObjectId(),
    organisation_id: principal.organisationId,
    name: body.name,
    email: body.email,
    permissions,
    is_active: true,
    created_at: nowIso(),
    last_login: null,
    sessions_valid_after: 0,
  };
  await createUser(user);
  try {
    await sendPasswordLink({ pk: '', sk: '', type: 'user', ...user }, 'create');
  } catch (error) {
    // The user exists; an administrator can send a fresh link with a password-reset request.
    logger.error('Invite e-mail failed', { requestId, userId: user.id, error: error as Error });
  }
  return { body: { id: user.id, name: user.name, email: user.email } };
});
