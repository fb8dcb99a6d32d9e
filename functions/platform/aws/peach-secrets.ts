/**
 * Peach Payments' two secrets — the API access token and the notification key (64 hex characters)
 * — given directly (PEACH_ACCESS_TOKEN, PEACH_NOTIFICATION_KEY: local runtime, tests) or as one
 * Secrets Manager secret holding `{"accessToken": "…", "notificationKey": "…"}` (PEACH_SECRET_ARN:
 * AWS), fetched once per container. Only the operations that talk to Peach are granted it.
 */
import * as z from 'zod';
import { config } from '../config.ts';

const PeachSecretSchema = z.object({ accessToken: z.string().min(1), notificationKey: z.string().regex(/^[0-9a-fA-F]{64}$/) });
export type PeachCredentials = z.infer<typeof PeachSecretSchema>;

let cached: Promise<PeachCredentials> | undefined;

async function load(): Promise<PeachCredentials> {
  const direct = config.peachDirectCredentials;
  if (direct) return PeachSecretSchema.parse(direct);
  const arn = config.peachSecretArn;
  if (!arn) throw new Error('Peach Payments is not configured: set PEACH_ACCESS_TOKEN and PEACH_NOTIFICATION_KEY, or PEACH_SECRET_ARN');
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  const parsed = PeachSecretSchema.safeParse(JSON.parse(answer.SecretString ?? '{}'));
  if (!parsed.success) throw new Error('The Peach Payments secret must hold {"accessToken", "notificationKey" (64 hex characters)}');
  return parsed.data;
}

export function peachCredentials(): Promise<PeachCredentials> {
  cached ??= load().catch((error: unknown) => {
    cached = undefined; // the next request retries instead of keeping the failure
    throw error;
  });
  return cached;
}
