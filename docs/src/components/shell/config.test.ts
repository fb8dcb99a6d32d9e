/**
 * validateSiteConfig (the build-time check gatsby-node runs): a docSidebar navbar item whose
 * sidebar has no link target, or does not exist, fails with an error naming the sidebar; the real
 * site config with the real sidebars passes. site.config.ts and src/sidebars.ts are plain .ts
 * (no JSX, no React), so importing them here also checks they stay importable outside Gatsby.
 */
import { validateSiteConfig } from './config.ts';
import type { Sidebars, SiteConfig } from './config.ts';
import siteConfig from '../../../site.config.ts';
import { SIDEBARS } from '../../sidebars.ts';

function configWith(items: SiteConfig['navbar']['items']): SiteConfig {
  return { ...siteConfig, navbar: { ...siteConfig.navbar, items } };
}

describe('validateSiteConfig', () => {
  it('throws, naming the sidebar, for a docSidebar item whose sidebar has no link target', () => {
    const sidebars: Sidebars = {
      ...SIDEBARS,
      // Sections without an href and without any item link: nothing to link to.
      emptyOne: [{ title: 'Nothing here', items: [] }],
      emptyLinks: [{ title: 'Blank links', items: [{ label: 'Blank', href: '' }] }],
    };
    expect(() => validateSiteConfig(configWith([{ type: 'docSidebar', sidebarId: 'emptyOne', label: 'Empty' }]), sidebars)).toThrow(
      /Sidebar with ID "emptyOne" doesn't have anything to be linked to/,
    );
    expect(() => validateSiteConfig(configWith([{ type: 'docSidebar', sidebarId: 'emptyLinks', label: 'Blank' }]), sidebars)).toThrow(
      /Sidebar with ID "emptyLinks" doesn't have anything to be linked to/,
    );
  });

  it('throws, naming the sidebar, for a docSidebar item whose sidebar does not exist', () => {
    expect(() => validateSiteConfig(configWith([{ type: 'docSidebar', sidebarId: 'noSuchSidebar', label: 'Missing' }]), SIDEBARS)).toThrow(
      /Sidebar with ID "noSuchSidebar" doesn't exist/,
    );
  });

  it('checks docSidebar items inside a dropdown too', () => {
    const items = [
      {
        type: 'dropdown',
        label: 'More',
        items: [{ type: 'docSidebar', sidebarId: 'nestedMissing', label: 'Nested' }],
      },
    ] as unknown as SiteConfig['navbar']['items'];
    expect(() => validateSiteConfig(configWith(items), SIDEBARS)).toThrow(/"nestedMissing"/);
  });

  it('names every failing sidebar in one error', () => {
    let message = '';
    try {
      validateSiteConfig(
        configWith([
          { type: 'docSidebar', sidebarId: 'firstMissing', label: 'A' },
          { type: 'docSidebar', sidebarId: 'secondMissing', label: 'B' },
        ]),
        SIDEBARS,
      );
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/"firstMissing"/);
    expect(message).toMatch(/"secondMissing"/);
  });

  it('passes for the real site config with the real sidebars, resolving every docSidebar item', () => {
    const result = validateSiteConfig(siteConfig, SIDEBARS);
    const docSidebarIds = siteConfig.navbar.items.flatMap((item) => (item.type === 'docSidebar' ? [item.sidebarId] : []));
    expect(docSidebarIds.length).toBeGreaterThan(0);
    expect(Object.keys(result.docSidebarTargets).sort()).toEqual([...new Set(docSidebarIds)].sort());
    for (const target of Object.values(result.docSidebarTargets)) expect(target).toMatch(/^\//);
    expect(result.warnings).toEqual([]);
  });
});
