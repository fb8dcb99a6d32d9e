/**
 * Opaque secrets handed to people (API tokens, password links). Only their SHA-256 digest is
 * stored: the secrets have 256 bits of entropy, so a fast hash is enough to make a stolen table
 * useless, and lookups stay a single GetItem by digest.
 */
import { createHash, randomBytes } from 'node:crypto';

/** API tokens are recognisable (for secret scanners and for routing auth) by this prefix. */
export const API_TOKEN_PREFIX = 'khanya_';

export function newApiToken(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function isApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
