import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { deriveSandboxKeys } from './keys.ts';

describe('deriveSandboxKeys', () => {
  it('derives the same ES256 key and cookie keys from the same seed, other keys from another', () => {
    const a = deriveSandboxKeys('a'.repeat(64));
    expect(deriveSandboxKeys('a'.repeat(64))).toEqual(a);
    const b = deriveSandboxKeys('b'.repeat(64));
    expect(b.signingJwk.d).not.toBe(a.signingJwk.d);
    expect(b.cookieKeys).not.toEqual(a.cookieKeys);
  });

  it('gives a working P-256 key pair', () => {
    const { signingJwk } = deriveSandboxKeys('seed-'.repeat(10));
    const privateKey = createPrivateKey({ key: signingJwk, format: 'jwk' });
    const { d: _d, ...publicJwk } = signingJwk;
    const publicKey = createPublicKey({ key: publicJwk, format: 'jwk' });
    const signature = sign('sha256', Buffer.from('hello'), privateKey);
    expect(verify('sha256', Buffer.from('hello'), publicKey, signature)).toBe(true);
  });

  it('refuses a short seed', () => {
    expect(() => deriveSandboxKeys('short')).toThrow(/at least 32/);
  });
});
