/**
 * The session-token signing key: TOKEN_SIGNING_SECRET directly (local runtime, tests) or the
 * Secrets Manager secret named by TOKEN_SIGNING_SECRET_ARN (AWS), fetched once per container.
 */
import { config } from '../config.ts';

let key: Promise<Uint8Array> | undefined;

async function load(): Promise<Uint8Array> {
  const direct = config.tokenSigningSecret;
  if (direct) return new TextEncoder().encode(direct);
  const arn = config.tokenSigningSecretArn;
  if (!arn) throw new Error('Neither TOKEN_SIGNING_SECRET nor TOKEN_SIGNING_SECRET_ARN is set');
  // Loaded on first use only: locally there is no secret to fetch, and in AWS it is one call per container.
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!answer.SecretString) throw new Error('The token signing secret is empty');
  return new TextEncoder().encode(answer.SecretString);
}

export function signingKey(): Promise<Uint8Array> {
  key ??= load().catch((error: unknown) => {
    key = undefined; // let the next request retry instead of caching the failure
    throw error;
  });
  return key;
}
