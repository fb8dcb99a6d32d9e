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

/**
 * Seconds of clock difference tolerated between the Lambda that signed a token and the one
 * that reads it (exp, and iat "not in the future").
 */
const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * Returns the claims, or undefined for any token that is malformed, forged or expired, or
 * whose claim set is not one our login makes: `exp`, `iat`, issuer and audience are required
 * (jose checks `exp` only when present, so a token without it would never expire), `iat` may
 * not be in the future nor older than `maxAgeSeconds` (the session lifetime), and `iat_ms`
 * must be the same instant as `iat`.
 */
export async function verifySessionToken(token: string, secret: Uint8Array, maxAgeSeconds: number): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: maxAgeSeconds,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    if (typeof payload.sub !== 'string' || typeof payload.org !== 'string' || typeof payload.iat_ms !== 'number') return undefined;
    if (Math.floor(payload.iat_ms / 1000) !== payload.iat) return undefined;
    const scope = typeof payload.scope === 'string' ? payload.scope : '';
    return { userId: payload.sub, organisationId: payload.org, scopes: scope.split(' ').filter(Boolean), issuedAtMs: payload.iat_ms };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}
