/**
 * Browser tests of the shell's failure and loading paths against the built site (npm run
 * docs:build first), in Debian's headless Chromium through playwright-core, served by
 * docs/serve.mjs on a free port:
 *
 * - the colour toggle is disabled in the server HTML and enabled after hydration;
 * - a navbar item of an unknown type and a navbar item that throws show 'A theme navbar item
 *   failed to render' with the item's JSON, and the rest of the page keeps working;
 * - a component that throws an Error with a `cause` shows 'This page crashed.', the message and
 *   the cause, and 'Try again' restores the content;
 * - a navigation whose page data fails stays on the page with 'This page failed to load.' and
 *   'Retry' (which reports 'Still unavailable' until the data answers, then loads the page) or
 *   'Stay on this page'; a first load whose page data fails shows the same panel above the server HTML;
 * - the route progress bar: shown while a real navigation's page data is in flight, and only when
 *   the route end does not follow the start within the delay.
 *
 * The crash and navbar-item cases use the fixture page /shell-test/ (docs/src/test-pages/shell-test.tsx,
 * built only by `npm run docs:build:test`, noindex, not in the search index). No timing thresholds: every wait is on a condition.
 * Run: npm run docs:test   (CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { axeViolations, gotoHydrated, PUBLIC, startSiteAndBrowser, waitHydrated, withContext as withBrowserContext, type Opened, type SiteServer } from './harness.ts';
import { ROUTE_END_EVENT, ROUTE_START_EVENT } from '../../src/components/shell/progress.ts';

const DESKTOP = { width: 1280, height: 800 };
const TEST_PAGE = '/shell-test/';

let server: SiteServer;
let browser: Browser;

before(async () => {
  ({ server, browser } = await startSiteAndBrowser([join('shell-test', 'index.html')]));
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const goto = (page: Page, path: string): Promise<void> => gotoHydrated(page, `${server.url}${path}`);
const withContext = (run: (opened: Opened) => Promise<void>, options: { allowPageErrors?: boolean } = {}): Promise<void> =>
  withBrowserContext(browser, DESKTOP, run, options);

/** Marks the current document; a full page load replaces it and the mark is gone. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

const sameDocument = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

const progressBar = (page: Page) => page.locator('[data-testid="route-progress"]');

describe('shell failure paths', () => {
  it('the colour toggle is disabled in the server HTML and enabled after hydration', async () => {
    const response = await fetch(`${server.url}/docs`);
    assert.equal(response.status, 200);
    const html = await response.text();
    const buttons = html.match(/<button\b[^>]*\bk-color-toggle\b[^>]*>/g) ?? [];
    assert.ok(buttons.length >= 1, 'the server HTML has the colour toggle');
    for (const button of buttons) assert.match(button, /\sdisabled(=""|\s|>)/, `disabled in the server HTML: ${button}`);

    await withContext(async ({ page }) => {
      await page.goto(`${server.url}/docs`, { waitUntil: 'load' });
      const toggle = page.locator('header .k-color-toggle').first();
      await page.waitForFunction(() => {
        const button = document.querySelector('header .k-color-toggle');
        return button !== null && !button.hasAttribute('disabled');
      });
      assert.equal(await toggle.isEnabled(), true);
    });
  });

  it('the fixture page is noindex and not in the offline search index', async () => {
    const html = await (await fetch(`${server.url}${TEST_PAGE}`)).text();
    assert.match(html, /<meta name="robots" content="noindex, nofollow"/);
    const index = JSON.parse(readFileSync(join(PUBLIC, 'search-index.json'), 'utf8')) as { path: string }[];
    assert.deepEqual(
      index.filter((doc) => doc.path.includes('shell-test')),
      [],
    );
  });

  it('an unknown navbar item type and a throwing navbar item show their JSON; the page still works', async () => {
    await withContext(async ({ page }) => {
      await goto(page, TEST_PAGE);
      const unknown = page.getByTestId('unknown-item');
      await unknown.getByText('A theme navbar item failed to render', { exact: true }).waitFor();
      const unknownJson = JSON.parse((await unknown.locator('pre code').textContent()) ?? '') as unknown;
      assert.deepEqual(unknownJson, { type: 'shellTestUnknownType', label: 'Unknown item' });

      const throwing = page.getByTestId('throwing-item');
      await throwing.getByText('A theme navbar item failed to render', { exact: true }).waitFor();
      const throwingJson = JSON.parse((await throwing.locator('pre code').textContent()) ?? '') as unknown;
      assert.deepEqual(throwingJson, { type: 'docSidebar', sidebarId: 'shell-test-missing-sidebar', label: 'Throwing item' });

      // The rest of the page works: no crash fallback, the page's own state updates, the navbar navigates.
      assert.equal(await page.getByText('This page crashed.', { exact: true }).count(), 0);
      await page.getByTestId('shell-test-content').waitFor();
      await page.getByRole('button', { name: 'Count clicks', exact: true }).click();
      await page.waitForFunction(() => document.querySelector('[data-testid="click-count"]')?.textContent === '1');
      await page.locator('header nav[aria-label="Main"]').getByRole('link', { name: 'Guide', exact: true }).click();
      await page.waitForURL(`${server.url}/docs`);
      await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor();
    });
  });

  it('a crash with a cause shows the message and the cause; Try again restores the content', async () => {
    await withContext(async ({ page }) => {
      await goto(page, TEST_PAGE);
      await page.getByTestId('shell-test-content').waitFor();
      await page.getByRole('button', { name: 'Crash the child component', exact: true }).click();
      const fallback = page.locator('.k-crash');
      await fallback.getByRole('heading', { name: 'This page crashed.', exact: true }).waitFor();
      assert.equal(await page.getByTestId('shell-test-content').count(), 0);
      assert.equal((await fallback.locator('.k-crash__message').textContent())?.trim(), 'Shell test: the child component exploded');
      const causes = await fallback.locator('.k-crash__causes li').allTextContents();
      assert.equal(causes.length, 1);
      assert.match(causes[0]!, /Shell test: the root cause/);
      // The shell around it still stands.
      await page.locator('header nav[aria-label="Main"]').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Shell test page' }).waitFor();

      await fallback.getByRole('button', { name: 'Try again', exact: true }).click();
      await page.getByTestId('shell-test-content').waitFor();
      assert.equal(await page.getByText('This page crashed.', { exact: true }).count(), 0);
    });
  });

  it("a navigation whose page data fails stays on the page and offers 'Retry'; Retry loads it once it answers", async () => {
    await withContext(async ({ page, context }) => {
      // Routes go in before the page opens: Gatsby prefetches the page data of links in view.
      const pageData = '**/page-data/docs/auth/page-data.json';
      let blockedRequests = 0;
      await context.route(pageData, (route) => {
        blockedRequests += 1;
        return route.abort('internetdisconnected');
      });
      await goto(page, '/docs');
      await markDocument(page);
      await page.locator('nav a[href="/docs/auth"]').first().click();

      const panel = page.getByTestId('load-failed');
      await panel.getByText('This page failed to load.', { exact: true }).waitFor();
      assert.match((await panel.locator('.k-load-failed__message').textContent()) ?? '', /Could not load \/docs\/auth/);
      assert.ok(blockedRequests >= 1, 'the page data was requested and blocked');
      // Same document, same URL, React still running: no full reload to a browser error page.
      assert.equal(await sameDocument(page), true);
      assert.equal(new URL(page.url()).pathname, '/docs');
      assert.equal(await page.locator('header .k-color-toggle').first().isEnabled(), true);
      assert.deepEqual(await axeViolations(page), [], 'failed navigation panel: axe');

      // Retry while the page data is still unreachable: it says so and leaves the page alone.
      await panel.getByRole('button', { name: 'Retry', exact: true }).click();
      await panel.getByText('Still unavailable. Nothing was changed; try again in a moment.', { exact: true }).waitFor();
      assert.equal(await sameDocument(page), true);

      // The connection is back: Retry loads the page.
      await context.unroute(pageData);
      await panel.getByRole('button', { name: 'Retry', exact: true }).click();
      await page.waitForURL(`${server.url}/docs/auth`);
      await waitHydrated(page);
      await page.getByRole('heading', { level: 1, name: 'Authentication' }).waitFor();
      assert.equal(await page.getByTestId('load-failed').count(), 0);
    });
  });

  it("'Stay on this page' puts the current page back after a failed navigation", async () => {
    await withContext(async ({ page, context }) => {
      await context.route('**/page-data/docs/errors/page-data.json', (route) => route.abort('internetdisconnected'));
      await goto(page, '/docs');
      await page.locator('nav a[href="/docs/errors"]').first().click();
      const panel = page.getByTestId('load-failed');
      await panel.getByRole('button', { name: 'Stay on this page', exact: true }).click();
      await panel.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor();
      // Other navigations still work.
      await page.locator('nav a[href="/docs/auth"]').first().click();
      await page.waitForURL(`${server.url}/docs/auth`);
      await page.getByRole('heading', { level: 1, name: 'Authentication' }).waitFor();
    });
  });

  it("a first load whose page data fails keeps the server HTML readable and offers 'Retry'", async () => {
    await withContext(
      async ({ page, context, errors }) => {
        const pageData = '**/page-data/docs/auth/page-data.json';
        await context.route(pageData, (route) => route.abort('internetdisconnected'));
        await page.goto(`${server.url}/docs/auth`, { waitUntil: 'load' });
        const panel = page.locator('.k-boot-load-failed').getByTestId('load-failed');
        await panel.getByText('This page failed to load.', { exact: true }).waitFor();
        // The server HTML is still there to read; React is not running (Gatsby's own message says why).
        await page.getByRole('heading', { level: 1, name: 'Authentication' }).waitFor();
        assert.equal(await page.locator('header .k-color-toggle').first().isDisabled(), true);
        assert.deepEqual(errors, ['page resources for /docs/auth not found. Not rendering React']);
        assert.deepEqual(await axeViolations(page), [], 'failed first load panel: axe');

        await context.unroute(pageData);
        await panel.getByRole('button', { name: 'Retry', exact: true }).click();
        await page.waitForFunction(() => document.querySelector('.k-boot-load-failed') === null);
        await waitHydrated(page);
        await page.getByRole('heading', { level: 1, name: 'Authentication' }).waitFor();
      },
      { allowPageErrors: true },
    );
  });

  it('a real navigation shows the progress bar while its page data is in flight and hides it after', async () => {
    await withContext(async ({ page, context }) => {
      // Hold the page data of the target (a prefetch included) until the bar has been seen.
      const held: Route[] = [];
      await context.route('**/page-data/docs/errors/page-data.json', (route) => {
        held.push(route);
      });
      await goto(page, '/docs');
      await page.locator('nav a[href="/docs/errors"]').first().click();
      await progressBar(page).waitFor({ state: 'attached' });
      assert.equal(new URL(page.url()).pathname, '/docs', 'still on the old page while loading');
      assert.ok(held.length >= 1, 'the page data request is being held');
      for (const route of held.splice(0)) await route.continue();
      await context.unroute('**/page-data/docs/errors/page-data.json');
      await page.waitForURL(`${server.url}/docs/errors`);
      await page.getByRole('heading', { level: 1, name: 'Errors' }).waitFor();
      await progressBar(page).waitFor({ state: 'detached' });
    });
  });

  it('the route progress bar appears only after the delay and goes away on route end', async () => {
    await withContext(async ({ page }) => {
      await goto(page, '/docs');
      const bar = progressBar(page);
      assert.equal(await bar.count(), 0);
      // Dispatch and read in the same task: the bar cannot be there before the delay.
      const presentAtStart = await page.evaluate(
        ({ start }) => {
          window.dispatchEvent(new Event(start));
          return document.querySelector('[data-testid="route-progress"]') !== null;
        },
        { start: ROUTE_START_EVENT },
      );
      assert.equal(presentAtStart, false, 'absent immediately after the route start');
      await bar.waitFor({ state: 'attached' });
      assert.equal(await bar.getAttribute('role'), 'progressbar');
      await page.evaluate((end) => window.dispatchEvent(new Event(end)), ROUTE_END_EVENT);
      await bar.waitFor({ state: 'detached' });
    });
  });

  it('a route end within the delay never shows the progress bar', async () => {
    await withContext(async ({ page }) => {
      await goto(page, '/docs');
      await page.evaluate(() => {
        const seen = { value: false };
        (window as unknown as { __progressSeen: typeof seen }).__progressSeen = seen;
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="route-progress"]')) seen.value = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.evaluate(
        ({ start, end }) => {
          window.dispatchEvent(new Event(start));
          window.dispatchEvent(new Event(end));
        },
        { start: ROUTE_START_EVENT, end: ROUTE_END_EVENT },
      );
      // A little longer than the 200 ms delay: a behaviour check, not a performance threshold.
      await page.waitForTimeout(400);
      assert.equal(await progressBar(page).count(), 0);
      assert.equal(await page.evaluate(() => (window as unknown as { __progressSeen: { value: boolean } }).__progressSeen.value), false);
    });
  });
});
