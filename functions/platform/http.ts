/**
 * The middy stack every API handler shares. A handler file is one line of wiring:
 *
 *   export const handler = apiHandler(getOrganisation, async ({ principal }) => ({ body: ... }));
 *
 * and gets, from its row of the operation table: the request id (echoed as X-Request-Id), body
 * parsing (JSON and form) with a size limit, authentication and scope/permission checks, zod
 * validation of path, query and body into the 422 shape, Idempotency-Key replay, the error
 * mapper (catalogue errors → their status and body; anything else → a fixed 500 with the request
 * id, the details only in the log) and security headers. CORS is API Gateway's job (its
 * `corsPreflight`, from schemas/cors.ts), so Lambdas do not repeat it.
 */
import middy from '@middy/core';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { DEFAULT_MAX_BODY_BYTES, type Operation, type RequestBody, type RequestParams, type RequestQuery, type SuccessBody } from '#schemas/operation';
import { errorBody, ERRORS } from '#schemas/errors';
import { DomainError } from '#core/errors';
import { authorise, type Principal } from '#core/principal';
import { authenticate } from './auth.ts';
import { beginIdempotent, completeIdempotent, KEY_PATTERN, requestFingerprint } from './idempotency.ts';
import { logger } from './logger.ts';
import { RequestValidationError, validateParts } from './validation.ts';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResponse = APIGatewayProxyStructuredResultV2;
/** What every API module exports as `handler`. */
export type ApiLambda = (event: ApiEvent, context: Context) => Promise<ApiResponse>;

export interface ApiRequest<O extends Operation> {
  body: RequestBody<O>;
  query: RequestQuery<O>;
  params: RequestParams<O>;
  /** Present on every operation with `auth`; public operations get undefined. */
  principal: O['auth'] extends null ? undefined : Principal;
  requestId: string;
  sourceIp: string;
  event: ApiEvent;
}

export interface ApiResult<O extends Operation> {
  status?: number;
  body?: SuccessBody<O>;
  headers?: Record<string, string>;
}

interface RequestState {
  requestId: string;
  rawBody?: string;
  parsedBody?: unknown;
  principal?: Principal;
  validated?: { params: unknown; query: unknown; body: unknown };
  idempotency?: { organisationId: string; key: string; fingerprint: string };
}

/** middy passes only event and context to the handler, so per-request state rides on the context. */
type ApiContext = Context & { khanya: RequestState };
type MiddyRequest = middy.Request<ApiEvent, ApiResponse, Error, ApiContext>;
type Middleware = middy.MiddlewareObj<ApiEvent, ApiResponse, Error, ApiContext>;

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

function withHeader(response: ApiResponse | null | undefined, name: string, value: string): ApiResponse {
  const base = response ?? { statusCode: 204 };
  return { ...base, headers: { ...base.headers, [name]: value } };
}

function decodedBody(event: ApiEvent): string | undefined {
  if (event.body === undefined || event.body === null) return undefined;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

function parseBody(raw: string, contentType: string): unknown {
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  if (mediaType === '' || mediaType === 'application/json' || mediaType.endsWith('+json')) {
    try {
      return JSON.parse(raw);
    } catch (error) {
      // Malformed JSON is a validation failure (FastAPI answers 422 json_invalid), not a 415.
      const position = /position (\d+)/.exec(String(error))?.[1];
      throw new RequestValidationError([
        { loc: ['body', position ? Number(position) : 0], msg: 'JSON decode error', type: 'json_invalid' },
      ]);
    }
  }
  throw new DomainError('unsupported_media_type');
}

export function errorResponse(error: unknown, requestId: string, operationId: string): ApiResponse {
  if (error instanceof DomainError) {
    return json(ERRORS[error.code].status, errorBody(error.code, error.details), error.headers);
  }
  if (error instanceof RequestValidationError) return json(422, { detail: error.detail });
  logger.error('Unhandled error', { requestId, operationId, error: error as Error });
  return json(500, { ...errorBody('internal_server_error'), request_id: requestId });
}

/** request id → X-Request-Id, and the one place errors become HTTP answers. */
const requestIdAndErrors = (operationId: string): Middleware => ({
  before: (request: MiddyRequest) => {
    const incoming = request.event.headers?.['x-request-id'];
    const requestId =
      incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : request.event.requestContext?.requestId ?? request.context.awsRequestId;
    request.context.khanya = { requestId };
  },
  after: (request: MiddyRequest) => {
    request.response = withHeader(request.response, 'x-request-id', request.context.khanya.requestId);
  },
  onError: (request: MiddyRequest) => {
    const requestId = request.context.khanya?.requestId ?? request.context.awsRequestId;
    request.response = withHeader(errorResponse(request.error, requestId, operationId), 'x-request-id', requestId);
  },
});

/**
 * middy's security-headers middleware sends frame and content policies only with HTML; an API
 * answers JSON, and OWASP's REST guidance asks for both on every answer, so they are added here.
 */
const API_ONLY_HEADERS = { 'x-frame-options': 'DENY', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
const apiOnlyHeaders = (): Middleware => {
  const add = (request: MiddyRequest) => {
    if (request.response) request.response = { ...request.response, headers: { ...API_ONLY_HEADERS, ...request.response.headers } };
  };
  return { after: add, onError: add };
};

/** The outer layers every Lambda behind the API shares, including the fallback route. */
export function httpStack(operationId: string) {
  return middy<ApiEvent, ApiResponse, Error, ApiContext>()
    // No reporting endpoint is configured; middy would otherwise send an empty header (its
    // typings do not list the option yet).
    .use(httpSecurityHeaders({ reportingEndpoints: false } as Parameters<typeof httpSecurityHeaders>[0]))
    .use(apiOnlyHeaders())
    .use(requestIdAndErrors(operationId));
}

const bodyParser = (operation: Operation): Middleware => ({
  before: (request: MiddyRequest) => {
    const raw = decodedBody(request.event);
    if (raw !== undefined && Buffer.byteLength(raw) > (operation.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)) {
      throw new DomainError('payload_too_large');
    }
    request.context.khanya.rawBody = raw;
    if (operation.request?.body && raw !== undefined && raw !== '') {
      request.context.khanya.parsedBody = parseBody(raw, request.event.headers?.['content-type'] ?? '');
    }
  },
});

const authentication = (operation: Operation): Middleware => ({
  before: async (request: MiddyRequest) => {
    if (!operation.auth) return;
    const principal = await authenticate(request.event.headers?.authorization);
    authorise(principal, operation.auth);
    request.context.khanya.principal = principal;
  },
});

/** After authentication (a stranger learns nothing about the contract) and before any work. */
const validation = (operation: Operation): Middleware => ({
  before: (request: MiddyRequest) => {
    const schemas = operation.request;
    const [params, query, body] = validateParts([
      { location: 'path', schema: schemas?.params, value: request.event.pathParameters ?? {} },
      { location: 'query', schema: schemas?.query, value: request.event.queryStringParameters ?? {} },
      { location: 'body', schema: schemas?.body, value: request.context.khanya.parsedBody },
    ]);
    request.context.khanya.validated = { params, query, body };
  },
});

const idempotency = (operation: Operation): Middleware => ({
  before: async (request: MiddyRequest) => {
    const state = request.context.khanya;
    const key = request.event.headers?.['idempotency-key'];
    if (!operation.idempotent || !key || !state.principal) return undefined;
    if (!KEY_PATTERN.test(key)) {
      throw new RequestValidationError([
        { loc: ['header', 'Idempotency-Key'], msg: 'Must be 1-255 letters, digits or -_:.', type: 'string_pattern_mismatch' },
      ]);
    }
    const fingerprint = requestFingerprint(operation.operationId, state.rawBody);
    const replay = await beginIdempotent(state.principal.organisationId, key, fingerprint);
    if (replay) return replay;
    state.idempotency = { organisationId: state.principal.organisationId, key, fingerprint };
    return undefined;
  },
  after: async (request: MiddyRequest) => {
    const claim = request.context.khanya.idempotency;
    if (claim && request.response) await completeIdempotent(claim.organisationId, claim.key, claim.fingerprint, request.response);
  },
  onError: async (request: MiddyRequest) => {
    // Runs before the error mapper: a catalogue error is a final answer worth replaying,
    // anything unexpected frees the key so the client can retry.
    const claim = request.context.khanya?.idempotency;
    if (!claim) return;
    const answer = request.error instanceof DomainError ? errorResponse(request.error, '', operation.operationId) : { statusCode: 500 };
    await completeIdempotent(claim.organisationId, claim.key, claim.fingerprint, answer);
  },
});

/**
 * Builds the Lambda handler for one operation. Everything the row declares is enforced here so
 * that `run` only does the operation's own work.
 */
export function apiHandler<const O extends Operation>(
  operation: O,
  run: (request: ApiRequest<O>) => Promise<ApiResult<O>>,
): ApiLambda {
  const stack = httpStack(operation.operationId)
    .use(bodyParser(operation))
    .use(authentication(operation))
    .use(validation(operation))
    .use(idempotency(operation))
    .handler(async (event, context) => {
      const state = context.khanya;
      const result = await run({
        ...state.validated,
        principal: state.principal,
        requestId: state.requestId,
        sourceIp: event.requestContext?.http?.sourceIp ?? '',
        event,
      } as ApiRequest<O>);
      const status = result.status ?? operation.success.status;
      if (result.body === undefined) return { statusCode: status, headers: { 'cache-control': 'no-store', ...result.headers } };
      return json(status, checkedResponse(operation, result.body), result.headers);
    });
  return stack as unknown as ApiLambda;
}

/**
 * With VALIDATE_RESPONSES=true (tests and the local runtime) every answer is checked against
 * the contract, so a handler that drifts from the documented shape fails loudly, not silently.
 */
function checkedResponse(operation: Operation, body: unknown): unknown {
  if (process.env.VALIDATE_RESPONSES !== 'true' || !operation.success.schema) return body;
  const result = operation.success.schema.safeParse(body);
  if (!result.success) {
    throw new Error(`Response of ${operation.operationId} breaks its schema: ${result.error.message}`);
  }
  return body;
}
