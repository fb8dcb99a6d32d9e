import { request as httpRequest } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createRouter, MAX_REQUEST_BODY_BYTES, startServer, type RouteDefinition, type RunningServer } from './server.ts';

const ECHO = 'local/test-fixtures/echo-handler.ts';
const FAKE_TABLE: RouteDefinition[] = [
  { operationId: 'Things_get', method: 'GET', path: '/v1/things/{thing_id}', handler: ECHO },
  { operationId: 'Things_special', method: 'GET', path: '/v1/things/special', handler: ECHO },
  { operationId: 'Things_create', method: 'POST', path: '/v1/things', handler: ECHO },
  { operationId: 'Parts_get', method: 'GET', path: '/v1/things/{thing_id}/parts/{part_id}', handler: ECHO },
  { operationId: 'Files_get', method: 'GET', path: '/v1/files/{key+}', handler: ECHO },
  { operationId: 'Missing', method: 'GET', path: '/v1/missing', handler: 'local/test-fixtures/does-not-exist.ts' },
];

describe('createRouter', () => {
  const router = createRouter(FAKE_TABLE);

  it('matches path parameters, with or without a trailing slash, percent-decoded', () => {
    expect(router.match('GET', '/v1/things/abc')).toEqual({
      route: FAKE_TABLE[0],
      routeKey: 'GET /v1/things/{thing_id}',
      pathParameters: { thing_id: 'abc' },
    });
    expect(router.match('GET', '/v1/things/abc/')?.pathParameters).toEqual({ thing_id: 'abc' });
    expect(router.match('GET', '/v1/things/a%20b%2Fc')?.pathParameters).toEqual({ thing_id: 'a b/c' });
    expect(router.match('GET', '/v1/things/t1/parts/p2')?.pathParameters).toEqual({ thing_id: 't1', part_id: 'p2' });
  });

  it('prefers literal segments over parameters, whatever the table order', () => {
    expect(router.match('GET', '/v1/things/special')?.route.operationId).toBe('Things_special');
    expect(router.match('GET', '/v1/things/special/')?.route.operationId).toBe('Things_special');
  });

  it('has no pathParameters for routes without parameters', () => {
    const match = router.match('POST', '/v1/things/');
    expect(match?.routeKey).toBe('POST /v1/things');
    expect(match).not.toHaveProperty('pathParameters');
  });

  it('supports greedy {name+} parameters', () => {
    expect(router.match('GET', '/v1/files/a/b/c.pdf')?.pathParameters).toEqual({ key: 'a/b/c.pdf' });
  });

  it('leaves other methods, unknown paths and empty segments to the $default route', () => {
    expect(router.match('DELETE', '/v1/things/abc')).toBeUndefined();
    expect(router.match('GET', '/v1/things')).toBeUndefined();
    expect(router.match('GET', '/v1/things//')).toBeUndefined();
    expect(router.match('GET', '/v1/things/abc/extra')).toBeUndefined();
    expect(router.match('GET', '/v2/things/abc')).toBeUndefined();
  });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(url: string, options: { method?: string; path: string; headers?: Record<string, string | string[]>; body?: Buffer | string }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${options.path}`, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const echoed = (answer: RawAnswer): { event: APIGatewayProxyEventV2; context: { functionName: string; awsRequestId: string; remainingMs: number } } =>
  JSON.parse(answer.body.toString());

describe('the bridge with a fake operation table', () => {
  let server: RunningServer;
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      quiet: true,
      operations: FAKE_TABLE,
      fallbackHandler: ECHO,
      logError: (line) => errors.push(line),
    });
  });
  afterAll(() => server.close());

  it('builds a payload 2.0 event like API Gateway', async () => {
    const answer = await raw(server.url, {
      path: '/v1/things/th%C3%A9-1/?tag=a&tag=b&q=x%20y&empty=',
      headers: { 'X-Multi': ['one', 'two'], Cookie: 'session=abc; theme=dark', 'User-Agent': 'jest-agent' },
    });
    expect(answer.status).toBe(200);
    const { event, context } = echoed(answer);
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /v1/things/{thing_id}',
      rawPath: '/v1/things/th%C3%A9-1/',
      rawQueryString: 'tag=a&tag=b&q=x%20y&empty=',
      queryStringParameters: { tag: 'a,b', q: 'x y', empty: '' },
      pathParameters: { thing_id: 'thé-1' },
      cookies: ['session=abc', 'theme=dark'],
      isBase64Encoded: false,
      requestContext: {
        accountId: expect.any(String),
        apiId: expect.any(String),
        domainName: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
        http: { method: 'GET', path: '/v1/things/th%C3%A9-1/', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest-agent' },
        routeKey: 'GET /v1/things/{thing_id}',
        stage: '$default',
        time: expect.stringMatching(/^\d{2}\/\w{3}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/),
        timeEpoch: expect.any(Number),
      },
    });
    expect(event.headers['x-multi']).toBe('one,two');
    expect(event.headers['user-agent']).toBe('jest-agent');
    expect(event.headers).not.toHaveProperty('cookie');
    expect(event.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(event.body).toBeUndefined();
    expect(event.requestContext.requestId).toBe(context.awsRequestId);
    expect(context.functionName).toBe('Things_get');
    expect(context.remainingMs).toBeGreaterThan(20_000);
  });

  it('passes text bodies as text and other bodies base64-encoded', async () => {
    const json = echoed(await raw(server.url, { method: 'POST', path: '/v1/things', headers: { 'content-type': 'application/json' }, body: '{"a":"é"}' }));
    expect(json.event).toMatchObject({ body: '{"a":"é"}', isBase64Encoded: false, routeKey: 'POST /v1/things' });
    expect(json.event).not.toHaveProperty('queryStringParameters');

    const form = echoed(await raw(server.url, { method: 'POST', path: '/v1/things/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1&b=2' }));
    expect(form.event).toMatchObject({ body: 'a=1&b=2', isBase64Encoded: false });

    const bytes = Buffer.from([0, 159, 146, 150, 255]);
    const binary = echoed(await raw(server.url, { method: 'POST', path: '/v1/things', headers: { 'content-type': 'application/pdf' }, body: bytes }));
    expect(binary.event.isBase64Encoded).toBe(true);
    expect(Buffer.from(binary.event.body!, 'base64')).toEqual(bytes);
  });

  it('writes status, headers, cookies and base64 bodies back', async () => {
    const answer = await raw(server.url, { path: '/v1/things/x', headers: { 'x-echo-mode': 'binary' } });
    expect(answer.status).toBe(201);
    expect(answer.headers['x-answer']).toBe('yes');
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; HttpOnly']);
    expect(answer.body).toEqual(Buffer.from([0, 1, 2, 255]));
  });

  it('sends unmatched requests to the $default route', async () => {
    const answer = echoed(await raw(server.url, { method: 'DELETE', path: '/v1/nothing/here?a=1' }));
    expect(answer.event.routeKey).toBe('$default');
    expect(answer.event.requestContext.routeKey).toBe('$default');
    expect(answer.event).not.toHaveProperty('pathParameters');
    expect(answer.context.functionName).toBe('Fallback');
  });

  it('refuses bodies over 10 MiB with 413 without invoking a handler', async () => {
    const before = globalThis.__echoCalls ?? 0;
    const answer = await raw(server.url, {
      method: 'POST',
      path: '/v1/things',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(MAX_REQUEST_BODY_BYTES + 1),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body.toString())).toEqual({ error_type: 'code', code: 'payload_too_large', message: 'Request body too large' });
    expect(globalThis.__echoCalls ?? 0).toBe(before);

    // Exactly 10 MiB still goes through.
    const fits = await raw(server.url, {
      method: 'POST',
      path: '/v1/things',
      headers: { 'content-type': 'application/octet-stream', 'x-echo-mode': 'binary' },
      body: Buffer.alloc(MAX_REQUEST_BODY_BYTES),
    });
    expect(fits.status).toBe(201);
  });

  it('refuses an oversized chunked body too', async () => {
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      const req = httpRequest(`${server.url}/v1/things`, { method: 'POST', headers: { 'content-type': 'text/plain' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      const chunk = Buffer.alloc(1024 * 1024, 97);
      for (let i = 0; i < 11; i++) req.write(chunk);
      req.end();
    });
    expect(answer.status).toBe(413);
  });

  it('answers CORS preflights itself and puts its CORS headers on cross-origin answers', async () => {
    const before = globalThis.__echoCalls ?? 0;
    const preflight = await raw(server.url, {
      method: 'OPTIONS',
      path: '/v1/things/x',
      headers: { origin: 'https://console.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': expect.stringContaining('DELETE'),
      'access-control-allow-headers': expect.stringContaining('authorization'),
      'access-control-max-age': '86400',
    });
    expect(globalThis.__echoCalls ?? 0).toBe(before);

    const crossOrigin = await raw(server.url, { path: '/v1/things/x', headers: { origin: 'https://console.example' } });
    expect(crossOrigin.headers['access-control-allow-origin']).toBe('*');
    expect(crossOrigin.headers['access-control-expose-headers']).toContain('x-request-id');
    const sameOrigin = await raw(server.url, { path: '/v1/things/x' });
    expect(sameOrigin.headers).not.toHaveProperty('access-control-allow-origin');
  });

  it('answers 500 in the catalogue shape when a handler throws or is missing', async () => {
    const thrown = await raw(server.url, { path: '/v1/things/x', headers: { 'x-echo-mode': 'throw' } });
    expect(thrown.status).toBe(500);
    expect(JSON.parse(thrown.body.toString())).toEqual({ error_type: 'code', code: 'internal_server_error', message: 'Internal Server Error' });
    const missing = await raw(server.url, { path: '/v1/missing' });
    expect(missing.status).toBe(500);
    expect(errors.join('\n')).toMatch(/echo handler asked to throw|does-not-exist/);
  });
});
