/**
 * The middy stack every API handler shares. A handler file is one line of wiring:
 *
 *   export const handler = apiHandler(getOrganisation, async ({ principal }) => ({ body: ... }));
 *
 * and gets, from its row of the operation table: the request id (echoed as X-Request-Id), body
 * parsing (JSON and form) with a size limit, authentication and scope/permission checks, zod
 * validation of path, query and body into the 422 shape, Idempotency-Key replay, the error
 * mapper (catalogue errors → their status and body; anything else → a fixed 500 with the request
 * id, the details only in the log) and security headers; the last three live in http-stack.ts.
 * CORS is API Gateway's job (its `corsPreflight`, from schemas/cors.ts), so Lambdas do not
 * repeat it.
 */
import type { Context } from 'aws-lambda';
import { DEFAULT_MAX_BODY_BYTES, type Operation, type RequestBody, type RequestParams, type RequestQuery, type SuccessBody } from '#schemas/operation';
import { DomainError } from '#schemas/errors';
import { authorise, type Principal } from '#core/principal';
import { authenticate } from './auth.ts';
import { currentWindow, describePolicy, rateLimitOutcome } from '#core/rate-limit';
import { config } from '../config.ts';
import { nextPageHeaders } from './paging.ts';
import { countRequest } from '../repositories/rate-limits.ts';
import { getApplicationByProxy, type ApplicationItem } from '../repositories/applications.ts';
import { checkLinkAccess } from '#core/connect-session';
import { beginIdempotent, completeIdempotent, KEY_PATTERN, requestFingerprint } from './idempotency.ts';
import { RequestValidationError, validateParts } from './validation.ts';
import { MultipartError, parseMultipart } from '#core/multipart';
import { cookieFrom } from '#core/console-session';
import type { UploadedFile } from '#schemas/common';
import { errorResponse, httpStack, json, type ApiEvent, type ApiLambda, type Middleware, type MiddyRequest } from './http-stack.ts';

export { httpStack, json, type ApiEvent, type ApiLambda, type ApiResponse } from './http-stack.ts';

export interface ApiRequest<O extends Operation> {
  body: RequestBody<O>;
  query: RequestQuery<O>;
  params: RequestParams<O>;
  /** Present on every operation with `auth`; public operations get undefined. */
  principal: O['auth'] extends null ? undefined : Principal;
  requestId: string;
  sourceIp: string;
  event: ApiEvent;
  /** The Lambda context: how long the invocation may still run (getRemainingTimeInMillis). */
  context: Context;
  /** An applicant's route (`link` in its row): the application behind the link, already checked. */
  link: O extends { link: string } ? ApplicationItem : undefined;
}

export interface ApiResult<O extends Operation> {
  status?: number;
  body?: SuccessBody<O>;
  headers?: Record<string, string>;
  /** Set-Cookie values (API Gateway's `cookies` response field). */
  cookies?: string[];
  /** On list answers: the next page's cursor (null on the last page), answered as Link and X-Next-Cursor headers. */
  nextCursor?: string | null;
}

/** One cookie of the request (API Gateway passes them as `cookies`; a plain Cookie header also works). */
export function cookieValue(event: ApiEvent, name: string): string | undefined {
  return cookieFrom(event.cookies ?? (event.headers?.cookie ? event.headers.cookie.split(';') : []), name);
}

/** The body's bytes: API Gateway base64-encodes binary bodies (multipart uploads). Signed webhooks verify these raw bytes. */
export function decodedBody(event: ApiEvent): Buffer | undefined {
  if (event.body === undefined || event.body === null) return undefined;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}

/**
 * multipart/form-data → an object of fields: text parts as strings, file parts as UploadedFile;
 * a name sent twice becomes a list, which a schema expecting one value refuses.
 */
async function parseMultipartFields(raw: Buffer, contentType: string, limits: Operation['multipart']): Promise<Record<string, unknown>> {
  let parts;
  try {
    parts = await parseMultipart(raw, contentType, limits ? { maxFiles: limits.maxFiles, maxFileBytes: limits.maxFileBytes, maxParts: limits.maxFiles + 20 } : {});
  } catch (error) {
    if (error instanceof MultipartError && limits && error.limit === 'files') {
      throw new DomainError('too_many_files', `at most ${limits.maxFiles} files per request`);
    }
    if (error instanceof MultipartError && limits && error.limit === 'fileSize') {
      throw new DomainError('file_too_large', `at most ${formatMiB(limits.maxFileBytes)} per file (${error.message.replace(/ is larger.*/, '')})`);
    }
    if (error instanceof MultipartError) {
      throw new RequestValidationError([{ loc: ['body'], msg: `Malformed multipart/form-data body: ${error.message}`, type: 'multipart_invalid' }]);
    }
    throw error;
  }
  const fields: Record<string, unknown> = {};
  for (const part of parts) {
    const value: unknown = part.isFile
      ? ({ filename: part.filename ?? null, content_type: part.contentType, data: part.data } satisfies UploadedFile)
      : part.data.toString('utf8');
    const existing = fields[part.name];
    fields[part.name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return fields;
}

const formatMiB = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

async function parseBody(raw: Buffer, contentType: string, operation: Operation): Promise<unknown> {
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType === 'multipart/form-data') return await parseMultipartFields(raw, contentType, operation.multipart);
  const text = raw.toString('utf8');
  if (mediaType === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (mediaType === '' || mediaType === 'application/json' || mediaType.endsWith('+json')) {
    try {
      return JSON.parse(text);
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

/** First, before any work: a body over the operation's limit answers 413. */
const bodyLimit = (operation: Operation): Middleware => ({
  before: (request: MiddyRequest) => {
    const raw = decodedBody(request.event);
    if (raw !== undefined && raw.length > (operation.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)) {
      throw new DomainError('payload_too_large');
    }
    request.context.khanya.rawBody = raw;
  },
});

/** After authentication, so that a stranger learns nothing about what the body should be. */
const bodyParser = (operation: Operation): Middleware => ({
  before: async (request: MiddyRequest) => {
    const raw = request.context.khanya.rawBody;
    if (operation.request?.body && raw !== undefined && raw.length > 0) {
      const contentType = request.event.headers?.['content-type'] ?? '';
      // JSON and form bodies are read whichever of the two is sent; a file upload must be multipart.
      if (operation.request.bodyContentType === 'multipart/form-data' && !/^multipart\/form-data\s*(;|$)/i.test(contentType)) {
        throw new DomainError('unsupported_media_type');
      }
      request.context.khanya.parsedBody = await parseBody(raw, contentType, operation);
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

/**
 * The organisation's request budget, right after authentication: every authenticated request
 * counts, malformed ones too (they cost work), and none gets further once the budget is spent.
 * The policy is read per request, so a deployment (or a test suite) sets it through the
 * environment. Public operations have no organisation to count against; API Gateway's stage
 * throttling (cdk/lib/api-stack.ts) covers them and any flood before it reaches a Lambda.
 */
const rateLimit = (operation: Operation): Middleware => ({
  before: async (request: MiddyRequest) => {
    const principal = request.context.khanya.principal;
    if (!operation.auth || !principal) return;
    const policy = config.rateLimit;
    const window = currentWindow(Date.now(), policy.windowSeconds);
    const count = await countRequest(principal.organisationId, window.startsAt, policy.windowSeconds);
    const outcome = rateLimitOutcome(count, policy, window);
    request.context.khanya.responseHeaders = { ...request.context.khanya.responseHeaders, ...outcome.headers };
    if (!outcome.allowed) throw new DomainError('rate_limited', describePolicy(policy), outcome.headers);
  },
});

/**
 * An applicant's route: the link first (404 unknown, 410 expired, 409 completed or without
 * consent), before the body is parsed, so that a dead link says so whatever was sent and its
 * upload is not read. A proxy id of the wrong form is left to validation (422, as before).
 */
const linkAccess = (operation: Operation): Middleware => ({
  before: async (request: MiddyRequest) => {
    if (!operation.link) return;
    const proxyId = request.event.pathParameters?.proxy_id;
    const params = operation.request?.params?.safeParse(request.event.pathParameters ?? {});
    if (proxyId === undefined || params?.success === false) return;
    const application = await getApplicationByProxy(proxyId);
    checkLinkAccess(application, operation.link);
    request.context.khanya.link = application;
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
    const start = await beginIdempotent(state.principal.organisationId, key, fingerprint);
    // Not returned from here: middy skips every `after` on an early return, so a replay would
    // lose the request id and security headers the outer layers add. The handler answers it.
    if ('replay' in start) {
      state.replay = start.replay;
      return undefined;
    }
    state.idempotency = { organisationId: state.principal.organisationId, key, fingerprint };
    // The run that held this key died with its outcome unknown: its answer, not a second run
    // (onError stores it as the key's final answer).
    if (start.tookOver && operation.unknownOutcomeError) throw new DomainError(operation.unknownOutcomeError);
    return undefined;
  },
  after: async (request: MiddyRequest) => {
    const claim = request.context.khanya.idempotency;
    if (claim && request.response) await completeIdempotent(claim.organisationId, claim.key, claim.fingerprint, request.response);
  },
  onError: async (request: MiddyRequest) => {
    // Runs before the error mapper: a catalogue error is a final answer worth replaying (a 503
    // whose charge may have gone through among them), anything unexpected frees the key so the
    // client can retry.
    const claim = request.context.khanya?.idempotency;
    if (!claim) return;
    if (request.error instanceof DomainError) {
      await completeIdempotent(claim.organisationId, claim.key, claim.fingerprint, errorResponse(request.error, '', operation.operationId), { final: true });
    } else {
      await completeIdempotent(claim.organisationId, claim.key, claim.fingerprint, { statusCode: 500 });
    }
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
    .use(bodyLimit(operation))
    .use(authentication(operation))
    .use(rateLimit(operation))
    .use(linkAccess(operation))
    .use(bodyParser(operation))
    .use(validation(operation))
    .use(idempotency(operation))
    .handler(async (event, context) => {
      const state = context.khanya;
      if (state.replay) return state.replay;
      const result = await run({
        ...state.validated,
        principal: state.principal,
        link: state.link,
        requestId: state.requestId,
        sourceIp: event.requestContext?.http?.sourceIp ?? '',
        event,
        context: context as Context,
      } as ApiRequest<O>);
      const status = result.status ?? operation.success.status;
      const headers = result.nextCursor === undefined ? result.headers : { ...nextPageHeaders(event, result.nextCursor), ...result.headers };
      const cookies = result.cookies && result.cookies.length > 0 ? { cookies: result.cookies } : {};
      if (result.body === undefined) return { statusCode: status, headers: { 'cache-control': 'no-store', ...headers }, ...cookies };
      return { ...json(status, checkedResponse(operation, result.body), headers), ...cookies };
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
