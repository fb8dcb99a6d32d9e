/**
 * The bank link's life after the first link (REVIEW-11 items 3–7, 9, 11, 15), through the local
 * bridge against the emulators with the in-memory bank (test/helpers/fake-bank.ts): completing
 * once and the link read-only after it, the timeline's bounds, the lender's error for a grant the
 * bank no longer honours, relinking (a rethread at the same time, another person's login, the
 * old grant revoked) and a crash between the commit and the link.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TIMELINE_LIMITS } from '#core/application-events';
import { dynamo } from '#platform/clients/dynamodb';
import { keys } from '#platform/repositories/table-design';
import { getBankLink, moveBankLink } from '#platform/repositories/bank-links';
import { applicantPersonalInfo } from '../helpers/applicant.ts';
import { BankLinkError } from '#core/bank-linking/connector';
import { chooseSandbox, FAKE_OTP, type FakeBank, installFakeBank, LOCKING_OTP, postOAuthCode, startConnectStack, stopConnectStack } from '../helpers/fake-bank.ts';
import type { TestOrganisation } from '../helpers/factories.ts';
import { applicationEvents, createApplication, createConfig, openedApplication } from '../helpers/lending.ts';
import { expireLink } from '../helpers/link-expiry.ts';
import type { TestServer } from '../helpers/server.ts';

let api: TestServer;
let org: TestOrganisation;
let bank: FakeBank;

const oauthCode = (proxy: string, code: string) => postOAuthCode(api, proxy, code);
const oauthError = (proxy: string, error: string) => api.json('POST', `/v1/connect/${proxy}/oauth/error`, { error });
const linkSandbox = (proxy: string) => chooseSandbox(api, proxy);
const events = (applicationId: string) => applicationEvents(api, org, applicationId);
const kinds = async (applicationId: string) => (await events(applicationId)).map((event) => event.kind);
const rethread = (applicationId: string) => api.json('GET', `/v1/bank_connections/${applicationId}/rethread`, undefined, { token: org.apiToken });
let codes = 0;
const fresh = (kind: string) => `${kind}-life-${(codes += 1)}`;

/** Runs `count` calls, `width` at a time (a burst, as a script would send them). */
async function burst<T>(count: number, width: number, call: (index: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < count; start += width) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, offset) => call(start + offset)))));
  }
  return answers;
}

/** An application opened, its documents accepted and (the default config asks) personal info given. */
async function newApplication() {
  const application = await openedApplication(api, org);
  expect((await api.json('PUT', `/v1/connect/${application.proxy_id}/personal_info`, applicantPersonalInfo())).status).toBe(200);
  return application;
}


/** An application linked to the fake bank with one code. */
async function linkedApplication(code = fresh('good')) {
  const application = await newApplication();
  await linkSandbox(application.proxy_id);
  const linked = await oauthCode(application.proxy_id, code);
  expect([linked.status, linked.body]).toEqual([200, { success: true }]);
  return application;
}

beforeAll(async () => ({ api, org } = await startConnectStack('connectlife')));
beforeEach(() => (bank = installFakeBank()));

afterEach(() => {
  jest.restoreAllMocks();
});

afterAll(() => stopConnectStack(api));

describe('completing', () => {
  it('done means something was shared: not before the documents are accepted, nor before a bank is chosen; then once', async () => {
    const fresh = await createApplication(api, org);
    const early = await api.json('POST', `/v1/connect/${fresh.proxy_id}/complete`);
    expect([early.status, early.body.code]).toEqual([409, 'legal_acceptance_required']);
    const { proxy_id: proxy, id } = await newApplication();
    const nothingChosen = await api.json('POST', `/v1/connect/${proxy}/complete`);
    expect([nothingChosen.status, nothingChosen.body.code]).toEqual([409, 'no_bank_selected']);
    expect(await kinds(id)).not.toContain('completed');
    // Any method counts: e-mailed statements may still be on their way when the applicant is done.
    expect((await api.json('POST', `/v1/connect/${proxy}/banks`, [{ bank_id: 'fnb', upload_method: 'email' }])).status).toBe(200);
    expect((await api.json('POST', `/v1/connect/${proxy}/complete`)).status).toBe(200);
    expect((await kinds(id)).filter((kind) => kind === 'completed')).toHaveLength(1);
  });

  it('when the config asks for personal info, done needs it (409 personal_info_required); the lender\'s prefill counts; a bank-only link does not ask', async () => {
    const withoutDetails = await createApplication(api, org);
    const opened = await api.json('GET', `/v1/connect/${withoutDetails.proxy_id}`);
    const acceptances = (opened.body.legal_documents as { document_type: string; version: string }[]).map(({ document_type, version }) => ({ document_type, version }));
    expect((await api.json('POST', `/v1/connect/${withoutDetails.proxy_id}/legal_acceptances`, { acceptances })).status).toBe(200);
    expect((await api.json('POST', `/v1/connect/${withoutDetails.proxy_id}/banks`, [{ bank_id: 'fnb', upload_method: 'email' }])).status).toBe(200);
    const refused = await api.json('POST', `/v1/connect/${withoutDetails.proxy_id}/complete`);
    expect([refused.status, refused.body]).toEqual([
      409,
      { error_type: 'code', code: 'personal_info_required', message: 'Please give your personal details before you finish.' },
    ]);
    expect(await kinds(withoutDetails.id)).not.toContain('completed');
    // The lender may give the details itself (prefill): then the applicant is done without the form.
    const prefill = await api.json('PUT', `/v1/personal_info_connections/${withoutDetails.id}/prefill`, applicantPersonalInfo(), { token: org.apiToken });
    expect(prefill.status).toBe(200);
    expect((await api.json('POST', `/v1/connect/${withoutDetails.proxy_id}/complete`)).status).toBe(200);

    // A config without personal info never asks.
    const plain = await createConfig(api, org);
    const noDetailsAsked = await createApplication(api, org, plain.id);
    expect((await api.json('POST', `/v1/connect/${noDetailsAsked.proxy_id}/legal_acceptances`, { acceptances })).status).toBe(200);
    expect((await api.json('POST', `/v1/connect/${noDetailsAsked.proxy_id}/banks`, [{ bank_id: 'fnb', upload_method: 'email' }])).status).toBe(200);
    expect((await api.json('POST', `/v1/connect/${noDetailsAsked.proxy_id}/complete`)).status).toBe(200);

    // A bank-only link (reconnect) asks for the bank step alone.
    const { id } = await linkedApplication();
    const reconnect = await api.json('POST', `/v1/applications/applications/${id}/reconnect_bank`, undefined, { token: org.apiToken });
    expect(reconnect.status).toBe(201);
    const proxy = (await api.json('GET', `/v1/applications/applications/${reconnect.body.new_application_id}`, undefined, { token: org.apiToken })).body.proxy_id as string;
    await linkSandbox(proxy);
    expect((await oauthCode(proxy, fresh('good'))).status).toBe(200);
    expect((await api.json('POST', `/v1/connect/${proxy}/complete`)).status).toBe(200);
  });

  it('POST complete moves the application once: one `completed` however often and at once, the redirect_url each time', async () => {
    const { proxy_id: proxy, id } = await linkedApplication();
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.json('POST', `/v1/connect/${proxy}/complete`)));
    answers.push(await api.json('POST', `/v1/connect/${proxy}/complete`));
    for (const answer of answers) expect([answer.status, Object.keys(answer.body)]).toEqual([200, ['redirect_url']]);
    expect(new Set(answers.map((answer) => answer.body.redirect_url)).size).toBe(1);
    expect((await kinds(id)).filter((kind) => kind === 'completed')).toHaveLength(1);
  });

  it('after completion the changing routes answer 409 application_completed, reads still work, and the lender can still rethread', async () => {
    const { proxy_id: proxy, id, documents } = await linkedApplication();
    expect((await api.json('POST', `/v1/connect/${proxy}/complete`)).status).toBe(200);
    const boundary = '----khanya-life-boundary';
    const multipart = {
      body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\ndate,description,amount,balance\r\n\r\n--${boundary}--\r\n`),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
    const refused = [
      await api.json('POST', `/v1/connect/${proxy}/banks`, [{ bank_id: 'fnb', upload_method: 'manual' }]),
      await api.json('POST', `/v1/connect/${proxy}/step`, { fields: { otp: '1' } }),
      await oauthCode(proxy, fresh('good')),
      await oauthError(proxy, 'access_denied'),
      await api.json('PUT', `/v1/connect/${proxy}/personal_info`, applicantPersonalInfo()),
      await api.json('POST', `/v1/connect/${proxy}/legal_acceptances`, { acceptances: documents }),
      await api.request('POST', `/v1/in/bank_connections/${proxy}/upload_file`, multipart),
      await api.json('POST', `/v1/in/bank_connections/${proxy}/statements/upload_url`, { filename: 's.pdf', content_type: 'application/pdf' }),
      await api.json('POST', `/v1/in/bank_connections/${proxy}/files/000000000000000000000000/password`, { password: 'secret' }),
    ];
    for (const answer of refused) {
      expect([answer.status, answer.body.code]).toEqual([409, 'application_completed']);
      expect(answer.body.message).toContain('ask the lender for a new link');
    }
    for (const path of ['', '/step', '/banks', '/bank_summary', '/is_automated_link']) {
      expect([path, (await api.json('GET', `/v1/connect/${proxy}${path}`)).status]).toEqual([path, 200]);
    }
    expect((await api.json('GET', `/v1/in/bank_connections/${proxy}/files`)).status).toBe(200);

    bank.addTransaction(new Date().toISOString().slice(0, 10), -12, 'Airtime');
    expect((await rethread(id)).status).toBe(201);
    const timeline = await events(id);
    expect(timeline.map((event) => event.kind).slice(-2)).toEqual(['completed', 'rethreaded']);
    expect(timeline.at(-1)!.detail).toEqual({ bank: 'sandbox', transactions: 1 });
  });
});

describe('completing while a link commits', () => {
  it('a completion that lands while oauth/code fetches: the link does not commit after it (409 application_completed, no data, no link)', async () => {
    const { proxy_id: proxy, id } = await newApplication();
    await linkSandbox(proxy);
    // The applicant presses done (another tab) while the bank's transactions are on the way.
    const listTransactions = bank.listTransactions.bind(bank);
    jest.spyOn(bank, 'listTransactions').mockImplementation(async (...args) => {
      expect((await api.json('POST', `/v1/connect/${proxy}/complete`)).status).toBe(200);
      return listTransactions(...args);
    });
    const answer = await oauthCode(proxy, fresh('good'));
    expect([answer.status, answer.body.code]).toEqual([409, 'application_completed']);
    expect(await getBankLink(org.id, id, 'sandbox')).toBeUndefined();
    expect((await connectionOf(id)).accounts ?? []).toEqual([]);
    expect(await kinds(id)).not.toContain('linked');
  });

  it('complete and oauth/code at once: either linked before completion (data in) or refused (nothing in), never data committed after it', async () => {
    for (const delay of [0, 20, 60]) {
      const { proxy_id: proxy, id } = await newApplication();
      await linkSandbox(proxy);
      const code = fresh('good');
      bank.slowGrants.set(`token-${code}`, delay);
      const [completed, linked] = await Promise.all([api.json('POST', `/v1/connect/${proxy}/complete`), oauthCode(proxy, code)]);
      expect(completed.status).toBe(200);
      const link = await getBankLink(org.id, id, 'sandbox');
      if (linked.status === 200) {
        expect(link?.status).toBe('linked');
        expect((await connectionOf(id)).accounts).toHaveLength(1);
      } else {
        expect([linked.status, linked.body.code]).toEqual([409, 'application_completed']);
        expect(link?.status).not.toBe('linked');
        expect((await connectionOf(id)).accounts ?? []).toEqual([]);
      }
    }
  });
});

describe('reconnect_bank', () => {
  it('replays an Idempotency-Key retry (also at once) instead of creating a second application', async () => {
    const { id } = await linkedApplication();
    const reconnect = (key: string) =>
      api.json('POST', `/v1/applications/applications/${id}/reconnect_bank`, undefined, { token: org.apiToken, headers: { 'idempotency-key': key } });
    const key = `reconnect-${fresh('key')}`;
    const first = await reconnect(key);
    expect(first.status).toBe(201);
    const again = await reconnect(key);
    expect([again.status, again.body]).toEqual([201, first.body]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // Two at once with one key: one application (the other replays it, or is told the first is still running).
    const sameKey = `reconnect-${fresh('key')}`;
    const atOnce = await Promise.all([1, 2, 3].map(() => reconnect(sameKey)));
    const created = new Set(atOnce.filter((answer) => answer.status === 201).map((answer) => answer.body.new_application_id));
    expect(created.size).toBe(1);
    for (const answer of atOnce) expect([201, 409]).toContain(answer.status);
    expect((await reconnect(`reconnect-${fresh('key')}`)).body.new_application_id).not.toBe(first.body.new_application_id);
  });
});

describe('the link\'s expiry', () => {
  it('closes every applicant route once it passes, also after the data is in and the applicant completed; the lender still reads', async () => {
    const { proxy_id: proxy, id } = await linkedApplication();
    expect((await api.json('POST', `/v1/connect/${proxy}/complete`)).status).toBe(200);
    await expireLink(org, id);
    const answers = [
      await api.json('GET', `/v1/connect/${proxy}`),
      await api.json('GET', `/v1/connect/${proxy}/step`),
      await api.json('POST', `/v1/connect/${proxy}/banks`, [{ bank_id: 'sandbox', upload_method: 'automatic' }]),
      await oauthCode(proxy, fresh('good')),
      await api.json('POST', `/v1/connect/${proxy}/complete`),
      await api.json('GET', `/v1/in/bank_connections/${proxy}/files`),
    ];
    for (const answer of answers) expect([answer.status, answer.body.code]).toEqual([410, 'application_expired']);
    expect((await api.json('GET', `/v1/applications/applications/${id}`, undefined, { token: org.apiToken })).status).toBe(200);
    expect((await rethread(id)).status).toBe(201);
  });
});

describe('a dead link answers before its body is read', () => {
  const deadBodies = (proxy: string) => [
    api.json('POST', `/v1/connect/${proxy}/banks`, { not: 'a list' }),
    api.json('PUT', `/v1/connect/${proxy}/personal_info`, { first_names: 7 }),
    api.json('POST', `/v1/connect/${proxy}/oauth/code`, {}),
    api.json('POST', `/v1/connect/${proxy}/legal_acceptances`, { acceptances: 'all' }),
    api.json('POST', `/v1/connect/${proxy}/step`, []),
    api.request('POST', `/v1/in/bank_connections/${proxy}/upload_file`, { body: Buffer.from('{}'), headers: { 'content-type': 'application/json' } }),
    api.json('POST', `/v1/in/bank_connections/${proxy}/statements/upload_url`, { filename: 7 }),
  ];

  it('unknown → 404, expired → 410, completed → 409, all before the body\'s 422 (or a wrong content type\'s 415)', async () => {
    for (const answer of await Promise.all(deadBodies('00000000-0000-4000-8000-000000000000'))) {
      expect([answer.status, answer.body.code]).toEqual([404, 'application_not_found']);
    }
    const completed = await linkedApplication();
    expect((await api.json('POST', `/v1/connect/${completed.proxy_id}/complete`)).status).toBe(200);
    for (const answer of await Promise.all(deadBodies(completed.proxy_id))) {
      expect([answer.status, answer.body.code]).toEqual([409, 'application_completed']);
    }
    await expireLink(org, completed.id);
    for (const answer of await Promise.all(deadBodies(completed.proxy_id))) {
      expect([answer.status, answer.body.code]).toEqual([410, 'application_expired']);
    }
  });

  it('a live link without consent: the data routes answer 409 legal_acceptance_required before the body; once accepted, the body\'s own 422', async () => {
    const application = await createApplication(api, org);
    const upload = () => api.json('POST', `/v1/in/bank_connections/${application.proxy_id}/statements/upload_url`, { filename: 7 });
    const choose = () => api.json('POST', `/v1/connect/${application.proxy_id}/banks`, { not: 'a list' });
    for (const answer of [await upload(), await choose()]) expect([answer.status, answer.body.code]).toEqual([409, 'legal_acceptance_required']);
    const opened = await api.json('GET', `/v1/connect/${application.proxy_id}`);
    const acceptances = (opened.body.legal_documents as { document_type: string; version: string }[]).map(({ document_type, version }) => ({ document_type, version }));
    expect((await api.json('POST', `/v1/connect/${application.proxy_id}/legal_acceptances`, { acceptances })).status).toBe(200);
    for (const answer of [await upload(), await choose()]) {
      expect(answer.status).toBe(422);
      expect(answer.body.detail[0].loc[0]).toBe('body');
    }
  });
});

describe('the timeline', () => {
  it('keeps only a known OAuth error code from the bank\'s redirect, else `other`', async () => {
    const { proxy_id: proxy, id } = await newApplication();
    await linkSandbox(proxy);
    expect((await oauthError(proxy, '<img src=x onerror=alert(1)>')).status).toBe(200);
    expect((await oauthError(proxy, 'login_required')).status).toBe(200);
    expect((await events(id)).filter((event) => event.kind === 'link_failed').map((event) => event.detail)).toEqual([
      { bank: 'sandbox', code: 'invalid_oauth_code', error: 'other' },
      { bank: 'sandbox', code: 'invalid_oauth_code', error: 'login_required' },
    ]);
  });

  it('a repeat of the last event within the window is not appended again; the same acceptances again record nothing', async () => {
    const { proxy_id: proxy, id, documents } = await newApplication();
    await linkSandbox(proxy);
    const answers = await burst(30, 10, () => oauthError(proxy, 'access_denied'));
    for (const answer of answers) expect(answer.status).toBe(200);
    await Promise.all(Array.from({ length: 5 }, () => api.json('POST', `/v1/connect/${proxy}/legal_acceptances`, { acceptances: documents })));
    // A burst at once may append a few before the first one's key is there to compare with; never one per call, and each counted.
    const failed = (await events(id)).filter((event) => event.kind === 'link_failed');
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(failed.length).toBeLessThanOrEqual(10);
    expect(failed.reduce((sum, event) => sum + 1 + Number(event.detail?.repeats ?? 0), 0)).toBe(30);
    expect((await kinds(id)).filter((kind) => kind === 'consented')).toHaveLength(1);
    const session = await api.json('GET', `/v1/connect/${proxy}`);
    expect(session.body.legal_acceptances).toHaveLength(documents.length);
  });

  it('500 rapid oauth/error calls leave a bounded item: the cap, one timeline_truncated, and room for the lender\'s events', async () => {
    const { proxy_id: proxy, id } = await newApplication();
    await linkSandbox(proxy);
    const errors = ['access_denied', 'server_error', 'temporarily_unavailable', 'login_required'];
    const answers = await burst(500, 20, (index) => oauthError(proxy, errors[index % errors.length]!));
    for (const answer of answers) expect(answer.status).toBe(200);
    const timeline = await events(id);
    expect(timeline.length).toBeLessThanOrEqual(TIMELINE_LIMITS.max);
    expect(timeline.filter((event) => event.kind === 'timeline_truncated')).toHaveLength(1);
    // The item stays far from DynamoDB's 400 KB.
    expect(Buffer.byteLength(JSON.stringify(timeline))).toBeLessThan(100_000);
    // What the lender acts on is still recorded past the cap.
    expect((await oauthCode(proxy, fresh('good'))).status).toBe(200);
    expect((await api.json('POST', `/v1/connect/${proxy}/complete`)).status).toBe(200);
    const after = await kinds(id);
    expect(after.slice(-2)).toEqual(['linked', 'completed']);
    expect(after.length).toBeLessThanOrEqual(TIMELINE_LIMITS.max + TIMELINE_LIMITS.essentialHeadroom);
  });
});

describe('the lender\'s rethread', () => {
  it('a grant the bank no longer honours answers 409 bank_link_expired naming reconnect_bank', async () => {
    const { id } = await linkedApplication();
    const link = await getBankLink(org.id, id, 'sandbox');
    bank.revoked.push(link!.grant.accessToken);
    const answer = await rethread(id);
    expect([answer.status, answer.body.code]).toEqual([409, 'bank_link_expired']);
    expect(answer.body.message).toContain(`POST /v1/applications/applications/${id}/reconnect_bank`);
  });
});

describe('the lender\'s rethread when the bank asks for a PIN again', () => {
  it('answers 409 bank_link_expired (only the applicant can answer it: reconnect_bank), never a 5xx, and changes nothing', async () => {
    const { id } = await linkedApplication();
    const link = (await getBankLink(org.id, id, 'sandbox'))!;
    bank.requireOtp(link.grant.accessToken);
    const answer = await rethread(id);
    expect([answer.status, answer.body.code]).toEqual([409, 'bank_link_expired']);
    expect(answer.body.message).toContain('reconnect_bank');
    expect(await getBankLink(org.id, id, 'sandbox')).toEqual(link);
  });
});

/** Sets fields of the link item directly (a state another request left behind). */
async function setLink(applicationId: string, fields: Record<string, unknown>) {
  const names = Object.fromEntries(Object.keys(fields).map((key) => [`#${key}`, key]));
  const values = Object.fromEntries(Object.entries(fields).map(([key, value]) => [`:${key}`, value]));
  await dynamo.send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: keys.bankLink(org.id, applicationId, 'sandbox'),
      UpdateExpression: `SET ${Object.keys(fields).map((key) => `#${key} = :${key}`).join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

const connectionOf = async (applicationId: string) => (await api.json('GET', `/v1/bank_connections/${applicationId}/`, undefined, { token: org.apiToken })).body;

describe('linking again', () => {
  it('a rethread and a relink at once leave the relink\'s grant and accounts, and the old grant revoked', async () => {
    // The rethread's bank answers slowly (its old grant), so that the relink can finish first, or not.
    for (const delay of [0, 40, 150, 300]) {
      const { proxy_id: proxy, id } = await linkedApplication();
      const first = (await getBankLink(org.id, id, 'sandbox'))!;
      bank.addTransaction(new Date().toISOString().slice(0, 10), -12, 'Airtime');
      bank.slowGrants.set(first.grant.accessToken, delay);
      const relinkCode = fresh('good');
      const [rethreaded, relinked] = await Promise.all([rethread(id), oauthCode(proxy, relinkCode)]);
      expect(rethreaded.status).toBe(201);
      // The relink may meet the rethread's commit and merge again, or (rarely) give way: never a 5xx.
      expect([200, 409]).toContain(relinked.status);
      const link = (await getBankLink(org.id, id, 'sandbox'))!;
      expect(link.status).toBe('linked');
      if (relinked.status === 200) {
        expect(link.grant.accessToken).toBe(`token-${relinkCode}`);
        expect(link.version).toBeGreaterThan(first.version!);
        expect(bank.revoked).toContain(first.grant.accessToken);
      }
      expect(link.accounts.map((account) => account.external_id)).toEqual(['acc-001']);
      expect((await connectionOf(id)).accounts[0].transaction_count).toBe(bank.transactions.length);
      // Every `linked` on the timeline, once each: one per link that committed.
      expect((await kinds(id)).filter((kind) => kind === 'linked').length).toBe(relinked.status === 200 ? 2 : 1);
    }
  });

  it('a relink with another bank login is refused (409 different_bank_login, nothing changed, its grant revoked); the subject is on the link and in `linked`', async () => {
    const { proxy_id: proxy, id } = await linkedApplication(`${fresh('good')}@persona-1`);
    const before = (await getBankLink(org.id, id, 'sandbox'))!;
    expect(before.subject).toBe('persona-1');
    const other = `${fresh('good')}@persona-2`;
    const answer = await oauthCode(proxy, other);
    expect([answer.status, answer.body.code]).toEqual([409, 'different_bank_login']);
    expect(answer.body.message).toContain('same login as before');
    expect(bank.revoked).toEqual([`token-${other}`]);
    expect(await getBankLink(org.id, id, 'sandbox')).toEqual(before);
    const timeline = await events(id);
    expect(timeline.find((event) => event.kind === 'linked')!.detail).toMatchObject({ bank: 'sandbox', subject: 'persona-1' });
    expect(timeline.at(-1)).toMatchObject({ kind: 'link_failed', detail: { bank: 'sandbox', code: 'different_bank_login' } });
    expect((await api.json('GET', `/v1/connect/${proxy}/step`)).body.error).toMatchObject({ code: 'different_bank_login', next_step: 'retry' });
    // Also while a relink by the first login waits for its one-time PIN (the first login's data is still held).
    expect((await oauthCode(proxy, `${fresh('otp')}@persona-1`)).status).toBe(200);
    expect((await getBankLink(org.id, id, 'sandbox'))!).toMatchObject({ status: 'challenge', linked_subject: 'persona-1' });
    expect(bank.revoked).toContain(before.grant.accessToken);
    const during = await oauthCode(proxy, `${fresh('good')}@persona-2`);
    expect([during.status, during.body.code]).toEqual([409, 'different_bank_login']);
    // The same login again links.
    expect((await oauthCode(proxy, `${fresh('good')}@persona-1`)).status).toBe(200);
    expect((await getBankLink(org.id, id, 'sandbox'))!).toMatchObject({ status: 'linked', subject: 'persona-1', linked_subject: 'persona-1' });
  });

  it('a relink while another request is still fetching answers 409 concurrent_update (its grant revoked); a stale fetch is replaced', async () => {
    const { proxy_id: proxy, id } = await linkedApplication();
    await setLink(id, { status: 'fetching', updated_at: new Date().toISOString() });
    const code = fresh('good');
    const refused = await oauthCode(proxy, code);
    expect([refused.status, refused.body.code]).toEqual([409, 'concurrent_update']);
    expect(bank.revoked).toContain(`token-${code}`);
    expect((await getBankLink(org.id, id, 'sandbox'))!.status).toBe('fetching');
    await setLink(id, { updated_at: new Date(Date.now() - 10 * 60_000).toISOString() });
    const again = fresh('good');
    expect((await oauthCode(proxy, again)).status).toBe(200);
    expect((await getBankLink(org.id, id, 'sandbox'))!).toMatchObject({ status: 'linked', grant: { accessToken: `token-${again}` } });
  });

  it('revokes the replaced grant after a relink and the new grant when a failed relink puts the earlier link back; a revocation failure fails nothing', async () => {
    const firstCode = fresh('good');
    const { proxy_id: proxy, id } = await linkedApplication(firstCode);
    const failing = fresh('fetchdown');
    const failed = await oauthCode(proxy, failing);
    expect([failed.status, failed.body.code]).toEqual([503, 'bank_unavailable']);
    expect((await getBankLink(org.id, id, 'sandbox'))!).toMatchObject({ status: 'linked', grant: { accessToken: `token-${firstCode}` } });
    expect(bank.revoked).toEqual([`token-${failing}`]);
    const second = fresh('good');
    expect((await oauthCode(proxy, second)).status).toBe(200);
    expect(bank.revoked).toEqual([`token-${failing}`, `token-${firstCode}`]);
    bank.revokeFails = true;
    const third = fresh('good');
    expect((await oauthCode(proxy, third)).status).toBe(200);
    expect((await getBankLink(org.id, id, 'sandbox'))!.grant.accessToken).toBe(`token-${third}`);
  });

  it('a relink that fails at its one-time PIN keeps the earlier link: its login and accounts, another login still refused, the lender told to reconnect', async () => {
    const { proxy_id: proxy, id } = await newApplication();
    await linkSandbox(proxy);
    expect((await oauthCode(proxy, `${fresh('otp')}@persona-1`)).status).toBe(200);
    expect((await api.json('POST', `/v1/connect/${proxy}/step`, { fields: { otp: FAKE_OTP } })).status).toBe(200);
    const first = (await getBankLink(org.id, id, 'sandbox'))!;
    expect(first).toMatchObject({ status: 'linked', linked_subject: 'persona-1' });
    // The same person links again and reaches the PIN (the earlier grant is revoked then), then the bank locks the account.
    expect((await oauthCode(proxy, `${fresh('otp')}@persona-1`)).status).toBe(200);
    expect((await getBankLink(org.id, id, 'sandbox'))!.status).toBe('challenge');
    const locked = await api.json('POST', `/v1/connect/${proxy}/step`, { fields: { otp: LOCKING_OTP } });
    expect([locked.status, locked.body.code]).toEqual([403, 'bank_account_locked']);
    const kept = (await getBankLink(org.id, id, 'sandbox'))!;
    expect(kept).toMatchObject({ status: 'linked', linked_subject: 'persona-1', accounts: first.accounts, linked_at: first.linked_at });
    // Another person's login is still refused: the first person's data is still held.
    const other = await oauthCode(proxy, `${fresh('good')}@persona-2`);
    expect([other.status, other.body.code]).toEqual([409, 'different_bank_login']);
    // No usable grant is left: the lender is told to send a new link.
    const answer = await rethread(id);
    expect([answer.status, answer.body.code]).toEqual([409, 'bank_link_expired']);
    // The same person may still link again.
    expect((await oauthCode(proxy, `${fresh('good')}@persona-1`)).status).toBe(200);
    expect((await rethread(id)).status).toBe(201);
  });

  it('a relink whose fetch fails after its PIN keeps the earlier link (never deleted)', async () => {
    const { proxy_id: proxy, id } = await linkedApplication(`${fresh('good')}@persona-1`);
    const first = (await getBankLink(org.id, id, 'sandbox'))!;
    const code = `${fresh('otp')}@persona-1`;
    expect((await oauthCode(proxy, code)).status).toBe(200);
    // The bank's accounts API fails once the PIN is answered.
    jest.spyOn(bank, 'listAccounts').mockRejectedValue(new BankLinkError('bank_unavailable'));
    const failed = await api.json('POST', `/v1/connect/${proxy}/step`, { fields: { otp: FAKE_OTP } });
    expect([failed.status, failed.body.code]).toEqual([503, 'bank_unavailable']);
    jest.restoreAllMocks();
    expect((await getBankLink(org.id, id, 'sandbox'))!).toMatchObject({ status: 'linked', linked_subject: 'persona-1', accounts: first.accounts });
    expect((await oauthCode(proxy, `${fresh('good')}@persona-2`)).body.code).toBe('different_bank_login');
    expect((await rethread(id)).body.code).toBe('bank_link_expired');
  });

  it('a link deleted and written again never takes an earlier version: a write conditioned on the old one is refused', async () => {
    const { proxy_id: proxy, id } = await newApplication();
    await linkSandbox(proxy);
    expect((await oauthCode(proxy, fresh('otp'))).status).toBe(200);
    const stale = (await getBankLink(org.id, id, 'sandbox'))!;
    expect(stale.status).toBe('challenge');
    // The first attempt fails (never linked: deleted), the applicant starts again to the same step.
    expect((await api.json('POST', `/v1/connect/${proxy}/step`, { fields: { otp: LOCKING_OTP } })).status).toBe(403);
    expect(await getBankLink(org.id, id, 'sandbox')).toBeUndefined();
    expect((await oauthCode(proxy, fresh('otp'))).status).toBe(200);
    const current = (await getBankLink(org.id, id, 'sandbox'))!;
    expect(current.status).toBe('challenge');
    expect(current.version).not.toBe(stale.version);
    // A request still holding the first attempt's link cannot write over the new one.
    expect(await moveBankLink(stale, 'challenge', { status: 'fetching' })).toBeUndefined();
    expect(await getBankLink(org.id, id, 'sandbox')).toEqual(current);
  });

  it('a crash after the commit: data and link are in together, and the `linked` event is recorded once by the next request', async () => {
    const { proxy_id: proxy, id } = await newApplication();
    await linkSandbox(proxy);
    // The process dies right after the commit: the event's write fails (an emulator cannot drop a process).
    const send = dynamo.send.bind(dynamo);
    jest.spyOn(dynamo, 'send').mockImplementation((async (command: { input?: { UpdateExpression?: string } }) => {
      if (command.input?.UpdateExpression?.includes('recorded_event_ids')) throw new Error('injected: the process died');
      return send(command as never);
    }) as never);
    const crashed = await oauthCode(proxy, fresh('good'));
    expect(crashed.status).toBe(500);
    jest.restoreAllMocks();
    const link = (await getBankLink(org.id, id, 'sandbox'))!;
    expect(link.status).toBe('linked');
    expect(link.pending_event?.event.kind).toBe('linked');
    expect((await connectionOf(id)).accounts[0].transaction_count).toBe(bank.transactions.length);
    expect(await kinds(id)).not.toContain('linked');
    // The connect UI asks for the step next (several at once, as a reload would).
    await Promise.all([1, 2, 3].map(() => api.json('GET', `/v1/connect/${proxy}/step`)));
    expect((await kinds(id)).filter((kind) => kind === 'linked')).toHaveLength(1);
    expect((await getBankLink(org.id, id, 'sandbox'))!.pending_event).toBeUndefined();
    expect((await rethread(id)).status).toBe(201);
    expect((await kinds(id)).filter((kind) => kind === 'linked')).toHaveLength(1);
  });
});
