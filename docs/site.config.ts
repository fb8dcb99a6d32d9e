/**
 * The documentation site's one configuration file: navbar, footer, announcement bar, locales,
 * versions. Read by the shell (docs/src/components/shell) and checked at build time by
 * gatsby-node through validateSiteConfig(config, sidebars).
 */
import type { SiteConfig } from './src/components/shell/config';
import { LOGO_DARK, LOGO_LIGHT } from './src/components/shell/logo';

export { validateSiteConfig } from './src/components/shell/config';
export type { SiteConfig, Sidebars, SidebarDefinition, SidebarSection } from './src/components/shell/config';

const siteConfig: SiteConfig = {
  title: 'Khanya',
  tagline: 'Bank-data analysis for South African lenders: connect accounts, label transactions, decide with confidence.',
  url: 'https://docs.khanya.example',
  provider: {
    name: 'Khanya',
    url: 'https://khanya.example',
    helpEmail: 'help@khanya.example',
  },
  defaultLocale: 'en',
  locales: [{ code: 'en', label: 'English', pathPrefix: '' }],
  versions: [{ name: 'current', label: 'v1 (current)', path: '/docs' }],
  announcementBar: {
    id: 'byod-walkthrough-2026',
    content:
      'New: from an API token to an affordability analysis in ten minutes on your own machine. <a href="/docs/tutorial-basics/byod_walkthrough">Follow the BYOD walkthrough</a>.',
    backgroundColor: '#0b5f5c',
    textColor: '#ffffff',
    isCloseable: true,
  },
  navbar: {
    title: 'Khanya',
    style: 'dark',
    hideOnScroll: true,
    logo: { alt: 'Khanya logo', src: LOGO_LIGHT, srcDark: LOGO_DARK, href: '/', width: 32, height: 32 },
    items: [
      { type: 'doc', docId: 'index', label: 'Guide', activeBasePath: '/docs', position: 'left' },
      { type: 'docSidebar', sidebarId: 'tutorial', label: 'Tutorial', position: 'left' },
      {
        type: 'dropdown',
        label: 'Constants',
        position: 'left',
        items: [
          { label: 'Data points', to: '/docs/constants/data_points' },
          { label: 'Data point args', to: '/docs/constants/data_points_args' },
        ],
      },
      { to: '/api/', label: 'API Reference', position: 'left' },
      { to: '/blog', label: 'Blog', activeBasePath: '/blog', position: 'left' },
      { type: 'docsVersion', label: 'v1', position: 'right' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'html', position: 'right', value: '<span class="k-navbar__divider"></span>' },
      { href: 'https://khanya.example', label: 'khanya.example', position: 'right' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    logo: { alt: 'Khanya logo', src: LOGO_LIGHT, srcDark: LOGO_DARK, href: 'https://khanya.example', width: 40, height: 40 },
    copyright: `Copyright © ${new Date().getFullYear()} Khanya. Built with Gatsby.`,
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Guide', to: '/docs' },
          { label: 'Authentication', to: '/docs/auth' },
          { label: 'Webhooks', to: '/docs/webhooks' },
          { label: 'Statements', to: '/docs/statements' },
          { label: 'API Reference', to: '/api/' },
        ],
      },
      {
        title: 'Learn',
        items: [
          { label: 'Tutorials', to: '/docs/category/tutorial' },
          { label: 'Data points', to: '/docs/constants/data_points' },
          { label: 'Errors', to: '/docs/errors' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Changelog', to: '/blog' },
          { label: 'khanya.example', href: 'https://khanya.example' },
          { label: 'Email support', href: 'mailto:help@khanya.example' },
        ],
      },
    ],
  },
};

export default siteConfig;
