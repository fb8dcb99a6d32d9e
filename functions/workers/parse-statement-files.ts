/**
 * The statement worker (SQS → Lambda). One message = "read attempt N of this uploaded statement
 * file": the service (functions/platform/services/statement-files.ts) reads it, merges it into
 * the bank connection and queues the analysis, or records why the file was refused.
 *
 * Idempotent: a message for a file no longer `processing` at that attempt does nothing; the
 * merge commits in one conditional transaction with the file's new state. Failures are reported
 * per message (partial batch response); on the last attempt the file is failed
 * (`unreadable_file`) and the message goes on to the dead-letter queue. The message may carry
 * the applicant's password: it is never logged.
 */
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { StatementMessageSchema } from '#platform/aws/statement-queue';
import { logger } from '#platform/logger';
import { giveUpOnFile, processStatementMessage } from '#platform/services/statement-reading';

/** Matches the queue's redrive policy (maxReceiveCount) in CDK and the local runtime. */
export const MAX_RECEIVES = 5;

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      await processRecord(record);
    } catch (error) {
      logger.error('Statement file failed', { messageId: record.messageId, error: error as Error });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

async function processRecord(record: SQSRecord): Promise<void> {
  // A malformed message can never succeed: it fails until the queue moves it to the DLQ.
  const message = StatementMessageSchema.parse(JSON.parse(record.body));
  try {
    await processStatementMessage(message);
  } catch (error) {
    if (Number(record.attributes?.ApproximateReceiveCount ?? 1) >= MAX_RECEIVES) {
      await giveUpOnFile(message, error instanceof Error ? error.message : 'unexpected error');
    }
    throw error;
  }
}
