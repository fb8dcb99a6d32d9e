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

export function sqsBatchHandler(failureMessage: string, handleRecord: (record: SQSRecord) => Promise<void>): (event: SQSEvent) => Promise<SQSBatchResponse> {
  return async (event) => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        await handleRecord(record);
      } catch (error) {
        logger.error(failureMessage, { messageId: record.messageId, error: error as Error });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}
