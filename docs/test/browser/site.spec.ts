/**
 * Browser tests of the built documentation site (npm run docs:build first; npm test does), in
 * Debian's headless Chromium through playwright-core, against docs/serve.mjs on a free port:
 *
 * - every route of SPEC §2 answers its page, and an unknown path the not-found page (status 404);
 * - RapiDoc renders every operation of the generated OpenAPI document;
 * - no request leaves the site's origin (fonts self-hosted, no CDN), on any route;
 * - axe-core finds no serious or critical accessibility violation on any route;
 * - the generated pages show every error code and data point of schemas/, and the pages show
 *   the sample files verbatim.
 *
 * Nothing is skipped: without Chromium the run fails and says how to install it.
 * Run: npm run docs:test   (CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, DOCS, PUBLIC, startSiteAndBrowser, waitRapiDocControlsNamed, type SiteServer } from './harness.ts';
import { EXTENSION_ERRORS, SPEC_ERRORS } from '../../../schemas/errors.ts';
import { CONNECTIONS } from '../../../schemas/data-points.ts';


const TAGS = existsSync(join(PUBLIC, 'blog', 'tags')) ? readdirSync(join(PUBLIC, 'blog', 'tags')).filter((name) => !name.includes('.')) : [];

/** Every route of SPEC §2 with text its page must show. */
const ROUTES: [string, string][] = [
  ['/', 'Bank data your credit team can lend on'],
  ['/api/', 'Khanya API reference'],
  ['/docs', 'Introduction'],
  ['/docs/auth', 'Authentication'],
  ['/docs/errors', 'Errors'],
  ['/docs/urls', 'URLs and environments'],
  ['/docs/webhooks', 'Webhooks'],
  ['/docs/statements', 'Statements'],
  ['/docs/billing', 'Billing'],
  ['/docs/revet', 'Re-vetting'],
  ['/docs/zoho-crm', 'Zoho CRM'],
  ['/docs/whatsapp', 'WhatsApp'],
  ['/docs/category/constants', 'Constants'],
  ['/docs/category/tutorial', 'Tutorial'],
  ['/docs/constants/data_points', 'Data points'],
  ['/docs/constants/data_points_args', 'Data point args'],
  ['/docs/tutorial-basics/affinity_walkthrough', 'Affinity ads'],
  ['/docs/tutorial-basics/bank_connection', 'Bank connections'],
  ['/docs/tutorial-basics/byod_walkthrough', 'Your own data to an affordability analysis'],
  ['/docs/tutorial-basics/connect_walkthrough', 'The connect link'],
  ['/blog', 'Khanya blog'],
  ['/blog/archive', 'Archive'],
  ['/blog/tags', 'Tags'],
  ...TAGS.map((tag): [string, string] => [`/blog/tags/${tag}`, 'tagged']),
  ['/markdown-page', 'Glossary'],
];

let server: SiteServer;
let browser: Browser;
let context: BrowserContext;
/** Every same-site link of every page, checked at the end. */
const links = new Set<string>();
/** Every request any page made, for the same-origin check. */
const requests: { page: string; url: string }[] = [];

before(async () => {
  ({ server, browser } = await startSiteAndBrowser());
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});

after(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

async function open(path: string): Promise<{ page: Page; status: number | undefined }> {
  const page = await context.newPage();
  page.on('request', (request) => requests.push({ page: path, url: request.url() }));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  // Wait for hydration: Gatsby renders into #___gatsby; a crash would show the shell's fallback.
  await page.waitForFunction(() => document.querySelector('#___gatsby main') !== null);
  assert.deepEqual(errors, [], `${path}: page errors`);
  return { page, status: response?.status() };
}

describe('routes', () => {
  it('has at least one tag page per tag of the blog', () => {
    assert.ok(TAGS.length >= 3, `tag pages: ${TAGS.join(', ')}`);
  });

  for (const [path, text] of ROUTES) {
    it(`${path} answers its page with no serious or critical accessibility violation`, async () => {
      const { page, status } = await open(path);
      try {
        assert.equal(status, 200);
        if (path !== '/api/') {
          await page.getByText(text, { exact: false }).first().waitFor({ state: 'attached' });
          assert.equal(await page.locator('h1').count(), 1, `${path}: exactly one h1`);
        }
        assert.match(await page.title(), /Khanya/);
        // Every in-page anchor (table of contents, heading links) has its target.
        const brokenAnchors = await page.evaluate(() =>
          [...document.querySelectorAll('a[href^="#"]')]
            .map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1)))
            .filter((id) => id !== '' && document.getElementById(id) === null),
        );
        assert.deepEqual(brokenAnchors, [], `${path}: anchors without a target`);
        for (const href of await page.evaluate(() => [...document.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href')!))) links.add(href);
        if (path === '/api/') await waitRapiDocControlsNamed(page);
        assert.deepEqual(await axeViolations(page), [], `${path}: axe`);
      } finally {
        await page.close();
      }
    });
  }

  it('an unknown path answers the not-found page with status 404', async () => {
    const { page, status } = await open('/docs/no-such-page');
    try {
      assert.equal(status, 404);
      await page.getByText('Page not found').first().waitFor();
      assert.deepEqual(await axeViolations(page), [], 'not-found page: axe');
    } finally {
      await page.close();
    }
  });
});

describe('API reference', () => {
  it('RapiDoc renders every operation of the generated OpenAPI document', async () => {
    const spec = JSON.parse(readFileSync(join(PUBLIC, 'openapi.json'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
    const operations = Object.values(spec.paths).reduce((count, item) => count + methods.filter((method) => item[method]).length, 0);
    assert.ok(operations > 20, `operations in openapi.json: ${operations}`);
    const { page } = await open('/api/');
    try {
      await page.waitForFunction(
        (expected) => (document.querySelector('rapi-doc')?.shadowRoot?.querySelectorAll('[part~="section-operation"]').length ?? 0) >= expected,
        operations,
        { timeout: 30_000 },
      );
      const rendered = await page.evaluate(() => document.querySelector('rapi-doc')!.shadowRoot!.querySelectorAll('[part~="section-operation"]').length);
      assert.equal(rendered, operations);
      // The server selector offers local, sandbox and production.
      for (const url of ['http://localhost:3000', 'https://sandbox.api.khanya.example', 'https://api.khanya.example']) {
        await page.locator('rapi-doc').getByText(url, { exact: false }).first().waitFor({ state: 'attached' });
      }
      // RapiDoc uses the self-hosted Open Sans.
      const font = await page.evaluate(() => getComputedStyle(document.querySelector('rapi-doc')!).getPropertyValue('--font-regular'));
      assert.match(font, /Open Sans/);
      await waitRapiDocControlsNamed(page);
      assert.deepEqual(await axeViolations(page), [], '/api/: axe');
    } finally {
      await page.close();
    }
  });
});

describe('content generated from schemas/ and samples', () => {
  it('/docs/errors lists every error code of schemas/errors.ts with its status', async () => {
    const { page } = await open('/docs/errors');
    try {
      const rows = await page.locator('table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())));
      for (const [code, { status }] of Object.entries({ ...SPEC_ERRORS, ...EXTENSION_ERRORS })) {
        assert.ok(rows.some((row) => row[0] === String(status) && row[1] === code), `missing ${status} ${code}`);
      }
    } finally {
      await page.close();
    }
  });

  it('/docs/constants/data_points lists every data point of schemas/data-points.ts', async () => {
    const { page } = await open('/docs/constants/data_points');
    try {
      for (const connection of CONNECTIONS) {
        for (const dataPoint of connection.data_points) assert.equal(await page.locator(`#data-point-${dataPoint.name}`).count(), 1, dataPoint.name);
      }
    } finally {
      await page.close();
    }
  });

  it('pages show the sample files verbatim', async () => {
    const { page } = await open('/docs/auth');
    try {
      const sample = readFileSync(join(DOCS, 'samples', 'curl', 'auth', 'login.sh'), 'utf8').trim();
      const blocks = await page.locator('figure.kh-sample pre').allTextContents();
      assert.ok(blocks.some((block) => block.trim() === sample), 'login.sh is shown as written');
    } finally {
      await page.close();
    }
  });
});

describe('links', () => {
  it('every link between pages leads to a page (no 404) and to an existing heading', async () => {
    assert.ok(links.size > 20, `collected ${links.size} links`);
    const broken: string[] = [];
    for (const href of links) {
      const [path, hash] = href.split('#') as [string, string | undefined];
      const response = await fetch(`${server.url}${path}`);
      const html = await response.text();
      if (response.status !== 200) broken.push(`${href}: ${response.status}`);
      else if (hash && !html.includes(`id="${hash}"`) && path !== '/api/') broken.push(`${href}: no #${hash} in the page`);
    }
    assert.deepEqual(broken, []);
  });
});

describe('network', () => {
  it('no request left the site origin on any page', () => {
    assert.ok(requests.length > ROUTES.length, `recorded ${requests.length} requests`);
    const foreign = requests.filter(({ url }) => !url.startsWith(`${server.url}/`) && !url.startsWith('data:') && !url.startsWith('blob:'));
    assert.deepEqual(foreign, []);
  });
});
