import { csrfMatches, loginPage, safeRedirect } from './operator-login.ts';

const ORIGINS = ['https://api.khanya.example', 'https://console.khanya.example/console'];

describe('safeRedirect: only back to Khanya', () => {
  it.each([
    ['/relabels/', '/relabels/'],
    ['/billing/xero?x=1', '/billing/xero?x=1'],
    ['https://api.khanya.example/relabels/confirm', 'https://api.khanya.example/relabels/confirm'],
    ['https://console.khanya.example/console/applications', 'https://console.khanya.example/console/applications'],
  ])('%s is allowed', (target, expected) => {
    expect(safeRedirect(target, ORIGINS)).toBe(expected);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/relabels/',
    'https://api.khanya.example.evil.example/',
    'https://api.khanya.example@evil.example/',
    'https://user:pw@api.khanya.example/',
    'http://api.khanya.example:8443/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'relabels/',
    '/relabels/\nSet-Cookie: x=1',
    '',
  ])('%j is refused', (target) => {
    expect(safeRedirect(target, ORIGINS)).toBeNull();
  });
});

describe('the form', () => {
  it('the CSRF token must be the cookie\'s, whole', () => {
    expect(csrfMatches('abc', 'abc')).toBe(true);
    expect(csrfMatches('abc', 'abd')).toBe(false);
    expect(csrfMatches('abc', 'abcd')).toBe(false);
    expect(csrfMatches(undefined, 'abc')).toBe(false);
    expect(csrfMatches('abc', undefined)).toBe(false);
    expect(csrfMatches('', '')).toBe(false);
  });

  it('escapes what it echoes and posts back to itself with the same redirect_url', () => {
    const html = loginPage({ redirectUrl: '/relabels/?a="b"', csrfToken: 'tok"en', username: '<x>@y.example', error: '<b>no</b>' });
    expect(html).toContain('action="/auth/login?redirect_url=%2Frelabels%2F%3Fa%3D%22b%22"');
    expect(html).toContain('value="tok&#34;en"');
    expect(html).toContain('value="&#60;x&#62;@y.example"');
    expect(html).toContain('&#60;b&#62;no&#60;/b&#62;');
    expect(html).not.toContain('<script');
  });
});
