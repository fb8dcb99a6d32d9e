/**
 * SQS → Lambda, locally: the event source mapping AWS runs for a queue-triggered function.
 * Long-polls the queue, hands the handler a real SQSEvent batch (up to `batchSize` records),
 * deletes the messages it handled and, with ReportBatchItemFailures semantics, leaves the ones
 * it lists in `batchItemFailures` (or the whole batch if it throws). Those reappear after the
 * queue's visibility timeout with a higher ApproximateReceiveCount, and the queue's redrive
 * policy moves a message that keeps failing to its dead-letter queue, as in AWS.
 */
import { randomUUID } from 'node:crypto';
import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SQSClient,
  type Message,
  type MessageAttributeValue,
} from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';
import { createContext } from './server.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './resources.ts';

export type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void | undefined>;

export interface QueueRunnerOptions {
  queueUrl: string;
  handler: SqsHandler;
  /** Shown as the Lambda function name (default: the queue name). */
  functionName?: string;
  /** Records per invocation, 1..10 (default 10). */
  batchSize?: number;
  /** Long-poll wait, 0..20 s (default 2 s, so stop() is quick). */
  waitTimeSeconds?: number;
  /** Defaults to a client for AWS_ENDPOINT_URL_SQS / the local region. */
  sqs?: SQSClient;
  /** Handler timeout seen through getRemainingTimeInMillis (default 60 s). */
  timeoutMs?: number;
  /** Start polling right away (default true); false leaves the stepping to pollOnce(). */
  autoStart?: boolean;
  log?: (line: string) => void;
  logError?: (line: string, error?: unknown) => void;
}

export interface QueueRunner {
  /** Resolves when the current poll and invocation have finished. */
  stop(): Promise<void>;
  /** Polls once (one receive, at most one invocation): for tests that step the runner by hand. */
  pollOnce(): Promise<number>;
}

function toRecordAttributes(message: Message): SQSRecord['attributes'] {
  const a = message.Attributes ?? {};
  return {
    ApproximateReceiveCount: a.ApproximateReceiveCount ?? '1',
    SentTimestamp: a.SentTimestamp ?? String(Date.now()),
    SenderId: a.SenderId ?? '000000000000',
    ApproximateFirstReceiveTimestamp: a.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    ...(a.SequenceNumber ? { SequenceNumber: a.SequenceNumber } : {}),
    ...(a.MessageGroupId ? { MessageGroupId: a.MessageGroupId } : {}),
    ...(a.MessageDeduplicationId ? { MessageDeduplicationId: a.MessageDeduplicationId } : {}),
    ...(a.DeadLetterQueueSourceArn ? { DeadLetterQueueSourceArn: a.DeadLetterQueueSourceArn } : {}),
    ...(a.AWSTraceHeader ? { AWSTraceHeader: a.AWSTraceHeader } : {}),
  };
}

/** Lambda's shape for message attributes: camel-cased keys, binary values base64-encoded. */
function toRecordMessageAttributes(attributes: Record<string, MessageAttributeValue> | undefined): SQSMessageAttributes {
  const out: SQSMessageAttributes = {};
  for (const [name, value] of Object.entries(attributes ?? {})) {
    out[name] = {
      dataType: value.DataType ?? 'String',
      ...(value.StringValue !== undefined ? { stringValue: value.StringValue } : {}),
      ...(value.BinaryValue !== undefined ? { binaryValue: Buffer.from(value.BinaryValue).toString('base64') } : {}),
      stringListValues: value.StringListValues ?? [],
      binaryListValues: (value.BinaryListValues ?? []).map((b) => Buffer.from(b).toString('base64')),
    };
  }
  return out;
}

export function toSqsEvent(messages: Message[], queueArn: string, region = LOCAL_REGION): SQSEvent {
  return {
    Records: messages.map(
      (message): SQSRecord => ({
        messageId: message.MessageId!,
        receiptHandle: message.ReceiptHandle!,
        body: message.Body ?? '',
        attributes: toRecordAttributes(message),
        messageAttributes: toRecordMessageAttributes(message.MessageAttributes),
        md5OfBody: message.MD5OfBody ?? '',
        ...(message.MD5OfMessageAttributes ? { md5OfMessageAttributes: message.MD5OfMessageAttributes } : {}),
        eventSource: 'aws:sqs',
        eventSourceARN: queueArn,
        awsRegion: region,
      }),
    ),
  };
}

export function startQueueRunner(options: QueueRunnerOptions): QueueRunner {
  const sqs =
    options.sqs ??
    new SQSClient({
      region: process.env.AWS_REGION ?? LOCAL_REGION,
      ...(process.env.AWS_ENDPOINT_URL_SQS ? { endpoint: process.env.AWS_ENDPOINT_URL_SQS, credentials: LOCAL_CREDENTIALS } : {}),
    });
  const batchSize = Math.min(10, Math.max(1, options.batchSize ?? 10));
  const waitTimeSeconds = options.waitTimeSeconds ?? 2;
  const functionName = options.functionName ?? options.queueUrl.split('/').pop() ?? 'queue-worker';
  const log = options.log ?? (() => {});
  const logError = options.logError ?? ((line: string, error?: unknown) => console.error(line, error ?? ''));
  let queueArn: Promise<string> | undefined;
  let running = options.autoStart ?? true;

  const getQueueArn = () => {
    queueArn ??= sqs
      .send(new GetQueueAttributesCommand({ QueueUrl: options.queueUrl, AttributeNames: ['QueueArn'] }))
      .then((r) => r.Attributes!.QueueArn!);
    queueArn.catch(() => (queueArn = undefined));
    return queueArn;
  };

  const pollOnce = async (): Promise<number> => {
    const arn = await getQueueArn();
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: options.queueUrl,
        MaxNumberOfMessages: batchSize,
        WaitTimeSeconds: waitTimeSeconds,
        MessageSystemAttributeNames: ['All'],
        MessageAttributeNames: ['All'],
      }),
    );
    if (Messages.length === 0) return 0;

    const event = toSqsEvent(Messages, arn, process.env.AWS_REGION ?? LOCAL_REGION);
    const requestId = randomUUID();
    let failed = new Set<string>();
    try {
      const result = await options.handler(event, createContext(functionName, requestId, options.timeoutMs ?? 60_000));
      for (const failure of result?.batchItemFailures ?? []) failed.add(failure.itemIdentifier);
      // Lambda treats an unknown or empty identifier as a failure of the whole batch.
      const known = new Set(event.Records.map((r) => r.messageId));
      if ([...failed].some((id) => !id || !known.has(id))) failed = known;
    } catch (error) {
      logError(`[local] ${functionName} failed on a batch of ${Messages.length}; the messages will be retried:`, error);
      failed = new Set(event.Records.map((r) => r.messageId));
    }

    const done = Messages.filter((m) => !failed.has(m.MessageId!));
    if (done.length > 0) {
      await sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: options.queueUrl,
          Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
        }),
      );
    }
    log(`${functionName}: ${Messages.length} message(s), ${done.length} done, ${failed.size} to retry`);
    return Messages.length;
  };

  const loop = (async () => {
    while (running) {
      try {
        await pollOnce();
      } catch (error) {
        if (!running) break;
        logError(`[local] polling ${options.queueUrl} failed:`, error);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  })();

  return {
    pollOnce,
    async stop() {
      // The poll in flight is let finish rather than aborted: an aborted ReceiveMessage may
      // already have taken messages off the queue, which would then stay invisible for the whole
      // visibility timeout (another runner on the same queue, e.g. another test file's, would
      // not see them for a minute). Finishing costs at most one long-poll wait.
      running = false;
      await loop;
    },
  };
}
