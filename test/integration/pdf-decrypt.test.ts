/**
 * The operator page GET/POST /pdf_decrypt/ through the local bridge: a staff session (which
 * carries the `internal` scope) gets the form and decrypts an AES-256 statement; a wrong password
 * or an unreadable file goes back to the form with the reason; an API token (scope
 * `organisation:api` only) and strangers are refused in the catalogue's shape.
 */
import { readPdfText } from '#core/pdf/read';
import { encrypted, samplePdf } from '../../functions/core/pdf/fixtures/make.ts';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let api: TestServer;
let org: TestOrganisation;
let plain: Uint8Array;
let locked: Uint8Array;
const PASSWORD = '8001015009087';

beforeAll(async () => {
  api = await startTestServer();
  org = await registerOrganisation(api, 'decrypt');
  plain = await samplePdf();
  locked = await encrypted(plain, PASSWORD);
});

afterAll(async () => {
  await api?.close();
});

function multipart(fields: Record<string, string>, file?: { content: Uint8Array; filename: string }) {
  const boundary = '----khanyaPdfDecrypt';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** fetch without following the redirect, so the 303 itself is seen. */
async function post(fields: Record<string, string>, file: { content: Uint8Array; filename: string } | undefined, headers: Record<string, string>) {
  const form = multipart(fields, file);
  return fetch(new URL('/pdf_decrypt/', api.url), { method: 'POST', body: form.body, redirect: 'manual', headers: { 'content-type': form.contentType, ...headers } });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /pdf_decrypt/', () => {
  it('answers the form to a staff session, with its own Content-Security-Policy', async () => {
    const answer = await api.request('GET', '/pdf_decrypt/', { token: org.session });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self'/);
    expect(answer.text).toContain('<form method="post" action="/pdf_decrypt/" enctype="multipart/form-data">');
    expect(answer.text).toContain('Khanya');
  });

  it('shows the error query escaped', async () => {
    const answer = await api.request('GET', `/pdf_decrypt/?error=${encodeURIComponent('<img src=x onerror=alert(1)> wrong')}`, { token: org.session });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<p class="error" role="alert">&#60;img src=x onerror=alert(1)&#62; wrong</p>');
    expect(answer.text).not.toContain('<img');
  });

  it('accepts the session as the access_token cookie (a browser)', async () => {
    const answer = await api.request('GET', '/pdf_decrypt', { headers: { cookie: `theme=dark; access_token=${org.session}` } });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Decrypt a PDF');
  });

  it('refuses a stranger (401) and an API token without the internal scope (403), in the catalogue shape', async () => {
    const stranger = await api.request('GET', '/pdf_decrypt/');
    expect(stranger.status).toBe(401);
    expect(stranger.body).toEqual({ error_type: 'code', code: 'invalid_token', message: 'Invalid token' });
    const token = await api.request('GET', '/pdf_decrypt/', { token: org.apiToken });
    expect(token.status).toBe(403);
    expect(token.body).toMatchObject({ code: 'invalid_token_permissions' });
  });
});

describe('POST /pdf_decrypt/', () => {
  it('answers an AES-256 statement without its password', async () => {
    const answer = await post({ password: PASSWORD }, { content: locked, filename: 'March statement.pdf' }, bearer(org.session));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="March_statement-decrypted.pdf"');
    const pdf = new Uint8Array(await answer.arrayBuffer());
    const { doc, passwordUsed } = await readPdfText(pdf, { passwords: [] });
    expect(passwordUsed).toBeNull();
    expect(doc.info.encrypted).toBe(false);
    expect(doc.pages[0]!.items.map((item) => item.str)).toContain('Salary ACME (Pty) Ltd');
  });

  it('answers a PDF without a password as it was sent', async () => {
    const answer = await post({ password: '' }, { content: plain, filename: 'plain.pdf' }, bearer(org.session));
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(Buffer.from(plain))).toBe(true);
  });

  it.each([
    ['a wrong password', { password: 'nope' }, () => locked, 'The password does not open this PDF.'],
    ['no password', {}, () => locked, 'This PDF is protected with a password: enter it with the file.'],
    ['a file that is not a PDF', { password: 'x' }, () => new TextEncoder().encode('Date,Amount\n'), 'This file is not a PDF.'],
    ['a truncated PDF', { password: PASSWORD }, () => locked.slice(0, 400), 'This PDF is incomplete'],
  ])('sends %s back to the form with the reason (303)', async (_name, fields, content, reason) => {
    const answer = await post(fields, { content: content(), filename: 'x.pdf' }, bearer(org.session));
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(location).toMatch(/^\/pdf_decrypt\/\?error=/);
    expect(new URL(location, api.url).searchParams.get('error')).toContain(reason);
  });

  it('with the cookie session (a browser), needs the form\'s CSRF token: without it nothing is decrypted', async () => {
    const page = await api.request('GET', '/pdf_decrypt/', { headers: { cookie: `access_token=${org.session}` } });
    const csrf = page.headers.getSetCookie().find((c) => c.startsWith('khanya_csrf='))!;
    expect(csrf).toMatch(/Path=\/pdf_decrypt; .*HttpOnly; SameSite=Strict/);
    const token = /name="csrf_token" value="([^"]+)"/.exec(page.text)![1]!;
    const cookies = `access_token=${org.session}; ${csrf.split(';')[0]}`;
    const forged = await post({ password: PASSWORD }, { content: locked, filename: 'x.pdf' }, { cookie: `access_token=${org.session}` });
    expect(forged.status).toBe(303);
    expect(new URL(forged.headers.get('location')!, api.url).searchParams.get('error')).toMatch(/expired or came from another site/);
    const wrong = await post({ password: PASSWORD, csrf_token: 'x'.repeat(32) }, { content: locked, filename: 'x.pdf' }, { cookie: cookies });
    expect(wrong.status).toBe(303);
    const good = await post({ password: PASSWORD, csrf_token: token }, { content: locked, filename: 'x.pdf' }, { cookie: cookies });
    expect([good.status, good.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  });

  it('a browser without a session is sent to the login and back', async () => {
    const page = await api.request('GET', '/pdf_decrypt/', { headers: { accept: 'text/html' } });
    // (request follows the redirect: the login form for this page)
    expect(page.text).toContain('action="/auth/login?redirect_url=%2Fpdf_decrypt%2F"');
  });

  it('refuses a form without a file (422), a JSON body (415) and an API token (403)', async () => {
    expect((await post({ password: 'x' }, undefined, bearer(org.session))).status).toBe(422);
    const json = await api.request('POST', '/pdf_decrypt/', { token: org.session, body: '{}', headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(415);
    const token = await post({ password: PASSWORD }, { content: locked, filename: 'x.pdf' }, bearer(org.apiToken));
    expect(token.status).toBe(403);
  });
});
