/**
 * The console with a big book: `npm run bench:console [-- --apps=10000]`.
 *
 * Starts the in-memory local stack (the developer's .data/ is never touched) and the API bridge
 * (which serves the built console: run `npm run console:build` first), registers an organisation,
 * writes `--apps` applicants and applications straight into the table (the same items the API
 * writes, newest last; 70 % complete, 20 % created, 10 % failed), then measures:
 *  1. the applications list the console asks for (`GET /v1/applications/connects?limit=25`): the
 *     first page, the first page of one status, a page 5,000 deep by cursor, a search by name (reads
 *     the whole book) and a period of creation (a key range) — median and p95
 *     of 20 each, through HTTP;
 *  2. in headless Chromium, logged in: from navigating to /console/applications to the first
 *     row shown, median of 5 (a fresh page each time, the session from the cookie);
 *  3. the build's first-load JavaScript (web/console/dist/build-report.json).
 * Goal (issue 14): the list stays responsive with 10,000 applications; first load <= 250 KB gzip.
 * Asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { chromium } from 'playwright-core';
import { newApplication } from '#core/applications';
import { newObjectId } from '#core/ids';
import { registerBenchOrganisationWithLogin, withBenchStack } from './stack.ts';

const args = process.argv.slice(2);
const APPS = Number(args.find((a) => a.startsWith('--apps='))?.split('=')[1] ?? 10_000);
const ROOT = join(import.meta.dirname, '..');

function stats(values: number[]): { median: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, p95: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]! };
}

async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  await answer.json();
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return performance.now() - started;
}

const outcome = await withBenchStack({ workers: false, log: (line) => console.log(line) }, async ({ server }) => {
  // Imported after the stack set the emulators' endpoints (the AWS clients read them once).
  const { dynamo } = await import('#platform/clients/dynamodb');
  const { applicantItem, applicationItem } = await import('#platform/repositories/applications');
  const { tableName } = await import('#platform/repositories/table');
  const owner = await registerBenchOrganisationWithLogin(server.url);
  const organisation = (await (await fetch(`${server.url}/v1/organisations/`, { headers: { authorization: `Bearer ${owner.token}` } })).json()) as { id: string };

  const writeStarted = performance.now();
  const start = Date.now() - APPS * 60_000;
  const items: Record<string, unknown>[] = [];
  const ids: string[] = [];
  for (let i = 0; i < APPS; i++) {
    const now = new Date(start + i * 60_000);
    const applicantId = newObjectId(now);
    items.push({ ...applicantItem({ id: applicantId, organisation: organisation.id, created_at: now.toISOString(), name: `Applicant ${i}`, email: `applicant${i}@bench.test`, phone: null, external_reference: null }) });
    const application = newApplication({ organisationId: organisation.id, applicantId, appConfig: { id: newObjectId(now), default_redirect_url: null }, redirectUrl: null, now });
    const status = i % 10 < 7 ? ('complete' as const) : i % 10 < 9 ? ('created' as const) : ('failed' as const);
    items.push({ ...applicationItem({ ...application, status }) });
    ids.push(application.id);
  }
  for (let i = 0; i < items.length; i += 25) {
    let batch: Record<string, unknown>[] | undefined = items.slice(i, i + 25);
    while (batch && batch.length > 0) {
      const answer = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName()]: batch.map((Item) => ({ PutRequest: { Item } })) } }));
      batch = answer.UnprocessedItems?.[tableName()]?.map((request) => request.PutRequest!.Item!) as Record<string, unknown>[] | undefined;
    }
  }
  const writeMs = performance.now() - writeStarted;

  const base = `${server.url}/v1/applications/connects?limit=25`;
  const deep = ids[ids.length - 5_000] ?? ids[0]!;
  const api: Record<string, { median: number; p95: number }> = {};
  for (const [name, url] of [
    ['first page', base],
    ['first page, status=complete', `${base}&status=complete`],
    ['a page 5,000 deep (cursor)', `${base}&starting_after=${deep}`],
    ['search by name (whole book)', `${base}&search=${encodeURIComponent('Applicant 4999')}`],
    ['made in the last 2 days (key range)', `${base}&created_from=${new Date(Date.now() + 2 * 3600_000 - 2 * 86_400_000).toISOString().slice(0, 10)}`],
  ] as const) {
    await timed(url, owner.token); // warm-up
    const runs: number[] = [];
    for (let r = 0; r < 20; r++) runs.push(await timed(url, owner.token));
    api[name] = stats(runs);
  }

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/console/`);
  await page.getByLabel('E-mail address').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.locator('table.list tbody tr').first().waitFor({ timeout: 60_000 });
  const firstRows: number[] = [];
  for (let r = 0; r < 5; r++) {
    const fresh = await context.newPage();
    const started = performance.now();
    await fresh.goto(`${server.url}/console/applications`);
    await fresh.locator('table.list tbody tr').first().waitFor({ timeout: 60_000 });
    firstRows.push(performance.now() - started);
    await fresh.close();
  }
  await browser.close();
  return { writeMs, api, firstRow: stats(firstRows) };
});

if (outcome.error) {
  console.error(outcome.error);
  process.exit(1);
}
const result = outcome.value!;
const report = JSON.parse(readFileSync(join(ROOT, 'web', 'console', 'dist', 'build-report.json'), 'utf8')) as { firstLoadJsGzipBytes: number; lazyChunks: Record<string, number> };
const ms = (v: number) => `${v.toFixed(1)} ms`;
console.log(`Console with ${APPS.toLocaleString('en-ZA')} applications (written in ${(result.writeMs / 1000).toFixed(1)} s)`);
for (const [name, s] of Object.entries(result.api)) console.log(`  GET /v1/applications/connects, ${name.padEnd(30)} median ${ms(s.median)}, p95 ${ms(s.p95)}`);
console.log(`  browser: /console/applications to the first row        median ${ms(result.firstRow.median)}, p95 ${ms(result.firstRow.p95)} (5 fresh pages)`);
console.log(`  first-load JavaScript ${(report.firstLoadJsGzipBytes / 1024).toFixed(1)} KB gzip (goal <= 250 KB); later: ${Object.entries(report.lazyChunks).map(([n, b]) => `${n} ${(b / 1024).toFixed(1)} KB`).join(', ')}`);
if (outcome.leftoverProcesses.length > 0) console.log(`  leftover processes: ${outcome.leftoverProcesses.join('; ')}`);
