/**
 * What every browser test of the docs site needs: the built site served by docs/serve.mjs on a
 * free port and Debian's headless Chromium driven by playwright-core, with clear errors when
 * either is missing (no test skips silently), a fresh context per test with what its pages
 * report, loading a page up to hydration, and the axe-core check.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const DOCS = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PUBLIC = join(DOCS, 'public');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags that keep Chromium off the network here (see the README's troubleshooting). */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

export function assertPrerequisites(extraFiles: string[] = []): void {
  if (!existsSync(join(PUBLIC, 'index.html'))) throw new Error('docs/public is missing: run `npm run docs:build:test` first.');
  for (const file of extraFiles) {
    if (!existsSync(join(PUBLIC, file))) {
      throw new Error(`docs/public/${file} is missing: the browser tests need the build with their fixture pages, \`npm run docs:build:test\` (a plain docs:build has none).`);
    }
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}. Install Debian's package: ` +
        '`apt-get update && apt-get install -y --no-install-recommends chromium` (.ci/run does), or set CHROMIUM_PATH.',
    );
  }
}

export async function startSite(): Promise<SiteServer> {
  const { startStaticServer } = (await import(join(DOCS, 'serve.mjs'))) as { startStaticServer: () => Promise<SiteServer> };
  return startStaticServer();
}

/** The built site and a browser, after checking both can exist. */
export async function startSiteAndBrowser(extraFiles: string[] = []): Promise<{ server: SiteServer; browser: Browser }> {
  assertPrerequisites(extraFiles);
  const server = await startSite();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  return { server, browser };
}

export interface Opened {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors. */
  errors: string[];
  /** Console warnings. */
  warnings: string[];
  /** Every URL the context requested. */
  requests: string[];
}

/**
 * Runs `run` in a fresh context (its own storage) at `viewport`, with page errors, console
 * warnings and requests recorded; fails on a page error unless allowed; always closes the context.
 */
export async function withContext(
  browser: Browser,
  viewport: { width: number; height: number },
  run: (opened: Opened) => Promise<void>,
  { initScript, allowPageErrors = false }: { initScript?: string; allowPageErrors?: boolean } = {},
): Promise<void> {
  const context = await browser.newContext({ viewport });
  if (initScript) await context.addInitScript({ content: initScript });
  const page = await context.newPage();
  const opened: Opened = { context, page, errors: [], warnings: [], requests: [] };
  page.on('pageerror', (error) => opened.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning') opened.warnings.push(message.text());
  });
  context.on('request', (request) => opened.requests.push(request.url()));
  try {
    await run(opened);
    if (!allowPageErrors) assert.deepEqual(opened.errors, [], 'page errors');
  } finally {
    await context.close();
  }
}

/** Loads `url` and waits until the shell is hydrated. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await waitHydrated(page);
}

/** The shell is hydrated once the colour toggle, disabled in the server HTML, is enabled. */
export async function waitHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const toggle = document.querySelector('header .k-color-toggle');
    return document.querySelector('#___gatsby main') !== null && toggle !== null && !toggle.hasAttribute('disabled');
  });
}

/**
 * Waits until every visible form control RapiDoc has rendered, in every shadow root under
 * <rapi-doc>, carries an accessible name: the site names them after RapiDoc renders
 * (docs/src/components/api/rapidoc-a11y.ts, on a short debounce), so axe run straight after a
 * render can meet controls the labeller has not reached yet (a CI run under load did).
 */
export async function waitRapiDocControlsNamed(page: Page): Promise<void> {
  // (No named function inside the page's function: tsx's keepNames would call a __name the page lacks.)
  await page.waitForFunction(
    () => {
      const host = document.querySelector('rapi-doc');
      if (!host?.shadowRoot) return false;
      const roots: ParentNode[] = [host.shadowRoot];
      while (roots.length > 0) {
        const root = roots.pop()!;
        for (const element of root.querySelectorAll('*')) {
          if (element.shadowRoot) roots.push(element.shadowRoot);
          if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
          if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
          const labelledFor = element.id !== '' && root.querySelector(`label[for="${CSS.escape(element.id)}"]`) !== null;
          if (!labelledFor && !element.hasAttribute('aria-label') && !element.hasAttribute('aria-labelledby') && !element.hasAttribute('title') && element.closest('label') === null) return false;
        }
      }
      return true;
    },
    null,
    { timeout: 30_000 },
  );
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<{ id: string; impact: string; help: string; targets: string[] }[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return (result.violations as { id: string; impact: string; help: string; nodes: { target: string[] }[] }[]).map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
