/**
 * Outbound webhooks end to end against the emulators: endpoints through the API, deliveries
 * through this file's own webhook queue and the real worker, to a receiver on this machine that
 * verifies every request with the `standardwebhooks` package, as a lender's would. Retry delays
 * are scaled down (WEBHOOK_RETRY_SCALE) so a retry takes a second, not minutes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#platform/clients/dynamodb';
import { sqs } from '#platform/clients/sqs';
import { ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { keys } from '#platform/repositories/table-design';
import { attemptDelivery } from '#platform/services/webhook-delivery';
import { deliveryIdFor, MAX_ATTEMPTS, webhookEvent } from '#core/webhooks';
import { createDelivery, deliveriesCreatedSince, getDelivery } from '#platform/repositories/webhooks';
import type { WebhookEvent } from '#schemas/webhooks';
import { mailsTo } from '../helpers/outbox.ts';
import { publishEvent } from '#platform/services/webhooks';
import { generatePersona, toByodPayload } from '#core/personas/index';
import { acceptLegalDocuments, applicantPersonalInfo } from '../helpers/applicant.ts';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createApplication, createConfig, WITH_PERSONAL_INFO } from '../helpers/lending.ts';
import { startTestServer, type AnyJson, type TestServer } from '../helpers/server.ts';
import { startFileWorkers, type FileWorkers } from '../helpers/workers.ts';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A lender's receiver: answers `plan` status codes in turn (then 200), keeps every request. */
class Receiver {
  readonly requests: Received[] = [];
  plan: number[] = [];
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.requests.push({ headers: request.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
        const status = this.plan.shift() ?? 200;
        response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : `not now (${status})`);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/hooks`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  async waitFor(count: number, timeoutMs = 20_000): Promise<Received[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.requests.length < count) {
      if (Date.now() > deadline) throw new Error(`receiver got ${this.requests.length} of ${count} requests`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.requests;
  }
}

let api: TestServer;
let workers: FileWorkers;
let org: TestOrganisation;
let other: TestOrganisation;
let receiver: Receiver;

beforeAll(async () => {
  process.env.WEBHOOK_RETRY_SCALE = '0.01';
  api = await startTestServer();
  workers = await startFileWorkers('webhooks');
  org = await registerOrganisation(api, 'webhooks');
  other = await registerOrganisation(api, 'webhooks-other');
}, 60_000);
afterAll(async () => {
  delete process.env.WEBHOOK_RETRY_SCALE;
  await workers?.stop();
  await api?.close();
});
beforeEach(async () => {
  receiver = new Receiver();
  await receiver.start();
});
afterEach(() => receiver.stop());

const createEndpoint = (body: AnyJson, token = org.apiToken) => api.json('POST', '/v1/webhooks/endpoints', body, { token });
const deliveries = async (endpointId: string) => (await api.json('GET', `/v1/webhooks/endpoints/${endpointId}/deliveries`, undefined, { token: org.apiToken })).body as AnyJson[];

/** Verifies like a lender's receiver: throws on a bad signature or an old timestamp; answers the event. */
function verified(secret: string, request: Received): AnyJson {
  return new Webhook(secret).verify(request.body, request.headers) as AnyJson;
}

/** A pending delivery of a fresh event with no queue message: the test makes its attempts itself. */
async function unqueuedDelivery(organisationId: string, endpointId: string, source: string): Promise<WebhookEvent> {
  const now = new Date().toISOString();
  const event = webhookEvent({ type: 'bank_connection.analysed', organisationId, applicationId: '0123456789abcdef01234567', at: now, source });
  const created = await createDelivery({ id: deliveryIdFor(event, endpointId), organisation: organisationId, endpoint_id: endpointId, event, status: 'pending', attempts: [], next_attempt_at: now, sending_until: null, created_at: now });
  expect(created).not.toBeNull();
  // Kept 30 days, then DynamoDB's TTL removes it (a disabled endpoint's unsent log does not grow for ever).
  expect((await getDelivery(organisationId, created!.id))?.expiresAt).toBe(Math.floor(Date.parse(now) / 1000) + 30 * 24 * 3600);
  return event;
}

async function settled(endpointId: string, count = 1, timeoutMs = 20_000): Promise<AnyJson[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await deliveries(endpointId);
    if (list.length >= count && list.every((delivery) => delivery.status !== 'pending')) return list;
    if (Date.now() > deadline) throw new Error(`deliveries never settled: ${JSON.stringify(list.map((d) => [d.status, d.attempts.length]))}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('endpoints', () => {
  it('create answers the whsec_ secret once; list and get never show it; another organisation gets 404 webhook_id_not_found', async () => {
    const created = await createEndpoint({ url: receiver.url, event_types: ['application.completed', 'bank_connection.analysed'], description: 'Loan system' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: receiver.url, event_types: ['application.completed', 'bank_connection.analysed'], description: 'Loan system', disabled: false, status: 'enabled', failing_since: null });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = await api.json('GET', '/v1/webhooks/endpoints', undefined, { token: org.apiToken });
    expect(listed.status).toBe(200);
    expect(listed.body.map((endpoint: AnyJson) => endpoint.id)).toContain(created.body.id);
    expect(JSON.stringify(listed.body)).not.toContain('whsec_');
    const read = await api.json('GET', `/v1/webhooks/endpoints/${created.body.id}`, undefined, { token: org.apiToken });
    expect(read.body).not.toHaveProperty('secret');
    for (const [method, path] of [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['POST', '/rotate_secret'],
      ['POST', '/test'],
      ['GET', '/deliveries'],
    ] as const) {
      const answer = await api.json(method, `/v1/webhooks/endpoints/${created.body.id}${path}`, method === 'PATCH' ? { disabled: true } : undefined, { token: other.apiToken });
      expect([method, path, answer.status, answer.body.code]).toEqual([method, path, 404, 'webhook_id_not_found']);
    }
    expect((await api.json('GET', `/v1/webhooks/endpoints/${created.body.id}`, undefined, { token: org.apiToken })).body.disabled).toBe(false);
  });

  it('refuses a URL that is not https (locally, http to this machine is allowed), an unknown event type, and no token', async () => {
    for (const url of ['ftp://files.khanya.example/x', 'http://loans.khanya.example/hooks', 'not a url', 'https://user:pw@loans.khanya.example/']) {
      const answer = await createEndpoint({ url });
      expect([url, answer.status, answer.body.code]).toEqual([url, 400, 'invalid_webhook_url']);
    }
    const unknownType = await createEndpoint({ url: receiver.url, event_types: ['application.exploded'] });
    expect(unknownType.status).toBe(422);
    expect((await api.json('POST', '/v1/webhooks/endpoints', { url: receiver.url })).status).toBe(401);
  });
});

describe('delivery', () => {
  it('a test event arrives signed (Standard Webhooks), and the log shows the attempt', async () => {
    const { body: endpoint } = await createEndpoint({ url: receiver.url });
    const queued = await api.json('POST', `/v1/webhooks/endpoints/${endpoint.id}/test`, undefined, { token: org.apiToken });
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ endpoint_id: endpoint.id, event_type: 'webhook.test', status: 'pending' });
    const [request] = await receiver.waitFor(1);
    const event = verified(endpoint.secret, request!);
    expect(event).toMatchObject({ id: queued.body.event_id, type: 'webhook.test', organisation_id: org.id, application_id: null, api_version: expect.any(String) });
    expect(request!.headers['webhook-id']).toBe(queued.body.event_id);
    // Another secret does not verify it.
    expect(() => verified(`whsec_${Buffer.alloc(24, 7).toString('base64')}`, request!)).toThrow();
    const [delivery] = await settled(endpoint.id);
    expect(delivery).toMatchObject({ id: queued.body.id, status: 'succeeded', next_attempt_at: null });
    expect(delivery!.attempts).toEqual([expect.objectContaining({ status_code: 200, response_body: 'ok', error: null })]);
  });

  it('a receiver that fails 3 times then succeeds gets the event accepted exactly once, every attempt with the same webhook-id', async () => {
    const { body: endpoint } = await createEndpoint({ url: receiver.url });
    receiver.plan = [500, 503, 429];
    const queued = await api.json('POST', `/v1/webhooks/endpoints/${endpoint.id}/test`, undefined, { token: org.apiToken });
    const requests = await receiver.waitFor(4, 30_000);
    expect(new Set(requests.map((request) => request.headers['webhook-id']))).toEqual(new Set([queued.body.event_id]));
    for (const request of requests) expect(verified(endpoint.secret, request).id).toBe(queued.body.event_id);
    const [delivery] = await settled(endpoint.id);
    expect(delivery!.status).toBe('succeeded');
    expect(delivery!.attempts.map((attempt: AnyJson) => attempt.status_code)).toEqual([500, 503, 429, 200]);
    // Nothing more arrives: accepted once.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.requests).toHaveLength(4);
    // While it was failing the endpoint said so; the success cleared it.
    expect((await api.json('GET', `/v1/webhooks/endpoints/${endpoint.id}`, undefined, { token: org.apiToken })).body).toMatchObject({ status: 'enabled', failing_since: null });
  }, 40_000);

  it('one message handled twice at once (a redelivery) sends once', async () => {
    const { body: endpoint } = await createEndpoint({ url: receiver.url, event_types: ['bank_connection.analysed'] });
    // Created without a queue message, so only this test handles it (the file's worker would race it).
    const event = await unqueuedDelivery(org.id, endpoint.id, 'twice-at-once');
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ event_id: event.id, status: 'pending' });
    const message = { organisation: org.id, delivery: delivery!.id, attempts: 0 };
    const outcomes = await Promise.all([attemptDelivery(message), attemptDelivery(message), attemptDelivery(message)]);
    expect([...outcomes].sort()).toEqual(['sent', 'skipped', 'skipped']);
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'skipped')).toHaveLength(2);
    expect(receiver.requests).toHaveLength(1);
    // A late copy after it was sent does nothing either.
    expect(await attemptDelivery(message)).toBe('skipped');
    expect(receiver.requests).toHaveLength(1);
  });

  it('publishing the same happening twice (also at once) makes one delivery per endpoint; an endpoint filtering it out gets none, a disabled one keeps it unsent for a replay', async () => {
    const { body: wanted } = await createEndpoint({ url: receiver.url, event_types: ['application.completed'] });
    const { body: filtered } = await createEndpoint({ url: receiver.url, event_types: ['bill.paid'] });
    const { body: disabled } = await createEndpoint({ url: receiver.url });
    expect((await api.json('PATCH', `/v1/webhooks/endpoints/${disabled.id}`, { disabled: true }, { token: org.apiToken })).body.status).toBe('disabled');
    const happening = { type: 'application.completed' as const, organisationId: org.id, applicationId: '0123456789abcdef01234568', at: new Date().toISOString(), source: 'completed-once' };
    const events = await Promise.all([publishEvent(happening), publishEvent(happening), publishEvent(happening)]);
    expect(new Set(events.map((event) => event.id)).size).toBe(1);
    await publishEvent(happening);
    await settled(wanted.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await deliveries(wanted.id)).toHaveLength(1);
    expect(await deliveries(filtered.id)).toHaveLength(0);
    const unsent = await deliveries(disabled.id);
    expect(unsent).toEqual([expect.objectContaining({ event_id: events[0]!.id, status: 'failed', next_attempt_at: null, attempts: [expect.objectContaining({ status_code: null, error: 'Endpoint disabled' })] })]);
    expect(receiver.requests.map((request) => JSON.parse(request.body).id)).toEqual([events[0]!.id]);

    // Enabled again, a replay since before it was disabled sends what it missed, once.
    expect((await api.json('PATCH', `/v1/webhooks/endpoints/${disabled.id}`, { disabled: false }, { token: org.apiToken })).body.status).toBe('enabled');
    const replay = await api.json('POST', `/v1/webhooks/endpoints/${disabled.id}/replay`, { since: new Date(Date.now() - 60_000).toISOString() }, { token: org.apiToken });
    expect(replay.body).toEqual({ replayed: 1 });
    await receiver.waitFor(2);
    expect(receiver.requests.map((request) => JSON.parse(request.body).id)).toEqual([events[0]!.id, events[0]!.id]);
  });

  it('a test event is sent to a disabled endpoint too (to check it before enabling it)', async () => {
    const { body: endpoint } = await createEndpoint({ url: receiver.url });
    expect((await api.json('PATCH', `/v1/webhooks/endpoints/${endpoint.id}`, { disabled: true }, { token: org.apiToken })).body.status).toBe('disabled');
    const queued = await api.json('POST', `/v1/webhooks/endpoints/${endpoint.id}/test`, undefined, { token: org.apiToken });
    const [request] = await receiver.waitFor(1);
    expect(verified(endpoint.secret, request!)).toMatchObject({ id: queued.body.event_id, type: 'webhook.test' });
    expect((await settled(endpoint.id))[0]).toMatchObject({ status: 'succeeded' });
  });
});

describe('an endpoint that keeps failing', () => {
  it('a failed attempt marks a healthy endpoint failing from that moment (it held failing_since null); a later failure keeps the first moment', async () => {
    const lender = await registerOrganisation(api, 'webhooks-firstfail');
    const { body: endpoint } = await createEndpoint({ url: receiver.url }, lender.apiToken);
    expect(endpoint).toMatchObject({ status: 'enabled', failing_since: null });
    await unqueuedDelivery(lender.id, endpoint.id, 'first-failure');
    const [delivery] = (await api.json('GET', `/v1/webhooks/endpoints/${endpoint.id}/deliveries`, undefined, { token: lender.apiToken })).body as AnyJson[];
    const before = Date.now();
    receiver.plan = [500, 502];
    expect(await attemptDelivery({ organisation: lender.id, delivery: delivery!.id, attempts: 0 })).not.toBe('sent');
    const failing = (await api.json('GET', `/v1/webhooks/endpoints/${endpoint.id}`, undefined, { token: lender.apiToken })).body;
    expect(failing).toMatchObject({ status: 'failing', disabled: false, failing_since: expect.any(String) });
    expect(Date.parse(failing.failing_since)).toBeGreaterThanOrEqual(before - 1000);
    expect(await attemptDelivery({ organisation: lender.id, delivery: delivery!.id, attempts: 1 })).not.toBe('sent');
    expect((await api.json('GET', `/v1/webhooks/endpoints/${endpoint.id}`, undefined, { token: lender.apiToken })).body.failing_since).toBe(failing.failing_since);
  });

  it('its last attempt fails the delivery; after 5 days of failures the endpoint is disabled and the organisation told by e-mail', async () => {
    const lender = await registerOrganisation(api, 'webhooks-failing');
    const { body: endpoint } = await createEndpoint({ url: receiver.url }, lender.apiToken);
    await unqueuedDelivery(lender.id, endpoint.id, 'failing');
    const [delivery] = (await api.json('GET', `/v1/webhooks/endpoints/${endpoint.id}/deliveries`, undefined, { token: lender.apiToken })).body as AnyJson[];
    // Every attempt but the last made already, the endpoint failing for 6 days (no test waits that long).
    const earlier = Array.from({ length: MAX_ATTEMPTS - 1 }, () => ({ at: new Date().toISOString(), status_code: 500, duration_ms: 3, response_body: 'down', error: null }));
    await dynamo.send(new UpdateCommand({ TableName: process.env.TABLE_NAME, Key: keys.webhookDelivery(lender.id, delivery!.id), UpdateExpression: 'SET attempts = :a', ExpressionAttributeValues: { ':a': earlier } }));
    const sixDaysAgo = new Date(Date.now() - 6 * 24 * 3600 * 1000).toISOString();
    await dynamo.send(new UpdateCommand({ TableName: process.env.TABLE_NAME, Key: keys.webhookEndpoint(lender.id, endpoint.id), UpdateExpression: 'SET failing_since = :s', ExpressionAttributeValues: { ':s': sixDaysAgo } }));
    receiver.plan = [503];
    expect(await attemptDelivery({ organisation: lender.id, delivery: delivery!.id, attempts: MAX_ATTEMPTS - 1 })).toBe('failed');
    const log = (await api.json('GET', `/v1/webhooks/endpoints/${endpoint.id}/deliveries`, undefined, { token: lender.apiToken })).body as AnyJson[];
    expect(log[0]).toMatchObject({ status: 'failed', next_attempt_at: null });
    expect(log[0]!.attempts).toHaveLength(MAX_ATTEMPTS);
    // Reported once on the dead-letter queue (its alarm), also when the last message is redelivered.
    expect(await attemptDelivery({ organisation: lender.id, delivery: delivery!.id, attempts: MAX_ATTEMPTS - 1 })).toBe('skipped');
    const dead = await sqs.send(new ReceiveMessageCommand({ QueueUrl: workers.webhookDlqUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
    const ours = (dead.Messages ?? []).map((message) => JSON.parse(message.Body!)).filter((message) => message.delivery === delivery!.id);
    expect(ours).toEqual([{ organisation: lender.id, delivery: delivery!.id, attempts: MAX_ATTEMPTS, reason: `No 2xx after ${MAX_ATTEMPTS} attempts` }]);
    expect((await api.json('GET', `/v1/webhooks/endpoints/${endpoint.id}`, undefined, { token: lender.apiToken })).body).toMatchObject({ status: 'disabled', disabled: true, failing_since: sixDaysAgo });
    const [told] = mailsTo(lender.email);
    expect(told?.raw).toContain('Subject: Khanya disabled a webhook endpoint that kept failing');
    expect(told?.text).toContain(receiver.url);
    // Enabled again, it is not failing any more and gets events.
    const enabled = await api.json('PATCH', `/v1/webhooks/endpoints/${endpoint.id}`, { disabled: false }, { token: lender.apiToken });
    expect(enabled.body).toMatchObject({ status: 'enabled', failing_since: null });
  });
});

describe('secrets and replays', () => {
  it('after a rotation both the old and the new secret verify for the overlap; the new secret is shown once', async () => {
    const { body: endpoint } = await createEndpoint({ url: receiver.url });
    const rotated = await api.json('POST', `/v1/webhooks/endpoints/${endpoint.id}/rotate_secret`, undefined, { token: org.apiToken });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    await api.json('POST', `/v1/webhooks/endpoints/${endpoint.id}/test`, undefined, { token: org.apiToken });
    const [request] = await receiver.waitFor(1);
    expect(request!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verified(endpoint.secret, request!).type).toBe('webhook.test');
    expect(verified(rotated.body.secret, request!).type).toBe('webhook.test');
  });

  it('replays one delivery (same event id, a new delivery) and everything since a time', async () => {
    const { body: endpoint } = await createEndpoint({ url: receiver.url });
    const first = (await api.json('POST', `/v1/webhooks/endpoints/${endpoint.id}/test`, undefined, { token: org.apiToken })).body;
    const second = (await api.json('POST', `/v1/webhooks/endpoints/${endpoint.id}/test`, undefined, { token: org.apiToken })).body;
    await receiver.waitFor(2);
    await settled(endpoint.id, 2);
    const replay = await api.json('POST', `/v1/webhooks/deliveries/${first.id}/replay`, undefined, { token: org.apiToken });
    expect(replay.status).toBe(202);
    expect(replay.body).toMatchObject({ event_id: first.event_id, status: 'pending' });
    expect(replay.body.id).not.toBe(first.id);
    await receiver.waitFor(3);
    expect(receiver.requests[2]!.headers['webhook-id']).toBe(first.event_id);
    const since = await api.json('POST', `/v1/webhooks/endpoints/${endpoint.id}/replay`, { since: new Date(Date.now() - 60_000).toISOString() }, { token: org.apiToken });
    expect([since.status, since.body]).toEqual([202, { replayed: 2 }]);
    await receiver.waitFor(5);
    expect(receiver.requests.slice(3).map((request) => request.headers['webhook-id']).sort()).toEqual([first.event_id, second.event_id].sort());
    const unknown = await api.json('POST', '/v1/webhooks/deliveries/0123456789abcdef01234569/replay', undefined, { token: org.apiToken });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'webhook_id_not_found']);
    const foreign = await api.json('POST', `/v1/webhooks/deliveries/${first.id}/replay`, undefined, { token: other.apiToken });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'webhook_id_not_found']);
  });

  it('the log and replays follow when each delivery was created: an event published late (its `at` older than one delivered) is listed first, pages by cursor, and is in a replay since the delivered one', async () => {
    // Only application.expired, which no other test here publishes to this organisation: the log holds this test's deliveries alone.
    const { body: endpoint } = await createEndpoint({ url: receiver.url, event_types: ['application.expired'] });
    const expired = (applicationId: string, at: string, source: string) => publishEvent({ type: 'application.expired', organisationId: org.id, applicationId, at, source });
    const onTime = await expired('0123456789abcdef0123456c', new Date().toISOString(), 'expired-on-time');
    await receiver.waitFor(1);
    const [delivered] = await settled(endpoint.id, 1);
    // A sweep publishes an expiry ten minutes after the moment it describes, after the other was delivered.
    const late = await expired('0123456789abcdef0123456d', new Date(Date.parse(delivered!.created_at) - 10 * 60_000).toISOString(), 'expired-late');
    await receiver.waitFor(2);
    const log = await settled(endpoint.id, 2);
    expect(log.map((delivery) => delivery.event_id)).toEqual([late.id, onTime.id]);
    const [lateDelivery, onTimeDelivery] = log as [AnyJson, AnyJson];
    expect(Date.parse(lateDelivery.created_at)).toBeGreaterThan(Date.parse(onTimeDelivery.created_at));
    // Delivery ids follow the event's time, so an order by id would put the late one last.
    expect(lateDelivery.id < onTimeDelivery.id).toBe(true);

    const page = (query: string) => api.json('GET', `/v1/webhooks/endpoints/${endpoint.id}/deliveries?${query}`, undefined, { token: org.apiToken });
    const first = await page('limit=1');
    expect([first.body.map((delivery: AnyJson) => delivery.id), first.headers.get('x-next-cursor')]).toEqual([[lateDelivery.id], lateDelivery.id]);
    const second = await page(`limit=1&starting_after=${lateDelivery.id}`);
    expect([second.body.map((delivery: AnyJson) => delivery.id), second.headers.get('x-next-cursor')]).toEqual([[onTimeDelivery.id], onTimeDelivery.id]);
    const third = await page(`limit=1&starting_after=${onTimeDelivery.id}`);
    expect([third.status, third.body, third.headers.get('x-next-cursor')]).toEqual([200, [], null]);
    // A cursor that is no delivery of this endpoint has no place in its log.
    expect((await page('starting_after=0123456789abcdef0123456e')).body).toEqual([]);

    // Since the delivered one's creation (inclusive, to the millisecond, whatever offset it is written in): both, oldest created first.
    const inSast = (iso: string) => new Date(Date.parse(iso) + 2 * 3600_000).toISOString().replace('Z', '+02:00');
    expect((await deliveriesCreatedSince(org.id, endpoint.id, inSast(onTimeDelivery.created_at))).map((delivery) => delivery.id)).toEqual([onTimeDelivery.id, lateDelivery.id]);
    const replay = await api.json('POST', `/v1/webhooks/endpoints/${endpoint.id}/replay`, { since: inSast(onTimeDelivery.created_at) }, { token: org.apiToken });
    expect([replay.status, replay.body]).toEqual([202, { replayed: 2 }]);
    await receiver.waitFor(4);
    expect(receiver.requests.slice(2).map((request) => request.headers['webhook-id']).sort()).toEqual([onTime.id, late.id].sort());
    // A millisecond later the delivered one is out and the late one still in (the replays just made are not replayed).
    const justAfter = new Date(Date.parse(onTimeDelivery.created_at) + 1).toISOString();
    expect((await api.json('POST', `/v1/webhooks/endpoints/${endpoint.id}/replay`, { since: justAfter }, { token: org.apiToken })).body).toEqual({ replayed: 1 });
    await receiver.waitFor(5);
    expect(receiver.requests[4]!.headers['webhook-id']).toBe(late.id);

    // A delivery indexed before this order (gsi1sk its bare id, as a persisted local table keeps
    // some) reads as older than every delivery since, and a replay since a time leaves it out.
    const stored = (await getDelivery(org.id, onTimeDelivery.id))!;
    const legacyId = `${Math.floor(Date.now() / 1000).toString(16)}${'0'.repeat(16)}`;
    await dynamo.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: { ...stored, ...keys.webhookDelivery(org.id, legacyId), id: legacyId, gsi1sk: legacyId } }));
    const all = (await api.json('GET', `/v1/webhooks/endpoints/${endpoint.id}/deliveries`, undefined, { token: org.apiToken })).body as AnyJson[];
    expect(all.map((delivery) => delivery.id).slice(-3)).toEqual([lateDelivery.id, onTimeDelivery.id, legacyId]);
    expect((await deliveriesCreatedSince(org.id, endpoint.id, onTimeDelivery.created_at)).map((delivery) => delivery.id)).not.toContain(legacyId);
  });

  it('a deleted endpoint gets nothing more', async () => {
    const { body: endpoint } = await createEndpoint({ url: receiver.url });
    expect((await api.json('DELETE', `/v1/webhooks/endpoints/${endpoint.id}`, undefined, { token: org.apiToken })).status).toBe(204);
    expect((await api.json('DELETE', `/v1/webhooks/endpoints/${endpoint.id}`, undefined, { token: org.apiToken })).status).toBe(404);
    await publishEvent({ type: 'application.created', organisationId: org.id, applicationId: '0123456789abcdef0123456a', at: new Date().toISOString(), source: 'after-delete' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.requests).toHaveLength(0);
  });
});

describe('the product publishes', () => {
  it('an application\'s journey reaches the endpoint as events with ids only: created, opened, personal info, analysing, analysed, completed', async () => {
    const lender = await registerOrganisation(api, 'webhooks-journey');
    const config = await createConfig(api, lender, { connections: WITH_PERSONAL_INFO });
    const endpoint = (await createEndpoint({ url: receiver.url }, lender.apiToken)).body;
    const application = await createApplication(api, lender, config.id);
    expect((await api.json('GET', `/v1/connect/${application.proxy_id}`)).status).toBe(200);
    await acceptLegalDocuments(api, application.proxy_id);
    expect((await api.json('PUT', `/v1/connect/${application.proxy_id}/personal_info`, applicantPersonalInfo())).status).toBe(200);
    const byod = toByodPayload(generatePersona('salaried_monthly', { seed: 7, months: 3, accounts: 1 }));
    expect((await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, byod, { token: lender.apiToken })).status).toBe(200);
    expect((await api.json('POST', `/v1/connect/${application.proxy_id}/banks`, [{ bank_id: 'fnb', upload_method: 'email' }])).status).toBe(200);
    expect((await api.json('POST', `/v1/connect/${application.proxy_id}/complete`)).status).toBe(200);
    const wanted = ['application.created', 'application.opened', 'personal_info.provided', 'bank_connection.analysing', 'bank_connection.analysed', 'application.completed'];
    const deadline = Date.now() + 30_000;
    let types: string[] = [];
    while (!wanted.every((type) => types.includes(type))) {
      if (Date.now() > deadline) throw new Error(`events received: ${types.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      types = receiver.requests.map((request) => (verified(endpoint.secret, request) as { type: string }).type);
    }
    // Each happening once (ordering is not promised, so only the set is checked).
    expect([...types].sort()).toEqual([...wanted].sort());
    for (const request of receiver.requests) {
      const event = verified(endpoint.secret, request);
      expect(event).toMatchObject({ organisation_id: lender.id, application_id: application.id });
      // Thin: ids and states, never the applicant's name, ID number or money.
      expect(request.body).not.toMatch(/Thandiwe|Mokoena|gov_id|first_names|amount/);
    }
    const analysed = receiver.requests.map((request) => verified(endpoint.secret, request) as AnyJson).find((event) => event.type === 'bank_connection.analysed');
    expect(analysed.data).toMatchObject({ generation: 1, status: 'complete' });
  }, 60_000);
});
