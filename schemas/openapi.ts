/**
 * Builds the OpenAPI 3.1 document from the operation table. Every path, parameter, body,
 * answer and error comes from an OPERATIONS row, so the document cannot describe a route the
 * API does not serve (or miss one it does). Only this module and the CLI beside it import
 * zod-to-openapi; handler bundles never do.
 */
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { RouteConfig, ResponseConfig } from '@asteasolutions/zod-to-openapi';
import * as z from 'zod';
import packageJson from '../package.json' with { type: 'json' };
import { OPERATIONS, COMMON_ERRORS } from './operations/index.ts';
import type { Operation } from './operation.ts';
import { ERRORS, EXTENSION_ERRORS, errorBody } from './errors.ts';
import type { ErrorCode } from './errors.ts';
import { SCOPES } from './permissions.ts';
import {
  DEFAULT_PAGE_LIMIT,
  EntitlementProblemSchema,
  ErrorResponseSchema,
  HTTPValidationErrorSchema,
  MAX_PAGE_LIMIT,
  MAX_PAGE_SKIP,
  NEXT_CURSOR_HEADER,
  ValidationErrorSchema,
} from './common.ts';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

export const SECURITY_SCHEME = 'OAuth2PasswordBearer';
/** Same path as Beam's `tokenUrl`, made absolute so it resolves against every server. */
export const TOKEN_URL = '/v1/in/auth/login/token';
const REQUEST_ID_HEADER = 'X-Request-Id';

/** Errors every authenticated operation can answer, checked before the handler runs (the organisation's rate limit too). */
const AUTH_ERRORS = ['invalid_token', 'account_deactivated', 'invalid_token_permissions', 'rate_limited'] as const satisfies readonly ErrorCode[];

/**
 * The tags as readers see them in the API reference: the tag names stay Beam's (operations keep
 * `tags: ['api_tokens']`, so clients generated from either document group operations alike);
 * `x-displayName` (read by RapiDoc and Redoc) gives each a human name, and this list's order is
 * the document's order, the order an integration meets them. A tag appears in the document only
 * when an operation uses it; a used tag missing here is listed after these, under its own name.
 */
export const TAGS: readonly { name: string; displayName: string; description: string }[] = [
  { name: 'auth', displayName: 'Authentication', description: 'Staff log-in (OAuth2 password flow) and password links.' },
  { name: 'organisations', displayName: 'Organisations', description: 'Lenders: registration and the organisation a token belongs to.' },
  { name: 'api_tokens', displayName: 'API tokens', description: 'Long-lived API tokens for server-to-server calls; the secret is shown once.' },
  { name: 'organisation_users', displayName: 'Staff users', description: 'Staff users of an organisation, their permissions and console tabs.' },
  { name: 'application_configs', displayName: 'Application configs', description: 'What each application collects and analyses.' },
  { name: 'applications', displayName: 'Applicants and applications', description: 'Applicants and applications: invites, re-vetting and CSV uploads.' },
  { name: 'connect', displayName: 'Connect link', description: "The applicant's side of the connect link: the session, legal acceptances and statement uploads." },
  { name: 'legal_documents', displayName: 'Legal documents', description: 'The documents the connect flow asks applicants to accept.' },
  { name: 'bank_connections', displayName: 'Bank connections', description: 'Bank data of an application: labelled transactions and analyses.' },
  { name: 'personal_info_connections', displayName: 'Personal info', description: 'Personal information of applicants.' },
  { name: 'white_label', displayName: 'White label', description: 'Branding of the applicant experience.' },
  { name: 'billing', displayName: 'Billing', description: 'Bills and their PDF invoices, billable events, pricing, cards, paying bills and the prepaid balance.' },
  { name: 'integrations', displayName: 'Integrations', description: 'Your CRM (Zoho CRM): settings and the webhook that creates an application for a deal; your WhatsApp Business number and Meta\'s WhatsApp webhook.' },
  { name: 'payments', displayName: 'Payments', description: 'Notifications from Peach Payments, the card processor (cards stored, card payments).' },
  { name: 'webhooks', displayName: 'Webhooks', description: 'Your webhook endpoints and their signed deliveries (events Khanya sends you), and inbound webhooks from e-mail, payment and CRM providers.' },
  { name: 'pages', displayName: 'Operator pages', description: 'Server-rendered pages for staff (the `internal` scope): decrypting a password-protected PDF statement.' },
];

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

const API_DESCRIPTION = `Khanya is a bank-data analysis API for South African lenders: invite applicants, collect
their bank statements and personal information, and read affordability, income, expense and
risk analyses of their transactions. It is compatible with the original Beam API: the same
paths, field names and error codes.

## Authentication

Staff log in with the OAuth2 password flow at \`POST ${TOKEN_URL}\` (form-encoded) and send the
answer's \`access_token\` as \`Authorization: Bearer <token>\`. Server-to-server callers use an
API token created in the console. Scopes: \`internal\` (console endpoints) and
\`organisation:api\` (the API). Operations marked without security need no token.

## Errors

Every error except schema validation answers one JSON body:

\`\`\`json
{"error_type": "code", "code": "resource_not_found", "message": "Resource Not Found"}
\`\`\`

\`code\` is stable and meant for programs; \`message\` is for people. Each operation lists the
codes it can answer, with their exact messages, as examples of its error responses. Codes
${Object.keys(EXTENSION_ERRORS)
  .map((code) => `\`${code}\``)
  .join(', ')} are Khanya extensions to the original catalogue.

A request that fails schema validation answers **422** with a FastAPI-style list:
\`{"detail": [{"loc": ["body", "name"], "msg": "...", "type": "..."}]}\`.

## Conventions

- **Pagination**: lists take \`skip\` (default 0, maximum ${MAX_PAGE_SKIP}) and \`limit\` (default ${DEFAULT_PAGE_LIMIT}, maximum ${MAX_PAGE_LIMIT});
  beyond either bound they answer 422. Khanya extension, for deep or large lists: cursor paging. Every list answer
  that has a next page carries \`${NEXT_CURSOR_HEADER}: <id>\` and \`Link: <…&starting_after=<id>>; rel="next"\`
  (answers that are objects also carry \`next\`); pass the id back as \`starting_after\` for the page after it. A cursor
  reads only its page, however deep; bare-array answers keep the original shape, so the cursor is in headers.
- **Ids** are 24-character lower-case hexadecimal strings, e.g. \`5eb7cf5a86d9755df3a6c593\`.
- **Trailing slashes**: every path is served both with and without a trailing slash.
- **Request ids**: every answer carries an \`${REQUEST_ID_HEADER}\` header; quote it when contacting support.
- **Rate limits**: every authenticated answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and
  \`RateLimit-Reset\` (seconds until the window ends); beyond the organisation's budget (600 requests
  a minute by default) the answer is **429** \`rate_limited\` with a \`Retry-After\` header.
- **Retries**: operations that list an \`Idempotency-Key\` header parameter accept one; a retry
  with the same key and body answers the first result instead of repeating the operation.
`;

function hasInput(op: Operation): boolean {
  return Boolean(op.request?.params || op.request?.query || op.request?.body);
}

/** Every catalogue code the operation can answer, without duplicates, in a stable order. */
export function operationErrorCodes(op: Operation): ErrorCode[] {
  const codes: ErrorCode[] = [];
  const add = (code: ErrorCode) => {
    if (!codes.includes(code)) codes.push(code);
  };
  if (op.auth) AUTH_ERRORS.forEach(add);
  op.errors.forEach(add);
  if (op.request?.body) add('unsupported_media_type');
  if (op.idempotent) {
    add('idempotency_in_progress');
    add('idempotency_key_reused');
  }
  COMMON_ERRORS.forEach(add);
  return codes;
}

function errorResponses(op: Operation): Record<string, ResponseConfig> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of operationErrorCodes(op)) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const validation = hasInput(op);
  if (validation && !byStatus.has(422)) byStatus.set(422, []);

  const responses: Record<string, ResponseConfig> = {};
  for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
    const codes = byStatus.get(status) ?? [];
    const withValidation = status === 422 && validation;
    const parts = codes.map((code) => `\`${code}\``);
    if (withValidation) parts.unshift('schema validation failed (`HTTPValidationError`)');
    const description = `${STATUS_TEXT[status] ?? 'Error'}: ${parts.join(', ')}.`;

    let schema: z.ZodType;
    if (withValidation && codes.length > 0) schema = z.union([HTTPValidationErrorSchema, ErrorResponseSchema]);
    else if (withValidation) schema = HTTPValidationErrorSchema;
    else schema = ErrorResponseSchema;

    const examples = Object.fromEntries(
      codes.map((code) => [code, { summary: ERRORS[code].message, value: errorBody(code) }]),
    );
    responses[String(status)] = {
      description,
      headers: responseHeaders(op, status),
      content: { 'application/json': codes.length > 0 ? { schema, examples } : { schema } },
    };
  }
  return responses;
}

function requestIdHeader() {
  return { [REQUEST_ID_HEADER]: { $ref: `#/components/headers/${REQUEST_ID_HEADER}` } };
}

/** The organisation's rate-limit headers (functions/core/rate-limit.ts), with what each means. */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': "Requests the organisation may make per window (600 a minute by default).",
  'RateLimit-Remaining': 'Requests left in the current window.',
  'RateLimit-Reset': 'Seconds until the current window ends and the budget is full again.',
  'Retry-After': 'Seconds to wait before retrying.',
} as const;
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** X-Request-Id on every answer; the RateLimit-* headers on every answer of an authenticated operation; Retry-After on every 429. */
function responseHeaders(op: Operation, status: number) {
  return {
    ...requestIdHeader(),
    ...(op.auth
      ? { 'RateLimit-Limit': headerRef('RateLimit-Limit'), 'RateLimit-Remaining': headerRef('RateLimit-Remaining'), 'RateLimit-Reset': headerRef('RateLimit-Reset') }
      : {}),
    ...(status === 429 ? { 'Retry-After': headerRef('Retry-After') } : {}),
  };
}

/** On list answers (operations whose query takes `starting_after`): the next page's cursor. */
function pagingHeaders() {
  return {
    [NEXT_CURSOR_HEADER]: { $ref: `#/components/headers/${NEXT_CURSOR_HEADER}` },
    Link: { $ref: '#/components/headers/Link' },
  };
}

function routeFor(op: Operation): RouteConfig {
  const request: NonNullable<RouteConfig['request']> = {};
  if (op.request?.params) request.params = op.request.params;
  if (op.request?.query) request.query = op.request.query;
  if (op.request?.body) {
    request.body = {
      required: true,
      content: { [op.request.bodyContentType ?? 'application/json']: { schema: op.request.body } },
    };
  }
  if (op.idempotent) {
    request.headers = z.object({
      'Idempotency-Key': z.string().optional().meta({
        description:
          'Optional client-chosen key (e.g. a UUID). A retry with the same key and body answers the first result ' +
          'instead of repeating the operation; the same key with a different body answers 422 `idempotency_key_reused`.',
        example: '0b6f1c9e-8a47-4d8e-9f58-2d8f0f7f3a11',
      }),
    });
  }

  const paged = Boolean(op.request?.query?.shape && 'starting_after' in op.request.query.shape);
  const success: ResponseConfig = {
    description: op.success.description,
    headers: { ...responseHeaders(op, op.success.status), ...(paged ? pagingHeaders() : {}) },
  };
  if (op.success.schema) success.content = { 'application/json': { schema: op.success.schema } };
  else if (op.success.contentType) {
    const body = op.success.contentType === 'application/pdf' ? z.string().meta({ format: 'binary' } as never) : z.string();
    success.content = { [op.success.contentType]: { schema: body } };
  }

  const route: RouteConfig = {
    method: op.method.toLowerCase() as RouteConfig['method'],
    path: op.path,
    operationId: op.operationId,
    summary: op.summary,
    tags: [...op.tags],
    security: op.auth ? [{ [SECURITY_SCHEME]: [...op.auth.scopes] }] : [],
    responses: { [String(op.success.status)]: success, ...errorResponses(op) },
  };
  const description = describe(op);
  if (description) route.description = description;
  if (Object.keys(request).length > 0) route.request = request;
  return route;
}

/** The row's description plus what the caller needs beyond the scopes: the permission. */
function describe(op: Operation): string | undefined {
  const parts: string[] = [];
  if (op.description) parts.push(op.description);
  if (op.auth?.permission) parts.push(`Requires the \`${op.auth.permission}\` permission.`);
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}

function assertUnique(operations: readonly Operation[]): void {
  const ids = new Set<string>();
  const routes = new Set<string>();
  for (const op of operations) {
    if (ids.has(op.operationId)) throw new Error(`Duplicate operationId ${op.operationId}`);
    ids.add(op.operationId);
    const route = `${op.method} ${op.path}`;
    if (routes.has(route)) throw new Error(`Duplicate route ${route}`);
    routes.add(route);
  }
}

export function buildOpenApiDocument(operations: readonly Operation[] = OPERATIONS): OpenApiDocument {
  assertUnique(operations);
  const registry = new OpenAPIRegistry();

  registry.registerComponent('securitySchemes', SECURITY_SCHEME, {
    type: 'oauth2',
    description: 'Bearer token from the password flow, or an API token.',
    flows: { password: { tokenUrl: TOKEN_URL, scopes: { ...SCOPES } } },
  });
  registry.registerComponent('headers', REQUEST_ID_HEADER, {
    description: 'Echoes the request id (the one the caller sent, or one Khanya generated); quote it to support.',
    schema: { type: 'string' },
  });
  for (const [name, description] of Object.entries(RATE_LIMIT_HEADERS)) {
    registry.registerComponent('headers', name, { description, schema: { type: 'integer', minimum: 0 } });
  }
  registry.registerComponent('headers', NEXT_CURSOR_HEADER, {
    description: 'Khanya extension: the id to pass as `starting_after` for the next page; absent on the last page.',
    schema: { type: 'string', pattern: '^[0-9a-f]{24}$' },
  });
  registry.registerComponent('headers', 'Link', {
    description: 'Khanya extension (RFC 8288): `<path?…&starting_after=<id>>; rel="next"`, the next page with the same filters; absent on the last page.',
    schema: { type: 'string' },
  });
  for (const op of operations) registry.registerPath(routeFor(op));

  const usedTags: string[] = [];
  for (const op of operations) for (const tag of op.tags) if (!usedTags.includes(tag)) usedTags.push(tag);

  // The error shapes are always documented, even if no operation refers to them yet; they carry
  // their component names in `.meta({ id })`.
  const generator = new OpenApiGeneratorV31([
    ...registry.definitions,
    ErrorResponseSchema,
    EntitlementProblemSchema,
    HTTPValidationErrorSchema,
    ValidationErrorSchema,
  ]);
  const document = generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Khanya API',
      version: packageJson.version,
      description: API_DESCRIPTION,
      contact: { name: 'Khanya support', email: 'help@khanya.example' },
    },
    servers: [
      { url: 'http://localhost:3000', description: 'Local: npm start' },
      { url: 'https://sandbox.api.khanya.example', description: 'Sandbox' },
      { url: 'https://api.khanya.example', description: 'Production' },
    ],
    tags: [
      ...TAGS.filter((tag) => usedTags.includes(tag.name)).map(({ name, displayName, description }) => ({ name, description, 'x-displayName': displayName })),
      ...usedTags.filter((name) => !TAGS.some((tag) => tag.name === name)).map((name) => ({ name })),
    ],
  });
  dropNullFromParameters(document);
  return document;
}

/**
 * `z.coerce.number()` makes zod-to-openapi emit `type: [integer, null]`, but a path, query or
 * header value is text and can never be JSON null; the server coerces it to a number. Drop
 * the `null` so clients do not generate nullable parameters.
 */
function dropNullFromParameters(document: OpenApiDocument): void {
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      for (const parameter of item[method]?.parameters ?? []) {
        if (!('in' in parameter) || !parameter.schema || !('type' in parameter.schema)) continue;
        const type = parameter.schema.type;
        if (!Array.isArray(type) || !type.includes('null')) continue;
        const rest = type.filter((entry) => entry !== 'null');
        parameter.schema.type = rest.length === 1 ? rest[0] : rest;
      }
    }
  }
}
