/**
 * The outer HTTP layers every Lambda behind the API shares, the fallback route included:
 * request id (echoed as X-Request-Id), security headers, and the one place errors become
 * answers (catalogue errors → their status and body; anything else → a fixed 500 with the
 * request id, details only in the log). Kept apart from http.ts so that a function that needs
 * no authentication (the fallback) loads no AWS client.
 */
import middy from '@middy/core';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { DomainError, errorBody, ERRORS } from '#schemas/errors';
import type { Principal } from '#core/principal';
import type { ApplicationItem } from '../repositories/applications.ts';
import { logger } from '../logger.ts';
import { RequestValidationError } from './validation.ts';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResponse = APIGatewayProxyStructuredResultV2;
/** What every API module exports as `handler`. */
export type ApiLambda = (event: ApiEvent, context: Context) => Promise<ApiResponse>;

export interface RequestState {
  requestId: string;
  rawBody?: Buffer;
  parsedBody?: unknown;
  principal?: Principal;
  /** An applicant's route: the application behind its link (http.ts linkAccess). */
  link?: ApplicationItem;
  validated?: { params: unknown; query: unknown; body: unknown };
  idempotency?: { organisationId: string; key: string; fingerprint: string };
  /** A stored answer to an Idempotency-Key retry, which the handler answers instead of running. */
  replay?: ApiResponse;
  /**
   * Headers every answer to this request carries, success or error (the RateLimit-* headers):
   * set by an inner middleware, added here so the error mapper's answer keeps them too.
   */
  responseHeaders?: Record<string, string>;
}

/** middy passes only event and context to the handler, so per-request state rides on the context. */
export type ApiContext = Context & { khanya: RequestState };
export type MiddyRequest = middy.Request<ApiEvent, ApiResponse, Error, ApiContext>;
export type Middleware = middy.MiddlewareObj<ApiEvent, ApiResponse, Error, ApiContext>;

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

function withHeaders(response: ApiResponse | null | undefined, headers: Record<string, string>): ApiResponse {
  const base = response ?? { statusCode: 204 };
  return { ...base, headers: { ...base.headers, ...headers } };
}

/**
 * A refused bearer token's challenge (RFC 6750 §3): clients and HTTP libraries that read it know
 * to fetch a new token rather than retry.
 */
const BEARER_CHALLENGES: Partial<Record<string, string>> = {
  invalid_token: 'Bearer realm="khanya", error="invalid_token"',
  account_deactivated: 'Bearer realm="khanya", error="invalid_token", error_description="account deactivated"',
};

export function errorResponse(error: unknown, requestId: string, operationId: string): ApiResponse {
  if (error instanceof DomainError) {
    const challenge = BEARER_CHALLENGES[error.code];
    return json(ERRORS[error.code].status, { ...error.extra, ...errorBody(error.code, error.details) }, challenge ? { 'www-authenticate': challenge, ...error.headers } : error.headers);
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
    const state = request.context.khanya;
    request.response = withHeaders(request.response, { ...state.responseHeaders, 'x-request-id': state.requestId });
  },
  onError: (request: MiddyRequest) => {
    const requestId = request.context.khanya?.requestId ?? request.context.awsRequestId;
    const answer = errorResponse(request.error, requestId, operationId);
    // The error's own headers (Retry-After) win over the request's (the same RateLimit-* values).
    request.response = withHeaders(answer, { ...request.context.khanya?.responseHeaders, ...answer.headers, 'x-request-id': requestId });
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

