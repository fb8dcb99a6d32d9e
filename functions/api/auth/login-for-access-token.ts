import { loginForAccessToken as operation } from '#schemas/operations/auth';
import { SCOPE_NAMES } from '#schemas/permissions';
import { apiHandler } from '#platform/http/http';
import { config } from '#platform/config';
import { signingKey } from '#platform/aws/signing-key';
import { getOrganisation } from '#platform/repositories/organisations';
import { findUserByEmail, recordLogin } from '#platform/repositories/users';
import { clearThrottle, recordFailure, releaseSlot, takeGuessSlot } from '#platform/repositories/login-throttle';
import { nowIso } from '#platform/repositories/table';
import { DomainError } from '#schemas/errors';
import { decoyPasswordHash, verifyPassword } from '#core/passwords';
import { signSessionToken } from '#core/session-tokens';

/** Staff users may hold both scopes; an empty `scope` asks for all of them. */
function grantedScopes(requested: string): string[] {
  const asked = requested.split(/\s+/).filter(Boolean);
  if (asked.length === 0) return [...SCOPE_NAMES];
  if (!asked.every((scope) => (SCOPE_NAMES as readonly string[]).includes(scope))) throw new DomainError('invalid_token_permissions');
  return [...new Set(asked)];
}

/** Time kept back from a wait for a guess slot: the password check and the writes after it. */
const CHECK_RESERVE_MS = 2_000;
/** Never wait longer than this for a slot, whatever time the invocation has. */
const MAX_SLOT_WAIT_MS = 15_000;

export const handler = apiHandler(operation, async ({ body, context }) => {
  const username = body.username.trim().toLowerCase();
  // Atomic: at most MAX_FAILURES passwords are ever checked per window, even all sent at once.
  const waitUntil = Date.now() + Math.min(MAX_SLOT_WAIT_MS, context.getRemainingTimeInMillis() - CHECK_RESERVE_MS);
  const slot = await takeGuessSlot(username, waitUntil);

  let user: Awaited<ReturnType<typeof findUserByEmail>>;
  let passwordOk: boolean;
  try {
    user = await findUserByEmail(username);
    // Unknown users cost a hash too, so timing does not reveal which addresses have accounts.
    passwordOk = await verifyPassword(body.password, user?.password_hash ?? (await decoyPasswordHash()));
  } catch (error) {
    await releaseSlot(slot);
    throw error;
  }
  if (!user || !user.password_hash || !passwordOk) {
    await recordFailure(slot);
    throw new DomainError('invalid_credentials', undefined, { 'www-authenticate': 'Bearer' });
  }
  // The right password ends the window, whatever comes next.
  const [organisation] = await Promise.all([getOrganisation(user.organisation_id), clearThrottle(username)]);
  if (!user.is_active || !organisation?.is_active) throw new DomainError('account_deactivated');

  const scopes = grantedScopes(body.scope);
  await recordLogin(user, nowIso());
  const ttl = config.sessionTtlSeconds;
  const accessToken = await signSessionToken({ userId: user.id, organisationId: organisation.id, scopes }, await signingKey(), ttl);
  return { body: { access_token: accessToken, token_type: 'bearer' as const, expires_in: ttl, scope: scopes.join(' ') } };
});
