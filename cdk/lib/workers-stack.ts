/**
 * The queue workers (functions/workers/index.ts): one Lambda per row with an SQS event source
 * that reports partial batch failures, so one bad message is retried alone and, after the
 * queue's maxReceiveCount, lands in the dead-letter queue (whose alarm is in the data stack).
 * The labelling model reaches the analysis worker as a Lambda layer: data that changes on its
 * own schedule, not code.
 */
import { join } from 'node:path';
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Construct } from 'constructs';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SCHEDULED_JOBS, WORKERS } from '../../functions/workers/index.ts';
import { KhanyaFunction } from '../constructs/khanya-function.ts';
import type { DataStack } from './data-stack.ts';
import { findRepoRoot } from './repo-root.ts';
import type { KhanyaSettings } from './settings.ts';

/** The layer's content is this folder; Lambda mounts it at /opt. */
export const LABELLING_MODEL_LAYER_DIR = 'layers/labelling-model/layer';
export const LABELLING_MODEL_PATH_IN_LAMBDA = '/opt/labelling-model/model.json';

export interface WorkersStackProps extends StackProps {
  settings: KhanyaSettings;
  data: DataStack;
}

export class WorkersStack extends Stack {
  readonly functions = new Map<string, KhanyaFunction>();

  constructor(scope: Construct, id: string, props: WorkersStackProps) {
    super(scope, id, props);
    const { settings, data } = props;
    const modelLayer = new LayerVersion(this, 'LabellingModel', {
      code: Code.fromAsset(join(findRepoRoot(), LABELLING_MODEL_LAYER_DIR)),
      compatibleArchitectures: [Architecture.ARM_64],
      description: 'Khanya transaction-labelling model (data only)',
    });
    for (const worker of WORKERS) {
      const queues = { analysis: data.analysisQueue, webhooks: data.webhookQueue, statements: data.statementQueue, inboundMail: data.inboundMailQueue, webhooksDlq: data.webhookDlq };
      const queue = queues[worker.queue];
      const fn = new KhanyaFunction(this, worker.name, {
        handler: worker.handler,
        stage: settings.stage,
        description: `Khanya ${settings.stage}: ${worker.name} (SQS ${worker.queue})`,
        timeout: Duration.seconds(worker.timeoutSeconds),
        memorySize: worker.memoryMb,
        environment: {
          ANALYSIS_QUEUE_URL: data.analysisQueue.queueUrl,
          WEBHOOK_QUEUE_URL: data.webhookQueue.queueUrl,
          STATEMENT_QUEUE_URL: data.statementQueue.queueUrl,
          ...(worker.sends?.includes('webhooksDlq') ? { WEBHOOK_DLQ_URL: data.webhookDlq.queueUrl } : {}),
          ...(worker.labellingModel ? { LABELLING_MODEL_PATH: LABELLING_MODEL_PATH_IN_LAMBDA } : {}),
        },
        ...(worker.labellingModel ? { layers: [modelLayer] } : {}),
        ...(worker.threads ? { threads: worker.threads } : {}),
      })
        .bindTable(data.table, 'readwrite')
        .bindBucket(data.uploadsBucket, 'readwrite');
      for (const target of worker.sends ?? []) queues[target].grantSendMessages(fn);
      if (worker.secrets?.includes('sealing')) fn.bindSecret(data.sealingSecret, 'SEALING_SECRET_ARN');
      if (worker.queue === 'inboundMail') {
        // The mail worker reads raw e-mails, finds the application by its statements address,
        // and answers a sender whose e-mail held nothing readable.
        fn.bindBucket(data.inboundMailBucket, 'read', 'INBOUND_MAIL_BUCKET').allowSendEmail(settings.mailFrom);
        fn.addEnvironment('INBOUND_EMAIL_DOMAIN', settings.inboundEmailDomain);
      }
      // The webhook worker tells the organisation when it disables a failing endpoint.
      if (worker.queue === 'webhooks') fn.allowSendEmail(settings.mailFrom);
      fn.addEventSource(new SqsEventSource(queue, { batchSize: worker.batchSize, reportBatchItemFailures: true }));
      this.functions.set(worker.name, fn);
    }
    for (const job of SCHEDULED_JOBS) {
      const queues = { analysis: data.analysisQueue, webhooks: data.webhookQueue, statements: data.statementQueue, webhooksDlq: data.webhookDlq };
      const fn = new KhanyaFunction(this, job.name, {
        handler: job.handler,
        stage: settings.stage,
        description: `Khanya ${settings.stage}: ${job.name} (schedule)`,
        timeout: Duration.seconds(job.timeoutSeconds),
        memorySize: job.memoryMb,
        environment: { WEBHOOK_QUEUE_URL: data.webhookQueue.queueUrl },
      }).bindTable(data.table, 'readwrite');
      for (const target of job.sends ?? []) queues[target].grantSendMessages(fn);
      if (job.secrets?.includes('xero')) fn.bindSecret(data.xeroSecret, 'XERO_SECRET_ARN');
      if (job.secrets?.includes('sealing')) fn.bindSecret(data.sealingSecret, 'SEALING_SECRET_ARN');
      if (job.secrets?.includes('peach')) {
        fn.bindSecret(data.peachSecret, 'PEACH_SECRET_ARN');
        fn.addEnvironment('PEACH_API_URL', settings.peach.apiUrl).addEnvironment('PEACH_ENTITY_ID', settings.peach.entityId);
      }
      new Rule(this, `${job.name}Schedule`, {
        description: `Khanya ${settings.stage}: runs ${job.name}`,
        schedule: Schedule.cron(job.cron),
        targets: [new LambdaFunction(fn, { retryAttempts: 2 })],
      });
      this.functions.set(job.name, fn);
    }
  }
}
