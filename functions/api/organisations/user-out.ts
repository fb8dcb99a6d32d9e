import type { UserItem } from '#platform/repositories/users';

/** The staff user as the API shows it: never the password hash or internal keys. */
export function toUserOut(user: UserItem) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    created_at: user.created_at,
    last_login: user.last_login,
    is_active: user.is_active,
    permissions: user.permissions,
  };
}
