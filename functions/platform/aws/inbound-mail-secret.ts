/**
 * The HMAC secret raw-MIME webhook senders sign with: INBOUND_MAIL_SECRET directly (local
 * runtime, tests) or the Secrets Manager secret named by INBOUND_MAIL_SECRET_ARN (AWS), fetched
 * once per container. Undefined when neither is set: then no raw-MIME request verifies.
 */
import { config } from '../config.ts';

let secret: Promise<string | undefined> | undefined;

async function load(): Promise<string | undefined> {
  const direct = config.inboundMailSecret;
  if (direct) return direct;
  const arn = config.inboundMailSecretArn;
  if (!arn) return undefined;
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  return answer.SecretString || undefined;
}

export function inboundMailSecret(): Promise<string | undefined> {
  // Tests change INBOUND_MAIL_SECRET between cases; the direct value is never cached.
  if (config.inboundMailSecret) return Promise.resolve(config.inboundMailSecret);
  secret ??= load().catch((error: unknown) => {
    secret = undefined;
    throw error;
  });
  return secret;
}
