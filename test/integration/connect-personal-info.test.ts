/** The applicant gives personal info through the link (PUT /v1/connect/{proxy_id}/personal_info): what the connect UI sends. */
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { acceptLegalDocuments, applicantPersonalInfo } from '../helpers/applicant.ts';
import { createApplication, createConfig, WITH_PERSONAL_INFO } from '../helpers/lending.ts';
import { getApplication } from '#platform/repositories/applications';
import { getPersonalInfoConnection, prefillPersonalInfo } from '#platform/repositories/personal-info';

let api: TestServer;
let org: TestOrganisation;
beforeAll(async () => {
  api = await startTestServer();
  org = await registerOrganisation(api, 'connect-pi');
}, 60_000);
afterAll(() => api?.close());

const person = applicantPersonalInfo;

describe('PUT /v1/connect/{proxy_id}/personal_info', () => {
  it('stores the applicant\'s details for the lender, who reads them on the personal-info connection', async () => {
    const config = await createConfig(api, org, { connections: WITH_PERSONAL_INFO });
    const application = await createApplication(api, org, config.id);
    // Not before the privacy notice and the other documents are accepted: nothing is stored.
    const early = await api.json('PUT', `/v1/connect/${application.proxy_id}/personal_info`, person());
    expect([early.status, early.body.code]).toEqual([409, 'legal_acceptance_required']);
    const none = await api.json('GET', '/v1/personal_info_connections', undefined, { token: org.apiToken });
    expect(none.body.find((connection: { application: string }) => connection.application === application.id)).toBeUndefined();
    await acceptLegalDocuments(api, application.proxy_id);
    const answer = await api.json('PUT', `/v1/connect/${application.proxy_id}/personal_info`, person());
    expect(answer.status).toBe(200);
    expect(answer.body.application_id).toBe(application.id);
    const listed = await api.json('GET', '/v1/personal_info_connections', undefined, { token: org.apiToken });
    expect(listed.status).toBe(200);
    const mine = listed.body.find((connection: { application: string }) => connection.application === application.id);
    expect(mine.data).toMatchObject({ first_names: 'Thandiwe', last_names: 'Mokoena', gov_id: person().gov_id, phone: '0821234567' });
  });

  it('checks a South African ID number against the date of birth (422 on the field)', async () => {
    const config = await createConfig(api, org, { connections: WITH_PERSONAL_INFO });
    const application = await createApplication(api, org, config.id);
    await acceptLegalDocuments(api, application.proxy_id);
    const answer = await api.json('PUT', `/v1/connect/${application.proxy_id}/personal_info`, person({ date_of_birth: '1991-02-03' }));
    expect(answer.status).toBe(422);
    expect(answer.body.detail.map((item: { loc: string[] }) => item.loc.join('.'))).toContain('body.gov_id');
  });

  it('refuses a config without personal info, and an unknown link', async () => {
    const config = await createConfig(api, org);
    const application = await createApplication(api, org, config.id);
    await acceptLegalDocuments(api, application.proxy_id);
    const refused = await api.json('PUT', `/v1/connect/${application.proxy_id}/personal_info`, person());
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('personal_info_not_configured');
    const unknown = await api.json('PUT', '/v1/connect/00000000-0000-4000-8000-000000000000/personal_info', person());
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('application_not_found');
  });

  it('a write in flight when the applicant pressed done (another tab) is refused, not landed after the completion; at once, never after it', async () => {
    const config = await createConfig(api, org, { connections: WITH_PERSONAL_INFO });
    const plain = await createConfig(api, org);
    // Replacing the data given before (the config asks for it), and giving it first (a config that does not: the repository's other path).
    for (const given of [true, false]) {
      const application = await createApplication(api, org, given ? config.id : plain.id);
      await acceptLegalDocuments(api, application.proxy_id);
      if (given) expect((await api.json('PUT', `/v1/connect/${application.proxy_id}/personal_info`, person())).status).toBe(200);
      expect((await api.json('POST', `/v1/connect/${application.proxy_id}/banks`, [{ bank_id: 'fnb', upload_method: 'email' }])).status).toBe(200);
      // The request read the application (open) before the completion below; its write comes after.
      const asRead = (await getApplication(org.id, application.id))!;
      expect((await api.json('POST', `/v1/connect/${application.proxy_id}/complete`)).status).toBe(200);
      const late = prefillPersonalInfo(asRead, { ...person(), first_names: 'Changed', last_names: 'Twin', phone: null }, new Date().toISOString(), { whileOpen: true });
      await expect(late).rejects.toMatchObject({ code: 'application_completed' });
      const pointer = (await getApplication(org.id, application.id))!.personal_info_connection_id;
      if (given) expect((await getPersonalInfoConnection(org.id, pointer!))?.data.first_names).toBe('Thandiwe');
      else expect(pointer).toBeUndefined();
    }

    // At once: whichever wins, the data never changes after the completion.
    const raced = await createApplication(api, org, config.id);
    await acceptLegalDocuments(api, raced.proxy_id);
    expect((await api.json('PUT', `/v1/connect/${raced.proxy_id}/personal_info`, person())).status).toBe(200);
    expect((await api.json('POST', `/v1/connect/${raced.proxy_id}/banks`, [{ bank_id: 'fnb', upload_method: 'email' }])).status).toBe(200);
    const [done, changed] = await Promise.all([
      api.json('POST', `/v1/connect/${raced.proxy_id}/complete`),
      api.json('PUT', `/v1/connect/${raced.proxy_id}/personal_info`, person({ first_names: 'Changed' })),
    ]);
    expect(done.status).toBe(200);
    expect([200, 409]).toContain(changed.status);
    const after = (await getApplication(org.id, raced.id))!;
    const connection = (await getPersonalInfoConnection(org.id, after.personal_info_connection_id!))!;
    expect(connection.updated_at <= after.completed_at!).toBe(true);
  });
});
