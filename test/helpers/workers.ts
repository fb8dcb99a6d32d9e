/**
 * The queue workers of one test file, on an analysis queue (and a statement queue) of its own. Test files run in
 * parallel against one set of emulators; with a shared queue, one file's runner takes (and, when
 * it stops, may strand for the visibility timeout) another file's messages, so an analysis the
 * other file waits for never finishes in time. Handlers read ANALYSIS_QUEUE_URL on every send,
 * so pointing it at the private queue routes this file's uploads there; stop() puts it back.
 */
import { sqs } from '#platform/clients/sqs';
import { ensureQueueWithDlq } from '#local/resources';
import { startWorkers, type RunningWorkers } from '#local/workers';

export interface FileWorkers extends RunningWorkers {
  queueUrl: string;
  /** This file's own statement queue (STATEMENT_QUEUE_URL while the workers run). */
  statementQueueUrl: string;
  /** This file's own webhook queue (WEBHOOK_QUEUE_URL while the workers run) and its DLQ (WEBHOOK_DLQ_URL). */
  webhookQueueUrl: string;
  webhookDlqUrl: string;
}

export async function startFileWorkers(name: string): Promise<FileWorkers> {
  const [queue, statements, webhooks] = await Promise.all([
    ensureQueueWithDlq(sqs, `khanya-test-${name}-analysis`),
    ensureQueueWithDlq(sqs, `khanya-test-${name}-statements`, { visibilityTimeoutSeconds: 180 }),
    ensureQueueWithDlq(sqs, `khanya-test-${name}-webhooks`),
  ]);
  const shared = { analysis: process.env.ANALYSIS_QUEUE_URL, statements: process.env.STATEMENT_QUEUE_URL, webhooks: process.env.WEBHOOK_QUEUE_URL, webhooksDlq: process.env.WEBHOOK_DLQ_URL };
  process.env.ANALYSIS_QUEUE_URL = queue.queueUrl;
  process.env.STATEMENT_QUEUE_URL = statements.queueUrl;
  process.env.WEBHOOK_QUEUE_URL = webhooks.queueUrl;
  process.env.WEBHOOK_DLQ_URL = webhooks.dlqUrl;
  const workers = await startWorkers({ analysis: queue.queueUrl, webhooks: webhooks.queueUrl, statements: statements.queueUrl });
  return {
    queueUrl: queue.queueUrl,
    statementQueueUrl: statements.queueUrl,
    webhookQueueUrl: webhooks.queueUrl,
    webhookDlqUrl: webhooks.dlqUrl,
    stop: async () => {
      await workers.stop();
      process.env.ANALYSIS_QUEUE_URL = shared.analysis;
      process.env.STATEMENT_QUEUE_URL = shared.statements;
      process.env.WEBHOOK_QUEUE_URL = shared.webhooks;
      process.env.WEBHOOK_DLQ_URL = shared.webhooksDlq;
    },
  };
}
