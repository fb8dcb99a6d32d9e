/**
 * The console in headless Chromium against the real local stack (emulators, the API bridge that
 * also serves the built console under /console, the workers) with the demo organisation seeded as
 * `npm start` seeds it: login (password, one-time link, reload, logout), the applications list and
 * its filters, an application's analyses and transactions with an inline relabel, a new
 * application, the password link, permissions, keyboard use, the dark theme; axe-core on every
 * page at 360 and 1280 px (screenshots of each in test-artifacts/console/), and no request to any
 * origin but the console's own.
 *
 * Run: npm run console:build && npm run test:console   (CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, Response as PageResponse } from 'playwright-core';
import { axeViolations, DESKTOP, PHONE, ROOT, startStack, until, type Stack } from '../../connect/test/stack.ts';

const ARTIFACTS = join(ROOT, 'test-artifacts', 'console');
/** `npm run console:screenshots` also copies the README's screenshot into docs/static/img/console/. */
const WRITE_README_SHOT = process.env.KHANYA_CONSOLE_README_SCREENSHOT === '1';

let s: Stack;
let demo: { email: string; password: string; apiToken: string; applications: Array<{ id: string; name: string }> };

before(async () => {
  if (!existsSync(join(ROOT, 'web', 'console', 'dist', 'index.html'))) throw new Error('web/console/dist is missing: run `npm run console:build` first (npm test does).');
  mkdirSync(ARTIFACTS, { recursive: true });
  s = await startStack();
  const { seedDemo, DEMO } = await import('../../../local/seed.ts');
  const seeded = await seedDemo(s.origin, mkdtempSync(join(tmpdir(), 'khanya-console-seed-')));
  demo = { email: DEMO.email, password: DEMO.password, apiToken: seeded.apiToken, applications: seeded.demoApplications };
  const { waitForConnectionStatus } = await import('../../../test/helpers/lending.ts');
  const org = { ...s.org, apiToken: seeded.apiToken };
  for (const application of demo.applications) await waitForConnectionStatus(s.api, org, application.id, ['complete'], 60_000);
});

after(async () => {
  await s?.stop();
});

const seen = new Set<string>();

/** The elements wider than the phone's screen outside a table's own scroll box (to name a failure). */
const WIDE_ELEMENTS = `[...document.querySelectorAll('body *')]
  .filter((el) => el.getBoundingClientRect().right > 361 && !(el.parentElement && el.parentElement.closest('.table-scroll')))
  .slice(0, 8)
  .map((el) => el.tagName + '.' + el.className + ' ' + Math.round(el.getBoundingClientRect().right))`;

/** The page whose h1 is `heading`: focus on the h1, no serious or critical axe violation at 360 and 1280 px, screenshots. */
async function pageCheck(page: Page, name: string, heading: string | RegExp, { focus = true }: { focus?: boolean } = {}): Promise<void> {
  await page.locator('h1').filter({ hasText: heading }).waitFor({ timeout: 30_000 });
  // A page just opened has focus on its h1; a page checked again after using it keeps the user's focus.
  if (focus) await until(page, "document.activeElement?.tagName === 'H1'", 5_000);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    assert.deepEqual(await axeViolations(page), [], `axe on ${name} at ${viewport.width} px`);
    // Nothing wider than the phone's screen but the tables, which scroll in their own box.
    // (Charts redraw at the new width a frame or two after the resize.)
    if (viewport === PHONE) {
      await until(page, 'document.documentElement.scrollWidth <= 360', 5_000).catch(async () => {
        const wide = await page.evaluate(WIDE_ELEMENTS);
        assert.fail(`${name} overflows 360 px: ${JSON.stringify(wide)}`);
      });
    }
    if (!seen.has(name)) await page.screenshot({ path: join(ARTIFACTS, `${name}-${viewport.width}.png`), fullPage: true, animations: 'disabled' });
  }
  seen.add(name);
  await page.setViewportSize(DESKTOP);
}

/** A fresh browser context; fails the test on page errors or on any request that leaves the console's origin. */
async function open(run: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await s.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    // The one place the browser leaves the console: the card payment provider's own page (Peach's
    // hosted checkout; its simulator locally), a navigation the user makes, not a call the console does.
    if (request.isNavigationRequest() && url.includes('/_local/peach/checkout/')) return;
    if (!url.startsWith(s.origin) && !url.startsWith('data:')) foreign.push(url);
  });
  try {
    await run(page, context);
    assert.deepEqual(errors, [], 'page errors');
    assert.deepEqual(foreign, [], 'requests to another origin');
  } catch (error) {
    // What the page showed when the test failed, kept with the other artefacts.
    await page.screenshot({ path: join(ARTIFACTS, `failure-${Date.now()}.png`), fullPage: true }).catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
}

async function logIn(page: Page, email = demo.email, password = demo.password): Promise<void> {
  await page.goto(`${s.origin}/console/`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('signing in', () => {
  it('a wrong password says so; the right one opens the applications; the token is in no storage a script can read', async () => {
    await open(async (page) => {
      await page.goto(`${s.origin}/console/`);
      await pageCheck(page, 'login', 'Log in to Khanya');
      await page.getByLabel('E-mail address').fill(demo.email);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('alert').filter({ hasText: 'Incorrect username or password' }).waitFor();

      await page.getByLabel('Password', { exact: true }).fill(demo.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await pageCheck(page, 'applications', 'Applications');
      assert.equal(await page.evaluate('localStorage.length + sessionStorage.length - (localStorage.getItem("khanya-theme") ? 1 : 0)'), 0);
      assert.equal(await page.evaluate('document.cookie'), '', 'the session cookie is HttpOnly');
    });
  });

  it('a reload keeps the session (the cookie answers a new token); logging out ends it', async () => {
    await open(async (page) => {
      await logIn(page);
      await page.getByRole('heading', { name: 'Applications' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Applications' }).waitFor();
      await page.getByRole('button', { name: /^Log out/ }).click();
      await page.getByRole('heading', { name: 'Log in to Khanya' }).waitFor();
      await page.getByText('You are logged out.').waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Log in to Khanya' }).waitFor();
    });
  });

  it('a one-time login link signs in once and leaves the address; a second use is refused', async () => {
    const { createLoginLink } = await import('#platform/services/staff-sessions');
    const { findUserByEmail } = await import('#platform/repositories/users');
    const token = await createLoginLink((await findUserByEmail(demo.email))!);
    await open(async (page) => {
      await page.goto(`${s.origin}/console/#login=${token}`);
      await page.getByRole('heading', { name: 'Applications' }).waitFor();
      assert.ok(!page.url().includes(token), 'the token left the address bar');
    });
    await open(async (page) => {
      await page.goto(`${s.origin}/console/#login=${token}`);
      await page.getByText('That login link was already used or has expired.').waitFor();
    });
  });
});

describe('applications', () => {
  it('lists the demo applications newest first, filters by status and by name, and an id opens the application', async () => {
    await open(async (page) => {
      await logIn(page);
      await page.getByRole('heading', { name: 'Applications' }).waitFor();
      const table = page.locator('table.list tbody');
      for (const application of demo.applications) await table.getByRole('link', { name: application.name.split(' (')[0]! }).first().waitFor();

      await page.getByLabel('Status').selectOption('expired');
      await page.getByText('No application matches.').waitFor();
      await page.getByLabel('Status').selectOption('complete');
      await table.getByRole('link').first().waitFor();
      assert.equal(await table.getByRole('row').count(), demo.applications.length);
      // By the day they were made (South African time): none before today, all of them today.
      const day = (offsetDays: number) => new Date(Date.now() + 2 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Made until').fill(day(-1));
      await page.getByText('No application matches.').waitFor();
      await page.getByLabel('Made until').fill('');
      await page.getByLabel('Made from').fill(day(0));
      await until(page, `document.querySelectorAll('table.list tbody tr').length === ${demo.applications.length}`, 10_000);

      // The name is searched on the server (across the whole book, not only the rows loaded).
      const first = demo.applications[0]!;
      await page.getByLabel('Search').fill(first.name.split(' ')[0]!.toLowerCase());
      await until(page, "document.querySelectorAll('table.list tbody tr').length === 1", 10_000);
      await table.getByRole('link', { name: first.name.split(' (')[0]! }).waitFor();
      await page.getByLabel('Search').fill(first.id);
      await page.getByLabel('Search').press('Enter');
      await page.waitForURL(`**/console/applications/${first.id}`);
      await page.getByRole('heading', { name: 'Analyses', exact: true }).waitFor();
    });
  });

  it('an application shows its timeline, files, accounts, every analysis drawn with its numbers, and its transactions', async () => {
    const pdf = demo.applications.find((a) => a.name.includes('PDF')) ?? demo.applications[0]!;
    await open(async (page) => {
      await logIn(page);
      await page.getByRole('heading', { name: 'Applications' }).waitFor();
      await page.goto(`${s.origin}/console/applications/${pdf.id}`);
      await page.getByRole('heading', { name: 'Affordability' }).waitFor({ timeout: 30_000 });
      for (const section of ['Timeline', 'Bank data', 'Income', 'Liquidity', 'Expenses', 'Risk flags', 'Financial health', 'Statement summary', 'Transactions']) {
        await page.getByRole('heading', { name: section, exact: true }).waitFor();
      }
      // Charts are drawn (the lazy Chart.js chunk loaded) and each has its numbers as a table.
      await until(page, "document.querySelectorAll('canvas[role=img]').length >= 3", 15_000);
      await pageCheck(page, 'application', /./);
      await page.getByText('Show the numbers').first().click();
      await page.getByRole('table').filter({ hasText: 'Affordable amount' }).waitFor();
      await page.getByRole('table', { name: 'Statement files' }).waitFor();
      // The balance as it was (the statement's last 90 days) and as it is forecast, on one line.
      await page.locator('figcaption').filter({ hasText: /^End-of-day balance: the last \d+ days and the next 90 forecast$/ }).waitFor();
      await page.locator('canvas[aria-label^="The balance was R"]').waitFor();
    });
  });

  it('relabelling a transaction inline keeps the new label and says the analyses are computed again', async () => {
    const application = demo.applications[0]!;
    await open(async (page) => {
      await logIn(page);
      await page.getByRole('heading', { name: 'Applications' }).waitFor();
      await page.goto(`${s.origin}/console/applications/${application.id}`);
      const select = page.locator('table.transactions select').first();
      await select.waitFor({ timeout: 30_000 });
      const before = await select.inputValue();
      const target = before === 'Groceries' || before === 'Bank Charges and Fees' ? 'General Purchases' : before === 'General Purchases' ? 'Groceries' : 'Uncategorised';
      await select.selectOption(target);
      await page.getByText(`to ${target}; the analyses are being computed again.`).waitFor();
      // The relabel starts the analyses again, and the API answers "still analysing" (400) until
      // they finish: read the transactions as a lender's client would, once they have.
      const read = () => s.api.json('GET', `/v1/bank_connections/${application.id}/transactions?label=${encodeURIComponent(target)}&limit=100`, undefined, { token: demo.apiToken });
      let answer = await read();
      for (const started = Date.now(); answer.status === 400 && (answer.body as { code?: string }).code === 'error_still_analysing_connection' && Date.now() - started < 30_000; answer = await read()) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.ok((answer.body.data as Array<{ label_source: string }>).some((tx) => tx.label_source === 'manual'), 'the manual label is stored');
    });
  });

  it('creates an application and shows the link to copy; it heads the list', async () => {
    await open(async (page) => {
      await logIn(page);
      await page.getByRole('link', { name: 'New application' }).click();
      await pageCheck(page, 'new-application', 'New application');
      await page.getByLabel("Applicant's name").fill('Zanele Console');
      await page.getByLabel("Applicant's e-mail address").fill('zanele@applicant.khanya.example');
      await page.getByLabel('E-mail the link to the applicant').uncheck();
      await page.getByRole('button', { name: 'Create application' }).click();
      await pageCheck(page, 'application-created', 'Application created');
      const link = await page.getByLabel("The applicant's link").inputValue();
      assert.match(link, /\/connect\/[\w-]+$/);
      await page.getByRole('link', { name: 'Applications', exact: true }).first().click();
      await page.locator('table.list tbody tr').first().filter({ hasText: 'Zanele Console' }).waitFor();
    });
  });

  it("lists a person's regular payments in, apart from income, for the lender to judge", async () => {
    // A salaried applicant whose sister sends R1,500 on the 25th of every month: a Bank Transfer each
    // time, so not income, but regular money the lender should see.
    const { generatePersona, toByodPayload } = await import('#core/personas/index');
    const payload = toByodPayload(generatePersona('salaried_monthly', { seed: 11, months: 4, accounts: 1 }));
    const account = payload.accounts[0]!;
    const months = [...new Set(account.transactions.map((tx) => tx.datetime.slice(0, 7)))];
    const support = months.map((month) => ({ datetime: `${month}-25T18:05:00+02:00`, amount: 1500, balance: 0, description: 'Payment Received: Nandi Mokoena Support', reference: null, currency: 'ZAR' as const }));
    const opening = account.transactions[0]!.balance - account.transactions[0]!.amount;
    const lines = [...account.transactions, ...support].sort((a, b) => a.datetime.localeCompare(b.datetime));
    let balance = opening;
    for (const line of lines) line.balance = balance = Math.round((balance + line.amount) * 100) / 100;
    account.transactions = lines;
    account.balance = balance;

    const configs = (await s.api.json('GET', '/v1/application_configs?limit=100', undefined, { token: demo.apiToken })).body as Array<{ id: string; name: string }>;
    const { DEMO_CONFIG_NAME } = await import('../../../local/seed.ts');
    const config = configs.find((c) => c.name === DEMO_CONFIG_NAME)!;
    const applicant = await s.api.json('POST', '/v1/applications/applicants', { name: 'Lwazi Regular', email: 'lwazi@applicant.khanya.example' }, { token: demo.apiToken });
    const application = await s.api.json('POST', '/v1/applications', { applicant_id: applicant.body.id, application_config_id: config.id }, { token: demo.apiToken });
    assert.equal(application.status, 201, application.text);
    const upload = await s.api.json('PUT', `/v1/bank_connections/${application.body.id}/byod`, payload, { token: demo.apiToken });
    assert.equal(upload.status, 200, upload.text);
    const { waitForConnectionStatus } = await import('../../../test/helpers/lending.ts');
    await waitForConnectionStatus(s.api, { ...s.org, apiToken: demo.apiToken }, application.body.id, ['complete'], 60_000);

    await open(async (page) => {
      await logIn(page);
      await page.getByRole('heading', { name: 'Applications' }).waitFor();
      await page.goto(`${s.origin}/console/applications/${application.body.id}`);
      await page.getByRole('heading', { name: 'Income', exact: true }).waitFor({ timeout: 30_000 });
      const table = page.getByRole('table', { name: 'Regular payers not counted as income' });
      const row = table.getByRole('row').filter({ hasText: 'NANDI MOKOENA' });
      await row.waitFor();
      const cells = await row.locator('td').allInnerTexts();
      assert.deepEqual(cells.slice(0, 2), ['Bank Transfer', 'Monthly']);
      assert.equal(Number(cells[2]), months.length);
      assert.equal(cells[5], 'the 25th');
      await pageCheck(page, 'application-regular-payers', /./);
    });
    // The demo applicant paid only by an employer lists none.
    await open(async (page) => {
      await logIn(page);
      await page.getByRole('heading', { name: 'Applications' }).waitFor();
      await page.goto(`${s.origin}/console/applications/${demo.applications[0]!.id}`);
      await page.getByText('No other payer sends money on a regular cycle.').waitFor({ timeout: 30_000 });
    });
  });
});

describe('users and permissions', () => {
  it('an invited analyst creates a password from the e-mailed link, logs in and sees bank data without the actions they may not take', async () => {
    const session = (await s.api.form('/v1/in/auth/login/token', { username: demo.email, password: demo.password })).body.access_token as string;
    const email = `analyst-${Date.now()}@demo.khanya.example`;
    const invited = await s.api.json('POST', '/v1/in/organisations/users', { name: 'Vuyo Analyst', email, permissions: ['view_applications', 'view_bank_data'] }, { token: session });
    assert.equal(invited.status, 201, invited.text);
    const { latestLinkToken } = await import('../../../test/helpers/outbox.ts');
    const token = latestLinkToken(email);
    await open(async (page) => {
      await page.goto(`${s.origin}/console/create-password?token=${encodeURIComponent(token)}`);
      await pageCheck(page, 'create-password', 'Create your password');
      await page.getByLabel('New password').fill('analyst-password-1');
      await page.getByLabel('The same password again').fill('analyst-password-2');
      await page.getByRole('button', { name: 'Create password' }).click();
      await page.getByText('The two passwords are not the same.').waitFor();
      await page.getByLabel('The same password again').fill('analyst-password-1');
      await page.getByRole('button', { name: 'Create password' }).click();
      await page.getByText('Your password is set. Log in.').waitFor();
      await logIn(page, email, 'analyst-password-1');
      await page.getByRole('heading', { name: 'Applications' }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'New application' }).count(), 0);
      const nav = page.getByRole('navigation', { name: 'Console' });
      assert.deepEqual(await nav.getByRole('link').allTextContents(), ['Dashboard', 'Profile', 'Applications']);
      await page.goto(`${s.origin}/console/applications/${demo.applications[0]!.id}`);
      await page.locator('table.transactions tbody tr').first().waitFor({ timeout: 30_000 });
      assert.equal(await page.locator('table.transactions select').count(), 0, 'no relabel control without manage_bank_data');
    });
  });
});

describe('re-vetting a book', () => {
  it('a file with a bad row lists its problems and creates nothing; a good one creates the applications', async () => {
    await open(async (page) => {
      await logIn(page);
      await page.getByRole('link', { name: 'Re-vet a book' }).click();
      await pageCheck(page, 'revet', 'Re-vet a book');
      const before = (await s.api.json('GET', '/v1/applications/connects?limit=100', undefined, { token: demo.apiToken })).body.data.length as number;
      await page.getByLabel('The CSV file').setInputFiles({ name: 'book.csv', mimeType: 'text/csv', buffer: Buffer.from('name,email,phone\r\nNo Email,,0821234567\r\n') });
      await page.getByRole('button', { name: 'Upload and invite' }).click();
      const problems = page.getByRole('table', { name: 'Problems in the file (nothing was created)' });
      await problems.waitFor();
      assert.match((await problems.textContent()) ?? '', /2.*email/);
      await pageCheck(page, 'revet-problems', 'Re-vet a book', { focus: false });
      assert.equal((await s.api.json('GET', '/v1/applications/connects?limit=100', undefined, { token: demo.apiToken })).body.data.length, before);

      await page.getByLabel('The CSV file').setInputFiles({ name: 'book.csv', mimeType: 'text/csv', buffer: Buffer.from('name,email,phone\r\nBongani Revet,bongani@revet.khanya.example,0821234567\r\nAyanda Revet,ayanda@revet.khanya.example,0831234567\r\n') });
      await page.getByRole('button', { name: 'Upload and invite' }).click();
      await page.getByRole('heading', { name: '2 applications created' }).waitFor();
      await page.getByRole('link', { name: 'Bongani Revet' }).waitFor();
      assert.equal((await s.api.json('GET', '/v1/applications/connects?limit=100', undefined, { token: demo.apiToken })).body.data.length, before + 2);
    });
  });
});

describe('managing the organisation', () => {
  it('invites a user with chosen permissions and deactivates them; an API token is shown once, works, and is revoked', async () => {
    await open(async (page) => {
      await logIn(page);
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Users' }).click();
      await pageCheck(page, 'users', 'Users');
      const email = `invitee-${Date.now()}@demo.khanya.example`;
      await page.getByLabel('Name', { exact: true }).fill('Lerato Invitee');
      await page.getByLabel('E-mail address').fill(email);
      await page.getByLabel('Manage bank data').check();
      await page.getByRole('button', { name: 'Send the invitation' }).click();
      await page.getByText(`an e-mail with a link to create a password is on its way to ${email}`).waitFor();
      const row = page.getByRole('row').filter({ hasText: 'Lerato Invitee' });
      assert.match((await row.textContent()) ?? '', /manage bank data/);
      await page.getByRole('button', { name: 'Deactivate Lerato Invitee' }).click();
      await row.getByText('deactivated').waitFor();

      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Developers' }).click();
      await pageCheck(page, 'developers', 'Developers');
      await page.getByLabel("New token's name").fill('Console test system');
      await page.getByRole('button', { name: 'Create token' }).click();
      const token = await page.getByLabel('The new API token').inputValue();
      assert.match(token, /^khanya_/);
      assert.equal((await s.api.json('GET', '/v1/organisations/', undefined, { token })).status, 200);
      await page.getByRole('button', { name: 'I have stored it' }).click();
      assert.equal(await page.getByLabel('The new API token').count(), 0, 'the secret is not shown again');
      await page.getByRole('button', { name: 'Revoke Console test system' }).click();
      await page.getByText('is revoked').waitFor();
      assert.equal((await s.api.json('GET', '/v1/organisations/', undefined, { token })).status, 401);
    });
  });

  it('webhooks: an endpoint with its secret shown once, a test event delivered and replayed, paused and deleted', async () => {
    const { LOCAL_WEBHOOK_PATH } = await import('../../../local/webhook-receiver.ts');
    await open(async (page) => {
      await logIn(page);
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Developers' }).click();
      await page.getByRole('heading', { name: 'Webhook endpoints' }).waitFor();
      const url = `${s.origin}${LOCAL_WEBHOOK_PATH}`;
      await page.getByLabel("New endpoint's URL").fill(url);
      await page.getByLabel('webhook.test').check();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      assert.match(await page.getByLabel('Signing secret').inputValue(), /^whsec_/);
      await page.getByRole('button', { name: 'I have stored it' }).click();
      const card = page.locator('.cards li').filter({ hasText: url }).first();
      await card.getByRole('button', { name: 'Send a test event' }).click();
      await page.getByText(`A test event is on its way to ${url}.`).waitFor();
      await card.getByRole('button', { name: 'Deliveries' }).click();
      // The worker delivers it within seconds; the list is read again on each opening.
      for (let i = 0; i < 40 && (await card.getByText('succeeded').count()) === 0; i++) {
        await card.getByRole('button', { name: 'Hide deliveries' }).click();
        await page.waitForTimeout(250);
        await card.getByRole('button', { name: 'Deliveries' }).click();
        await page.waitForTimeout(250);
      }
      await card.getByText('succeeded').first().waitFor();
      await pageCheck(page, 'developers-webhooks', 'Developers', { focus: false });
      await card.getByRole('button', { name: /^Replay the webhook.test delivery/ }).first().click();
      await page.getByText('The webhook.test event is queued again.').waitFor();
      await card.getByRole('button', { name: 'Pause' }).click();
      await page.getByText('The endpoint is paused: events are not sent to it.').waitFor();
      await page.getByRole('button', { name: `Delete ${url}` }).first().click();
      await page.getByText('The endpoint is deleted.').waitFor();
    });
  });

  it('application configs: made from the catalogue, a taken name refused on its field, edited and archived', async () => {
    await open(async (page) => {
      await logIn(page);
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Configs' }).click();
      await pageCheck(page, 'configs', 'Application configs');
      await page.getByLabel('Name', { exact: true }).fill('Console config');
      await page.getByLabel(/^Bank data/).first().check();
      await page.getByRole('button', { name: 'Create config' }).click();
      await page.getByText('The config “Console config” is saved.').waitFor();
      // The same name again is refused on the name field, and nothing is made.
      await page.getByLabel('Name', { exact: true }).fill('Console config');
      await page.getByLabel(/^Bank data/).first().check();
      await page.getByRole('button', { name: 'Create config' }).click();
      await page.locator('#config-name-error').waitFor();
      const configs = (await s.api.json('GET', '/v1/application_configs?limit=100', undefined, { token: demo.apiToken })).body as Array<{ name: string }>;
      assert.equal(configs.filter((c) => c.name === 'Console config').length, 1);
      await page.getByRole('button', { name: 'Edit Console config' }).click();
      await page.getByLabel('Name', { exact: true }).fill('Console config renamed');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('The config “Console config renamed” is saved.').waitFor();
      await page.getByRole('button', { name: 'Archive Console config renamed' }).click();
      await page.getByText('is archived').waitFor();
    });
  });

  it('white label: the preview follows the form (button text in the better of black and white), and saving brands the connect UI', async () => {
    await open(async (page) => {
      await logIn(page);
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click();
      await pageCheck(page, 'white-label', 'White label');
      await page.getByLabel('Welcome title').fill('Welcome to Demo Lending');
      await page.locator('.preview-title').filter({ hasText: 'Welcome to Demo Lending' }).waitFor();
      await page.getByLabel('Brand colour').fill('#0B5FFF');
      assert.equal(await page.evaluate("getComputedStyle(document.querySelector('.preview-button')).color"), 'rgb(255, 255, 255)');
      await page.getByLabel('Brand colour').fill('#F2A900');
      assert.equal(await page.evaluate("getComputedStyle(document.querySelector('.preview-button')).color"), 'rgb(0, 0, 0)');
      await page.getByLabel('Brand colour').fill('#0B5FFF');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved: applicants see it from their next page.').waitFor();
      const stored = await s.api.json('GET', '/v1/white_label/config', undefined, { token: demo.apiToken });
      assert.equal(stored.body.welcome_title, 'Welcome to Demo Lending');
      assert.equal(String(stored.body.primary_colour_hex).toUpperCase(), '#0B5FFF');
    });
  });

  it('white label: a save sends only what changed, so a name stored before names refused text-direction marks blocks no other change; editing it is refused on its field until it is clean', async () => {
    const { findUserByEmail } = await import('#platform/repositories/users');
    const { getWhiteLabel, updateWhiteLabel } = await import('#platform/repositories/white-label');
    const user = (await findUserByEmail(demo.email))!;
    // Written as the repository writes it, past the API's validation: what a save before the rule could leave.
    const legacy = 'Demo Lending\u202E';
    await updateWhiteLabel(user.organisation_id, { display_name: legacy }, user.id);
    const isSave = (response: PageResponse) => response.request().method() === 'PATCH' && response.url().endsWith('/v1/white_label/config');
    await open(async (page) => {
      let saves = 0;
      page.on('request', (request) => {
        if (request.method() === 'PATCH') saves++;
      });
      const save = async () => (await Promise.all([page.waitForResponse(isSave), page.getByRole('button', { name: 'Save' }).click()]))[0];
      await logIn(page);
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click();
      await page.getByLabel('Brand colour').waitFor();

      // Nothing changed: the page says so and sends nothing.
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').filter({ hasText: 'Nothing to save' }).waitFor();
      assert.equal(saves, 0, 'no request for an unchanged form');

      // A colour-only change is saved; the legacy name is neither sent nor touched.
      await page.getByLabel('Brand colour').fill('#1A7F37');
      const colourOnly = await save();
      assert.deepEqual([colourOnly.status(), colourOnly.request().postDataJSON()], [200, { primary_colour_hex: '#1A7F37' }]);
      await page.getByText('Saved: applicants see it from their next page.').waitFor();
      assert.equal((await getWhiteLabel(user.organisation_id))?.display_name, legacy);

      // Editing around the invisible mark keeps it: the refusal is shown on the name's own field.
      await page.getByLabel('Name shown to applicants').fill('Demo Lending Ltd\u202E');
      const stillBad = await save();
      assert.equal(stillBad.status(), 422);
      await page.locator('#wl-name-error').filter({ hasText: 'text-direction marks' }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'Name shown to applicants' }).waitFor();
      assert.equal(await page.getByLabel('Name shown to applicants').getAttribute('aria-invalid'), 'true');
      assert.equal(await page.locator('#wl-colour-error').count(), 0, 'only the refused field is marked');
      await pageCheck(page, 'white-label-refused', 'White label', { focus: false });

      // The name made clean is saved, and the mark is gone.
      await page.getByLabel('Name shown to applicants').fill('Demo Lending');
      const clean = await save();
      assert.deepEqual([clean.status(), clean.request().postDataJSON()], [200, { display_name: 'Demo Lending' }]);
      await page.getByText('Saved: applicants see it from their next page.').waitFor();
      assert.equal(await page.locator('#wl-name-error').count(), 0);
      const stored = await s.api.json('GET', '/v1/white_label/config', undefined, { token: demo.apiToken });
      assert.deepEqual([stored.body.display_name, stored.body.primary_colour_hex], ['Demo Lending', '#1A7F37']);
    });
  });

  it('billing: a card added on the payment provider’s page, a bill paid with it, a top-up; an application exports its transactions as CSV', async () => {
    await open(async (page) => {
      await logIn(page);
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Billing' }).click();
      await pageCheck(page, 'billing', 'Billing');
      await page.getByText('Outstanding, VAT included').waitFor();
      await page.getByRole('heading', { name: 'Prices' }).waitFor();
      // Usage: every demo application's analysed bank data billed once, each linked to its application.
      const usage = page.getByRole('table', { name: 'Billed uses, newest first' });
      await usage.waitFor();
      for (const application of demo.applications) await usage.getByRole('link', { name: application.id }).waitFor();

      // The card is typed on Peach's hosted page (its simulator here), which sends the browser back.
      await page.getByLabel("New card's name").fill('Finance card');
      await page.getByRole('button', { name: 'Add a card' }).click();
      await page.getByLabel('Name on card').fill('Demo Finance');
      await page.getByLabel('Card number').fill('4200000000000000');
      await page.getByRole('button', { name: 'Save card' }).click();
      await page.waitForURL('**/console/billing?card=*');
      await page.getByText(/The card “Finance card” is linked \(VISA ending 0000\)/).waitFor();

      // A bill for this month, made as the nightly run makes it after the month ends.
      const { billingPeriodOf } = await import('#core/billing');
      const { billForPeriod, organisationForBilling } = await import('#platform/services/billing');
      const organisation = await s.api.json('GET', '/v1/organisations/', undefined, { token: demo.apiToken });
      await billForPeriod(await organisationForBilling(organisation.body.id), billingPeriodOf(new Date()));
      await page.reload();
      const pay = page.getByRole('button', { name: /^Pay KH-/ }).first();
      await pay.waitFor();
      await pay.click();
      await page.getByText(/is paid \(the prepaid balance first, then the card\)/).waitFor();
      const bills = (await s.api.json('GET', '/v1/billing/bills', undefined, { token: demo.apiToken })).body as Array<{ status: string }>;
      assert.ok(bills.every((bill) => bill.status === 'PAID'));
      await page.getByLabel('Top up the prepaid balance (rand)').fill('500');
      await page.getByRole('button', { name: 'Top up' }).click();
      await page.getByText(/The balance is topped up by/).waitFor();
      const balance = await s.api.json('GET', '/v1/billing/balance', undefined, { token: demo.apiToken });
      assert.equal(balance.body.balance, 500);

      const application = demo.applications[0]!;
      await page.goto(`${s.origin}/console/applications/${application.id}`);
      await page.getByRole('heading', { name: 'Affordability' }).waitFor({ timeout: 30_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Transactions as CSV' }).click()]);
      const file = await download.path();
      const { readFileSync } = await import('node:fs');
      const lines = readFileSync(file!, 'utf8').trimEnd().split('\r\n');
      assert.equal(lines[0], 'id,date,account_number,description,reference,amount,balance,label,label_confidence,label_source');
      const connection = await s.api.json('GET', `/v1/bank_connections/${application.id}`, undefined, { token: demo.apiToken });
      const total = (connection.body.accounts as Array<{ transaction_count: number }>).reduce((sum, a) => sum + a.transaction_count, 0);
      assert.equal(lines.length - 1, total, 'every transaction, over every page');
      await page.getByRole('button', { name: /Print the report/ }).waitFor();
    });
  });
});

describe('keyboard, theme and the other pages', () => {
  it('works from the keyboard alone: skip link, tabs, an application', async () => {
    await open(async (page) => {
      await logIn(page);
      await page.getByRole('heading', { name: 'Applications' }).waitFor();
      await page.locator('table.list tbody a').first().waitFor();
      // From the top of the page the first Tab reaches the skip link, which jumps past the header.
      await page.evaluate("document.body.setAttribute('tabindex', '-1'); document.body.focus(); document.body.removeAttribute('tabindex')");
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate('document.activeElement?.textContent'), 'Skip to content');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate('document.activeElement?.textContent'), 'Re-vet a book', 'the skip link lands in the page');
      // Tab forward to the first application's link and open it with Enter.
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate("!!document.activeElement?.closest('table.list')")) break;
      }
      assert.ok(await page.evaluate("!!document.activeElement?.closest('table.list')"), 'reached the list by keyboard');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Analyses', exact: true }).waitFor({ timeout: 30_000 });
    });
  });

  it('the dark theme passes axe too, and the dashboard and profile pages', async () => {
    await open(async (page) => {
      await logIn(page);
      await page.getByRole('heading', { name: 'Applications' }).waitFor();
      await page.getByRole('button', { name: /Change theme/ }).click();
      assert.equal(await page.evaluate("document.documentElement.getAttribute('data-theme')"), 'dark');
      await page.locator('table.list tbody a').first().waitFor();
      await pageCheck(page, 'applications-dark', 'Applications', { focus: false });
      await page.getByRole('link', { name: 'Dashboard' }).click();
      await pageCheck(page, 'dashboard-dark', /^Welcome/);
      await page.getByRole('link', { name: 'Profile' }).click();
      await pageCheck(page, 'profile-dark', 'Profile');
      await page.goto(`${s.origin}/console/applications/${demo.applications[0]!.id}`);
      await page.getByRole('heading', { name: 'Affordability' }).waitFor({ timeout: 30_000 });
      await until(page, "document.querySelectorAll('canvas[role=img]').length >= 3", 15_000);
      await pageCheck(page, 'application-dark', /./, { focus: false });
      if (WRITE_README_SHOT) {
        await page.getByRole('button', { name: /Change theme/ }).click(); // light
        await page.getByRole('button', { name: /Change theme/ }).click();
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.evaluate("document.getElementById('analyses-heading').scrollIntoView()");
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(ARTIFACTS, 'readme.png') });
        mkdirSync(join(ROOT, 'docs', 'static', 'img', 'console'), { recursive: true });
        copyFileSync(join(ARTIFACTS, 'readme.png'), join(ROOT, 'docs', 'static', 'img', 'console', 'application.png'));
      }
    });
  });
});

describe('integrations', () => {
  it('the CRM link: saved with its webhook secret shown once and a new one on demand; a WhatsApp number registered, its token never shown', async () => {
    await open(async (page) => {
      await logIn(page);
      await page.getByRole('heading', { name: 'Applications' }).waitFor();
      await page.getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('heading', { name: 'White label' }).waitFor();
      await page.getByRole('link', { name: 'Integrations' }).click();
      await pageCheck(page, 'integrations', 'Integrations');
      await page.getByText('Not connected: add your self-client below.').waitFor();
      await page.getByLabel('Zoho module of the deals').fill('Leads');
      await page.getByLabel('Set the deal\'s status field').check();
      await page.getByLabel('Client id').fill('1000.TESTCLIENT');
      await page.getByLabel('Client secret').fill('a-client-secret');
      await page.getByLabel('Refresh token').fill('1000.a-refresh-token');
      await page.getByRole('button', { name: 'Save CRM settings' }).click();
      await page.getByRole('status').filter({ hasText: 'CRM settings saved.' }).waitFor();
      const first = await page.getByLabel('Webhook secret').inputValue();
      assert.ok(first.length >= 20, 'the secret is shown once');
      await page.getByText(/^Connected \(/).waitFor();
      assert.equal(await page.getByLabel('Client secret').inputValue(), '', 'credentials are not kept in the form');
      await page.getByRole('button', { name: 'I have stored it' }).click();
      await page.getByRole('button', { name: 'New webhook secret' }).click();
      await page.getByRole('status').filter({ hasText: 'A new webhook secret was made' }).waitFor();
      assert.notEqual(await page.getByLabel('Webhook secret').inputValue(), first);
      const crm = await s.api.json('GET', '/v1/integrations/crm', undefined, { token: demo.apiToken });
      assert.deepEqual([crm.body.module, crm.body.send_status, crm.body.zoho_connected, crm.body.webhook_secret], ['Leads', true, true, null]);

      await page.getByLabel('WhatsApp Business Account id').fill('102290129340398');
      await page.getByLabel('Business phone number').fill('+27 21 555 0100');
      await page.getByLabel('Phone number id (Cloud API)').fill('106540352242922');
      await page.getByLabel('Access token').fill('short');
      await page.getByRole('button', { name: 'Save WhatsApp number' }).click();
      await page.locator('#wa-token-error').waitFor();
      await page.getByLabel('Access token').fill('EAAG-a-system-user-token-for-tests');
      await page.getByRole('button', { name: 'Save WhatsApp number' }).click();
      await page.getByRole('status').filter({ hasText: 'WhatsApp number saved' }).waitFor();
      await page.getByText('Registered: +27 21 555 0100.').waitFor();
      assert.equal(await page.getByLabel('Access token').inputValue(), '');
      await pageCheck(page, 'integrations-saved', 'Integrations', { focus: false });
    });
  });
});

describe("Khanya's operator pages (server-rendered)", () => {
  it('relabelling: the login sends the operator back; an account opens by id, its file comes back with a new label, is confirmed and applied; a search lists matches', async () => {
    const { OPERATOR } = await import('../../../local/seed.ts');
    const applicationId = demo.applications[0]!.id;
    const connection = await s.api.json('GET', `/v1/bank_connections/${applicationId}/`, undefined, { token: demo.apiToken });
    const accountId: string = connection.body.accounts[0].id;
    await open(async (page) => {
      await page.goto(`${s.origin}/relabels/`);
      await pageCheck(page, 'operator-login', 'Khanya · Log in', { focus: false });
      await page.getByLabel('E-mail address').fill(OPERATOR.email);
      await page.getByLabel('Password').fill(OPERATOR.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await pageCheck(page, 'relabels-home', 'Relabelling', { focus: false });
      assert.equal(new URL(page.url()).pathname, '/relabels/');

      await page.getByLabel('Account id').fill(accountId);
      await page.getByRole('button', { name: 'Open the account' }).click();
      await pageCheck(page, 'relabels-account', 'Relabel an account', { focus: false });
      await page.getByText('Demo Lender (Pty) Ltd').waitFor();

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download its transactions/ }).click()]);
      const csv = readFileSync((await download.path())!, 'utf8');
      const [header, first, ...rest] = csv.trimEnd().split('\r\n');
      const { parseCsv } = await import('#core/csv');
      const [columns, firstRow] = parseCsv(`${header}\r\n${first}`).map((record) => record.fields);
      assert.equal(columns!.at(-1), 'new_label');
      assert.ok(first?.endsWith(',') && rest.length > 10, 'the account has its transactions, new_label empty');
      // The first row is the least sure: give it a label it does not have.
      const label = firstRow![columns!.indexOf('label')] === 'Groceries' ? 'Eating Out' : 'Groceries';
      const edited = join(mkdtempSync(join(tmpdir(), 'khanya-relabel-')), 'relabel.csv');
      writeFileSync(edited, [header, `${first!.replace(/,$/, '')},${label}`, ...rest].join('\r\n'));
      await page.getByLabel(/The file with new_label/).setInputFiles(edited);
      await page.getByRole('button', { name: 'Check the changes' }).click();
      await pageCheck(page, 'relabels-confirm', 'Pending changes', { focus: false });
      await page.getByText('1 change in 1 application of 1 organisation').waitFor();
      await page.getByRole('button', { name: 'Apply 1 change' }).click();
      await page.getByRole('status').filter({ hasText: 'Applied 1 label change' }).waitFor();

      await page.getByRole('link', { name: 'Search', exact: true }).click();
      await pageCheck(page, 'relabels-search', 'Search descriptions', { focus: false });
      await page.getByLabel(/Regular expression/).fill('salary|sassa');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('status').filter({ hasText: /\d+ match(es)? in/ }).waitFor();
      await page.locator('table tbody tr').first().waitFor();
      await pageCheck(page, 'relabels-search-results', 'Search descriptions', { focus: false });

      // The other operator pages, with the same session cookie.
      await page.goto(`${s.origin}/billing/xero`);
      await pageCheck(page, 'operator-xero', 'Xero', { focus: false });
      await page.goto(`${s.origin}/pdf_decrypt/`);
      await pageCheck(page, 'operator-pdf-decrypt', 'Khanya · Decrypt a PDF', { focus: false });
      const { encrypted, samplePdf } = await import('../../../functions/core/pdf/fixtures/make.ts');
      const lockedPdf = join(mkdtempSync(join(tmpdir(), 'khanya-decrypt-')), 'locked statement.pdf');
      writeFileSync(lockedPdf, await encrypted(await samplePdf(), '8001015009087'));
      await page.getByLabel('PDF file').setInputFiles(lockedPdf);
      await page.getByLabel('Password').fill('not-it');
      await page.getByRole('button', { name: 'Decrypt' }).click();
      await page.getByRole('alert').filter({ hasText: 'The password does not open this PDF.' }).waitFor();
      await page.getByLabel('PDF file').setInputFiles(lockedPdf);
      await page.getByLabel('Password').fill('8001015009087');
      const [decrypted] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Decrypt' }).click()]);
      assert.equal(decrypted.suggestedFilename(), 'locked_statement-decrypted.pdf');
      assert.equal(readFileSync((await decrypted.path())!).subarray(0, 5).toString(), '%PDF-');
    });
  });
});
