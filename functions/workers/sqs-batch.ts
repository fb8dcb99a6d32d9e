/**
 * What every queue worker does with an SQS batch: each record handled on its own, a failing one
 * reported in `batchItemFailures` (partial batch response) so that only it is retried and, after
 * the queue's maxReceiveCount, dead-lettered.
 */
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '#platform/logger';

/** Matches the queues' redrive policy (maxReceiveCount) in CDK and the local runtime. */
export const MAX_RECEIVES = 5;

/** The record is on its last delivery: a failure now sends it to the dead-letter queue. */
export function isLastReceive(record: SQSRecord): boolean {
  return Number(record.attributes?.ApproximateReceiveCount ?? 1) >= MAX_RECEIVES;
}

/**
 * `concurrent`: the batch's records at once rather than one after another, for work that mostly
 * waits on someone else (a webhook receiver may take 15 s to fail: one organisation's slow
 * receiver must not hold another's deliveries that SQS put in the same batch).
 */
export function sqsBatchHandler(
  failureMessage: string,
  handleRecord: (record: SQSRecord) => Promise<void>,
  { concurrent = false }: { concurrent?: boolean } = {},
): (event: SQSEvent) => Promise<SQSBatchResponse> {
  const handled = async (record: SQSRecord): Promise<string | undefined> => {
    try {
      await handleRecord(record);
      return undefined;
    } catch (error) {
      logger.error(failureMessage, { messageId: record.messageId, error: error as Error });
      return record.messageId;
    }
  };
  return async (event) => {
    const failed: (string | undefined)[] = [];
    if (concurrent) failed.push(...(await Promise.all(event.Records.map(handled))));
    else for (const record of event.Records) failed.push(await handled(record));
    return { batchItemFailures: failed.filter((id): id is string => id !== undefined).map((itemIdentifier) => ({ itemIdentifier })) };
  };
}
