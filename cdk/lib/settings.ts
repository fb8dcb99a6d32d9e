/**
 * Deployment settings: read from CDK context (`-c stage=prod -c mailFrom=...`) with the product
 * defaults, validated once, then passed to the stacks as plain props so tests can build stacks
 * without context.
 */
import type { Node } from 'constructs';

export interface KhanyaSettings {
  /** `dev`, `prod`, …: part of every stack name; `prod` retains data on stack deletion. */
  stage: string;
  /** MAIL_FROM for outgoing e-mail; SES sending is scoped to this address's domain identity. */
  mailFrom: string;
  /** CONSOLE_URL: where links in e-mails point. */
  consoleUrl: string;
  /** CONNECT_URL: base of the applicant's connect link. */
  connectUrl: string;
  /**
   * INBOUND_EMAIL_DOMAIN: the domain of the applicants' statement addresses
   * (`statements+{proxy_id}@{domain}`). Its MX record must point at SES inbound in the region,
   * the domain must be verified in SES, and the stack's receipt rule set made the active one.
   */
  inboundEmailDomain: string;
  /** Origins allowed by CORS on the API and on presigned browser uploads. */
  corsAllowedOrigins: string[];
  /**
   * API Gateway's throttling of the whole stage (every route's default): steady requests per
   * second and the burst bucket. It protects the Lambdas and the table from any flood, before
   * the per-organisation budget the handlers enforce (functions/core/rate-limit.ts).
   */
  apiThrottle: { rateLimit: number; burstLimit: number };
  /** The per-organisation budget: RATE_LIMIT_REQUESTS per RATE_LIMIT_WINDOW_SECONDS on every API function. */
  organisationRateLimit: { requests: number; windowSeconds: number };
  /**
   * Peach Payments (cards and payments): its API's base URL, the entity id and, when it is not
   * `{apiUrl}/checkout`, the hosted card page's base. The access token and notification key are
   * in the data stack's PeachSecret.
   */
  peach: { apiUrl: string; entityId: string; checkoutPageUrl: string | null };
}

export const DEFAULT_SETTINGS: Omit<KhanyaSettings, 'stage'> = {
  mailFrom: 'Khanya <no-reply@khanya.example>',
  // The console is served under /console/ (console-stack.ts): e-mailed links and Peach's return go there.
  consoleUrl: 'https://console.khanya.example/console',
  connectUrl: 'https://connect.khanya.example',
  inboundEmailDomain: 'in.khanya.example',
  corsAllowedOrigins: ['*'],
  // Room for many organisations at their own budget (10 a second each) before the stage says no.
  apiThrottle: { rateLimit: 200, burstLimit: 400 },
  organisationRateLimit: { requests: 600, windowSeconds: 60 },
  // Peach's test environment until a live entity is configured (-c peachApiUrl=… -c peachEntityId=…).
  peach: { apiUrl: 'https://testsecure.peachpayments.com', entityId: 'set-peachEntityId', checkoutPageUrl: null },
};

export const DEFAULT_STAGE = 'dev';
export const DEFAULT_REGION = 'af-south-1';

function contextString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value;
}

function contextPositiveInteger(node: Node, key: string): number | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new Error(`Context "${key}" must be a positive integer (got "${String(value)}")`);
  return parsed;
}

function inboundEmailDomain(value: string): string {
  const domain = value.trim().toLowerCase();
  if (!/^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/.test(domain)) throw new Error(`Context "inboundEmailDomain" must be a domain name (got "${value}")`);
  return domain;
}

export function settingsFromContext(node: Node): KhanyaSettings {
  const stage = contextString(node, 'stage') ?? DEFAULT_STAGE;
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(`Context "stage" must be lower-case letters, digits and dashes (got "${stage}")`);
  }
  const origins = contextString(node, 'corsAllowedOrigins');
  return {
    stage,
    mailFrom: contextString(node, 'mailFrom') ?? DEFAULT_SETTINGS.mailFrom,
    consoleUrl: contextString(node, 'consoleUrl') ?? DEFAULT_SETTINGS.consoleUrl,
    connectUrl: contextString(node, 'connectUrl') ?? DEFAULT_SETTINGS.connectUrl,
    inboundEmailDomain: inboundEmailDomain(contextString(node, 'inboundEmailDomain') ?? DEFAULT_SETTINGS.inboundEmailDomain),
    corsAllowedOrigins: origins
      ? origins.split(',').map((origin) => origin.trim()).filter(Boolean)
      : DEFAULT_SETTINGS.corsAllowedOrigins,
    apiThrottle: {
      rateLimit: contextPositiveInteger(node, 'throttleRateLimit') ?? DEFAULT_SETTINGS.apiThrottle.rateLimit,
      burstLimit: contextPositiveInteger(node, 'throttleBurstLimit') ?? DEFAULT_SETTINGS.apiThrottle.burstLimit,
    },
    peach: {
      apiUrl: contextString(node, 'peachApiUrl') ?? DEFAULT_SETTINGS.peach.apiUrl,
      entityId: contextString(node, 'peachEntityId') ?? DEFAULT_SETTINGS.peach.entityId,
      checkoutPageUrl: contextString(node, 'peachCheckoutPageUrl') ?? DEFAULT_SETTINGS.peach.checkoutPageUrl,
    },
    organisationRateLimit: {
      requests: contextPositiveInteger(node, 'rateLimitRequests') ?? DEFAULT_SETTINGS.organisationRateLimit.requests,
      windowSeconds: contextPositiveInteger(node, 'rateLimitWindowSeconds') ?? DEFAULT_SETTINGS.organisationRateLimit.windowSeconds,
    },
  };
}
