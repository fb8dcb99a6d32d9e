/**
 * Authentication end to end: the real handlers behind the local HTTP bridge, against DynamoDB
 * Local. Covers the password flow, session and API tokens, scopes, throttling and every 401/403.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SignJWT, decodeJwt } from 'jose';
import { dynamo } from '#platform/clients/dynamodb';
import { signingKey } from '#platform/aws/signing-key';
import { keys } from '#platform/repositories/table-design';
import { MAX_FAILURES } from '#core/login-throttle';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { scanAll } from '../helpers/scan.ts';
import { login, registerOrganisation, uniqueSlug, type TestOrganisation } from '../helpers/factories.ts';
import { latestLinkToken } from '../helpers/outbox.ts';
import { createApplication, createConfig } from '../helpers/lending.ts';
import { PERMISSION_NAMES } from '#schemas/permissions';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

/** Sets a user's permissions in the table directly: no endpoint changes them yet, and the state is what matters. */
async function setPermissions(organisationId: string, userId: string, permissions: readonly string[]): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: keys.user(organisationId, userId),
      UpdateExpression: 'SET #permissions = :permissions',
      ExpressionAttributeNames: { '#permissions': 'permissions' },
      ExpressionAttributeValues: { ':permissions': permissions },
    }),
  );
}

const INVALID_TOKEN = { error_type: 'code', code: 'invalid_token', message: 'Invalid token' };
const FORBIDDEN = { error_type: 'code', code: 'invalid_token_permissions', message: 'Invalid token permissions' };
const DEACTIVATED = { error_type: 'code', code: 'account_deactivated', message: 'This account has been deactivated' };

describe('registration', () => {
  it('creates an organisation whose one-time API token reads it, with and without the trailing slash', async () => {
    const slug = uniqueSlug();
    const answer = await api.json('POST', '/v1/in/organisations/register', {
      name_slug: slug,
      email: `Owner@${slug}.khanya.example`,
      password: 'a-long-test-password',
      company_name: 'Acme Lending (Pty) Ltd',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(answer.body.bearer_token).toMatch(/^khanya_/);

    for (const path of ['/v1/organisations/', '/v1/organisations']) {
      const organisation = await api.json('GET', path, undefined, { token: answer.body.bearer_token });
      expect(organisation.status).toBe(200);
      expect(organisation.body).toEqual({ id: answer.body.id, name_slug: slug, vat_number: null, legal_name: 'Acme Lending (Pty) Ltd' });
    }
    // The e-mail was normalised to lower case, so either spelling logs in.
    await expect(login(api, `owner@${slug}.khanya.example`, 'a-long-test-password')).resolves.toEqual(expect.any(String));
  });

  it('accepts the original API\'s body without company_name', async () => {
    const slug = uniqueSlug();
    const answer = await api.json('POST', '/v1/in/organisations/register', { name_slug: slug, email: `o@${slug}.khanya.example`, password: 'a-long-test-password' });
    expect(answer.status).toBe(201);
  });

  it('refuses a taken slug or e-mail with 409 and writes nothing', async () => {
    const first = await registerOrganisation(api);
    const takenSlug = await api.json('POST', '/v1/in/organisations/register', {
      name_slug: first.slug, email: `other@${uniqueSlug()}.khanya.example`, password: 'a-long-test-password', company_name: 'X Ltd',
    });
    expect(takenSlug.status).toBe(409);
    expect(takenSlug.body.code).toBe('organisation_exists');

    const freshSlug = uniqueSlug();
    const takenEmail = await api.json('POST', '/v1/in/organisations/register', {
      name_slug: freshSlug, email: first.email, password: 'a-long-test-password', company_name: 'X Ltd',
    });
    expect(takenEmail.status).toBe(409);
    expect(takenEmail.body.code).toBe('user_exists');
    // The failed attempt left no claim on the fresh slug.
    const retry = await api.json('POST', '/v1/in/organisations/register', {
      name_slug: freshSlug, email: `new@${freshSlug}.khanya.example`, password: 'a-long-test-password', company_name: 'X Ltd',
    });
    expect(retry.status).toBe(201);
  });

  it('answers 422 with FastAPI-style details for every bad field at once', async () => {
    const answer = await api.json('POST', '/v1/in/organisations/register', { name_slug: 'Bad Slug!', email: 'not-an-email' });
    expect(answer.status).toBe(422);
    const locs = answer.body.detail.map((entry: { loc: string[] }) => entry.loc.join('.'));
    expect(locs).toEqual(expect.arrayContaining(['body.name_slug', 'body.email', 'body.password']));
    const missing = answer.body.detail.find((entry: { loc: string[] }) => entry.loc[1] === 'password');
    expect(missing).toEqual({ loc: ['body', 'password'], msg: 'Field required', type: 'missing' });
  });
});

describe('password login', () => {
  it('answers a bearer token carrying the granted scopes', async () => {
    const org = await registerOrganisation(api);
    const answer = await api.form('/v1/in/auth/login/token', { grant_type: 'password', username: org.email, password: org.password, scope: 'internal' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ token_type: 'bearer', scope: 'internal', expires_in: expect.any(Number) });
    // A token with only `internal` cannot use the organisation API.
    const organisation = await api.json('GET', '/v1/organisations/', undefined, { token: answer.body.access_token });
    expect(organisation.status).toBe(403);
    expect(organisation.body).toEqual(FORBIDDEN);
  });

  it('refuses a grant_type other than password with 422', async () => {
    const answer = await api.form('/v1/in/auth/login/token', { grant_type: 'client_credentials', username: 'a@b.co', password: 'x' });
    expect(answer.status).toBe(422);
    expect(answer.body.detail[0].loc).toEqual(['body', 'grant_type']);
  });

  it('answers 401 invalid_credentials for a wrong password or unknown user', async () => {
    const org = await registerOrganisation(api);
    for (const fields of [{ username: org.email, password: 'wrong-password' }, { username: 'nobody@khanya.example', password: 'whatever' }]) {
      const answer = await api.form('/v1/in/auth/login/token', fields);
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('invalid_credentials');
    }
  });

  it(`locks a username after ${MAX_FAILURES} failures, even for the right password`, async () => {
    const org = await registerOrganisation(api);
    for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) {
      const answer = await api.form('/v1/in/auth/login/token', { username: org.email, password: 'wrong-password' });
      expect(answer.status).toBe(401);
    }
    const locked = await api.form('/v1/in/auth/login/token', { username: org.email, password: org.password });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('too_many_login_attempts');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user is not affected.
    const other = await registerOrganisation(api);
    await expect(login(api, other.email, other.password)).resolves.toEqual(expect.any(String));
  });
});

describe('password login under concurrency', () => {
  const guess = (username: string, password: string) => api.form('/v1/in/auth/login/token', { username, password });

  it(`evaluates at most ${MAX_FAILURES} of 20 wrong passwords sent at once; the rest and then the right one answer 429`, async () => {
    const org = await registerOrganisation(api);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => guess(org.email, `wrong-password-${index}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(MAX_FAILURES);
    for (const answer of answers.filter((candidate) => candidate.status === 429)) {
      expect(answer.body.code).toBe('too_many_login_attempts');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const right = await guess(org.email, org.password);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('too_many_login_attempts');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts wrong guesses for addresses without an account the same way', async () => {
    const nobody = `nobody@${uniqueSlug()}.khanya.example`;
    const answers = await Promise.all(Array.from({ length: 12 }, () => guess(nobody, 'whatever-password')));
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(MAX_FAILURES);
    expect(answers.filter((answer) => answer.status !== 401 && answer.status !== 429)).toEqual([]);
  });

  it('lets every one of several right passwords sent at once log in', async () => {
    const org = await registerOrganisation(api);
    const answers = await Promise.all(Array.from({ length: 8 }, () => guess(org.email, org.password)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200));
  });

  it('lets the right password in after a few wrong ones sent at once, and starts the count again', async () => {
    const org = await registerOrganisation(api);
    const wrong = await Promise.all(Array.from({ length: MAX_FAILURES - 1 }, () => guess(org.email, 'wrong-password')));
    expect(wrong.map((answer) => answer.status)).toEqual(Array.from({ length: MAX_FAILURES - 1 }, () => 401));
    expect((await guess(org.email, org.password)).status).toBe(200);
    const again = await Promise.all(Array.from({ length: MAX_FAILURES - 1 }, () => guess(org.email, 'wrong-password')));
    expect(again.map((answer) => answer.status)).toEqual(Array.from({ length: MAX_FAILURES - 1 }, () => 401));
    expect((await guess(org.email, org.password)).status).toBe(200);
  });
});

describe('password login after a check died', () => {
  it('frees the slots of checks that never gave a verdict, keeping the window\'s failures', async () => {
    const org = await registerOrganisation(api);
    const now = Math.floor(Date.now() / 1000);
    // Every slot taken a while ago by checks that never ended (Lambdas that timed out), two of them failures.
    await dynamo.send(
      new PutCommand({
        TableName: process.env.TABLE_NAME,
        Item: { ...keys.loginThrottle(org.email), attempts: MAX_FAILURES, failures: 2, windowStartedAt: now - 120, lastReservedAt: now - 120, expiresAt: now + 600 },
      }),
    );
    const wrong = await Promise.all(Array.from({ length: 6 }, () => api.form('/v1/in/auth/login/token', { username: org.email, password: 'wrong-password' })));
    // Three slots came back (five taken, two failed): three guesses are checked, the rest locked out.
    expect(wrong.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 429, 429, 429]);
  });
});

describe('bearer tokens', () => {
  it('answer 401 invalid_token when missing, malformed, forged or unknown', async () => {
    const org = await registerOrganisation(api);
    const [header, payload] = org.session.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`;
    for (const token of [undefined, 'garbage', forged, 'khanya_unknowntoken']) {
      const answer = await api.json('GET', '/v1/organisations/', undefined, token ? { token } : undefined);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(INVALID_TOKEN);
      // The bearer challenge (RFC 6750), which HTTP clients read to fetch a new token.
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="khanya", error="invalid_token"');
    }
    const wrongScheme = await api.request('GET', '/v1/organisations/', { headers: { authorization: `Basic ${org.apiToken}` } });
    expect(wrongScheme.status).toBe(401);
  });

  it('answer 401 invalid_token for a session token signed with our key whose claims our login never makes', async () => {
    const org = await registerOrganisation(api);
    const minted = decodeJwt(org.session);
    // What our login mints: issuer, audience, iat, exp (and iat_ms, the same instant).
    expect(minted).toMatchObject({ iss: 'khanya', aud: 'khanya-api', iat: expect.any(Number), exp: expect.any(Number), iat_ms: expect.any(Number) });
    const key = await signingKey();
    const now = Math.floor(Date.now() / 1000);
    const good = { ...minted, iat: now, iat_ms: now * 1000, exp: now + 600 };
    const sign = (payload: Record<string, unknown>) => new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    const without = (name: string) => Object.fromEntries(Object.entries(good).filter(([claim]) => claim !== name));

    // The control: the same claims, well formed, are accepted.
    expect((await api.json('GET', '/v1/organisations/', undefined, { token: await sign(good) })).status).toBe(200);
    const refused = {
      'no exp': without('exp'),
      'wrong issuer': { ...good, iss: 'not-khanya' },
      'wrong audience': { ...good, aud: 'someone-else' },
      'no iat': without('iat'),
      'iat in the future': { ...good, iat: now + 3600, iat_ms: (now + 3600) * 1000, exp: now + 7200 },
    };
    const answers = await Promise.all(
      Object.entries(refused).map(async ([name, payload]) => {
        const answer = await api.json('GET', '/v1/organisations/', undefined, { token: await sign(payload) });
        return { name, status: answer.status, body: answer.body };
      }),
    );
    expect(answers).toEqual(Object.keys(refused).map((name) => ({ name, status: 401, body: INVALID_TOKEN })));
  });

  it('answer 401 account_deactivated once the organisation is deactivated', async () => {
    const org = await registerOrganisation(api);
    await dynamo.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.organisation(org.id),
        UpdateExpression: 'SET is_active = :false',
        ExpressionAttributeValues: { ':false': false },
      }),
    );
    for (const token of [org.apiToken, org.session]) {
      const answer = await api.json('GET', '/v1/organisations/', undefined, { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(DEACTIVATED);
    }
    const relogin = await api.form('/v1/in/auth/login/token', { username: org.email, password: org.password });
    expect(relogin.body).toEqual(DEACTIVATED);
  });
});

describe('API tokens', () => {
  it('are shown once, listed without the secret, work until revoked and then answer 401', async () => {
    const org = await registerOrganisation(api);
    const created = await api.json('POST', '/v1/in/api_tokens/', { name: 'Loan system', scopes: ['organisation:api'] }, { token: org.session });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Loan system', scopes: ['organisation:api'] });
    const secret: string = created.body.bearer_token;

    const listed = await api.json('GET', '/v1/in/api_tokens/', undefined, { token: org.session });
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toMatchObject({ id: created.body.id, name: 'Loan system', last_four: secret.slice(-4) });
    expect(listed.text).not.toContain(secret);

    expect((await api.json('GET', '/v1/organisations/', undefined, { token: secret })).status).toBe(200);
    const revoked = await api.json('DELETE', `/v1/in/api_tokens/${created.body.id}`, undefined, { token: org.session });
    expect(revoked.status).toBe(204);
    const after = await api.json('GET', '/v1/organisations/', undefined, { token: secret });
    expect(after.status).toBe(401);
    expect(after.body).toEqual(INVALID_TOKEN);
    const again = await api.json('DELETE', `/v1/in/api_tokens/${created.body.id}`, undefined, { token: org.session });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('resource_not_found');
  });

  it('are stored only as hashes, and passwords only as salted scrypt hashes', async () => {
    const org = await registerOrganisation(api);
    const created = await api.json('POST', '/v1/in/api_tokens/', { name: 'Audit', scopes: ['organisation:api'] }, { token: org.session });
    // Test-only Scan: look at everything the organisation's requests wrote.
    const items = await scanAll();
    const everything = JSON.stringify(items);
    expect(everything).not.toContain(created.body.bearer_token);
    expect(everything).not.toContain(org.apiToken);
    expect(everything).not.toContain(org.password);
    const owner = items.find((item) => item.type === 'user' && item.email === org.email);
    expect(owner?.password_hash).toMatch(/^scrypt\$/);
  });

  it('cannot carry a scope the creator lacks, and an organisation:api token cannot reach internal endpoints', async () => {
    const org = await registerOrganisation(api);
    const internalOnly = await login(api, org.email, org.password, 'internal');
    const refused = await api.json('POST', '/v1/in/api_tokens/', { name: 'x', scopes: ['organisation:api'] }, { token: internalOnly });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(FORBIDDEN);
    const internal = await api.json('GET', '/v1/in/organisations/users/', undefined, { token: org.apiToken });
    expect(internal.status).toBe(403);
    expect(internal.body).toEqual(FORBIDDEN);
  });

  it('validate their input: unknown scopes and ids that are not 24-hex answer 422', async () => {
    const org = await registerOrganisation(api);
    const badScope = await api.json('POST', '/v1/in/api_tokens/', { name: 'x', scopes: ['admin'] }, { token: org.session });
    expect(badScope.status).toBe(422);
    expect(badScope.body.detail[0].loc).toEqual(['body', 'scopes', 0]);
    const badId = await api.json('DELETE', '/v1/in/api_tokens/not-an-id', undefined, { token: org.session });
    expect(badId.status).toBe(422);
    expect(badId.body.detail[0].loc).toEqual(['path', 'token_id']);
  });
});

describe('API tokens of a staff user', () => {
  /** An invited colleague with the given permissions, logged in with both scopes. */
  async function colleague(org: TestOrganisation, permissions: readonly string[]) {
    const email = `colleague@${uniqueSlug('staff')}.khanya.example`;
    const invited = await api.json('POST', '/v1/in/organisations/users/', { name: 'Sipho Colleague', email, permissions }, { token: org.session });
    expect(invited.status).toBe(201);
    const password = 'colleague-password-1';
    const created = await api.json('POST', '/v1/in/auth/create_password', { token: latestLinkToken(email), new_password: password });
    expect(created.status).toBe(200);
    return { id: invited.body.id as string, session: await login(api, email, password) };
  }

  async function tokenOf(session: string): Promise<string> {
    const created = await api.json('POST', '/v1/in/api_tokens/', { name: 'Loan system', scopes: ['organisation:api', 'internal'] }, { token: session });
    expect(created.status).toBe(201);
    return created.body.bearer_token as string;
  }

  it('stop the moment their creator is deactivated, on every kind of operation, and change nothing', async () => {
    const org = await registerOrganisation(api);
    const creator = await colleague(org, PERMISSION_NAMES);
    const bystander = await colleague(org, ['view_applications']);
    const token = await tokenOf(creator.session);
    const config = await createConfig(api, org);
    const application = await createApplication(api, org, config.id);

    // Each operation tried with the creator's token: a path, and (for writes) a body.
    const operations: [string, string, unknown?][] = [
      ['POST', '/v1/in/api_tokens/', { name: 'Another', scopes: ['organisation:api'] }],
      ['GET', '/v1/in/api_tokens/'],
      ['POST', `/v1/in/organisations/users/${bystander.id}/deactivate`],
      ['DELETE', `/v1/application_configs/${config.id}`],
      ['GET', `/v1/bank_connections/${application.id}`],
      ['GET', `/v1/applications/applications/${application.id}`],
      ['POST', '/v1/applications/applicants/', {}],
      ['GET', '/v1/organisations/'],
    ];
    // While the creator is active, the token works (one read; the writes would change what we check below).
    expect((await api.json('GET', '/v1/organisations/', undefined, { token })).status).toBe(200);
    expect((await api.json('GET', `/v1/applications/applications/${application.id}`, undefined, { token })).status).toBe(200);

    const deactivated = await api.json('POST', `/v1/in/organisations/users/${creator.id}/deactivate`, undefined, { token: org.session });
    expect(deactivated.status).toBe(200);

    // All at once: no request may slip through while another is being refused.
    const answers = await Promise.all(
      operations.map(async ([method, path, body]) => {
        const answer = await api.json(method, path, body, { token });
        return { operation: `${method} ${path}`, status: answer.status, body: answer.body };
      }),
    );
    expect(answers).toEqual(operations.map(([method, path]) => ({ operation: `${method} ${path}`, status: 401, body: DEACTIVATED })));

    // Nothing the refused requests asked for happened.
    const users = await api.json('GET', '/v1/in/organisations/users/', undefined, { token: org.session });
    expect(users.body.users.find((user: { id: string }) => user.id === bystander.id)?.is_active).toBe(true);
    const stillThere = await api.json('GET', `/v1/application_configs/${config.id}`, undefined, { token: org.apiToken });
    expect(stillThere.body.archived).toBe(false);
    const tokens = await api.json('GET', '/v1/in/api_tokens/', undefined, { token: org.session });
    expect(tokens.body.map((listed: { name: string }) => listed.name).sort()).toEqual(['Loan system', 'Registration token']);

    // The owner's tokens, the registration one included, are not affected.
    expect((await api.json('GET', '/v1/organisations/', undefined, { token: org.apiToken })).status).toBe(200);
    const ownerToken = await tokenOf(org.session);
    expect((await api.json('GET', '/v1/in/api_tokens/', undefined, { token: ownerToken })).status).toBe(200);
  });

  it('carry only the permissions their creator still holds', async () => {
    const org = await registerOrganisation(api);
    const creator = await colleague(org, ['view_applications', 'manage_application_configs', 'manage_api_tokens']);
    const token = await tokenOf(creator.session);
    const config = await createConfig(api, org);
    // The creator loses a permission (no endpoint changes permissions yet; the state is what matters).
    await setPermissions(org.id, creator.id, ['view_applications', 'manage_api_tokens']);
    const archive = await api.json('DELETE', `/v1/application_configs/${config.id}`, undefined, { token });
    expect({ status: archive.status, body: archive.body }).toEqual({ status: 403, body: FORBIDDEN });
    const read = await api.json('GET', `/v1/application_configs/${config.id}`, undefined, { token });
    expect(read.status).toBe(200);
    expect(read.body.archived).toBe(false);
    // A permission the creator gains later is not one the token was made with.
    await setPermissions(org.id, creator.id, [...PERMISSION_NAMES]);
    const users = await api.json('GET', '/v1/in/organisations/users/', undefined, { token });
    expect({ status: users.status, body: users.body }).toEqual({ status: 403, body: FORBIDDEN });
  });

  it('answer 401 invalid_token once their creator no longer exists', async () => {
    const org = await registerOrganisation(api);
    const creator = await colleague(org, ['view_applications', 'manage_api_tokens']);
    const token = await tokenOf(creator.session);
    await dynamo.send(new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: keys.user(org.id, creator.id) }));
    const answer = await api.json('GET', '/v1/organisations/', undefined, { token });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 401, body: INVALID_TOKEN });
  });
});
