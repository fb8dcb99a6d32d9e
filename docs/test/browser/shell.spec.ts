/**
 * Browser tests of the documentation site's shell (docs/src/components/shell, docs/site.config.ts)
 * against the built site (npm run docs:build first), in Debian's headless Chromium through
 * playwright-core, served by docs/serve.mjs on a free port: skip link, colour mode, announcement
 * bar, navbar links and dropdowns, the mobile side menu, language and version switchers, footer,
 * table of contents, unavailable local storage, offline search and hide-on-scroll.
 *
 * Every test gets a fresh browser context (empty local storage). No timing thresholds: every wait
 * is on a condition.
 * Run: npm run docs:test   (CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { gotoHydrated, startSiteAndBrowser, waitHydrated, withContext as withBrowserContext, type Opened, type SiteServer } from './harness.ts';
import siteConfig from '../../site.config.ts';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
const THEME_KEY = 'khanya.theme';
const ANNOUNCEMENT_KEY = 'khanya.announcement.dismissed';
const VERSION_KEY = 'khanya.docs-preferred-version';

let server: SiteServer;
let browser: Browser;

before(async () => {
  ({ server, browser } = await startSiteAndBrowser([]));
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const goto = (page: Page, path: string): Promise<void> => gotoHydrated(page, `${server.url}${path}`);
const withContext = (viewport: { width: number; height: number }, run: (opened: Opened) => Promise<void>, initScript?: string): Promise<void> =>
  withBrowserContext(browser, viewport, run, initScript === undefined ? {} : { initScript });

const mainNav = (page: Page) => page.locator('header nav[aria-label="Main"]');

describe('shell', () => {
  it('the skip link is the first focusable element and moves focus to main', async () => {
    await withContext(DESKTOP, async ({ page }) => {
      await goto(page, '/docs');
      const firstFocusable = await page.evaluate(() => {
        const candidates = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
          (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled,
        );
        return candidates[0]?.textContent?.trim();
      });
      assert.equal(firstFocusable, 'Skip to main content');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Skip to main content');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'main-content' && document.activeElement.tagName === 'MAIN');
    });
  });

  it('the colour toggle is light by default, switches to dark and keeps it across a reload', async () => {
    await withContext(DESKTOP, async ({ page }) => {
      await goto(page, '/docs');
      const light = mainNav(page).getByRole('button', { name: 'Switch between dark and light mode (currently light)', exact: true });
      await light.waitFor();
      assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
      await light.click();
      await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
      await mainNav(page).getByRole('button', { name: 'Switch between dark and light mode (currently dark)', exact: true }).waitFor();
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY), 'dark');
      await page.reload({ waitUntil: 'load' });
      await waitHydrated(page);
      assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
      await mainNav(page).getByRole('button', { name: 'Switch between dark and light mode (currently dark)', exact: true }).waitFor();
    });
  });

  it('the announcement bar closes and stays closed after a reload (by its id)', async () => {
    await withContext(DESKTOP, async ({ page }) => {
      await goto(page, '/docs');
      const bar = page.locator('aside[aria-label="Announcement"]');
      await bar.waitFor({ state: 'visible' });
      await bar.getByRole('button', { name: 'Close', exact: true }).click();
      await bar.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), ANNOUNCEMENT_KEY), siteConfig.announcementBar!.id);
      await page.reload({ waitUntil: 'load' });
      await waitHydrated(page);
      await bar.waitFor({ state: 'detached' });
      // A different id shows the bar again.
      await page.evaluate((key) => localStorage.setItem(key, 'an-older-announcement'), ANNOUNCEMENT_KEY);
      await page.reload({ waitUntil: 'load' });
      await waitHydrated(page);
      await bar.waitFor({ state: 'visible' });
    });
  });

  it('the navbar links Guide to /docs, API Reference to /api/ and the provider site', async () => {
    await withContext(DESKTOP, async ({ page }) => {
      await goto(page, '/');
      const nav = mainNav(page);
      assert.equal(await nav.getByRole('link', { name: 'Guide', exact: true }).getAttribute('href'), '/docs');
      assert.equal(await nav.getByRole('link', { name: 'API Reference', exact: true }).getAttribute('href'), '/api/');
      const external = nav.locator('a[href="https://khanya.example"]');
      assert.equal(await external.count(), 1);
      assert.match((await external.textContent()) ?? '', /khanya\.example/);
      assert.equal(await external.getAttribute('target'), '_blank');
      await nav.getByRole('link', { name: 'Guide', exact: true }).click();
      await page.waitForURL(`${server.url}/docs`);
      await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor();
      await nav.getByRole('link', { name: 'API Reference', exact: true }).click();
      await page.waitForURL(`${server.url}/api/`);
    });
  });

  it('a navbar dropdown opens on Enter and closes on an outside click', async () => {
    await withContext(DESKTOP, async ({ page }) => {
      await goto(page, '/docs');
      const toggle = mainNav(page).getByRole('button', { name: 'Constants', exact: true });
      const menuId = await toggle.getAttribute('aria-controls');
      const menu = page.locator(`[id="${menuId}"]`);
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.equal(await menu.isVisible(), false);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await menu.waitFor({ state: 'visible' });
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      await menu.getByRole('link', { name: 'Data points', exact: true }).waitFor();
      await page.locator('main h1').click();
      await menu.waitFor({ state: 'hidden' });
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    });
  });

  it('mobile: the hamburger opens the side menu, the body does not scroll, the docs sidebar offers a way back', async () => {
    await withContext(MOBILE, async ({ page }) => {
      await goto(page, '/docs/auth');
      const menu = page.getByRole('dialog', { name: 'Navigation menu' });
      assert.equal(await menu.count(), 0);
      await page.getByRole('button', { name: 'Toggle navigation bar', exact: true }).click();
      await menu.waitFor({ state: 'visible' });
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
      const back = menu.getByRole('button', { name: '← Back to main menu', exact: true });
      await back.waitFor({ state: 'visible' });
      await back.click();
      await menu.getByRole('navigation', { name: 'Main menu' }).waitFor();
      await menu.getByRole('link', { name: 'Guide', exact: true }).waitFor();
      await menu.getByRole('button', { name: 'Close navigation bar', exact: true }).click();
      await menu.waitFor({ state: 'detached' });
      assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
    });
  });

  it('mobile: a page without a docs sidebar opens the main menu directly', async () => {
    await withContext(MOBILE, async ({ page }) => {
      await goto(page, '/');
      await page.getByRole('button', { name: 'Toggle navigation bar', exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'Navigation menu' });
      await menu.getByRole('navigation', { name: 'Main menu' }).waitFor();
      assert.equal(await menu.getByRole('button', { name: '← Back to main menu', exact: true }).count(), 0);
    });
  });

  it('mobile: the side menu closes on browser back navigation', async () => {
    await withContext(MOBILE, async ({ page }) => {
      await goto(page, '/docs/auth');
      // A same-document history entry, so going back fires popstate on this page (no reload).
      await page.evaluate(() => history.pushState(history.state, '', window.location.href));
      const menu = page.getByRole('dialog', { name: 'Navigation menu' });
      await page.getByRole('button', { name: 'Toggle navigation bar', exact: true }).click();
      await menu.waitFor({ state: 'visible' });
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
        history.back();
      });
      await menu.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), true, 'no reload');
      assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
      assert.equal(await page.getByRole('button', { name: 'Toggle navigation bar', exact: true }).getAttribute('aria-expanded'), 'false');
    });
  });

  it('mobile: the side menu closes when the viewport becomes desktop (> 996 px)', async () => {
    await withContext(MOBILE, async ({ page }) => {
      await goto(page, '/docs/auth');
      const menu = page.getByRole('dialog', { name: 'Navigation menu' });
      await page.getByRole('button', { name: 'Toggle navigation bar', exact: true }).click();
      await menu.waitFor({ state: 'visible' });
      await page.setViewportSize({ width: 1200, height: 844 });
      await menu.waitFor({ state: 'detached' });
      assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
    });
  });

  it('the language dropdown keeps path, query and hash', async () => {
    await withContext(DESKTOP, async ({ page }) => {
      await goto(page, '/docs/auth?from=test#top');
      const toggle = mainNav(page).getByRole('button', { name: 'Languages', exact: true });
      await toggle.click();
      const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await menu.waitFor({ state: 'visible' });
      const english = menu.getByRole('link', { name: 'English', exact: true });
      assert.equal(await english.getAttribute('href'), '/docs/auth?from=test#top');
    });
  });

  it('the version dropdown keeps query and hash and remembers the choice in local storage', async () => {
    await withContext(DESKTOP, async ({ page }) => {
      await goto(page, '/docs/auth?from=test#top');
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), VERSION_KEY), null);
      const toggle = mainNav(page).getByRole('button', { name: 'Versions', exact: true });
      await toggle.click();
      const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await menu.waitFor({ state: 'visible' });
      const current = menu.getByRole('link', { name: siteConfig.versions[0]!.label, exact: true });
      assert.equal(await current.getAttribute('href'), '/docs/auth?from=test#top');
      await current.click();
      await page.waitForFunction((key) => localStorage.getItem(key) !== null, VERSION_KEY);
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), VERSION_KEY), siteConfig.versions[0]!.name);
      await page.waitForURL(`${server.url}/docs/auth?from=test#top`);
    });
  });

  it('the footer has the site link and the help contact address', async () => {
    await withContext(DESKTOP, async ({ page }) => {
      await goto(page, '/docs');
      const footer = page.locator('footer');
      const help = footer.locator(`a[href="mailto:${siteConfig.provider.helpEmail}"]`);
      assert.ok((await help.count()) >= 1);
      await footer.getByRole('link', { name: siteConfig.provider.helpEmail, exact: true }).waitFor();
      assert.ok((await footer.locator(`a[href="${siteConfig.provider.url}"]`).count()) >= 1);
      const contact = footer.locator('.k-footer__contact');
      assert.match((await contact.textContent()) ?? '', /khanya\.example.*Help: help@khanya\.example/);
    });
  });

  it('the table of contents of a guide page lists only h2 and h3 headings', async () => {
    await withContext(DESKTOP, async ({ page }) => {
      await goto(page, '/docs/webhooks');
      const toc = page.getByRole('navigation', { name: 'On this page' });
      await toc.waitFor();
      const targets = await toc.evaluate((nav) =>
        [...nav.querySelectorAll('a[href^="#"]')].map((a) => {
          const id = decodeURIComponent(a.getAttribute('href')!.slice(1));
          return { id, tag: document.getElementById(id)?.tagName ?? null };
        }),
      );
      assert.ok(targets.length > 0, 'the table of contents is not empty');
      assert.ok(targets.some((t) => t.tag === 'H2'), 'at least one h2');
      for (const target of targets) assert.ok(target.tag === 'H2' || target.tag === 'H3', `${target.id} is a ${target.tag}`);
      const headingIds = await page.evaluate(() =>
        [...document.querySelectorAll('main .k-content h2[id], main .k-content h3[id]')].map((h) => h.id),
      );
      assert.deepEqual(
        targets.map((t) => t.id),
        headingIds,
        'every h2/h3 of the page, in order',
      );
    });
  });

  it('without local storage: exactly one console warning, the page works, no page errors', async () => {
    const denyStorage = `Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });`;
    await withContext(
      DESKTOP,
      async ({ page, warnings }) => {
        await goto(page, '/docs');
        assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
        await mainNav(page).getByRole('button', { name: 'Switch between dark and light mode (currently light)', exact: true }).click();
        await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
        const bar = page.locator('aside[aria-label="Announcement"]');
        await bar.getByRole('button', { name: 'Close', exact: true }).click();
        await bar.waitFor({ state: 'detached' });
        const toggle = mainNav(page).getByRole('button', { name: 'Versions', exact: true });
        await toggle.click();
        await page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`).waitFor({ state: 'visible' });
        await mainNav(page).getByRole('link', { name: 'Guide', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor();
        assert.equal(warnings.length, 1, `console warnings: ${JSON.stringify(warnings)}`);
        assert.match(warnings[0]!, /Local storage is unavailable/);
      },
      denyStorage,
    );
  });

  it('offline search finds a page by its title without any request beyond the site origin', async () => {
    await withContext(DESKTOP, async ({ page, requests, context }) => {
      const origin = new URL(server.url).origin;
      // Anything beyond the origin fails (and is recorded), so the search cannot depend on it.
      await context.route(
        (url) => url.origin !== origin,
        (route) => route.abort(),
      );
      await goto(page, '/');
      const input = mainNav(page).getByRole('combobox', { name: 'Search the documentation' });
      await input.click();
      await input.fill('Webhooks');
      const results = page.getByRole('listbox', { name: 'Search results' });
      const option = results.getByRole('option').filter({ hasText: 'Webhooks' }).first();
      await option.waitFor({ state: 'visible' });
      await option.click();
      await page.waitForURL(`${server.url}/docs/webhooks`);
      await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
      assert.ok(requests.some((url) => url.endsWith('/search-index.json')), 'the index came from the site');
      assert.deepEqual(
        requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin),
        [],
        'requests beyond the site origin',
      );
    });
  });

  it('the navbar hides on scroll down and shows again on scroll up (when the site config asks for it)', async () => {
    await withContext(DESKTOP, async ({ page }) => {
      await goto(page, '/docs/webhooks');
      const header = page.locator('header.k-navbar');
      assert.ok((await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)) > 1200, 'the page is long enough');
      assert.equal(await header.getAttribute('data-hidden'), null);
      if (!siteConfig.navbar.hideOnScroll) {
        // Off: scrolling down never hides it.
        await page.evaluate(() => window.scrollTo(0, 1000));
        await page.waitForFunction(() => window.scrollY === 1000);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        assert.equal(await header.getAttribute('data-hidden'), null);
        return;
      }
      // The navbar reacts to scroll events, and a browser folds scrolls made within one frame into
      // one event: each step waits until a scroll event has reported its position, so the navbar
      // (whose listener was added first, at hydration) has seen it too.
      await page.evaluate(() => {
        window.addEventListener('scroll', () => {
          (window as unknown as { __scrollEventY: number }).__scrollEventY = window.scrollY;
        });
      });
      const scrollTo = async (y: number, hidden: boolean): Promise<void> => {
        await page.evaluate((target) => window.scrollTo(0, target), y);
        await page.waitForFunction((target) => (window as unknown as { __scrollEventY?: number }).__scrollEventY === target, y);
        await page.waitForFunction(
          (want) => document.querySelector('header.k-navbar')?.getAttribute('data-hidden') === (want ? 'true' : null),
          hidden,
        );
      };
      await scrollTo(400, true);
      await scrollTo(1000, true);
      await scrollTo(700, false);
      // Hidden again further down, shown at the top.
      await scrollTo(1100, true);
      await scrollTo(0, false);
    });
  });
});
