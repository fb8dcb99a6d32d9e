/**
 * Configuration from the environment, read once per cold start. The same names are set by CDK
 * in AWS and by the local runtime (local/), so handlers never know where they run. AWS SDK
 * endpoints for the emulators come from the SDK's own variables (AWS_ENDPOINT_URL_DYNAMODB,
 * AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL_SQS).
 */
import { priceListFrom, type PriceList } from '#core/pricing';
import { rateLimitPolicy, type RateLimitPolicy } from '#core/rate-limit';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

function optional(name: string, fallback: string): string {
  return process.env[name] || fallback;
}

let priceList: PriceList | undefined;

export const config = {
  get tableName() {
    return required('TABLE_NAME');
  },
  get uploadsBucket() {
    return required('UPLOADS_BUCKET');
  },
  get analysisQueueUrl() {
    return required('ANALYSIS_QUEUE_URL');
  },
  /** Uploaded statement files waiting to be read (functions/workers/parse-statement-files.ts). */
  get statementQueueUrl() {
    return required('STATEMENT_QUEUE_URL');
  },
  /** Path-style S3 URLs: the emulator serves buckets at http://host/bucket. */
  get s3ForcePathStyle() {
    return process.env.S3_FORCE_PATH_STYLE === 'true';
  },
  /** Either the secret itself (local) or the ARN of a Secrets Manager secret holding it (AWS). */
  get tokenSigningSecret() {
    return process.env.TOKEN_SIGNING_SECRET;
  },
  get tokenSigningSecretArn() {
    return process.env.TOKEN_SIGNING_SECRET_ARN;
  },
  /** `outbox` writes .eml files to MAIL_OUTBOX_DIR; `ses` sends through Amazon SES. */
  get mailTransport(): 'outbox' | 'ses' {
    return optional('MAIL_TRANSPORT', 'ses') === 'outbox' ? 'outbox' : 'ses';
  },
  get mailOutboxDir() {
    return optional('MAIL_OUTBOX_DIR', '.data/outbox');
  },
  get mailFrom() {
    return optional('MAIL_FROM', 'Khanya <no-reply@khanya.example>');
  },
  /** Where links in e-mails (password creation and reset) point. */
  get consoleUrl() {
    return optional('CONSOLE_URL', 'https://console.khanya.example');
  },
  /** Base of the applicant's connect link (the connect UI); `{base}/connect/{proxy_id}`. */
  get connectUrl() {
    return optional('CONNECT_URL', 'https://connect.khanya.example');
  },
  /** Prices in cents: Khanya's placeholders with PRICE_LIST's overrides (core/pricing.ts); parsed once. */
  get priceList(): PriceList {
    priceList ??= priceListFrom(process.env.PRICE_LIST);
    return priceList;
  },
  /** Read on every request (not cached), so that a test suite can change the budget through the environment. */
  get rateLimit(): RateLimitPolicy {
    return rateLimitPolicy(process.env);
  },
  get sessionTtlSeconds() {
    return Number(optional('SESSION_TTL_SECONDS', '3600'));
  },
};
