/**
 * The operators' relabelling pages (SPEC §2 /relabels/*, issue 14) end to end against the
 * emulators: only operator staff reach them; an account of any organisation opens by its id; its
 * file downloads, comes back with new labels, waits for confirmation and, confirmed (twice at
 * once), applies once: manual labels, re-analysis, the organisation's rule, the corpus and the
 * audit. The search runs RE2 across organisations; every form needs its CSRF token.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#platform/clients/dynamodb';
import { s3 } from '#platform/clients/s3';
import { config } from '#platform/config';
import { setOperator } from '#platform/repositories/organisations';
import { listLabelRules } from '#platform/repositories/bank-connections';
import { tableName } from '#platform/repositories/table';
import { generatePersona, toByodPayload } from '#core/personas/index';
import { parseCsv } from '#core/csv';
import { startFileWorkers, type FileWorkers } from '../helpers/workers.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createApplication, createConfig, waitForConnectionStatus } from '../helpers/lending.ts';

let api: TestServer;
let workers: FileWorkers;
let operator: TestOrganisation;
let lenderA: TestOrganisation;
let lenderB: TestOrganisation;
/** A word no generated line has, so the search finds exactly the lines these tests add. */
const MARKER = `ZQX${Date.now().toString(36).toUpperCase()}`;

interface Seeded {
  applicationId: string;
  accountId: string;
}
let appA: Seeded;
let appB: Seeded;

async function analysedApplication(org: TestOrganisation, seed: number, extra: { description: string; amount: number }[]): Promise<Seeded> {
  await createConfig(api, org, { is_default: true });
  const application = await createApplication(api, org);
  const payload = toByodPayload(generatePersona('salaried_monthly', { seed, months: 3, accounts: 1 }));
  const account = payload.accounts[0]!;
  const last = account.transactions[account.transactions.length - 1]!;
  for (const line of extra) account.transactions.push({ ...last, amount: line.amount, description: line.description, reference: null });
  // The added lines break the balance chain: send no balances.
  for (const transaction of account.transactions) delete (transaction as { balance?: unknown }).balance;
  const upload = await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, payload, { token: org.apiToken });
  expect(upload.status).toBe(200);
  await waitForConnectionStatus(api, org, application.id, ['complete'], 30_000);
  const connection = await api.json('GET', `/v1/bank_connections/${application.id}/`, undefined, { token: org.apiToken });
  return { applicationId: application.id, accountId: connection.body.accounts[0].id };
}

beforeAll(async () => {
  api = await startTestServer();
  workers = await startFileWorkers('relabels');
  [operator, lenderA, lenderB] = await Promise.all([registerOrganisation(api, 'relabelops'), registerOrganisation(api, 'relabela'), registerOrganisation(api, 'relabelb')]);
  await setOperator(operator.id, true);
  [appA, appB] = await Promise.all([
    analysedApplication(lenderA, 41, [
      { description: `POS PURCHASE ${MARKER} BUTCHERY`, amount: -250 },
      { description: `=HYPERLINK("http://evil.example") ${MARKER}`, amount: -10 },
      { description: 'a'.repeat(400), amount: -5 },
    ]),
    analysedApplication(lenderB, 42, [{ description: `DEBIT ORDER ${MARKER} SHOP`, amount: -99 }]),
  ]);
}, 120_000);
afterAll(async () => {
  await workers.stop();
  await api.close();
});

/** A browser's request: cookies as given, redirects not followed (the test reads them). */
async function browser(method: 'GET' | 'POST', path: string, init: { cookies?: string[]; form?: Record<string, string>; multipart?: FormData; accept?: string } = {}) {
  const headers: Record<string, string> = init.accept ? { accept: init.accept } : {};
  if (init.cookies?.length) headers.cookie = init.cookies.join('; ');
  let body: string | FormData | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.multipart) body = init.multipart;
  const response = await fetch(`${api.url}${path}`, { method, headers, body, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const sessionOf = (org: TestOrganisation) => `access_token=${org.session}`;

/** An operator's page and the CSRF pair it hands out (the cookie, and the same token in its forms). */
async function operatorPage(path: string, org: TestOrganisation = operator) {
  const page = await browser('GET', path, { cookies: [sessionOf(org)] });
  const cookie = page.headers.getSetCookie().find((c) => c.startsWith('khanya_csrf='))?.split(';')[0];
  const token = /name="csrf_token" value="([^"]+)"/.exec(page.text)?.[1];
  return { page, cookies: [sessionOf(org), ...(cookie ? [cookie] : [])], token: token ?? '' };
}

function fileForm(fields: Record<string, string>, csv: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'relabel.csv');
  return form;
}

/** The downloaded file as rows keyed by column name. */
function rowsOf(csv: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(csv).map((record) => record.fields);
  return rows.filter((row) => row.length > 1).map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index] ?? ''])));
}

function withNewLabels(rows: Record<string, string>[], labels: Map<string, string>): string {
  const columns = Object.keys(rows[0]!);
  const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [columns.join(','), ...rows.map((row) => columns.map((column) => quote(column === 'new_label' ? (labels.get(row.transaction_id!) ?? '') : row[column]!)).join(','))].join('\r\n');
}

async function labelsOf(org: TestOrganisation, applicationId: string): Promise<Map<string, { label: string; label_source: string }>> {
  const all = new Map<string, { label: string; label_source: string }>();
  for (let skip = 0; ; skip += 100) {
    const page = await api.json('GET', `/v1/bank_connections/${applicationId}/transactions?limit=100&skip=${skip}`, undefined, { token: org.apiToken });
    expect(page.status).toBe(200);
    for (const transaction of page.body.data) all.set(transaction.id, transaction);
    if (page.body.data.length < 100) return all;
  }
}

async function auditItems(): Promise<Record<string, unknown>[]> {
  const answer = await dynamo.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'RELABELAUDIT' } }));
  return answer.Items ?? [];
}

describe('who may use the relabelling pages', () => {
  it('sends a browser without a session to the login, and back to the page afterwards; other clients get the 401', async () => {
    const page = await browser('GET', '/relabels/confirm', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/auth/login?redirect_url=%2Frelabels%2Fconfirm');
    const client = await browser('GET', '/relabels/confirm');
    expect([client.status, JSON.parse(client.text).code]).toEqual([401, 'invalid_token']);
  });

  it("refuses a lender's staff (403) on every page, whatever they send", async () => {
    const { page } = await operatorPage('/relabels/', lenderA);
    expect(page.status).toBe(403);
    expect(JSON.parse(page.text)).toMatchObject({ code: 'invalid_token_permissions' });
    const file = await browser('GET', `/relabels/assigned_account/${appA.accountId}/file`, { cookies: [sessionOf(lenderA)] });
    expect(file.status).toBe(403);
    const search = await browser('POST', '/relabels/regex_search', { cookies: [sessionOf(lenderB)], form: { search_term: MARKER } });
    expect(search.status).toBe(403);
  });
});

describe('an account, by its id', () => {
  it('shows the account of any organisation, and says so when Khanya holds no such account', async () => {
    const { page } = await operatorPage(`/relabels/assigned_account?account_id=${appA.accountId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.text).toContain(`${lenderA.slug} (Pty) Ltd`);
    expect(page.text).toContain(appA.applicationId);
    expect(page.text).toContain(`/relabels/assigned_account/${appA.accountId}/file`);
    const unknown = await operatorPage('/relabels/assigned_account?account_id=0123456789abcdef01234567');
    expect(unknown.page.text).toContain('Khanya holds no analysed account with that id.');
    expect(unknown.page.text).not.toContain('enctype="multipart/form-data"');
  });

  it('the home form opens the account (303), only with its CSRF token', async () => {
    const { cookies, token } = await operatorPage('/relabels/');
    const opened = await browser('POST', '/relabels/', { cookies, form: { account_id: appB.accountId.toUpperCase(), csrf_token: token } });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/relabels/assigned_account?account_id=${appB.accountId}`);
    const forged = await browser('POST', '/relabels/', { cookies: [sessionOf(operator)], form: { account_id: appB.accountId, csrf_token: token } });
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toMatch(/^\/relabels\/assigned_account\?error_message=This%20form%20expired/);
  });

  it('downloads the account as CSV, least sure first, with formula cells defused; an unknown account is 404', async () => {
    const file = await browser('GET', `/relabels/assigned_account/${appA.accountId}/file`, { cookies: [sessionOf(operator)] });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="relabel-${appA.accountId}.csv"`);
    const rows = rowsOf(file.text);
    const labels = await labelsOf(lenderA, appA.applicationId);
    expect(rows).toHaveLength(labels.size);
    expect(rows.every((row) => row.account_id === appA.accountId && row.new_label === '' && labels.get(row.transaction_id!)?.label === row.label)).toBe(true);
    const confidences = rows.map((row) => Number(row.label_confidence));
    expect(confidences).toEqual([...confidences].sort((a, b) => a - b));
    expect(rows.find((row) => row.description!.includes('HYPERLINK'))?.description).toMatch(/^'=HYPERLINK/);
    const unknown = await browser('GET', '/relabels/assigned_account/0123456789abcdef01234567/file', { cookies: [sessionOf(operator)] });
    expect(unknown.status).toBe(404);
  });
});

describe('from a file to applied labels', () => {
  it('refuses a file with any bad row whole, saying which rows, and keeps nothing', async () => {
    const { cookies, token } = await operatorPage(`/relabels/assigned_account?account_id=${appA.accountId}`);
    const rowsA = rowsOf((await browser('GET', `/relabels/assigned_account/${appA.accountId}/file`, { cookies })).text);
    const rowsB = rowsOf((await browser('GET', `/relabels/assigned_account/${appB.accountId}/file`, { cookies })).text);
    const upload = async (file: string) => {
      const refused = await browser('POST', '/relabels/assigned_account', { cookies, multipart: fileForm({ account_id: appA.accountId, csrf_token: token }, file) });
      expect(refused.status).toBe(303);
      const back = new URL(refused.headers.get('location')!, api.url);
      expect(back.pathname).toBe('/relabels/assigned_account');
      expect(back.searchParams.get('account_id')).toBe(appA.accountId);
      return back.searchParams.get('error_message');
    };
    const other = (label: string | undefined) => (label === 'Groceries' ? 'Eating Out' : 'Groceries');
    expect(await upload(withNewLabels([rowsA[0]!, rowsA[1]!], new Map([[rowsA[0]!.transaction_id!, 'Pizza'], [rowsA[1]!.transaction_id!, other(rowsA[1]!.label)]])))).toBe(
      'Line 2: "Pizza" is not a Khanya label.',
    );
    // One good row and one of another organisation's account: the whole file is refused.
    expect(await upload(withNewLabels([rowsA[1]!, rowsB[0]!], new Map([[rowsA[1]!.transaction_id!, other(rowsA[1]!.label)], [rowsB[0]!.transaction_id!, other(rowsB[0]!.label)]])))).toBe(
      'Line 3: the row is of another account than the one this page is for.',
    );
    const confirm = await operatorPage('/relabels/confirm');
    expect(confirm.page.text).toContain('No pending changes.');
    // Without the form's token: refused, nothing kept.
    const good = withNewLabels([rowsA[0]!], new Map([[rowsA[0]!.transaction_id!, rowsA[0]!.label === 'Gambling' ? 'Groceries' : 'Gambling']]));
    const forged = await browser('POST', '/relabels/assigned_account', { cookies: [sessionOf(operator)], multipart: fileForm({ account_id: appA.accountId, csrf_token: token }, good) });
    expect(new URL(forged.headers.get('location')!, api.url).searchParams.get('error_message')).toMatch(/expired or came from another site/);
    expect((await operatorPage('/relabels/confirm')).page.text).toContain('No pending changes.');
  });

  it('a good file waits for confirmation; confirmed twice at once it applies once: labels, rule, corpus, audit', async () => {
    const { cookies, token } = await operatorPage(`/relabels/assigned_account?account_id=${appA.accountId}`);
    const rows = rowsOf((await browser('GET', `/relabels/assigned_account/${appA.accountId}/file`, { cookies })).text);
    const butchery = rows.find((row) => row.description === `POS PURCHASE ${MARKER} BUTCHERY`)!;
    const unchanged = rows.find((row) => row !== butchery && row.label !== '')!;
    const target = butchery.label === 'Groceries' ? 'Eating Out' : 'Groceries';
    const file = withNewLabels(rows, new Map([[butchery.transaction_id!, target.toUpperCase()], [unchanged.transaction_id!, unchanged.label!]]));
    const uploaded = await browser('POST', '/relabels/assigned_account', { cookies, multipart: fileForm({ account_id: appA.accountId, csrf_token: token }, file) });
    expect(uploaded.status).toBe(303);
    expect(uploaded.headers.get('location')).toBe('/relabels/confirm');

    const confirm = await operatorPage('/relabels/confirm');
    expect(confirm.page.text).toContain('1 change in 1 application of 1 organisation');
    expect(confirm.page.text).toContain(`POS PURCHASE ${MARKER} BUTCHERY`);
    const draftId = /name="draft_id" value="([0-9a-f]{24})"/.exec(confirm.page.text)![1]!;
    // Nothing changed before the confirmation.
    expect((await labelsOf(lenderA, appA.applicationId)).get(butchery.transaction_id!)?.label).toBe(butchery.label);

    const auditsBefore = (await auditItems()).length;
    const post = () => browser('POST', '/relabels/confirm', { cookies: confirm.cookies, form: { action: 'confirm', draft_id: draftId, csrf_token: confirm.token } });
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    const locations = answers.map((answer) => decodeURIComponent(answer.headers.get('location')!));
    expect(locations.some((location) => location.includes('Applied 1 label change'))).toBe(true);

    await waitForConnectionStatus(api, lenderA, appA.applicationId, ['complete'], 30_000);
    let after = await labelsOf(lenderA, appA.applicationId);
    for (let i = 0; i < 40 && after.get(butchery.transaction_id!)?.label_source !== 'manual'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      await waitForConnectionStatus(api, lenderA, appA.applicationId, ['complete'], 30_000);
      after = await labelsOf(lenderA, appA.applicationId);
    }
    expect(after.get(butchery.transaction_id!)).toMatchObject({ label: target, label_source: 'manual' });
    expect(after.get(unchanged.transaction_id!)?.label_source).not.toBe('manual');

    const audits = (await auditItems()).filter((item) => item.draft_id === draftId);
    expect(audits).toHaveLength(1);
    expect((await auditItems()).length).toBe(auditsBefore + 1);
    expect(audits[0]).toMatchObject({ operator_organisation: operator.id, applied: 1, skipped: 0, organisations: [lenderA.id], applications: [appA.applicationId] });
    const corpus = await s3.send(new GetObjectCommand({ Bucket: config.uploadsBucket, Key: audits[0]!.corpus_key as string }));
    const lines = (await corpus.Body!.transformToString()).trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toEqual([expect.objectContaining({ description: `POS PURCHASE ${MARKER} BUTCHERY`, label: target, previous_label: butchery.label, direction: 'debit', draft_id: draftId })]);
    expect((await listLabelRules(lenderA.id)).some((rule) => rule.label === target && rule.direction === 'debit' && rule.created_from === butchery.transaction_id)).toBe(true);
    expect(await listLabelRules(lenderB.id)).toEqual([]);

    // The draft is gone: confirming again does nothing.
    const again = await post();
    expect(decodeURIComponent(again.headers.get('location')!)).toContain('no longer pending');
    expect((await auditItems()).length).toBe(auditsBefore + 1);
  }, 90_000);
});

describe('searching descriptions', () => {
  it('finds lines across organisations with RE2 and lists them; the download is the file to relabel', async () => {
    const { cookies, token } = await operatorPage('/relabels/regex_search');
    const shown = await browser('POST', '/relabels/regex_search', { cookies, form: { search_term: `\\b${MARKER}\\b.*(butchery|shop)$`, action: 'show', csrf_token: token } });
    expect(shown.status).toBe(200);
    expect(shown.text).toContain(`POS PURCHASE ${MARKER} BUTCHERY`);
    expect(shown.text).toContain(`DEBIT ORDER ${MARKER} SHOP`);
    expect(shown.text).not.toContain('HYPERLINK');
    expect(shown.text).toMatch(/2 matches in \d+ transactions of \d+ applications/);
    const download = await browser('POST', '/relabels/regex_search', { cookies, form: { search_term: MARKER, action: 'download', csrf_token: token } });
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="relabel-search.csv"');
    const rows = rowsOf(download.text);
    expect(new Set(rows.map((row) => row.account_id))).toEqual(new Set([appA.accountId, appB.accountId]));

    const shop = rows.find((row) => row.description!.startsWith('DEBIT ORDER'))!;
    const target = shop.label === 'Debit Order' ? 'General Purchases' : 'Debit Order';
    const uploaded = await browser('POST', '/relabels/submit_search_relabels', { cookies, multipart: fileForm({ csrf_token: token }, withNewLabels(rows, new Map([[shop.transaction_id!, target]]))) });
    expect(uploaded.headers.get('location')).toBe('/relabels/confirm');
    const confirm = await operatorPage('/relabels/confirm');
    expect(confirm.page.text).toContain(`DEBIT ORDER ${MARKER} SHOP`);
    const draftId = /name="draft_id" value="([0-9a-f]{24})"/.exec(confirm.page.text)![1]!;
    const discarded = await browser('POST', '/relabels/confirm', { cookies: confirm.cookies, form: { action: 'discard', draft_id: draftId, csrf_token: confirm.token } });
    expect(decodeURIComponent(discarded.headers.get('location')!)).toContain('discarded');
    expect((await operatorPage('/relabels/confirm')).page.text).toContain('No pending changes.');
    expect((await labelsOf(lenderB, appB.applicationId)).get(shop.transaction_id!)?.label).toBe(shop.label);
  }, 60_000);

  it('refuses what RE2 cannot run, and a catastrophic pattern for backtracking engines answers like any other', async () => {
    const { cookies, token } = await operatorPage('/relabels/regex_search');
    const refused = await browser('POST', '/relabels/regex_search', { cookies, form: { search_term: '(?<=POS)\\s', csrf_token: token } });
    expect(refused.status).toBe(303);
    expect(new URL(refused.headers.get('location')!, api.url).searchParams.get('error_message_search')).toMatch(/not a pattern RE2 accepts/);
    // (a+)+$ against 400 a's: exponential for a backtracking engine, linear for RE2.
    const evil = await browser('POST', '/relabels/regex_search', { cookies, form: { search_term: '^(a+)+$', action: 'show', csrf_token: token } });
    expect(evil.status).toBe(200);
    expect(evil.text).toMatch(/\d+ match(es)? in/);
    const tooLong = await browser('POST', '/relabels/regex_search', { cookies, form: { search_term: 'x'.repeat(201), csrf_token: token } });
    expect(tooLong.status).toBe(422);
  });
});
