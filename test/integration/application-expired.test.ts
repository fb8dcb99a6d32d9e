/**
 * `application.expired` (issue 13): an application whose link expired before the applicant shared
 * anything is stored as expired and its lender's endpoints get the event once, however often the
 * job runs (also twice at once); applications still in time, or with data in, are left alone.
 */
import { expireApplicationsOf } from '#platform/services/application-expiry';
import { getDelivery } from '#platform/repositories/webhooks';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createApplication, createConfig } from '../helpers/lending.ts';
import { expireLink } from '../helpers/link-expiry.ts';
import { startTestServer, type AnyJson, type TestServer } from '../helpers/server.ts';
import { startFileWorkers, type FileWorkers } from '../helpers/workers.ts';

let api: TestServer;
let workers: FileWorkers;
let org: TestOrganisation;

beforeAll(async () => {
  api = await startTestServer();
  workers = await startFileWorkers('application-expired');
  org = await registerOrganisation(api, 'expiry');
  await createConfig(api, org, { is_default: true });
}, 60_000);
afterAll(async () => {
  await workers?.stop();
  await api?.close();
});

async function deliveries(endpointId: string): Promise<AnyJson[]> {
  return (await api.json('GET', `/v1/webhooks/endpoints/${endpointId}/deliveries`, undefined, { token: org.apiToken })).body as AnyJson[];
}

it('stores an unused expired application as expired and sends application.expired once', async () => {
  const endpoint = await api.json('POST', '/v1/webhooks/endpoints', { url: `${api.url}/_local/webhooks`, event_types: ['application.expired'] }, { token: org.apiToken });
  expect(endpoint.status).toBe(201);
  const [unopened, opened, inTime] = await Promise.all([createApplication(api, org), createApplication(api, org), createApplication(api, org)]);
  expect((await api.json('GET', `/v1/connect/${opened.proxy_id}`)).status).toBe(200);
  await Promise.all([expireLink(org, unopened.id), expireLink(org, opened.id)]);

  const runs = await Promise.all([expireApplicationsOf(org.id), expireApplicationsOf(org.id)]);
  expect(runs[0]! + runs[1]!).toBe(2);
  expect(await expireApplicationsOf(org.id)).toBe(0);

  const log = await deliveries(endpoint.body.id);
  expect(log.map((delivery) => delivery.event_type)).toEqual(['application.expired', 'application.expired']);
  // The bodies as sent (the log shows ids and types; the stored delivery holds the event).
  const events = await Promise.all(log.map(async (delivery) => (await getDelivery(org.id, delivery.id))!.event));
  expect(new Set(events.map((event: AnyJson) => event.application_id))).toEqual(new Set([unopened.id, opened.id]));
  expect(events.find((event) => event.application_id === opened.id)?.data).toEqual({ opened: true });

  for (const id of [unopened.id, opened.id]) {
    expect((await api.json('GET', `/v1/applications/applications/${id}`, undefined, { token: org.apiToken })).body.status).toBe('expired');
  }
  expect((await api.json('GET', `/v1/applications/applications/${inTime.id}`, undefined, { token: org.apiToken })).body.status).toBe('created');
  const listed = (await api.json('GET', '/v1/applications/applications?status=expired', undefined, { token: org.apiToken })).body;
  expect((listed.data ?? listed).map((application: AnyJson) => application.id).sort()).toEqual([unopened.id, opened.id].sort());
});
