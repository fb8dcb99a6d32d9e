/**
 * The workers stack is generated from the WORKERS table: these tests walk the table and check
 * each row's function, its SQS event source, its access, the queue settings the worker relies
 * on (visibility timeout, maxReceiveCount) and the labelling-model layer, in the synthesized
 * templates. References to the data stack are resolved to the data-stack resource they name,
 * so "the right queue" means the data stack's analysis queue, not merely "some queue".
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { decodeModel } from '#core/labelling/model';
import { MAX_RECEIVES } from '../../functions/workers/analyse-bank-data.ts';
import { SCHEDULED_JOBS, WORKERS, type Worker } from '../../functions/workers/index.ts';
import { MAX_RECEIVE_COUNT } from '../lib/data-stack.ts';
import { findRepoRoot } from '../lib/repo-root.ts';
import { LABELLING_MODEL_LAYER_DIR } from '../lib/workers-stack.ts';
import { allows, arnOf, buildStacks, grantsOfRole, resolveFromData, resourcesOfType, type Grant } from './helpers.ts';

const MODEL_PATH_IN_LAMBDA = '/opt/labelling-model/model.json';

const built = buildStacks('dev');
const { app, data, workers, dataTemplate, workersTemplate: template } = built;
const functions = resourcesOfType(template, 'AWS::Lambda::Function');
const mappings = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping');
const layers = resourcesOfType(template, 'AWS::Lambda::LayerVersion');
const dataQueues = resourcesOfType(dataTemplate, 'AWS::SQS::Queue');

const rows = WORKERS.map((worker) => [worker.name, worker] as const);

function logicalIdOf(worker: Worker): string {
  const fn = workers.functions.get(worker.name);
  if (!fn) throw new Error(`no function for worker ${worker.name}`);
  return workers.getLogicalId(fn.node.defaultChild as never);
}

const QUEUES = { analysis: data.analysisQueue, webhooks: data.webhookQueue, statements: data.statementQueue, inboundMail: data.inboundMailQueue, webhooksDlq: data.webhookDlq };

function queueOf(worker: Worker) {
  return QUEUES[worker.queue];
}

/** Queues the worker may only send to (the statement worker queues analyses). */
function sendQueuesOf(worker: Worker) {
  return (worker.sends ?? []).map((name) => QUEUES[name]);
}

function otherQueuesOf(worker: Worker) {
  return [data.analysisQueue, data.webhookQueue, data.statementQueue, data.inboundMailQueue, data.analysisDlq, data.webhookDlq, data.statementDlq, data.inboundMailDlq].filter(
    (q) => q !== queueOf(worker) && !sendQueuesOf(worker).includes(q),
  );
}

function grantsOf(worker: Worker): Grant[] {
  return grantsOfRole(template, workers, workers.functions.get(worker.name)!.role!, dataTemplate);
}

describe('one function per WORKERS row', () => {
  it('has workers to test, and no function that is not from the table', () => {
    expect(WORKERS.length).toBeGreaterThan(0);
    const jobIds = SCHEDULED_JOBS.map((job) => workers.getLogicalId(workers.functions.get(job.name)!.node.defaultChild as never));
    expect(Object.keys(functions).sort()).toEqual([...WORKERS.map(logicalIdOf), ...jobIds].sort());
  });

  it.each(rows)('%s: nodejs22.x, arm64, active tracing, the row timeout and memory, its handler', (name, worker) => {
    const fn = functions[logicalIdOf(worker)]?.Properties;
    expect(fn).toEqual(
      expect.objectContaining({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        Timeout: worker.timeoutSeconds,
        MemorySize: worker.memoryMb,
        Handler: 'index.handler',
      }),
    );
    expect(fn?.Description).toContain(name);
    expect(fn?.Environment?.Variables?.NODE_OPTIONS).toBe('--enable-source-maps');
    // The construct bundles the row's handler file.
    expect(workers.functions.get(name)!.node.id).toBe(name);
    expect(existsSync(join(findRepoRoot(), worker.handler))).toBe(true);
  });

  it.each(rows)('%s: the table name and uploads bucket its handler reads, from the data stack', (_name, worker) => {
    const vars = resolveFromData(functions[logicalIdOf(worker)]?.Properties?.Environment?.Variables, dataTemplate) as Record<string, unknown>;
    expect(vars.TABLE_NAME).toEqual({ Ref: data.getLogicalId(data.table.node.defaultChild as never) });
    expect(vars.UPLOADS_BUCKET).toEqual({ Ref: data.getLogicalId(data.uploadsBucket.node.defaultChild as never) });
    expect(vars.ANALYSIS_QUEUE_URL).toEqual({ Ref: data.getLogicalId(data.analysisQueue.node.defaultChild as never) });
  });
});

describe('SQS event sources', () => {
  it('has exactly one event source mapping per worker', () => {
    expect(Object.keys(mappings)).toHaveLength(WORKERS.length);
  });

  it.each(rows)('%s: consumes its queue, with the row batch size, reporting batch item failures', (_name, worker) => {
    const own = Object.values(mappings).filter((m) => JSON.stringify(m.Properties?.FunctionName) === JSON.stringify({ Ref: logicalIdOf(worker) }));
    expect(own).toHaveLength(1);
    const mapping = own[0]!.Properties!;
    expect(resolveFromData(mapping.EventSourceArn, dataTemplate)).toEqual(arnOf(data, queueOf(worker)));
    expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    expect(mapping.BatchSize).toBe(worker.batchSize);
    // Enabled unless said otherwise (an explicit false would stop the worker).
    expect(mapping.Enabled ?? true).toBe(true);
  });
});

describe('queue settings the workers depend on', () => {
  it.each(rows)('%s: its queue hides a received message for at least the function timeout (AWS rejects less)', (_name, worker) => {
    const queue = dataQueues[data.getLogicalId(queueOf(worker).node.defaultChild as never)]!;
    expect(queue.Properties?.VisibilityTimeout).toBeGreaterThanOrEqual(worker.timeoutSeconds);
  });

  it.each(rows)('%s: its queue visibility timeout is at least 6x the function timeout (AWS advice, as data-stack.ts says)', (_name, worker) => {
    const queue = dataQueues[data.getLogicalId(queueOf(worker).node.defaultChild as never)]!;
    expect(queue.Properties?.VisibilityTimeout).toBeGreaterThanOrEqual(6 * worker.timeoutSeconds);
  });

  it('dead-letters analysis messages after exactly MAX_RECEIVES receives, the attempt on which the worker marks the connection failed', () => {
    const queue = dataQueues[data.getLogicalId(data.analysisQueue.node.defaultChild as never)]!;
    expect(queue.Properties?.RedrivePolicy).toEqual({ deadLetterTargetArn: arnOf(data, data.analysisDlq), maxReceiveCount: MAX_RECEIVES });
    expect(MAX_RECEIVE_COUNT).toBe(MAX_RECEIVES);
  });
});

describe('access', () => {
  it.each(rows)('%s: reads and writes the table and its indexes', (_name, worker) => {
    const grants = grantsOf(worker);
    for (const action of ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query', 'dynamodb:BatchWriteItem']) {
      expect([action, allows(grants, action, arnOf(data, data.table))]).toEqual([action, true]);
    }
    expect(allows(grants, 'dynamodb:Query', arnOf(data, data.table, '/index/*'))).toBe(true);
  });

  it.each(rows)('%s: reads and writes objects in the uploads bucket', (_name, worker) => {
    const grants = grantsOf(worker);
    const objects = arnOf(data, data.uploadsBucket, '/*');
    for (const action of ['s3:GetObject', 's3:PutObject']) {
      expect([action, allows(grants, action, objects)]).toEqual([action, true]);
    }
    expect(allows(grants, 's3:ListBucket', arnOf(data, data.uploadsBucket))).toBe(true);
  });

  it.each(rows)('%s: consumes its own queue', (_name, worker) => {
    const grants = grantsOf(worker);
    for (const action of ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:ChangeMessageVisibility', 'sqs:GetQueueAttributes']) {
      expect([action, allows(grants, action, arnOf(data, queueOf(worker)))]).toEqual([action, true]);
    }
  });

  it.each(rows)('%s: has no access at all to the other queues (the webhooks queue for the analysis worker) or their DLQs', (_name, worker) => {
    const others = otherQueuesOf(worker).map((q) => JSON.stringify(arnOf(data, q)));
    const sqsResources = grantsOf(worker)
      .filter((g) => g.actions.some((a) => a.startsWith('sqs:') || a === '*'))
      .flatMap((g) => g.resources.map((r) => JSON.stringify(r)));
    expect(sqsResources.length).toBeGreaterThan(0);
    const sendOnly = sendQueuesOf(worker).map((q) => JSON.stringify(arnOf(data, q)));
    for (const resource of sqsResources) {
      expect(others).not.toContain(resource);
      expect([JSON.stringify(arnOf(data, queueOf(worker))), ...sendOnly]).toContain(resource);
    }
    // A queue it sends to it cannot consume (except its own: the webhook worker queues its own retries).
    for (const queue of sendQueuesOf(worker).filter((q) => q !== queueOf(worker))) {
      expect(allows(grantsOf(worker), 'sqs:SendMessage', arnOf(data, queue))).toBe(true);
      expect(allows(grantsOf(worker), 'sqs:ReceiveMessage', arnOf(data, queue))).toBe(false);
    }
  });

  it('the analysis worker publishes to the webhooks queue (analysed, failed) but cannot consume it', () => {
    const analysis = WORKERS.find((w) => w.queue === 'analysis');
    expect(analysis).toMatchObject({ name: 'AnalyseBankData', queue: 'analysis' });
    const grants = grantsOf(analysis!);
    expect(allows(grants, 'sqs:SendMessage', arnOf(data, data.webhookQueue))).toBe(true);
    for (const action of ['sqs:ReceiveMessage', 'sqs:DeleteMessage']) {
      expect([action, allows(grants, action, arnOf(data, data.webhookQueue))]).toEqual([action, false]);
    }
  });

  it.each(rows)('%s: no grant on "*" except X-Ray tracing', (_name, worker) => {
    for (const grant of grantsOf(worker).filter((g) => g.resources.includes('*'))) {
      expect(grant.actions.every((a) => a.startsWith('xray:'))).toBe(true);
    }
  });
});

describe('the mail worker (e-mailed statements)', () => {
  const worker = WORKERS.find((w) => w.queue === 'inboundMail');

  it('consumes the inbound-mail queue, reads raw e-mails from the inbound bucket and knows the inbound domain', () => {
    expect(worker).toMatchObject({ name: 'ReceiveStatementEmail', handler: 'functions/workers/receive-statement-email.ts' });
    const grants = grantsOf(worker!);
    expect(allows(grants, 's3:GetObject', arnOf(data, data.inboundMailBucket, '/*'))).toBe(true);
    expect(allows(grants, 's3:PutObject', arnOf(data, data.inboundMailBucket, '/*'))).toBe(false);
    const vars = resolveFromData(functions[logicalIdOf(worker!)]?.Properties?.Environment?.Variables, dataTemplate) as Record<string, unknown>;
    expect(vars.INBOUND_MAIL_BUCKET).toEqual({ Ref: data.getLogicalId(data.inboundMailBucket.node.defaultChild as never) });
    expect(vars.INBOUND_EMAIL_DOMAIN).toBe('in.khanya.example');
  });

  it('may send the reply, from the MAIL_FROM domain only', () => {
    const ses = grantsOf(worker!).filter((g) => g.actions.some((a) => a.startsWith('ses:')));
    expect(ses.flatMap((g) => g.actions).sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    expect(JSON.stringify(ses.flatMap((g) => g.resources))).toContain(':identity/khanya.example');
    const vars = functions[logicalIdOf(worker!)]?.Properties?.Environment?.Variables;
    expect(vars?.MAIL_TRANSPORT).toBe('ses');
  });

  it('is the only worker that can read the inbound bucket', () => {
    for (const other of WORKERS.filter((w) => w !== worker)) {
      expect([other.name, allows(grantsOf(other), 's3:GetObject', arnOf(data, data.inboundMailBucket, '/*'))]).toEqual([other.name, false]);
    }
  });
});

describe('labelling-model layer', () => {
  const modelRows = rows.filter(([, worker]) => worker.labellingModel);
  const plainRows = rows.filter(([, worker]) => !worker.labellingModel);

  it('is needed by the analysis worker, is one arm64 layer', () => {
    expect(WORKERS.find((w) => w.name === 'AnalyseBankData')?.labellingModel).toBe(true);
    expect(Object.values(layers)).toHaveLength(1);
    expect(Object.values(layers)[0]!.Properties?.CompatibleArchitectures).toEqual(['arm64']);
  });

  it.each(modelRows)('%s: has the layer attached and LABELLING_MODEL_PATH pointing into it', (_name, worker) => {
    const fn = functions[logicalIdOf(worker)]!.Properties!;
    expect(fn.Layers).toEqual([{ Ref: Object.keys(layers)[0] }]);
    expect(fn.Environment?.Variables?.LABELLING_MODEL_PATH).toBe(MODEL_PATH_IN_LAMBDA);
  });

  if (plainRows.length > 0) {
    it.each(plainRows)('%s: has no layer and no model path', (_name, worker) => {
      const fn = functions[logicalIdOf(worker)]!.Properties!;
      expect(fn.Layers).toBeUndefined();
      expect(fn.Environment?.Variables?.LABELLING_MODEL_PATH).toBeUndefined();
    });
  }

  it('is built from an asset whose content, mounted at /opt, holds a loadable model at LABELLING_MODEL_PATH', () => {
    // Lambda extracts a layer's zip into /opt, so the model's place inside the asset is the path below /opt.
    const inLayer = posix.relative('/opt', MODEL_PATH_IN_LAMBDA);
    expect(existsSync(join(findRepoRoot(), LABELLING_MODEL_LAYER_DIR, inLayer))).toBe(true);

    const s3Key = Object.values(layers)[0]!.Properties?.Content?.S3Key as string;
    const hash = s3Key.replace(/\.zip$/, '');
    const assembly = app.synth();
    const manifest = JSON.parse(readFileSync(join(assembly.directory, `${workers.artifactId}.assets.json`), 'utf8')) as {
      files: Record<string, { source: { path: string; packaging?: string } }>;
    };
    const asset = manifest.files[hash];
    expect(asset?.source.packaging).toBe('zip');
    const staged = join(assembly.directory, asset!.source.path, inLayer);
    expect(existsSync(staged)).toBe(true);
    expect(() => decodeModel(JSON.parse(readFileSync(staged, 'utf8')))).not.toThrow();
  });
});

describe('scheduled jobs (SCHEDULED_JOBS)', () => {
  const rules = resourcesOfType(template, 'AWS::Events::Rule');

  it.each(SCHEDULED_JOBS.map((job) => [job.name, job] as const))('%s: one function on its cron, reading the table, sending only where it says', (_name, job) => {
    const fn = workers.functions.get(job.name)!;
    const logicalId = workers.getLogicalId(fn.node.defaultChild as never);
    expect(functions[logicalId]?.Properties).toEqual(expect.objectContaining({ Timeout: job.timeoutSeconds, MemorySize: job.memoryMb, Runtime: 'nodejs22.x' }));
    expect(existsSync(join(findRepoRoot(), job.handler))).toBe(true);
    const own = Object.values(rules).filter((rule) => JSON.stringify(rule.Properties?.Targets).includes(logicalId));
    expect(own).toHaveLength(1);
    const { minute, hour, day = '*', month = '*', weekDay = '?' } = job.cron;
    expect(own[0]!.Properties?.ScheduleExpression).toBe(`cron(${minute} ${hour} ${day} ${month} ${weekDay} *)`);
    const grants = grantsOfRole(template, workers, fn.role!, dataTemplate);
    expect(allows(grants, 'sqs:SendMessage', arnOf(data, data.webhookQueue))).toBe((job.sends ?? []).includes('webhooks'));
    expect(allows(grants, 'sqs:SendMessage', arnOf(data, data.analysisQueue))).toBe(false);
    expect(allows(grants, 'secretsmanager:GetSecretValue', { Ref: data.getLogicalId(data.xeroSecret.node.defaultChild as never) })).toBe((job.secrets ?? []).includes('xero'));
    expect(allows(grants, 'secretsmanager:GetSecretValue', { Ref: data.getLogicalId(data.sealingSecret.node.defaultChild as never) })).toBe((job.secrets ?? []).includes('sealing'));
    const peach = (job.secrets ?? []).includes('peach');
    expect(allows(grants, 'secretsmanager:GetSecretValue', { Ref: data.getLogicalId(data.peachSecret.node.defaultChild as never) })).toBe(peach);
    // Peach's connector needs where its API is and which entity to charge, besides the secret.
    const vars = (functions[logicalId]?.Properties?.Environment?.Variables ?? {}) as Record<string, unknown>;
    expect(['PEACH_API_URL', 'PEACH_ENTITY_ID', 'PEACH_SECRET_ARN'].map((name) => name in vars)).toEqual([peach, peach, peach]);
    // No event source: a clock runs it, not a queue.
    expect(Object.values(mappings).some((m) => JSON.stringify(m.Properties?.FunctionName) === JSON.stringify({ Ref: logicalId }))).toBe(false);
  });
});

describe('exhausted webhook deliveries', () => {
  it('the webhook worker may send to its DLQ (and is told where), but not consume it', () => {
    const worker = WORKERS.find((w) => w.name === 'DeliverWebhooks')!;
    const grants = grantsOf(worker);
    expect(allows(grants, 'sqs:SendMessage', arnOf(data, data.webhookDlq))).toBe(true);
    expect(allows(grants, 'sqs:ReceiveMessage', arnOf(data, data.webhookDlq))).toBe(false);
    const vars = resolveFromData(functions[logicalIdOf(worker)]?.Properties?.Environment?.Variables, dataTemplate) as Record<string, unknown>;
    expect(vars.WEBHOOK_DLQ_URL).toEqual({ Ref: data.getLogicalId(data.webhookDlq.node.defaultChild as never) });
  });
});

describe('worker secrets', () => {
  it.each(rows)('%s: reads the sealing key exactly when its row says', (_name, worker) => {
    expect(allows(grantsOf(worker), 'secretsmanager:GetSecretValue', { Ref: data.getLogicalId(data.sealingSecret.node.defaultChild as never) })).toBe((worker.secrets ?? []).includes('sealing'));
  });
});
