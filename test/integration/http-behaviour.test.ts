/**
 * Behaviour every route shares: unknown paths, wrong methods, size limits, malformed bodies,
 * request ids, security headers, CORS and a 500 that never leaks internals.
 */
import type { Context } from 'aws-lambda';
import { defineOperation } from '#schemas/operation';
import { apiHandler } from '#platform/http/http';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { registerOrganisation } from '../helpers/factories.ts';
import { leaveKeyInProgress } from '../helpers/idempotency.ts';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

describe('routing', () => {
  it('answers 404 resource_not_found for an unknown path', async () => {
    const answer = await api.json('GET', '/v1/nothing/here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error_type: 'code', code: 'resource_not_found', message: 'Resource Not Found' });
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const answer = await api.json('DELETE', '/v1/organisations/');
    expect(answer.status).toBe(405);
    expect(answer.body.code).toBe('method_not_allowed');
    expect(answer.headers.get('allow')).toBe('GET');
  });

  it('answers a CORS preflight', async () => {
    const answer = await api.request('OPTIONS', '/v1/organisations/', {
      headers: { origin: 'https://console.khanya.example', 'access-control-request-method': 'GET' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*'); // CORS_ALLOWED_ORIGINS is unset here: any origin
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });
});

describe('bodies', () => {
  it('answers 413 for a body over the limit', async () => {
    const answer = await api.request('POST', '/v1/in/organisations/register', {
      body: JSON.stringify({ name_slug: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('payload_too_large');
  });

  it('answers 422 json_invalid for malformed JSON (not 415 or 500)', async () => {
    const answer = await api.request('POST', '/v1/in/organisations/register', { body: '{"name_slug": ', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(422);
    expect(answer.body.detail[0]).toMatchObject({ loc: ['body', expect.any(Number)], msg: 'JSON decode error', type: 'json_invalid' });
  });

  it('answers 422 "Field required" for a missing body', async () => {
    const answer = await api.request('POST', '/v1/in/organisations/register', { headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toEqual([{ loc: ['body'], msg: 'Field required', type: 'missing' }]);
  });

  it('answers 415 for a body type the operation cannot read', async () => {
    const answer = await api.request('POST', '/v1/in/organisations/register', { body: '<xml/>', headers: { 'content-type': 'application/xml' } });
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe('unsupported_media_type');
  });
});

describe('headers', () => {
  it('echoes a caller X-Request-Id, or makes one, on success and on error', async () => {
    const org = await registerOrganisation(api);
    const mine = await api.json('GET', '/v1/organisations/', undefined, { token: org.apiToken, headers: { 'x-request-id': 'lender-trace-42' } });
    expect(mine.headers.get('x-request-id')).toBe('lender-trace-42');
    const made = await api.json('GET', '/v1/organisations/');
    expect(made.status).toBe(401);
    expect(made.headers.get('x-request-id')).toMatch(/\S{8,}/);
  });

  it('sets security headers and no-store caching', async () => {
    const answer = await api.json('GET', '/v1/nothing');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('idempotent replays', () => {
  const outerHeaders = (answer: { headers: Headers }) => ({
    'x-request-id': answer.headers.get('x-request-id'),
    'content-security-policy': answer.headers.get('content-security-policy'),
    'x-content-type-options': answer.headers.get('x-content-type-options'),
    'x-frame-options': answer.headers.get('x-frame-options'),
    'strict-transport-security': answer.headers.get('strict-transport-security'),
    'cache-control': answer.headers.get('cache-control'),
    'content-type': answer.headers.get('content-type'),
  });

  it.each([
    ['a success', '/v1/applications/applicants/', {}, 201],
    ['a catalogue error (no default config yet)', '/v1/applications/', { applicant_id: 'a'.repeat(24) }, 400],
  ])('of %s keep the status and body and get the same outer headers as a fresh answer, with the replay\'s request id', async (_kind, path, body, status) => {
    const org = await registerOrganisation(api);
    const key = `replay-${Math.random().toString(36).slice(2)}`;
    const send = (requestId: string) =>
      api.json('POST', path, body, { token: org.apiToken, headers: { 'idempotency-key': key, 'x-request-id': requestId } });
    const first = await send('first-request-1');
    const replay = await send('replayed-request-2');
    expect(first.status).toBe(status);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect({ status: replay.status, body: replay.body }).toEqual({ status: first.status, body: first.body });
    expect(outerHeaders(first)).toEqual({
      'x-request-id': 'first-request-1',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'strict-transport-security': expect.stringContaining('max-age='),
      'cache-control': 'no-store',
      'content-type': 'application/json',
    });
    expect(outerHeaders(replay)).toEqual({ ...outerHeaders(first), 'x-request-id': 'replayed-request-2' });
  });
});

describe('a key whose first run died', () => {
  it('is taken over once its lock is abandoned: of two retries at once one runs, and its answer is the key\'s', async () => {
    const org = await registerOrganisation(api);
    const key = `killed-${Math.random().toString(36).slice(2)}`;
    const body = { first_name: 'Ayanda' };
    const path = '/v1/applications/applicants/';
    // What a run killed at its timeout leaves: the lock and no answer.
    const killedRun = (abandonedAt: number) => leaveKeyInProgress(org.id, key, 'Applications_submitApplicant', body, abandonedAt);
    const send = () => api.json('POST', path, body, { token: org.apiToken, headers: { 'idempotency-key': key } });
    await killedRun(Math.floor(Date.now() / 1000) + 30);
    expect((await send()).body.code).toBe('idempotency_in_progress');
    await killedRun(Math.floor(Date.now() / 1000) - 1);
    const [first, second] = await Promise.all([send(), send()]);
    const ran = [first, second].filter((answer) => answer.status === 201 && answer.headers.get('idempotent-replayed') === null);
    expect(ran).toHaveLength(1);
    for (const answer of [first, second]) expect([201, 409]).toContain(answer.status);
    const replay = await send();
    expect([replay.status, replay.headers.get('idempotent-replayed'), replay.body]).toEqual([201, 'true', ran[0]!.body]);
  });
});

describe('unexpected failures', () => {
  const broken = defineOperation({
    operationId: 'Test_broken',
    method: 'GET',
    path: '/v1/test/broken',
    summary: 'Always fails',
    tags: ['test'],
    handler: 'test/none.ts',
    auth: null,
    success: { status: 200, description: 'never' },
    errors: [],
  });
  const handler = apiHandler(broken, async () => {
    throw new Error('connection string postgres://admin:hunter2@db');
  });

  it('answer 500 with a fixed message and the request id, never the details', async () => {
    const context = { awsRequestId: 'aws-req-1', functionName: 'Test_broken', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
    const event = {
      version: '2.0', routeKey: 'GET /v1/test/broken', rawPath: '/v1/test/broken', rawQueryString: '', headers: {}, isBase64Encoded: false,
      requestContext: { requestId: 'req-500', http: { method: 'GET', path: '/v1/test/broken', sourceIp: '127.0.0.1' } },
    };
    const answer = await handler(event as never, context);
    expect(answer.statusCode).toBe(500);
    expect(JSON.parse(answer.body!)).toEqual({ error_type: 'code', code: 'internal_server_error', message: 'Internal Server Error', request_id: 'req-500' });
    expect(answer.body).not.toContain('hunter2');
    expect(answer.headers?.['x-request-id']).toBe('req-500');
  });
});

describe('validation details', () => {
  it('say "Field required" only for absent fields, and name the expected type otherwise', async () => {
    const answer = await api.json('POST', '/v1/in/organisations/register', { name_slug: 'ok-slug', email: 'a@b.khanya.example', password: 12345 });
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toEqual([{ loc: ['body', 'password'], msg: 'Invalid input: expected string, received number', type: 'string_type' }]);
  });
});
