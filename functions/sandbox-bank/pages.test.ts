import { consentPage, errorPage, escapeHtml, homePage, lockedPage, loginPage } from './pages.ts';

describe('sandbox bank pages', () => {
  it('escapes what they echo', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const page = loginPage({ action: '/sandbox-bank/interaction/u/login', clientName: 'Khanya', username: '"><script>alert(1)</script>', error: 'Wrong' });
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('allow only their own nonce\'d style, no script, forms to the bank and the client\'s origin', () => {
    const page = consentPage({ allowAction: '/a', denyAction: '/d', clientName: 'Khanya', holderName: 'N', formTarget: 'https://connect.example' });
    const nonce = /<style nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(page.headers['content-security-policy']).toBe(`default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self' https://connect.example; frame-ancestors 'none'; base-uri 'none'`);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).not.toMatch(/<script|src=|href="http/);
    expect(loginPage({ action: '/l', clientName: 'K' }).body).not.toContain(nonce!);
  });

  it('put focus on the heading and tie the login error to both fields', () => {
    const fresh = loginPage({ action: '/l', clientName: 'Khanya' });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toContain('<h1 tabindex="-1" autofocus>');
    expect(fresh.body).not.toContain('aria-describedby');
    const failed = loginPage({ action: '/l', clientName: 'Khanya', error: 'Not right' });
    expect(failed.status).toBe(400);
    expect(failed.body.match(/aria-describedby="login-error" aria-invalid="true"/g)).toHaveLength(2);
    expect(failed.body).toContain('<p class="error" id="login-error" role="alert">Not right</p>');
  });

  it('answer the statuses their situation calls for', () => {
    expect(lockedPage({ action: '/x', clientName: 'Khanya' }).status).toBe(403);
    expect(errorPage({ title: 'T', message: 'M', status: 404 }).status).toBe(404);
    expect(homePage({ issuer: 'http://localhost:3000/sandbox-bank' }).body).toContain('<code>user_good</code>');
  });
});
