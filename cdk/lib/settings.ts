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
  /** Origins allowed by CORS on the API and on presigned browser uploads. */
  corsAllowedOrigins: string[];
}

export const DEFAULT_SETTINGS: Omit<KhanyaSettings, 'stage'> = {
  mailFrom: 'Khanya <no-reply@khanya.example>',
  consoleUrl: 'https://console.khanya.example',
  connectUrl: 'https://connect.khanya.example',
  corsAllowedOrigins: ['*'],
};

export const DEFAULT_STAGE = 'dev';
export const DEFAULT_REGION = 'af-south-1';

function contextString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value;
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
    corsAllowedOrigins: origins
      ? origins.split(',').map((origin) => origin.trim()).filter(Boolean)
      : DEFAULT_SETTINGS.corsAllowedOrigins,
  };
}
