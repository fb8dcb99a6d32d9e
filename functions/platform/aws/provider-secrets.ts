/**
 * The credentials of the providers Khanya calls (Peach Payments, Xero), each a small JSON object
 * given directly through environment variables (local runtime, tests) or as one Secrets Manager
 * secret holding that object (AWS), fetched once per container and checked with zod. Only the
 * operations that talk to a provider are granted its secret (cdk/lib/api-stack.ts EXTRA_ACCESS).
 */
import * as z from 'zod';
import { config } from '../config.ts';

function providerSecret<T>(name: string, schema: z.ZodType<T>, direct: () => Record<string, string | undefined>, arn: () => string | undefined): () => Promise<T> {
  let cached: Promise<T> | undefined;
  const load = async (): Promise<T> => {
    const given = direct();
    if (Object.values(given).every((value) => value)) return schema.parse(given);
    const secretArn = arn();
    if (!secretArn) throw new Error(`${name} is not configured: set ${Object.keys(given).join(', ')} or its secret ARN`);
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
    const parsed = schema.safeParse(JSON.parse(answer.SecretString ?? '{}'));
    if (!parsed.success) throw new Error(`The ${name} secret must hold ${Object.keys(given).join(', ')}: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  };
  return () => {
    cached ??= load().catch((error: unknown) => {
      cached = undefined; // the next request retries instead of keeping the failure
      throw error;
    });
    return cached;
  };
}

const HEX_KEY = z.string().regex(/^[0-9a-fA-F]{64}$/, '64 hex characters');

/** Peach: the API token and the notification key (PEACH_ACCESS_TOKEN, PEACH_NOTIFICATION_KEY / PEACH_SECRET_ARN). */
export const peachCredentials = providerSecret(
  'Peach Payments',
  z.object({ accessToken: z.string().min(1), notificationKey: HEX_KEY }),
  () => ({ accessToken: process.env.PEACH_ACCESS_TOKEN, notificationKey: process.env.PEACH_NOTIFICATION_KEY }),
  () => config.peachSecretArn,
);

/**
 * Xero: the OAuth app's client id and secret, the webhook key, and Khanya's own key that seals
 * the Xero tokens at rest (XERO_CLIENT_ID, XERO_CLIENT_SECRET, XERO_WEBHOOK_KEY, XERO_TOKEN_KEY / XERO_SECRET_ARN).
 */
export const xeroCredentials = providerSecret(
  'Xero',
  z.object({ clientId: z.string().min(1), clientSecret: z.string().min(1), webhookKey: z.string().min(1), tokenKey: HEX_KEY }),
  () => ({ clientId: process.env.XERO_CLIENT_ID, clientSecret: process.env.XERO_CLIENT_SECRET, webhookKey: process.env.XERO_WEBHOOK_KEY, tokenKey: process.env.XERO_TOKEN_KEY }),
  () => config.xeroSecretArn,
);
