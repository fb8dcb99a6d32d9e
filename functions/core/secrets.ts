/**
 * Opaque secrets handed to people (API tokens, password links). Only their SHA-256 digest is
 * stored: the secrets have 256 bits of entropy, so a fast hash is enough to make a stolen table
 * useless, and lookups stay a single GetItem by digest.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

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

/**
 * Credentials Khanya must use again (Xero's and a CRM's tokens, a WhatsApp token) cannot be
 * hashed: they are sealed with AES-256-GCM under a key kept outside the table.
 */
/** Token sealing: `v1.<iv>.<tag>.<ciphertext>` (base64url), under a 32-byte key given in hex. */
export function sealToken(plain: string, keyHex: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keyHex), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function openToken(sealed: string, keyHex: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed token');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(keyHex), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

function keyOf(keyHex: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(keyHex)) throw new Error('The token key must be 64 hex characters (32 bytes)');
  return Buffer.from(keyHex, 'hex');
}

