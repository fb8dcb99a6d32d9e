/**
 * The Zoho CRM integration (issue 13) against the emulators and the local Zoho: settings with the
 * SPEC's defaults, the CRM's webhook (form or JSON; 422 naming missing fields; unknown webhook id
 * 404; wrong secret 401 and nothing made; the same deal twice at once → one application), and
 * the note written back on the deal once per analysis, retried when Zoho is down.
 */
import { generatePersona, toByodPayload } from '#core/personas/index';
import { getBankConnection } from '#platform/repositories/bank-connections';
import { afterAnalysed } from '#platform/services/after-analysis';
import { retryCrmPushes } from '#platform/services/crm';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createConfig, waitForConnectionStatus } from '../helpers/lending.ts';
import { mailsTo } from '../helpers/outbox.ts';
import { startTestServer, type AnyJson, type TestServer } from '../helpers/server.ts';
import { startFileWorkers, type FileWorkers } from '../helpers/workers.ts';

let api: TestServer;
let workers: FileWorkers;
let org: TestOrganisation;
let other: TestOrganisation;
let settings: AnyJson;

const HOOK = '/v1/webhooks/zoho/zoho_create_application';

beforeAll(async () => {
  api = await startTestServer();
  workers = await startFileWorkers('zoho');
  [org, other] = await Promise.all([registerOrganisation(api, 'zoho'), registerOrganisation(api, 'zoho-other')]);
  await Promise.all([createConfig(api, org, { is_default: true }), createConfig(api, other, { is_default: true })]);
}, 60_000);
afterAll(async () => {
  await workers?.stop();
  await api?.close();
});

const form = (fields: Record<string, string>, secret?: string) =>
  api.request('POST', HOOK, { body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...(secret ? { 'x-khanya-crm-secret': secret } : {}) } });
const deal = (dealID: string, email = `${dealID.toLowerCase()}@applicant.khanya.example`) => ({ firstName: 'Lerato', lastName: 'Khumalo', email, cellPhone: '0821234567', beamWebhookID: settings.beamWebhookID, dealID });

describe('CRM settings', () => {
  it('start from the SPEC defaults; the first change makes the webhook id and shows its secret once; Zoho credentials are never answered', async () => {
    const initial = (await api.json('GET', '/v1/integrations/crm', undefined, { token: org.apiToken })).body;
    expect(initial).toMatchObject({ module: 'Deals', send_note: true, send_status: false, send_beam_email: true, zoho_connected: false, webhook_secret: null });
    const changed = await api.json('PUT', '/v1/integrations/crm', { send_status: true, zoho: api.zoho.credentials(api.url) }, { token: org.apiToken });
    expect(changed.status).toBe(200);
    settings = changed.body;
    expect(settings).toMatchObject({ module: 'Deals', send_note: true, send_status: true, send_beam_email: true, zoho_connected: true, webhook_url: `${api.url}${HOOK}` });
    expect(settings.webhook_secret).toMatch(/^khcrm_/);
    expect(settings.beamWebhookID).toMatch(/^[0-9a-f]{24}$/);
    const read = (await api.json('GET', '/v1/integrations/crm', undefined, { token: org.apiToken })).body;
    expect(read.webhook_secret).toBeNull();
    expect(JSON.stringify(read)).not.toContain('refresh');
    // Another organisation has its own (untouched) settings.
    expect((await api.json('GET', '/v1/integrations/crm', undefined, { token: other.apiToken })).body).toMatchObject({ beamWebhookID: '', zoho_connected: false });
    // An unknown config is refused.
    expect((await api.json('PUT', '/v1/integrations/crm', { application_config_id: 'a'.repeat(24) }, { token: org.apiToken })).body.code).toBe('application_config_not_found');
  });
});

describe('the CRM webhook', () => {
  it('answers 422 naming each missing field, 404 for an unknown webhook id, 401 for a wrong secret, and makes nothing', async () => {
    const missing = await form({ firstName: 'Lerato', beamWebhookID: settings.beamWebhookID }, settings.webhook_secret);
    expect(missing.status).toBe(422);
    expect((missing.body.detail as AnyJson[]).map((item) => item.loc.at(-1)).sort()).toEqual(['cellPhone', 'dealID', 'email', 'lastName']);
    expect((await form({ ...deal('D-404'), beamWebhookID: 'f'.repeat(24) }, settings.webhook_secret)).body.code).toBe('webhook_id_not_found');
    const wrong = await form(deal('D-401'), 'khcrm_not-the-secret');
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('invalid_webhook_signature');
    expect((await form(deal('D-401'))).status).toBe(401);
    const applicants = (await api.json('GET', '/v1/applications/applicants', undefined, { token: org.apiToken })).body;
    expect(JSON.stringify(applicants)).not.toContain('d-401@');
  });

  it('creates the applicant, the application and the invite; the same deal twice at once makes one application', async () => {
    const answers = await Promise.all([form(deal('D-1001'), settings.webhook_secret), form(deal('D-1001'), settings.webhook_secret), form(deal('D-1001'), settings.webhook_secret)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((answer) => answer.body.application_id));
    expect(ids.size).toBe(1);
    const created = answers.find((answer) => answer.status === 201)!.body;
    expect(created).toMatchObject({ created: true, email_sent: true, connect_url: expect.stringContaining('/connect/') });
    expect(mailsTo('d-1001@applicant.khanya.example')).toHaveLength(1);
    const application = (await api.json('GET', `/v1/applications/applications/${created.application_id}`, undefined, { token: org.apiToken })).body;
    expect(application.applicant).toBe(created.applicant_id);
    // JSON works too, and the secret may come as a query parameter.
    const json = await api.request('POST', `${HOOK}?secret=${encodeURIComponent(settings.webhook_secret)}`, { body: JSON.stringify(deal('D-1002')), headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(201);
  });
});

describe('back to the deal', () => {
  it('writes the note and status once per analysis, and retries when Zoho is down', async () => {
    const created = (await form(deal('D-2001'), settings.webhook_secret)).body;
    const byod = toByodPayload(generatePersona('salaried_monthly', { seed: 71, months: 3, accounts: 1 }));
    expect((await api.json('PUT', `/v1/bank_connections/${created.application_id}/byod`, byod, { token: org.apiToken })).status).toBe(200);
    await waitForConnectionStatus(api, org, created.application_id, ['complete'], 30_000);
    const onDeal = () => api.zoho.writes.filter((write) => write.recordId === 'D-2001');
    for (let waited = 0; onDeal().length < 2 && waited < 10_000; waited += 100) await new Promise((done) => setTimeout(done, 100));
    expect(onDeal().map((write) => [write.module, write.kind])).toEqual([
      ['Deals', 'note'],
      ['Deals', 'update'],
    ]);
    expect(onDeal()[0]!.body).toMatchObject({ Note_Title: 'Khanya bank data analysed', Note_Content: expect.stringContaining('Average monthly affordable amount: R ') });
    expect(onDeal()[1]!.body).toEqual({ Khanya_Status: 'Bank data analysed' });

    // The analysis message handled again: nothing more on the deal.
    const connection = (await getBankConnection(org.id, created.application_id))!;
    await afterAnalysed(connection, connection.analysed_generation);
    expect(onDeal()).toHaveLength(2);

    // A new analysis while Zoho is down: kept, then pushed by the retry job.
    api.zoho.failing = true;
    try {
      expect((await api.json('GET', `/v1/bank_connections/${created.application_id}/recrunch`, undefined, { token: org.apiToken })).status).toBeLessThan(300);
      await waitForConnectionStatus(api, org, created.application_id, ['complete'], 30_000);
      await new Promise((done) => setTimeout(done, 500));
      expect(onDeal()).toHaveLength(2);
    } finally {
      api.zoho.failing = false;
    }
    await retryCrmPushes();
    expect(onDeal().map((write) => write.kind)).toEqual(['note', 'update', 'note', 'update']);
    await retryCrmPushes();
    expect(onDeal()).toHaveLength(4);
  }, 90_000);
});
