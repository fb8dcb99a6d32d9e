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
import type { SQSRecord } from 'aws-lambda';
import { isLastReceive, sqsBatchHandler } from './sqs-batch.ts';
import { StatementMessageSchema } from '#platform/aws/statement-queue';
import { giveUpOnFile, processStatementMessage } from '#platform/services/statement-reading';

export const handler = sqsBatchHandler('Statement file failed', processRecord);

async function processRecord(record: SQSRecord): Promise<void> {
  // A malformed message can never succeed: it fails until the queue moves it to the DLQ.
  const message = StatementMessageSchema.parse(JSON.parse(record.body));
  try {
    await processStatementMessage(message);
  } catch (error) {
    if (isLastReceive(record)) {
      await giveUpOnFile(message, error instanceof Error ? error.message : 'unexpected error');
    }
    throw error;
  }
}
