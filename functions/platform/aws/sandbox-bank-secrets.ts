/**
 * The sandbox bank's two secrets, each given directly (local runtime, tests) or as the ARN of a
 * Secrets Manager secret (AWS), fetched once per container:
 * - the `khanya-connect` client secret, which both the bank and the SandboxConnector read;
 * - the key seed the bank derives its signing and cookie keys from (functions/sandbox-bank/keys.ts),
 *   which only the bank's function may read.
 * Two secrets, so that the API's functions can be granted the client secret and nothing else.
 */
import { config } from '../config.ts';

async function load(direct: string | undefined, arn: string | undefined, what: string): Promise<string> {
  if (direct) return direct;
  if (!arn) throw new Error(`The sandbox bank's ${what} is not configured (neither the value nor its secret ARN is set)`);
  // Loaded on first use only: locally there is no secret to fetch, and in AWS it is one call per container.
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const answer = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!answer.SecretString) throw new Error(`The sandbox bank's ${what} secret is empty`);
  return answer.SecretString;
}

function cached(loader: () => Promise<string>): () => Promise<string> {
  let value: Promise<string> | undefined;
  return () => {
    value ??= loader().catch((error: unknown) => {
      value = undefined; // the next request retries instead of keeping the failure
      throw error;
    });
    return value;
  };
}

export const sandboxBankClientSecret = cached(() => load(config.sandboxBankClientSecret, config.sandboxBankClientSecretArn, 'client secret'));
export const sandboxBankKeySeed = cached(() => load(config.sandboxBankKeySeed, config.sandboxBankKeySeedArn, 'key seed'));
