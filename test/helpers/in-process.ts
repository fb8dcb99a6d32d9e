/**
 * The local API Gateway bridge without a socket: a request is routed by the same router as
 * local/server.ts, turned into the same APIGatewayProxyEventV2 by its buildEvent, and handed to
 * the same handler module. Suites that send thousands of requests (the fuzz test) save the HTTP
 * round trip; what a handler sees is identical to `startTestServer()`.
 */
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { buildEvent, createContext, createRouter, type LambdaHandler } from '../../local/server.ts';
import { FALLBACK_HANDLER, OPERATIONS } from '../../schemas/operations/index.ts';
import { repoRoot } from '../../local/paths.ts';

export interface RawRequest {
  method: string;
  /** Raw path as on the wire (percent-encoded where needed). */
  path: string;
  /** Raw query string without `?`. */
  query?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** Parsed JSON when the text is JSON, else undefined. */
  json: unknown;
  /** The handler threw instead of answering (the bridge would answer 500). */
  thrown?: unknown;
  /** operationId of the route, or 'Fallback'. */
  routedTo: string;
}

export function inProcessApi() {
  const router = createRouter(OPERATIONS);
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const load = (modulePath: string) => {
    let loaded = handlers.get(modulePath);
    if (!loaded) {
      loaded = import(join(repoRoot(), modulePath)).then((mod: { handler: LambdaHandler }) => mod.handler);
      handlers.set(modulePath, loaded);
    }
    return loaded;
  };

  return async function send(request: RawRequest): Promise<RawAnswer> {
    const method = request.method.toUpperCase();
    const match = router.match(method, request.path);
    const modulePath = match?.route.handler ?? FALLBACK_HANDLER;
    const routedTo = match?.route.operationId ?? 'Fallback';
    const headers = request.headers ?? {};
    const url = request.query ? `${request.path}?${request.query}` : request.path;
    const req = {
      url,
      method,
      httpVersion: '1.1',
      rawHeaders: Object.entries(headers).flat(),
      headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
      socket: { remoteAddress: '127.0.0.1', localPort: 0 },
    } as unknown as IncomingMessage;
    const body = request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body, 'utf8');
    const requestId = randomUUID();
    try {
      const handler = await load(modulePath);
      const event = buildEvent({ req, body, match, requestId });
      const result = (await handler(event, createContext(routedTo, requestId))) as {
        statusCode?: number;
        headers?: Record<string, unknown>;
        body?: string;
        isBase64Encoded?: boolean;
      };
      const text = result.body === undefined ? '' : result.isBase64Encoded ? Buffer.from(result.body, 'base64').toString('utf8') : result.body;
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      const answerHeaders = Object.fromEntries(Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]));
      return { status: result.statusCode ?? 200, headers: answerHeaders, text, json, routedTo };
    } catch (thrown) {
      return { status: 500, headers: {}, text: '', json: undefined, thrown, routedTo };
    }
  };
}
