/**
 * Application configs end to end: creation rules, the one default, updates, archiving and
 * tenant isolation.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#platform/clients/dynamodb';
import { keys } from '#platform/repositories/table-design';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { registerOrganisation } from '../helpers/factories.ts';
import { BANK_ONLY, createConfig, WITH_PERSONAL_INFO } from '../helpers/lending.ts';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

const PATH = '/v1/application_configs/application_configs/';

describe('creating application configs', () => {
  it('creates a config that can be read by id and listed', async () => {
    const org = await registerOrganisation(api);
    const created = await api.json(
      'POST',
      PATH,
      { name: 'Personal loans', connections: WITH_PERSONAL_INFO, default_redirect_url: 'https://lender.khanya.example/done' },
      { token: org.apiToken },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Personal loans',
      organisation: org.id,
      is_default: false,
      affinity_enabled: false,
      default_redirect_url: 'https://lender.khanya.example/done',
    });
    expect(created.body.connections.map((connection: { name: string }) => connection.name)).toEqual(['bank', 'personal_info']);

    const byId = await api.json('GET', `/v1/application_configs/${created.body.id}`, undefined, { token: org.apiToken });
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(created.body);
    const listed = await api.json('GET', '/v1/application_configs/', undefined, { token: org.apiToken });
    expect(listed.body.map((config: { id: string }) => config.id)).toEqual([created.body.id]);
  });

  it('refuses a second config with the same name (case-insensitive) with 409', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { name: 'Home loans' });
    const duplicate = await api.json('POST', PATH, { name: 'home LOANS', connections: BANK_ONLY }, { token: org.apiToken });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ error_type: 'code', code: 'application_config_name_exists', message: 'Application config name already exists.' });
    // Another organisation may use the name.
    const other = await registerOrganisation(api);
    await expect(createConfig(api, other, { name: 'Home loans' })).resolves.toMatchObject({ name: 'Home loans' });
  });

  it('needs at least one connection and one data point per connection (422)', async () => {
    const org = await registerOrganisation(api);
    const noConnections = await api.json('POST', PATH, { name: 'Empty', connections: [] }, { token: org.apiToken });
    expect(noConnections.status).toBe(422);
    expect(noConnections.body.detail[0].loc).toEqual(['body', 'connections']);
    const noDataPoints = await api.json('POST', PATH, { name: 'Empty', connections: [{ name: 'bank', data_points: [] }] }, { token: org.apiToken });
    expect(noDataPoints.status).toBe(422);
    expect(noDataPoints.body.detail[0].loc).toEqual(['body', 'connections', 0, 'data_points']);
  });

  it('answers 400 application_config_type_check_invalid naming what is wrong', async () => {
    const org = await registerOrganisation(api);
    const unknown = await api.json(
      'POST',
      PATH,
      { name: 'Bad', connections: [{ name: 'bank', data_points: [{ name: 'crystal_ball', input_args: [], output_args: [] }] }] },
      { token: org.apiToken },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('application_config_type_check_invalid');
    expect(unknown.body.message).toMatch(/^Application config type check invalid: .*crystal_ball/);

    const unknownConnection = await api.json(
      'POST',
      PATH,
      { name: 'Bad2', connections: [{ name: 'telepathy', data_points: [{ name: 'affordability', input_args: [], output_args: [] }] }] },
      { token: org.apiToken },
    );
    expect(unknownConnection.status).toBe(400);
    expect(unknownConnection.body.message).toContain('telepathy');

    const badArgs = await api.json(
      'POST',
      PATH,
      { name: 'Bad3', connections: [{ name: 'bank', data_points: [{ name: 'affordability', input_args: ['PersonalInfoInput'], output_args: ['HealthScore'] }] }] },
      { token: org.apiToken },
    );
    expect(badArgs.status).toBe(400);
    expect(badArgs.body.code).toBe('application_config_type_check_invalid');
    // Nothing was stored by the failed attempts.
    const listed = await api.json('GET', '/v1/application_configs/', undefined, { token: org.apiToken });
    expect(listed.body).toEqual([]);
  });

  it('answers 400 invalid_permission for a data point the organisation is not entitled to', async () => {
    const org = await registerOrganisation(api);
    const affinity = [{ name: 'bank', data_points: [{ name: 'labelled_transactions', input_args: [], output_args: [] }, { name: 'affinity_ads', input_args: [], output_args: [] }] }];
    const refused = await api.json('POST', PATH, { name: 'Ads', connections: affinity }, { token: org.apiToken });
    expect(refused.status).toBe(400);
    // The catalogue's code and message, and (a Khanya extension) which data point needs which entitlement.
    expect(refused.body).toEqual({
      error_type: 'code',
      code: 'invalid_permission',
      message: 'Permission is invalid',
      details: [
        {
          loc: ['body', 'connections', 0, 'data_points', 1],
          connection: 'bank',
          data_point: 'affinity_ads',
          entitlement: 'affinity',
          problem: "data point 'affinity_ads' needs the 'affinity' entitlement",
        },
      ],
    });
    const refusedFlag = await api.json('POST', PATH, { name: 'Ads flag', connections: BANK_ONLY, affinity_enabled: true }, { token: org.apiToken });
    expect(refusedFlag.status).toBe(400);
    expect(refusedFlag.body.details).toEqual([
      { loc: ['body', 'affinity_enabled'], connection: null, data_point: null, entitlement: 'affinity', problem: "affinity_enabled needs the 'affinity' entitlement" },
    ]);
    // An update is refused the same way.
    const config = await createConfig(api, org);
    const patched = await api.json('PATCH', `/v1/application_configs/${config.id}`, { connections: affinity }, { token: org.apiToken });
    expect(patched.status).toBe(400);
    expect(patched.body.details).toEqual(refused.body.details);

    // A Khanya operator switches the add-on on.
    await dynamo.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.organisation(org.id),
        UpdateExpression: 'SET entitlements = :all',
        ExpressionAttributeValues: { ':all': ['bank', 'personal_info', 'affinity'] },
      }),
    );
    const allowed = await api.json('POST', PATH, { name: 'Ads', connections: affinity, affinity_enabled: true }, { token: org.apiToken });
    expect(allowed.status).toBe(201);
  });
});

describe('the default config', () => {
  it('is at most one: a new default unsets the old one', async () => {
    const org = await registerOrganisation(api);
    const first = await createConfig(api, org, { is_default: true });
    const second = await createConfig(api, org, { is_default: true });
    const firstNow = await api.json('GET', `/v1/application_configs/${first.id}`, undefined, { token: org.apiToken });
    expect(firstNow.body.is_default).toBe(false);
    const listed = await api.json('GET', '/v1/application_configs/', undefined, { token: org.apiToken });
    expect(listed.body.filter((config: { is_default: boolean }) => config.is_default).map((config: { id: string }) => config.id)).toEqual([second.id]);
  });

  it('stays single under concurrent creation', async () => {
    const org = await registerOrganisation(api);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) => api.json('POST', PATH, { name: `Race ${index}`, connections: BANK_ONLY, is_default: true }, { token: org.apiToken })),
    );
    // Losers of the race answer 409 concurrent_update; never two defaults.
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    const listed = await api.json('GET', '/v1/application_configs/?limit=100', undefined, { token: org.apiToken });
    expect(listed.body.filter((config: { is_default: boolean }) => config.is_default)).toHaveLength(1);
  });
});

describe('updating and archiving', () => {
  it('updates fields, keeps the name rule, and archives (freeing the name and the default)', async () => {
    const org = await registerOrganisation(api);
    const config = await createConfig(api, org, { name: 'Original', is_default: true });
    await createConfig(api, org, { name: 'Taken' });

    const renamed = await api.json('PATCH', `/v1/application_configs/${config.id}`, { name: 'Renamed', default_redirect_url: 'https://lender.khanya.example/x' }, { token: org.apiToken });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', default_redirect_url: 'https://lender.khanya.example/x', is_default: true });
    const clash = await api.json('PATCH', `/v1/application_configs/${config.id}`, { name: 'taken' }, { token: org.apiToken });
    expect(clash.status).toBe(409);
    // The old name is free again after the rename.
    await expect(createConfig(api, org, { name: 'Original' })).resolves.toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Original', is_default: false });

    const archived = await api.json('DELETE', `/v1/application_configs/${config.id}`, undefined, { token: org.apiToken });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ archived: true, is_default: false });
    const listed = await api.json('GET', '/v1/application_configs/', undefined, { token: org.apiToken });
    expect(listed.body.map((entry: { id: string }) => entry.id)).not.toContain(config.id);
    await expect(createConfig(api, org, { name: 'Renamed' })).resolves.toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Renamed', is_default: false });
    // Without a default, an application without a config id is refused.
    const applicant = await api.json('POST', '/v1/applications/applicants/', undefined, { token: org.apiToken });
    const refused = await api.json('POST', '/v1/applications/', { applicant_id: applicant.body.id, redirect_url: 'https://lender.khanya.example' }, { token: org.apiToken });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('no_applicationconfigs');
    // An archived config cannot be used for new applications.
    const withArchived = await api.json('POST', '/v1/applications/', { applicant_id: applicant.body.id, application_config_id: config.id, redirect_url: 'https://lender.khanya.example' }, { token: org.apiToken });
    expect(withArchived.status).toBe(404);
    expect(withArchived.body.code).toBe('application_config_not_found');
  });
});

describe('tenant isolation of configs', () => {
  it("answers 404 for another organisation's config, whatever the operation", async () => {
    const lenderA = await registerOrganisation(api, 'cfg-a');
    const lenderB = await registerOrganisation(api, 'cfg-b');
    const config = await createConfig(api, lenderA);
    for (const [method, body] of [['GET', undefined], ['PATCH', { name: 'Stolen' }], ['DELETE', undefined]] as const) {
      const answer = await api.json(method, `/v1/application_configs/${config.id}`, body, { token: lenderB.apiToken });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('application_config_not_found');
    }
    const stillThere = await api.json('GET', `/v1/application_configs/${config.id}`, undefined, { token: lenderA.apiToken });
    expect(stillThere.body.name).toBe(config.name);
  });
});
