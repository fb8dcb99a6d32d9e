/**
 * Authentication: turns the Authorization header into a Principal or fails with the
 * catalogue's 401s. Two kinds of bearer token share the header: API tokens (prefixed
 * `khanya_`, looked up by digest) and session tokens from the password login (signed JWTs).
 * Both are checked against their user and organisation on every request.
 */
import { DomainError } from '#schemas/errors';
import { apiTokenPermissions, type Principal } from '#core/principal';
import { digest, isApiToken } from '#core/secrets';
import { verifySessionToken } from '#core/session-tokens';
import { config } from '../config.ts';
import { signingKey } from '../aws/signing-key.ts';
import { findTokenByHash } from '../repositories/api-tokens.ts';
import { getOrganisation } from '../repositories/organisations.ts';
import { getUser } from '../repositories/users.ts';

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

export async function authenticate(authorization: string | undefined): Promise<Principal> {
  const token = bearerToken(authorization);
  if (!token || token.length > 4096) throw new DomainError('invalid_token');
  return isApiToken(token) ? authenticateApiToken(token) : authenticateSession(token);
}

/**
 * The user a credential acts for and their organisation, read together on every request: either
 * gone → 401 invalid_token, either deactivated → 401 account_deactivated.
 */
async function activeMember(organisationId: string, userId: string) {
  const [user, organisation] = await Promise.all([getUser(organisationId, userId), getOrganisation(organisationId)]);
  if (!user || !organisation) throw new DomainError('invalid_token');
  if (!user.is_active || !organisation.is_active) throw new DomainError('account_deactivated');
  return { user, organisation };
}

/**
 * An API token acts for the user who created it, so it is checked against that user on every
 * request, like a session: a deactivated (or deleted) creator stops the token at once, and the
 * token carries only the permissions the creator still holds.
 */
async function authenticateApiToken(token: string): Promise<Principal> {
  const record = await findTokenByHash(digest(token));
  if (!record) throw new DomainError('invalid_token');
  const { user: creator } = await activeMember(record.organisation_id, record.created_by);
  return {
    kind: 'api_token',
    organisationId: record.organisation_id,
    userId: record.created_by,
    tokenId: record.token_id,
    scopes: record.scopes,
    permissions: apiTokenPermissions(record.permissions, creator.permissions),
  };
}

async function authenticateSession(token: string): Promise<Principal> {
  const claims = await verifySessionToken(token, await signingKey(), config.sessionTtlSeconds);
  if (!claims) throw new DomainError('invalid_token');
  const { user, organisation } = await activeMember(claims.organisationId, claims.userId);
  // A password change ends the sessions issued before it.
  if (claims.issuedAtMs <= user.sessions_valid_after) throw new DomainError('invalid_token');
  return {
    kind: 'session',
    organisationId: organisation.id,
    userId: user.id,
    scopes: claims.scopes,
    permissions: user.permissions,
  };
}
