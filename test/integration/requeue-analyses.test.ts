/**
 * local/requeue-analyses.ts: an analysis whose queue message was lost (fauxqs keeps messages in
 * memory, so stopping `npm start` loses them) is asked for again at the next start, and then
 * analysed once. This file uses a queue of its own, so no other test file's workers can take its
 * messages.
 */
import { CreateQueueCommand, DeleteMessageCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '#platform/clients/sqs';
import { generatePersona, toByodPayload } from '#core/personas/index';
import { requeueInterruptedAnalyses } from '#local/requeue-analyses';
import { startWorkers } from '#local/workers';
import { registerOrganisation } from '../helpers/factories.ts';
import { createApplication, createConfig } from '../helpers/lending.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let api: TestServer;
let queueUrl: string;
const sharedQueueUrl = process.env.ANALYSIS_QUEUE_URL;

beforeAll(async () => {
  ({ QueueUrl: queueUrl } = (await sqs.send(new CreateQueueCommand({ QueueName: `requeue-test-${process.pid}-${Date.now()}` }))) as { QueueUrl: string });
  process.env.ANALYSIS_QUEUE_URL = queueUrl;
  api = await startTestServer();
});
afterAll(async () => {
  process.env.ANALYSIS_QUEUE_URL = sharedQueueUrl;
  await api.close();
});

/** Takes every message off the private queue: what a stop of npm start does to them. */
async function loseQueuedMessages(): Promise<unknown[]> {
  const lost: unknown[] = [];
  for (;;) {
    const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
    if (Messages.length === 0) return lost;
    for (const message of Messages) {
      lost.push(JSON.parse(message.Body!));
      await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: message.ReceiptHandle! }));
    }
  }
}

it('re-queues an analysis whose message was lost, which then completes; a finished one is left alone', async () => {
  const org = await registerOrganisation(api);
  await createConfig(api, org, { is_default: true });
  const application = await createApplication(api, org);
  const persona = generatePersona('salaried_monthly', { seed: 11, months: 4, accounts: 1 });
  const uploaded = await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, toByodPayload(persona), { token: org.apiToken });
  expect(uploaded.status).toBe(200);
  expect(uploaded.body.status).toBe('analysing');

  const lost = await loseQueuedMessages();
  expect(lost).toEqual([{ organisation: org.id, application: application.id, generation: 1 }]);

  const requeued = await requeueInterruptedAnalyses({ organisation: org.id });
  expect(requeued).toEqual([{ organisation: org.id, application: application.id, generation: 1 }]);

  const workers = await startWorkers({ analysis: queueUrl, webhooks: process.env.WEBHOOK_QUEUE_URL! });
  try {
    const deadline = Date.now() + 20_000;
    let status: unknown;
    while (Date.now() < deadline) {
      status = (await api.json('GET', `/v1/bank_connections/${application.id}/`, undefined, { token: org.apiToken })).body.status;
      if (status === 'complete') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('complete');
  } finally {
    await workers.stop();
  }
  // Analysed: nothing left to ask for.
  expect(await requeueInterruptedAnalyses({ organisation: org.id })).toEqual([]);
});
