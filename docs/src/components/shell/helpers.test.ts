import { docIdToPath, isFooterColumns, sidebarLinkTarget, validateSiteConfig } from './config';
import type { SiteConfig } from './config';
import {
  errorChain,
  isActivePath,
  keepQueryAndHash,
  localeLink,
  navbarItemProblem,
  searchDocs,
  tokenize,
  versionLink,
} from './helpers';
import { shellHeadScript } from './headScript';
import siteConfig from '../../../site.config';

describe('keepQueryAndHash', () => {
  it('appends the current query and hash', () => {
    expect(keepQueryAndHash('/docs', { search: '?a=1', hash: '#x' })).toBe('/docs?a=1#x');
  });
  it("replaces the path's own query and hash", () => {
    expect(keepQueryAndHash('/docs?old=1#old', { search: '', hash: '#new' })).toBe('/docs#new');
  });
  it('normalises missing ? and #, and drops empty ones', () => {
    expect(keepQueryAndHash('/a', { search: 'q=1', hash: 'h' })).toBe('/a?q=1#h');
    expect(keepQueryAndHash('/a', { search: '?', hash: '#' })).toBe('/a');
  });
});

describe('isActivePath', () => {
  it('matches exactly, ignoring trailing slashes', () => {
    expect(isActivePath('/api/', '/api')).toBe(true);
    expect(isActivePath('/api', '/api/')).toBe(true);
    expect(isActivePath('/apix', '/api/')).toBe(false);
  });
  it('matches under a base path on segment boundaries', () => {
    expect(isActivePath('/docs/auth', '/docs', '/docs')).toBe(true);
    expect(isActivePath('/docsx', '/docs', '/docs')).toBe(false);
  });
  it('never marks external links active', () => {
    expect(isActivePath('/', 'https://khanya.example')).toBe(false);
  });
});

describe('localeLink / versionLink', () => {
  const en = { code: 'en', label: 'English', pathPrefix: '' };
  const loc = { pathname: '/docs/auth', search: '?x=1', hash: '#tokens' };
  it('keeps path, query and hash for the locale switcher', () => {
    expect(localeLink(en, [en], loc)).toBe('/docs/auth?x=1#tokens');
  });
  it('adds and strips locale prefixes', () => {
    const fr = { code: 'fr', label: 'Français', pathPrefix: '/fr' };
    expect(localeLink(fr, [en, fr], loc)).toBe('/fr/docs/auth?x=1#tokens');
    expect(localeLink(en, [en, fr], { ...loc, pathname: '/fr/docs/auth' })).toBe('/docs/auth?x=1#tokens');
  });
  it('keeps the doc, query and hash across versions', () => {
    const v1 = { name: 'current', label: 'v1 (current)', path: '/docs' };
    const v0 = { name: '0.9', label: 'v0.9', path: '/docs/0.9' };
    expect(versionLink(v0, [v1, v0], loc)).toBe('/docs/0.9/auth?x=1#tokens');
    expect(versionLink(v1, [v1, v0], { ...loc, pathname: '/docs/0.9/auth' })).toBe('/docs/auth?x=1#tokens');
    expect(versionLink(v1, [v1, v0], { ...loc, pathname: '/blog' })).toBe('/docs?x=1#tokens');
  });
});

describe('navbarItemProblem', () => {
  it('accepts every configured item of the site config', () => {
    for (const item of siteConfig.navbar.items) expect(navbarItemProblem(item)).toBeNull();
  });
  it('reports unknown types and malformed items', () => {
    expect(navbarItemProblem({ type: 'weather' })).toMatch(/weather/);
    expect(navbarItemProblem({ type: 'dropdown', label: 'x' })).toMatch(/items/);
    expect(navbarItemProblem({ label: 'x' })).toMatch(/to/);
    expect(navbarItemProblem(null)).toBe('Navbar item is not an object');
  });
});

describe('errorChain', () => {
  it('lists the message and its causes', () => {
    const e = new Error('outer', { cause: new Error('middle', { cause: 'root string' }) });
    expect(errorChain(e)).toEqual(['outer', 'middle', 'root string']);
  });
  it('stops on cycles', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    a.cause = a;
    expect(errorChain(a)).toEqual(['a']);
  });
});

describe('search', () => {
  const index = [
    { title: 'Webhooks', path: '/docs/webhooks', text: 'Verify the signature of every webhook delivery.' },
    { title: 'Authentication', path: '/docs/auth', text: 'Send a bearer token; webhook secrets differ.' },
    { title: 'Errors', path: '/docs/errors', text: 'invalid_token means the token is wrong.' },
  ];
  it('tokenizes case-insensitively', () => {
    expect(tokenize('  Bearer TOKEN-auth ')).toEqual(['bearer', 'token', 'auth']);
  });
  it('requires every token and ranks title hits first', () => {
    const r = searchDocs(index, 'WEBHOOK');
    expect(r.map((x) => x.doc.path)).toEqual(['/docs/webhooks', '/docs/auth']);
    expect(searchDocs(index, 'webhook signature').map((x) => x.doc.path)).toEqual(['/docs/webhooks']);
    expect(searchDocs(index, '')).toEqual([]);
    expect(searchDocs(index, 'nothing-like-this')).toEqual([]);
  });
  it('makes a snippet around the match', () => {
    expect(searchDocs(index, 'signature')[0]?.snippet).toContain('signature');
  });
});

describe('site config and validateSiteConfig', () => {
  const sidebars = {
    guide: [{ title: 'Guide', items: [{ label: 'Introduction', href: '/docs' }] }],
    tutorial: [{ title: 'Tutorial', href: '/docs/category/tutorial', items: [] }],
  };
  it('has the required navbar items and one locale', () => {
    const items = siteConfig.navbar.items as { label?: string; to?: string; href?: string }[];
    const guide = siteConfig.navbar.items.find((i) => 'label' in i && i.label === 'Guide');
    expect(guide && guide.type === 'doc' ? docIdToPath(guide.docId) : undefined).toBe('/docs');
    expect(items.find((i) => i.label === 'API Reference')?.to).toBe('/api/');
    expect(items.some((i) => i.href === 'https://khanya.example')).toBe(true);
    expect(siteConfig.locales.map((l) => l.code)).toEqual(['en']);
  });
  it('resolves doc-sidebar targets', () => {
    expect(validateSiteConfig(siteConfig, sidebars).docSidebarTargets).toEqual({ tutorial: '/docs/category/tutorial' });
  });
  it('throws naming a sidebar with no link target, or a missing sidebar', () => {
    expect(() => validateSiteConfig(siteConfig, { ...sidebars, tutorial: [{ title: 'Empty', items: [] }] })).toThrow(
      /Sidebar with ID "tutorial" doesn't have anything to be linked to/,
    );
    expect(() => validateSiteConfig(siteConfig, { guide: sidebars.guide })).toThrow(/"tutorial" doesn't exist/);
  });
  it('only warns about unknown item types (they render an error at run time)', () => {
    const config: SiteConfig = {
      ...siteConfig,
      navbar: { ...siteConfig.navbar, items: [...siteConfig.navbar.items, { type: 'weather' } as never] },
    };
    expect(validateSiteConfig(config, sidebars).warnings).toEqual([expect.stringContaining('weather')]);
  });
  it('helpers', () => {
    expect(sidebarLinkTarget([{ title: 'a', items: [{ label: 'b', href: '/b' }] }])).toBe('/b');
    expect(sidebarLinkTarget([])).toBeUndefined();
    expect(docIdToPath('index')).toBe('/docs');
    expect(docIdToPath('constants/data_points')).toBe('/docs/constants/data_points');
    expect(isFooterColumns(siteConfig.footer.links)).toBe(true);
    expect(isFooterColumns([{ label: 'a', href: '/a' }])).toBe(false);
  });
});

describe('shellHeadScript', () => {
  it('is valid JavaScript that defaults to light and tolerates storage errors', () => {
    const attrs: Record<string, string> = {};
    const document = { documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) } };
    const window = {
      get localStorage(): Storage {
        throw new Error('denied');
      },
    };
    new Function('document', 'window', shellHeadScript('id-1'))(document, window);
    expect(attrs).toEqual({ 'data-theme': 'light' });
  });
  it('applies a stored dark mode and a dismissed announcement', () => {
    const attrs: Record<string, string> = {};
    const store: Record<string, string> = { 'khanya.theme': 'dark', 'khanya.announcement.dismissed': 'id-1' };
    const document = { documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) } };
    const window = { localStorage: { getItem: (k: string) => store[k] ?? null } };
    new Function('document', 'window', shellHeadScript('id-1'))(document, window);
    expect(attrs).toEqual({ 'data-theme': 'dark', 'data-announcement-dismissed': 'true' });
  });
});
