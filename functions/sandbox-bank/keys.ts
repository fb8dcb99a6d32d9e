/**
 * The bank's keys, derived from one random seed (SANDBOX_BANK_KEY_SEED, or its Secrets Manager
 * secret in AWS): every Lambda container derives the same ID-token signing key (ES256, P-256)
 * and cookie keys, so a login started in one container finishes in another, and CDK can create
 * the seed as an ordinary generated secret (Secrets Manager cannot generate a JWK).
 */
import { createECDH, hkdfSync } from 'node:crypto';

export interface SandboxKeys {
  /** The ID-token signing key, as a private JWK (its public half is served at /jwks). */
  signingJwk: { kty: 'EC'; crv: 'P-256'; d: string; x: string; y: string; kid: string; alg: 'ES256'; use: 'sig' };
  /** oidc-provider's cookie-signing keys (first signs, all verify). */
  cookieKeys: string[];
}

function derive(seed: string, info: string, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', seed, 'khanya-sandbox-bank', info, length));
}

export function deriveSandboxKeys(seed: string): SandboxKeys {
  if (seed.length < 32) throw new Error('The sandbox bank key seed must be at least 32 characters');
  // A P-256 private scalar from 32 derived bytes (a value at or above the group order, whose
  // chance is about 2^-32, is rejected by setPrivateKey; the next derivation is then used).
  for (let attempt = 0; ; attempt++) {
    const d = derive(seed, `es256-signing-key/${attempt}`, 32);
    const ecdh = createECDH('prime256v1');
    try {
      ecdh.setPrivateKey(d);
    } catch {
      continue;
    }
    const publicKey = ecdh.getPublicKey(); // 0x04 || x || y
    return {
      signingJwk: {
        kty: 'EC',
        crv: 'P-256',
        d: d.toString('base64url'),
        x: publicKey.subarray(1, 33).toString('base64url'),
        y: publicKey.subarray(33, 65).toString('base64url'),
        kid: derive(seed, 'kid', 8).toString('hex'),
        alg: 'ES256',
        use: 'sig',
      },
      cookieKeys: [derive(seed, 'cookie-key/1', 32).toString('base64url')],
    };
  }
}
