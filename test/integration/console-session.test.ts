/**
 * The console's session (issue 14) end to end against DynamoDB Local: the HttpOnly cookie that
 * survives a reload, refresh, logout, a password change ending the session, deactivation, and the
 * one-time login link under a race.
 */
import { dynamo } from '#platform/clients/dynamodb';
import { findUserByEmail, setPassword } from '#platform/repositories/users';
import { createLoginLink } from '#platform/services/staff-sessions';
import { savePasswordToken } from '#platform/repositories/password-tokens';
import { digest, newLinkToken } from '#core/secrets';
import { nowSeconds } from '#platform/repositories/table';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { scanAll } from '../helpers/scan.ts';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';

let api: TestServer;
let org: TestOrganisation;
beforeAll(async () => {
  api = await startTestServer();
  org = await registerOrganisation(api, 'console');
});
afterAll(() => api.close());

/** The session cookie's `name=value` from an answer's Set-Cookie, and its attributes. */
function sessionCookie(headers: Headers): { pair: string; attributes: string } | undefined {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('khanya_console='));
  if (!cookie) return undefined;
  const [pair, ...rest] = cookie.split(';');
  return { pair: pair!.trim(), attributes: rest.join(';') };
}

async function consoleLogin(username = org.email, password = org.password) {
  return api.form('/v1/in/auth/session', { username, password });
}

const refresh = (cookie?: string) => api.request('POST', '/v1/in/auth/session/refresh', { headers: cookie ? { cookie } : {} });
const me = (token: string) => api.json('GET', '/v1/in/organisations/users/me/tabs', undefined, { token });

describe('console session', () => {
  it('logs in with a token for memory and an HttpOnly, SameSite=Strict cookie scoped to the session operations', async () => {
    const answer = await consoleLogin();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: expect.any(Number), scope: expect.any(String) });
    const cookie = sessionCookie(answer.headers);
    expect(cookie?.pair).toMatch(/^khanya_console=[\w-]{43}$/);
    expect(cookie?.attributes).toContain('HttpOnly');
    expect(cookie?.attributes).toContain('SameSite=Strict');
    expect(cookie?.attributes).toContain('Path=/v1/in/auth/session');
    expect(cookie?.attributes).toContain('Max-Age=43200');
    // Plain-http localhost: a Secure cookie would never come back.
    expect(cookie?.attributes).not.toContain('Secure');
    expect((await me(answer.body.access_token)).status).toBe(200);

    // Only a digest is stored: the cookie's secret appears in no item of the table.
    const secret = cookie!.pair.split('=')[1]!;
    const items = await scanAll({ FilterExpression: 'begins_with(pk, :p)', ExpressionAttributeValues: { ':p': 'CONSOLESESSION#' } });
    expect(items.length).toBeGreaterThan(0);
    expect(JSON.stringify(items)).not.toContain(secret);
  });

  it('a wrong password sets no cookie', async () => {
    const answer = await consoleLogin(org.email, 'not-the-password');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('invalid_credentials');
    expect(sessionCookie(answer.headers)).toBeUndefined();
  });

  it('the cookie alone answers a new working token (a reload); no cookie or a made-up one answers 401', async () => {
    const cookie = sessionCookie((await consoleLogin()).headers)!.pair;
    const again = await refresh(cookie);
    expect(again.status).toBe(200);
    expect((await me(again.body.access_token)).status).toBe(200);

    for (const bad of [undefined, 'khanya_console=made-up', 'other=1']) {
      const answer = await refresh(bad);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error_type: 'code', code: 'console_session_ended', message: 'Your console session has ended. Log in again.' });
    }
  });

  it('logout ends the session and clears the cookie; logging out twice is harmless', async () => {
    const cookie = sessionCookie((await consoleLogin()).headers)!.pair;
    const out = await api.request('POST', '/v1/in/auth/session/logout', { headers: { cookie } });
    expect(out.status).toBe(204);
    expect(sessionCookie(out.headers)?.attributes).toContain('Max-Age=0');
    expect((await refresh(cookie)).status).toBe(401);
    expect((await api.request('POST', '/v1/in/auth/session/logout', { headers: { cookie } })).status).toBe(204);
  });

  it('a password change ends every console session that began before it', async () => {
    const other = await registerOrganisation(api, 'console-pw');
    const cookie = sessionCookie((await consoleLogin(other.email, other.password)).headers)!.pair;
    const user = (await findUserByEmail(other.email))!;
    await setPassword(user, user.password_hash!, Date.now());
    expect((await refresh(cookie)).body.code).toBe('console_session_ended');
  });

  it('a deactivated organisation cannot refresh', async () => {
    const other = await registerOrganisation(api, 'console-off');
    const cookie = sessionCookie((await consoleLogin(other.email, other.password)).headers)!.pair;
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { keys } = await import('#platform/repositories/table-design');
    await dynamo.send(new UpdateCommand({ TableName: process.env.TABLE_NAME, Key: keys.organisation(other.id), UpdateExpression: 'SET is_active = :f', ExpressionAttributeValues: { ':f': false } }));
    const answer = await refresh(cookie);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('account_deactivated');
  });
});

describe('one-time login links', () => {
  it('two redemptions at once: exactly one session, the other 401; the link is then spent', async () => {
    const token = await createLoginLink((await findUserByEmail(org.email))!);
    const answers = await Promise.all([1, 2, 3].map(() => api.json('POST', '/v1/in/auth/session/login_link', { token })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 401, 401]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(sessionCookie(winner.headers)?.pair).toMatch(/^khanya_console=/);
    expect((await me(winner.body.access_token)).status).toBe(200);
    for (const loser of answers.filter((a) => a.status === 401)) expect(loser.body.code).toBe('invalid_login_link');
    expect((await api.json('POST', '/v1/in/auth/session/login_link', { token })).status).toBe(401);
  });

  it('an expired link, a password-reset token and a made-up token are refused', async () => {
    const user = (await findUserByEmail(org.email))!;
    const expired = newLinkToken();
    await savePasswordToken(digest(expired), { user_id: user.id, organisation_id: user.organisation_id, purpose: 'login', expiresAt: nowSeconds() - 1 });
    const reset = newLinkToken();
    await savePasswordToken(digest(reset), { user_id: user.id, organisation_id: user.organisation_id, purpose: 'reset', expiresAt: nowSeconds() + 600 });
    for (const token of [expired, reset, 'made-up-token']) {
      const answer = await api.json('POST', '/v1/in/auth/session/login_link', { token });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('invalid_login_link');
    }
  });
});
