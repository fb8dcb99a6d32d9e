/**
 * Applicants, applications, e-mail invites, the connect link and the status machine, end to end.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#platform/clients/dynamodb';
import { setMailPort } from '#platform/aws/mail';
import { keys } from '#platform/repositories/table-design';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { registerOrganisation, uniqueSlug } from '../helpers/factories.ts';
import { mailsTo } from '../helpers/outbox.ts';
import { createApplicant, createApplication, createConfig } from '../helpers/lending.ts';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

describe('applicants', () => {
  it('are created with or without a body, read by id and listed newest first', async () => {
    const org = await registerOrganisation(api);
    const anonymous = await api.json('POST', '/v1/applications/applicants/', undefined, { token: org.apiToken });
    expect(anonymous.status).toBe(201);
    expect(anonymous.body).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{24}$/), organisation: org.id, name: null });
    const named = await createApplicant(api, org, { name: 'Sipho Dlamini', email: 'Sipho@Example.co.za', phone: '+27821234567' });
    const byId = await api.json('GET', `/v1/applications/applicants/${named.id}`, undefined, { token: org.apiToken });
    expect(byId.body).toMatchObject({ name: 'Sipho Dlamini', email: 'sipho@example.co.za', phone: '+27821234567' });
    const listed = await api.json('GET', '/v1/applications/applicants/', undefined, { token: org.apiToken });
    expect(listed.body.map((entry: { id: string }) => entry.id)).toEqual([named.id, anonymous.body.id]);
  });

  it('refuse a name with control or text-direction characters (422) and store nothing', async () => {
    const org = await registerOrganisation(api);
    const spoofed = await api.json('POST', '/v1/applications/applicants/', { name: 'Peter \u202eisokN' }, { token: org.apiToken });
    expect(spoofed.status).toBe(422);
    expect(spoofed.body.detail).toEqual([
      { loc: ['body', 'name'], msg: 'Must not contain control characters or text-direction marks', type: 'string_pattern_mismatch' },
    ]);
    const listed = await api.json('GET', '/v1/applications/applicants/', undefined, { token: org.apiToken });
    expect(listed.body).toEqual([]);
  });

  it("answer 404 applicant_not_found for unknown or another organisation's ids", async () => {
    const lenderA = await registerOrganisation(api);
    const lenderB = await registerOrganisation(api);
    const applicant = await createApplicant(api, lenderA);
    const foreign = await api.json('GET', `/v1/applications/applicants/${applicant.id}`, undefined, { token: lenderB.apiToken });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error_type: 'code', code: 'applicant_not_found', message: 'Applicant not found' });
  });
});

describe('applications', () => {
  it('are created with the default config, a connect link and an expiry', async () => {
    const org = await registerOrganisation(api);
    const config = await createConfig(api, org, { is_default: true });
    const application = await createApplication(api, org);
    expect(application).toMatchObject({
      status: 'created',
      config: config.id,
      type: 'STANDARD',
      redirect_url: 'https://lender.khanya.example/done',
      connect_url: `http://localhost:3000/connect/${application.proxy_id}`,
    });
    const days = (Date.parse(application.expiry) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const byId = await api.json('GET', `/v1/applications/applications/${application.id}`, undefined, { token: org.apiToken });
    expect(byId.body).toEqual(application);
  });

  it('use the config default_redirect_url when none is given, and validate the URL', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true, default_redirect_url: 'https://lender.khanya.example/default' });
    const applicant = await createApplicant(api, org);
    const answer = await api.json('POST', '/v1/applications/', { applicant_id: applicant.id }, { token: org.apiToken });
    expect(answer.body.redirect_url).toBe('https://lender.khanya.example/default');
    for (const redirect_url of ['', 'not a url', `https://x.example/${'a'.repeat(2100)}`]) {
      const bad = await api.json('POST', '/v1/applications/', { applicant_id: applicant.id, redirect_url }, { token: org.apiToken });
      expect(bad.status).toBe(422);
      expect(bad.body.detail[0].loc).toEqual(['body', 'redirect_url']);
    }
  });

  it('answer the catalogue errors for a missing default, unknown applicant or config', async () => {
    const org = await registerOrganisation(api);
    const applicant = await createApplicant(api, org);
    const noDefault = await api.json('POST', '/v1/applications/', { applicant_id: applicant.id, redirect_url: 'https://x.khanya.example' }, { token: org.apiToken });
    expect(noDefault.body).toEqual({ error_type: 'code', code: 'no_applicationconfigs', message: 'Default application config not found.' });
    const config = await createConfig(api, org);
    const unknownApplicant = await api.json(
      'POST', '/v1/applications/', { applicant_id: 'a'.repeat(24), application_config_id: config.id, redirect_url: 'https://x.khanya.example' }, { token: org.apiToken },
    );
    expect(unknownApplicant.status).toBe(404);
    expect(unknownApplicant.body.code).toBe('applicant_not_found');
    const unknownConfig = await api.json(
      'POST', '/v1/applications/', { applicant_id: applicant.id, application_config_id: 'b'.repeat(24), redirect_url: 'https://x.khanya.example' }, { token: org.apiToken },
    );
    expect(unknownConfig.status).toBe(404);
    expect(unknownConfig.body).toEqual({ error_type: 'code', code: 'application_config_not_found', message: 'Application config not found.' });
  });

  it("cannot use another organisation's applicant or config, nor read its applications", async () => {
    const lenderA = await registerOrganisation(api, 'app-a');
    const lenderB = await registerOrganisation(api, 'app-b');
    const configA = await createConfig(api, lenderA, { is_default: true });
    const configB = await createConfig(api, lenderB, { is_default: true });
    const applicationA = await createApplication(api, lenderA);
    const applicantA = await createApplicant(api, lenderA);

    const foreignApplicant = await api.json('POST', '/v1/applications/', { applicant_id: applicantA.id, redirect_url: 'https://x.khanya.example' }, { token: lenderB.apiToken });
    expect(foreignApplicant.body.code).toBe('applicant_not_found');
    const applicantB = await createApplicant(api, lenderB);
    const foreignConfig = await api.json(
      'POST', '/v1/applications/', { applicant_id: applicantB.id, application_config_id: configA.id, redirect_url: 'https://x.khanya.example' }, { token: lenderB.apiToken },
    );
    expect(foreignConfig.body.code).toBe('application_config_not_found');
    const read = await api.json('GET', `/v1/applications/applications/${applicationA.id}`, undefined, { token: lenderB.apiToken });
    expect(read.status).toBe(404);
    expect(read.body.code).toBe('application_not_found');
    const listed = await api.json('GET', '/v1/applications/applications/', undefined, { token: lenderB.apiToken });
    expect(listed.text).not.toContain(applicationA.id);
    expect(configB.id).not.toBe(configA.id);
  });

  it('are listed newest first and filtered by status, with expiry applied when read', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const first = await createApplication(api, org);
    const second = await createApplication(api, org);
    const third = await createApplication(api, org);
    const all = await api.json('GET', '/v1/applications/applications/', undefined, { token: org.apiToken });
    expect(all.body.map((entry: { id: string }) => entry.id)).toEqual([third.id, second.id, first.id]);
    const page = await api.json('GET', '/v1/applications/applications/?skip=1&limit=1', undefined, { token: org.apiToken });
    expect(page.body.map((entry: { id: string }) => entry.id)).toEqual([second.id]);

    // The applicant opens the second link: connecting. The first link has expired.
    await api.json('GET', `/v1/connect/${second.proxy_id}`);
    await dynamo.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.application(org.id, first.id),
        UpdateExpression: 'SET expiry = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const byStatus = async (status: string) =>
      (await api.json('GET', `/v1/applications/applications/?status=${status}`, undefined, { token: org.apiToken })).body.map((entry: { id: string }) => entry.id);
    await eventually(async () => {
      expect(await byStatus('created')).toEqual([third.id]);
      expect(await byStatus('connecting')).toEqual([second.id]);
      expect(await byStatus('expired')).toEqual([first.id]);
    });
    const expired = await api.json('GET', `/v1/applications/applications/${first.id}`, undefined, { token: org.apiToken });
    expect(expired.body.status).toBe('expired');
    const badStatus = await api.json('GET', '/v1/applications/applications/?status=sleeping', undefined, { token: org.apiToken });
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.detail[0].loc).toEqual(['query', 'status']);
  });
});

/** Lists read an index that DynamoDB updates asynchronously; retry briefly. */
async function eventually(check: () => Promise<void>, attempts = 20): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await check();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('the connect link', () => {
  it('moves created → connecting once, shows the lender and legal documents, and records acceptances', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const application = await createApplication(api, org);
    const session = await api.json('GET', `/v1/connect/${application.proxy_id}`);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ application_id: application.id, status: 'connecting', legal_acceptances: [] });
    expect(session.body.connections[0]).toEqual({ name: 'bank', data_points: ['labelled_transactions', 'affordability'] });
    const again = await api.json('GET', `/v1/connect/${application.proxy_id}`);
    expect(again.body.status).toBe('connecting');

    const documents = await api.json('GET', '/v1/legal_documents/', undefined, { token: org.apiToken });
    expect(documents.status).toBe(200);
    expect(documents.body).toEqual(session.body.legal_documents);
    const consent = documents.body.find((document: { document_type: string }) => document.document_type === 'data_sharing_consent');
    const accepted = await api.json('POST', `/v1/connect/${application.proxy_id}/legal_acceptances`, {
      acceptances: [{ document_type: consent.document_type, version: consent.version }],
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.legal_acceptances).toEqual([{ document_type: 'data_sharing_consent', version: consent.version, accepted_at: expect.any(String) }]);
    const lenderView = await api.json('GET', `/v1/applications/applications/${application.id}`, undefined, { token: org.apiToken });
    expect(lenderView.body.legal_acceptances).toEqual(accepted.body.legal_acceptances);

    const stale = await api.json('POST', `/v1/connect/${application.proxy_id}/legal_acceptances`, { acceptances: [{ document_type: 'data_sharing_consent', version: '1999-01-01' }] });
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('invalid_legal_document');
  });

  it('answers 404 for an unknown link and 410 once it has expired', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const application = await createApplication(api, org);
    const unknown = await api.json('GET', '/v1/connect/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('application_not_found');
    await dynamo.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.application(org.id, application.id),
        UpdateExpression: 'SET expiry = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const expired = await api.json('GET', `/v1/connect/${application.proxy_id}`);
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('application_expired');
  });
});

describe('e-mail invites', () => {
  it('create the applicant and application and e-mail the connect link', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const recepient = `applicant@${uniqueSlug()}.khanya.example`;
    const answer = await api.json('POST', '/v1/applications/invite', { recepient, name: 'Lerato Mokoena' }, { token: org.apiToken });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Connect email sent');
    const { application } = answer.body;
    const applicant = await api.json('GET', `/v1/applications/applicants/${application.applicant}`, undefined, { token: org.apiToken });
    expect(applicant.body).toMatchObject({ name: 'Lerato Mokoena', email: recepient });
    const [mail] = mailsTo(recepient);
    expect(mail?.text).toContain(application.connect_url);
    expect(mail?.text).toContain('Hello Lerato Mokoena');
  });

  it('keep the application when the e-mail fails and answer 400 email_not_sent', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const applicant = await createApplicant(api, org, { name: 'Unlucky' });
    setMailPort({ send: async () => Promise.reject(new Error('SES throttled')) });
    try {
      const answer = await api.json('POST', '/v1/applications/invite', { recepient: 'x@khanya.example', name: 'Unlucky', applicant_id: applicant.id }, { token: org.apiToken });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error_type: 'code',
        code: 'email_not_sent',
        message: 'Application created, but there was an error sending the email invite. Please re-invite the applicant.',
      });
    } finally {
      setMailPort(undefined);
    }
    const listed = await api.json('GET', '/v1/applications/applications/', undefined, { token: org.apiToken });
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0].applicant).toBe(applicant.id);
  });

  it("refuse another organisation's applicant id", async () => {
    const lenderA = await registerOrganisation(api);
    const lenderB = await registerOrganisation(api);
    await createConfig(api, lenderB, { is_default: true });
    const applicant = await createApplicant(api, lenderA);
    const answer = await api.json('POST', '/v1/applications/invite', { recepient: 'x@khanya.example', name: 'X', applicant_id: applicant.id }, { token: lenderB.apiToken });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('applicant_not_found');
  });
});

describe('searching applications by the applicant (Khanya addition)', () => {
  it("finds the organisation's own applications by any part of the name or e-mail, any case, newest first, paged; never another organisation's", async () => {
    const [org, other] = await Promise.all([registerOrganisation(api, 'search-a'), registerOrganisation(api, 'search-b')]);
    await Promise.all([createConfig(api, org, { is_default: true }), createConfig(api, other, { is_default: true })]);
    const make = async (owner: typeof org, name: string, email: string) => {
      const applicant = await createApplicant(api, owner, { name, email });
      const answer = await api.json('POST', '/v1/applications/', { applicant_id: applicant.id }, { token: owner.apiToken });
      expect(answer.status).toBe(201);
      return answer.body.id as string;
    };
    const first = await make(org, 'Nomvula Mahlangu', 'nomvula@mail.khanya.example');
    await make(org, 'Pieter van Wyk', 'pieter@mail.khanya.example');
    const second = await make(org, 'Sipho Mahlangu', 'sipho.m@mail.khanya.example');
    await make(other, 'Thabo Mahlangu', 'thabo@mail.khanya.example');

    const search = (term: string, extra = '') => api.json('GET', `/v1/applications/connects?search=${encodeURIComponent(term)}${extra}`, undefined, { token: org.apiToken });
    const ids = (answer: { body: { data: Array<{ id: string }> } }) => answer.body.data.map((row) => row.id);
    expect(ids(await search('mahlangu'))).toEqual([second, first]);
    expect(ids(await search('NOMVULA@'))).toEqual([first]);
    expect(ids(await search('nobody-by-this-name'))).toEqual([]);
    const page = await search('mahlangu', '&limit=1');
    expect(ids(page)).toEqual([second]);
    expect(page.body.has_next).toBe(true);
    const cursor = page.headers.get('x-next-cursor');
    expect(cursor).toBe(second);
    const next = await search('mahlangu', `&limit=1&starting_after=${cursor}`);
    expect(ids(next)).toEqual([first]);
    expect(next.headers.get('x-next-cursor')).toBeNull();
    expect(ids(await search('mahlangu', '&status=complete'))).toEqual([]);
    expect(ids(await search('mahlangu', '&status=created'))).toEqual([second, first]);
    const plain = await api.json('GET', '/v1/applications/applications?search=Mahlangu', undefined, { token: org.apiToken });
    expect(plain.status).toBe(200);
    expect(JSON.stringify(plain.body)).toContain(second);
    expect(JSON.stringify(plain.body)).not.toContain('Thabo');
    expect((await search('m')).status).toBe(422);

    // A period of creation (South African days), with and without a search.
    const today = new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 2 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 2 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    const listed = (extra: string) => api.json('GET', `/v1/applications/connects?limit=100${extra}`, undefined, { token: org.apiToken });
    expect(ids(await listed(`&created_from=${today}&created_to=${today}`))).toHaveLength(3);
    expect(ids(await listed(`&created_to=${yesterday}`))).toEqual([]);
    expect(ids(await listed(`&created_from=${tomorrow}`))).toEqual([]);
    expect(ids(await listed(`&created_from=${today}&status=created`))).toHaveLength(3);
    expect(ids(await search('mahlangu', `&created_from=${today}`))).toEqual([second, first]);
    expect(ids(await search('mahlangu', `&created_to=${yesterday}`))).toEqual([]);
    expect((await listed('&created_from=2026-13-01')).status).toBe(422);
  });
});
