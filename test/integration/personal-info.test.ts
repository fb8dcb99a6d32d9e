/**
 * Personal-info connections end to end: prefill (create, then replace), read and list,
 * validation with exact locations (including South African ID numbers), configuration,
 * permissions and tenant isolation.
 */
import { buildSaIdNumber, luhnCheckDigit } from '#schemas/sa-id';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { login, registerOrganisation, uniqueSlug, type TestOrganisation } from '../helpers/factories.ts';
import { latestLinkToken } from '../helpers/outbox.ts';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

const WITH_PERSONAL_INFO = [
  { name: 'personal_info', data_points: [{ name: 'personal_info', input_args: [], output_args: [] }] },
  { name: 'bank', data_points: [{ name: 'labelled_transactions', input_args: [], output_args: [] }] },
];
const BANK_ONLY = [{ name: 'bank', data_points: [{ name: 'labelled_transactions', input_args: [], output_args: [] }] }];

async function createApplication(org: TestOrganisation, connections = WITH_PERSONAL_INFO): Promise<string> {
  const config = await api.json(
    'POST',
    '/v1/application_configs/application_configs',
    { name: `Config ${uniqueSlug('cfg')}`, connections, is_default: false },
    { token: org.apiToken },
  );
  if (config.status !== 201) throw new Error(`config failed: ${config.status} ${config.text}`);
  const applicant = await api.json('POST', '/v1/applications/applicants/', undefined, { token: org.apiToken });
  if (applicant.status !== 201) throw new Error(`applicant failed: ${applicant.status} ${applicant.text}`);
  const application = await api.json(
    'POST',
    '/v1/applications/',
    { application_config_id: config.body.id, applicant_id: applicant.body.id, redirect_url: 'https://lender.khanya.example/done' },
    { token: org.apiToken },
  );
  if (application.status !== 201) throw new Error(`application failed: ${application.status} ${application.text}`);
  return application.body.id as string;
}

async function inviteUser(org: TestOrganisation, permissions: string[]): Promise<string> {
  const email = `analyst@${uniqueSlug('staff')}.khanya.example`;
  const created = await api.json('POST', '/v1/in/organisations/users/', { name: 'Sipho Analyst', email, permissions }, { token: org.session });
  expect(created.status).toBe(201);
  const password = 'analyst-password-1';
  const activated = await api.json('POST', '/v1/in/auth/create_password', { token: latestLinkToken(email), new_password: password });
  expect(activated.status).toBe(200);
  return login(api, email, password);
}

const DOB = '1990-01-15';
const SA_ID = buildSaIdNumber(DOB, { sequence: 5123 });

const VALID = {
  first_names: 'Thandiwe Nomsa',
  last_names: 'Mokoena',
  date_of_birth: DOB,
  nationality: 'ZA',
  id_type: 'SA_ID',
  id_country: 'ZAF',
  email: 'thandiwe@applicant.khanya.example',
  phone: '+27821234567',
  gov_id: SA_ID,
};

const prefill = (org: TestOrganisation, applicationId: string, body: unknown, token = org.apiToken) =>
  api.json('PUT', `/v1/personal_info_connections/${applicationId}/prefill`, body, { token });

/** The 422 detail locations and types of a prefill with `changes` applied to VALID. */
async function refused(org: TestOrganisation, applicationId: string, changes: Record<string, unknown>) {
  const answer = await prefill(org, applicationId, { ...VALID, ...changes });
  expect(answer.status).toBe(422);
  return answer.body.detail as { loc: (string | number)[]; msg: string; type: string }[];
}
const locs = (detail: { loc: (string | number)[] }[]) => detail.map((entry) => entry.loc);

describe('personal-info connections', () => {
  let org: TestOrganisation;
  let applicationId: string;
  beforeAll(async () => {
    org = await registerOrganisation(api, 'pinfo');
    applicationId = await createApplication(org);
  });

  it('prefills, then reads the connection by id and in the list', async () => {
    const created = await prefill(org, applicationId, { ...VALID, first_names: '  Thandiwe Nomsa  ', email: 'Thandiwe@Applicant.Khanya.Example', nationality: 'za' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      application: applicationId,
      data: { ...VALID, first_names: 'Thandiwe Nomsa', email: 'thandiwe@applicant.khanya.example', nationality: 'ZA' },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });

    const byId = await api.json('GET', `/v1/personal_info_connections/${created.body.id}`, undefined, { token: org.apiToken });
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(created.body);

    const list = await api.json('GET', '/v1/personal_info_connections/', undefined, { token: org.apiToken });
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(created.body);
  });

  it('replaces the data on a second prefill, keeping the connection', async () => {
    const own = await createApplication(org);
    const first = await prefill(org, own, VALID);
    expect(first.status).toBe(200);
    const passport = { ...VALID, id_type: 'PASSPORT', gov_id: 'A12345678', id_country: 'GBR', nationality: 'GB', phone: null };
    const second = await prefill(org, own, passport);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.data).toEqual(passport);
    expect(second.body.created_at).toBe(first.body.created_at);

    const read = await api.json('GET', `/v1/personal_info_connections/${first.body.id}`, undefined, { token: org.apiToken });
    expect(read.body.data).toEqual(passport);
    const list = await api.json('GET', '/v1/personal_info_connections?limit=100', undefined, { token: org.apiToken });
    expect(list.body.filter((entry: { application: string }) => entry.application === own)).toHaveLength(1);
  });

  it('omitting phone stores null', async () => {
    const own = await createApplication(org);
    const { phone: _phone, ...withoutPhone } = VALID;
    const answer = await prefill(org, own, withoutPhone);
    expect(answer.status).toBe(200);
    expect(answer.body.data.phone).toBeNull();
  });

  it('two concurrent first prefills create one connection', async () => {
    const own = await createApplication(org);
    const [one, two] = await Promise.all([prefill(org, own, VALID), prefill(org, own, { ...VALID, last_names: 'Dlamini' })]);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(one.body.id).toBe(two.body.id);
    const list = await api.json('GET', '/v1/personal_info_connections?limit=100', undefined, { token: org.apiToken });
    expect(list.body.filter((entry: { application: string }) => entry.application === own)).toHaveLength(1);
  });

  it('lists newest first with skip and limit', async () => {
    const other = await registerOrganisation(api, 'pinfo-list');
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      const own = await createApplication(other);
      ids.push((await prefill(other, own, VALID)).body.id);
    }
    const all = await api.json('GET', '/v1/personal_info_connections', undefined, { token: other.apiToken });
    expect(all.body.map((entry: { id: string }) => entry.id)).toEqual([...ids].reverse());
    const page = await api.json('GET', '/v1/personal_info_connections?skip=1&limit=1', undefined, { token: other.apiToken });
    expect(page.body.map((entry: { id: string }) => entry.id)).toEqual([ids[1]]);
    const tooMany = await api.json('GET', '/v1/personal_info_connections?limit=101', undefined, { token: other.apiToken });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.detail[0].loc).toEqual(['query', 'limit']);
  });

  describe('validation (422, exact loc)', () => {
    it('names: 2 to 24 characters after trimming', async () => {
      for (const field of ['first_names', 'last_names']) {
        expect(locs(await refused(org, applicationId, { [field]: 'A' }))).toEqual([['body', field]]);
        expect(locs(await refused(org, applicationId, { [field]: '  A  ' }))).toEqual([['body', field]]);
        expect(locs(await refused(org, applicationId, { [field]: 'A'.repeat(25) }))).toEqual([['body', field]]);
        expect((await prefill(org, applicationId, { ...VALID, [field]: 'A'.repeat(24) })).status).toBe(200);
        expect((await prefill(org, applicationId, { ...VALID, [field]: 'Al' })).status).toBe(200);
      }
    });

    it('gov_id: 7 to 13 characters', async () => {
      const passport = { id_type: 'PASSPORT', id_country: 'GB' };
      expect(locs(await refused(org, applicationId, { ...passport, gov_id: '123456' }))).toEqual([['body', 'gov_id']]);
      expect(locs(await refused(org, applicationId, { ...passport, gov_id: '12345678901234' }))).toEqual([['body', 'gov_id']]);
      expect((await prefill(org, applicationId, { ...VALID, ...passport, gov_id: '1234567' })).status).toBe(200);
    });

    it('phone: optional, null, or 10 to 12 digits with an optional leading +', async () => {
      expect(locs(await refused(org, applicationId, { phone: '082123456' }))).toEqual([['body', 'phone']]);
      expect(locs(await refused(org, applicationId, { phone: '+2782123456789' }))).toEqual([['body', 'phone']]);
      expect(locs(await refused(org, applicationId, { phone: '082-123-456' }))).toEqual([['body', 'phone']]);
      for (const phone of ['0821234567', '+27821234567', null]) {
        expect((await prefill(org, applicationId, { ...VALID, phone })).status).toBe(200);
      }
    });

    it('email must be a valid address', async () => {
      const detail = await refused(org, applicationId, { email: 'not-an-email' });
      expect(locs(detail)).toEqual([['body', 'email']]);
      expect(detail[0]?.type).toBe('value_error.email');
    });

    it('date_of_birth: a real date, not before 1900 and not in the future', async () => {
      for (const date_of_birth of ['1990-02-30', '15/01/1990', '1990-1-5', '1899-12-31', '2999-01-01']) {
        const detail = await refused(org, applicationId, { id_type: 'PASSPORT', date_of_birth });
        expect(locs(detail)).toEqual([['body', 'date_of_birth']]);
        expect(detail[0]?.type).toBe('value_error.date');
      }
      const future = await refused(org, applicationId, { id_type: 'PASSPORT', date_of_birth: '2999-01-01' });
      expect(future[0]?.msg).toBe('Must not be in the future');
    });

    it('nationality, id_type and id_country are required; countries are ISO 3166-1 codes', async () => {
      const { nationality: _n, id_type: _t, id_country: _c, ...rest } = VALID;
      const missing = await prefill(org, applicationId, rest);
      expect(missing.status).toBe(422);
      expect(missing.body.detail).toEqual([
        { loc: ['body', 'nationality'], msg: 'Field required', type: 'missing' },
        { loc: ['body', 'id_type'], msg: 'Field required', type: 'missing' },
        { loc: ['body', 'id_country'], msg: 'Field required', type: 'missing' },
      ]);
      expect(locs(await refused(org, applicationId, { nationality: 'South African' }))).toEqual([['body', 'nationality']]);
      expect(locs(await refused(org, applicationId, { id_country: 'XX' }))).toEqual([['body', 'id_country']]);
      expect(locs(await refused(org, applicationId, { id_type: '' }))).toEqual([['body', 'id_type']]);
    });

    it('reports every problem of a body at once', async () => {
      const detail = await refused(org, applicationId, { first_names: 'A', email: 'nope', phone: '1' });
      expect(locs(detail)).toEqual([['body', 'first_names'], ['body', 'email'], ['body', 'phone']]);
    });

    it('a South African ID number with a wrong check digit', async () => {
      const wrong = `${SA_ID.slice(0, 12)}${(Number(SA_ID[12]) + 1) % 10}`;
      const detail = await refused(org, applicationId, { gov_id: wrong });
      expect(detail).toEqual([{ loc: ['body', 'gov_id'], msg: expect.stringMatching(/check digit/), type: 'value_error.sa_id' }]);
    });

    it('a South African ID number whose date differs from date_of_birth', async () => {
      const detail = await refused(org, applicationId, { date_of_birth: '1990-01-16' });
      expect(locs(detail)).toEqual([['body', 'gov_id'], ['body', 'date_of_birth']]);
      expect(detail.every((entry) => entry.type === 'value_error.sa_id')).toBe(true);
    });

    it('a South African ID number that is not 13 digits, has an impossible date or a bad citizenship digit', async () => {
      expect(locs(await refused(org, applicationId, { gov_id: 'A12345678' }))).toEqual([['body', 'gov_id']]);
      const impossible = `990231500908`;
      expect(await refused(org, applicationId, { gov_id: `${impossible}${luhnCheckDigit(impossible)}`, date_of_birth: '1999-02-28' })).toEqual([
        { loc: ['body', 'gov_id'], msg: expect.stringMatching(/real date/), type: 'value_error.sa_id' },
      ]);
      const citizenship = `${SA_ID.slice(0, 10)}28`;
      expect(locs(await refused(org, applicationId, { gov_id: `${citizenship}${luhnCheckDigit(citizenship)}` }))).toEqual([['body', 'gov_id']]);
    });

    it('recognises South African IDs by their spellings, and national IDs issued by ZA', async () => {
      const wrong = `${SA_ID.slice(0, 12)}${(Number(SA_ID[12]) + 1) % 10}`;
      for (const spelling of [{ id_type: 'sa id' }, { id_type: 'RSA-ID' }, { id_type: 'national_id', id_country: 'za' }, { id_type: 'ID', id_country: 'ZAF' }]) {
        expect(locs(await refused(org, applicationId, { ...spelling, gov_id: wrong }))).toEqual([['body', 'gov_id']]);
      }
      // A national ID of another country, or a passport, is not checked as a South African ID.
      expect((await prefill(org, applicationId, { ...VALID, id_type: 'NATIONAL_ID', id_country: 'BW', gov_id: wrong })).status).toBe(200);
      expect((await prefill(org, applicationId, { ...VALID, id_type: 'PASSPORT', gov_id: wrong })).status).toBe(200);
    });

    it('ids that are not 24-character hex', async () => {
      const byId = await api.json('GET', '/v1/personal_info_connections/not-an-id', undefined, { token: org.apiToken });
      expect(byId.status).toBe(422);
      expect(byId.body.detail[0].loc).toEqual(['path', 'connection_id']);
      const put = await prefill(org, 'ABCDEF0123456789abcdef01', VALID);
      expect(put.status).toBe(422);
      expect(put.body.detail[0].loc).toEqual(['path', 'application_id']);
    });
  });

  it('400 personal_info_not_configured when the application config has no personal_info connection', async () => {
    const bankOnly = await createApplication(org, BANK_ONLY);
    const answer = await prefill(org, bankOnly, VALID);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error_type: 'code', code: 'personal_info_not_configured', message: 'Personal info not configured on this application config.' });
  });

  it('403 for a user without manage_personal_info; reading needs view_applications', async () => {
    const viewer = await inviteUser(org, ['view_applications']);
    const forbidden = await prefill(org, applicationId, VALID, viewer);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('invalid_token_permissions');
    expect((await api.json('GET', '/v1/personal_info_connections', undefined, { token: viewer })).status).toBe(200);

    const prefiller = await inviteUser(org, ['manage_personal_info']);
    expect((await prefill(org, applicationId, VALID, prefiller)).status).toBe(200);
    const cannotRead = await api.json('GET', '/v1/personal_info_connections', undefined, { token: prefiller });
    expect(cannotRead.status).toBe(403);
  });

  it('401 without a token', async () => {
    const answer = await api.json('PUT', `/v1/personal_info_connections/${applicationId}/prefill`, VALID);
    expect(answer.status).toBe(401);
  });

  it('404 for unknown ids and for another organisation\'s application and connection', async () => {
    const other = await registerOrganisation(api, 'pinfo-other');
    const theirs = await createApplication(other);
    const theirConnection = (await prefill(other, theirs, VALID)).body.id as string;

    const foreignApplication = await prefill(org, theirs, VALID);
    expect(foreignApplication.status).toBe(404);
    expect(foreignApplication.body).toEqual({ error_type: 'code', code: 'application_not_found', message: 'Application not found' });
    expect((await prefill(org, '0123456789abcdef01234567', VALID)).body.code).toBe('application_not_found');

    const foreignConnection = await api.json('GET', `/v1/personal_info_connections/${theirConnection}`, undefined, { token: org.apiToken });
    expect(foreignConnection.status).toBe(404);
    expect(foreignConnection.body.code).toBe('resource_not_found');
    const unknown = await api.json('GET', '/v1/personal_info_connections/0123456789abcdef01234567', undefined, { token: org.apiToken });
    expect(unknown.status).toBe(404);

    const list = await api.json('GET', '/v1/personal_info_connections?limit=100', undefined, { token: org.apiToken });
    expect(list.body.map((entry: { id: string }) => entry.id)).not.toContain(theirConnection);
    // Their data is untouched by our attempt.
    const mine = await api.json('GET', `/v1/personal_info_connections/${theirConnection}`, undefined, { token: other.apiToken });
    expect(mine.body.data).toEqual(VALID);
  });
});
