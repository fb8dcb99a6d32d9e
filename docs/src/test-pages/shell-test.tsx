/**
 * /shell-test/ — a fixture page for the browser tests of the shell's failure paths
 * (docs/test/browser/shell-failures.spec.ts). It exists only because those failures (a navbar item
 * of an unknown type, a navbar item that throws, a component that crashes with an Error whose
 * `cause` is another Error) cannot be triggered on any real page of the site.
 *
 * Not for readers, and not in the site: gatsby-node creates it only in a build for the browser
 * tests (`npm run docs:build:test`, KHANYA_DOCS_TEST_PAGES=1; it lives outside src/pages so
 * Gatsby does not make it a page on its own). Even there it is marked noindex/nofollow, no page
 * links to it, and it is not in the offline search index (gatsby-node builds that from the MDX content and generated pages only;
 * the site has no sitemap). The test checks that it stays out of search-index.json.
 */
import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { Layout, SeoHead } from '../components/layout/Layout';
import { NavbarItemRenderer } from '../components/shell/NavbarItems';
import { PageErrorBoundary } from '../components/shell/ErrorBoundaries';

/** A navbar item whose type no component handles. */
const UNKNOWN_ITEM = { type: 'shellTestUnknownType', label: 'Unknown item' };
/** Passes the up-front check but throws while rendering: its sidebar does not exist. */
const THROWING_ITEM = { type: 'docSidebar', sidebarId: 'shell-test-missing-sidebar', label: 'Throwing item' };

function Bomb({ explode }: { explode: boolean }): React.ReactElement {
  if (explode) {
    throw new Error('Shell test: the child component exploded', { cause: new Error('Shell test: the root cause') });
  }
  return <p data-testid="shell-test-content">The crash-test content renders.</p>;
}

export default function ShellTestPage({ location }: PageProps) {
  const [mounted, setMounted] = React.useState(false);
  const [explode, setExplode] = React.useState(false);
  const [clicks, setClicks] = React.useState(0);
  React.useEffect(() => setMounted(true), []);
  return (
    <Layout title="Shell test page" location={location}>
      <section aria-label="Navbar items">
        <h2>Navbar items</h2>
        <div data-testid="unknown-item">
          <NavbarItemRenderer item={UNKNOWN_ITEM} />
        </div>
        {/* After mount only: the server render has no error boundaries, so a throwing item would fail the build. */}
        <div data-testid="throwing-item">{mounted ? <NavbarItemRenderer item={THROWING_ITEM} /> : null}</div>
        <button type="button" onClick={() => setClicks((n) => n + 1)}>
          Count clicks
        </button>
        <output data-testid="click-count">{clicks}</output>
      </section>
      <section aria-label="Crash test">
        <h2>Crash test</h2>
        <button type="button" onClick={() => setExplode(true)}>
          Crash the child component
        </button>
        <PageErrorBoundary onReset={() => setExplode(false)}>
          <Bomb explode={explode} />
        </PageErrorBoundary>
      </section>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return (
    <>
      <SeoHead title="Shell test page" />
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
