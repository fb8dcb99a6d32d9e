/**
 * Session tokens from the password login: compact JWTs signed with HS256. They carry who
 * (user, organisation) and what (scopes); whether the user and organisation are still active
 * is checked on every request, so deactivation takes effect at once.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

const ISSUER = 'khanya';
const AUDIENCE = 'khanya-api';

export interface SessionClaims {
  userId: string;
  organisationId: string;
  scopes: string[];
  /**
   * Milliseconds since the epoch (the standard `iat` has only seconds, too coarse to tell a
   * session made just before a password change from one made just after).
   */
  issuedAtMs: number;
}

export async function signSessionToken(
  claims: Omit<SessionClaims, 'issuedAtMs'>,
  secret: Uint8Array,
  ttlSeconds: number,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ org: claims.organisationId, scope: claims.scopes.join(' '), iat_ms: now.getTime() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(secret);
}

/** Returns the claims, or undefined for any token that is malformed, forged or expired. */
export async function verifySessionToken(token: string, secret: Uint8Array): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.org !== 'string' || typeof payload.iat_ms !== 'number') return undefined;
    const scope = typeof payload.scope === 'string' ? payload.scope : '';
    return { userId: payload.sub, organisationId: payload.org, scopes: scope.split(' ').filter(Boolean), issuedAtMs: payload.iat_ms };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}
