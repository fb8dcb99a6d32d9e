/**
 * Types of the one site config file (docs/site.config.ts) and its build-time validation.
 * Pure TypeScript (no React, no Gatsby imports): gatsby-node can import it.
 */

export type Position = 'left' | 'right';

/** A plain link. `to` is an internal path (client-side navigation), `href` anything else. */
export interface LinkItemConfig {
  type?: 'default';
  label: string;
  to?: string;
  href?: string;
  position?: Position;
  /** Marks the item active for every path under this base (e.g. '/docs'). */
  activeBasePath?: string;
  className?: string;
}

export interface DropdownItemConfig {
  type: 'dropdown';
  label: string;
  items: LinkItemConfig[];
  to?: string;
  position?: Position;
}

/** Raw markup, rendered as is (trusted: it comes from the site config). */
export interface HtmlItemConfig {
  type: 'html';
  value: string;
  position?: Position;
  className?: string;
}

/** Link to one doc by id: 'auth' → /docs/auth, 'index' → /docs. */
export interface DocItemConfig {
  type: 'doc';
  docId: string;
  label?: string;
  position?: Position;
  /** Marks the item active for every path under this base (e.g. '/docs'). */
  activeBasePath?: string;
}

/** Link to the first link target of a docs sidebar (build error when it has none). */
export interface DocSidebarItemConfig {
  type: 'docSidebar';
  sidebarId: string;
  label: string;
  position?: Position;
}

/** Link to the current docs version's home. */
export interface DocsVersionItemConfig {
  type: 'docsVersion';
  label?: string;
  to?: string;
  position?: Position;
}

export interface DocsVersionDropdownItemConfig {
  type: 'docsVersionDropdown';
  position?: Position;
}

export interface LocaleDropdownItemConfig {
  type: 'localeDropdown';
  position?: Position;
}

export interface SearchItemConfig {
  type: 'search';
  position?: Position;
}

export type NavbarItemConfig =
  | LinkItemConfig
  | DropdownItemConfig
  | HtmlItemConfig
  | DocItemConfig
  | DocSidebarItemConfig
  | DocsVersionItemConfig
  | DocsVersionDropdownItemConfig
  | LocaleDropdownItemConfig
  | SearchItemConfig;

export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

export interface FooterColumn {
  title: string;
  items: FooterLink[];
}

export interface LogoConfig {
  alt: string;
  /** Image for the light theme (a same-origin path or a data: URI — never a CDN). */
  src: string;
  /** Image for the dark theme; `src` when absent. */
  srcDark?: string;
  href?: string;
  width?: number;
  height?: number;
}

export interface VersionConfig {
  /** Name stored as the preference, e.g. 'current'. */
  name: string;
  label: string;
  /** Base path of the version's docs, e.g. '/docs'. */
  path: string;
}

export interface LocaleConfig {
  code: string;
  label: string;
  /** Path prefix; '' for the default locale. */
  pathPrefix: string;
}

export interface AnnouncementBarConfig {
  id: string;
  /** Markup (trusted, from the config). */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  provider: { name: string; url: string; helpEmail: string };
  defaultLocale: string;
  locales: LocaleConfig[];
  versions: VersionConfig[];
  announcementBar?: AnnouncementBarConfig;
  navbar: {
    title?: string;
    style: 'dark' | 'primary';
    hideOnScroll: boolean;
    logo?: LogoConfig;
    items: NavbarItemConfig[];
  };
  footer: {
    style: 'dark' | 'light';
    logo?: LogoConfig;
    copyright?: string;
    /** Columns with titles, or one flat row of links (rendered separated by '·'). */
    links: FooterColumn[] | FooterLink[];
  };
}

/** One docs sidebar as the Shell renders it: sections of links. */
export interface SidebarSection {
  title: string;
  /** Optional link of the section itself (a category page). */
  href?: string;
  items: { label: string; href: string }[];
}
export type SidebarDefinition = SidebarSection[];
export type Sidebars = Record<string, SidebarDefinition>;

export const NAVBAR_ITEM_TYPES = [
  'default',
  'dropdown',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
  'localeDropdown',
  'search',
] as const;

export function isFooterColumns(links: FooterColumn[] | FooterLink[]): links is FooterColumn[] {
  return links.length > 0 && links.every((l) => Array.isArray((l as FooterColumn).items));
}

/** First link target of a sidebar: the first section link or item link, in order. */
export function sidebarLinkTarget(sidebar: SidebarDefinition | undefined): string | undefined {
  for (const section of sidebar ?? []) {
    if (section.href) return section.href;
    const first = section.items.find((i) => typeof i.href === 'string' && i.href !== '');
    if (first) return first.href;
  }
  return undefined;
}

/** 'index' → '/docs', 'auth' → '/docs/auth', 'constants/data_points' → '/docs/constants/data_points'. */
export function docIdToPath(docId: string, basePath = '/docs'): string {
  const id = docId.replace(/^\/+|\/+$/g, '');
  if (id === '' || id === 'index' || id === 'intro') return basePath;
  return `${basePath}/${id}`;
}

function allItems(items: NavbarItemConfig[]): NavbarItemConfig[] {
  return items.flatMap((item) =>
    item.type === 'dropdown' && Array.isArray(item.items) ? [item, ...(item.items as NavbarItemConfig[])] : [item],
  );
}

/**
 * Build-time check, called by gatsby-node (onPreInit / createPages). Throws an Error naming the
 * sidebar when a `docSidebar` navbar item points at a sidebar that does not exist or has no link
 * target. Returns the resolved targets (sidebarId → path) and non-fatal warnings (unknown item
 * types: those render the 'A theme navbar item failed to render' message at run time instead).
 */
export function validateSiteConfig(
  config: SiteConfig,
  sidebars: Sidebars,
): { docSidebarTargets: Record<string, string>; warnings: string[] } {
  const docSidebarTargets: Record<string, string> = {};
  const warnings: string[] = [];
  const problems: string[] = [];
  for (const item of allItems(config.navbar.items)) {
    const type = item.type ?? 'default';
    if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
      warnings.push(`Unknown navbar item type "${String(type)}": ${JSON.stringify(item)}`);
      continue;
    }
    if (item.type === 'docSidebar') {
      const sidebar = sidebars[item.sidebarId];
      if (!sidebar) {
        problems.push(`DocSidebarNavbarItem: Sidebar with ID "${item.sidebarId}" doesn't exist.`);
        continue;
      }
      const target = sidebarLinkTarget(sidebar);
      if (!target) {
        problems.push(`DocSidebarNavbarItem: Sidebar with ID "${item.sidebarId}" doesn't have anything to be linked to.`);
        continue;
      }
      docSidebarTargets[item.sidebarId] = target;
    }
  }
  if (!config.locales.some((l) => l.code === config.defaultLocale)) {
    problems.push(`Site config: defaultLocale "${config.defaultLocale}" is not one of the locales.`);
  }
  if (config.versions.length === 0) problems.push('Site config: at least one docs version is required.');
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return { docSidebarTargets, warnings };
}
