/**
 * The real local stack for the connect UI's browser tests: in-memory emulators, the API bridge
 * (which also serves the built UI under /connect/, as `npm start` does) with the workers, an
 * organisation made through the API, and headless Chromium (playwright-core) with axe-core.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startLocalStack, type LocalStack } from '../../../local/stack.ts';
import type { RunningWorkers } from '../../../local/workers.ts';
import type { TestServer } from '../../../test/helpers/server.ts';
import type { TestOrganisation } from '../../../test/helpers/factories.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const ARTIFACTS = join(ROOT, 'test-artifacts', 'connect');
export const DOCS_IMAGES = join(ROOT, 'docs', 'static', 'img', 'connect');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 800 };
/** `npm run connect:screenshots` copies the screens the docs show into docs/static/img/connect/. */
const WRITE_DOCS = process.env.KHANYA_CONNECT_DOCS_SCREENSHOTS === '1';

export interface Stack {
  stack: LocalStack;
  api: TestServer;
  workers: RunningWorkers;
  browser: Browser;
  org: TestOrganisation;
  /** http://localhost:<port>: the origin of connect_url and of the OAuth redirect URI. */
  origin: string;
  stop(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  if (!existsSync(join(ROOT, 'web', 'connect', 'dist', 'index.html'))) throw new Error('web/connect/dist is missing: run `npm run connect:build` first (npm test does).');
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`);
  mkdirSync(ARTIFACTS, { recursive: true });
  const stack = await startLocalStack({
    mailOutboxDir: mkdtempSync(join(tmpdir(), 'khanya-connect-outbox-')),
    tokenSigningSecret: randomBytes(32).toString('hex'),
    consoleUrl: 'http://localhost:3000',
  });
  process.env.RATE_LIMIT_REQUESTS ??= '1000000000';
  // Imported after the emulators' endpoints are in process.env (their AWS clients read it).
  const { startTestServer } = await import('../../../test/helpers/server.ts');
  const { startWorkers } = await import('../../../local/workers.ts');
  const { registerOrganisation } = await import('../../../test/helpers/factories.ts');
  const api = await startTestServer();
  const origin = `http://localhost:${new URL(api.url).port}`;
  // Read on every request: connect_url, the sandbox's redirect URI and the console's links use the bridge's real port.
  process.env.CONNECT_URL = origin;
  process.env.CONSOLE_URL = `${origin}/console`;
  process.env.SANDBOX_BANK_URL = `${origin}/sandbox-bank`;
  const workers = await startWorkers({
    analysis: stack.resources.analysisQueueUrl,
    webhooks: stack.resources.webhookQueueUrl,
    statements: stack.resources.statementQueueUrl,
    inboundMail: stack.resources.inboundMailQueueUrl,
  });
  const org = await registerOrganisation(api, 'connect-ui');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  return {
    stack,
    api,
    workers,
    browser,
    org,
    origin,
    stop: async () => {
      await browser.close();
      await workers.stop();
      await api.close();
      await stack.stop();
    },
  };
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<{ id: string; impact: string; help: string; targets: string[] }[]> {
  // Strings, not functions: this file is type-checked without the DOM library (the browser runs them).
  if (!(await page.evaluate("'axe' in window"))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    })))`)) as { id: string; impact: string; help: string; targets: string[] }[];
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** Every screen the tests saw, with the heading it showed. */
export const seen = new Map<string, string>();

/**
 * Checks the screen whose h1 is `heading`: focus is on the h1 (unless `focus: false`), axe finds
 * no serious or critical violation at phone and desktop widths, and both are saved as PNGs.
 */
export async function screen(page: Page, name: string, heading: string | RegExp, { focus = true }: { focus?: boolean } = {}): Promise<void> {
  const h1 = page.locator('h1');
  await h1.filter({ hasText: heading }).waitFor({ timeout: 20_000 });
  if (focus) {
    await until(page, "document.activeElement?.tagName === 'H1'", 5_000);
  }
  // A tab behind another produces no frames in headless Chromium, so its screenshot can wait for
  // ever (seen in CI on the two-tab test): the checked tab comes to the front first.
  await page.bringToFront();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    assert.deepEqual(await axeViolations(page), [], `axe on ${name} at ${viewport.width} px`);
    // Each screen is saved once, the first time a test shows it (later tests may show it in another state).
    if (seen.has(name)) continue;
    const file = join(ARTIFACTS, `${name}-${viewport.width}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    if (WRITE_DOCS && (viewport === PHONE || name === 'welcome')) {
      mkdirSync(DOCS_IMAGES, { recursive: true });
      copyFileSync(file, join(DOCS_IMAGES, `${name}-${viewport.width}.png`));
    }
  }
  await page.setViewportSize(PHONE);
  seen.set(name, (await h1.first().textContent()) ?? '');
}

/**
 * Polls an expression in the page until it is true. (page.waitForFunction with a string evaluates
 * it with eval, which the UI's Content-Security-Policy refuses, as it should.)
 */
export async function until(page: Page, expression: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
