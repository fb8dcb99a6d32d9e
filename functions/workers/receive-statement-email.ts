/**
 * The mail worker (SQS → Lambda): each message is the inbound bucket's S3 event notification for
 * one raw e-mail (SES's S3 action, a mail webhook, or locally the .data/inbox/ watcher wrote it).
 * The work is functions/platform/services/inbound-email.ts; this file only unpacks the batch and
 * reports failures per message, so a failing e-mail is retried alone and, after the queue's
 * maxReceiveCount, lands in the dead-letter queue. A retried e-mail adds nothing twice (the
 * service's claim).
 */
import { sqsBatchHandler } from './sqs-batch.ts';
import { storedMailIn } from '#platform/aws/inbound-mail-store';
import { logger } from '#platform/logger';
import { receiveStoredEmail } from '#platform/services/inbound-email';

export const handler = sqsBatchHandler('Inbound e-mail failed', async (record) => {
  for (const ref of storedMailIn(record.body)) {
    const result = await receiveStoredEmail(ref);
    logger.info('Inbound e-mail handled', { messageId: record.messageId, key: ref.key, outcome: result.outcome });
  }
});
