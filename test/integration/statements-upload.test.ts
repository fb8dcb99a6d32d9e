/**
 * Statement files end to end against the emulators, through the local bridge, the statement
 * worker on its queue and the analysis worker: upload (applicant by proxy id, lender by token),
 * per-file status, merging into the connection, limits, duplicates, presigned uploads,
 * concurrency (two files at once, the same bytes at once, a message delivered twice) and the
 * link's expiry. CSV statements until the PDF reader lands on main.
 */
import { filesForm } from '../helpers/multipart.ts';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { DeleteMessageCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { dynamo } from '#platform/clients/dynamodb';
import { s3 } from '#platform/clients/s3';
import { sqs } from '#platform/clients/sqs';
import { config } from '#platform/config';
import { getBankData } from '#platform/aws/bank-data-store';
import { statementSize } from '#platform/aws/statement-store';
import { getBankConnection } from '#platform/repositories/bank-connections';
import { keys } from '#platform/repositories/table-design';
import { ensureQueueWithDlq } from '#local/resources';
import { handler as parseStatementFiles } from '../../functions/workers/parse-statement-files.ts';
import { requeueInterruptedStatementFiles } from '../../local/requeue-statement-files.ts';
import { startFileWorkers, type FileWorkers } from '../helpers/workers.ts';
import { startTestServer, type AnyJson, type TestServer } from '../helpers/server.ts';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createApplication, createConfig, waitForConnectionStatus, WITH_PERSONAL_INFO } from '../helpers/lending.ts';
import { acceptLegalDocuments, applicantPersonalInfo } from '../helpers/applicant.ts';

let api: TestServer;
let workers: FileWorkers;
let org: TestOrganisation;
beforeAll(async () => {
  api = await startTestServer();
  workers = await startFileWorkers('statements-upload');
  org = await registerOrganisation(api, 'statements');
  await createConfig(api, org, { is_default: true });
}, 60_000);
afterAll(async () => {
  await workers?.stop();
  await api?.close();
});

// ── Statements the test makes: FNB transaction-history CSVs, one month each ──────────────────

interface Month {
  bytes: Buffer;
  rows: number;
  closing: number;
}

const rand = (cents: number) => (cents / 100).toFixed(2);

/** One month of an FNB export for `account`, opening at `opening` cents; `seed` varies the rows. */
function month(account: string, yearMonth: string, opening: number, seed = 1): Month {
  let balance = opening;
  const lines = ['ACCOUNT TRANSACTION HISTORY', `FOR ACCOUNT NUMBER ${account}`, 'Date,SERVICE FEE,Amount,DESCRIPTION,REFERENCE,Balance,CHEQUE NUMBER'];
  const rows: [number, number, string][] = [
    [1, 2_500_000, 'SALARY ACME HOLDINGS'],
    [3, -850_000 - seed, 'DEBIT ORDER RENT'],
    [5, -120_000, 'POS PURCHASE CHECKERS'],
    [9, -45_050, 'FNB APP PAYMENT TO T MOKOENA'],
    [14, -6_900, '#MONTHLY ACCOUNT FEE'],
    [20, -230_000 - seed * 3, 'POS PURCHASE PICK N PAY'],
    [27, -99_900, 'DEBIT ORDER VODACOM'],
  ];
  for (const [day, amount, description] of rows) {
    balance += amount;
    lines.push(`${yearMonth.replace('-', '/')}/${String(day).padStart(2, '0')},0,${rand(amount)},${description},REF${day},${rand(balance)},0`);
  }
  return { bytes: Buffer.from(`${lines.join('\r\n')}\r\n`), rows: rows.length, closing: balance };
}

/** Three consecutive months of one account. */
function quarter(account: string, seed = 1): [Month, Month, Month] {
  const jan = month(account, '2025-01', 1_000_000, seed);
  const feb = month(account, '2025-02', jan.closing, seed);
  const mar = month(account, '2025-03', feb.closing, seed);
  return [jan, feb, mar];
}

const accountNumber = () => `62${randomBytes(4).readUInt32BE(0).toString().padStart(9, '0')}`;

const form = filesForm;

const applicantUpload = (proxyId: string, files: Parameters<typeof form>[0], fields?: Record<string, string>) =>
  api.request('POST', `/v1/in/bank_connections/${proxyId}/upload_file`, form(files, fields));
const lenderUpload = (applicationId: string, files: Parameters<typeof form>[0], token = org.apiToken, fields?: Record<string, string>) =>
  api.request('POST', `/v1/bank_connections/${applicationId}/statements`, { ...form(files, fields), token });
const lenderFiles = async (applicationId: string): Promise<AnyJson[]> => {
  const answer = await api.json('GET', `/v1/bank_connections/${applicationId}/files`, undefined, { token: org.apiToken });
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Polls the lender's files list until no file is processing. */
async function settledFiles(applicationId: string, timeoutMs = 25_000): Promise<AnyJson[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await lenderFiles(applicationId);
    if (files.length > 0 && files.every((file) => file.status !== 'processing')) return files;
    if (Date.now() > deadline) throw new Error(`files never settled: ${JSON.stringify(files.map((f) => [f.title, f.status]))}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** An application whose applicant opened the link and accepted the legal documents (bank data needs consent), unless `consent` is false. */
async function newApplication({ consent = true } = {}) {
  const application = await createApplication(api, org);
  if (consent) await acceptLegalDocuments(api, application.proxy_id);
  return application;
}

async function itemsOf(prefix: string) {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `ORG#${org.id}`, ':prefix': prefix },
    }),
  );
  return answer.Items ?? [];
}

/** The application's transactions as (date, amount, balance, description), oldest first per account. */
async function transactionsOf(applicationId: string) {
  const connection = await getBankConnection(org.id, applicationId);
  if (!connection || connection.data_version === 0) return [];
  const data = await getBankData(org.id, applicationId, connection);
  return data.transactions.map((row) => [row.datetime.slice(0, 10), row.amount_cents, row.balance_cents, row.description]);
}

// ── Parked messages: the statement worker invoked by the test itself ─────────────────────────

/** Runs `upload` with the statement queue pointed at a queue no runner reads, and answers the messages it queued. */
async function parked(upload: () => Promise<unknown>): Promise<SQSEvent['Records']> {
  const queue = await ensureQueueWithDlq(sqs, `khanya-test-statements-parked-${randomBytes(4).toString('hex')}`);
  const own = process.env.STATEMENT_QUEUE_URL;
  process.env.STATEMENT_QUEUE_URL = queue.queueUrl;
  try {
    await upload();
  } finally {
    process.env.STATEMENT_QUEUE_URL = own;
  }
  const records: SQSEvent['Records'] = [];
  for (let round = 0; round < 5; round += 1) {
    const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queue.queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
    for (const message of Messages) {
      await sqs.send(new DeleteMessageCommand({ QueueUrl: queue.queueUrl, ReceiptHandle: message.ReceiptHandle! }));
      records.push({
        messageId: message.MessageId!,
        receiptHandle: message.ReceiptHandle!,
        body: message.Body!,
        attributes: { ApproximateReceiveCount: '1' } as SQSEvent['Records'][number]['attributes'],
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: queue.queueArn,
        awsRegion: 'af-south-1',
      });
    }
    if (Messages.length === 0 && records.length > 0) break;
  }
  return records;
}

const deliver = (...records: SQSEvent['Records']) => parseStatementFiles({ Records: records });

// ── Tests ────────────────────────────────────────────────────────────────────────────────────

describe('upload → parsed → analysed', () => {
  it('the applicant uploads three months of one account; each file is listed, merged into one account, and every analysis is readable', async () => {
    const application = await newApplication();
    const account = accountNumber();
    const [jan, feb, mar] = quarter(account);
    const uploaded = await applicantUpload(application.proxy_id, [
      { name: 'jan.csv', bytes: jan.bytes },
      { name: 'feb.csv', bytes: feb.bytes },
      { name: 'mar.csv', bytes: mar.bytes },
    ]);
    expect([uploaded.status, uploaded.text.slice(0, 300)]).toEqual([202, expect.any(String)]);
    expect(uploaded.body.files.map((file: AnyJson) => [file.title, file.status, file.size_bytes])).toEqual([
      ['jan.csv', 'processing', jan.bytes.length],
      ['feb.csv', 'processing', feb.bytes.length],
      ['mar.csv', 'processing', mar.bytes.length],
    ]);

    const files = await settledFiles(application.id);
    expect(files.map((file) => [file.title, file.status, file.error_code])).toEqual(
      expect.arrayContaining([
        ['jan.csv', 'parsed', null],
        ['feb.csv', 'parsed', null],
        ['mar.csv', 'parsed', null],
      ]),
    );
    const janFile = files.find((file) => file.title === 'jan.csv')!;
    expect(janFile).toMatchObject({
      bank_slug: 'fnb',
      account_number: account,
      statement_start_date: '2025-01-01',
      statement_end_date: '2025-01-27',
      opening_balance: 10_000,
      closing_balance: jan.closing / 100,
      transaction_count: 7,
      authenticity: { verdict: 'no_signals', signals: [] },
      manual_upload_error_type: null,
      size_unit: 'B',
    });
    // file_url is a working, signed link to the bytes as uploaded.
    const download = await fetch(janFile.file_url);
    expect(Buffer.from(await download.arrayBuffer()).equals(jan.bytes)).toBe(true);
    // The applicant sees the same list.
    const applicantList = await api.json('GET', `/v1/in/bank_connections/${application.proxy_id}/files`);
    expect(applicantList.status).toBe(200);
    expect(applicantList.body.map((file: AnyJson) => file.id).sort()).toEqual(files.map((file) => file.id).sort());

    const connection = await waitForConnectionStatus(api, org, application.id, ['complete'], 30_000);
    expect(connection.accounts).toHaveLength(1);
    expect(connection.accounts[0]).toMatchObject({ account_number: account, bank_slug: 'fnb', transaction_count: 21, balance: mar.closing / 100 });
    for (const analysis of ['affordability', 'income_analysis', 'statement_summary']) {
      const answer = await api.json('GET', `/v1/bank_connections/${application.id}/${analysis}`, undefined, { token: org.apiToken });
      expect([analysis, answer.status]).toEqual([analysis, 200]);
      if (analysis === 'statement_summary') {
        // An uploaded statement is a manual upload (the lender's own JSON is not).
        expect(JSON.stringify(answer.body)).toContain('"is_manual_upload":true');
        expect(JSON.stringify(answer.body)).not.toContain('"is_manual_upload":false');
      }
    }
    const labelled = await api.json('GET', `/v1/bank_connections/${application.id}/transactions?limit=100`, undefined, { token: org.apiToken });
    expect(labelled.body.data ?? labelled.body).toHaveLength(21);
  }, 60_000);

  it("a statement's printed period is data: the month it opens is full though its first row is on the 2nd, and its end is the statement date", async () => {
    // Absa, printed 1 December 2024 to 31 January 2025; its rows run from 2 December to 29 January.
    const application = await newApplication();
    const bytes = readFileSync(join(__dirname, '../../functions/core/pdf/fixtures/absa-transaction-history-2024q4.pdf'));
    expect((await lenderUpload(application.id, [{ name: 'statement.pdf', bytes, type: 'application/pdf' }])).status).toBe(202);
    const [file] = await settledFiles(application.id, 40_000);
    expect(file).toMatchObject({ status: 'parsed', statement_start_date: '2024-12-01', statement_end_date: '2025-01-31' });
    await waitForConnectionStatus(api, org, application.id, ['complete'], 30_000);
    const read = async (analysis: string) => (await api.json('GET', `/v1/bank_connections/${application.id}/${analysis}`, undefined, { token: org.apiToken })).body;
    const affordability = (await read('affordability')).affordability;
    // January stays partial: the analyses run as of the last row (29 January), whatever the statement's end.
    expect(affordability.monthly_affordability.map((m: AnyJson) => [m.month, m.full_month])).toEqual([[12, true], [1, false]]);
    const [account] = (await read('statement_summary')).statement_summary.accounts_summary;
    expect(account).toMatchObject({ statement_date: '2025-01-31', statement_start_date: '2024-12-01', statement_end_date: '2025-01-29', is_manual_upload: true });
  }, 60_000);

  /** The lender's own data for Lerato Mokoena: her FNB cheque account, August to September 2026. */
  const sendMokoenasData = async (applicationId: string) => {
    const account = { account_number: accountNumber(), account_name: 'Cheque', balance: 14800, bank_slug: 'fnb', account_holder_name: 'L MOKOENA' };
    const transactions = [
      { datetime: '2026-08-25', amount: 15000, balance: 15500, description: 'SALARY ACME (PTY) LTD' },
      { datetime: '2026-09-25', amount: -700, balance: 14800, description: 'POS PURCHASE CHECKERS' },
    ];
    const byod = await api.json('PUT', `/v1/bank_connections/${applicationId}/byod`, { accounts: [{ ...account, transactions }] }, { token: org.apiToken });
    expect(byod.status).toBeLessThan(300);
  };

  it("a statement of another person, or of another time, is read but flagged holder_mismatch and period_apart; the applicant's own is not", async () => {
    const pdf = readFileSync(join(__dirname, '../../docs/samples/data/statement-three-months.pdf')); // MR P NKOSI, April to June 2025
    const applicationOf = async (name: string) => {
      const applicant = await api.json('POST', '/v1/applications/applicants/', { name }, { token: org.apiToken });
      const application = await api.json('POST', '/v1/applications/', { applicant_id: applicant.body.id }, { token: org.apiToken });
      expect([applicant.status, application.status]).toEqual([201, 201]);
      return application.body.id as string;
    };
    const own = await applicationOf('Peter Nkosi');
    expect((await lenderUpload(own, [{ name: 'statement.pdf', bytes: pdf, type: 'application/pdf' }])).status).toBe(202);
    expect((await settledFiles(own, 40_000))[0].authenticity).toEqual({ verdict: 'no_signals', signals: [] });

    // The lender's own data for Lerato Mokoena, August to October 2026; then Peter Nkosi's 2025 statement.
    const other = await applicationOf('Lerato Mokoena');
    await sendMokoenasData(other);
    expect((await lenderUpload(other, [{ name: 'statement.pdf', bytes: pdf, type: 'application/pdf' }])).status).toBe(202);
    const flagged = (await settledFiles(other, 40_000)).find((file) => file.title === 'statement.pdf')!;
    expect(flagged.status).toBe('parsed');
    expect(flagged.authenticity.verdict).toBe('suspicious');
    expect(flagged.authenticity.signals.map((signal: AnyJson) => signal.code)).toEqual(['holder_mismatch', 'period_apart']);
    expect(flagged.authenticity.signals[0].detail).toContain('MR P NKOSI');
  }, 90_000);

  it("data sent after a statement was read judges it again: the lender's later data shows the statement is from another time", async () => {
    const pdf = readFileSync(join(__dirname, '../../docs/samples/data/statement-three-months.pdf')); // MR P NKOSI, April to June 2025
    const applicant = await api.json('POST', '/v1/applications/applicants/', { name: 'Peter Nkosi' }, { token: org.apiToken });
    const created = await api.json('POST', '/v1/applications/', { applicant_id: applicant.body.id }, { token: org.apiToken });
    const application = created.body.id as string;
    expect((await lenderUpload(application, [{ name: 'statement.pdf', bytes: pdf, type: 'application/pdf' }])).status).toBe(202);
    expect((await settledFiles(application, 40_000))[0].authenticity).toEqual({ verdict: 'no_signals', signals: [] });
    await waitForConnectionStatus(api, org, application, ['complete'], 30_000);

    // Then the lender's own data: another holder's account, a year after the statement.
    await sendMokoenasData(application);
    const [file] = await lenderFiles(application);
    // The applicant's name still matches the holder, so no holder_mismatch; the period is apart from the lender's data.
    expect(file.authenticity.verdict).toBe('suspicious');
    expect(file.authenticity.signals.map((signal: AnyJson) => signal.code)).toEqual(['period_apart']);
    expect(file.authenticity.signals[0].detail).toContain('2026-08-25 to 2026-09-25');
    // The applicant's own list carries the file's own signals only (the lender's data is not theirs to see).
    const applicantView = await api.json('GET', `/v1/in/bank_connections/${created.body.proxy_id}/files`);
    expect(applicantView.status).toBe(200);
    expect(applicantView.body[0].authenticity).toEqual({ verdict: 'no_signals', signals: [] });
  }, 90_000);

  it("a name the applicant types in personal info vouches for a statement only where it shares a name with the lender's: a stranger's name typed in does not", async () => {
    const pdf = readFileSync(join(__dirname, '../../docs/samples/data/statement-three-months.pdf')); // MR P NKOSI, April to June 2025
    const withInfo = await createConfig(api, org, { connections: WITH_PERSONAL_INFO });
    const applicationTyping = async (lenderName: string, typed: { first_names: string; last_names: string }) => {
      const applicant = await api.json('POST', '/v1/applications/applicants/', { name: lenderName }, { token: org.apiToken });
      const created = await api.json('POST', '/v1/applications/', { applicant_id: applicant.body.id, application_config_id: withInfo.id }, { token: org.apiToken });
      expect(created.status).toBe(201);
      await acceptLegalDocuments(api, created.body.proxy_id);
      expect((await api.json('PUT', `/v1/connect/${created.body.proxy_id}/personal_info`, applicantPersonalInfo(typed))).status).toBe(200);
      expect((await lenderUpload(created.body.id, [{ name: 'statement.pdf', bytes: pdf, type: 'application/pdf' }])).status).toBe(202);
      return (await settledFiles(created.body.id, 40_000))[0];
    };
    // Lerato Mokoena's application; the applicant types the statement's holder as their own name.
    const stranger = await applicationTyping('Lerato Mokoena', { first_names: 'Peter', last_names: 'Nkosi' });
    expect(stranger.authenticity.signals.map((signal: AnyJson) => signal.code)).toEqual(['holder_mismatch']);
    // Peter Nkosi's, under his second name: the name typed shares PETER with the lender's, and counts.
    const own = await applicationTyping('Peter Dlamini', { first_names: 'Peter', last_names: 'Nkosi' });
    expect(own.authenticity).toEqual({ verdict: 'no_signals', signals: [] });
  }, 90_000);

  it("a stranger's statement merged into the lender's account that came without a holder keeps holder_mismatch: the holder it fills in vouches for nothing", async () => {
    const pdf = readFileSync(join(__dirname, '../../docs/samples/data/statement-three-months.pdf')); // MR P NKOSI, 4095830108, April to June 2025, closing R 50 427.71
    const applicant = await api.json('POST', '/v1/applications/applicants/', { name: 'Lerato Mokoena' }, { token: org.apiToken });
    const created = await api.json('POST', '/v1/applications/', { applicant_id: applicant.body.id }, { token: org.apiToken });
    const application = created.body.id as string;
    // The lender's data for the same account, without its holder, following on in July 2025.
    const transactions = [
      { datetime: '2025-07-02', amount: -427.71, balance: 50000, description: 'POS PURCHASE' },
      { datetime: '2025-07-25', amount: 15000, balance: 65000, description: 'SALARY' },
    ];
    const byod = await api.json('PUT', `/v1/bank_connections/${application}/byod`, { accounts: [{ account_number: '4095830108', account_name: 'Cheque', balance: 65000, bank_slug: 'fnb', transactions }] }, { token: org.apiToken });
    expect(byod.status).toBeLessThan(300);
    await waitForConnectionStatus(api, org, application, ['complete'], 30_000);
    expect((await lenderUpload(application, [{ name: 'statement.pdf', bytes: pdf, type: 'application/pdf' }])).status).toBe(202);
    const [file] = await settledFiles(application, 40_000);
    expect(file.status).toBe('parsed');
    // One account: the statement went into the lender's, which now shows the statement's holder.
    const connection = await waitForConnectionStatus(api, org, application, ['complete'], 30_000);
    expect(connection.accounts).toEqual([expect.objectContaining({ account_number: '4095830108', account_holder_name: 'MR P NKOSI' })]);
    // Listed again after the merge: still another holder than the applicant's, and not apart from the lender's July rows.
    const [listed] = await lenderFiles(application);
    expect(listed.authenticity.signals.map((signal: AnyJson) => signal.code)).toEqual(['holder_mismatch']);
    expect(listed.authenticity.verdict).toBe('suspicious');
  }, 90_000);

  it('the lender uploads with its token; another account becomes another account', async () => {
    const application = await newApplication();
    const [a] = quarter(accountNumber());
    const [b] = quarter(accountNumber(), 2);
    const uploaded = await lenderUpload(application.id, [
      { name: 'a.csv', bytes: a.bytes },
      { name: 'b.csv', bytes: b.bytes },
    ]);
    expect(uploaded.status).toBe(202);
    const files = await settledFiles(application.id);
    expect(files.map((file) => file.status)).toEqual(['parsed', 'parsed']);
    const connection = await waitForConnectionStatus(api, org, application.id, ['complete'], 30_000);
    expect(connection.accounts).toHaveLength(2);
  }, 60_000);

  it('a gap between statements of one account fails the later file with statements_not_contiguous, naming the dates; the rest stays', async () => {
    const application = await newApplication();
    const [jan, , mar] = quarter(accountNumber());
    expect((await lenderUpload(application.id, [{ name: 'jan.csv', bytes: jan.bytes }])).status).toBe(202);
    await settledFiles(application.id);
    expect((await lenderUpload(application.id, [{ name: 'mar.csv', bytes: mar.bytes }])).status).toBe(202);
    const files = await settledFiles(application.id);
    const refused = files.find((file) => file.title === 'mar.csv')!;
    expect(refused).toMatchObject({ status: 'failed', error_code: 'statements_not_contiguous', manual_upload_error_type: 'Contiguous Error', bank_slug: null });
    expect(refused.message).toContain('2025-01-27');
    expect(refused.message).toContain('2025-03-01');
    expect(await transactionsOf(application.id)).toHaveLength(7);
  }, 60_000);

  it('a Capitec export with pending card authorisations: the posted rows are read, each pending row is named, none is stored', async () => {
    const application = await newApplication();
    const bytes = readFileSync(join(__dirname, '../../functions/core/statements/fixtures/capitec-pending-rows.csv'));
    expect((await applicantUpload(application.proxy_id, [{ name: 'account_statement.csv', bytes }])).status).toBe(202);
    const [file] = await settledFiles(application.id);
    expect(file).toMatchObject({ status: 'parsed', bank_slug: 'capitec', transaction_count: 8, closing_balance: 1003.29 });
    expect(file.authenticity.verdict).toBe('no_signals');
    expect(file.authenticity.signals.map((signal: AnyJson) => [signal.code, signal.row])).toEqual([['row_not_posted', 5], ['row_not_posted', 9], ['row_not_posted', 10]]);
    const stored = await transactionsOf(application.id);
    expect(stored).toHaveLength(8);
    expect(stored.filter((row) => String(row[3]).includes('Pending'))).toEqual([]);
  }, 30_000);

  it("a Capitec export's own category of a row names a purchase the engine cannot place (bank_category); it never makes income", async () => {
    const application = await newApplication();
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const bytes = Buffer.from(
      [
        'Nr,Account,Posting Date,Transaction Date,Description,Original Description,Parent Category,Category,Money In,Money Out,Fee,Balance',
        `1,1234567890,${day(20)},${day(20)} 08:02,Payment Received: Zanele Khumalo,ZANELE KHUMALO,Salary,Salary,2500.00,,,2600.00`,
        `2,1234567890,${day(18)},${day(19)} 13:11,Kwa Mam Nomsa Soweto (Card 5512),KWA MAM NOMSA SOWETO ZA,Food,Takeaways,,-86.50,,2513.50`,
        `3,1234567890,${day(15)},${day(16)} 17:40,Zola Trading Soweto (Card 5512),ZOLA TRADING SOWETO ZA,Uncategorised,Uncategorised,,-45.00,,2468.50`,
      ].join('\n') + '\n',
    );
    expect((await applicantUpload(application.proxy_id, [{ name: 'account_statement.csv', bytes }])).status).toBe(202);
    const [file] = await settledFiles(application.id);
    expect(file).toMatchObject({ status: 'parsed', bank_slug: 'capitec', transaction_count: 3 });
    await waitForConnectionStatus(api, org, application.id, ['complete', 'failed'], 30_000);
    const listed = await api.json('GET', `/v1/bank_connections/${application.id}/transactions?limit=100`, undefined, { token: org.apiToken });
    const labels = Object.fromEntries((listed.body.data as AnyJson[]).map((t) => [t.description, t.label]));
    expect(labels).toEqual({
      'Payment Received: Zanele Khumalo': 'Bank Transfer',
      'Kwa Mam Nomsa Soweto (Card 5512)': 'Eating Out',
      'Zola Trading Soweto (Card 5512)': 'Uncategorised',
    });
    // The bank's category is evidence kept with the stored row, not an API field.
    expect(JSON.stringify(listed.body)).not.toContain('bank_category');
  }, 45_000);

  it('a Discovery export is matched to the account its file name carries (Discovery prints it nowhere else); renamed, it is refused with the reason', async () => {
    const bytes = readFileSync(join(__dirname, '../../functions/core/statements/fixtures/discovery-transaction-history.csv'));
    const named = await newApplication();
    expect((await applicantUpload(named.proxy_id, [{ name: 'DiscoveryBank_10349981527_20250601_20250612.csv', bytes }])).status).toBe(202);
    const [file] = await settledFiles(named.id);
    expect(file).toMatchObject({ status: 'parsed', bank_slug: 'discovery', account_number: '10349981527' });
    expect(file.authenticity.signals.map((signal: AnyJson) => signal.code)).toEqual(['row_not_posted']);

    const renamed = await newApplication();
    expect((await applicantUpload(renamed.proxy_id, [{ name: 'transactions.csv', bytes }])).status).toBe(202);
    const [refusedFile] = await settledFiles(renamed.id);
    expect(refusedFile).toMatchObject({ status: 'failed', error_code: 'invalid_statement' });
    expect(refusedFile.message).toMatch(/does not show its account number/);
    expect(await getBankConnection(org.id, renamed.id)).toBeUndefined();
  }, 40_000);

  it("the upload's account_number: an export that prints none is read as that account's (form and presigned); a statement of another account is refused", async () => {
    const discovery = readFileSync(join(__dirname, '../../functions/core/statements/fixtures/discovery-transaction-history.csv'));
    const named = await newApplication();
    expect((await lenderUpload(named.id, [{ name: 'transactions.csv', bytes: discovery }], org.apiToken, { account_number: '10349981527' })).status).toBe(202);
    const [file] = await settledFiles(named.id);
    expect(file).toMatchObject({ status: 'parsed', bank_slug: 'discovery', account_number: '10349981527' });
    const connection = await api.json('GET', `/v1/bank_connections/${named.id}`, undefined, { token: org.apiToken });
    expect(connection.body.accounts.map((account: AnyJson) => account.account_number)).toEqual(['10349981527']);

    // The generic format names no bank and no account: both come with the presigned upload.
    const generic = readFileSync(join(__dirname, '../../functions/core/statements/fixtures/generic.csv'));
    const presigned = await newApplication();
    const url = await api.json('POST', `/v1/bank_connections/${presigned.id}/statements/upload_url`, { filename: 'history.csv', content_type: 'text/csv', account_number: '4081234567', bank_id: 'absa' }, { token: org.apiToken });
    expect(url.status).toBe(201);
    expect((await fetch(url.body.upload_url, { method: 'PUT', headers: url.body.headers, body: generic })).status).toBe(200);
    expect((await api.json('POST', `/v1/bank_connections/${presigned.id}/statements/${url.body.file_id}/complete`, {}, { token: org.apiToken })).status).toBe(202);
    const [genericFile] = await settledFiles(presigned.id);
    expect(genericFile).toMatchObject({ status: 'parsed', bank_slug: 'absa', account_number: '4081234567' });

    // A statement that prints its own number is checked against the one given: another applicant's is refused, nothing stored.
    const other = await newApplication();
    const [jan] = quarter(accountNumber());
    expect((await lenderUpload(other.id, [{ name: 'jan.csv', bytes: jan.bytes }], org.apiToken, { account_number: '62000000001' })).status).toBe(202);
    const [refused] = await settledFiles(other.id);
    expect(refused).toMatchObject({ status: 'failed', error_code: 'invalid_statement', manual_upload_error_type: 'Parse Error' });
    expect(refused.message).toContain('not 62000000001');
    expect(await getBankConnection(org.id, other.id)).toBeUndefined();
  }, 60_000);

  it('an unreadable CSV fails with a message, and the raw file is kept for audit', async () => {
    const application = await newApplication();
    expect((await lenderUpload(application.id, [{ name: 'notes.txt', bytes: Buffer.from('hello, this is not a statement\n') }])).status).toBe(202);
    const [file] = await settledFiles(application.id);
    expect(file).toMatchObject({ status: 'failed', manual_upload_error_type: 'Parse Error', error_code: 'not_a_bank_statement' });
    expect(file.message).toEqual(expect.any(String));
    expect((await fetch(file.file_url)).status).toBe(200);
    expect(await getBankConnection(org.id, application.id)).toBeUndefined();
  }, 30_000);
});

describe('limits', () => {
  it('more than 12 files → 400 too_many_files; a file over 20 MiB → 413 file_too_large; another type → 400 unsupported_file_type; nothing stored', async () => {
    const application = await newApplication();
    const small = { name: 's.csv', bytes: month(accountNumber(), '2025-01', 0).bytes };
    const tooMany = await applicantUpload(application.proxy_id, Array.from({ length: 13 }, (_, index) => ({ ...small, name: `s${index}.csv` })));
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 'too_many_files']);
    expect(tooMany.body.message).toContain('12');

    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 'a');
    const tooBig = await lenderUpload(application.id, [{ name: 'big.csv', bytes: big }]);
    expect([tooBig.status, tooBig.body.code]).toEqual([413, 'file_too_large']);
    expect(tooBig.body.message).toContain('20 MiB');

    // A real 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const wrongType = await lenderUpload(application.id, [small, { name: 'photo.png', bytes: png, type: 'image/png' }]);
    expect([wrongType.status, wrongType.body.code]).toEqual([400, 'unsupported_file_type']);
    expect(wrongType.body.message).toContain('photo.png is a PNG image');

    expect(await lenderFiles(application.id)).toEqual([]);
    expect(await itemsOf(`STMTFILE#${application.id}#`)).toEqual([]);
  }, 60_000);

  it('twelve files of 20 MiB fit the local request limit (the check is per file, not the bridge\'s 10 MiB)', async () => {
    const application = await newApplication();
    const exactly = Buffer.alloc(20 * 1024 * 1024, 'b');
    const answer = await lenderUpload(application.id, [{ name: 'max.csv', bytes: exactly }]);
    expect(answer.status).toBe(202);
    expect(answer.body.files[0]).toMatchObject({ size_bytes: 20 * 1024 * 1024, size: 20, size_unit: 'MB', size_unit_concat: '20 MB' });
    const [file] = await settledFiles(application.id, 60_000);
    expect(file.status).toBe('failed');
  }, 90_000);
});

describe('duplicates', () => {
  it('the same bytes again (later, or twice in one request) give one accepted file and one duplicate_upload', async () => {
    const application = await newApplication();
    const [jan] = quarter(accountNumber());
    const first = await lenderUpload(application.id, [{ name: 'jan.csv', bytes: jan.bytes }]);
    expect(first.body.files[0].status).toBe('processing');
    const again = await applicantUpload(application.proxy_id, [{ name: 'jan-again.csv', bytes: jan.bytes }]);
    expect(again.status).toBe(202);
    expect(again.body.files[0]).toMatchObject({ status: 'failed', error_code: 'duplicate_upload' });
    // Only the accepted file is announced (timeline and webhook alike come from one place).
    const uploadedEvents = async (applicationId: string) =>
      ((await api.json('GET', `/v1/applications/applications/${applicationId}/events`, undefined, { token: org.apiToken })).body as AnyJson[])
        .filter((event) => event.kind === 'files_uploaded')
        .map((event) => event.detail);
    expect(await uploadedEvents(application.id)).toEqual([{ files: 1, source: 'lender' }]);

    const other = await newApplication();
    const [feb] = quarter(accountNumber());
    const twice = await lenderUpload(other.id, [
      { name: 'one.csv', bytes: feb.bytes },
      { name: 'two.csv', bytes: feb.bytes },
    ]);
    expect(twice.body.files.map((file: AnyJson) => file.status).sort()).toEqual(['failed', 'processing']);
    expect(await uploadedEvents(other.id)).toEqual([{ files: 1, source: 'lender' }]);
    await settledFiles(other.id);
    expect(await transactionsOf(other.id)).toHaveLength(7);
  }, 60_000);

  it('two identical uploads at once: exactly one file is accepted, its rows land once', async () => {
    const application = await newApplication();
    const [jan] = quarter(accountNumber());
    const answers = await Promise.all(Array.from({ length: 4 }, () => lenderUpload(application.id, [{ name: 'jan.csv', bytes: jan.bytes }])));
    const statuses = answers.map((answer) => answer.body.files[0].status);
    expect(statuses.filter((status) => status === 'processing')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'failed')).toHaveLength(3);
    const files = await settledFiles(application.id);
    expect(files.map((file) => file.error_code).sort()).toEqual(['duplicate_upload', 'duplicate_upload', 'duplicate_upload', null]);
    expect(await transactionsOf(application.id)).toHaveLength(7);
  }, 60_000);
});

describe('concurrency and redelivery (the worker invoked directly)', () => {
  it('two files of one application processed at once both land, exactly as one after the other; a redelivered message does nothing', async () => {
    const account = accountNumber();
    const [jan, feb, mar] = quarter(account);

    const together = await newApplication();
    const records = await parked(() =>
      lenderUpload(together.id, [
        { name: 'jan.csv', bytes: jan.bytes },
        { name: 'feb.csv', bytes: feb.bytes },
        { name: 'mar.csv', bytes: mar.bytes },
      ]),
    );
    expect(records).toHaveLength(3);
    // All at once, each delivered twice.
    const results = await Promise.all([...records, ...records].map((record) => deliver(record)));
    expect(results.flatMap((result) => result.batchItemFailures)).toEqual([]);
    // A file whose month is not there yet is put back on the (live) queue until it is.
    expect((await settledFiles(together.id, 60_000)).map((file) => [file.title, file.status, file.message])).toEqual([['mar.csv', 'parsed', null], ['feb.csv', 'parsed', null], ['jan.csv', 'parsed', null]]);

    const oneByOne = await newApplication();
    for (const month of [jan, feb, mar]) {
      const [record] = await parked(() => lenderUpload(oneByOne.id, [{ name: 'm.csv', bytes: month.bytes }]));
      await deliver(record!);
    }
    const rowsTogether = await transactionsOf(together.id);
    expect(rowsTogether).toHaveLength(21);
    expect(rowsTogether).toEqual(await transactionsOf(oneByOne.id));

    // A late redelivery: no new data version, no new rows.
    const before = await getBankConnection(org.id, together.id);
    await deliver(records[0]!);
    const after = await getBankConnection(org.id, together.id);
    expect(after!.data_version).toBe(before!.data_version);
    expect(await transactionsOf(together.id)).toEqual(rowsTogether);

    // The analyses run once per request generation and bill the application once.
    await waitForConnectionStatus(api, org, together.id, ['complete'], 30_000);
    const bills = (await itemsOf('BILLEVENT#')).filter((item) => item.application === together.id);
    expect(bills).toHaveLength(1);
  }, 90_000);

  it('overlapping statements of one account take each row once', async () => {
    const account = accountNumber();
    const [jan, feb] = quarter(account);
    const application = await newApplication();
    // The same January rows inside a two-month export (other bytes, so not a duplicate file).
    const janFeb = Buffer.concat([jan.bytes, Buffer.from(feb.bytes.toString().split('\r\n').slice(3).join('\r\n'))]);
    const records = await parked(() =>
      lenderUpload(application.id, [
        { name: 'jan.csv', bytes: jan.bytes },
        { name: 'jan-feb.csv', bytes: janFeb },
      ]),
    );
    await Promise.all(records.map((record) => deliver(record)));
    const files = await lenderFiles(application.id);
    expect(files.map((file) => file.status)).toEqual(['parsed', 'parsed']);
    expect(await transactionsOf(application.id)).toHaveLength(14);
  }, 60_000);
});

describe('after a local restart', () => {
  it('files still processing when the queue lost its messages are queued again and read', async () => {
    const application = await newApplication();
    const [jan] = quarter(accountNumber());
    const lost = await parked(() => lenderUpload(application.id, [{ name: 'jan.csv', bytes: jan.bytes }]));
    expect(lost).toHaveLength(1); // taken off the parked queue and never delivered: "lost"
    expect((await lenderFiles(application.id))[0].status).toBe('processing');
    const requeued = await requeueInterruptedStatementFiles({ organisation: org.id });
    expect(requeued.filter((message) => message.application === application.id)).toEqual([expect.objectContaining({ attempt: 1 })]);
    expect((await settledFiles(application.id))[0].status).toBe('parsed');
  }, 60_000);
});

describe('a request that died after recording its file and before queueing it', () => {
  /** As the dead request left it: `processing`, its attempt never marked queued, recorded minutes ago. */
  const orphan = (applicationId: string, fileId: string) =>
    dynamo.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.statementFile(org.id, applicationId, fileId),
        UpdateExpression: 'REMOVE queued_attempt SET modified_at = :then',
        ExpressionAttributeValues: { ':then': new Date(Date.now() - 3 * 60_000).toISOString() },
      }),
    );
  const uploadedEvents = async (applicationId: string) =>
    ((await api.json('GET', `/v1/applications/applications/${applicationId}/events`, undefined, { token: org.apiToken })).body as AnyJson[])
      .filter((event) => event.kind === 'files_uploaded')
      .map((event) => event.detail);

  it('the same bytes sent again are a duplicate that queues the file (once, with the retry\'s password) and announces it; a queued file gets no second message', async () => {
    const application = await newApplication();
    const [jan] = quarter(accountNumber());
    const first = await parked(() => lenderUpload(application.id, [{ name: 'jan.csv', bytes: jan.bytes }]));
    expect(first).toHaveLength(1); // parked: a busy queue, or (below) a message never sent
    const [held] = await lenderFiles(application.id);
    expect(held.status).toBe('processing');

    // Queued (its message waits on the queue): a duplicate sends nothing more.
    let again: Awaited<ReturnType<typeof lenderUpload>> | undefined;
    expect(await parked(async () => { again = await lenderUpload(application.id, [{ name: 'jan.csv', bytes: jan.bytes }]); })).toEqual([]);
    expect(again?.body.files[0]).toMatchObject({ status: 'failed', error_code: 'duplicate_upload' });

    // Never queued (its request died between recording and queueing): two retries at once queue it once.
    await orphan(application.id, held.id);
    let answers: Awaited<ReturnType<typeof lenderUpload>>[] = [];
    const retries = await parked(async () => {
      answers = await Promise.all([1, 2].map(() => lenderUpload(application.id, [{ name: 'jan.csv', bytes: jan.bytes }], org.apiToken, { password: 'typed-again' })));
    });
    expect(answers.map((answer) => [answer.status, answer.body.files[0].error_code])).toEqual([[202, 'duplicate_upload'], [202, 'duplicate_upload']]);
    expect(retries.map((record) => JSON.parse(record.body))).toEqual([expect.objectContaining({ file: held.id, attempt: 1, password: 'typed-again' })]);
    await deliver(...retries);
    const files = await settledFiles(application.id);
    expect(files.find((file) => file.id === held.id)).toMatchObject({ status: 'parsed', transaction_count: 7 });
    expect(await transactionsOf(application.id)).toHaveLength(7);
    // Its own request announced it here (a dead one would not have); the recovery announces it, once
    // (the timeline counts an equal event within a minute on the first: `repeats`).
    expect(await uploadedEvents(application.id)).toEqual([{ files: 1, source: 'lender', repeats: 1 }]);

    // The presigned route's complete does the same.
    const other = await newApplication();
    const [feb] = quarter(accountNumber());
    expect(await parked(() => lenderUpload(other.id, [{ name: 'feb.csv', bytes: feb.bytes }]))).toHaveLength(1);
    const [heldToo] = await lenderFiles(other.id);
    await orphan(other.id, heldToo.id);
    const url = await api.json('POST', `/v1/bank_connections/${other.id}/statements/upload_url`, { filename: 'feb.csv', content_type: 'text/csv' }, { token: org.apiToken });
    expect((await fetch(url.body.upload_url, { method: 'PUT', headers: url.body.headers, body: feb.bytes })).status).toBe(200);
    const completed = await api.json('POST', `/v1/bank_connections/${other.id}/statements/${url.body.file_id}/complete`, {}, { token: org.apiToken });
    expect([completed.status, completed.body.error_code]).toEqual([202, 'duplicate_upload']);
    expect((await settledFiles(other.id)).map((file) => [file.id, file.status]).sort()).toEqual([[heldToo.id, 'parsed'], [url.body.file_id, 'failed']].sort());
    expect(await transactionsOf(other.id)).toHaveLength(7);
  }, 60_000);
});

describe('presigned upload', () => {
  it('upload_url → PUT to S3 → complete queues the file; complete again answers it as it is', async () => {
    const application = await newApplication();
    const [jan] = quarter(accountNumber());
    const early = await api.json('POST', `/v1/bank_connections/${application.id}/statements/upload_url`, { filename: 'jan.csv', content_type: 'text/csv' }, { token: org.apiToken });
    expect(early.status).toBe(201);
    expect(early.body).toMatchObject({ method: 'PUT', max_bytes: 20 * 1024 * 1024, headers: { 'content-type': 'text/csv' } });
    const notYet = await api.json('POST', `/v1/bank_connections/${application.id}/statements/${early.body.file_id}/complete`, {}, { token: org.apiToken });
    expect([notYet.status, notYet.body.code]).toEqual([400, 'file_not_uploaded']);
    expect(await lenderFiles(application.id)).toEqual([]);

    const put = await fetch(early.body.upload_url, { method: 'PUT', headers: early.body.headers, body: jan.bytes });
    expect(put.status).toBe(200);
    const completed = await api.json('POST', `/v1/bank_connections/${application.id}/statements/${early.body.file_id}/complete`, {}, { token: org.apiToken });
    expect([completed.status, completed.body.status, completed.body.size_bytes]).toEqual([202, 'processing', jan.bytes.length]);
    const [file] = await settledFiles(application.id);
    expect(file).toMatchObject({ id: early.body.file_id, status: 'parsed', transaction_count: 7 });
    const again = await api.json('POST', `/v1/bank_connections/${application.id}/statements/${early.body.file_id}/complete`, {}, { token: org.apiToken });
    expect([again.status, again.body.status]).toEqual([202, 'parsed']);

    // The URL still writes until it expires: what it writes now changes neither the file read nor the copy kept.
    const swapped = Buffer.from('%PDF-1.4 % not the statement that was read');
    expect((await fetch(early.body.upload_url, { method: 'PUT', headers: early.body.headers, body: swapped })).status).toBe(200);
    const [kept] = await lenderFiles(application.id);
    expect(kept).toMatchObject({ id: early.body.file_id, status: 'parsed', size_bytes: jan.bytes.length });
    expect(Buffer.from(await (await fetch(kept.file_url)).arrayBuffer()).equals(jan.bytes)).toBe(true);
    expect(await transactionsOf(application.id)).toHaveLength(7);

    // A URL issued before presigned uploads moved to incoming/ wrote to the file's own key: still completed.
    const [, feb] = quarter(accountNumber());
    const legacy = await api.json('POST', `/v1/bank_connections/${application.id}/statements/upload_url`, { filename: 'feb.csv', content_type: 'text/csv' }, { token: org.apiToken });
    await s3.send(new PutObjectCommand({ Bucket: config.uploadsBucket, Key: `organisations/${org.id}/applications/${application.id}/statements/${legacy.body.file_id}.csv`, Body: feb.bytes, ContentType: 'text/csv' }));
    const legacyDone = await api.json('POST', `/v1/bank_connections/${application.id}/statements/${legacy.body.file_id}/complete`, {}, { token: org.apiToken });
    expect([legacyDone.status, legacyDone.body.status]).toEqual([202, 'processing']);

    // The applicant's equivalent.
    const applicant = await api.json('POST', `/v1/in/bank_connections/${application.proxy_id}/statements/upload_url`, { filename: 'feb.pdf' });
    expect([applicant.status, applicant.body.headers['content-type']]).toEqual([201, 'application/pdf']);
  }, 60_000);
});

describe('presigned upload of a file too large', () => {
  it('is refused 413 at completion, listed failed, and kept under the file\'s own key (incoming/ expires), where its URL no longer reaches', async () => {
    const application = await newApplication();
    const url = await api.json('POST', `/v1/bank_connections/${application.id}/statements/upload_url`, { filename: 'huge.pdf', content_type: 'application/pdf' }, { token: org.apiToken });
    const huge = Buffer.alloc(20 * 1024 * 1024 + 1, 0x25);
    expect((await fetch(url.body.upload_url, { method: 'PUT', headers: url.body.headers, body: huge })).status).toBe(200);
    const completed = await api.json('POST', `/v1/bank_connections/${application.id}/statements/${url.body.file_id}/complete`, {}, { token: org.apiToken });
    expect([completed.status, completed.body.code]).toEqual([413, 'file_too_large']);
    const ownKey = `organisations/${org.id}/applications/${application.id}/statements/${url.body.file_id}.pdf`;
    expect(await statementSize(ownKey)).toBe(huge.length);
    // The URL writes something else now: the copy kept is still what was refused.
    expect((await fetch(url.body.upload_url, { method: 'PUT', headers: url.body.headers, body: Buffer.from('%PDF-1.4 small') })).status).toBe(200);
    const [file] = await lenderFiles(application.id);
    expect(file).toMatchObject({ id: url.body.file_id, status: 'failed', error_code: 'file_too_large', size_bytes: huge.length });
    const kept = await fetch(file.file_url);
    expect([kept.status, Number(kept.headers.get('content-length'))]).toEqual([200, huge.length]);
    await kept.body?.cancel();
  }, 60_000);
});

describe('presigned upload, completed four times at once', () => {
  it('reads the file once and announces it once: one files_uploaded on the timeline', async () => {
    const application = await newApplication();
    const [jan] = quarter(accountNumber());
    const url = await api.json('POST', `/v1/bank_connections/${application.id}/statements/upload_url`, { filename: 'jan.csv', content_type: 'text/csv' }, { token: org.apiToken });
    expect((await fetch(url.body.upload_url, { method: 'PUT', headers: url.body.headers, body: jan.bytes })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => api.json('POST', `/v1/bank_connections/${application.id}/statements/${url.body.file_id}/complete`, {}, { token: org.apiToken })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202]);
    const [file] = await settledFiles(application.id);
    expect(file).toMatchObject({ id: url.body.file_id, status: 'parsed', transaction_count: 7 });
    expect(await transactionsOf(application.id)).toHaveLength(7);
    const events = (await api.json('GET', `/v1/applications/applications/${application.id}/events`, undefined, { token: org.apiToken })).body as AnyJson[];
    expect(events.filter((event) => event.kind === 'files_uploaded').map((event) => event.detail)).toEqual([{ files: 1, source: 'lender' }]);
  }, 60_000);
});

describe('password re-send', () => {
  it('is refused (409) for a file that is not locked; an unknown file is 404', async () => {
    const application = await newApplication();
    const [jan] = quarter(accountNumber());
    const uploaded = await lenderUpload(application.id, [{ name: 'jan.csv', bytes: jan.bytes }]);
    await settledFiles(application.id);
    const fileId = uploaded.body.files[0].id;
    const answer = await api.json('POST', `/v1/in/bank_connections/${application.proxy_id}/files/${fileId}/password`, { password: 'secret' });
    expect([answer.status, answer.body.code]).toEqual([409, 'file_password_not_needed']);
    const unknown = await api.json('POST', `/v1/bank_connections/${application.id}/files/${'0'.repeat(24)}/password`, { password: 'secret' }, { token: org.apiToken });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'statement_file_not_found']);
  }, 30_000);
});

describe('consent', () => {
  /** Every object the bucket holds under the application's prefix (statement files and bank data). */
  async function objectsOf(applicationId: string): Promise<string[]> {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: config.uploadsBucket, Prefix: `organisations/${org.id}/applications/${applicationId}/` }));
    return (page.Contents ?? []).map((object) => object.Key!);
  }

  function csvForm(bytes: Buffer) {
    const boundary = `----khanya-${randomBytes(6).toString('hex')}`;
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.concat([
      Buffer.from(field('bank_id', 'fnb') + field('account_number', accountNumber())),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  it('the applicant\'s uploads answer 409 legal_acceptance_required and store nothing until the legal documents are accepted; then 202', async () => {
    const application = await newApplication({ consent: false });
    const [jan] = quarter(accountNumber());
    const proxy = application.proxy_id;
    const refused = await Promise.all([
      applicantUpload(proxy, [{ name: 'jan.csv', bytes: jan.bytes }]),
      api.json('POST', `/v1/in/bank_connections/${proxy}/statements/upload_url`, { filename: 'jan.pdf', content_type: 'application/pdf' }),
      api.json('POST', `/v1/in/bank_connections/${proxy}/statements/${'0'.repeat(24)}/complete`, {}),
      api.json('POST', `/v1/in/bank_connections/${proxy}/files/${'0'.repeat(24)}/password`, { password: 'secret' }),
      // The fast CSV upload of the connect flow (its form names the one file `file`).
      api.request('POST', `/v1/in/bank_connections/${proxy}/upload_csv`, csvForm(jan.bytes)),
    ]);
    for (const answer of refused) {
      expect([answer.status, answer.body.code]).toEqual([409, 'legal_acceptance_required']);
      // The same shape and message as the bank routes, naming every document still to accept.
      expect(answer.body.message).toMatch(/^Please accept the legal documents before sharing your bank data: .*data_sharing_consent@/);
    }
    expect((await api.json('GET', `/v1/in/bank_connections/${proxy}/files`)).body).toEqual([]);
    expect(await lenderFiles(application.id)).toEqual([]);
    expect(await objectsOf(application.id)).toEqual([]);
    expect(await itemsOf(`STMTFILE#${application.id}#`)).toEqual([]);
    expect(await itemsOf(`STMTHASH#${application.id}#`)).toEqual([]);
    expect(await getBankConnection(org.id, application.id)).toBeUndefined();

    await acceptLegalDocuments(api, proxy);
    const accepted = await applicantUpload(proxy, [{ name: 'jan.csv', bytes: jan.bytes }]);
    expect([accepted.status, accepted.body.files[0].status]).toEqual([202, 'processing']);
    const [file] = await settledFiles(application.id);
    expect(file).toMatchObject({ title: 'jan.csv', status: 'parsed' });
    expect(await objectsOf(application.id)).toContain(`organisations/${org.id}/applications/${application.id}/statements/${file.id}.csv`);
  }, 60_000);
});

describe('completing while statements are read', () => {
  const complete = (proxyId: string) => api.json('POST', `/v1/connect/${proxyId}/complete`);

  it('a file accepted just before the applicant pressed done is still read after it: parsed, its rows held, the connection analysed', async () => {
    const application = await newApplication();
    const [jan] = quarter(accountNumber());
    let upload: Awaited<ReturnType<typeof applicantUpload>> | undefined;
    const records = await parked(async () => {
      upload = await applicantUpload(application.proxy_id, [{ name: 'jan.csv', bytes: jan.bytes }]);
    });
    expect(upload?.status).toBe(202);
    // No bank was chosen through POST banks: the accepted file is what was shared.
    const done = await complete(application.proxy_id);
    expect(done.status).toBe(200);
    // The link is closed to new files, not to the one already accepted.
    const late = await applicantUpload(application.proxy_id, [{ name: 'feb.csv', bytes: quarter(accountNumber())[1].bytes }]);
    expect([late.status, late.body.code]).toEqual([409, 'application_completed']);
    expect((await lenderFiles(application.id)).map((file) => file.status)).toEqual(['processing']);
    await deliver(...records);
    const [file] = await settledFiles(application.id);
    expect(file).toMatchObject({ status: 'parsed', transaction_count: jan.rows });
    expect(await transactionsOf(application.id)).toHaveLength(jan.rows);
    await waitForConnectionStatus(api, org, application.id, ['complete']);
  }, 60_000);

  it('an upload and done at once: the upload is either accepted and read to the end, or refused with nothing stored — never accepted and lost', async () => {
    for (let round = 0; round < 4; round += 1) {
      const application = await newApplication();
      expect((await api.json('POST', `/v1/connect/${application.proxy_id}/banks`, [{ bank_id: 'fnb', upload_method: 'manual' }])).status).toBe(200);
      const [jan] = quarter(accountNumber(), round + 1);
      const [upload, done] = await Promise.all([applicantUpload(application.proxy_id, [{ name: 'jan.csv', bytes: jan.bytes }]), complete(application.proxy_id)]);
      expect(done.status).toBe(200);
      if (upload.status === 202) {
        const [file] = await settledFiles(application.id);
        expect(file).toMatchObject({ status: 'parsed', transaction_count: jan.rows });
        expect(await transactionsOf(application.id)).toHaveLength(jan.rows);
      } else {
        expect([upload.status, upload.body.code]).toEqual([409, 'application_completed']);
        expect(await lenderFiles(application.id)).toEqual([]);
        expect(await transactionsOf(application.id)).toEqual([]);
      }
    }
  }, 120_000);
});

describe('the link', () => {
  it("opened after the lender's own statement came in: the timeline still says opened, once, however often and at once", async () => {
    const application = await createApplication(api, org);
    const [jan] = quarter(accountNumber());
    expect((await lenderUpload(application.id, [{ name: 'jan.csv', bytes: jan.bytes }])).status).toBe(202);
    await settledFiles(application.id);
    await waitForConnectionStatus(api, org, application.id, ['complete'], 30_000);
    const before = (await api.json('GET', `/v1/applications/applications/${application.id}`, undefined, { token: org.apiToken })).body;
    expect(before.status).not.toBe('created');
    const opens = await Promise.all(Array.from({ length: 3 }, () => api.json('GET', `/v1/connect/${application.proxy_id}`)));
    expect(opens.map((open) => open.status)).toEqual([200, 200, 200]);
    expect((await api.json('GET', `/v1/connect/${application.proxy_id}`)).status).toBe(200);
    const events = (await api.json('GET', `/v1/applications/applications/${application.id}/events`, undefined, { token: org.apiToken })).body as AnyJson[];
    expect(events.filter((event) => event.kind === 'opened')).toHaveLength(1);
    expect(events.map((event) => event.kind)).toEqual(['files_uploaded', 'opened']);
    const after = (await api.json('GET', `/v1/applications/applications/${application.id}`, undefined, { token: org.apiToken })).body;
    expect(after.status).toBe(before.status);
  }, 60_000);

  it('answers 410 application_expired on an expired link, 404 on an unknown one', async () => {
    const application = await newApplication();
    await dynamo.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.application(org.id, application.id),
        UpdateExpression: 'SET expiry = :past',
        ExpressionAttributeValues: { ':past': '2020-01-01T00:00:00Z' },
      }),
    );
    const [jan] = quarter(accountNumber());
    const upload = await applicantUpload(application.proxy_id, [{ name: 'jan.csv', bytes: jan.bytes }]);
    expect([upload.status, upload.body.code]).toEqual([410, 'application_expired']);
    const list = await api.json('GET', `/v1/in/bank_connections/${application.proxy_id}/files`);
    expect([list.status, list.body.code]).toEqual([410, 'application_expired']);
    const unknown = await applicantUpload('6f1c1a52-5d0a-4b8e-9f43-1b2c3d4e5f60', [{ name: 'jan.csv', bytes: jan.bytes }]);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'application_not_found']);
  }, 30_000);
});

describe("the connect flow's CSV export (upload_csv) in the files lists", () => {
  function csvExportForm(bytes: Buffer, account: string, { name = 'export.csv', type = 'text/csv' } = {}) {
    const boundary = `----khanya-${randomBytes(6).toString('hex')}`;
    const field = (key: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
    const body = Buffer.concat([
      Buffer.from(field('bank_id', 'fnb') + field('account_number', account)),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const uploadCsv = (proxyId: string, bytes: Buffer, account: string, options?: { name?: string; type?: string }) =>
    api.request('POST', `/v1/in/bank_connections/${proxyId}/upload_csv`, csvExportForm(bytes, account, options));
  const applicantFiles = async (proxyId: string): Promise<AnyJson[]> => {
    const answer = await api.json('GET', `/v1/in/bank_connections/${proxyId}/files`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  /** Signed links differ on every read; the files themselves must not. */
  const unsigned = (files: AnyJson[]) => files.map((file) => ({ ...file, file_url: typeof file.file_url }));

  it('an accepted export is listed parsed in both lists, downloads as uploaded, and is a duplicate_upload on the statement route; another organisation gets 404', async () => {
    const application = await newApplication();
    const account = accountNumber();
    const [jan] = quarter(account);
    const uploaded = await uploadCsv(application.proxy_id, jan.bytes, account, { name: 'fnb-january.csv' });
    expect([uploaded.status, uploaded.text.slice(0, 300)]).toEqual([201, expect.any(String)]);

    const files = await lenderFiles(application.id);
    expect(files).toEqual([
      expect.objectContaining({
        title: 'fnb-january.csv',
        size_bytes: jan.bytes.byteLength,
        status: 'parsed',
        error_code: null,
        manual_upload_error_type: null,
        message: null,
        bank_slug: 'fnb',
        account_number: account,
        statement_start_date: '2025-01-01',
        statement_end_date: '2025-01-27',
        closing_balance: jan.closing / 100,
        transaction_count: jan.rows,
        authenticity: { verdict: 'no_signals', signals: [] },
      }),
    ]);
    expect(unsigned(await applicantFiles(application.proxy_id))).toEqual(unsigned(files));
    const download = await fetch(files[0].file_url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(Buffer.from(await download.arrayBuffer()).equals(jan.bytes)).toBe(true);

    // The same bytes through the statement route are the file already listed, read once.
    const again = await applicantUpload(application.proxy_id, [{ name: 'again.csv', bytes: jan.bytes }]);
    expect([again.status, again.body.files[0].status, again.body.files[0].error_code]).toEqual([202, 'failed', 'duplicate_upload']);
    expect((await settledFiles(application.id)).filter((file) => file.status === 'parsed').map((file) => file.id)).toEqual([files[0].id]);

    const stranger = await registerOrganisation(api, 'statements-other');
    const foreign = await api.json('GET', `/v1/bank_connections/${application.id}/files`, undefined, { token: stranger.apiToken });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'application_not_found']);
  }, 60_000);

  it('the same export three times at once is listed once (the others 409, nothing of theirs kept); once more later is a 409 duplicate_upload', async () => {
    const application = await newApplication();
    const account = accountNumber();
    const [jan] = quarter(account);
    const answers = await Promise.all(Array.from({ length: 3 }, () => uploadCsv(application.proxy_id, jan.bytes, account)));
    expect(answers.map((answer) => [answer.status, answer.body.code ?? null]).sort()).toEqual([[201, null], [409, 'duplicate_upload'], [409, 'duplicate_upload']]);
    const later = await uploadCsv(application.proxy_id, jan.bytes, account);
    expect([later.status, later.body.code]).toEqual([409, 'duplicate_upload']);

    const files = await lenderFiles(application.id);
    expect(files.map((file) => [file.title, file.status])).toEqual([['export.csv', 'parsed']]);
    expect(unsigned(await applicantFiles(application.proxy_id))).toEqual(unsigned(files));
    expect(await itemsOf(`STMTFILE#${application.id}#`)).toHaveLength(1);
    expect(await itemsOf(`STMTHASH#${application.id}#`)).toHaveLength(1);
    expect(await transactionsOf(application.id)).toHaveLength(jan.rows);
  }, 60_000);

  it('a refused export is listed failed with the reason the statement route gives the same file, and kept; a file that is not text is not listed, as there', async () => {
    const account = accountNumber();
    const [jan] = quarter(account);
    // The third row's date does not exist: the export reader refuses the whole file.
    const broken = Buffer.from(jan.bytes.toString('utf8').replace('2025/01/05,', '2025/01/35,'));
    expect(broken.equals(jan.bytes)).toBe(false);

    const viaCsv = await newApplication();
    const refused = await uploadCsv(viaCsv.proxy_id, broken, account, { name: 'broken.csv' });
    expect([refused.status, refused.body.code, refused.body.manual_upload_error_type]).toEqual([400, 'upload_parse_error', 'Parse Error']);
    const [listed, ...others] = await lenderFiles(viaCsv.id);
    expect(others).toEqual([]);
    expect(unsigned(await applicantFiles(viaCsv.proxy_id))).toEqual(unsigned([listed]));
    expect(Buffer.from(await (await fetch(listed.file_url)).arrayBuffer()).equals(broken)).toBe(true);
    expect(await getBankConnection(org.id, viaCsv.id)).toBeUndefined();

    const viaStatements = await newApplication();
    expect((await applicantUpload(viaStatements.proxy_id, [{ name: 'broken.csv', bytes: broken }], { bank_id: 'fnb', account_number: account })).status).toBe(202);
    const [read] = await settledFiles(viaStatements.id);
    const outcome = (file: AnyJson) => ({
      title: file.title,
      size_bytes: file.size_bytes,
      status: file.status,
      error_code: file.error_code,
      manual_upload_error_type: file.manual_upload_error_type,
      message: file.message,
      error_detail: file.error_detail,
      bank_slug: file.bank_slug,
      transaction_count: file.transaction_count,
    });
    expect(outcome(read)).toMatchObject({ status: 'failed', error_code: 'invalid_statement', manual_upload_error_type: 'Parse Error' });
    expect(outcome(listed)).toEqual(outcome(read));

    // Refused again, it is listed again, as a refused statement file is (a refusal claims no bytes).
    expect((await uploadCsv(viaCsv.proxy_id, broken, account, { name: 'broken.csv' })).status).toBe(400);
    expect((await lenderFiles(viaCsv.id)).map((file) => file.status)).toEqual(['failed', 'failed']);

    // Not text at all: the statement route refuses it at once, storing nothing; so does upload_csv.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const picture = await newApplication();
    expect((await uploadCsv(picture.proxy_id, png, account, { name: 'photo.png', type: 'image/png' })).status).toBe(400);
    expect((await applicantUpload(picture.proxy_id, [{ name: 'photo.png', bytes: png, type: 'image/png' }])).status).toBe(400);
    expect(await lenderFiles(picture.id)).toEqual([]);
    expect(await itemsOf(`STMTFILE#${picture.id}#`)).toEqual([]);
  }, 60_000);
});
