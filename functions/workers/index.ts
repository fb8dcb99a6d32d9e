/**
 * The queue workers: like the operation table for the API, this list drives both CDK (a
 * Lambda with an SQS event source per row) and the local runtime (a queue runner per row).
 */
export interface Worker {
  name: string;
  /** Handler module relative to the repository root; it exports `handler`. */
  handler: string;
  queue: 'analysis' | 'webhooks' | 'inboundMail';
  batchSize: number;
  timeoutSeconds: number;
  memoryMb: number;
  /** Needs the labelling model layer. */
  labellingModel?: boolean;
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
  },
  {
    // E-mailed statements: reads the raw e-mail, hands its attachments to the upload pipeline.
    name: 'ReceiveStatementEmail',
    handler: 'functions/workers/receive-statement-email.ts',
    queue: 'inboundMail',
    batchSize: 1,
    timeoutSeconds: 60,
    memoryMb: 1024,
  },
];
