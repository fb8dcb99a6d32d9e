/**
 * The inbound mail webhooks through the local bridge: SES-via-SNS notifications (signature
 * verified with a test certificate handed in through setSnsFetcher) and signed raw MIME are
 * stored in the inbound bucket and queued for the mail worker; anything that fails verification
 * answers 401 in the catalogue's shape and stores nothing. The GET and test_ routes answer a
 * provider's set-up check. The inbound queue is this file's own; the worker is stepped by hand
 * and hands the statements to the real upload pipeline, whose file records (source `email`) show
 * what reached it (test/helpers/emailed-files.ts); the statement worker does not run here.
 * The same CSV is sent many times, so most of its records are `duplicate_upload`: still one
 * record per attachment handed on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSign, randomUUID } from 'node:crypto';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { errorBody } from '#schemas/errors';
import { sqs } from '#platform/clients/sqs';
import { s3 } from '#platform/clients/s3';
import { setSnsFetcher } from '#platform/aws/sns-certificates';
import { signInboundMime, snsStringToSign, type SnsMessage } from '#core/inbound-webhooks';
import { statementsEmailAddress } from '#core/inbound-address';
import { ensureQueueWithDlq } from '#local/resources';
import { startQueueRunner, type QueueRunner } from '#local/queue-runner';
import { handler as mailWorker } from '../../functions/workers/receive-statement-email.ts';
import { buildEml } from '../helpers/eml.ts';
import { emailedBytes, emailedFiles } from '../helpers/emailed-files.ts';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createApplication, createConfig } from '../helpers/lending.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const FIXTURES = join(__dirname, '..', 'fixtures');
const KEY = readFileSync(join(FIXTURES, 'sns', 'signing-key.pem'), 'utf8');
const CERT = readFileSync(join(FIXTURES, 'sns', 'signing-cert.pem'), 'utf8');
const CSV = readFileSync(join(__dirname, '..', '..', 'functions', 'core', 'statements', 'fixtures', 'capitec-transaction-history.csv'));
const CERT_URL = 'https://sns.af-south-1.amazonaws.com/SimpleNotificationService-test.pem';
const TOPIC = 'arn:aws:sns:af-south-1:123456789012:khanya-inbound';
const GROUPS = ['bank_emails', 'connect'] as const;

let api: TestServer;
let lender: TestOrganisation;
let application: { id: string; proxy_id: string };
let address: string;
let queueUrl: string;
let sharedQueueUrl: string | undefined;
let runner: QueueRunner;
const fetched: string[] = [];

beforeAll(async () => {
  const queue = await ensureQueueWithDlq(sqs, `khanya-test-mail-webhooks-${randomUUID().slice(0, 8)}`, { visibilityTimeoutSeconds: 5 });
  queueUrl = queue.queueUrl;
  sharedQueueUrl = process.env.INBOUND_MAIL_QUEUE_URL;
  process.env.INBOUND_MAIL_QUEUE_URL = queueUrl;
  runner = startQueueRunner({ queueUrl, handler: mailWorker, functionName: 'ReceiveStatementEmail', batchSize: 1, waitTimeSeconds: 1, autoStart: false });
  setSnsFetcher(async (url) => {
    fetched.push(url);
    if (url === CERT_URL) return CERT;
    if (url.startsWith('https://sns.af-south-1.amazonaws.com/?Action=ConfirmSubscription')) return '<ConfirmSubscriptionResponse/>';
    throw new Error(`unexpected fetch ${url}`);
  });
  api = await startTestServer();
  lender = await registerOrganisation(api, 'mailhook');
  const config = await createConfig(api, lender, { is_default: true });
  application = await createApplication(api, lender, config.id);
  address = statementsEmailAddress(application.proxy_id, 'in.khanya.example');
}, 60_000);

afterAll(async () => {
  setSnsFetcher(undefined);
  await runner?.stop();
  process.env.INBOUND_MAIL_QUEUE_URL = sharedQueueUrl;
  await api?.close();
});

async function queued(): Promise<number> {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
  );
  return Number(Attributes?.ApproximateNumberOfMessages ?? 0) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
}

async function drain(): Promise<void> {
  for (let polls = 0; polls < 5 && (await queued()) > 0; polls += 1) await runner.pollOnce();
  expect(await queued()).toBe(0);
}

async function stored(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: process.env.INBOUND_MAIL_BUCKET!, Key: key }));
    return true;
  } catch {
    return false;
  }
}

function signed(fields: Omit<SnsMessage, 'Signature' | 'SignatureVersion' | 'SigningCertURL'>, version: '1' | '2' = '2'): SnsMessage {
  const message = { ...fields, SignatureVersion: version, SigningCertURL: CERT_URL, Signature: '' } as SnsMessage;
  const signer = createSign(version === '1' ? 'RSA-SHA1' : 'RSA-SHA256');
  signer.update(snsStringToSign(message));
  return { ...message, Signature: signer.sign(KEY, 'base64') };
}

function sesNotification(raw: Buffer, messageId: string, encoding: 'BASE64' | 'UTF8' = 'BASE64', recipients = [address]): SnsMessage {
  return signed({
    Type: 'Notification',
    MessageId: randomUUID(),
    TopicArn: TOPIC,
    Subject: 'Amazon SES Email Receipt Notification',
    Timestamp: new Date().toISOString(),
    Message: JSON.stringify({
      notificationType: 'Received',
      mail: { messageId, destination: recipients, source: 'thandi@mail.example' },
      receipt: { recipients, action: { type: 'SNS', topicArn: TOPIC, encoding } },
      content: encoding === 'BASE64' ? raw.toString('base64') : raw.toString('utf8'),
    }),
  });
}

const postSns = (group: string, message: unknown) =>
  api.request('POST', `/v1/webhooks/${group}/email_received`, {
    body: JSON.stringify(message),
    headers: { 'content-type': 'text/plain; charset=UTF-8', 'x-amz-sns-message-type': (message as { Type?: string }).Type ?? 'Notification' },
  });

const statementEmail = (name = 'statement.csv') =>
  buildEml({ to: `Statements <${address}>`, attachments: [{ filename: name, contentType: 'text/csv', content: CSV }] });

describe('set-up checks', () => {
  it.each(GROUPS)('%s: GET email_received and test_email_received answer 200 ok', async (group) => {
    for (const path of ['email_received', 'test_email_received']) {
      const answer = await api.json('GET', `/v1/webhooks/${group}/${path}`);
      expect([answer.status, answer.body.status]).toEqual([200, 'ok']);
    }
  });
});

describe('SES receipts through SNS', () => {
  it.each(GROUPS)('%s: a validly signed notification is stored, queued and its statement handed on', async (group) => {
    const sesId = `ses-${randomUUID()}`;
    const before = (await emailedFiles(lender.id, application.id)).length;
    const answer = await postSns(group, sesNotification(statementEmail(`${group}.csv`), sesId, group === 'connect' ? 'UTF8' : 'BASE64'));
    expect([answer.status, answer.body]).toEqual([200, { status: 'accepted' }]);
    expect(await stored(`webhook/sns/${sesId}`)).toBe(true);
    await drain();
    const files = (await emailedFiles(lender.id, application.id)).slice(before);
    expect(files.map((file) => file.filename)).toEqual([`${group}.csv`]);
    expect((await emailedBytes(files[0]!)).equals(CSV)).toBe(true);
  });

  it('verifies SignatureVersion 1 (SHA1withRSA) too', async () => {
    const message = sesNotification(statementEmail(), `ses-${randomUUID()}`);
    const v1 = signed({ ...message, Signature: undefined, SignatureVersion: undefined, SigningCertURL: undefined } as never, '1');
    const answer = await postSns('bank_emails', v1);
    expect(answer.status).toBe(200);
    await drain();
  });

  it('refuses a tampered notification with 401 and stores nothing', async () => {
    const sesId = `ses-${randomUUID()}`;
    const genuine = sesNotification(statementEmail(), sesId);
    const other = buildEml({ to: address, attachments: [{ filename: 'forged.csv', contentType: 'text/csv', content: 'x' }] });
    const message = JSON.parse(genuine.Message) as { content: string };
    const tampered = { ...genuine, Message: JSON.stringify({ ...message, content: other.toString('base64') }) };
    const before = (await emailedFiles(lender.id, application.id)).length;
    const answer = await postSns('bank_emails', tampered);
    expect([answer.status, answer.body]).toEqual([401, errorBody('invalid_webhook_signature')]);
    expect(await stored(`webhook/sns/${sesId}`)).toBe(false);
    expect(await queued()).toBe(0);
    expect(await emailedFiles(lender.id, application.id)).toHaveLength(before);
  });

  it('refuses a certificate URL outside sns.<region>.amazonaws.com without fetching it, and a body that is not an SNS message', async () => {
    const sesId = `ses-${randomUUID()}`;
    const genuine = sesNotification(statementEmail(), sesId);
    const fetchedBefore = fetched.length;
    for (const url of ['https://sns.af-south-1.amazonaws.com.evil.example/cert.pem', 'http://sns.af-south-1.amazonaws.com/cert.pem', 'https://evil.example/sns.af-south-1.amazonaws.com.pem']) {
      const answer = await postSns('connect', { ...genuine, SigningCertURL: url });
      expect([answer.status, answer.body]).toEqual([401, errorBody('invalid_webhook_signature')]);
    }
    expect(fetched.length).toBe(fetchedBefore);
    for (const body of ['not json', JSON.stringify({ Type: 'Notification' })]) {
      const answer = await api.request('POST', '/v1/webhooks/connect/email_received', { body, headers: { 'content-type': 'text/plain' } });
      expect([answer.status, answer.body]).toEqual([401, errorBody('invalid_webhook_signature')]);
    }
    expect(await stored(`webhook/sns/${sesId}`)).toBe(false);
  });

  it('confirms a subscription by visiting its SubscribeURL, and only on an SNS host', async () => {
    const subscribe = 'https://sns.af-south-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=x&Token=abc';
    const confirmation = signed({ Type: 'SubscriptionConfirmation', MessageId: randomUUID(), TopicArn: TOPIC, Token: 'abc', Message: 'confirm', SubscribeURL: subscribe, Timestamp: new Date().toISOString() });
    const answer = await postSns('bank_emails', confirmation);
    expect([answer.status, answer.body]).toEqual([200, { status: 'subscription_confirmed' }]);
    expect(fetched).toContain(subscribe);
    const evil = signed({ Type: 'SubscriptionConfirmation', MessageId: randomUUID(), TopicArn: TOPIC, Token: 'abc', Message: 'confirm', SubscribeURL: 'https://evil.example/?Action=ConfirmSubscription', Timestamp: new Date().toISOString() });
    expect((await postSns('bank_emails', evil)).status).toBe(401);
    expect(fetched).not.toContain('https://evil.example/?Action=ConfirmSubscription');
  });

  it('ignores a verified notification that is not an SES receipt (SES set-up notification)', async () => {
    const setup = signed({ Type: 'Notification', MessageId: randomUUID(), TopicArn: TOPIC, Message: JSON.stringify({ notificationType: 'AMAZON_SES_SETUP_NOTIFICATION' }), Timestamp: new Date().toISOString() });
    const answer = await postSns('connect', setup);
    expect([answer.status, answer.body.status]).toEqual([200, 'ignored']);
    expect(await queued()).toBe(0);
  });
});

describe('signed raw MIME', () => {
  const post = (group: string, body: Buffer, signature?: string) =>
    api.request('POST', `/v1/webhooks/${group}/email_received`, {
      body,
      headers: { 'content-type': 'message/rfc822', ...(signature ? { 'x-khanya-signature': signature } : {}) },
    });

  it.each(GROUPS)('%s: a correctly signed message is accepted and read', async (group) => {
    const raw = statementEmail(`raw-${group}.csv`);
    const before = (await emailedFiles(lender.id, application.id)).length;
    const answer = await post(group, raw, signInboundMime(process.env.INBOUND_MAIL_SECRET!, Math.floor(Date.now() / 1000), raw));
    expect([answer.status, answer.body]).toEqual([200, { status: 'accepted' }]);
    await drain();
    expect((await emailedFiles(lender.id, application.id)).slice(before).map((file) => file.filename)).toEqual([`raw-${group}.csv`]);
  });

  it('refuses an unsigned, wrongly signed, altered or stale message with 401 and queues nothing', async () => {
    const raw = statementEmail();
    const now = Math.floor(Date.now() / 1000);
    const secret = process.env.INBOUND_MAIL_SECRET!;
    const altered = Buffer.concat([raw, Buffer.from('X')]);
    const cases: [Buffer, string | undefined][] = [
      [raw, undefined],
      [raw, signInboundMime('another-secret', now, raw)],
      [altered, signInboundMime(secret, now, raw)],
      [raw, signInboundMime(secret, now - 3600, raw)],
      [raw, 'garbage'],
    ];
    for (const [body, signature] of cases) {
      const answer = await post('bank_emails', body, signature);
      expect([answer.status, answer.body]).toEqual([401, errorBody('invalid_webhook_signature')]);
    }
    expect(await queued()).toBe(0);
  });

  it('answers 415 for another content type', async () => {
    const answer = await api.request('POST', '/v1/webhooks/bank_emails/email_received', { body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect([answer.status, answer.body]).toEqual([415, errorBody('unsupported_media_type')]);
  });
});
