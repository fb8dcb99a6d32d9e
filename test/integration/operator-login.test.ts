/**
 * GET and POST /auth/login (SPEC §2, issue 14): the operator pages' login form, its double-submit
 * CSRF token, the `access_token` cookie it sets, and no open redirect.
 */
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';

let api: TestServer;
let org: TestOrganisation;
beforeAll(async () => {
  api = await startTestServer();
  org = await registerOrganisation(api, 'oplogin');
});
afterAll(() => api.close());

const cookieNamed = (headers: Headers, name: string) => headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
const pair = (cookie: string | undefined) => cookie?.split(';')[0];

/** The form page: its CSRF cookie (name=value) and the token in its hidden field. */
async function form(redirect = '/pdf_decrypt/') {
  const page = await api.request('GET', `/auth/login?redirect_url=${encodeURIComponent(redirect)}`);
  const cookie = cookieNamed(page.headers, 'khanya_csrf');
  const field = /name="csrf_token" value="([^"]+)"/.exec(page.text)?.[1];
  return { page, cookie, field };
}

/** Posts the form as a browser would, without following the redirect (the test reads it). */
async function post(fields: Record<string, string>, cookie: string | undefined, redirect = '/pdf_decrypt/') {
  const response = await fetch(`${api.url}/auth/login?redirect_url=${encodeURIComponent(redirect)}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('GET /auth/login', () => {
  it('answers the form with a CSRF token in an HttpOnly, SameSite=Strict cookie and the same token in the form', async () => {
    const { page, cookie, field } = await form();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.text).toContain('action="/auth/login?redirect_url=%2Fpdf_decrypt%2F"');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/auth\/login/);
    expect(pair(cookie)).toBe(`khanya_csrf=${field}`);
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])('refuses redirect_url %s with 400 and no form', async (target) => {
    const { page, cookie } = await form(target);
    expect(page.status).toBe(400);
    expect(page.text).not.toContain('<form');
    expect(cookie).toBeUndefined();
  });

  it('requires redirect_url', async () => {
    expect((await api.request('GET', '/auth/login')).status).toBe(422);
  });
});

describe('POST /auth/login', () => {
  it('the right password sets the access_token cookie (HttpOnly, Lax, whole site) and goes back; the operator page then opens with it', async () => {
    const { cookie, field } = await form();
    const answer = await post({ username: org.email, password: org.password, csrf_token: field! }, pair(cookie));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/pdf_decrypt/');
    const session = cookieNamed(answer.headers, 'access_token');
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/); // plain-http localhost
    const page = await api.request('GET', '/pdf_decrypt/', { headers: { cookie: pair(session)! } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Decrypt a PDF');
    // Without the cookie the same page is refused.
    expect((await api.request('GET', '/pdf_decrypt/')).status).toBe(401);
  });

  it('a post without the matching CSRF cookie is refused before any password is checked, and sets no session', async () => {
    const { field } = await form();
    // Enough cross-site posts to lock the username if each spent a guess; then the real login still works.
    for (let i = 0; i < 6; i++) {
      const forged = await post({ username: org.email, password: 'wrong-password', csrf_token: field! }, undefined);
      expect(forged.status).toBe(403);
      expect(forged.text).toContain('came from another site');
      expect(cookieNamed(forged.headers, 'access_token')).toBeUndefined();
    }
    const mismatched = await post({ username: org.email, password: org.password, csrf_token: 'x'.repeat(32) }, 'khanya_csrf=' + 'y'.repeat(32));
    expect(mismatched.status).toBe(403);
    expect(cookieNamed(mismatched.headers, 'access_token')).toBeUndefined();
    const fresh = await form();
    expect((await post({ username: org.email, password: org.password, csrf_token: fresh.field! }, pair(fresh.cookie))).status).toBe(303);
  });

  it('a wrong password shows the form again with the reason and a new token, escaped, and no session', async () => {
    const { cookie, field } = await form();
    const answer = await post({ username: '<b>x</b>@oplogin.khanya.example', password: 'wrong', csrf_token: field! }, pair(cookie));
    expect(answer.status).toBe(401);
    expect(answer.text).toContain('Incorrect username or password');
    expect(answer.text).toContain('&#60;b&#62;x&#60;/b&#62;@oplogin.khanya.example');
    expect(cookieNamed(answer.headers, 'access_token')).toBeUndefined();
    const renewed = pair(cookieNamed(answer.headers, 'khanya_csrf'));
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(pair(cookie));
  });

  it('a valid form with a foreign redirect_url logs nobody in', async () => {
    const { cookie, field } = await form();
    const answer = await post({ username: org.email, password: org.password, csrf_token: field! }, pair(cookie), 'https://evil.example/');
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
    expect(cookieNamed(answer.headers, 'access_token')).toBeUndefined();
  });
});
