/**
 * The applicant's bank step under /v1/connect/{proxy_id}/ and the lender's routes around it,
 * through the local bridge against the emulators, with an in-memory connector for the sandbox
 * slug (test/helpers/fake-bank.ts; the real sandbox bank's round trip is connect-sandbox.test.ts).
 */
import { buildSaIdNumber } from '#schemas/sa-id';
import { OPERATIONS } from '../../schemas/operations/index.ts';
import { applicantPersonalInfo } from '../helpers/applicant.ts';
import {
  chooseSandbox,
  type FakeBank,
  FAKE_OTP,
  FAKE_REDIRECT_URI as REDIRECT_URI,
  FAKE_VERIFIER as VERIFIER,
  installFakeBank,
  postOAuthCode,
  startConnectStack,
  stopConnectStack,
} from '../helpers/fake-bank.ts';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { applicationEvents, createApplication, createConfig, openedApplication, WITH_PERSONAL_INFO } from '../helpers/lending.ts';
import { expireLink } from '../helpers/link-expiry.ts';
import type { TestServer } from '../helpers/server.ts';

let api: TestServer;
let org: TestOrganisation;
let bank: FakeBank;

const oauthCode = (proxy: string, code: string) => postOAuthCode(api, proxy, code);
const step = async (proxy: string) => (await api.json('GET', `/v1/connect/${proxy}/step`)).body;
const select = (proxy: string, body: unknown) => api.json('POST', `/v1/connect/${proxy}/banks`, body);
const linkSandbox = (proxy: string) => chooseSandbox(api, proxy);
const events = (applicationId: string) => applicationEvents(api, org, applicationId);
const connection = async (applicationId: string) => (await api.json('GET', `/v1/bank_connections/${applicationId}/`, undefined, { token: org.apiToken })).body;
let codes = 0;
const fresh = (kind: string) => `${kind}-${(codes += 1)}`;

/** An opened application whose applicant accepted the legal documents (bank data needs consent), unless `consent` is false. */
const newApplication = (options: { consent?: boolean } = {}) => openedApplication(api, org, options);

const expire = (applicationId: string) => expireLink(org, applicationId);

beforeAll(async () => ({ api, org } = await startConnectStack('connectbank')));
beforeEach(() => (bank = installFakeBank()));
afterAll(() => stopConnectStack(api));

/** The bank step's routes and personal info (the session and legal acceptances have their own tests). */
const OTHER_CONNECT_ROUTES = new Set(['Connect_acceptLegalDocuments']);
const APPLICANT_ROUTES = OPERATIONS.filter((op) => op.path.startsWith('/v1/connect/{proxy_id}/') && !OTHER_CONNECT_ROUTES.has(op.operationId));
const validBody: Record<string, unknown> = {
  Connect_selectBanks: [{ bank_id: 'fnb', upload_method: 'manual' }],
  Connect_submitStep: { fields: { otp: '1' } },
  Connect_threadOAuthCode: { code: 'x', code_verifier: VERIFIER, redirect_uri: REDIRECT_URI },
  Connect_threadOAuthError: { error: 'access_denied' },
  Connect_givePersonalInfo: applicantPersonalInfo(),
};

describe('applicant routes: the link', () => {
  it('covers the nine bank-step routes and personal info', () => {
    expect(APPLICANT_ROUTES.map((op) => `${op.method} ${op.path.replace('/v1/connect/{proxy_id}/', '')}`).sort()).toEqual([
      'GET bank_summary',
      'GET banks',
      'GET is_automated_link',
      'GET step',
      'POST banks',
      'POST complete',
      'POST oauth/code',
      'POST oauth/error',
      'POST step',
      'PUT personal_info',
    ]);
  });

  it('answers 404 for an unknown link and 410 once it has expired, on every route', async () => {
    const application = await newApplication({ consent: false });
    await expire(application.id);
    for (const op of APPLICANT_ROUTES) {
      const body = validBody[op.operationId];
      const unknown = await api.json(op.method, op.path.replace('{proxy_id}', '00000000-0000-4000-8000-000000000000'), body);
      expect([op.operationId, unknown.status, unknown.body.code]).toEqual([op.operationId, 404, 'application_not_found']);
      const expired = await api.json(op.method, op.path.replace('{proxy_id}', application.proxy_id), body);
      expect([op.operationId, expired.status, expired.body.code]).toEqual([op.operationId, 410, 'application_expired']);
      // The same UUID upper-cased is the same link (a client may echo it so), not an unknown one.
      const shouted = await api.json(op.method, op.path.replace('{proxy_id}', application.proxy_id.toUpperCase()), body);
      expect([op.operationId, shouted.status, shouted.body.code]).toEqual([op.operationId, 410, 'application_expired']);
    }
  });
});

describe('choosing banks and the step', () => {
  it('lists the banks, records the choice, and refuses unknown banks and methods not offered', async () => {
    const { proxy_id: proxy, id } = await newApplication();
    const banks = await api.json('GET', `/v1/connect/${proxy}/banks`);
    expect(banks.status).toBe(200);
    expect(banks.body.find((entry: { id: string }) => entry.id === 'sandbox')).toMatchObject({ display_name: 'Khanya Sandbox Bank', automated_active: true, is_selected: false });
    expect(banks.body.find((entry: { id: string }) => entry.id === 'capitec')).toMatchObject({ automated_active: false, methods_available: ['manual', 'email'] });

    expect((await select(proxy, [{ bank_id: 'capitec', upload_method: 'automatic' }])).body.code).toBe('bank_method_not_available');
    const unknown = await select(proxy, [{ bank_id: 'no-such-bank', upload_method: 'manual' }]);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'bank_not_found']);

    expect(await step(proxy)).toMatchObject({ type: 'FORM', complete: false, bank_id: null, login_fields: [], is_pdf_allowed: true, application_id: id });
    expect((await api.json('GET', `/v1/connect/${proxy}/is_automated_link`)).body).toEqual({ is_automated_link: false });

    const chosen = await select(proxy, [{ bank_id: 'capitec', upload_method: 'manual' }]);
    expect(chosen.body.filter((entry: { is_selected: boolean }) => entry.is_selected).map((entry: { id: string }) => entry.id)).toEqual(['capitec']);
    expect(await step(proxy)).toMatchObject({ type: 'COMPLETE', complete: true, bank_id: 'capitec' });

    expect((await linkSandbox(proxy)).status).toBe(200);
    expect((await api.json('GET', `/v1/connect/${proxy}/is_automated_link`)).body).toEqual({ is_automated_link: true });
    expect(await step(proxy)).toMatchObject({
      type: 'REDIRECT',
      complete: false,
      redirect_url: 'http://bank.test/authorize',
      redirect_type: 'oauth2',
      client_id: 'khanya-test',
      response_type: 'code',
      code_challenge_method: 'S256',
      bank_id: 'sandbox',
      error: null,
    });
    expect((await events(id)).filter((event) => event.kind === 'bank_chosen').map((event) => event.detail)).toEqual([{ banks: 'capitec:manual' }, { banks: 'sandbox:automatic' }]);
  });

  it('two selections at once: each answers, and the choice is one of them whole', async () => {
    const { proxy_id: proxy } = await newApplication();
    const a = [{ bank_id: 'fnb', upload_method: 'manual' }, { bank_id: 'absa', upload_method: 'email' }];
    const b = [{ bank_id: 'sandbox', upload_method: 'automatic' }];
    const answers = await Promise.all([select(proxy, a), select(proxy, b)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const selected = (await api.json('GET', `/v1/connect/${proxy}/banks`)).body.filter((entry: { is_selected: boolean }) => entry.is_selected).map((entry: { id: string }) => entry.id).sort();
    expect([['absa', 'fnb'], ['sandbox']]).toContainEqual(selected);
  });

  it('oauth/code and oauth/error before choosing a bank answer no_bank_selected', async () => {
    const { proxy_id: proxy } = await newApplication();
    const code = await oauthCode(proxy, fresh('good'));
    expect([code.status, code.body.code]).toEqual([409, 'no_bank_selected']);
    expect((await api.json('POST', `/v1/connect/${proxy}/oauth/error`, { error: 'access_denied' })).body.code).toBe('no_bank_selected');
    expect((await api.json('GET', `/v1/connect/${proxy}/bank_summary`)).body.code).toBe('no_bank_selected');
    expect(bank.exchanges).toBe(0);
  });
});

describe('linking', () => {
  it('links the account: data committed for analysis, the step complete, the summary, the timeline', async () => {
    const { proxy_id: proxy, id } = await newApplication();
    await linkSandbox(proxy);
    expect((await api.json('GET', `/v1/connect/${proxy}/bank_summary`)).body).toEqual({ bank_id: 'sandbox', accounts: null });
    const linked = await oauthCode(proxy, fresh('good'));
    expect([linked.status, linked.body]).toEqual([200, { success: true }]);
    expect(JSON.stringify(linked.body)).not.toContain('token-');

    const after = await step(proxy);
    expect(after).toMatchObject({ type: 'COMPLETE', complete: true, banks_already_linked: ['sandbox'], error: null });
    const held = await connection(id);
    expect(after.connection_id).toBe(held.id);
    expect(held.accounts).toEqual([expect.objectContaining({ account_number: '62001234567', bank_slug: 'sandbox', bank_name: 'Khanya Sandbox Bank', transaction_count: 40, balance: bank.account.balance })]);
    expect(['analysing', 'complete']).toContain(held.status);
    const summary = await api.json('GET', `/v1/connect/${proxy}/bank_summary`);
    expect(summary.body).toEqual({ bank_id: 'sandbox', accounts: [{ account_name: 'Everyday Cheque', account_number: '62001234567', account_type: 'current', balance: bank.account.balance, currency: 'ZAR' }] });
    expect(JSON.stringify(summary.body)).not.toContain('token-');

    // The config asks for personal info: done needs it (the connect UI asks before the bank step).
    const early = await api.json('POST', `/v1/connect/${proxy}/complete`);
    expect([early.status, early.body.code]).toEqual([409, 'personal_info_required']);
    expect((await api.json('PUT', `/v1/connect/${proxy}/personal_info`, applicantPersonalInfo())).status).toBe(200);
    const done = await api.json('POST', `/v1/connect/${proxy}/complete`);
    expect(done.body).toEqual({ redirect_url: 'https://lender.khanya.example/done' });
    expect((await events(id)).map((event) => event.kind)).toEqual(['opened', 'consented', 'bank_chosen', 'linked', 'personal_info_given', 'completed']);
  });

  it('the same code twice at once: one exchange, one link, no transaction twice', async () => {
    const { proxy_id: proxy, id } = await newApplication();
    await linkSandbox(proxy);
    const code = fresh('good');
    const answers = await Promise.all([oauthCode(proxy, code), oauthCode(proxy, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body.code).toBe('invalid_oauth_code');
    expect(bank.exchanges).toBe(1);
    expect((await connection(id)).accounts.map((account: { transaction_count: number }) => account.transaction_count)).toEqual([40]);
    expect((await events(id)).filter((event) => event.kind === 'linked')).toHaveLength(1);
  });

  it('linking twice does not duplicate transactions', async () => {
    const { proxy_id: proxy, id } = await newApplication();
    await linkSandbox(proxy);
    expect((await oauthCode(proxy, fresh('good'))).status).toBe(200);
    expect((await oauthCode(proxy, fresh('good'))).status).toBe(200);
    const held = await connection(id);
    expect(held.accounts).toHaveLength(1);
    expect(held.accounts[0].transaction_count).toBe(40);
  });

  it('linking again when the bank fails mid-fetch keeps the earlier link (and rethread still works)', async () => {
    const { proxy_id: proxy, id } = await newApplication();
    await linkSandbox(proxy);
    expect((await oauthCode(proxy, fresh('good'))).status).toBe(200);
    const failed = await oauthCode(proxy, fresh('fetchdown'));
    expect([failed.status, failed.body.code]).toEqual([503, 'bank_unavailable']);
    expect(await step(proxy)).toMatchObject({ type: 'COMPLETE', banks_already_linked: ['sandbox'], error: { code: 'bank_unavailable', next_step: 'retry' } });
    expect((await api.json('GET', `/v1/bank_connections/${id}/rethread`, undefined, { token: org.apiToken })).status).toBe(201);
    expect((await connection(id)).accounts[0].transaction_count).toBe(40);
  });

  it('a bank that asks a one-time PIN: FORM step, a wrong PIN keeps it with an error, the right one links', async () => {
    const { proxy_id: proxy, id } = await newApplication();
    await linkSandbox(proxy);
    expect((await oauthCode(proxy, fresh('otp'))).body).toEqual({ success: true });
    expect(await step(proxy)).toMatchObject({ type: 'FORM', complete: false, bank_id: 'sandbox', login_fields: [{ name: 'otp', label: 'One-time PIN', type: 'otp' }] });

    const wrong = await api.json('POST', `/v1/connect/${proxy}/step`, { fields: { otp: '000000' } });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'invalid_otp']);
    expect(await step(proxy)).toMatchObject({ type: 'FORM', error: { code: 'invalid_otp', next_step: 'retry' } });

    const right = await api.json('POST', `/v1/connect/${proxy}/step`, { fields: { otp: FAKE_OTP } });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ type: 'COMPLETE', complete: true, error: null, banks_already_linked: ['sandbox'] });
    expect((await connection(id)).accounts[0].transaction_count).toBe(40);
    expect((await events(id)).map((event) => event.kind)).toEqual(['opened', 'consented', 'bank_chosen', 'link_failed', 'linked']);

    const nothingAsked = await api.json('POST', `/v1/connect/${proxy}/step`, { fields: { otp: FAKE_OTP } });
    expect([nothingAsked.status, nothingAsked.body.code]).toEqual([409, 'invalid_application_status']);
  });

  it('two answers to one PIN at once: one fetches, both answer, one link', async () => {
    const { proxy_id: proxy, id } = await newApplication();
    await linkSandbox(proxy);
    await oauthCode(proxy, fresh('otp'));
    const answers = await Promise.all([1, 2].map(() => api.json('POST', `/v1/connect/${proxy}/step`, { fields: { otp: FAKE_OTP } })));
    // The second answer either finds the first still fetching (and answers the step: 200) or, when the
    // first already finished, finds nothing asked (409, as any later answer): one fetch and one link either way.
    const statuses = answers.map((answer) => [answer.status, answer.status === 200 ? null : answer.body.code]).sort();
    expect([
      [[200, null], [200, null]],
      [[200, null], [409, 'invalid_application_status']],
    ]).toContainEqual(statuses);
    expect(await step(proxy)).toMatchObject({ type: 'COMPLETE', error: null });
    expect(bank.sinceAsked).toHaveLength(1);
    expect((await connection(id)).accounts[0].transaction_count).toBe(40);
    expect((await events(id)).filter((event) => event.kind === 'linked')).toHaveLength(1);
  });

  it.each([
    ['locked', 403, 'bank_account_locked', 'contact_bank'],
    ['down', 503, 'bank_unavailable', 'retry'],
    ['denied', 400, 'bank_consent_denied', 'upload_instead'],
  ])('a bank refusal (%s) answers %d %s and the step says what to do next', async (kind, status, code, next) => {
    const { proxy_id: proxy, id } = await newApplication();
    await linkSandbox(proxy);
    const answer = await oauthCode(proxy, fresh(kind));
    expect([answer.status, answer.body.code]).toEqual([status, code]);
    expect(await step(proxy)).toMatchObject({ type: 'REDIRECT', complete: false, error: { code, next_step: next } });
    expect((await events(id)).at(-1)).toMatchObject({ kind: 'link_failed', detail: { bank: 'sandbox', code } });
    // The next attempt clears the error.
    expect((await oauthCode(proxy, fresh('good'))).status).toBe(200);
    expect((await step(proxy)).error).toBeNull();
  });

  it('a code used before (the bank refuses it) answers invalid_oauth_code with a retry', async () => {
    const { proxy_id: proxy } = await newApplication();
    await linkSandbox(proxy);
    bank.usedCodes.add('spent-1');
    const answer = await oauthCode(proxy, 'spent-1');
    expect([answer.status, answer.body.code]).toEqual([400, 'invalid_oauth_code']);
    expect((await step(proxy)).error).toMatchObject({ code: 'invalid_oauth_code', next_step: 'retry' });
  });

  it('oauth/error records link_failed and answers the step with the next step', async () => {
    const { proxy_id: proxy, id } = await newApplication();
    await linkSandbox(proxy);
    const denied = await api.json('POST', `/v1/connect/${proxy}/oauth/error`, { error: 'access_denied', error_description: 'The user said no' });
    expect(denied.status).toBe(200);
    expect(denied.body).toMatchObject({ type: 'REDIRECT', error: { code: 'bank_consent_denied', next_step: 'upload_instead' } });
    const down = await api.json('POST', `/v1/connect/${proxy}/oauth/error`, { error: 'temporarily_unavailable' });
    expect(down.body.error).toMatchObject({ code: 'bank_unavailable', next_step: 'retry' });
    expect((await events(id)).filter((event) => event.kind === 'link_failed').map((event) => event.detail)).toEqual([
      { bank: 'sandbox', code: 'bank_consent_denied', error: 'access_denied' },
      { bank: 'sandbox', code: 'bank_unavailable', error: 'temporarily_unavailable' },
    ]);
  });
});

describe('lender routes', () => {
  it('rethread: no linked bank → no_linked_bank; then only what is new, and two at once hold nothing twice', async () => {
    const { proxy_id: proxy, id } = await newApplication();
    const none = await api.json('GET', `/v1/bank_connections/${id}/rethread`, undefined, { token: org.apiToken });
    expect([none.status, none.body.code]).toEqual([400, 'no_linked_bank']);

    await linkSandbox(proxy);
    await oauthCode(proxy, fresh('good'));
    const newest = bank.transactions.at(-1)!.date;
    bank.addTransaction(new Date().toISOString().slice(0, 10), -12, 'Airtime');
    bank.addTransaction(new Date().toISOString().slice(0, 10), -30, 'Taxi');
    bank.sinceAsked.length = 0;
    const answers = await Promise.all([1, 2].map(() => api.json('GET', `/v1/bank_connections/${id}/rethread`, undefined, { token: org.apiToken })));
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [201, {}],
      [201, {}],
    ]);
    // Each asked only from the newest date held (the later one may already hold the first one's rows).
    expect(bank.sinceAsked).toHaveLength(2);
    // …as an instant (connector.ts): midnight SAST of that day.
    for (const since of bank.sinceAsked) {
      expect(since).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+02:00$/);
      expect(since!.slice(0, 10) >= newest).toBe(true);
    }
    const held = await connection(id);
    expect(held.accounts[0].transaction_count).toBe(42);
    expect(held.accounts[0].balance).toBe(bank.account.balance);
  });

  it('bank data needs consent: choosing a bank or sending a code before the legal documents are accepted answers 409 naming them', async () => {
    const { proxy_id: proxy } = await newApplication({ consent: false });
    const chosen = await select(proxy, [{ bank_id: 'sandbox', upload_method: 'automatic' }]);
    expect([chosen.status, chosen.body.code]).toEqual([409, 'legal_acceptance_required']);
    expect(chosen.body.message).toContain('@');
    const code = await api.json('POST', `/v1/connect/${proxy}/oauth/code`, { code: fresh('code'), code_verifier: VERIFIER, redirect_uri: REDIRECT_URI });
    expect([code.status, code.body.code]).toEqual([409, 'legal_acceptance_required']);
    expect((await api.json('GET', `/v1/connect/${proxy}/banks`)).body.some((bank: { is_selected: boolean }) => bank.is_selected)).toBe(false);
  });

  it('reconnect-bank-only: a new bank-only application for the same applicant and config', async () => {
    const original = await newApplication();
    const answer = await api.json('POST', `/v1/applications/applications/${original.id}/reconnect_bank`, undefined, { token: org.apiToken });
    expect(answer.status).toBe(201);
    const created = (await api.json('GET', `/v1/applications/applications/${answer.body.new_application_id}`, undefined, { token: org.apiToken })).body;
    const before = (await api.json('GET', `/v1/applications/applications/${original.id}`, undefined, { token: org.apiToken })).body;
    expect(created).toMatchObject({ applicant: before.applicant, config: before.config, status: 'created', redirect_url: before.redirect_url });
    expect(created.proxy_id).not.toBe(before.proxy_id);
    const session = (await api.json('GET', `/v1/connect/${created.proxy_id}`)).body;
    expect(session.bank_only).toBe(true);
    // The applicant's consent carries over, so the bank step works without asking again.
    expect(session.legal_acceptances.map((entry: { document_type: string }) => entry.document_type)).toEqual(before.legal_acceptances.map((entry: { document_type: string }) => entry.document_type));
    expect(session.legal_acceptances.length).toBeGreaterThan(0);
    expect((await api.json('GET', `/v1/connect/${original.proxy_id}`)).body.bank_only).toBe(false);
  });

  it('listings: applications with their applicant, and an applicant\'s applications with the newest marked', async () => {
    const lender = await registerOrganisation(api, 'listings');
    await createConfig(api, lender, { is_default: true, connections: WITH_PERSONAL_INFO });
    const first = await createApplication(api, lender);
    const info = applicantPersonalInfo({ first_names: 'Thandi', last_names: 'Dlamini', id_country: 'ZAF', email: 'thandi@example.com', phone: '+27821234567', gov_id: buildSaIdNumber('1990-01-15', { sequence: 5123 }) });
    const prefilled = await api.json('PUT', `/v1/personal_info_connections/${first.id}/prefill`, info, { token: lender.apiToken });
    expect(prefilled.status).toBeLessThan(300);
    const second = (await api.json('POST', `/v1/applications/applications/${first.id}/reconnect_bank`, undefined, { token: lender.apiToken })).body.new_application_id;

    const page = await api.json('GET', '/v1/applications/connects?limit=1', undefined, { token: lender.apiToken });
    expect(page.body).toMatchObject({ count: 1, has_next: true, has_prev: false, data: [{ id: second, applicant: first.applicant, applicant_name: null }] });
    const one = await api.json('GET', `/v1/applications/connects/${first.id}`, undefined, { token: lender.apiToken });
    expect(one.body).toMatchObject({ id: first.id, organisation: lender.id, applicant_name: 'Thandi Dlamini', id_number: info.gov_id, phone_number: info.phone, email: info.email, nationality: 'ZA', status: 'created' });
    const mine = await api.json('GET', `/v1/applications/applicants/${first.applicant}/applications`, undefined, { token: lender.apiToken });
    expect(mine.body.map((entry: { id: string; latest_connect: boolean }) => [entry.id, entry.latest_connect])).toEqual([
      [second, true],
      [first.id, false],
    ]);
    expect((await api.json('GET', `/v1/applications/applications/${first.id}/events`, undefined, { token: lender.apiToken })).body.map((event: { kind: string }) => event.kind)).toEqual(['personal_info_given']);
  });

  it('the timeline records the applicant\'s personal info and uploaded files (how many, from where; never what)', async () => {
    // Consent first: the applicant's upload of bank data needs it, as the bank routes do.
    const application = await newApplication();
    const info = applicantPersonalInfo({ first_names: 'Sipho', last_names: 'Nkosi', id_country: 'ZAF', email: 'sipho@example.com', phone: '+27821234567', gov_id: buildSaIdNumber('1990-01-15', { sequence: 5123 }) });
    expect((await api.json('PUT', `/v1/connect/${application.proxy_id}/personal_info`, info)).status).toBe(200);
    const boundary = '----khanya-events-boundary';
    const csv = 'date,description,amount,balance\r\n2025-01-02,Salary,100.00,100.00\r\n';
    const upload = await api.request('POST', `/v1/in/bank_connections/${application.proxy_id}/upload_file`, {
      body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.status).toBe(202);
    const timeline = await events(application.id);
    expect(timeline.map((event) => event.kind)).toEqual(['opened', 'consented', 'personal_info_given', 'files_uploaded']);
    expect(timeline[2]!.detail).toEqual({ by: 'applicant' });
    expect(timeline[3]!.detail).toEqual({ files: 1, source: 'applicant' });
    expect(JSON.stringify(timeline)).not.toContain('Sipho');
  });

  it('the timeline shows consent and, once the link expired, abandoned and expired', async () => {
    const application = await newApplication({ consent: false });
    const documents = (await api.json('GET', `/v1/connect/${application.proxy_id}`)).body.legal_documents as { document_type: string; version: string }[];
    await api.json('POST', `/v1/connect/${application.proxy_id}/legal_acceptances`, { acceptances: documents.map(({ document_type, version }) => ({ document_type, version })) });
    await expire(application.id);
    expect((await events(application.id)).map((event) => event.kind)).toEqual(['opened', 'consented', 'abandoned', 'expired']);
  });
});
