/**
 * The local API Gateway: a node:http server built from the operation table that turns each
 * request into the APIGatewayProxyEventV2 (payload 2.0) an HTTP API would send, invokes the
 * same handler module CDK deploys for that route, and writes back its structured result.
 *
 * As in API Gateway: routes match on method and path (`{name}` segments become
 * pathParameters, the most specific route wins), requests no route matches go to the
 * `$default` route (FALLBACK_HANDLER, which answers 404/405), request bodies over 10 MiB (or a
 * route's larger maxBodyBytes: statement uploads) are refused with 413 before any handler runs, repeated headers and query keys are joined with
 * commas, the Cookie header becomes the `cookies` array, and non-text bodies arrive base64
 * encoded. Both slash forms of a path are served. CORS works like the API's `corsPreflight`
 * setting: preflights are answered here, and cross-origin answers get the configured headers.
 *
 * Handlers read process.env at import time: set the environment before the first request.
 */
import { CORS_ALLOWED_HEADERS, CORS_ALLOWED_METHODS, CORS_EXPOSED_HEADERS, CORS_MAX_AGE_SECONDS, corsAllowedOrigins } from '#schemas/cors';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Operation } from '#schemas/operation';
import { repoRoot } from './paths.ts';
import { CONNECT_PREFIX, serveConnect } from './connect-static.ts';
import { CONSOLE_PREFIX, serveConsole } from './console-static.ts';
import { LocalWebhookReceiver, LOCAL_WEBHOOK_PATH } from './webhook-receiver.ts';
import { LOCAL_PEACH_PATH, PeachSimulator } from './peach-simulator.ts';
import { LOCAL_XERO_PATH, XeroSimulator } from './xero-simulator.ts';
import { LOCAL_ZOHO_PATH, ZohoSimulator } from './zoho-simulator.ts';
import { LOCAL_WHATSAPP_PATH, WhatsappSimulator } from './whatsapp-simulator.ts';

/** API Gateway's payload limit. */
export const MAX_REQUEST_BODY_BYTES = 10 * 1024 * 1024;
/** API Gateway's integration timeout; handlers see it through getRemainingTimeInMillis. */
const INVOCATION_TIMEOUT_MS = 30_000;

const PAYLOAD_TOO_LARGE = { error_type: 'code', code: 'payload_too_large', message: 'Request body too large' };
const INTERNAL_ERROR = { error_type: 'code', code: 'internal_server_error', message: 'Internal Server Error' };
const NOT_FOUND = { error_type: 'code', code: 'resource_not_found', message: 'Resource Not Found' };

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2 | string | object | undefined>;

/** The part of an operation row the bridge needs. */
export type RouteDefinition = Pick<Operation, 'operationId' | 'method' | 'path' | 'handler'> & Partial<Pick<Operation, 'maxBodyBytes'>>;

interface CompiledRoute {
  definition: RouteDefinition;
  routeKey: string;
  segments: Array<{ literal: string } | { param: string; greedy: boolean }>;
}

export interface RouteMatch {
  route: RouteDefinition;
  routeKey: string;
  pathParameters?: Record<string, string>;
}

function splitPath(path: string): string[] {
  // '/a/b/' and '/a/b' are the same route; '/' has no segments.
  const trimmed = path.replace(/^\/+/, '').replace(/\/$/, '');
  return trimmed === '' ? [] : trimmed.split('/');
}

function compile(definition: RouteDefinition): CompiledRoute {
  return {
    definition,
    routeKey: `${definition.method} ${definition.path}`,
    segments: splitPath(definition.path).map((segment) => {
      const param = /^\{([^}]+?)(\+)?\}$/.exec(segment);
      return param ? { param: param[1]!, greedy: Boolean(param[2]) } : { literal: segment };
    }),
  };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Path parameters when the route's path matches, with a specificity score (literals first). */
function matchPath(route: CompiledRoute, parts: string[]): { params: Record<string, string>; score: number[] } | undefined {
  const params: Record<string, string> = {};
  const score: number[] = [];
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i]!;
    if ('literal' in segment) {
      if (parts[i] !== segment.literal) return undefined;
      score.push(2);
    } else if (segment.greedy) {
      if (i >= parts.length) return undefined;
      params[segment.param] = decode(parts.slice(i).join('/'));
      score.push(0);
      return { params, score };
    } else {
      const part = parts[i];
      if (part === undefined || part === '') return undefined;
      params[segment.param] = decode(part);
      score.push(1);
    }
  }
  return parts.length === route.segments.length ? { params, score } : undefined;
}

function moreSpecific(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? -1;
    const y = b[i] ?? -1;
    if (x !== y) return x > y;
  }
  return false;
}

export function createRouter(operations: readonly RouteDefinition[]) {
  const routes = operations.map(compile);
  return {
    /** The operation for this method and path, or undefined for API Gateway's `$default` route. */
    match(method: string, rawPath: string): RouteMatch | undefined {
      const parts = splitPath(rawPath);
      let best: { route: CompiledRoute; params: Record<string, string>; score: number[] } | undefined;
      for (const route of routes) {
        if (route.definition.method !== method) continue;
        const matched = matchPath(route, parts);
        if (matched && (!best || moreSpecific(matched.score, best.score))) best = { route, ...matched };
      }
      if (!best) return undefined;
      return {
        route: best.route.definition,
        routeKey: best.route.routeKey,
        ...(Object.keys(best.params).length > 0 ? { pathParameters: best.params } : {}),
      };
    },
  };
}

const TEXT_CONTENT_TYPE = /^(text\/|application\/([\w.+-]*\+)?json\b|application\/x-www-form-urlencoded\b|application\/([\w.+-]*\+)?xml\b|application\/javascript\b)/i;

/** Headers as API Gateway passes them: lower-case names, repeated values joined by commas, no Cookie. */
function collectHeaders(req: IncomingMessage): { headers: Record<string, string>; cookies: string[] } {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    const value = raw[i + 1]!;
    if (name === 'cookie') {
      cookies.push(...value.split(';').map((c) => c.trim()).filter(Boolean));
      continue;
    }
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
  }
  return { headers, cookies };
}

function clfTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

export interface BuildEventInput {
  req: IncomingMessage;
  body: Buffer | undefined;
  match: RouteMatch | undefined;
  requestId: string;
  now?: Date;
}

export function buildEvent({ req, body, match, requestId, now = new Date() }: BuildEventInput): APIGatewayProxyEventV2 {
  const url = req.url ?? '/';
  const queryIndex = url.indexOf('?');
  const rawPath = queryIndex === -1 ? url : url.slice(0, queryIndex);
  const rawQueryString = queryIndex === -1 ? '' : url.slice(queryIndex + 1);
  const { headers, cookies } = collectHeaders(req);

  const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const localPort = req.socket.localPort;
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${sourceIp}` : sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  if (localPort) headers['x-forwarded-port'] ??= String(localPort);
  headers['x-amzn-trace-id'] ??= `Root=1-${Math.floor(now.getTime() / 1000).toString(16)}-${requestId.replace(/-/g, '').slice(0, 24)}`;

  let queryStringParameters: Record<string, string> | undefined;
  if (rawQueryString) {
    queryStringParameters = {};
    for (const [key, value] of new URLSearchParams(rawQueryString)) {
      queryStringParameters[key] = key in queryStringParameters ? `${queryStringParameters[key]},${value}` : value;
    }
  }

  const routeKey = match?.routeKey ?? '$default';
  const domainName = headers.host ?? 'localhost';
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0]!.split(':')[0]!,
      http: {
        method: req.method ?? 'GET',
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: clfTime(now),
      timeEpoch: now.getTime(),
    },
    ...(match?.pathParameters ? { pathParameters: match.pathParameters } : {}),
    isBase64Encoded: false,
  };
  if (body && body.length > 0) {
    const contentType = headers['content-type'] ?? '';
    if (TEXT_CONTENT_TYPE.test(contentType)) {
      event.body = body.toString('utf8');
    } else {
      event.body = body.toString('base64');
      event.isBase64Encoded = true;
    }
  }
  return event;
}

export function createContext(functionName: string, requestId: string, timeoutMs = INVOCATION_TIMEOUT_MS): Context {
  const deadline = Date.now() + timeoutMs;
  const unsupported = () => {
    throw new Error('The callback-style Context methods are not supported; return a result instead');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:af-south-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${functionName}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/** API Gateway's reading of a Lambda result: a structured result, or any other value as a JSON 200. */
function normaliseResult(result: unknown): APIGatewayProxyStructuredResultV2 {
  if (result && typeof result === 'object' && 'statusCode' in result) return result as APIGatewayProxyStructuredResultV2;
  const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, body };
}

function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    if (value === undefined || name.toLowerCase() === 'content-length') continue;
    headers[name.toLowerCase()] = String(value);
  }
  if (result.cookies && result.cookies.length > 0) headers['set-cookie'] = result.cookies;
  const body = result.body === undefined || result.body === null ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  headers['content-length'] = String(body.length);
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}

function jsonResult(status: number, body: object, extraHeaders: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return { statusCode: status, headers: { 'content-type': 'application/json', ...extraHeaders }, body: JSON.stringify(body) };
}

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return reject(new BodyTooLarge());
    const chunks: Buffer[] = [];
    let total = 0;
    req.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        req.removeAllListeners('data');
        req.pause();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * The HTTP API's `corsPreflight` setting. In AWS, API Gateway answers every preflight itself
 * (no Lambda runs) and puts its own CORS headers on responses to cross-origin requests,
 * ignoring any the integration returns. Both read the policy from schemas/cors.ts.
 */
export interface CorsSettings {
  allowOrigins: readonly string[];
  allowMethods: readonly string[];
  allowHeaders: readonly string[];
  exposeHeaders: readonly string[];
  maxAgeSeconds: number;
}

export function defaultCors(): CorsSettings {
  return {
    allowOrigins: corsAllowedOrigins(process.env.CORS_ALLOWED_ORIGINS),
    allowMethods: CORS_ALLOWED_METHODS,
    allowHeaders: CORS_ALLOWED_HEADERS,
    exposeHeaders: CORS_EXPOSED_HEADERS,
    maxAgeSeconds: CORS_MAX_AGE_SECONDS,
  };
}

function allowedOrigin(cors: CorsSettings, origin: string | undefined): string | undefined {
  if (!origin) return undefined;
  if (cors.allowOrigins.includes('*')) return '*';
  return cors.allowOrigins.includes(origin) ? origin : undefined;
}

function preflightResult(cors: CorsSettings, origin: string | undefined): APIGatewayProxyStructuredResultV2 {
  const allow = allowedOrigin(cors, origin);
  return {
    statusCode: 204,
    headers: allow
      ? {
          'access-control-allow-origin': allow,
          'access-control-allow-methods': cors.allowMethods.join(','),
          'access-control-allow-headers': cors.allowHeaders.join(','),
          'access-control-max-age': String(cors.maxAgeSeconds),
        }
      : {},
  };
}

/** API Gateway's CORS headers replace the integration's on a cross-origin request. */
function withCors(result: APIGatewayProxyStructuredResultV2, cors: CorsSettings, origin: string | undefined): APIGatewayProxyStructuredResultV2 {
  if (!origin) return result;
  const headers: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    if (!name.toLowerCase().startsWith('access-control-')) headers[name] = value;
  }
  const allow = allowedOrigin(cors, origin);
  if (allow) {
    headers['access-control-allow-origin'] = allow;
    if (cors.exposeHeaders.length > 0) headers['access-control-expose-headers'] = cors.exposeHeaders.join(',');
  }
  return { ...result, headers };
}

export interface StartServerOptions {
  port: number;
  host?: string;
  /** No per-request log line. */
  quiet?: boolean;
  /** The route table (default: OPERATIONS). */
  operations?: readonly RouteDefinition[];
  /** The `$default` route's handler module (default: FALLBACK_HANDLER). */
  fallbackHandler?: string;
  /** API Gateway's CORS configuration (default: defaultCors()); `false` for none. */
  cors?: CorsSettings | false;
  /** Where handler module paths are relative to (default: the repository root). */
  rootDir?: string;
  /** Serve the built connect UI under /connect/ (default true; local/connect-static.ts). */
  connectUi?: boolean;
  /** Serve the built console under /console (default true; local/console-static.ts). */
  consoleUi?: boolean;
  /** Where log lines go (default console.log / console.error). */
  log?: (line: string) => void;
  logError?: (line: string, error?: unknown) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The local Peach Payments (card pages, charges, notifications to this server). */
  peach: PeachSimulator;
  /** The local Xero (login, tokens, invoices, payments, signed webhooks to this server). */
  xero: XeroSimulator;
  /** The local Zoho CRM (token endpoint, notes and record updates). */
  zoho: ZohoSimulator;
  /** The local WhatsApp Cloud API (messages sent, signed status callbacks to this server). */
  whatsapp: WhatsappSimulator;
  close(): Promise<void>;
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  let operations = options.operations;
  let fallbackHandler = options.fallbackHandler;
  if (!operations || !fallbackHandler) {
    const table = await import('#schemas/operations/index');
    // The sandbox bank's routes beside the API's, as on the deployed HTTP API (not in the OpenAPI).
    const { SANDBOX_BANK_ROUTES } = await import('../functions/sandbox-bank/routes.ts');
    operations ??= [...table.OPERATIONS, ...SANDBOX_BANK_ROUTES];
    fallbackHandler ??= table.FALLBACK_HANDLER;
  }
  const rootDir = options.rootDir ?? repoRoot();
  const router = createRouter(operations);
  const log = options.log ?? ((line: string) => console.log(line));
  const logError = options.logError ?? ((line: string, error?: unknown) => console.error(line, error ?? ''));
  const cors = options.cors === undefined ? defaultCors() : options.cors;
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const webhookReceiver = new LocalWebhookReceiver(log);
  let ownUrl = '';
  const peach = new PeachSimulator({ notificationUrl: () => `${ownUrl}/v1/webhooks/payments/peach`, log });
  const xero = new XeroSimulator({ webhookUrl: () => `${ownUrl}/v1/webhooks/billing/xerohook` });
  const zoho = new ZohoSimulator();
  const whatsapp = new WhatsappSimulator({ callbackUrl: () => `${ownUrl}/v1/webhook/whatsapp/whatsapp_callback` });
  let warnedNoFallback = false;

  const loadHandler = (modulePath: string): Promise<LambdaHandler> => {
    let loaded = handlers.get(modulePath);
    if (!loaded) {
      const absolute = join(rootDir, modulePath);
      loaded = (async () => {
        if (!existsSync(absolute)) throw new Error(`Handler module ${modulePath} does not exist (yet?)`);
        const mod = (await import(absolute)) as { handler?: unknown; default?: { handler?: unknown } };
        const handler = mod.handler ?? mod.default?.handler;
        if (typeof handler !== 'function') throw new Error(`Handler module ${modulePath} exports no handler function`);
        return handler as LambdaHandler;
      })();
      // Retry a failed import on the next request (the module may be written in the meantime).
      loaded.catch(() => handlers.delete(modulePath));
      handlers.set(modulePath, loaded);
    }
    return loaded;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<number> => {
    const requestId = randomUUID();
    const method = (req.method ?? 'GET').toUpperCase();
    const rawPath = (req.url ?? '/').split('?')[0]!;
    const origin = req.headers.origin;
    const send = (result: APIGatewayProxyStructuredResultV2): number => {
      writeResult(res, cors ? withCors(result, cors, origin) : result);
      return result.statusCode ?? 200;
    };

    if (rawPath === LOCAL_WEBHOOK_PATH) return webhookReceiver.handle(req, res);
    if (rawPath === LOCAL_PEACH_PATH || rawPath.startsWith(`${LOCAL_PEACH_PATH}/`)) return peach.handle(req, res, rawPath);
    if (rawPath.startsWith(`${LOCAL_XERO_PATH}/`)) return xero.handle(req, res, rawPath);
    if (rawPath.startsWith(`${LOCAL_ZOHO_PATH}/`)) return zoho.handle(req, res, rawPath);
    if (rawPath.startsWith(`${LOCAL_WHATSAPP_PATH}/`)) return whatsapp.handle(req, res, rawPath);
    if (options.connectUi !== false && (method === 'GET' || method === 'HEAD') && rawPath.startsWith(CONNECT_PREFIX)) {
      // The connect UI shares the API's port locally (CloudFront serves it in AWS).
      return serveConnect(req, res, rawPath);
    }
    if (options.consoleUi !== false && (method === 'GET' || method === 'HEAD') && (rawPath === CONSOLE_PREFIX || rawPath.startsWith(`${CONSOLE_PREFIX}/`))) {
      return serveConsole(req, res, rawPath);
    }
    const match = router.match(method, rawPath);
    let body: Buffer;
    try {
      // A route that takes large files locally (statement uploads) reads up to its own limit;
      // deployed, API Gateway and Lambda cap every request (see the operation's description).
      body = await readBody(req, Math.max(MAX_REQUEST_BODY_BYTES, match?.route.maxBodyBytes ?? 0));
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return send(jsonResult(413, PAYLOAD_TOO_LARGE, { connection: 'close' }));
      }
      throw error;
    }

    if (cors && method === 'OPTIONS' && !match) {
      // With corsPreflight configured, API Gateway answers preflights without a Lambda.
      writeResult(res, preflightResult(cors, origin));
      return 204;
    }
    const modulePath = match?.route.handler ?? fallbackHandler!;
    const functionName = match?.route.operationId ?? 'Fallback';

    if (!match && !existsSync(join(rootDir, modulePath))) {
      // Until the fallback handler exists, answer the way it will for an unknown path.
      if (!warnedNoFallback) logError(`[local] fallback handler ${modulePath} does not exist yet; answering 404 itself`);
      warnedNoFallback = true;
      return send(jsonResult(404, NOT_FOUND));
    }

    try {
      const handler = await loadHandler(modulePath);
      const event = buildEvent({ req, body, match, requestId });
      return send(normaliseResult(await handler(event, createContext(functionName, requestId))));
    } catch (error) {
      logError(`[local] ${functionName} (${modulePath}) failed for ${method} ${req.url}:`, error);
      return send(jsonResult(500, INTERNAL_ERROR));
    }
  };

  const server = createServer((req, res) => {
    const started = performance.now();
    handle(req, res)
      .catch((error) => {
        logError(`[local] ${req.method} ${req.url} failed:`, error);
        if (!res.headersSent) writeResult(res, jsonResult(500, INTERNAL_ERROR));
        else res.destroy();
        return 500;
      })
      .then((status) => {
        if (!options.quiet) log(`${req.method} ${req.url} ${status} ${Math.round(performance.now() - started)}ms`);
      });
  });
  // Idle connections are closed by the client first (undici after 4 s, browsers later and with a
  // retry): a server that closes a kept-alive socket just as the client reuses it answers that
  // request with ECONNRESET. Seen in CI when an in-process worker held the event loop for seconds,
  // so the server's 5 s timer and the client's next poll fired in the same instant.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  // The URL to call it by: all-interfaces binds are reachable on the loopback address.
  const host = options.host ?? '127.0.0.1';
  const hostForUrl = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  ownUrl = `http://${hostForUrl}:${port}`;
  return {
    url: ownUrl,
    port,
    peach,
    xero,
    zoho,
    whatsapp,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
