/**
 * Who is calling, after authentication, and the one authorisation rule every operation uses.
 */
import type { OperationAuth } from '#schemas/operation';
import { DomainError } from '#schemas/errors';

export interface Principal {
  kind: 'session' | 'api_token';
  organisationId: string;
  /** The staff user behind a session, or the user who created an API token. */
  userId: string;
  tokenId?: string;
  scopes: readonly string[];
  permissions: readonly string[];
}

/** 403 invalid_token_permissions unless the principal holds every scope and the permission the operation needs. */
export function authorise(principal: Principal, required: OperationAuth): void {
  const hasScopes = required.scopes.every((scope) => principal.scopes.includes(scope));
  const hasPermission = !required.permission || principal.permissions.includes(required.permission);
  if (!hasScopes || !hasPermission) throw new DomainError('invalid_token_permissions');
}

/**
 * What an API token may do now: the permissions it was created with that its creator still
 * holds. A token never outlives its creator's rights; losing a permission loses it for every
 * token the user made, and gaining one later does not widen a token made before.
 */
export function apiTokenPermissions(tokenPermissions: readonly string[], creatorPermissions: readonly string[]): string[] {
  const held = new Set(creatorPermissions);
  return tokenPermissions.filter((permission) => held.has(permission));
}
