/**
 * The queue workers of one test file, on an analysis queue of its own. Test files run in
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
}

export async function startFileWorkers(name: string): Promise<FileWorkers> {
  const queue = await ensureQueueWithDlq(sqs, `khanya-test-${name}-analysis`);
  const shared = process.env.ANALYSIS_QUEUE_URL;
  process.env.ANALYSIS_QUEUE_URL = queue.queueUrl;
  const workers = await startWorkers({ analysis: queue.queueUrl, webhooks: process.env.WEBHOOK_QUEUE_URL! });
  return {
    queueUrl: queue.queueUrl,
    stop: async () => {
      await workers.stop();
      process.env.ANALYSIS_QUEUE_URL = shared;
    },
  };
}
