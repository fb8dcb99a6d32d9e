/**
 * Configuration from the environment, read once per cold start. The same names are set by CDK
 * in AWS and by the local runtime (local/), so handlers never know where they run. AWS SDK
 * endpoints for the emulators come from the SDK's own variables (AWS_ENDPOINT_URL_DYNAMODB,
 * AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL_SQS).
 */
import { priceListFrom, type PriceList } from '#core/pricing';
import { rateLimitPolicy, type RateLimitPolicy } from '#core/rate-limit';
import { DEFAULT_INBOUND_EMAIL_DOMAIN } from '#core/inbound-address';

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
  /** Webhook deliveries waiting for their next attempt (functions/workers/deliver-webhooks.ts). */
  get webhookQueueUrl() {
    return required('WEBHOOK_QUEUE_URL');
  },
  /** Where a webhook delivery that used every attempt is reported (the webhook queue's DLQ). */
  get webhookDlqUrl(): string | undefined {
    return process.env.WEBHOOK_DLQ_URL || undefined;
  },
  /**
   * `deployed` (the default): webhook URLs must be https to public addresses, checked again at
   * delivery (SSRF). `local` (npm start, tests): http to this machine is allowed too.
   */
  get webhookUrlPolicy(): 'deployed' | 'local' {
    return process.env.WEBHOOK_URL_POLICY === 'local' ? 'local' : 'deployed';
  },
  /** Multiplies the webhook retry delays (1 in AWS; a test sets 0.01 to see retries in seconds). Read per call. */
  get webhookRetryScale(): number {
    const scale = Number(process.env.WEBHOOK_RETRY_SCALE ?? '1');
    return Number.isFinite(scale) && scale > 0 && scale <= 1 ? scale : 1;
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
    // The console's base: its pages are under it (/create-password, /billing).
    return optional('CONSOLE_URL', 'https://console.khanya.example/console');
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
  /** The domain of the applicants' statement addresses, `statements+{proxy_id}@{domain}` (core/inbound-email.ts). */
  get inboundEmailDomain() {
    return optional('INBOUND_EMAIL_DOMAIN', DEFAULT_INBOUND_EMAIL_DOMAIN);
  },
  /** The bucket raw inbound e-mails are kept in (SES writes there; so do the mail webhooks). */
  get inboundMailBucket() {
    return required('INBOUND_MAIL_BUCKET');
  },
  /**
   * `s3` (AWS): the inbound bucket's event notification queues each stored e-mail for the mail
   * worker. `direct` (local runtime, tests): whoever stores an e-mail also sends that
   * notification to INBOUND_MAIL_QUEUE_URL, since the S3 emulator notifies no queue.
   */
  get inboundMailNotifications(): 's3' | 'direct' {
    return optional('INBOUND_MAIL_NOTIFICATIONS', 's3') === 'direct' ? 'direct' : 's3';
  },
  get inboundMailQueueUrl() {
    return required('INBOUND_MAIL_QUEUE_URL');
  },
  /** The HMAC secret raw-MIME webhook senders sign with: the value (local) or a Secrets Manager ARN (AWS). */
  get inboundMailSecret() {
    return process.env.INBOUND_MAIL_SECRET;
  },
  get inboundMailSecretArn() {
    return process.env.INBOUND_MAIL_SECRET_ARN;
  },
  /** SNS topics whose notifications the mail webhooks accept (comma-separated ARNs); empty: any topic, signature still checked. */
  get inboundSnsTopicArns(): string[] {
    return optional('INBOUND_SNS_TOPIC_ARNS', '').split(',').map((arn) => arn.trim()).filter(Boolean);
  },
  /**
   * The Khanya Sandbox Bank's base URL, `${API_URL}/sandbox-bank`: its OAuth issuer, and where
   * the SandboxConnector reaches it server to server (functions/platform/connectors/sandbox.ts).
   */
  get sandboxBankUrl() {
    return required('SANDBOX_BANK_URL').replace(/\/+$/, '');
  },
  /** The sandbox bank's own table (oidc-provider's sessions, codes, tokens; TTL on `expiresAt`). */
  get sandboxBankTable() {
    return required('SANDBOX_BANK_TABLE');
  },
  /** The `khanya-connect` client's secret: the value (local) or a Secrets Manager ARN (AWS). */
  get sandboxBankClientSecret() {
    return process.env.SANDBOX_BANK_CLIENT_SECRET;
  },
  get sandboxBankClientSecretArn() {
    return process.env.SANDBOX_BANK_CLIENT_SECRET_ARN;
  },
  /** The seed the sandbox bank derives its signing and cookie keys from: the value (local) or a Secrets Manager ARN (AWS). */
  get sandboxBankKeySeed() {
    return process.env.SANDBOX_BANK_KEY_SEED;
  },
  get sandboxBankKeySeedArn() {
    return process.env.SANDBOX_BANK_KEY_SEED_ARN;
  },
  /**
   * Peach Payments (functions/platform/connectors/peach.ts): the API's base URL, the entity, and
   * the hosted card page (`{checkoutPageUrl}/{checkout id}`). Its access token and notification
   * key are secrets (aws/peach-secrets.ts). Locally all point at the simulator on the API's own
   * port (local/peach-simulator.ts).
   */
  get peach() {
    const apiUrl = required('PEACH_API_URL').replace(/\/+$/, '');
    return {
      apiUrl,
      entityId: required('PEACH_ENTITY_ID'),
      checkoutPageUrl: optional('PEACH_CHECKOUT_PAGE_URL', `${apiUrl}/checkout`).replace(/\/+$/, ''),
    };
  },
  get peachSecretArn() {
    return process.env.PEACH_SECRET_ARN;
  },
  /**
   * Xero (connectors/xero.ts): where its login and API are (the simulator locally), the account
   * codes invoices and payments use, and the secret ARN of its credentials (aws/provider-secrets.ts).
   */
  get xero() {
    return {
      identityUrl: optional('XERO_IDENTITY_URL', 'https://identity.xero.com').replace(/\/+$/, ''),
      loginUrl: optional('XERO_LOGIN_URL', 'https://login.xero.com').replace(/\/+$/, ''),
      apiUrl: optional('XERO_API_URL', 'https://api.xero.com').replace(/\/+$/, ''),
      salesAccount: optional('XERO_SALES_ACCOUNT', '200'),
      bankAccount: optional('XERO_BANK_ACCOUNT', '090'),
    };
  },
  get whatsappSecretArn() {
    return process.env.WHATSAPP_SECRET_ARN;
  },
  /** Meta's Graph API for WhatsApp messages (the simulator locally). */
  get whatsappGraphUrl() {
    return optional('WHATSAPP_GRAPH_URL', 'https://graph.facebook.com/v21.0').replace(/\/+$/, '');
  },
  get sealingSecretArn() {
    return process.env.SEALING_SECRET_ARN;
  },
  get xeroSecretArn() {
    return process.env.XERO_SECRET_ARN;
  },
  /** Where the API is reached from outside (Xero's OAuth redirect comes back to `{apiUrl}/billing/authxero`). */
  get apiUrl() {
    // Without API_URL: the console's origin (the API is behind the console's distribution under /v1/*).
    const consoleOrigin = process.env.CONSOLE_URL ? new URL(process.env.CONSOLE_URL).origin : 'https://api.khanya.example';
    return optional('API_URL', consoleOrigin).replace(/\/+$/, '');
  },
  /** Khanya as the supplier on tax invoices (INVOICE_SUPPLIER_NAME, _ADDRESS with `|` between lines, _VAT_NUMBER). */
  get invoiceSupplier() {
    return {
      name: optional('INVOICE_SUPPLIER_NAME', 'Khanya (Pty) Ltd'),
      address: optional('INVOICE_SUPPLIER_ADDRESS', 'billing@khanya.example|Johannesburg, South Africa').split('|').map((line) => line.trim()).filter(Boolean),
      vatNumber: process.env.INVOICE_SUPPLIER_VAT_NUMBER || null,
    };
  },
  /** Cookies carry Secure wherever the API is served over https (locally it is plain http on localhost, where a Secure cookie never comes back). */
  get secureCookies(): boolean {
    return this.apiUrl.startsWith('https://');
  },
  get sessionTtlSeconds() {
    return Number(optional('SESSION_TTL_SECONDS', '3600'));
  },
};
