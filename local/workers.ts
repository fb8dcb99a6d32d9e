/**
 * The queue workers of functions/workers/index.ts, run locally the way AWS runs them: a queue
 * runner per worker that invokes the real handler with SQS batches and honours partial batch
 * failures. Used by `npm start` and by integration tests.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SCHEDULED_JOBS, WORKERS } from '../functions/workers/index.ts';
import { repoRoot } from './paths.ts';
import { startQueueRunner, type QueueRunner, type SqsHandler } from './queue-runner.ts';

export interface RunningWorkers {
  stop(): Promise<void>;
}

/**
 * A runner per worker whose queue is given: the statement and mail workers only where their
 * queues are named (npm start, their tests), so other test files do not compete for their messages.
 */
export async function startWorkers(
  queues: { analysis: string; webhooks: string; statements?: string; inboundMail?: string },
  options: { log?: (line: string) => void; /** Also run SCHEDULED_JOBS (npm start; tests call jobs themselves). */ scheduledJobs?: boolean } = {},
): Promise<RunningWorkers> {
  const runners: QueueRunner[] = [];
  for (const worker of WORKERS) {
    const queueUrl = queues[worker.queue];
    if (!queueUrl) continue;
    const module = (await import(pathToFileURL(join(repoRoot(), worker.handler)).href)) as { handler: SqsHandler };
    runners.push(
      startQueueRunner({
        queueUrl,
        handler: module.handler,
        functionName: worker.name,
        batchSize: worker.batchSize,
        waitTimeSeconds: 1,
        timeoutMs: worker.timeoutSeconds * 1000,
        ...(options.log ? { log: options.log } : {}),
      }),
    );
  }
  const timers = options.scheduledJobs ? await startScheduledJobs(options.log ?? ((line) => console.log(line))) : [];
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(runners.map((runner) => runner.stop()));
    },
  };
}

/** Each scheduled job once now and then every `localEveryMinutes` (EventBridge's clock, locally). */
async function startScheduledJobs(log: (line: string) => void): Promise<NodeJS.Timeout[]> {
  const timers: NodeJS.Timeout[] = [];
  for (const job of SCHEDULED_JOBS) {
    const module = (await import(pathToFileURL(join(repoRoot(), job.handler)).href)) as { handler: () => Promise<unknown> };
    const run = () =>
      module.handler().then(
        (result) => log(`[${job.name}] ${JSON.stringify(result)}`),
        (error: unknown) => log(`[${job.name}] failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    void run();
    const timer = setInterval(run, job.localEveryMinutes * 60_000);
    timer.unref();
    timers.push(timer);
  }
  return timers;
}
