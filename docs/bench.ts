/**
 * `npm run docs:bench` (not part of npm test): the documentation site's numbers for BENCHMARKS.md.
 *
 * 1. Clean build time: `npm run docs:build` after removing docs/.cache and docs/public (OpenAPI +
 *    generated data + gatsby build), and the gatsby build alone.
 * 2. JavaScript transferred per route, gzip: every script each route loads in Chromium, sized as
 *    docs/serve.mjs sends it (gzip level 6). Goal: landing page <= 150 KB (the /api/ page, which
 *    loads RapiDoc, is reported but excluded from the goal).
 * 3. First contentful paint of /docs on the local server: median of 7 cold loads (fresh
 *    browser context each, so nothing is cached).
 *
 * Options: --no-build measures the existing docs/public.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ROOT = resolve(__dirname, '..');
const DOCS = join(ROOT, 'docs');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUTES = ['/', '/docs', '/docs/auth', '/docs/errors', '/docs/constants/data_points', '/docs/tutorial-basics/byod_walkthrough', '/blog', '/markdown-page', '/api/'];
const LANDING_GOAL_KB = 150;

function seconds(command: string): number {
  const started = process.hrtime.bigint();
  execSync(command, { cwd: ROOT, stdio: 'ignore', env: process.env });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main(): Promise<void> {
  const results: Record<string, unknown> = {};
  if (!process.argv.includes('--no-build')) {
    rmSync(join(DOCS, '.cache'), { recursive: true, force: true });
    rmSync(join(DOCS, 'public'), { recursive: true, force: true });
    results.cleanDocsBuildSeconds = Number(seconds('npm run docs:build').toFixed(1));
    rmSync(join(DOCS, '.cache'), { recursive: true, force: true });
    rmSync(join(DOCS, 'public'), { recursive: true, force: true });
    results.cleanGatsbyBuildSeconds = Number(seconds('npm run build -w docs').toFixed(1));
    console.log(`clean build: npm run docs:build ${results.cleanDocsBuildSeconds} s, gatsby build alone ${results.cleanGatsbyBuildSeconds} s`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium`);

  const { startStaticServer } = (await import(join(DOCS, 'serve.mjs'))) as { startStaticServer: () => Promise<{ url: string; close(): Promise<void> }> };
  const server = await startStaticServer();
  const launch = () =>
    chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'khanya-docs-bench-')), {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      viewport: { width: 1280, height: 900 },
    });
  try {
    const context = await launch();
    const perRoute: Record<string, { scripts: number; rawKB: number; gzipKB: number }> = {};
    for (const route of ROUTES) {
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
      if (route === '/api/') await page.waitForFunction(() => document.querySelector('rapi-doc')?.shadowRoot?.querySelector('[part~="section-operation"]'));
      await page.close();
      let raw = 0;
      let gzip = 0;
      for (const path of scripts) {
        const bytes = readFileSync(join(DOCS, 'public', path));
        raw += bytes.length;
        gzip += gzipSync(bytes, { level: 6 }).length;
      }
      perRoute[route] = { scripts: scripts.size, rawKB: Number((raw / 1024).toFixed(1)), gzipKB: Number((gzip / 1024).toFixed(1)) };
    }
    await context.close();
    results.javascriptPerRoute = perRoute;
    const landing = perRoute['/']!.gzipKB;
    results.landingGzipKB = landing;
    results.landingWithinGoal = landing <= LANDING_GOAL_KB;

    const fcps: number[] = [];
    for (let run = 0; run < 7; run++) {
      const cold = await launch();
      const page = await cold.newPage();
      await page.goto(`${server.url}/docs`, { waitUntil: 'load' });
      const fcp = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            const existing = performance.getEntriesByName('first-contentful-paint')[0];
            if (existing) return done(existing.startTime);
            new PerformanceObserver((list) => done(list.getEntries()[0]!.startTime)).observe({ type: 'paint', buffered: true });
          }),
      );
      fcps.push(fcp);
      await cold.close();
    }
    results.docsFirstContentfulPaintMs = { median: Math.round(median(fcps)), runs: fcps.map(Math.round) };

    console.log('\nJavaScript per route (gzip, as served):');
    for (const [route, size] of Object.entries(perRoute)) console.log(`  ${route.padEnd(42)} ${String(size.gzipKB).padStart(7)} KB gzip  ${String(size.rawKB).padStart(7)} KB raw  ${size.scripts} files`);
    console.log(`\nLanding page: ${landing} KB gzip (goal <= ${LANDING_GOAL_KB} KB): ${landing <= LANDING_GOAL_KB ? 'met' : 'NOT met'}`);
    console.log(`FCP of /docs (local server, cold, median of 7): ${Math.round(median(fcps))} ms  [${fcps.map(Math.round).join(', ')}]`);
    console.log(`\n${JSON.stringify(results)}`);
  } finally {
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
