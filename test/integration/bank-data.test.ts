/**
 * Bank data end to end: BYOD and bank CSV uploads through the API, the analysis worker on the
 * queue (the same handler Lambda runs), every analysis endpoint and its states, relabelling,
 * recrunch, idempotency and tenant isolation.
 */
import { readFileSync } from 'node:fs';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { GetQueueAttributesCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import {
  AffordabilityAnalysisOutSchema,
  ExpensesInsightsOutModelSchema,
  HealthScoreOutSchema,
  IncomeAnalysisOutSchema,
  LiquidityScoreOutSchema,
  RiskInsightOutModelSchema,
  StatementSummaryOutSchema,
} from '#schemas/analyses';
import { dynamo } from '#platform/clients/dynamodb';
import { sqs } from '#platform/clients/sqs';
import { getAnalyses, getBankConnection, setLabelRuleDescription, type LabelRuleItem } from '#platform/repositories/bank-connections';
import { generatePersona, toByodPayload } from '#core/personas/index';
import { merchantKey } from '#core/labelling/index';
import { backfillRuleDescriptions } from '#platform/services/label-rule-backfill';
import { startFileWorkers, type FileWorkers } from '../helpers/workers.ts';
import { startQueueRunner } from '#local/queue-runner';
import { ensureQueueWithDlq } from '#local/resources';
import { handler as analyseBankData } from '../../functions/workers/analyse-bank-data.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createApplication, createConfig, waitForConnectionStatus } from '../helpers/lending.ts';
import { acceptLegalDocuments } from '../helpers/applicant.ts';

let api: TestServer;
let workers: FileWorkers;
beforeAll(async () => {
  api = await startTestServer();
  workers = await startFileWorkers('bank-data');
});
afterAll(async () => {
  await workers.stop();
  await api.close();
});

const ANALYSES = {
  affordability: AffordabilityAnalysisOutSchema,
  income_analysis: IncomeAnalysisOutSchema,
  risk_insights: RiskInsightOutModelSchema,
  liquidity_score: LiquidityScoreOutSchema,
  expenses_analysis: ExpensesInsightsOutModelSchema,
  health_score: HealthScoreOutSchema,
  statement_summary: StatementSummaryOutSchema,
} as const;

function waitForStatus(org: TestOrganisation, applicationId: string, wanted: string, timeoutMs = 20_000): Promise<Record<string, unknown>> {
  return waitForConnectionStatus(api, org, applicationId, [wanted], timeoutMs);
}

async function queueCounts(queueUrl: string): Promise<{ visible: number; inflight: number }> {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
  );
  return { visible: Number(Attributes?.ApproximateNumberOfMessages), inflight: Number(Attributes?.ApproximateNumberOfMessagesNotVisible) };
}

async function billableEvents(organisationId: string) {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: process.env.TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `ORG#${organisationId}`, ':prefix': 'BILLEVENT#' },
    }),
  );
  return answer.Items ?? [];
}

describe('BYOD → analyses', () => {
  it('analyses a salaried applicant and answers every analysis in its documented shape', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const application = await createApplication(api, org);
    const before = await api.json('GET', `/v1/bank_connections/${application.id}/affordability`, undefined, { token: org.apiToken });
    expect(before.status).toBe(400);
    expect(before.body).toEqual({ error_type: 'code', code: 'connection_not_ready', message: 'Connection not ready' });

    const persona = generatePersona('salaried_monthly', { seed: 7, months: 6, accounts: 2 });
    const uploaded = await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, toByodPayload(persona), { token: org.apiToken });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.status).toBe('analysing');
    expect(uploaded.body.accounts).toHaveLength(2);

    await waitForStatus(org, application.id, 'complete');
    for (const [segment, schema] of Object.entries(ANALYSES)) {
      const answer = await api.json('GET', `/v1/bank_connections/${application.id}/${segment}`, undefined, { token: org.apiToken });
      expect([segment, answer.status]).toEqual([segment, 200]);
      expect(() => schema.parse(answer.body)).not.toThrow();
    }
    const income = await api.json('GET', `/v1/bank_connections/${application.id}/income_analysis`, undefined, { token: org.apiToken });
    expect(income.body.income_analysis.income_indicator).toBe('monthly');
    expect(income.body.income_analysis.strike_date).toBe(persona.truth.usual_pay_day);

    const app = await api.json('GET', `/v1/applications/applications/${application.id}`, undefined, { token: org.apiToken });
    expect(app.body.status).toBe('complete');
    expect(await billableEvents(org.id)).toHaveLength(1);

    // Older paths answer as the new ones.
    const legacy = await api.json('GET', `/liquidity/${application.id}`, undefined, { token: org.apiToken });
    const current = await api.json('GET', `/v1/bank_connections/${application.id}/liquidity_score`, undefined, { token: org.apiToken });
    expect(legacy.body).toEqual(current.body);
  });

  it('labels every transaction with an exact label, confidence and source, and lists them with filters', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const application = await createApplication(api, org);
    const persona = generatePersona('heavy_gambler', { seed: 3, months: 3, accounts: 1 });
    await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, toByodPayload(persona), { token: org.apiToken });
    await waitForStatus(org, application.id, 'complete');

    const perAccount = await api.json('GET', `/v1/bank_connections/${application.id}/transactions/labelled`, undefined, { token: org.apiToken });
    expect(perAccount.status).toBe(200);
    const all = perAccount.body[0].transactions;
    expect(all).toHaveLength(persona.accounts[0]!.transactions.length);
    for (const transaction of all) {
      expect(typeof transaction.label).toBe('string');
      expect(transaction.label_confidence).toBeGreaterThanOrEqual(0);
      expect(transaction.label_confidence).toBeLessThanOrEqual(1);
      expect(['rule', 'model', 'organisation_rule', 'manual']).toContain(transaction.label_source);
    }
    const legacy = await api.json('GET', `/transactions/${application.id}`, undefined, { token: org.apiToken });
    expect(legacy.body).toEqual(perAccount.body);

    const page = await api.json('GET', `/v1/bank_connections/${application.id}/transactions?limit=5&label=Gambling`, undefined, { token: org.apiToken });
    expect(page.status).toBe(200);
    expect(page.body.count).toBeGreaterThan(5);
    expect(page.body.data).toHaveLength(5);
    expect(page.body).toMatchObject({ has_next: true, has_prev: false });
    expect(page.body.data.every((transaction: { label: string }) => transaction.label === 'Gambling')).toBe(true);
    expect(page.body.crunch_categories).toContain('Salaries and Wages');
    // The review summary covers every transaction of the application, not only the filtered page.
    const every = perAccount.body.flatMap((account: { transactions: Array<{ label_confidence: number }> }) => account.transactions);
    const below = every.filter((transaction: { label_confidence: number }) => transaction.label_confidence < 0.8).length;
    expect(page.body.review).toMatchObject({ threshold: 0.8, lines: every.length, lines_below: below });
    expect(page.body.review.amount_below_share).toBeGreaterThanOrEqual(0);
    expect(page.body.review.amount_below_share).toBeLessThanOrEqual(1);
    expect(page.body.available_accounts[0].account_number).toBe(persona.accounts[0]!.account_number);

    const risk = await api.json('GET', `/v1/bank_connections/${application.id}/risk_insights`, undefined, { token: org.apiToken });
    const gambling = risk.body.risk_insights.risk_insights.gambling_insights.monthly_average_gambling_proportion;
    expect(gambling).toBeGreaterThan(0.15);
  });
});

describe('refused uploads', () => {
  it('answers bank_not_configured, bank_account_exists and the contiguous error, storing nothing', async () => {
    const org = await registerOrganisation(api);
    const personalOnly = await createConfig(api, org, {
      connections: [{ name: 'personal_info', data_points: [{ name: 'personal_info', input_args: [], output_args: [] }] }],
    });
    const noBank = await createApplication(api, org, personalOnly.id);
    const payload = toByodPayload(generatePersona('thin_file', { seed: 1, months: 2, accounts: 1 }));
    const refused = await api.json('PUT', `/v1/bank_connections/${noBank.id}/byod`, payload, { token: org.apiToken });
    expect(refused.body).toEqual({ error_type: 'code', code: 'bank_not_configured', message: 'Bank Connection not configured in application config.' });

    const config = await createConfig(api, org);
    const application = await createApplication(api, org, config.id);
    const broken = structuredClone(payload);
    broken.accounts[0]!.transactions[1]!.balance = (broken.accounts[0]!.transactions[1]!.balance ?? 0) + 100;
    const contiguous = await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, broken, { token: org.apiToken });
    expect(contiguous.status).toBe(400);
    expect(contiguous.body).toMatchObject({ error_type: 'code', code: 'upload_contiguous_error', manual_upload_error_type: 'Contiguous Error' });
    expect(contiguous.body.details[0]).toMatchObject({ account: payload.accounts[0]!.account_number, column: 'balance' });
    const nothing = await api.json('GET', `/v1/bank_connections/${application.id}/`, undefined, { token: org.apiToken });
    expect(nothing.body.code).toBe('connection_not_ready');

    const accepted = await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, payload, { token: org.apiToken });
    expect(accepted.status).toBe(200);
    const again = await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, payload, { token: org.apiToken });
    expect(again.body).toEqual({ error_type: 'code', code: 'bank_account_exists', message: 'Bank Account already exists for this connection.' });
  });

  it('refuses amounts with more than two decimals (422) instead of rounding them', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const application = await createApplication(api, org);
    const payload = toByodPayload(generatePersona('thin_file', { seed: 2, months: 2, accounts: 1 }));
    payload.accounts[0]!.transactions[0]!.amount = 10.005;
    const answer = await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, payload, { token: org.apiToken });
    expect(answer.status).toBe(422);
    expect(answer.body.detail[0].loc).toEqual(['body', 'accounts', 0, 'transactions', 0, 'amount']);
  });
});

describe('states and preconditions', () => {
  it('answers 1_month_transaction_error for less than a month of data', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const application = await createApplication(api, org);
    const payload = toByodPayload(generatePersona('salaried_monthly', { seed: 4, months: 3, accounts: 1 }));
    const recent = payload.accounts[0]!.transactions.slice(-6);
    const lastDay = recent[recent.length - 1]!.datetime.slice(0, 10);
    const withinDays = recent.filter((transaction) => Date.parse(lastDay) - Date.parse(transaction.datetime.slice(0, 10)) < 10 * 86_400_000);
    payload.accounts[0]!.transactions = withinDays;
    payload.accounts[0]!.balance = withinDays[withinDays.length - 1]!.balance!;
    await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, payload, { token: org.apiToken });
    await waitForStatus(org, application.id, 'complete');
    const answer = await api.json('GET', `/v1/bank_connections/${application.id}/affordability`, undefined, { token: org.apiToken });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error_type: 'code', code: '1_month_transaction_error', message: 'Less than 1 month of transactions found.' });
    // The transactions themselves are readable.
    const listed = await api.json('GET', `/v1/bank_connections/${application.id}/transactions`, undefined, { token: org.apiToken });
    expect(listed.body.count).toBe(withinDays.length);
  });

  it("answers 404 for another organisation's application", async () => {
    const lenderA = await registerOrganisation(api);
    const lenderB = await registerOrganisation(api);
    await createConfig(api, lenderA, { is_default: true });
    const application = await createApplication(api, lenderA);
    await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, toByodPayload(generatePersona('thin_file', { seed: 5, months: 2, accounts: 1 })), { token: lenderA.apiToken });
    for (const path of ['/', '/affordability', '/transactions', '/transactions/labelled', '/recrunch']) {
      const answer = await api.json('GET', `/v1/bank_connections/${application.id}${path}`, undefined, { token: lenderB.apiToken });
      expect([path, answer.status, answer.body.code]).toEqual([path, 404, 'application_not_found']);
    }
    const upload = await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, toByodPayload(generatePersona('thin_file', { seed: 6, months: 2, accounts: 1 })), { token: lenderB.apiToken });
    expect(upload.status).toBe(404);
  });
});

describe('relabel, recrunch and idempotency', () => {
  it('relabels, re-analyses, keeps the manual label, learns a rule, and bills once however often it runs', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const application = await createApplication(api, org);
    const persona = generatePersona('salaried_monthly', { seed: 11, months: 3, accounts: 1 });
    await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, toByodPayload(persona), { token: org.apiToken });
    await waitForStatus(org, application.id, 'complete');
    const listing = await api.json('GET', `/v1/bank_connections/${application.id}/transactions?limit=100&label=Groceries`, undefined, { token: org.apiToken });
    const target = listing.body.data[0];
    expect(target).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{24}$/), label: 'Groceries', description: expect.any(String) });

    const relabelled = await api.json('PUT', `/v1/bank_connections/${application.id}/transactions/${target.id}/label`, { new_label: 'Eating Out' }, { token: org.apiToken });
    expect(relabelled.status).toBe(200);
    expect(relabelled.body).toEqual({ transaction_id: target.id, old_label: 'Groceries', new_label: 'Eating Out' });
    await waitForStatus(org, application.id, 'complete');
    const after = await api.json('GET', `/v1/bank_connections/${application.id}/transactions?limit=100&search=${encodeURIComponent(target.description.slice(0, 20))}`, undefined, { token: org.apiToken });
    const same = after.body.data.find((transaction: { id: string }) => transaction.id === target.id);
    expect(same).toMatchObject({ label: 'Eating Out', label_source: 'manual', label_confidence: 1 });

    const unknownLabel = await api.json('PUT', `/v1/bank_connections/${application.id}/transactions/${target.id}/label`, { new_label: 'Pizza' }, { token: org.apiToken });
    expect(unknownLabel.status).toBe(422);

    const recrunch = await api.json('GET', `/v1/bank_connections/${application.id}/recrunch`, undefined, { token: org.apiToken });
    expect(recrunch.status).toBe(200);
    await waitForStatus(org, application.id, 'complete');
    const first = await api.json('GET', `/v1/bank_connections/${application.id}/affordability`, undefined, { token: org.apiToken });
    const stored = async () => ({ connection: await getBankConnection(org.id, application.id), analyses: await getAnalyses(org.id, application.id) });
    const before = await stored();
    expect(before.connection).toMatchObject({ status: 'complete', analysed_generation: 3, requested_generation: 3 });

    // A redelivered message for an old generation does nothing: same answer, one bill. It goes
    // through a queue of its own, stepped by hand with the real queue runner and analysis
    // worker: pollOnce() returns once the worker has answered for the batch and the runner has
    // acknowledged it, so what follows is checked after the message was handled, not after a
    // guess at how long that takes.
    const redelivery = await ensureQueueWithDlq(sqs, `khanya-bank-data-redelivery-${randomBytes(4).toString('hex')}`);
    const runner = startQueueRunner({ queueUrl: redelivery.queueUrl, handler: analyseBankData, autoStart: false, waitTimeSeconds: 5 });
    try {
      await sqs.send(new SendMessageCommand({ QueueUrl: redelivery.queueUrl, MessageBody: JSON.stringify({ organisation: org.id, application: application.id, generation: 1 }) }));
      expect(await runner.pollOnce()).toBe(1);
    } finally {
      await runner.stop();
    }
    // Drained and not listed as a failure (a failed message would stay in flight, then come back).
    expect(await queueCounts(redelivery.queueUrl)).toEqual({ visible: 0, inflight: 0 });
    // Nothing was written: the connection and its analyses are as they were, to the timestamp.
    expect(await stored()).toEqual(before);
    const second = await api.json('GET', `/v1/bank_connections/${application.id}/affordability`, undefined, { token: org.apiToken });
    expect(second.body).toEqual(first.body);
    expect(await billableEvents(org.id)).toHaveLength(1);
  });

  // One salaried applicant's three months: a relabel of one Groceries debit to Eating Out teaches a rule.
  const ruleApplicant = toByodPayload(generatePersona('salaried_monthly', { seed: 11, months: 3, accounts: 1 }));
  const analysed = async (org: TestOrganisation) => {
    const application = await createApplication(api, org);
    await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, ruleApplicant, { token: org.apiToken });
    await waitForStatus(org, application.id, 'complete');
    return application.id;
  };
  const byRule = async (org: TestOrganisation, applicationId: string) => {
    const eatingOut: { description: string; label_source: string }[] = [];
    for (let page: { description: string; label_source: string }[] | undefined; page === undefined || page.length === 100; ) {
      const listing = await api.json('GET', `/v1/bank_connections/${applicationId}/transactions?limit=100&skip=${eatingOut.length}&label=Eating%20Out`, undefined, { token: org.apiToken });
      page = listing.body.data;
      eatingOut.push(...page!);
    }
    return eatingOut.filter((transaction) => transaction.label_source === 'organisation_rule');
  };
  const rulesOf = async (organisationId: string) =>
    (
      await dynamo.send(
        new QueryCommand({
          TableName: process.env.TABLE_NAME,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': `ORG#${organisationId}`, ':prefix': 'LABELRULE#' },
        }),
      )
    ).Items ?? [];
  /** Relabels the first application's first Groceries debit to Eating Out; answers the transaction and its rule. */
  const teach = async (org: TestOrganisation, applicationId: string) => {
    const listing = await api.json('GET', `/v1/bank_connections/${applicationId}/transactions?limit=100&label=Groceries`, undefined, { token: org.apiToken });
    const target = listing.body.data[0] as { id: string; description: string };
    await api.json('PUT', `/v1/bank_connections/${applicationId}/transactions/${target.id}/label`, { new_label: 'Eating Out' }, { token: org.apiToken });
    await waitForStatus(org, applicationId, 'complete');
    const [rule] = await rulesOf(org.id);
    return { target, rule: rule! };
  };
  /** Rewrites a rule as an engine that derived keys otherwise saved it: another key (and, before b6143e8, no description). */
  const asAnEarlierEngineSavedIt = async (rule: Record<string, unknown>, withDescription: boolean) => {
    const { description: _description, ...withoutDescription } = rule;
    await dynamo.send(new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: { pk: rule.pk, sk: rule.sk } }));
    const earlier = { ...(withDescription ? rule : withoutDescription), sk: 'LABELRULE#debit#AN EARLIER KEY', key: 'AN EARLIER KEY' };
    await dynamo.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: earlier }));
  };
  const recrunched = async (org: TestOrganisation, applicationId: string) => {
    expect((await api.json('GET', `/v1/bank_connections/${applicationId}/recrunch`, undefined, { token: org.apiToken })).status).toBe(200);
    await waitForStatus(org, applicationId, 'complete');
  };
  const sameMerchantDebits = (description: string) =>
    ruleApplicant.accounts.flatMap((account) => account.transactions).filter((transaction) => transaction.amount < 0 && merchantKey(transaction.description) === merchantKey(description));

  it("teaches the organisation a rule its next applications follow, which outlives a change in key derivation and never crosses to another organisation", async () => {
    const org = await registerOrganisation(api);
    const other = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    await createConfig(api, other, { is_default: true });

    const first = await analysed(org);
    const { target, rule } = await teach(org, first);
    expect(rule).toMatchObject({ key: merchantKey(target.description), label: 'Eating Out', direction: 'debit', description: target.description, created_from: target.id });
    // Every debit of the same merchant in the next application follows the rule, and nothing else does.
    const sameMerchant = sameMerchantDebits(target.description);
    expect(sameMerchant.length).toBeGreaterThan(1);
    const second = await analysed(org);
    const followed = await byRule(org, second);
    expect(followed.map((transaction) => transaction.description).sort()).toEqual(sameMerchant.map((transaction) => transaction.description).sort());

    // The rule as an engine that derived keys otherwise saved it: another key, the same description.
    await asAnEarlierEngineSavedIt(rule, true);
    await recrunched(org, second);
    expect(await byRule(org, second)).toHaveLength(sameMerchant.length);

    // Another organisation's applicant with the same merchant is labelled by the engine alone.
    expect(await rulesOf(other.id)).toEqual([]);
    expect(await byRule(other, await analysed(other))).toEqual([]);
  });

  it('gives a rule saved before rules kept their description the one it was taught from, once, however many runs at once', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const first = await analysed(org);
    const { target, rule } = await teach(org, first);
    // Saved by an engine that derived another key and kept no description: it no longer matches.
    await asAnEarlierEngineSavedIt(rule, false);
    // A rule naming a transaction no application labelled so cannot be told: it is left as it is.
    const { description: _description, ...bare } = rule;
    const stray = { ...bare, sk: 'LABELRULE#debit#A STRAY KEY', key: 'A STRAY KEY', label: 'Donation' };
    await dynamo.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: stray }));
    const second = await analysed(org);
    expect(await byRule(org, second)).toEqual([]);

    const runs = await Promise.all([backfillRuleDescriptions(org.id), backfillRuleDescriptions(org.id)]);
    expect(runs.map((run) => run.filled).sort()).toEqual([0, 1]);
    for (const run of runs) expect(run.unresolved).toEqual([{ key: 'A STRAY KEY', label: 'Donation', direction: 'debit', created_from: target.id }]);
    const rules = await rulesOf(org.id);
    expect(rules.find((item) => item.key === 'AN EARLIER KEY')).toMatchObject({ description: target.description, created_from: target.id, created_at: rule.created_at });
    expect(rules.find((item) => item.key === 'A STRAY KEY')?.description).toBeUndefined();

    await recrunched(org, second);
    expect(await byRule(org, second)).toHaveLength(sameMerchantDebits(target.description).length);
    // Again: nothing left to fill.
    expect(await backfillRuleDescriptions(org.id)).toMatchObject({ filled: 0, kept: 1, changedMeanwhile: 0, failed: [] });

    // A rule read bare, then taught again before the write: the newer relabel is never overwritten.
    const stale = { ...bare, sk: 'LABELRULE#debit#A RETAUGHT KEY', key: 'A RETAUGHT KEY' } as unknown as LabelRuleItem;
    await dynamo.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: stale }));
    await dynamo.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: { ...stale, created_at: '2099-01-01T00:00:00.000Z', description: 'THE NEWER RELABEL' } }));
    expect(await setLabelRuleDescription(org.id, stale, target.description)).toBe(false);
    expect((await rulesOf(org.id)).find((item) => item.key === 'A RETAUGHT KEY')?.description).toBe('THE NEWER RELABEL');
    // A hand-written rule with no created_at is filled too, not refused.
    const { created_at: _createdAt, ...undated } = stale as unknown as Record<string, unknown>;
    const handWritten = { ...undated, sk: 'LABELRULE#debit#A HAND WRITTEN KEY', key: 'A HAND WRITTEN KEY', label: 'Eating Out' };
    await dynamo.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: handWritten }));
    expect(await backfillRuleDescriptions(org.id)).toMatchObject({ filled: 1, failed: [] });
    expect((await rulesOf(org.id)).find((item) => item.key === 'A HAND WRITTEN KEY')?.description).toBe(target.description);
  });
});

describe('bank CSV export upload (applicant, by proxy id)', () => {
  it('reads a bank export, refuses the same file twice, and names the rows of a broken one', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const application = await createApplication(api, org);
    await acceptLegalDocuments(api, application.proxy_id);
    const file = readFileSync('functions/core/statements/fixtures/capitec-transaction-history.csv');

    const form = (bytes: Buffer, account: string) => {
      const boundary = '----khanya-test-boundary';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="account_number"\r\n\r\n${account}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bank_id"\r\n\r\ncapitec\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.csv"\r\nContent-Type: text/csv\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const path = `/v1/in/bank_connections/${application.proxy_id}/upload_csv`;
    const accountNumber = '1234567890';
    const uploaded = await api.request('POST', path, form(file, accountNumber));
    expect([uploaded.status, uploaded.text.slice(0, 300)]).toEqual([201, expect.any(String)]);
    expect(uploaded.body.accounts[0].bank_slug).toBe('capitec');
    const twice = await api.request('POST', path, form(file, accountNumber));
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('duplicate_upload');
    // Announced once, like any statement the applicant uploads; the duplicate is not.
    const events = (await api.json('GET', `/v1/applications/applications/${application.id}/events`, undefined, { token: org.apiToken })).body as { kind: string; detail: unknown }[];
    expect(events.filter((event) => event.kind === 'files_uploaded').map((event) => event.detail)).toEqual([{ files: 1, source: 'applicant' }]);

    // The third data row gets an impossible posting date: the whole file is refused, naming row 4.
    const broken = Buffer.from(file.toString('utf8').replace('3,1234567890,2024-03-02,', '3,1234567890,2024-02-31,'), 'utf8');
    expect(broken.equals(file)).toBe(false);
    const refused = await api.request('POST', path, form(broken, accountNumber));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'upload_parse_error', manual_upload_error_type: 'Parse Error' });
    expect(refused.body.details[0]).toMatchObject({ row: 4, account: accountNumber });
  });
});
