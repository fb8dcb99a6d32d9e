/**
 * WhatsApp (issue 13) against the emulators and the local Cloud API: the registration (token never
 * answered), Meta's verification handshake, signed callbacks (a forged one changes nothing; a
 * status is recorded once), and re-vet invites by WhatsApp (none without a registration).
 */
import { getWhatsappMessage } from '#platform/repositories/whatsapp';
import { LOCAL_WHATSAPP_VERIFY_TOKEN } from '#local/whatsapp-simulator';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createConfig } from '../helpers/lending.ts';
import { startTestServer, type AnyJson, type TestServer } from '../helpers/server.ts';

let api: TestServer;
let org: TestOrganisation;
let unregistered: TestOrganisation;

const CALLBACK = '/v1/webhook/whatsapp/whatsapp_callback';
const REGISTRATION = { waba_id: '102290129340398', phone_number: '+27 21 555 0100', phone_number_id: '106540352242922', display_name: 'Khanya Demo Lending', access_token: 'EAAG-local-system-user-token-0123456789' };
const revet = (who: TestOrganisation, entries: Record<string, unknown>[]) => api.json('POST', '/v1/applications/applications/revet', { applications: entries }, { token: who.apiToken });

beforeAll(async () => {
  api = await startTestServer();
  [org, unregistered] = await Promise.all([registerOrganisation(api, 'whatsapp'), registerOrganisation(api, 'whatsapp-none')]);
  await Promise.all([createConfig(api, org, { is_default: true }), createConfig(api, unregistered, { is_default: true })]);
}, 60_000);
afterAll(async () => {
  await api?.close();
});

describe('the registration', () => {
  it('is kept per organisation and never shows the token', async () => {
    expect((await api.json('GET', '/v1/integrations/whatsapp', undefined, { token: org.apiToken })).body).toMatchObject({ registered: false, waba_id: null });
    const saved = await api.json('PUT', '/v1/integrations/whatsapp', REGISTRATION, { token: org.apiToken });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ registered: true, waba_id: REGISTRATION.waba_id, phone_number_id: REGISTRATION.phone_number_id, display_name: 'Khanya Demo Lending' });
    expect(JSON.stringify(saved.body)).not.toContain('EAAG');
    expect(JSON.stringify((await api.json('GET', '/v1/integrations/whatsapp', undefined, { token: org.apiToken })).body)).not.toContain('EAAG');
    expect((await api.json('GET', '/v1/integrations/whatsapp', undefined, { token: unregistered.apiToken })).body.registered).toBe(false);
    expect((await api.json('PUT', '/v1/integrations/whatsapp', { ...REGISTRATION, waba_id: 'not-digits' }, { token: org.apiToken })).status).toBe(422);
  });
});

describe('the webhook', () => {
  it('answers Meta\'s handshake with the challenge for our verify token only', async () => {
    const ok = await api.request('GET', `${CALLBACK}?hub.mode=subscribe&hub.verify_token=${LOCAL_WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/plain');
    expect(ok.text).toBe('1158201444');
    expect((await api.request('GET', `${CALLBACK}?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1`)).status).toBe(403);
    expect((await api.request('GET', `${CALLBACK}?hub.mode=unsubscribe&hub.verify_token=${LOCAL_WHATSAPP_VERIFY_TOKEN}&hub.challenge=1`)).status).toBe(403);
  });

  it('re-vet invites go by WhatsApp from the registered number; statuses are recorded once; forged callbacks change nothing', async () => {
    const submitted = await revet(org, [
      { name: 'Ayanda Zulu', email: 'ayanda@applicant.khanya.example', phone: '082 555 0101', contact_method: 'whatsapp', installment_value: 900 },
      { name: 'Bongani Mthembu', email: 'bongani@applicant.khanya.example', phone: '0825550102', contact_method: 'email' },
    ]);
    expect(submitted.status).toBe(201);
    const [byWhatsapp, byEmail] = submitted.body.applications as AnyJson[];
    expect(byWhatsapp).toMatchObject({ contact_method: 'whatsapp', whatsapp_sent: true, email_sent: false });
    expect(byEmail).toMatchObject({ contact_method: 'email', whatsapp_sent: false, email_sent: true });
    const sent = api.whatsapp.sent.filter((message) => message.to === '27825550101');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ phoneNumberId: REGISTRATION.phone_number_id, accessToken: REGISTRATION.access_token, template: { name: 'khanya_connect_invite' } });
    const parameters = sent[0]!.template.components[0]!.parameters.map((parameter) => parameter.text);
    expect(parameters).toEqual(['Ayanda Zulu', 'Khanya Demo Lending', byWhatsapp.connect_url]);

    const messageId = sent[0]!.id;
    const forged = await api.whatsapp.sendStatus(messageId, 'read', 'not-the-app-secret');
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body).code).toBe('invalid_webhook_signature');
    expect((await getWhatsappMessage(messageId))!.statuses).toEqual({ accepted: expect.any(String) });

    expect((await api.whatsapp.sendStatus(messageId, 'delivered')).status).toBe(200);
    const first = (await getWhatsappMessage(messageId))!.statuses.delivered;
    expect(first).toBeDefined();
    await new Promise((done) => setTimeout(done, 1100));
    expect((await api.whatsapp.sendStatus(messageId, 'delivered')).status).toBe(200);
    expect((await getWhatsappMessage(messageId))!.statuses.delivered).toBe(first);
    expect((await api.whatsapp.sendStatus('wamid.not-ours', 'read')).status).toBe(200);
  });

  it('refuses WhatsApp invites without a registration, before creating anything', async () => {
    const refused = await revet(unregistered, [{ name: 'Chwayita Ndlovu', email: 'chwayita@applicant.khanya.example', phone: '0825550103', contact_method: 'whatsapp' }]);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('whatsapp_not_registered');
    const applications = (await api.json('GET', '/v1/applications/applications', undefined, { token: unregistered.apiToken })).body;
    expect(JSON.stringify(applications)).not.toContain('Chwayita');
    expect(applications.total ?? (applications.data ?? applications).length).toBe(0);
  });
});
