/**
 * Creates the AWS resources on the emulators with the real SDK clients, the way CDK creates
 * them in AWS: the main table (from MAIN_TABLE, so the two cannot differ), the uploads and
 * inbound-mail buckets and the `analysis`, `webhooks`, `statements` and `inbound-mail` queues,
 * each with a dead-letter queue. Every step is
 * idempotent, so `npm start` can run it against a persisted data dir on each start.
 *
 * Also builds the environment the handlers read (functions/platform/config.ts plus the SDK's
 * own AWS_ENDPOINT_URL_* variables).
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type AttributeDefinition,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  QueueNameExists,
  SetQueueAttributesCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { MAIN_TABLE, SANDBOX_BANK_TABLE } from '#platform/repositories/table-design';
import type { EmulatorEndpoints } from './emulators.ts';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { LOCAL_PEACH_ACCESS_TOKEN, LOCAL_PEACH_ENTITY_ID, LOCAL_PEACH_NOTIFICATION_KEY, LOCAL_PEACH_PATH } from './peach-simulator.ts';
import { LOCAL_XERO_CLIENT_ID, LOCAL_XERO_CLIENT_SECRET, LOCAL_XERO_PATH, LOCAL_XERO_TOKEN_KEY, LOCAL_XERO_WEBHOOK_KEY } from './xero-simulator.ts';
import { LOCAL_WHATSAPP_APP_SECRET, LOCAL_WHATSAPP_PATH, LOCAL_WHATSAPP_VERIFY_TOKEN } from './whatsapp-simulator.ts';
import { repoRoot } from './paths.ts';

export const LOCAL_REGION = 'af-south-1';
/** Dummy credentials; s3rver accepts only its built-in key pair, the other emulators any. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const LOCAL_NAMES = {
  table: 'khanya-main',
  uploadsBucket: 'khanya-uploads',
  analysisQueue: 'analysis',
  webhookQueue: 'webhooks',
  statementQueue: 'statements',
  inboundMailBucket: 'khanya-inbound-mail',
  inboundMailQueue: 'inbound-mail',
  sandboxBankTable: 'KhanyaSandboxBank',
} as const;

/** Locally the SandboxConnector and the sandbox bank share this `khanya-connect` client secret. */
export const LOCAL_SANDBOX_BANK_CLIENT_SECRET = 'khanya-local-sandbox-bank-client-secret';

/** Locally the raw-MIME mail webhook accepts requests signed with this secret (X-Khanya-Signature). */
export const LOCAL_INBOUND_MAIL_SECRET = 'khanya-local-inbound-mail-secret';

/** SQS → Lambda retries a message this many times before the queue moves it to its DLQ. */
export const MAX_RECEIVE_COUNT = 5;

export interface LocalResources {
  tableName: string;
  uploadsBucket: string;
  analysisQueueUrl: string;
  analysisDlqUrl: string;
  webhookQueueUrl: string;
  webhookDlqUrl: string;
  statementQueueUrl: string;
  statementDlqUrl: string;
  inboundMailBucket: string;
  inboundMailQueueUrl: string;
  inboundMailDlqUrl: string;
  sandboxBankTable: string;
}

export interface AwsClients {
  dynamodb: DynamoDBClient;
  s3: S3Client;
  sqs: SQSClient;
}

export function clientsFor(endpoints: EmulatorEndpoints): AwsClients {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const common = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  return {
    dynamodb: new DynamoDBClient({ ...common, endpoint: endpoints.dynamodb }),
    // s3rver stores streamed uploads corrupted when the SDK adds its default checksums.
    s3: new S3Client({ ...common, endpoint: endpoints.s3, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' }),
    sqs: new SQSClient({ ...common, endpoint: endpoints.sqs }),
  };
}

export async function ensureTable(dynamodb: DynamoDBClient, tableName: string): Promise<void> {
  const keyNames = new Set<string>([MAIN_TABLE.partitionKey, MAIN_TABLE.sortKey]);
  for (const gsi of MAIN_TABLE.globalSecondaryIndexes) {
    keyNames.add(gsi.partitionKey);
    keyNames.add(gsi.sortKey);
  }
  const attributeDefinitions: AttributeDefinition[] = [...keyNames].map((name) => ({ AttributeName: name, AttributeType: 'S' }));
  const gsiSpec = (gsi: (typeof MAIN_TABLE.globalSecondaryIndexes)[number]) => ({
    IndexName: gsi.indexName,
    KeySchema: [
      { AttributeName: gsi.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: gsi.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  });

  try {
    await dynamodb.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeDefinitions,
        KeySchema: [
          { AttributeName: MAIN_TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: MAIN_TABLE.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: MAIN_TABLE.globalSecondaryIndexes.map(gsiSpec),
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    // The table exists (persisted data dir): add any index the design gained since.
    const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
    const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
    for (const gsi of MAIN_TABLE.globalSecondaryIndexes) {
      if (existing.has(gsi.indexName)) continue;
      await dynamodb.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: attributeDefinitions,
          GlobalSecondaryIndexUpdates: [{ Create: gsiSpec(gsi) }],
        }),
      );
    }
  }
  await waitUntilTableExists({ client: dynamodb, maxWaitTime: 30, minDelay: 1 }, { TableName: tableName });

  const ttl = await dynamodb.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const status = ttl.TimeToLiveDescription?.TimeToLiveStatus;
  if (status !== 'ENABLED' && status !== 'ENABLING') {
    await dynamodb.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: MAIN_TABLE.timeToLiveAttribute, Enabled: true },
      }),
    );
  }
}

/** The sandbox bank's own table (functions/sandbox-bank/adapter.ts): one key, a grant index, TTL. */
export async function ensureSandboxBankTable(dynamodb: DynamoDBClient, tableName: string): Promise<void> {
  const design = SANDBOX_BANK_TABLE;
  try {
    await dynamodb.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: design.partitionKey, AttributeType: 'S' },
          { AttributeName: design.grantIndex.partitionKey, AttributeType: 'S' },
        ],
        KeySchema: [{ AttributeName: design.partitionKey, KeyType: 'HASH' }],
        GlobalSecondaryIndexes: [
          {
            IndexName: design.grantIndex.indexName,
            KeySchema: [{ AttributeName: design.grantIndex.partitionKey, KeyType: 'HASH' }],
            Projection: { ProjectionType: 'KEYS_ONLY' },
          },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  await waitUntilTableExists({ client: dynamodb, maxWaitTime: 30, minDelay: 1 }, { TableName: tableName });
  const ttl = await dynamodb.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const status = ttl.TimeToLiveDescription?.TimeToLiveStatus;
  if (status !== 'ENABLED' && status !== 'ENABLING') {
    await dynamodb.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: design.timeToLiveAttribute, Enabled: true } }));
  }
}

export async function ensureBucket(s3: S3Client, bucket: string): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
    return;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status !== 404) throw error;
  }
  try {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const name = (error as Error).name;
    if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
  }
}

export interface QueueOptions {
  /** Seconds a received message stays invisible (default 60). */
  visibilityTimeoutSeconds?: number;
  /** Receives before the queue moves a message to its DLQ (default MAX_RECEIVE_COUNT). */
  maxReceiveCount?: number;
}

export interface QueueWithDlq {
  queueUrl: string;
  queueArn: string;
  dlqUrl: string;
  dlqArn: string;
}

async function createOrUpdateQueue(sqs: SQSClient, name: string, attributes: Record<string, string>): Promise<string> {
  try {
    const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }));
    return QueueUrl!;
  } catch (error) {
    if (!(error instanceof QueueNameExists) && (error as Error).name !== 'QueueAlreadyExists') throw error;
    const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: name }));
    await sqs.send(new SetQueueAttributesCommand({ QueueUrl: QueueUrl!, Attributes: attributes }));
    return QueueUrl!;
  }
}

async function queueArn(sqs: SQSClient, queueUrl: string): Promise<string> {
  const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }));
  return Attributes!.QueueArn!;
}

/** A queue `<name>` with its dead-letter queue `<name>-dlq` and a redrive policy. */
export async function ensureQueueWithDlq(sqs: SQSClient, name: string, options: QueueOptions = {}): Promise<QueueWithDlq> {
  const dlqUrl = await createOrUpdateQueue(sqs, `${name}-dlq`, { MessageRetentionPeriod: String(14 * 24 * 3600) });
  const dlqArn = await queueArn(sqs, dlqUrl);
  const queueUrl = await createOrUpdateQueue(sqs, name, {
    VisibilityTimeout: String(options.visibilityTimeoutSeconds ?? 60),
    RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: options.maxReceiveCount ?? MAX_RECEIVE_COUNT }),
  });
  return { queueUrl, queueArn: await queueArn(sqs, queueUrl), dlqUrl, dlqArn };
}

/** Creates (or finds) every resource; safe to run again. */
export async function createResources(endpoints: EmulatorEndpoints, clients: AwsClients = clientsFor(endpoints)): Promise<LocalResources> {
  const [, , , , analysis, webhooks, statements, inboundMail] = await Promise.all([
    ensureTable(clients.dynamodb, LOCAL_NAMES.table),
    ensureSandboxBankTable(clients.dynamodb, LOCAL_NAMES.sandboxBankTable),
    ensureBucket(clients.s3, LOCAL_NAMES.uploadsBucket),
    ensureBucket(clients.s3, LOCAL_NAMES.inboundMailBucket),
    ensureQueueWithDlq(clients.sqs, LOCAL_NAMES.analysisQueue),
    ensureQueueWithDlq(clients.sqs, LOCAL_NAMES.webhookQueue),
    // Reading a large PDF can take a while: room for the worker's timeout before redelivery.
    ensureQueueWithDlq(clients.sqs, LOCAL_NAMES.statementQueue, { visibilityTimeoutSeconds: 180 }),
    ensureQueueWithDlq(clients.sqs, LOCAL_NAMES.inboundMailQueue),
  ]);
  return {
    tableName: LOCAL_NAMES.table,
    uploadsBucket: LOCAL_NAMES.uploadsBucket,
    analysisQueueUrl: analysis.queueUrl,
    analysisDlqUrl: analysis.dlqUrl,
    webhookQueueUrl: webhooks.queueUrl,
    webhookDlqUrl: webhooks.dlqUrl,
    statementQueueUrl: statements.queueUrl,
    statementDlqUrl: statements.dlqUrl,
    inboundMailBucket: LOCAL_NAMES.inboundMailBucket,
    inboundMailQueueUrl: inboundMail.queueUrl,
    inboundMailDlqUrl: inboundMail.dlqUrl,
    sandboxBankTable: LOCAL_NAMES.sandboxBankTable,
  };
}

export interface LocalEnvOptions {
  endpoints: EmulatorEndpoints;
  resources: LocalResources;
  mailOutboxDir: string;
  tokenSigningSecret: string;
  consoleUrl: string;
  /** The sandbox bank's key seed (default: a new random one, so every start has fresh keys). */
  sandboxBankKeySeed?: string;
}

/** The environment variables the handlers read, as CDK sets them in AWS. */
export function localEnv(options: LocalEnvOptions): Record<string, string> {
  return {
    TABLE_NAME: options.resources.tableName,
    UPLOADS_BUCKET: options.resources.uploadsBucket,
    ANALYSIS_QUEUE_URL: options.resources.analysisQueueUrl,
    WEBHOOK_QUEUE_URL: options.resources.webhookQueueUrl,
    WEBHOOK_DLQ_URL: options.resources.webhookDlqUrl,
    // A developer receives webhooks on their own machine (http://localhost…): allowed locally only.
    WEBHOOK_URL_POLICY: 'local',
    STATEMENT_QUEUE_URL: options.resources.statementQueueUrl,
    // E-mailed statements: the S3 emulator notifies no queue, so whoever stores an e-mail queues it.
    INBOUND_MAIL_BUCKET: options.resources.inboundMailBucket,
    INBOUND_MAIL_QUEUE_URL: options.resources.inboundMailQueueUrl,
    INBOUND_MAIL_NOTIFICATIONS: 'direct',
    INBOUND_MAIL_SECRET: LOCAL_INBOUND_MAIL_SECRET,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: options.endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: options.endpoints.s3,
    AWS_ENDPOINT_URL_SQS: options.endpoints.sqs,
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_EC2_METADATA_DISABLED: 'true',
    // Node 20 is what runs locally; the SDK's "upgrade to Node 22" notice is noise here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    MAIL_TRANSPORT: 'outbox',
    MAIL_OUTBOX_DIR: options.mailOutboxDir,
    TOKEN_SIGNING_SECRET: options.tokenSigningSecret,
    // The console is served under /console by the same local server as the API (local/console-static.ts).
    CONSOLE_URL: `${options.consoleUrl.replace(/\/+$/, '')}/console`,
    // The connect UI is served by the same local server as the console and the API.
    CONNECT_URL: options.consoleUrl,
    // The sandbox bank on the same origin as the API (its issuer), its table, client secret and keys.
    SANDBOX_BANK_URL: `${options.consoleUrl.replace(/\/+$/, '')}/sandbox-bank`,
    SANDBOX_BANK_TABLE: options.resources.sandboxBankTable,
    SANDBOX_BANK_CLIENT_SECRET: LOCAL_SANDBOX_BANK_CLIENT_SECRET,
    SANDBOX_BANK_KEY_SEED: options.sandboxBankKeySeed ?? randomBytes(32).toString('hex'),
    // Peach Payments: its simulator on the same origin (local/peach-simulator.ts).
    PEACH_API_URL: `${options.consoleUrl.replace(/\/+$/, '')}${LOCAL_PEACH_PATH}`,
    PEACH_ENTITY_ID: LOCAL_PEACH_ENTITY_ID,
    PEACH_ACCESS_TOKEN: LOCAL_PEACH_ACCESS_TOKEN,
    PEACH_NOTIFICATION_KEY: LOCAL_PEACH_NOTIFICATION_KEY,
    // Xero: its simulator on the same origin (local/xero-simulator.ts); the OAuth redirect comes back here.
    API_URL: options.consoleUrl.replace(/\/+$/, ''),
    XERO_LOGIN_URL: `${options.consoleUrl.replace(/\/+$/, '')}${LOCAL_XERO_PATH}`,
    XERO_IDENTITY_URL: `${options.consoleUrl.replace(/\/+$/, '')}${LOCAL_XERO_PATH}`,
    XERO_API_URL: `${options.consoleUrl.replace(/\/+$/, '')}${LOCAL_XERO_PATH}`,
    XERO_CLIENT_ID: LOCAL_XERO_CLIENT_ID,
    XERO_CLIENT_SECRET: LOCAL_XERO_CLIENT_SECRET,
    XERO_WEBHOOK_KEY: LOCAL_XERO_WEBHOOK_KEY,
    XERO_TOKEN_KEY: LOCAL_XERO_TOKEN_KEY,
    // Seals credentials lenders give Khanya (a CRM's refresh token); AWS: a generated secret.
    SEALING_KEY: 'khanya-local-sealing-key',
    // WhatsApp: the Cloud API simulator on the same origin; Khanya's Meta app secret and verify token.
    WHATSAPP_GRAPH_URL: `${options.consoleUrl.replace(/\/+$/, '')}${LOCAL_WHATSAPP_PATH}`,
    WHATSAPP_APP_SECRET: LOCAL_WHATSAPP_APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: LOCAL_WHATSAPP_VERIFY_TOKEN,
    // Locally (and in tests) every answer is checked against its documented schema.
    VALIDATE_RESPONSES: 'true',
    // The model the analysis worker loads; in Lambda the layer mounts the same file under /opt.
    LABELLING_MODEL_PATH: join(repoRoot(), 'layers/labelling-model/layer/labelling-model/model.json'),
  };
}

/**
 * Puts the variables into process.env. Must run before the first handler module is imported:
 * handlers create their clients and read configuration at module scope. Credentials or
 * profiles from the developer's shell are dropped so nothing can reach a real AWS account.
 */
export function applyEnv(env: Record<string, string>): void {
  for (const name of ['AWS_SESSION_TOKEN', 'AWS_PROFILE', 'AWS_ENDPOINT_URL', 'TOKEN_SIGNING_SECRET_ARN', 'SANDBOX_BANK_CLIENT_SECRET_ARN', 'SANDBOX_BANK_KEY_SEED_ARN']) delete process.env[name];
  Object.assign(process.env, env);
}
