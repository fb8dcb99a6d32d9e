/**
 * The queue workers: like the operation table for the API, this list drives both CDK (a
 * Lambda with an SQS event source per row) and the local runtime (a queue runner per row).
 */
export interface Worker {
  name: string;
  /** Handler module relative to the repository root; it exports `handler`. */
  handler: string;
  queue: 'analysis' | 'webhooks' | 'statements' | 'inboundMail';
  batchSize: number;
  timeoutSeconds: number;
  memoryMb: number;
  /** Needs the labelling model layer. */
  labellingModel?: boolean;
  /** Queues it sends to besides consuming its own (the statement worker queues analyses). */
  sends?: readonly ('analysis' | 'webhooks' | 'statements' | 'webhooksDlq')[];
  /** Worker-thread files it starts, bundled beside it (cdk/constructs/bundling.ts THREAD_BUNDLES). */
  threads?: readonly 'pdf-reader-thread.mjs'[];
  /** Secrets it reads (the analysis worker opens a lender's CRM credentials to write the note back). */
  secrets?: readonly 'sealing'[];
}

export const WORKERS: readonly Worker[] = [
  {
    name: 'AnalyseBankData',
    handler: 'functions/workers/analyse-bank-data.ts',
    queue: 'analysis',
    // Small batches: one slow application should not hold back nine others.
    batchSize: 2,
    timeoutSeconds: 120,
    memoryMb: 1536,
    labellingModel: true,
    // bank_connection.analysed / failed and revet.outcome webhooks.
    sends: ['webhooks'],
    // The CRM note on the lender's deal (services/crm.ts).
    secrets: ['sealing'],
  },
  {
    name: 'ParseStatementFiles',
    handler: 'functions/workers/parse-statement-files.ts',
    queue: 'statements',
    sends: ['analysis', 'webhooks'],
    // pdf.js runs in a thread with heap limits and a deadline (functions/platform/pdf/reader-thread.ts).
    threads: ['pdf-reader-thread.mjs'],
    // One file at a time: a 20 MiB PDF takes the memory and the time of the invocation.
    batchSize: 1,
    timeoutSeconds: 120,
    memoryMb: 2048,
  },
  {
    // E-mailed statements: reads the raw e-mail, hands its attachments to the upload pipeline.
    name: 'ReceiveStatementEmail',
    handler: 'functions/workers/receive-statement-email.ts',
    queue: 'inboundMail',
    // Its attachments go through the upload pipeline, which queues them for the statement worker
    // and publishes bank_connection.files_uploaded.
    sends: ['statements', 'webhooks'],
    batchSize: 1,
    timeoutSeconds: 60,
    memoryMb: 1024,
  },
  {
    // Outbound webhooks: one attempt per message; a failed attempt queues its own retry.
    name: 'DeliverWebhooks',
    handler: 'functions/workers/deliver-webhooks.ts',
    queue: 'webhooks',
    // Its own retries; a delivery that used every attempt goes to the DLQ (its alarm).
    sends: ['webhooks', 'webhooksDlq'],
    // Each attempt may wait 15 s for the receiver: a few at a time keeps one slow endpoint from holding many.
    batchSize: 3,
    timeoutSeconds: 60,
    memoryMb: 512,
  },
];

/**
 * Jobs on a clock: like WORKERS, this list drives CDK (a Lambda and an EventBridge schedule per
 * row) and the local runtime (local/workers.ts runs each at start and then every `localEveryMinutes`).
 * Each job is idempotent, so a run repeated or overlapping (EventBridge delivers at least once)
 * changes nothing twice.
 */
export interface ScheduledJob {
  name: string;
  handler: string;
  /** EventBridge cron fields (UTC): minute hour day-of-month month day-of-week year. */
  cron: { minute: string; hour: string; day?: string; month?: string; weekDay?: string };
  timeoutSeconds: number;
  memoryMb: number;
  sends?: readonly ('analysis' | 'webhooks' | 'statements' | 'webhooksDlq')[];
  /** Provider secrets it reads (the bill run pushes bills to Khanya's Xero; `peach` also brings Peach's API URL and entity). */
  secrets?: readonly ('xero' | 'sealing' | 'peach')[];
  localEveryMinutes: number;
}

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  {
    // Monthly bills: daily at 02:30 South African time, so a month is billed in its first night
    // (after the grace of core/billing.ts) and a failed or missed run catches up the next night.
    name: 'RunBills',
    handler: 'functions/workers/run-bills.ts',
    cron: { minute: '30', hour: '0' },
    timeoutSeconds: 900,
    memoryMb: 512,
    // bill.created / bill.paid webhooks; then every bill not in Xero yet is pushed there.
    sends: ['webhooks'],
    secrets: ['xero'],
    localEveryMinutes: 60,
  },
  {
    // application.expired: links that expired unused, within a quarter hour of their expiry.
    name: 'ExpireApplications',
    handler: 'functions/workers/expire-applications.ts',
    cron: { minute: '0/15', hour: '*' },
    timeoutSeconds: 300,
    memoryMb: 256,
    sends: ['webhooks'],
    localEveryMinutes: 5,
  },
  {
    // CRM notes whose push failed (Zoho down): tried again every quarter hour, 12 times.
    name: 'RetryCrmPushes',
    handler: 'functions/workers/retry-crm-pushes.ts',
    cron: { minute: '7/15', hour: '*' },
    timeoutSeconds: 300,
    memoryMb: 256,
    secrets: ['sealing'],
    localEveryMinutes: 5,
  },
  {
    // Card payments still pending 30 minutes on (the charge's answer and Peach's notification both
    // lost, or Peach never got the charge): settled from Peach's transaction report, so within
    // about 50 minutes at most (not found: failed at a second check 10 minutes on).
    name: 'SettleStalePayments',
    handler: 'functions/workers/settle-stale-payments.ts',
    cron: { minute: '3/10', hour: '*' },
    timeoutSeconds: 300,
    memoryMb: 256,
    // Settling a bill payment sends bill.paid and pushes the payment to Khanya's Xero.
    sends: ['webhooks'],
    secrets: ['peach', 'xero'],
    localEveryMinutes: 5,
  },
];
