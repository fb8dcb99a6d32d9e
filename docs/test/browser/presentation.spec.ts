/**
 * How the built site looks, on every page a reader can reach (the sitemap-less list of built
 * pages under docs/public, the test-only fixture page excepted), in headless Chromium:
 *
 * - no Markdown table is left as raw text (`| --- |`): GFM tables need remark-gfm under MDX 2;
 * - every page links the favicon, and it answers 200;
 * - nothing runs out of the viewport sideways at 1280 px or at a phone's 390 × 844 (code blocks
 *   wrap, the home page's step cards fit, the API reference fits);
 * - the API reference flows with the page: the page scrolls, RapiDoc has no scroll box of its own.
 *
 * Run: npm run docs:test (after npm run docs:build:test).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PUBLIC, startSiteAndBrowser, withContext, type SiteServer } from './harness.ts';

/** Every built page (directory with an index.html), as a URL path. */
function builtPages(dir = PUBLIC): string[] {
  const pages: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory() || ['static', 'page-data', 'samples', '~partytown'].includes(name)) continue;
    if (readdirSync(path).includes('index.html')) pages.push(`/${relative(PUBLIC, path).split(sep).join('/')}/`);
    pages.push(...builtPages(path));
  }
  return pages;
}

const PAGES = ['/', ...builtPages().filter((path) => path !== '/shell-test/' && path !== '/404/')];
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let server: SiteServer;
let browser: Browser;

before(async () => {
  ({ server, browser } = await startSiteAndBrowser());
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function load(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  assert.equal(response?.status(), 200, path);
  await page.waitForFunction(() => document.querySelector('#___gatsby main') !== null);
  if (path === '/api/') {
    await page.waitForFunction(() => (document.querySelector('rapi-doc')?.shadowRoot?.querySelectorAll('[part~="section-operation"]').length ?? 0) > 0, null, { timeout: 30_000 });
  }
}

/**
 * Elements whose box ends right of the viewport, outside any element that scrolls sideways.
 * Evaluated from a string: tsx compiles this file with esbuild's keepNames, whose `__name`
 * helper does not exist in the page.
 */
const OVERFLOWING = `(() => {
  const width = document.documentElement.clientWidth;
  const found = [];
  for (const element of document.querySelectorAll('body *')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= width + 1 || getComputedStyle(element).position === 'fixed') continue;
    let scrolls = false;
    for (let node = element.parentElement; node && !scrolls; node = node.parentElement) {
      const overflowX = getComputedStyle(node).overflowX;
      scrolls = overflowX === 'auto' || overflowX === 'scroll';
    }
    if (!scrolls) found.push(element.tagName.toLowerCase() + '.' + String(element.className).slice(0, 40) + ' right=' + Math.round(box.right));
  }
  if (document.documentElement.scrollWidth > width) found.push('page scrollWidth ' + document.documentElement.scrollWidth + ' > ' + width);
  return found.slice(0, 8);
})()`;

function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(OVERFLOWING) as Promise<string[]>;
}

describe('every page', () => {
  it('finds the pages to check', () => {
    assert.ok(PAGES.length > 25, `pages: ${PAGES.join(' ')}`);
    for (const path of ['/docs/', '/docs/auth/', '/api/', '/docs/tutorial-basics/byod_walkthrough/']) assert.ok(PAGES.includes(path), path);
  });

  it('renders Markdown tables as tables, never as raw `| --- |` text', async () => {
    await withContext(browser, DESKTOP, async ({ page }) => {
      const raw: string[] = [];
      let tables = 0;
      for (const path of PAGES) {
        await load(page, path);
        const text = await page.evaluate(() => document.querySelector('main')?.innerText ?? '');
        if (/\|\s*:?-{3,}|\|-{3,}\|/.test(text)) raw.push(path);
        tables += await page.locator('main table').count();
      }
      assert.deepEqual(raw, [], 'pages showing raw table text');
      assert.ok(tables > 10, `tables rendered: ${tables}`);
    });
  });

  it('links the favicon, and it answers 200', async () => {
    const icons = new Set<string>();
    await withContext(browser, DESKTOP, async ({ page }) => {
      for (const path of PAGES) {
        await load(page, path);
        const href = await page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? null);
        assert.ok(href, `${path}: no <link rel="icon">`);
        icons.add(href);
      }
    });
    for (const href of [...icons, '/favicon.svg']) {
      const response = await fetch(`${server.url}${href}`);
      assert.equal(response.status, 200, href);
      assert.match(response.headers.get('content-type') ?? '', /^image\//, href);
      assert.match(await response.text(), /<svg/);
    }
    const notFound = await fetch(`${server.url}/no-such-page`);
    assert.match(await notFound.text(), /<link[^>]+rel="icon"[^>]+href="\/favicon\.svg"/, 'the 404 page links it too');
  });

  for (const [name, viewport] of [['1280 px', DESKTOP], ['a 390 × 844 phone', PHONE]] as const) {
    it(`has nothing running out of the viewport sideways at ${name}`, async () => {
      await withContext(browser, viewport, async ({ page }) => {
        const failures: string[] = [];
        for (const path of PAGES) {
          await load(page, path);
          const found = await overflowing(page);
          if (found.length > 0) failures.push(`${path}: ${found.join(', ')}`);
        }
        assert.deepEqual(failures, []);
      });
    });
  }
});

describe('the home page at 390 × 844', () => {
  it('stacks the step cards inside the viewport', async () => {
    await withContext(browser, PHONE, async ({ page }) => {
      await load(page, '/');
      const cards = await page.locator('.kh-cards > li').evaluateAll((items) =>
        items.map((item) => ({ cell: item.getBoundingClientRect().toJSON() as DOMRect, card: item.querySelector('a')!.getBoundingClientRect().toJSON() as DOMRect })),
      );
      assert.equal(cards.length, 3);
      for (const { cell, card } of cards) {
        assert.ok(card.left >= 0 && card.right <= 390, `card ${JSON.stringify(card)}`);
        // The visible card (its link, with the border) stays in its grid cell, so cards never overlap.
        assert.ok(card.top >= cell.top - 0.5 && card.bottom <= cell.bottom + 0.5, `card ${JSON.stringify(card)} outside its cell ${JSON.stringify(cell)}`);
      }
      for (let index = 1; index < cards.length; index++) assert.ok(cards[index]!.card.top >= cards[index - 1]!.card.bottom, `card ${index + 1} overlaps card ${index}`);
    });
  });
});

describe('the API reference', () => {
  it('flows with the page: the page scrolls, RapiDoc has no scroll box of its own', async () => {
    await withContext(browser, DESKTOP, async ({ page }) => {
      await load(page, '/api/');
      const layout = await page.evaluate(() => {
        const host = document.querySelector('rapi-doc')!;
        const main = host.shadowRoot!.querySelector('.main-content')!;
        return {
          hostHeight: host.getBoundingClientRect().height,
          mainScrolls: main.scrollHeight > main.clientHeight + 1 && getComputedStyle(main).overflowY !== 'visible',
          pageHeight: document.documentElement.scrollHeight,
          viewport: window.innerHeight,
        };
      });
      assert.equal(layout.mainScrolls, false, 'RapiDoc main column scrolls on its own');
      assert.ok(layout.hostHeight > layout.viewport * 3, `RapiDoc is ${layout.hostHeight}px tall`);
      assert.ok(layout.pageHeight > layout.viewport * 3, `the page is ${layout.pageHeight}px tall`);
      await page.mouse.wheel(0, 2000);
      await page.waitForFunction(() => window.scrollY > 0);
    });
  });

  it('shows the tags by their human names, in the reading order', async () => {
    await withContext(browser, DESKTOP, async ({ page }) => {
      await load(page, '/api/');
      const titles = await page.evaluate(() => [...document.querySelector('rapi-doc')!.shadowRoot!.querySelectorAll('[part~="label-tag-title"]')].map((element) => element.textContent?.trim() ?? ''));
      assert.deepEqual(titles.slice(0, 4), ['Authentication', 'Organisations', 'API tokens', 'Staff users']);
      assert.deepEqual(titles.filter((title) => title.includes('_')), []);
    });
  });
});
