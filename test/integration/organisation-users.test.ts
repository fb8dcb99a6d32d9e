/**
 * Staff users, permissions, tabs, password links and tenant isolation, end to end.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#platform/clients/dynamodb';
import { keys } from '#platform/repositories/table-design';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { login, registerOrganisation, uniqueSlug, type TestOrganisation } from '../helpers/factories.ts';
import { latestLinkToken, mailsTo } from '../helpers/outbox.ts';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

async function inviteUser(org: TestOrganisation, permissions: string[]) {
  const email = `analyst@${uniqueSlug('staff')}.khanya.example`;
  const created = await api.json('POST', '/v1/in/organisations/users/', { name: 'Thandi Analyst', email, permissions }, { token: org.session });
  expect(created.status).toBe(201);
  const password = 'analyst-password-1';
  const activated = await api.json('POST', '/v1/in/auth/create_password', { token: latestLinkToken(email), new_password: password });
  expect(activated.status).toBe(200);
  return { id: created.body.id as string, email, password, session: await login(api, email, password) };
}

describe('organisation users', () => {
  it('invites a user by e-mail, who creates a password, logs in and sees the tabs of their permissions', async () => {
    const org = await registerOrganisation(api);
    const user = await inviteUser(org, ['view_applications', 'view_billing']);
    const mail = mailsTo(user.email)[0];
    expect(mail?.raw).toContain('Subject: Create your Khanya password');

    const tabs = await api.json('GET', '/v1/in/organisations/users/me/tabs', undefined, { token: user.session });
    expect(tabs.status).toBe(200);
    expect(tabs.body.tabs).toEqual(['dashboard', 'profile', 'applications', 'billing']);

    const ownerTabs = await api.json('GET', '/v1/in/organisations/users/me/tabs', undefined, { token: org.session });
    expect(ownerTabs.body.tabs).toEqual(expect.arrayContaining(['users', 'developers', 'settings']));

    const listed = await api.json('GET', '/v1/in/organisations/users/', undefined, { token: org.session });
    expect(listed.status).toBe(200);
    expect(listed.body.users.map((entry: { email: string }) => entry.email)).toEqual([org.email, user.email]);
    const analyst = listed.body.users[1];
    expect(analyst).toEqual({
      id: user.id, name: 'Thandi Analyst', email: user.email, created_at: expect.any(String), last_login: expect.any(String),
      is_active: true, permissions: ['view_applications', 'view_billing'],
    });
    expect(listed.text).not.toContain('password_hash');
  });

  it('refuses unknown permissions with 400 invalid_permission and users without manage_users with 403', async () => {
    const org = await registerOrganisation(api);
    const unknown = await api.json('POST', '/v1/in/organisations/users/', { name: 'X', email: `x@${uniqueSlug()}.khanya.example`, permissions: ['launch_rockets'] }, { token: org.session });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error_type: 'code', code: 'invalid_permission', message: 'Permission is invalid' });

    const user = await inviteUser(org, ['view_applications']);
    const forbidden = await api.json('GET', '/v1/in/organisations/users/', undefined, { token: user.session });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('invalid_token_permissions');
  });

  it('lists the permission catalogue with display names and descriptions', async () => {
    const org = await registerOrganisation(api);
    const answer = await api.json('GET', '/v1/in/organisations/permissions', undefined, { token: org.session });
    expect(answer.status).toBe(200);
    expect(answer.body.permissions).toContainEqual({ permission: 'manage_users', ui_display_name: 'Manage users', description: expect.any(String) });
  });

  it('pages with skip and limit, and refuses a limit over the maximum', async () => {
    const org = await registerOrganisation(api);
    await inviteUser(org, []);
    await inviteUser(org, []);
    const page = await api.json('GET', '/v1/in/organisations/users/?skip=1&limit=1', undefined, { token: org.session });
    expect(page.body.users).toHaveLength(1);
    expect(page.body.users[0].email).not.toBe(org.email);
    const tooMany = await api.json('GET', '/v1/in/organisations/users/?limit=101', undefined, { token: org.session });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.detail[0].loc).toEqual(['query', 'limit']);
  });

  it('deactivates a user: their session stops at once and they cannot log in; nobody deactivates themselves', async () => {
    const org = await registerOrganisation(api);
    const user = await inviteUser(org, ['view_applications']);
    const self = await api.json('POST', `/v1/in/organisations/users/${(await me(org)).id}/deactivate`, undefined, { token: org.session });
    expect(self.status).toBe(400);
    expect(self.body.code).toBe('cannot_deactivate_self');

    const answer = await api.json('POST', `/v1/in/organisations/users/${user.id}/deactivate`, undefined, { token: org.session });
    expect(answer.status).toBe(200);
    expect(answer.body.is_active).toBe(false);
    const stale = await api.json('GET', '/v1/in/organisations/users/me/tabs', undefined, { token: user.session });
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('account_deactivated');
    const relogin = await api.form('/v1/in/auth/login/token', { username: user.email, password: user.password });
    expect(relogin.status).toBe(401);
    expect(relogin.body.code).toBe('account_deactivated');
  });

  it('replays an Idempotency-Key retry instead of creating the user twice', async () => {
    const org = await registerOrganisation(api);
    const body = { name: 'Once Only', email: `once@${uniqueSlug()}.khanya.example`, permissions: [] };
    const headers = { 'idempotency-key': `invite-${uniqueSlug()}` };
    const first = await api.json('POST', '/v1/in/organisations/users/', body, { token: org.session, headers });
    const second = await api.json('POST', '/v1/in/organisations/users/', body, { token: org.session, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(mailsTo(body.email)).toHaveLength(1);
    const reused = await api.json('POST', '/v1/in/organisations/users/', { ...body, name: 'Someone Else' }, { token: org.session, headers });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('idempotency_key_reused');
  });

  it('answers 409 idempotency_in_progress while the first request with a key is still running', async () => {
    const org = await registerOrganisation(api);
    const body = { name: 'Racer', email: `race@${uniqueSlug()}.khanya.example`, permissions: [] };
    const key = `race-${uniqueSlug()}`;
    // The state a concurrent first request leaves while it runs: the lock without an answer.
    const { requestFingerprint } = await import('#platform/http/idempotency');
    await dynamo.send(
      new PutCommand({
        TableName: process.env.TABLE_NAME,
        Item: {
          ...keys.idempotency(org.id, key),
          request_hash: requestFingerprint('OrganisationUsers_createUser', JSON.stringify(body)),
          state: 'in_progress',
          expiresAt: Math.floor(Date.now() / 1000) + 3600,
        },
      }),
    );
    const answer = await api.json('POST', '/v1/in/organisations/users/', body, { token: org.session, headers: { 'idempotency-key': key } });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('idempotency_in_progress');
    expect(mailsTo(body.email)).toHaveLength(0);
  });

  it('refuses an e-mail that already has an account, in any organisation, with 409 user_exists', async () => {
    const lenderA = await registerOrganisation(api);
    const lenderB = await registerOrganisation(api);
    const answer = await api.json('POST', '/v1/in/organisations/users/', { name: 'Dup', email: lenderA.email.toUpperCase(), permissions: [] }, { token: lenderB.session });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('user_exists');
  });
});

async function me(org: TestOrganisation): Promise<{ id: string }> {
  const listed = await api.json('GET', '/v1/in/organisations/users/', undefined, { token: org.session });
  return listed.body.users.find((user: { email: string }) => user.email === org.email);
}

describe('password reset', () => {
  it('answers the same for known and unknown addresses, and a link works exactly once and ends old sessions', async () => {
    const org = await registerOrganisation(api);
    const unknown = await api.json('POST', '/v1/in/auth/password_reset/request', { username: `nobody@${uniqueSlug()}.khanya.example` });
    const known = await api.json('POST', '/v1/in/auth/password_reset/request', { username: org.email });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);

    const token = latestLinkToken(org.email);
    const reset = await api.json('POST', '/v1/in/auth/password_reset', { token, new_password: 'a-brand-new-password' });
    expect(reset.status).toBe(200);
    const reused = await api.json('POST', '/v1/in/auth/password_reset', { token, new_password: 'yet-another-password' });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('invalid_password_token');

    const oldSession = await api.json('GET', '/v1/in/organisations/users/me/tabs', undefined, { token: org.session });
    expect(oldSession.status).toBe(401);
    expect((await api.form('/v1/in/auth/login/token', { username: org.email, password: org.password })).status).toBe(401);
    await expect(login(api, org.email, 'a-brand-new-password')).resolves.toEqual(expect.any(String));
  });

  it('refuses a create-password token used as a reset token', async () => {
    const org = await registerOrganisation(api);
    const email = `mix@${uniqueSlug()}.khanya.example`;
    await api.json('POST', '/v1/in/organisations/users/', { name: 'Mix', email, permissions: [] }, { token: org.session });
    const answer = await api.json('POST', '/v1/in/auth/password_reset', { token: latestLinkToken(email), new_password: 'a-long-new-password' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_password_token');
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another organisation's ids and never shows its data", async () => {
    const lenderA = await registerOrganisation(api, 'lender-a');
    const lenderB = await registerOrganisation(api, 'lender-b');
    const userOfA = await inviteUser(lenderA, ['view_applications']);
    const tokenOfA = await api.json('POST', '/v1/in/api_tokens/', { name: 'A', scopes: ['organisation:api'] }, { token: lenderA.session });

    const deactivate = await api.json('POST', `/v1/in/organisations/users/${userOfA.id}/deactivate`, undefined, { token: lenderB.session });
    expect(deactivate.status).toBe(404);
    expect(deactivate.body.code).toBe('resource_not_found');
    const revoke = await api.json('DELETE', `/v1/in/api_tokens/${tokenOfA.body.id}`, undefined, { token: lenderB.session });
    expect(revoke.status).toBe(404);

    const usersOfB = await api.json('GET', '/v1/in/organisations/users/', undefined, { token: lenderB.session });
    expect(usersOfB.text).not.toContain(userOfA.email);
    const tokensOfB = await api.json('GET', '/v1/in/api_tokens/', undefined, { token: lenderB.session });
    expect(tokensOfB.text).not.toContain(tokenOfA.body.id);
    const organisationOfB = await api.json('GET', '/v1/organisations/', undefined, { token: lenderB.apiToken });
    expect(organisationOfB.body.id).toBe(lenderB.id);

    // A's user and token still work: B's attempts changed nothing.
    expect((await api.json('GET', '/v1/in/organisations/users/me/tabs', undefined, { token: userOfA.session })).status).toBe(200);
    expect((await api.json('GET', '/v1/organisations/', undefined, { token: tokenOfA.body.bearer_token })).status).toBe(200);
  });
});
