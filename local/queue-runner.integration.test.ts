import { randomBytes } from 'node:crypto';
import { GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageBatchCommand, SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { startQueueRunner, type QueueRunner } from './queue-runner.ts';
import { clientsFor, ensureQueueWithDlq, type QueueWithDlq } from './resources.ts';

const sqs: SQSClient = clientsFor({
  dynamodb: process.env.AWS_ENDPOINT_URL_DYNAMODB!,
  s3: process.env.AWS_ENDPOINT_URL_S3!,
  sqs: process.env.AWS_ENDPOINT_URL_SQS!,
}).sqs;

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function counts(queueUrl: string): Promise<{ visible: number; inflight: number }> {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
  );
  return { visible: Number(Attributes!.ApproximateNumberOfMessages), inflight: Number(Attributes!.ApproximateNumberOfMessagesNotVisible) };
}

describe('queue runner (SQS → Lambda)', () => {
  let queue: QueueWithDlq;
  let runner: QueueRunner | undefined;

  beforeEach(async () => {
    queue = await ensureQueueWithDlq(sqs, `runner-test-${randomBytes(4).toString('hex')}`, { visibilityTimeoutSeconds: 1, maxReceiveCount: 2 });
  });
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
  });

  it('hands the handler a real SQS batch and deletes what it handled', async () => {
    const batches: SQSEvent[] = [];
    runner = startQueueRunner({
      queueUrl: queue.queueUrl,
      sqs,
      waitTimeSeconds: 1,
      functionName: 'TestWorker',
      handler: async (event) => {
        batches.push(event);
      },
    });
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: queue.queueUrl,
        MessageBody: '{"hello":"world"}',
        MessageAttributes: { kind: { DataType: 'String', StringValue: 'greeting' } },
      }),
    );
    await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queue.queueUrl,
        Entries: Array.from({ length: 3 }, (_, i) => ({ Id: String(i), MessageBody: `m${i}` })),
      }),
    );
    const records = await until('4 records', () => {
      const all = batches.flatMap((b) => b.Records);
      return all.length >= 4 ? all : undefined;
    });
    expect(batches.every((b) => b.Records.length >= 1 && b.Records.length <= 10)).toBe(true);
    const hello = records.find((r) => r.body === '{"hello":"world"}') as SQSRecord;
    expect(hello).toMatchObject({
      messageId: expect.any(String),
      receiptHandle: expect.any(String),
      eventSource: 'aws:sqs',
      eventSourceARN: queue.queueArn,
      awsRegion: 'af-south-1',
      md5OfBody: expect.any(String),
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: expect.any(String), ApproximateFirstReceiveTimestamp: expect.any(String) },
      messageAttributes: { kind: { dataType: 'String', stringValue: 'greeting', stringListValues: [], binaryListValues: [] } },
    });
    await until('the queue to be empty', async () => {
      const c = await counts(queue.queueUrl);
      return c.visible === 0 && c.inflight === 0 ? true : undefined;
    });
    // Deleted, so never delivered again (the visibility timeout is 1 s).
    await new Promise((r) => setTimeout(r, 1500));
    expect(batches.flatMap((b) => b.Records)).toHaveLength(4);
  });

  it('retries reported batchItemFailures and moves a poison message to the DLQ after maxReceiveCount', async () => {
    const seen: Array<{ body: string; receiveCount: string }> = [];
    runner = startQueueRunner({
      queueUrl: queue.queueUrl,
      sqs,
      waitTimeSeconds: 1,
      handler: async (event): Promise<SQSBatchResponse> => {
        for (const r of event.Records) seen.push({ body: r.body, receiveCount: r.attributes.ApproximateReceiveCount });
        return { batchItemFailures: event.Records.filter((r) => r.body === 'poison').map((r) => ({ itemIdentifier: r.messageId })) };
      },
    });
    await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queue.queueUrl,
        Entries: [
          { Id: 'good', MessageBody: 'good' },
          { Id: 'poison', MessageBody: 'poison' },
        ],
      }),
    );

    const dead = await until('the poison message in the DLQ', async () => {
      const { Messages } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queue.dlqUrl, WaitTimeSeconds: 0, MaxNumberOfMessages: 10 }));
      return Messages && Messages.length > 0 ? Messages : undefined;
    });
    expect(dead.map((m) => m.Body)).toEqual(['poison']);
    expect(seen.filter((s) => s.body === 'good')).toEqual([{ body: 'good', receiveCount: '1' }]);
    expect(seen.filter((s) => s.body === 'poison').map((s) => s.receiveCount)).toEqual(['1', '2']);
    expect(await counts(queue.queueUrl)).toEqual({ visible: 0, inflight: 0 });
  });

  it('retries the whole batch when the handler throws', async () => {
    let calls = 0;
    const errors: string[] = [];
    runner = startQueueRunner({
      queueUrl: queue.queueUrl,
      sqs,
      waitTimeSeconds: 1,
      logError: (line) => errors.push(line),
      handler: async () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
      },
    });
    await sqs.send(new SendMessageCommand({ QueueUrl: queue.queueUrl, MessageBody: 'flaky' }));
    await until('a second invocation', () => (calls >= 2 ? true : undefined));
    await until('the queue to be empty', async () => {
      const c = await counts(queue.queueUrl);
      return c.visible === 0 && c.inflight === 0 ? true : undefined;
    });
    expect(errors.join('\n')).toMatch(/will be retried/);
  });
});
