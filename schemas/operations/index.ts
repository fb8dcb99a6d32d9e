/**
 * The operation table: every route the API serves. CDK creates one Lambda and route per row,
 * the local server bridges the same rows to the same handlers, and the OpenAPI generator
 * documents them. Add a route here and everything else follows.
 */
import type { Operation } from '../operation.ts';
import * as auth from './auth.ts';
import * as apiTokens from './api-tokens.ts';
import * as organisations from './organisations.ts';
import * as applicationConfigs from './application-configs.ts';
import * as applications from './applications.ts';
import * as personalInfo from './personal-info.ts';
import * as whiteLabel from './white-label.ts';
import * as legalDocuments from './legal-documents.ts';
import * as connect from './connect.ts';
import * as revet from './revet.ts';
import * as bankConnections from './bank-connections.ts';
import * as mailWebhooks from './mail-webhooks.ts';
import * as pages from './pages.ts';
import * as webhooks from './webhooks.ts';
import * as billing from './billing.ts';
import * as payments from './payments.ts';
import * as crm from './crm.ts';
import * as whatsapp from './whatsapp.ts';

const AREAS = [auth, apiTokens, organisations, applicationConfigs, applications, personalInfo, whiteLabel, legalDocuments, connect, revet, bankConnections, pages, mailWebhooks, webhooks, billing, payments, crm, whatsapp];

/** Area modules may also export constants (limits, templates); only rows with an operationId are routes. */
function isOperation(value: unknown): value is Operation {
  return typeof value === 'object' && value !== null && 'operationId' in value && 'handler' in value;
}

export const OPERATIONS: readonly Operation[] = AREAS.flatMap((area) => Object.values(area).filter(isOperation));

/**
 * The catch-all: API Gateway's `$default` route and the local server's unmatched requests go
 * here, answering 404 resource_not_found or 405 for a known path with another method.
 */
export const FALLBACK_HANDLER = 'functions/api/fallback.ts';

/** Errors any operation can answer, beyond its own list. */
export const COMMON_ERRORS = ['internal_server_error', 'payload_too_large'] as const;
