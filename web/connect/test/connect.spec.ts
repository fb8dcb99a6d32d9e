/**
 * The connect UI in headless Chromium against the real local stack (emulators, the API bridge
 * serving the built UI, the workers): every path an applicant can take, axe-core on every screen,
 * focus on every screen's heading, and screenshots of every screen at 360 and 1280 px in
 * test-artifacts/connect/ (`npm run connect:screenshots` also copies the docs' ones).
 *
 * Run: npm run connect:build && npm run test:connect   (CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { PHONE, ROOT, screen, startStack, until, type Stack } from './stack.ts';

const LENDER = { display_name: 'Ubuntu Lending', primary_colour_hex: '#0B5FFF', welcome_title: 'Welcome to Ubuntu Lending', welcome_description: 'Share three months of bank statements to finish your loan application.' };
const REDIRECT = 'https://lender.khanya.example/done';
const FIXTURES = join(ROOT, 'functions', 'core', 'pdf', 'fixtures');
/** Locked with the holder's ID number (test/fixtures/statements/pdf/README.md). */
const LOCKED_PDF = { name: 'fnb-gold-cheque-2024q4.pdf', password: '8501155800088' };
const GOOD_PDF = 'capitec-main-2024q4.pdf';

let s: Stack;
let personalConfigId: string;
let bankConfigId: string;

async function application(configId: string): Promise<{ id: string; proxy_id: string; connect_url: string }> {
  const { createApplication } = await import('../../../test/helpers/lending.ts');
  return createApplication(s.api, s.org, configId);
}

async function open(run: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await s.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The lender's site, where the last screen sends the applicant.
  await context.route('https://lender.khanya.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Lender</title><h1>Back at the lender</h1>' }));
  try {
    await run(page, context);
    assert.deepEqual(errors, [], 'page errors');
  } finally {
    await context.close();
  }
}

async function pdfWithText(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }));
  return Buffer.from(await doc.save());
}

before(async () => {
  s = await startStack();
  const { createConfig, WITH_PERSONAL_INFO, BANK_ONLY } = await import('../../../test/helpers/lending.ts');
  personalConfigId = (await createConfig(s.api, s.org, { connections: WITH_PERSONAL_INFO })).id;
  bankConfigId = (await createConfig(s.api, s.org, { connections: BANK_ONLY, is_default: true })).id;
  const branded = await s.api.json('PATCH', '/v1/white_label/config', LENDER, { token: s.org.apiToken });
  assert.equal(branded.status, 200, branded.text);
});

after(async () => {
  await s?.stop();
});

/** Welcome → consent → (personal info) → banks, as the applicant does it with a mouse. */
async function toBanks(page: Page, connectUrl: string, { personal }: { personal: boolean }): Promise<void> {
  await page.goto(connectUrl);
  await screen(page, 'welcome', LENDER.welcome_title);
  await page.getByRole('button', { name: 'Get started' }).click();
  await screen(page, 'consent', 'Before we start');
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  if (personal) {
    await screen(page, 'personal-info', 'About you');
    await fillPersonalInfo(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();
  }
  await screen(page, 'banks', 'Choose your bank');
}

async function fillPersonalInfo(page: Page): Promise<void> {
  const { buildSaIdNumber } = await import('../../../schemas/sa-id.ts');
  await page.getByLabel('First names').fill('Thandiwe');
  await page.getByLabel('Surname').fill('Mokoena');
  await page.getByLabel('Date of birth').fill('1992-04-09');
  await page.getByLabel('ID or document number').fill(buildSaIdNumber('1992-04-09'));
  await page.getByLabel('E-mail address').fill('thandiwe@applicant.khanya.example');
  await page.getByLabel('Mobile number (optional)').fill('0821234567');
}

async function chooseBank(page: Page, name: string, method: 'Log in to your bank' | 'Upload statements' | 'E-mail statements'): Promise<void> {
  await page.getByLabel('Search for your bank').fill(name.slice(0, 4));
  await page.getByRole('button', { name }).click();
  await screen(page, method === 'Log in to your bank' ? 'method' : `method-${name.toLowerCase().replace(/\W+/g, '-')}`, `How would you like to share your ${name} data?`);
  await page.getByRole('button', { name: new RegExp(method) }).click();
}

/** Uploads files through the picker and waits for each row to reach `status` (data-status). */
async function upload(page: Page, files: { name: string; buffer: Buffer }[]): Promise<void> {
  await page.locator('#statement-files').setInputFiles(files.map((file) => ({ name: file.name, mimeType: file.name.endsWith('.csv') ? 'text/csv' : 'application/pdf', buffer: file.buffer })));
}

function row(page: Page, name: string, nth = 0) {
  return page.locator('li.file', { hasText: name }).nth(nth);
}

async function waitStatus(page: Page, name: string, status: string, nth = 0): Promise<void> {
  // Settled: not uploading, not being read (and, when waiting for it to be read, no longer locked: a
  // password just sent has not been answered yet); then it must be the status expected (the row's text says why not).
  const transient = JSON.stringify(['uploading', 'processing', ...(status === 'parsed' ? ['password_required'] : [])]);
  await waitRow(page, name, nth, `getAttribute('data-status') === ${JSON.stringify(status)} || !${transient}.includes(${rowsOf(name)}[${nth}]?.getAttribute('data-status'))`);
  const settled = row(page, name, nth);
  assert.equal(await settled.getAttribute('data-status'), status, `${name}: ${await settled.textContent()}`);
}

const rowsOf = (name: string) => `[...document.querySelectorAll('li.file')].filter((li) => li.textContent.includes(${JSON.stringify(name)}))`;

/** Waits until the `nth` file row named `name` satisfies `condition` (an expression on the row element). */
async function waitRow(page: Page, name: string, nth: number, condition: string): Promise<void> {
  await until(page, `${rowsOf(name)}[${nth}]?.${condition}`);
}

describe('links that do not work', () => {
  it('an unknown link gets its own page', async () => {
    await open(async (page) => {
      await page.goto(`${s.origin}/connect/00000000-0000-4000-8000-000000000000`);
      await screen(page, 'unknown-link', 'This link does not work');
      await page.goto(`${s.origin}/connect/not-a-link`);
      await page.locator('h1', { hasText: 'This link does not work' }).waitFor();
    });
  });

  it('an expired link gets its own page', async () => {
    const app = await application(bankConfigId);
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo } = await import('../../../functions/platform/clients/dynamodb.ts');
    const { keys } = await import('../../../functions/platform/repositories/table-design.ts');
    await dynamo.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.application(s.org.id, app.id),
        UpdateExpression: 'SET expiry = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    await open(async (page) => {
      await page.goto(app.connect_url);
      await screen(page, 'expired-link', 'This link has expired');
    });
  });
});

/** What the consent screen does: accepts every legal document the session lists, at its version. */
async function acceptDocuments(proxyId: string): Promise<void> {
  const documents = (await s.api.json('GET', `/v1/connect/${proxyId}`)).body.legal_documents as { document_type: string; version: string }[];
  const accepted = await s.api.json('POST', `/v1/connect/${proxyId}/legal_acceptances`, { acceptances: documents.map(({ document_type, version }) => ({ document_type, version })) });
  assert.equal(accepted.status, 200, accepted.text);
}

describe('a link after the applicant pressed done', () => {
  it('a completed link gets its own page, in the lender\'s name, with the way back to the lender', async () => {
    const app = await application(bankConfigId);
    // Done needs something shared: the documents accepted and a bank chosen (here: statements by e-mail).
    await acceptDocuments(app.proxy_id);
    const chosen = await s.api.json('POST', `/v1/connect/${app.proxy_id}/banks`, [{ bank_id: 'absa', upload_method: 'email' }]);
    assert.equal(chosen.status, 200, chosen.text);
    const completed = await s.api.json('POST', `/v1/connect/${app.proxy_id}/complete`);
    assert.equal(completed.status, 200, completed.text);
    await open(async (page) => {
      await page.goto(app.connect_url);
      await screen(page, 'completed-link', 'You have already finished');
      await page.getByText(`You have already shared your bank data with ${LENDER.display_name}. To share more, ask ${LENDER.display_name} for a new link.`).waitFor();
      await page.getByRole('button', { name: `Return to ${LENDER.display_name}` }).click();
      await page.waitForURL(REDIRECT);
    });
  });

  it('done in one tab: the other tab\'s next action lands on the completed page', async () => {
    const app = await application(bankConfigId);
    await open(async (first, context) => {
      const second = await context.newPage();
      await toBanks(second, app.connect_url, { personal: false });
      await toBanks(first, app.connect_url, { personal: false });
      await chooseBank(first, 'Absa', 'E-mail statements');
      await first.getByRole('button', { name: 'I have sent it' }).click();
      await first.locator('h1', { hasText: 'All done, thank you' }).waitFor({ timeout: 60_000 });
      await first.getByRole('button', { name: `Return to ${LENDER.display_name}` }).click();
      await first.waitForURL(REDIRECT);
      // The second tab still shows the banks; choosing one is refused with 409 application_completed.
      await second.bringToFront();
      await second.getByLabel('Search for your bank').fill('Absa');
      await second.getByRole('button', { name: 'Absa' }).click();
      await second.getByRole('button', { name: /Upload statements/ }).click();
      await screen(second, 'completed-link', 'You have already finished');
      // The back button does not walk into a screen that would only be refused again.
      await second.goBack();
      await second.locator('h1', { hasText: 'You have already finished' }).waitFor();
    });
  });
});

describe('the journey', () => {
  it('serves the UI on the API port: index.html for the link, hashed assets cached for a year', async () => {
    const app = await application(bankConfigId);
    assert.equal(app.connect_url, `${s.origin}/connect/${app.proxy_id}`);
    const page = await fetch(app.connect_url);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    const html = await page.text();
    const script = /src="(\/connect\/assets\/main-[A-Z0-9]+\.js)"/.exec(html)?.[1];
    assert.ok(script, 'index.html names a hashed script');
    assert.match(html, /Content-Security-Policy" content="default-src 'none'; script-src 'self'/);
    const asset = await fetch(`${s.origin}${script}`);
    assert.equal(asset.status, 200);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(`${s.origin}/connect/assets/missing.js`)).status, 404);
    assert.equal((await fetch(`${s.origin}/v1/connect/${app.proxy_id}`)).status, 200, 'the API routes are unchanged');
  });

  it('personal info: the SPEC §5 rules on the form, then the API\'s', async () => {
    const app = await application(personalConfigId);
    await open(async (page) => {
      await page.goto(app.connect_url);
      await screen(page, 'welcome', LENDER.welcome_title);
      await page.getByRole('button', { name: 'Get started' }).click();
      await screen(page, 'consent', 'Before we start');
      await page.getByRole('button', { name: 'Accept and continue' }).click();
      await page.getByText('Please accept every document to continue.').waitFor();
      await screen(page, 'consent-missing', 'Before we start', { focus: false });
      for (const box of await page.getByRole('checkbox').all()) await box.check();
      await page.getByRole('button', { name: 'Accept and continue' }).click();
      await screen(page, 'personal-info', 'About you');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.getByText(/There are \d+ problems with your details/).waitFor();
      assert.equal(await page.evaluate('document.activeElement?.id'), 'pi-first_names', 'focus moves to the first field with a problem');
      await fillPersonalInfo(page);
      await page.getByLabel('Date of birth').fill('1993-04-09');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      assert.equal(await page.getByLabel('ID or document number').getAttribute('aria-invalid'), 'true', 'the SA ID does not match the date of birth');
      await screen(page, 'personal-info-errors', 'About you', { focus: false });
      await page.getByLabel('Date of birth').fill('1992-04-09');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await screen(page, 'banks', 'Choose your bank');
    });
    const { personal_info_connections } = { personal_info_connections: (await s.api.json('GET', '/v1/personal_info_connections', undefined, { token: s.org.apiToken })).body };
    const mine = (personal_info_connections as { application: string; data: { first_names: string } }[]).find((c) => c.application === app.id);
    assert.equal(mine?.data.first_names, 'Thandiwe');
  });

  it('upload: a statement read, a locked one unlocked after a wrong password, one that is no statement, a duplicate; then done and back to the lender', async () => {
    const app = await application(personalConfigId);
    const good = readFileSync(join(FIXTURES, GOOD_PDF));
    const locked = readFileSync(join(FIXTURES, LOCKED_PDF.name));
    const letter = await pdfWithText(['Dear Thandiwe,', 'Thank you for your letter of 3 March.', 'Kind regards,', 'The Library']);
    await open(async (page) => {
      await toBanks(page, app.connect_url, { personal: true });
      await chooseBank(page, 'Capitec', 'Upload statements');
      await screen(page, 'upload', 'Upload your statements');
      await upload(page, [{ name: GOOD_PDF, buffer: good }]);
      await waitStatus(page, GOOD_PDF, 'parsed');
      await upload(page, [{ name: LOCKED_PDF.name, buffer: locked }, { name: 'letter.pdf', buffer: letter }]);
      await waitStatus(page, LOCKED_PDF.name, 'password_required');
      await waitStatus(page, 'letter.pdf', 'failed');
      assert.equal(await row(page, 'letter.pdf').getAttribute('data-error-code'), 'not_a_bank_statement');
      await screen(page, 'upload-password', 'Upload your statements', { focus: false });
      await page.getByLabel(`Password for ${LOCKED_PDF.name}`).fill('not-the-password');
      await page.getByRole('button', { name: 'Unlock' }).click();
      await waitRow(page, LOCKED_PDF.name, 0, "getAttribute('data-error-code') === 'wrong_password'");
      await screen(page, 'upload-wrong-password', 'Upload your statements', { focus: false });
      await page.getByLabel(`Password for ${LOCKED_PDF.name}`).fill(LOCKED_PDF.password);
      await page.getByRole('button', { name: 'Unlock' }).click();
      await waitStatus(page, LOCKED_PDF.name, 'parsed');
      await upload(page, [{ name: GOOD_PDF, buffer: good }]);
      await waitStatus(page, GOOD_PDF, 'failed', 1);
      assert.equal(await row(page, GOOD_PDF, 1).getAttribute('data-error-code'), 'duplicate_upload');
      for (const name of ['letter.pdf']) assert.ok(((await row(page, name).textContent()) ?? '').length > name.length + 10, `${name} shows its own message`);
      await screen(page, 'upload-outcomes', 'Upload your statements', { focus: false });
      await page.getByRole('button', { name: 'Done' }).click();
      await screen(page, 'done', 'All done, thank you');
      await page.getByRole('button', { name: `Return to ${LENDER.display_name}` }).click();
      await page.waitForURL(REDIRECT);
    });
  });

  it('upload by drag and drop: a statement dropped on the drop zone is read', async () => {
    const app = await application(bankConfigId);
    const pdf = readFileSync(join(ROOT, 'docs', 'samples', 'data', 'statement-three-months.pdf')).toString('base64');
    await open(async (page) => {
      await toBanks(page, app.connect_url, { personal: false });
      await chooseBank(page, 'FNB', 'Upload statements');
      await page.locator('h1', { hasText: 'Upload your statements' }).waitFor();
      // A drop as the browser makes it: a DataTransfer holding the file, dispatched on the drop zone.
      const transfer = await page.evaluateHandle(
        `(() => { const t = new DataTransfer(); const bytes = Uint8Array.from(atob(${JSON.stringify(pdf)}), (c) => c.charCodeAt(0)); t.items.add(new File([bytes], 'statement-three-months.pdf', { type: 'application/pdf' })); return t; })()`,
      );
      await page.dispatchEvent('.drop', 'dragover', { dataTransfer: transfer });
      await page.dispatchEvent('.drop', 'drop', { dataTransfer: transfer });
      await waitStatus(page, 'statement-three-months.pdf', 'parsed');
      await page.getByRole('button', { name: 'Done' }).click();
      await page.locator('h1', { hasText: 'All done, thank you' }).waitFor({ timeout: 60_000 });
    });
  });

  it('e-mail: shows the application\'s statements address with a copy button', async () => {
    const app = await application(bankConfigId);
    const session = (await s.api.json('GET', `/v1/connect/${app.proxy_id}`)).body as { statements_email: string };
    await open(async (page, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.origin });
      await toBanks(page, app.connect_url, { personal: false });
      await chooseBank(page, 'Absa', 'E-mail statements');
      await screen(page, 'email', 'E-mail your statements');
      await page.getByText(session.statements_email).waitFor();
      await page.getByRole('button', { name: 'Copy address' }).click();
      await page.getByText('Address copied').waitFor();
      assert.equal(await page.evaluate('navigator.clipboard.readText()'), session.statements_email);
      await page.getByRole('button', { name: 'I have sent it' }).click();
      await screen(page, 'done-email', 'All done, thank you');
    });
  });

  it('the back button walks back through the screens', async () => {
    const app = await application(personalConfigId);
    await open(async (page) => {
      await toBanks(page, app.connect_url, { personal: true });
      await page.goBack();
      await page.locator('h1', { hasText: 'About you' }).waitFor();
      await page.goBack();
      await page.locator('h1', { hasText: 'Before we start' }).waitFor();
      await page.goBack();
      await page.locator('h1', { hasText: LENDER.welcome_title }).waitFor();
      await page.goForward();
      await page.locator('h1', { hasText: 'Before we start' }).waitFor();
    });
  });

  it('works with the keyboard only', async () => {
    const app = await application(bankConfigId);
    await open(async (page) => {
      await page.goto(app.connect_url);
      await page.locator('h1', { hasText: LENDER.welcome_title }).waitFor();
      const tabTo = async (predicate: string, limit = 15) => {
        for (let i = 0; i < limit; i++) {
          await page.keyboard.press('Tab');
          if (await page.evaluate(predicate)) return;
        }
        throw new Error(`Tab never reached ${predicate}`);
      };
      await tabTo(`document.activeElement?.textContent === 'Get started'`);
      await page.keyboard.press('Enter');
      await page.locator('h1', { hasText: 'Before we start' }).waitFor();
      assert.equal(await page.evaluate('document.activeElement?.tagName'), 'H1');
      const boxes = await page.getByRole('checkbox').count();
      for (let i = 0; i < boxes; i++) {
        await tabTo(`document.activeElement?.type === 'checkbox' && !document.activeElement.checked`);
        await page.keyboard.press('Space');
      }
      await tabTo(`document.activeElement?.textContent === 'Accept and continue'`);
      await page.keyboard.press('Enter');
      await page.locator('h1', { hasText: 'Choose your bank' }).waitFor();
      // Tab from where the screen puts focus (its h1, once mounted) and once the search is there:
      // tabbing earlier races the screen's own focus move (a flake seen in CI).
      await until(page, "document.activeElement?.tagName === 'H1' && !!document.getElementById('bank-search')", 5_000);
      await tabTo(`document.activeElement?.id === 'bank-search'`);
      await page.keyboard.type('absa');
      await tabTo(`document.activeElement?.textContent?.includes('Absa')`);
      await page.keyboard.press('Enter');
      await page.locator('h1', { hasText: 'How would you like to share your Absa data?' }).waitFor();
      // Each screen moves focus to its h1 once mounted: tab from there (as on the banks' screen).
      await until(page, "document.activeElement?.tagName === 'H1'", 5_000);
      await tabTo(`document.activeElement?.textContent?.startsWith('E-mail statements')`);
      await page.keyboard.press('Enter');
      await page.locator('h1', { hasText: 'E-mail your statements' }).waitFor();
      await until(page, "document.activeElement?.tagName === 'H1'", 5_000);
      await tabTo(`document.activeElement?.textContent === 'I have sent it'`);
      await page.keyboard.press('Enter');
      await page.locator('h1', { hasText: 'All done, thank you' }).waitFor();
    });
  });

  it('a network failure shows a clear message and a retry that works', async () => {
    const app = await application(bankConfigId);
    await open(async (page, context) => {
      let fail = true;
      await context.route(/\/v1\/connect\/[^/]+\/banks$/, async (route) => (fail && route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.fallback()));
      await toBanks(page, app.connect_url, { personal: false }).catch(() => undefined);
      await page.getByText('We could not reach the server').waitFor();
      await screen(page, 'network-error', 'Choose your bank', { focus: false });
      fail = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('button', { name: 'Absa' }).waitFor();
    });
  });
});

describe('linking through the Khanya Sandbox Bank', () => {
  const PASSWORD = 'pass_good';

  /** Welcome → … → the sandbox bank's login page, by the "Log in to your bank" method. */
  async function toBankLogin(page: Page, shots: boolean): Promise<{ id: string; connect_url: string }> {
    const app = await application(bankConfigId);
    await page.goto(app.connect_url);
    await page.getByRole('button', { name: 'Get started' }).click();
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await page.locator('h1', { hasText: 'Choose your bank' }).waitFor();
    await page.getByLabel('Search for your bank').fill('sandbox');
    await page.getByRole('button', { name: 'Khanya Sandbox Bank' }).click();
    if (shots) await screen(page, 'method', 'How would you like to share your Khanya Sandbox Bank data?');
    else await page.locator('h1', { hasText: 'How would you like' }).waitFor();
    await page.getByRole('button', { name: /Log in to your bank/ }).click();
    await page.waitForURL(/\/sandbox-bank\//);
    await page.getByLabel('Username').waitFor();
    return app;
  }

  async function logIn(page: Page, username: string, password = PASSWORD): Promise<void> {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  async function toDone(page: Page, name?: string): Promise<void> {
    await page.locator('h1', { hasText: 'All done, thank you' }).waitFor({ timeout: 90_000 });
    if (name) await screen(page, name, 'All done, thank you');
    await page.getByRole('button', { name: `Return to ${LENDER.display_name}` }).click();
    await page.waitForURL(REDIRECT);
  }

  it('user_good / pass_good: login, consent, back to the connect UI, analysed, done', async () => {
    await open(async (page) => {
      await toBankLogin(page, true);
      await page.screenshot({ path: join(ROOT, 'test-artifacts', 'connect', 'sandbox-login-360.png'), fullPage: true });
      await logIn(page, 'user_good');
      await page.getByRole('button', { name: 'Allow' }).waitFor();
      await page.screenshot({ path: join(ROOT, 'test-artifacts', 'connect', 'sandbox-consent-360.png'), fullPage: true });
      await page.getByRole('button', { name: 'Allow' }).click();
      await page.waitForURL(/\/connect\/[0-9a-f-]{36}$/);
      await toDone(page, 'done-linked');
    });
  });

  for (const username of ['user_sassa', 'user_gig', 'user_gambler', 'user_overdrawn', 'user_multi']) {
    it(`${username}: links and is analysed`, async () => {
        await open(async (page) => {
        await toBankLogin(page, false);
        await logIn(page, username);
        await page.getByRole('button', { name: 'Allow' }).click();
        await toDone(page);
      });
    });
  }

  it('a wrong password: the bank says so on its own page, and the right one then works', async () => {
    await open(async (page) => {
      await toBankLogin(page, false);
      await logIn(page, 'user_good', 'pass_wrong');
      await page.getByLabel('Password').waitFor();
      assert.match(page.url(), /\/sandbox-bank\//);
      await logIn(page, 'user_good');
      await page.getByRole('button', { name: 'Allow' }).click();
      await toDone(page);
    });
  });

  it('user_otp: the bank asks for a one-time PIN on a FORM step (123456)', async () => {
    await open(async (page) => {
      await toBankLogin(page, false);
      await logIn(page, 'user_otp');
      await page.getByRole('button', { name: 'Allow' }).click();
      await screen(page, 'link-otp', 'Your bank needs one more thing');
      await page.locator('form input').first().fill('123456');
      await page.getByRole('button', { name: 'Submit' }).click();
      await toDone(page);
    });
  });

  it('consent denied (Deny): the error and its next step, then upload instead', async () => {
    await open(async (page) => {
      await toBankLogin(page, false);
      await logIn(page, 'user_good');
      await page.getByRole('button', { name: 'Deny' }).click();
      await screen(page, 'link-denied', 'We could not link your account');
      await page.getByRole('button', { name: 'Upload statements instead' }).click();
      await page.locator('h1', { hasText: 'Upload your statements' }).waitFor();
    });
  });

  it('user_locked: the bank sends the applicant back; the error says what to do next', async () => {
    await open(async (page) => {
      await toBankLogin(page, false);
      await logIn(page, 'user_locked');
      await page.getByRole('button', { name: /^Return to / }).click();
      await screen(page, 'link-locked', 'We could not link your account');
      await page.getByRole('button', { name: 'Upload statements instead' }).waitFor();
    });
  });

  it('user_unavailable: the bank is down after consent; retry or upload instead', async () => {
    await open(async (page) => {
      await toBankLogin(page, false);
      await logIn(page, 'user_unavailable');
      await page.getByRole('button', { name: 'Allow' }).click();
      await screen(page, 'link-unavailable', 'We could not link your account');
      await page.getByRole('button', { name: /Upload statements instead/ }).waitFor();
      // Try again: a new authorisation request at the bank, which asks for the login again.
      const again = page.waitForRequest((request) => request.url().includes('/sandbox-bank/') && request.url().includes('code_challenge='));
      await page.getByRole('button', { name: 'Try again' }).click();
      await again;
      await page.getByLabel('Username').waitFor();
    });
  });

  it('a reconnect-bank-only link goes from the welcome straight to the bank, and relinks', async () => {
    const original = await application(personalConfigId);
    // The applicant consented on the first link; the bank-only link carries that consent over.
    await acceptDocuments(original.proxy_id);
    const made = await s.api.json('POST', `/v1/applications/applications/${original.id}/reconnect_bank`, undefined, { token: s.org.apiToken });
    assert.equal(made.status, 201, made.text);
    const again = (await s.api.json('GET', `/v1/applications/applications/${made.body.new_application_id}`, undefined, { token: s.org.apiToken })).body as { connect_url: string };
    await open(async (page) => {
      await page.goto(again.connect_url);
      await page.getByRole('button', { name: 'Get started' }).click();
      await screen(page, 'banks', 'Choose your bank');
      await page.getByRole('button', { name: 'Khanya Sandbox Bank' }).click();
      await page.getByRole('button', { name: /Log in to your bank/ }).click();
      await page.getByLabel('Username').waitFor();
      await logIn(page, 'user_good');
      await page.getByRole('button', { name: 'Allow' }).click();
      await toDone(page);
    });
  });

  it('another bank login on the same application (two devices at the bank at once): the catalogue message and its next step', async () => {
    await open(async (first) => {
      const app = await toBankLogin(first, false);
      // The same link on another device, at the bank's login page at the same time (no bank session shared).
      const other = await s.browser.newContext({ viewport: PHONE });
      try {
        const page = await other.newPage();
        await page.goto(app.connect_url);
        await page.getByRole('button', { name: 'Get started' }).click();
        for (const box of await page.getByRole('checkbox').all()) await box.check();
        await page.getByRole('button', { name: 'Accept and continue' }).click();
        await page.getByLabel('Search for your bank').fill('sandbox');
        await page.getByRole('button', { name: 'Khanya Sandbox Bank' }).click();
        await page.getByRole('button', { name: /Log in to your bank/ }).click();
        await page.getByLabel('Username').waitFor();
        // The first device links as user_good; the second then logs in as someone else: refused, nothing mixed.
        await logIn(first, 'user_good');
        await first.getByRole('button', { name: 'Allow' }).click();
        await first.locator('h1', { hasText: 'All done, thank you' }).waitFor({ timeout: 90_000 });
        await logIn(page, 'user_sassa');
        await page.getByRole('button', { name: 'Allow' }).click();
        await screen(page, 'link-different-login', 'We could not link your account');
        await page.getByText('This bank login is not the one already linked to this application').waitFor();
        // Its next step is retry: the data already linked by the first login stays and is what the lender gets.
        await page.getByRole('button', { name: 'Try again' }).click();
        await page.locator('h1', { hasText: 'All done, thank you' }).waitFor({ timeout: 90_000 });
      } finally {
        await other.close();
      }
    });
  });

  it('a forged callback while the applicant is at the bank leaves the real authorisation pending: the real one still links', async () => {
    await open(async (page) => {
      let authorisationUrl: string | undefined;
      page.on('request', (request) => {
        if (/\/sandbox-bank\/auth\?/.test(request.url())) authorisationUrl ??= request.url();
      });
      await toBankLogin(page, false);
      assert.ok(authorisationUrl, 'the connect UI sent the applicant to the bank');
      assert.match(authorisationUrl, /[?&]nonce=[\w-]{43}(&|$)/);
      const pending = await page.evaluate(`sessionStorage.getItem('khanya.connect.oauth')`);
      assert.ok(pending);
      const proxyId = (JSON.parse(pending as string) as { proxyId: string }).proxyId;
      // A link someone sent the applicant (or an old tab's) lands on the callback with another state.
      await page.goto(`${s.origin}/connect/oauth/callback?code=forged&state=${proxyId}.forged`);
      await page.getByText('This sign-in did not start here').waitFor();
      assert.equal(await page.evaluate(`sessionStorage.getItem('khanya.connect.oauth')`), pending);
      // The applicant carries on at the bank: its answer still matches and links.
      await page.goto(authorisationUrl);
      await logIn(page, 'user_good');
      await page.getByRole('button', { name: 'Allow' }).click();
      await page.waitForURL(/\/connect\/[0-9a-f-]{36}$/);
      await toDone(page);
      // Used once: a replay of the same callback finds nothing pending.
      assert.equal(await page.evaluate(`sessionStorage.getItem('khanya.connect.oauth')`), null);
    });
  });

  it('a callback whose state this tab did not start is refused', async () => {
    const app = await application(bankConfigId);
    await open(async (page) => {
      await page.goto(`${s.origin}/connect/oauth/callback?code=forged&state=${app.proxy_id}.forged`);
      await page.getByText('This sign-in did not start here').or(page.getByText('We lost track of your bank sign-in')).waitFor();
      await page.locator('h1', { hasText: 'Choose your bank' }).waitFor();
    });
  });
});
