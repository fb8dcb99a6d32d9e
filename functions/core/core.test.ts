import { newObjectId, isObjectId, objectIdTime } from './ids.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { digest, isApiToken, newApiToken } from './secrets.ts';
import { SignJWT } from 'jose';
import { signSessionToken, verifySessionToken } from './session-tokens.ts';
import { lockedForSeconds, MAX_FAILURES, STALE_SLOT_SECONDS, throttleState, WINDOW_SECONDS } from './login-throttle.ts';
import { apiTokenPermissions, authorise, type Principal } from './principal.ts';
import { DomainError } from '#schemas/errors';

describe('object ids', () => {
  it('are 24 lower-case hex characters, unique and ordered by creation time', () => {
    const earlier = newObjectId(new Date('2026-01-01T00:00:00Z'));
    const later = newObjectId(new Date('2026-06-01T00:00:00Z'));
    expect(isObjectId(earlier)).toBe(true);
    expect(earlier < later).toBe(true);
    expect(objectIdTime(earlier).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    const many = new Set(Array.from({ length: 1000 }, () => newObjectId()));
    expect(many.size).toBe(1000);
  });

  it('rejects anything that is not 24 hex characters', () => {
    expect(isObjectId('5eb7cf5a86d9755df3a6c59')).toBe(false);
    expect(isObjectId('5EB7CF5A86D9755DF3A6C593')).toBe(false);
    expect(isObjectId('zzb7cf5a86d9755df3a6c593')).toBe(false);
  });
});

describe('password hashing', () => {
  it('stores a salted scrypt hash that verifies only the right password', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toContain('correct horse');
    expect(first).not.toBe(second); // salted
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
  });

  it('treats malformed stored hashes as a mismatch', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$2')).toBe(false);
  });
});

describe('API token secrets', () => {
  it('are prefixed, random and stored by a digest that differs from the token', () => {
    const token = newApiToken();
    expect(isApiToken(token)).toBe(true);
    expect(token.length).toBeGreaterThan(40);
    expect(digest(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(digest(token)).not.toContain(token);
    expect(newApiToken()).not.toBe(token);
  });
});

describe('session tokens', () => {
  const key = new TextEncoder().encode('k'.repeat(64));
  const claims = { userId: 'a'.repeat(24), organisationId: 'b'.repeat(24), scopes: ['internal', 'organisation:api'] };

  it('round-trip their claims', async () => {
    const token = await signSessionToken(claims, key, 60);
    const verified = await verifySessionToken(token, key, 3600);
    expect(verified).toMatchObject(claims);
  });

  it('are refused when expired, forged or tampered with', async () => {
    const expired = await signSessionToken(claims, key, 60, new Date(Date.now() - 3600_000));
    expect(await verifySessionToken(expired, key, 3600)).toBeUndefined();
    const forged = await signSessionToken(claims, new TextEncoder().encode('x'.repeat(64)), 60);
    expect(await verifySessionToken(forged, key, 3600)).toBeUndefined();
    const good = await signSessionToken(claims, key, 60);
    const [header, , signature] = good.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'c'.repeat(24), org: claims.organisationId, iat: 1, exp: 9999999999 })).toString('base64url');
    expect(await verifySessionToken(`${header}.${payload}.${signature}`, key, 3600)).toBeUndefined();
    expect(await verifySessionToken('not-a-jwt', key, 3600)).toBeUndefined();
  });

  it('carry iss, aud, iat and exp, and their own claims', async () => {
    const token = await signSessionToken(claims, key, 60, new Date(1_700_000_000_123));
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    expect(payload).toEqual({
      sub: claims.userId,
      org: claims.organisationId,
      scope: 'internal organisation:api',
      iss: 'khanya',
      aud: 'khanya-api',
      iat: 1_700_000_000,
      exp: 1_700_000_060,
      iat_ms: 1_700_000_000_123,
    });
  });

  describe('signed with the right key but with a bad claim set are refused', () => {
    const now = Math.floor(Date.now() / 1000);
    const good = { sub: claims.userId, org: claims.organisationId, scope: 'internal', iss: 'khanya', aud: 'khanya-api', iat: now, exp: now + 60, iat_ms: now * 1000 };
    const sign = (payload: Record<string, unknown>) => new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    const without = (name: keyof typeof good) => Object.fromEntries(Object.entries(good).filter(([claim]) => claim !== name));

    it('accepts the well-formed control token', async () => {
      expect(await verifySessionToken(await sign(good), key, 3600)).toMatchObject({ userId: claims.userId, organisationId: claims.organisationId });
    });

    it.each([
      ['without exp', without('exp')],
      ['with a wrong issuer', { ...good, iss: 'someone-else' }],
      ['without an issuer', without('iss')],
      ['with a wrong audience', { ...good, aud: 'another-api' }],
      ['without an audience', without('aud')],
      ['without iat', without('iat')],
      ['with iat in the future', { ...good, iat: now + 3600, exp: now + 7200, iat_ms: (now + 3600) * 1000 }],
      ['with iat_ms that disagrees with iat', { ...good, iat_ms: (now + 3600) * 1000 }],
      ['without iat_ms', without('iat_ms')],
      ['issued longer ago than a session lasts', { ...good, iat: now - 7200, exp: now + 60, iat_ms: (now - 7200) * 1000 }],
    ])('%s', async (_name, payload) => {
      expect(await verifySessionToken(await sign(payload), key, 3600)).toBeUndefined();
    });
  });
});

describe('login throttle', () => {
  const start = 1_000_000;
  const record = (attempts: number, failures: number, lastReservedAt = start) => ({ attempts, failures, windowStartedAt: start, lastReservedAt });

  it('locks after the maximum failures until the window ends, then frees', () => {
    expect(lockedForSeconds(undefined, start)).toBe(0);
    expect(lockedForSeconds(record(MAX_FAILURES - 1, MAX_FAILURES - 1), start + 10)).toBe(0);
    expect(lockedForSeconds(record(MAX_FAILURES, MAX_FAILURES), start + 10)).toBe(WINDOW_SECONDS - 10);
    expect(lockedForSeconds(record(MAX_FAILURES, MAX_FAILURES), start + WINDOW_SECONDS)).toBe(0);
  });

  it('tells a login without a slot to wait while checks still running hold them all, and to free slots whose checks died', () => {
    expect(throttleState(record(MAX_FAILURES - 1, 0), start + 1)).toEqual({ kind: 'open' });
    expect(throttleState(record(MAX_FAILURES, 2), start + 1)).toEqual({ kind: 'busy' });
    expect(throttleState(record(MAX_FAILURES, 2), start + STALE_SLOT_SECONDS)).toEqual({ kind: 'stale' });
    expect(throttleState(record(MAX_FAILURES, MAX_FAILURES), start + 1)).toEqual({ kind: 'locked', retryAfterSeconds: WINDOW_SECONDS - 1 });
    expect(throttleState(record(MAX_FAILURES, 2), start + WINDOW_SECONDS)).toEqual({ kind: 'open' });
    // An item from before slots existed: its failures alone decide.
    expect(throttleState({ failures: 3, windowStartedAt: start }, start + 1)).toEqual({ kind: 'open' });
    expect(throttleState({ failures: MAX_FAILURES, windowStartedAt: start }, start + 1).kind).toBe('locked');
  });
});

describe('apiTokenPermissions', () => {
  it('keeps only what the token was made with and its creator still holds', () => {
    expect(apiTokenPermissions(['view_applications', 'manage_users', 'manage_api_tokens'], ['manage_api_tokens', 'view_applications', 'view_billing'])).toEqual([
      'view_applications',
      'manage_api_tokens',
    ]);
    expect(apiTokenPermissions(['view_applications'], [])).toEqual([]);
  });
});

describe('authorise', () => {
  const principal: Principal = {
    kind: 'session',
    organisationId: 'b'.repeat(24),
    userId: 'a'.repeat(24),
    scopes: ['internal'],
    permissions: ['manage_users'],
  };
  it('passes with every scope and the permission', () => {
    expect(() => authorise(principal, { scopes: ['internal'], permission: 'manage_users' })).not.toThrow();
  });
  it('answers invalid_token_permissions for a missing scope or permission', () => {
    const missingScope = () => authorise(principal, { scopes: ['organisation:api'] });
    const missingPermission = () => authorise(principal, { scopes: ['internal'], permission: 'manage_api_tokens' });
    for (const attempt of [missingScope, missingPermission]) {
      expect(attempt).toThrow(DomainError);
      try {
        attempt();
      } catch (error) {
        expect((error as DomainError).code).toBe('invalid_token_permissions');
      }
    }
  });
});
