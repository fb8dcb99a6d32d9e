/**
 * Authentication: turns the Authorization header into a Principal or fails with the
 * catalogue's 401s. Two kinds of bearer token share the header: API tokens (prefixed
 * `khanya_`, looked up by digest) and session tokens from the password login (signed JWTs).
 */
import { DomainError } from '#schemas/errors';
import type { Principal } from '#core/principal';
import { digest, isApiToken } from '#core/secrets';
import { verifySessionToken } from '#core/session-tokens';
import { signingKey } from './signing-key.ts';
import { findTokenByHash } from './repositories/api-tokens.ts';
import { getOrganisation } from './repositories/organisations.ts';
import { getUser } from './repositories/users.ts';

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

export async function authenticate(authorization: string | undefined): Promise<Principal> {
  const token = bearerToken(authorization);
  if (!token || token.length > 4096) throw new DomainError('invalid_token');
  return isApiToken(token) ? authenticateApiToken(token) : authenticateSession(token);
}

async function authenticateApiToken(token: string): Promise<Principal> {
  const record = await findTokenByHash(digest(token));
  if (!record) throw new DomainError('invalid_token');
  const organisation = await getOrganisation(record.organisation_id);
  if (!organisation) throw new DomainError('invalid_token');
  if (!organisation.is_active) throw new DomainError('account_deactivated');
  return {
    kind: 'api_token',
    organisationId: record.organisation_id,
    userId: record.created_by,
    tokenId: record.token_id,
    scopes: record.scopes,
    permissions: record.permissions,
  };
}

async function authenticateSession(token: string): Promise<Principal> {
  const claims = await verifySessionToken(token, await signingKey());
  if (!claims) throw new DomainError('invalid_token');
  const [user, organisation] = await Promise.all([
    getUser(claims.organisationId, claims.userId),
    getOrganisation(claims.organisationId),
  ]);
  if (!user || !organisation) throw new DomainError('invalid_token');
  if (!user.is_active || !organisation.is_active) throw new DomainError('account_deactivated');
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
