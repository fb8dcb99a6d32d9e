/**
 * E-mailed statements end to end on the emulators: an e-mail stored in the inbound bucket (as
 * SES's S3 action stores it) is queued (locally: INBOUND_MAIL_NOTIFICATIONS=direct does what the
 * bucket's S3 notification does in AWS), the real queue runner hands the message to the worker,
 * and the worker hands the attachments to the upload pipeline (functions/platform/services/
 * statement-files.ts: stored, recorded with source `email`, queued for the statement worker,
 * which does not run here, so the files stay `processing`) or answers the sender in the outbox.
 * What reached the pipeline is read back from the application's file records
 * (test/helpers/emailed-files.ts).
 * The queue is this file's own, so no other file's runner takes its messages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#platform/clients/dynamodb';
import { tableName } from '#platform/repositories/table';
import { keys } from '#platform/repositories/table-design';
import { sqs } from '#platform/clients/sqs';
import { storeInboundMail } from '#platform/aws/inbound-mail-store';
import { ensureQueueWithDlq } from '#local/resources';
import { startQueueRunner, type QueueRunner } from '#local/queue-runner';
import { statementsEmailAddress } from '#core/inbound-address';
import { MAX_INBOUND_MESSAGE_BYTES } from '#core/inbound-email';
import { buildEml } from '../helpers/eml.ts';
import { emailedBytes, emailedFiles } from '../helpers/emailed-files.ts';
import { mailsTo } from '../helpers/outbox.ts';
import { acceptLegalDocuments } from '../helpers/applicant.ts';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createApplication, createConfig } from '../helpers/lending.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { handler } from '../../functions/workers/receive-statement-email.ts';

const CSV = readFileSync(join(__dirname, '..', '..', 'functions', 'core', 'statements', 'fixtures', 'fnb-transaction-history.csv'));
/** Bytes of their own for the redelivery test, so its one file is accepted, not a `duplicate_upload` of the first test's. */
const RETRIED_CSV = readFileSync(join(__dirname, '..', '..', 'functions', 'core', 'statements', 'fixtures', 'absa-transaction-history.csv'));
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let api: TestServer;
let lender: TestOrganisation;
let application: { id: string; proxy_id: string };
let address: string;
let runner: QueueRunner;
let queueUrl: string;
let sharedQueueUrl: string | undefined;
let sequence = 0;

beforeAll(async () => {
  const queue = await ensureQueueWithDlq(sqs, `khanya-test-inbound-mail-${randomUUID().slice(0, 8)}`, { visibilityTimeoutSeconds: 5 });
  queueUrl = queue.queueUrl;
  sharedQueueUrl = process.env.INBOUND_MAIL_QUEUE_URL;
  process.env.INBOUND_MAIL_QUEUE_URL = queueUrl;
  runner = startQueueRunner({ queueUrl, handler, functionName: 'ReceiveStatementEmail', batchSize: 1, waitTimeSeconds: 1, autoStart: false });
  api = await startTestServer();
  lender = await registerOrganisation(api, 'mail');
  const config = await createConfig(api, lender, { is_default: true });
  application = await createApplication(api, lender, config.id);
  address = statementsEmailAddress(application.proxy_id, process.env.INBOUND_EMAIL_DOMAIN ?? 'in.khanya.example');
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  process.env.INBOUND_MAIL_QUEUE_URL = sharedQueueUrl;
  await api?.close();
});

async function queueDepth(): Promise<number> {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
  );
  return Number(Attributes?.ApproximateNumberOfMessages ?? 0) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
}

/** Stores the e-mail as SES would, then steps the runner until the queue is drained. */
async function deliver(raw: Buffer, options: { key?: string; recipients?: string[] } = {}): Promise<void> {
  sequence += 1;
  await storeInboundMail(options.key ?? `ses/test-${Date.now()}-${sequence}`, raw, { recipients: options.recipients ?? [] });
  for (let polls = 0; polls < 5 && (await queueDepth()) > 0; polls += 1) await runner.pollOnce();
  expect(await queueDepth()).toBe(0);
}

describe('the mail worker', () => {
  it('hands a CSV statement attachment to the upload pipeline for the application the e-mail is addressed to', async () => {
    const before = (await emailedFiles(lender.id, application.id)).length;
    await deliver(
      buildEml({
        to: `"Khanya statements" <${address.toUpperCase()}>`,
        attachments: [{ filename: 'fnb-transaction-history.csv', contentType: 'text/csv', content: CSV }],
      }),
    );
    const files = (await emailedFiles(lender.id, application.id)).slice(before);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ filename: 'fnb-transaction-history.csv', contentType: 'text/csv', status: 'processing' });
    expect((await emailedBytes(files[0]!)).equals(CSV)).toBe(true);
  });

  it('reads a Bcc delivery from the envelope, a PDF sent as application/octet-stream, and leaves out an image', async () => {
    const before = (await emailedFiles(lender.id, application.id)).length;
    await deliver(
      buildEml({
        to: 'someone-else@mail.example',
        attachments: [
          { filename: 'Statement_Nov.PDF', contentType: 'application/octet-stream', content: PDF },
          { filename: 'logo.png', contentType: 'image/png', content: Buffer.from('png') },
        ],
      }),
      { recipients: [address] },
    );
    const files = (await emailedFiles(lender.id, application.id)).slice(before);
    expect(files.map((file) => [file.filename, file.contentType])).toEqual([['Statement_Nov.PDF', 'application/pdf']]);
    expect((await emailedBytes(files[0]!)).equals(PDF)).toBe(true);
  });

  it('adds nothing when the same e-mail is delivered again (same Message-ID, new object) or its message is retried (same object)', async () => {
    const raw = buildEml({
      to: address,
      messageId: `<retry-${randomUUID()}@sender.example>`,
      attachments: [{ filename: 'statement.csv', contentType: 'text/csv', content: RETRIED_CSV }],
    });
    const before = (await emailedFiles(lender.id, application.id)).length;
    const key = `ses/retried-${randomUUID()}`;
    await deliver(raw, { key });
    await deliver(raw, { key });
    await deliver(raw);
    const files = (await emailedFiles(lender.id, application.id)).slice(before);
    expect(files.map((file) => [file.filename, file.status])).toEqual([['statement.csv', 'processing']]);
  });

  it('answers the sender once, in the outbox, when nothing in the e-mail could be read', async () => {
    const sender = `nothing-${randomUUID().slice(0, 8)}@mail.example`;
    const raw = buildEml({
      from: `Sipho <${sender}>`,
      to: address,
      subject: 'statement',
      attachments: [{ filename: 'photo.jpg', contentType: 'image/jpeg', content: Buffer.from('jpeg') }],
    });
    const before = (await emailedFiles(lender.id, application.id)).length;
    await deliver(raw);
    await deliver(raw);
    expect(await emailedFiles(lender.id, application.id)).toHaveLength(before);
    const replies = mailsTo(sender);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.raw).toMatch(/Subject: Re: statement/);
    expect(replies[0]!.text).toContain('could not find a bank statement');
    expect(replies[0]!.text).toContain('PDF');
    expect(replies[0]!.text).toContain(address);
  });

  it('never answers an automatic e-mail', async () => {
    const sender = `robot-${randomUUID().slice(0, 8)}@mail.example`;
    await deliver(buildEml({ from: sender, to: address, headers: ['Auto-Submitted: auto-replied'] }));
    expect(mailsTo(sender)).toEqual([]);
  });

  it('drops an e-mail to an unknown proxy id: no files, no reply', async () => {
    const sender = `stranger-${randomUUID().slice(0, 8)}@mail.example`;
    // An unknown address cannot reach any application: the one this file created gets nothing.
    const before = (await emailedFiles(lender.id, application.id)).length;
    await deliver(
      buildEml({
        from: sender,
        to: statementsEmailAddress(randomUUID(), process.env.INBOUND_EMAIL_DOMAIN ?? 'in.khanya.example'),
        attachments: [{ filename: 'statement.csv', contentType: 'text/csv', content: CSV }],
      }),
    );
    await deliver(buildEml({ from: sender, to: statementsEmailAddress(randomUUID(), 'in.khanya.example') }));
    expect(await emailedFiles(lender.id, application.id)).toHaveLength(before);
    expect(mailsTo(sender)).toEqual([]);
  });

  it('drops an e-mail to an application whose link has expired: no files, no reply', async () => {
    const config = await createConfig(api, lender);
    const expired = await createApplication(api, lender, config.id);
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.application(lender.id, expired.id),
        UpdateExpression: 'SET expiry = :past',
        ExpressionAttributeValues: { ':past': '2020-01-01T00:00:00.000Z' },
      }),
    );
    const sender = `late-${randomUUID().slice(0, 8)}@mail.example`;
    const to = statementsEmailAddress(expired.proxy_id, process.env.INBOUND_EMAIL_DOMAIN ?? 'in.khanya.example');
    await deliver(buildEml({ from: sender, to, attachments: [{ filename: 'statement.csv', contentType: 'text/csv', content: CSV }] }));
    await deliver(buildEml({ from: sender, to }));
    expect(await emailedFiles(lender.id, expired.id)).toEqual([]);
    expect(mailsTo(sender)).toEqual([]);
  });

  it('reads the statement of an applicant who chose to e-mail it and finished before it arrived (the connect UI lets them), until the link expires', async () => {
    const config = await createConfig(api, lender);
    const done = await createApplication(api, lender, config.id);
    // The connect UI's e-mail journey: accept, choose e-mail, "I have sent it", done; the mail comes after.
    await acceptLegalDocuments(api, done.proxy_id);
    expect((await api.json('POST', `/v1/connect/${done.proxy_id}/banks`, [{ bank_id: 'fnb', upload_method: 'email' }])).status).toBe(200);
    expect((await api.json('POST', `/v1/connect/${done.proxy_id}/complete`)).status).toBe(200);
    const sender = `later-${randomUUID().slice(0, 8)}@mail.example`;
    await deliver(
      buildEml({
        from: sender,
        to: statementsEmailAddress(done.proxy_id, process.env.INBOUND_EMAIL_DOMAIN ?? 'in.khanya.example'),
        attachments: [{ filename: 'statement.csv', contentType: 'text/csv', content: CSV }],
      }),
    );
    expect((await emailedFiles(lender.id, done.id)).map((file) => file.filename)).toEqual(['statement.csv']);
    expect(mailsTo(sender)).toEqual([]);

    // A day after done, no longer: the lender's decision does not wait on the post for ever.
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.application(lender.id, done.id),
        UpdateExpression: 'SET completed_at = :then',
        ExpressionAttributeValues: { ':then': new Date(Date.now() - 25 * 3600 * 1000).toISOString() },
      }),
    );
    await deliver(
      buildEml({
        from: sender,
        to: statementsEmailAddress(done.proxy_id, process.env.INBOUND_EMAIL_DOMAIN ?? 'in.khanya.example'),
        attachments: [{ filename: 'late.csv', contentType: 'text/csv', content: RETRIED_CSV }],
      }),
    );
    expect((await emailedFiles(lender.id, done.id)).map((file) => file.filename)).toEqual(['statement.csv']);
    expect(mailsTo(sender)).toHaveLength(1);
  });

  it('adds nothing to a completed application whose applicant did not choose e-mail, and answers the sender once that it is complete and how to share more', async () => {
    const config = await createConfig(api, lender);
    const done = await createApplication(api, lender, config.id);
    // What the connect UI does before done: accept the documents and choose a bank (to upload statements).
    await acceptLegalDocuments(api, done.proxy_id);
    expect((await api.json('POST', `/v1/connect/${done.proxy_id}/banks`, [{ bank_id: 'fnb', upload_method: 'manual' }])).status).toBe(200);
    const completed = await api.json('POST', `/v1/connect/${done.proxy_id}/complete`);
    expect(completed.status).toBe(200);
    const session = await api.json('GET', `/v1/connect/${done.proxy_id}`);
    expect(session.body.completed).toBe(true);
    const lenderName: string = session.body.lender.display_name;
    const sender = `after-${randomUUID().slice(0, 8)}@mail.example`;
    const raw = buildEml({
      from: `Thandi <${sender}>`,
      to: statementsEmailAddress(done.proxy_id, process.env.INBOUND_EMAIL_DOMAIN ?? 'in.khanya.example'),
      subject: 'one more statement',
      attachments: [{ filename: 'statement.csv', contentType: 'text/csv', content: CSV }],
    });
    await deliver(raw);
    // Redelivered (same Message-ID, another object): still nothing added, and no second reply.
    await deliver(raw);
    expect(await emailedFiles(lender.id, done.id)).toEqual([]);
    const replies = mailsTo(sender);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.raw).toMatch(/Subject: Re: one more statement/);
    expect(replies[0]!.text).toContain(`your application with ${lenderName} is already complete`);
    expect(replies[0]!.text).toContain(`ask ${lenderName} for a new link`);
    expect(replies[0]!.text).not.toContain('could not find a bank statement');
  });

  it('ignores an e-mail over the 40 MB limit without reading it', async () => {
    const sender = `big-${randomUUID().slice(0, 8)}@mail.example`;
    const small = buildEml({ from: sender, to: address, attachments: [{ filename: 'big.csv', contentType: 'text/csv', content: CSV }] });
    const padding = Buffer.alloc(MAX_INBOUND_MESSAGE_BYTES + 1 - small.length, 0x20);
    const before = (await emailedFiles(lender.id, application.id)).length;
    await deliver(Buffer.concat([small, padding]));
    expect(await emailedFiles(lender.id, application.id)).toHaveLength(before);
    expect(mailsTo(sender)).toEqual([]);
  });

  it('reports a message whose body is not JSON as failed, so SQS retries it and dead-letters it', async () => {
    const answer = await handler({
      Records: [{ messageId: 'm1', body: '{not json', receiptHandle: '', attributes: {} as never, messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: '', awsRegion: 'af-south-1' }],
    });
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
  });
});
