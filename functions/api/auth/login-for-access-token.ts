import { loginForAccessToken as operation } from '#schemas/operations/auth';
import { SCOPE_NAMES } from '#schemas/permissions';
import { apiHandler } from '#platform/http';
import { config } from '#platform/config';
import { signingKey } from '#platform/signing-key';
import { getOrganisation } from '#platform/repositories/organisations';
import { findUserByEmail, recordLogin } from '#platform/repositories/users';
import { clearThrottle, getThrottle, recordFailure } from '#platform/repositories/login-throttle';
import { nowIso, nowSeconds } from '#platform/repositories/table';
import { DomainError } from '#schemas/errors';
import { lockedForSeconds } from '#core/login-throttle';
import { decoyPasswordHash, verifyPassword } from '#core/passwords';
import { signSessionToken } from '#core/session-tokens';

/** Staff users may hold both scopes; an empty `scope` asks for all of them. */
function grantedScopes(requested: string): string[] {
  const asked = requested.split(/\s+/).filter(Boolean);
  if (asked.length === 0) return [...SCOPE_NAMES];
  if (!asked.every((scope) => (SCOPE_NAMES as readonly string[]).includes(scope))) throw new DomainError('invalid_token_permissions');
  return [...new Set(asked)];
}

export const handler = apiHandler(operation, async ({ body }) => {
  const username = body.username.trim().toLowerCase();
  const now = nowSeconds();
  const throttle = await getThrottle(username);
  const wait = lockedForSeconds(throttle, now);
  if (wait > 0) throw new DomainError('too_many_login_attempts', undefined, { 'retry-after': String(wait) });

  const user = await findUserByEmail(username);
  // Unknown users cost a hash too, so timing does not reveal which addresses have accounts.
  const passwordOk = await verifyPassword(body.password, user?.password_hash ?? (await decoyPasswordHash()));
  if (!user || !user.password_hash || !passwordOk) {
    await recordFailure(username, throttle, now);
    throw new DomainError('invalid_credentials', undefined, { 'www-authenticate': 'Bearer' });
  }
  const organisation = await getOrganisation(user.organisation_id);
  if (!user.is_active || !organisation?.is_active) throw new DomainError('account_deactivated');

  const scopes = grantedScopes(body.scope);
  await Promise.all([clearThrottle(username), recordLogin(user, nowIso())]);
  const ttl = config.sessionTtlSeconds;
  const accessToken = await signSessionToken({ userId: user.id, organisationId: organisation.id, scopes }, await signingKey(), ttl);
  return { body: { access_token: accessToken, token_type: 'bearer' as const, expires_in: ttl, scope: scopes.join(' ') } };
});
