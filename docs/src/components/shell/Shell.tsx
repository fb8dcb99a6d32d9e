/**
 * The documentation site's shell: skip link, announcement bar, navbar (with the mobile side menu),
 * optional 300 px docs sidebar, main content with an optional table of contents (levels 2–3), footer
 * and the route progress bar. Configured from docs/site.config.ts.
 */
import React, { useEffect, useState, useSyncExternalStore } from 'react';
import './shell.css';
import defaultConfig from '../../../site.config';
import type { SidebarDefinition, Sidebars, SiteConfig } from './config';
import { ShellContext } from './context';
import { AnnouncementBar } from './AnnouncementBar';
import { DocSidebar } from './DocSidebar';
import { LoadFailed, PageErrorBoundary } from './ErrorBoundaries';
import { Footer } from './Footer';
import type { LocationLike, SearchDoc } from './helpers';
import { Navbar } from './Navbar';
import { pageLoadFailures, retryPageLoad } from './pageLoad';
import { RouteProgressBar } from './RouteProgressBar';
import { TableOfContents } from './Toc';

export type { SiteConfig, Sidebars, SidebarDefinition, SidebarSection, NavbarItemConfig } from './config';
export { validateSiteConfig, sidebarLinkTarget, docIdToPath } from './config';
export { PageErrorBoundary, LoadFailed, CrashFallback, NavbarItemError } from './ErrorBoundaries';
export { SearchBox, SEARCH_INDEX_URL } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
export { RouteProgressBar, useRouteProgress } from './RouteProgressBar';
export { ROUTE_START_EVENT, ROUTE_END_EVENT, emitRouteStart, emitRouteEnd } from './progress';
export { pageLoadFailures, retryPageLoad, pageDataUrl } from './pageLoad';
export type { PageLoadFailure } from './pageLoad';
export { ColorModeToggle, useColorMode } from './ColorModeToggle';
export { NavbarItemRenderer } from './NavbarItems';
export { TableOfContents, tocTree } from './Toc';
export { storage, STORAGE_KEYS } from './storage';
export { shellHeadScript } from './headScript';
export { keepQueryAndHash, searchDocs, errorChain } from './helpers';
export type { SearchDoc, LocationLike } from './helpers';

export interface TocItem {
  id: string;
  title: string;
  level: 2 | 3;
}

export interface ShellProps {
  children?: React.ReactNode;
  /** Rendered as the page's <h1> at the top of <main> (omit it and render your own heading instead). */
  pageTitle?: string;
  /** Headings of the page; only levels 2–3 are shown. */
  toc?: TocItem[];
  /** The docs sidebar of this page (300 px on desktop, the secondary panel of the mobile menu); false/absent: none. */
  sidebar?: SidebarDefinition | false;
  /** Gatsby's page `location` prop. */
  location?: LocationLike;
  /** All sidebars by id, for `docSidebar` navbar items (the same object given to validateSiteConfig). */
  sidebars?: Sidebars;
  /** Build-time search index; without it the search box fetches /search-index.json on first focus. */
  searchIndex?: SearchDoc[];
  /** Defaults to docs/site.config.ts. */
  config?: SiteConfig;
}

const SERVER_LOCATION: LocationLike = { pathname: '/', search: '', hash: '' };

/** The location prop when given (kept current for plain in-page anchors' hash changes), else window.location after mount. */
function useLiveLocation(prop?: LocationLike): LocationLike {
  const [windowLocation, setWindowLocation] = useState<LocationLike>(SERVER_LOCATION);
  const [hashOverride, setHashOverride] = useState<string | null>(null);
  useEffect(() => setHashOverride(null), [prop?.pathname, prop?.search, prop?.hash]);
  useEffect(() => {
    const read = (): void => {
      const w = window.location;
      setWindowLocation({ pathname: w.pathname, search: w.search, hash: w.hash });
      setHashOverride(w.hash);
    };
    read();
    setHashOverride(null);
    window.addEventListener('hashchange', read);
    window.addEventListener('popstate', read);
    return () => {
      window.removeEventListener('hashchange', read);
      window.removeEventListener('popstate', read);
    };
  }, []);
  if (prop) return hashOverride === null ? prop : { ...prop, hash: hashOverride };
  return windowLocation;
}

export function Shell({
  children,
  pageTitle,
  toc,
  sidebar,
  location: locationProp,
  sidebars,
  searchIndex,
  config = defaultConfig,
}: ShellProps): React.ReactElement {
  const location = useLiveLocation(locationProp);
  // A navigation whose page could not be loaded: the page stays, its content gives way to 'Retry'.
  const loadFailure = useSyncExternalStore(pageLoadFailures.subscribe, pageLoadFailures.get, () => undefined);
  const pageSidebar = sidebar && sidebar.length > 0 ? sidebar : undefined;
  const headings = (toc ?? []).filter((t) => t.level === 2 || t.level === 3);
  return (
    <ShellContext.Provider value={{ config, location, sidebars, searchIndex, mobile: false }}>
      <div className="k-shell">
        <a className="k-skip-link" href="#main-content">
          Skip to main content
        </a>
        {config.announcementBar ? <AnnouncementBar bar={config.announcementBar} /> : null}
        <Navbar sidebar={pageSidebar} />
        <div className={`k-layout${pageSidebar ? ' k-layout--with-sidebar' : ''}`}>
          {pageSidebar ? <DocSidebar sidebar={pageSidebar} pathname={location.pathname} /> : null}
          <main id="main-content" tabIndex={-1} className={`k-main${headings.length > 0 ? ' k-main--with-toc' : ''}`}>
            <div className="k-content">
              {loadFailure?.phase === 'navigation' ? (
                <LoadFailed
                  path={loadFailure.path}
                  error={loadFailure.error}
                  onRetry={() => retryPageLoad(loadFailure.path)}
                  onDismiss={() => pageLoadFailures.set(undefined)}
                />
              ) : (
                <PageErrorBoundary resetKey={location.pathname}>
                  {pageTitle ? <h1 className="k-page-title">{pageTitle}</h1> : null}
                  {children}
                </PageErrorBoundary>
              )}
            </div>
            {headings.length > 0 ? <TableOfContents toc={headings} /> : null}
          </main>
        </div>
        <Footer config={config} />
        <RouteProgressBar />
      </div>
    </ShellContext.Provider>
  );
}

export default Shell;
