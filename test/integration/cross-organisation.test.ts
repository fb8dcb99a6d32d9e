/**
 * Tenant isolation over the whole operation table: every object is created in organisation A,
 * then every operation that takes its id is called with organisation B's credentials. Each must
 * answer 404 with the catalogue's not-found code for that object and nothing else in the body,
 * and A's objects must read exactly the same afterwards (B's writes changed nothing).
 *
 * The cases are generated from OPERATIONS: an operation with a path parameter that has no case
 * here (and is not one of the public capability-URL operations) fails the first test, so a new
 * operation cannot be forgotten. Operations taking ids in the body are covered too.
 */
import { billingPeriodOf } from '#core/billing';
import { billForPeriod, organisationForBilling } from '#platform/services/billing';
import { errorBody, type ErrorCode } from '#schemas/errors';
import type { Operation } from '#schemas/operation';
import { buildSaIdNumber } from '#schemas/sa-id';
import { OPERATIONS } from '../../schemas/operations/index.ts';
import { generatePersona, toByodPayload } from '#core/personas/index';
import { startFileWorkers, type FileWorkers } from '../helpers/workers.ts';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createApplicant, createApplication, createConfig, waitForConnectionStatus, WITH_PERSONAL_INFO } from '../helpers/lending.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/** What A owns, by the path parameter or body field that names it. */
interface Owned {
  tokenId: string;
  userId: string;
  configId: string;
  applicantId: string;
  applicationId: string;
  proxyId: string;
  connectionId: string;
  transactionId: string;
  /** An analysed account of A's (the operators' relabelling pages open it by id). */
  accountId: string;
  fileId: string;
  webhookEndpointId: string;
  webhookDeliveryId: string;
  billId: string;
  cardId: string;
  organisationId: string;
}

interface Case {
  params?: (a: Owned) => Record<string, string>;
  body?: (a: Owned, b: { applicantId: string }) => unknown;
  /** A multipart/form-data body (file uploads) instead of JSON. */
  multipart?: () => { body: Buffer; headers: Record<string, string> };
  expected: ErrorCode;
}

const DOB = '1990-01-15';
const PERSONAL_INFO = {
  first_names: 'Intruder',
  last_names: 'Other',
  date_of_birth: DOB,
  nationality: 'ZA',
  id_type: 'SA_ID',
  id_country: 'ZAF',
  email: 'intruder@b.khanya.example',
  phone: '+27821234567',
  gov_id: buildSaIdNumber(DOB, { sequence: 5123 }),
};
const byodPayload = () => toByodPayload(generatePersona('thin_file', { seed: 77, months: 2, accounts: 1 }));
const app = (a: Owned) => ({ application_id: a.applicationId });
const applicationNotFound: Case = { params: app, expected: 'application_not_found' };
const appFile = (a: Owned) => ({ application_id: a.applicationId, file_id: a.fileId });
/** A valid statement upload form (one small generic CSV). */
function statementForm(): { body: Buffer; headers: Record<string, string> } {
  const boundary = '----khanya-iso-boundary';
  const csv = 'date,description,amount,balance\r\n2025-01-02,Salary,100.00,100.00\r\n';
  return {
    body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Routes for Khanya's operators only (services/operators.ts): a lender's staff are refused with 403 whatever the id. */
const OPERATOR_OPERATIONS = new Set(['Organisations_updateEntitlements', 'Pages_relabelsAccountFile']);

/** Path-id operations, by operationId: B calls them with A's ids. */
const PATH_CASES: Record<string, Case> = {
  ApiTokens_revokeApiToken: { params: (a) => ({ token_id: a.tokenId }), expected: 'resource_not_found' },
  OrganisationUsers_deactivateUser: { params: (a) => ({ user_id: a.userId }), expected: 'resource_not_found' },
  Applicationconfigs_getApplicationConfigById: { params: (a) => ({ app_config_id: a.configId }), expected: 'application_config_not_found' },
  Applicationconfigs_updateConfig: {
    params: (a) => ({ app_config_id: a.configId }),
    body: () => ({ name: 'Taken over', is_default: true }),
    expected: 'application_config_not_found',
  },
  Applicationconfigs_archiveConfig: { params: (a) => ({ app_config_id: a.configId }), expected: 'application_config_not_found' },
  Applications_getApplicantDetails: { params: (a) => ({ applicant_id: a.applicantId }), expected: 'applicant_not_found' },
  Applications_getById: applicationNotFound,
  Personalinfoconnections_getOrganisationsPersonalConnectionsById: { params: (a) => ({ connection_id: a.connectionId }), expected: 'resource_not_found' },
  Personalinfoconnections_prefill: { params: app, body: () => PERSONAL_INFO, expected: 'application_not_found' },
  Bankconnections_uploadByod: { params: app, body: byodPayload, expected: 'application_not_found' },
  Bankconnections_getBankConnection: applicationNotFound,
  Bankconnections_getLabelledTransactions: applicationNotFound,
  Bankconnections_getLabelledTransactionsLegacy: applicationNotFound,
  Bankconnections_listTransactions: applicationNotFound,
  Bankconnections_relabelTransaction: {
    params: (a) => ({ application_id: a.applicationId, transaction_id: a.transactionId }),
    body: () => ({ new_label: 'Eating Out' }),
    expected: 'application_not_found',
  },
  Bankconnections_rerunCrunchAnalysis: applicationNotFound,
  Bankconnections_rerunThreadAnalysis: applicationNotFound,
  Applications_getApplicationEvents: applicationNotFound,
  Applications_reconnectBankOnly: applicationNotFound,
  Applications_getConnect: applicationNotFound,
  Applications_listApplicantConnects: { params: (a) => ({ applicant_id: a.applicantId }), expected: 'applicant_not_found' },
  Bankconnections_getAffordability: applicationNotFound,
  Bankconnections_getIncomeAnalysis: applicationNotFound,
  Bankconnections_getRiskInsights: applicationNotFound,
  Bankconnections_getLiquidityScore: applicationNotFound,
  Bankconnections_getLiquidityScoreLegacy: applicationNotFound,
  Bankconnections_getExpenseInsights: applicationNotFound,
  Bankconnections_getHealthScore: applicationNotFound,
  Bankconnections_getStatementSummary: applicationNotFound,
  Webhooks_getEndpoint: { params: (a) => ({ endpoint_id: a.webhookEndpointId }), expected: 'webhook_id_not_found' },
  Webhooks_updateEndpoint: { params: (a) => ({ endpoint_id: a.webhookEndpointId }), body: () => ({ url: 'http://127.0.0.1:9/taken', disabled: true }), expected: 'webhook_id_not_found' },
  Webhooks_deleteEndpoint: { params: (a) => ({ endpoint_id: a.webhookEndpointId }), expected: 'webhook_id_not_found' },
  Webhooks_rotateSecret: { params: (a) => ({ endpoint_id: a.webhookEndpointId }), expected: 'webhook_id_not_found' },
  Webhooks_testEndpoint: { params: (a) => ({ endpoint_id: a.webhookEndpointId }), expected: 'webhook_id_not_found' },
  Webhooks_listDeliveries: { params: (a) => ({ endpoint_id: a.webhookEndpointId }), expected: 'webhook_id_not_found' },
  Webhooks_replaySince: { params: (a) => ({ endpoint_id: a.webhookEndpointId }), body: () => ({ since: '2020-01-01T00:00:00Z' }), expected: 'webhook_id_not_found' },
  Webhooks_replayDelivery: { params: (a) => ({ delivery_id: a.webhookDeliveryId }), expected: 'webhook_id_not_found' },
  Bankconnections_getAffinityAds: applicationNotFound,
  // Operators only: another organisation's staff (or token) are refused before the id is looked at.
  Organisations_updateEntitlements: { params: (a) => ({ organisation_id: a.organisationId }), body: () => ({ entitlements: ['affinity'] }), expected: 'invalid_token_permissions' },
  Pages_relabelsAccountFile: { params: (a) => ({ account_id: a.accountId }), expected: 'invalid_token_permissions' },
  Billing_getBill: { params: (a) => ({ bill_id: a.billId }), expected: 'bill_not_found' },
  Billing_getInvoice: { params: (a) => ({ bill_id: a.billId }), expected: 'bill_not_found' },
  Billing_deleteCard: { params: (a) => ({ card_id: a.cardId }), expected: 'card_not_found' },
  Billing_relinkCard: { params: (a) => ({ card_id: a.cardId }), expected: 'card_not_found' },
  Bankconnections_uploadStatementsLender: { params: app, multipart: statementForm, expected: 'application_not_found' },
  Bankconnections_createStatementUploadUrl: { params: app, body: () => ({ filename: 'statement.pdf' }), expected: 'application_not_found' },
  Bankconnections_completeStatementUpload: { params: appFile, body: () => ({}), expected: 'application_not_found' },
  Bankconnections_listStatementFiles: applicationNotFound,
  Bankconnections_sendStatementFilePassword: { params: appFile, body: () => ({ password: 'guess' }), expected: 'application_not_found' },
};

/**
 * Public operations addressed by the applicant's unguessable proxy id: the id is the credential
 * (no organisation token is involved), so there is no "other organisation" to call them as.
 */
const CAPABILITY_URL_OPERATIONS = new Set([
  'Connect_openSession',
  'Connect_acceptLegalDocuments',
  'Connect_listBanks',
  'Connect_selectBanks',
  'Connect_getStep',
  'Connect_submitStep',
  'Connect_threadOAuthCode',
  'Connect_threadOAuthError',
  'Connect_getBankSummary',
  'Connect_isAutomatedLink',
  'Connect_complete',
  'Connect_givePersonalInfo',
  'Bankconnections_uploadCsv',
  'Bankconnections_uploadStatements',
  'Bankconnections_createUploadUrl',
  'Bankconnections_completeUpload',
  'Bankconnections_listFiles',
  'Bankconnections_sendFilePassword',
]);

/** Operations that take A's ids in the body, with B's own valid ids around them. */
const BODY_CASES: Array<[string, string, Case]> = [
  ['Applications_createNewApplication', "A's applicant", { body: (a) => ({ applicant_id: a.applicantId }), expected: 'applicant_not_found' }],
  ['Applications_createNewApplication', "A's config", { body: (a, b) => ({ applicant_id: b.applicantId, application_config_id: a.configId }), expected: 'application_config_not_found' }],
  ['Applications_createVetApplication', "A's applicant", { body: (a) => ({ applicant_id: a.applicantId }), expected: 'applicant_not_found' }],
  ['Applications_createVetApplication', "A's config", { body: (a, b) => ({ applicant_id: b.applicantId, application_config_id: a.configId }), expected: 'application_config_not_found' }],
  ['Applications_inviteByEmail', "A's applicant", { body: (a) => ({ recepient: 'someone@b.khanya.example', name: 'Someone', applicant_id: a.applicantId }), expected: 'applicant_not_found' }],
  ['Applications_inviteByEmail', "A's config", { body: (a) => ({ recepient: 'someone@b.khanya.example', name: 'Someone', application_config_id: a.configId }), expected: 'application_config_not_found' }],
  ['Billing_payBill', "A's bill", { body: (a) => ({ bill_id: a.billId, card_id: a.cardId }), expected: 'bill_not_found' }],
  ['Billing_topup', "A's card", { body: (a) => ({ card_id: a.cardId, topup_amount: 100 }), expected: 'card_not_found' }],
];

const hasPathId = (op: Operation) => op.path.includes('{');
const operation = (operationId: string) => {
  const op = OPERATIONS.find((candidate) => candidate.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  return op;
};

let api: TestServer;
let workers: FileWorkers;
let lenderA: TestOrganisation;
let lenderB: TestOrganisation;
let owned: Owned;
let bApplicantId: string;
let before: unknown;

async function waitForComplete(org: TestOrganisation, applicationId: string): Promise<void> {
  await waitForConnectionStatus(api, org, applicationId, ['complete'], 30_000);
}

/** Everything of A's that B's calls could touch, read by A. */
async function snapshotOfA(): Promise<Record<string, unknown>> {
  const read = async (path: string, token = lenderA.apiToken) => {
    const answer = await api.json('GET', path, undefined, { token });
    return { status: answer.status, body: answer.body };
  };
  return {
    config: await read(`/v1/application_configs/${owned.configId}`),
    configs: await read('/v1/application_configs'),
    applicant: await read(`/v1/applications/applicants/${owned.applicantId}`),
    application: await read(`/v1/applications/applications/${owned.applicationId}`),
    applications: await read('/v1/applications/applications'),
    events: await read(`/v1/applications/applications/${owned.applicationId}/events`),
    applicantApplications: await read(`/v1/applications/applicants/${owned.applicantId}/applications`),
    connection: await read(`/v1/personal_info_connections/${owned.connectionId}`),
    bank: await read(`/v1/bank_connections/${owned.applicationId}`),
    webhookEndpoint: await read(`/v1/webhooks/endpoints/${owned.webhookEndpointId}`),
    webhookDeliveries: await read(`/v1/webhooks/endpoints/${owned.webhookEndpointId}/deliveries`),
    bills: await read('/v1/billing/bills'),
    cards: await read('/v1/billing/cards'),
    balance: await read('/v1/billing/balance'),
    files: await read(`/v1/bank_connections/${owned.applicationId}/files`).then((answer) => ({
      ...answer,
      // Signed links differ on every read; the files themselves must not.
      body: Array.isArray(answer.body) ? answer.body.map((file: Record<string, unknown>) => ({ ...file, file_url: typeof file.file_url })) : answer.body,
    })),
    transactions: await read(`/v1/bank_connections/${owned.applicationId}/transactions?limit=100`),
    affordability: await read(`/v1/bank_connections/${owned.applicationId}/affordability`),
    tokens: await read('/v1/in/api_tokens', lenderA.session),
    users: await read('/v1/in/organisations/users', lenderA.session),
  };
}

beforeAll(async () => {
  api = await startTestServer();
  workers = await startFileWorkers('cross-organisation');
  [lenderA, lenderB] = await Promise.all([registerOrganisation(api, 'iso-a'), registerOrganisation(api, 'iso-b')]);

  const config = await createConfig(api, lenderA, { is_default: true, connections: WITH_PERSONAL_INFO });
  const application = await createApplication(api, lenderA, config.id);
  const uploaded = await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, toByodPayload(generatePersona('salaried_monthly', { seed: 21, months: 3, accounts: 1 })), { token: lenderA.apiToken });
  if (uploaded.status !== 200) throw new Error(`byod failed: ${uploaded.status} ${uploaded.text}`);
  const prefill = await api.json('PUT', `/v1/personal_info_connections/${application.id}/prefill`, { ...PERSONAL_INFO, first_names: 'Thandiwe' }, { token: lenderA.apiToken });
  if (prefill.status !== 200) throw new Error(`prefill failed: ${prefill.status} ${prefill.text}`);
  await waitForComplete(lenderA, application.id);
  // A statement file of A's (its own account), read and analysed before the snapshot.
  const statement = await api.request('POST', `/v1/bank_connections/${application.id}/statements`, { ...statementForm(), token: lenderA.apiToken });
  if (statement.status !== 202) throw new Error(`statement upload failed: ${statement.status} ${statement.text}`);
  const fileId: string = statement.body.files[0].id;
  for (const deadline = Date.now() + 30_000; ; ) {
    const files = await api.json('GET', `/v1/bank_connections/${application.id}/files`, undefined, { token: lenderA.apiToken });
    if (files.body?.[0]?.status !== 'processing') break;
    if (Date.now() > deadline) throw new Error('statement file never settled');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await waitForComplete(lenderA, application.id);
  const transactions = await api.json('GET', `/v1/bank_connections/${application.id}/transactions?limit=1`, undefined, { token: lenderA.apiToken });
  // A's webhook endpoint (the local server's own receiver) and a delivery to it, settled before the snapshot.
  const endpoint = await api.json('POST', '/v1/webhooks/endpoints', { url: `${api.url}/_local/webhooks` }, { token: lenderA.apiToken });
  const delivery = await api.json('POST', `/v1/webhooks/endpoints/${endpoint.body.id}/test`, undefined, { token: lenderA.apiToken });
  for (const deadline = Date.now() + 30_000; ; ) {
    const log = await api.json('GET', `/v1/webhooks/endpoints/${endpoint.body.id}/deliveries`, undefined, { token: lenderA.apiToken });
    if (log.body?.[0]?.status === 'succeeded') break;
    if (Date.now() > deadline) throw new Error(`webhook delivery never succeeded: ${log.text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A's bill (this month's, made now) and a stored card.
  const bill = await billForPeriod(await organisationForBilling(lenderA.id), billingPeriodOf(new Date()));
  const card = await api.json('POST', '/v1/billing/cards', { name: 'A card' }, { token: lenderA.apiToken });
  await api.peach.enterCard(decodeURIComponent(new URL(card.body.redirect_url).pathname.split('/').pop()!), { number: '4200000000000000' });
  const tokens = await api.json('GET', '/v1/in/api_tokens', undefined, { token: lenderA.session });
  const users = await api.json('GET', '/v1/in/organisations/users', undefined, { token: lenderA.session });
  owned = {
    tokenId: tokens.body[0]?.id,
    userId: users.body.users?.[0]?.id,
    configId: config.id,
    applicantId: application.applicant,
    applicationId: application.id,
    proxyId: application.proxy_id,
    connectionId: prefill.body.id,
    transactionId: transactions.body.data?.[0]?.id,
    accountId: transactions.body.data?.[0]?.account ?? transactions.body.data?.[0]?.account_id,
    fileId,
    webhookEndpointId: endpoint.body.id,
    webhookDeliveryId: delivery.body.id,
    billId: bill?.id as string,
    cardId: card.body.id,
    organisationId: lenderA.id,
  };
  for (const [name, value] of Object.entries(owned)) {
    if (typeof value !== 'string' || !/^[0-9a-zA-Z_-]{6,}$/.test(value)) throw new Error(`fixture: no ${name} (${String(value)})`);
  }

  // B has its own default config and applicant, so its requests are valid but for A's ids.
  await createConfig(api, lenderB, { is_default: true });
  bApplicantId = (await createApplicant(api, lenderB)).id;
  before = await snapshotOfA();
}, 90_000);

afterAll(async () => {
  await workers?.stop();
  await api?.close();
});

/** B's credentials the operation accepts: its owner's session (every scope) and, where the scope allows, its API token. */
function credentialsOfB(op: Operation): string[] {
  return op.auth?.scopes.includes('internal') ? [lenderB.session] : [lenderB.session, lenderB.apiToken];
}

async function callAsB(op: Operation, testCase: Case, token: string) {
  const params = testCase.params?.(owned) ?? {};
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${op.operationId}: the case gives no ${name}`);
    return encodeURIComponent(value);
  });
  // B's owner holds every permission and its token every permission too, so only ownership can refuse.
  if (testCase.multipart) return api.request(op.method, path, { ...testCase.multipart(), token });
  return api.json(op.method, path, testCase.body?.(owned, { applicantId: bApplicantId }), { token });
}

describe("another organisation's ids answer 404 and change nothing", () => {
  it('has a case for every operation with a path id (generated from the table)', () => {
    const missing = OPERATIONS.filter(hasPathId)
      .filter((op) => !(op.operationId in PATH_CASES) && !CAPABILITY_URL_OPERATIONS.has(op.operationId))
      .map((op) => `${op.operationId} (${op.method} ${op.path})`);
    expect(missing).toEqual([]);
    // The exemption is only for public operations; a secured one must have a case.
    for (const operationId of CAPABILITY_URL_OPERATIONS) expect([operationId, operation(operationId).auth]).toEqual([operationId, null]);
    // And no case names an operation that no longer exists or lost its path id.
    for (const operationId of Object.keys(PATH_CASES)) expect([operationId, hasPathId(operation(operationId))]).toEqual([operationId, true]);
  });

  it.each(OPERATIONS.filter(hasPathId).filter((op) => !CAPABILITY_URL_OPERATIONS.has(op.operationId)).map((op) => [op.operationId, op] as const))(
    '%s',
    async (operationId, op) => {
      const testCase = PATH_CASES[operationId];
      if (!testCase) throw new Error(`no cross-organisation case for ${operationId}: add one to PATH_CASES`);
      // Operator routes (their row names only Khanya's staff) refuse everyone else outright, 403; every other route hides A's ids behind 404.
      const operatorOnly = OPERATOR_OPERATIONS.has(operationId);
      expect([...op.errors, 'resource_not_found', ...(operatorOnly ? ['invalid_token_permissions'] : [])]).toContain(testCase.expected);
      for (const token of credentialsOfB(op)) {
        const answer = await callAsB(op, testCase, token);
        expect([answer.status, answer.body]).toEqual([operatorOnly ? 403 : 404, errorBody(testCase.expected)]);
      }
    },
  );

  it.each(BODY_CASES)('%s with %s in the body', async (operationId, _what, testCase) => {
    const op = operation(operationId);
    expect(op.errors).toContain(testCase.expected);
    for (const token of credentialsOfB(op)) {
      const answer = await callAsB(op, testCase, token);
      expect([answer.status, answer.body]).toEqual([404, errorBody(testCase.expected)]);
    }
  });

  it("leaves every object of A exactly as it was", async () => {
    expect(await snapshotOfA()).toEqual(before);
  });

  it('did not lose its teeth: A itself reads the same ids with 200', async () => {
    for (const op of ['Applications_getById', 'Applicationconfigs_getApplicationConfigById', 'Personalinfoconnections_getOrganisationsPersonalConnectionsById']) {
      const testCase = PATH_CASES[op]!;
      const path = operation(op).path.replace(/\{([^}]+)\}/g, (_, name: string) => testCase.params!(owned)[name]!);
      expect([op, (await api.json('GET', path, undefined, { token: lenderA.apiToken })).status]).toEqual([op, 200]);
    }
  });
});
