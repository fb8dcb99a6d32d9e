/**
 * The local inbox of `npm start`: an .eml file dropped into the folder is stored and queued as SES
 * would deliver it, the mail worker (stepped by hand on this file's own queue) reads it, and the
 * file moves to processed/; a file that cannot be delivered moves to failed/. The worker hands the
 * attachment to the real upload pipeline; its file record (source `email`) and stored bytes show it.
 */
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#platform/clients/sqs';
import { statementsEmailAddress } from '#core/inbound-address';
import { buildEml } from '../test/helpers/eml.ts';
import { emailedBytes, emailedFiles } from '../test/helpers/emailed-files.ts';
import { registerOrganisation } from '../test/helpers/factories.ts';
import { createApplication, createConfig } from '../test/helpers/lending.ts';
import { startTestServer, type TestServer } from '../test/helpers/server.ts';
import { handler } from '../functions/workers/receive-statement-email.ts';
import { startInbox } from './inbox.ts';
import { startQueueRunner, type QueueRunner } from './queue-runner.ts';
import { ensureQueueWithDlq } from './resources.ts';

let api: TestServer;
let runner: QueueRunner;
let queueUrl: string;
let shared: string | undefined;

beforeAll(async () => {
  queueUrl = (await ensureQueueWithDlq(sqs, `khanya-test-inbox-${randomUUID().slice(0, 8)}`, { visibilityTimeoutSeconds: 5 })).queueUrl;
  shared = process.env.INBOUND_MAIL_QUEUE_URL;
  process.env.INBOUND_MAIL_QUEUE_URL = queueUrl;
  runner = startQueueRunner({ queueUrl, handler, batchSize: 1, waitTimeSeconds: 1, autoStart: false });
  api = await startTestServer();
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  process.env.INBOUND_MAIL_QUEUE_URL = shared;
  await api?.close();
});

async function queued(): Promise<number> {
  const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }));
  return Number(Attributes?.ApproximateNumberOfMessages ?? 0) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
}

describe('the local inbox', () => {
  it('delivers a dropped .eml like SES (store → queue → worker) and moves it to processed/', async () => {
    const lender = await registerOrganisation(api, 'inbox');
    const config = await createConfig(api, lender, { is_default: true });
    const application = await createApplication(api, lender, config.id);
    const dir = mkdtempSync(join(tmpdir(), 'khanya-inbox-'));
    const inbox = startInbox({ dir, watch: false });
    const csv = 'Date,Description,Amount,Balance\n2025/01/02,SALARY,100.00,200.00\n';
    writeFileSync(
      join(dir, 'forwarded statement.eml'),
      buildEml({ to: statementsEmailAddress(application.proxy_id, 'in.khanya.example'), attachments: [{ filename: 'history.csv', contentType: 'text/csv', content: csv }] }),
    );
    writeFileSync(join(dir, 'notes.txt'), 'not an e-mail file: left alone');

    expect(await inbox.scan()).toEqual(['forwarded statement.eml']);
    expect(existsSync(join(dir, 'forwarded statement.eml'))).toBe(false);
    expect(readdirSync(join(dir, 'processed'))).toEqual([expect.stringMatching(/-forwarded statement\.eml$/)]);
    expect(existsSync(join(dir, 'notes.txt'))).toBe(true);

    for (let polls = 0; polls < 5 && (await queued()) > 0; polls += 1) await runner.pollOnce();
    expect(await queued()).toBe(0);
    const files = await emailedFiles(lender.id, application.id);
    expect(files.map((file) => [file.filename, file.contentType])).toEqual([['history.csv', 'text/csv']]);
    expect((await emailedBytes(files[0]!)).toString('utf8')).toBe(csv);
    inbox.stop();
  });
});
