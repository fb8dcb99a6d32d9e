/** Billing reads (issue 13, the original's /v1/billing paths): the price list and the billable events, billed once per analysed application. */
import { generatePersona, toByodPayload } from '#core/personas/index';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createApplication, createConfig, waitForConnectionStatus } from '../helpers/lending.ts';
import { startTestServer, type AnyJson, type TestServer } from '../helpers/server.ts';
import { startFileWorkers, type FileWorkers } from '../helpers/workers.ts';

let api: TestServer;
let workers: FileWorkers;
let org: TestOrganisation;
let other: TestOrganisation;

beforeAll(async () => {
  api = await startTestServer();
  workers = await startFileWorkers('billing');
  [org, other] = await Promise.all([registerOrganisation(api, 'billing'), registerOrganisation(api, 'billing-other')]);
  await createConfig(api, org, { is_default: true });
}, 60_000);
afterAll(async () => {
  await workers?.stop();
  await api?.close();
});

async function analysedApplication(seed: number): Promise<string> {
  const application = await createApplication(api, org);
  const byod = toByodPayload(generatePersona('salaried_monthly', { seed, months: 3, accounts: 1 }));
  expect((await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, byod, { token: org.apiToken })).status).toBe(200);
  await waitForConnectionStatus(api, org, application.id, ['complete'], 30_000);
  return application.id;
}

describe('GET /v1/billing/pricing', () => {
  it('answers the price per item type in rand', async () => {
    const answer = await api.json('GET', '/v1/billing/pricing', undefined, { token: org.apiToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { display_title: 'Applicant connection', type: 'CONNECT', price: 5 },
      { display_title: 'Bank data analysis', type: 'BANK', price: 25 },
      { display_title: 'Monthly management fee', type: 'MANAGEMENT FEE', price: 500 },
    ]);
    expect((await api.json('GET', '/v1/billing/pricing')).status).toBe(401);
  });
});

describe('GET /v1/billing/billable_events (and billable-events)', () => {
  it('bills an analysed application once, however often it is analysed again; newest first; paged; only the caller\'s', async () => {
    const first = await analysedApplication(31);
    const second = await analysedApplication(32);
    // Analysed again: not billed again.
    expect((await api.json('GET', `/v1/bank_connections/${first}/recrunch`, undefined, { token: org.apiToken })).status).toBeLessThan(300);
    await waitForConnectionStatus(api, org, first, ['complete'], 30_000);
    const events = (await api.json('GET', '/v1/billing/billable_events', undefined, { token: org.apiToken })).body as AnyJson[];
    expect(events.map((event) => event.billable_item)).toEqual([second, first]);
    for (const event of events) expect(event).toMatchObject({ title: 'Bank data analysis', type: 'BANK', billed_price: 25, id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect((await api.json('GET', '/v1/billing/billable-events', undefined, { token: org.apiToken })).body).toEqual(events);
    expect((await api.json('GET', '/v1/billing/billable_events?skip=1&limit=1', undefined, { token: org.apiToken })).body).toEqual([events[1]]);
    expect((await api.json('GET', '/v1/billing/billable_events', undefined, { token: other.apiToken })).body).toEqual([]);
  }, 90_000);
});
