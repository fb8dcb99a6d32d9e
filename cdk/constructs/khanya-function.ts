/**
 * The one place Lambda settings live. Every Khanya function (API handlers, the fallback,
 * workers) is a KhanyaFunction, so runtime, architecture, tracing, log retention, memory,
 * timeout, source maps and bundling are decided once; stacks only say which handler file to
 * run and which resources it may touch. Access is granted through the `bind*` helpers, which
 * grant the least privilege for the stated access AND set the environment variable the handler
 * reads (names from functions/platform/config.ts), so a grant and its variable cannot drift
 * apart.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { findRepoRoot } from '../lib/repo-root.ts';
import { cdkBundlingOptions, type ThreadBundle } from './bundling.ts';

export const DEFAULT_MEMORY_MB = 512;
export const DEFAULT_API_TIMEOUT = Duration.seconds(10);

export interface KhanyaFunctionProps {
  /** Handler module relative to the repository root (an operation row's `handler`); it exports `handler`. */
  handler: string;
  /** Deployment stage; `prod` keeps log groups when the stack is deleted. */
  stage: string;
  description?: string;
  /** Default 512 MB. */
  memorySize?: number;
  /** Default 10 s (API Gateway's own limit is 30 s); workers pass their own. */
  timeout?: Duration;
  /** Extra variables; the bind helpers add the resource ones. */
  environment?: Record<string, string>;
  /** Data layers (the labelling model); code is bundled, never layered. */
  layers?: ILayerVersion[];
  /** Worker-thread modules the handler starts, bundled beside index.mjs (bundling.ts THREAD_BUNDLES). */
  threads?: readonly ThreadBundle[];
}

export type TableAccess = 'read' | 'readwrite';
export type BucketAccess = 'read' | 'write' | 'readwrite';
export type QueueAccess = 'send' | 'consume';

export class KhanyaFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: KhanyaFunctionProps) {
    const repoRoot = findRepoRoot();
    const isProd = props.stage === 'prod';
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      entry: join(repoRoot, props.handler),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      tracing: Tracing.ACTIVE,
      memorySize: props.memorySize ?? DEFAULT_MEMORY_MB,
      timeout: props.timeout ?? DEFAULT_API_TIMEOUT,
      // Explicit log group: one month retention, kept in prod, created with the stack (not on first invoke).
      logGroup,
      description: props.description ?? `Khanya ${props.stage}: ${props.handler}`,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      ...(props.layers ? { layers: props.layers } : {}),
      // The same esbuild settings `npm run bench` measures (bundling.ts): AWS SDK external, ESM, minified.
      bundling: cdkBundlingOptions(repoRoot, props.threads ?? []),
    });
  }

  /** Read or read/write on the table and its indexes; sets TABLE_NAME. */
  bindTable(table: ITable, access: TableAccess, envName = 'TABLE_NAME'): this {
    if (access === 'read') table.grantReadData(this);
    else table.grantReadWriteData(this);
    this.addEnvironment(envName, table.tableName);
    return this;
  }

  /** Object-level access to one bucket; sets UPLOADS_BUCKET. */
  bindBucket(bucket: IBucket, access: BucketAccess, envName = 'UPLOADS_BUCKET'): this {
    if (access === 'read') bucket.grantRead(this);
    else if (access === 'write') bucket.grantPut(this);
    else bucket.grantReadWrite(this);
    this.addEnvironment(envName, bucket.bucketName);
    return this;
  }

  /** Send to, or consume from, one queue; sets the queue URL variable (ANALYSIS_QUEUE_URL, WEBHOOK_QUEUE_URL …). */
  bindQueue(queue: IQueue, access: QueueAccess, envName: string): this {
    if (access === 'send') queue.grantSendMessages(this);
    else queue.grantConsumeMessages(this);
    this.addEnvironment(envName, queue.queueUrl);
    return this;
  }

  /** Read one secret's value; sets the variable to its ARN (the handler fetches it once per cold start). */
  bindSecret(secret: ISecret, envName = 'TOKEN_SIGNING_SECRET_ARN'): this {
    secret.grantRead(this);
    this.addEnvironment(envName, secret.secretArn);
    return this;
  }

  /**
   * Send e-mail through SES from the MAIL_FROM address only: the permission is scoped to the
   * SES identity of the sender's domain, so the function cannot send as anyone else. Sets
   * MAIL_TRANSPORT=ses and MAIL_FROM.
   */
  allowSendEmail(mailFrom: string): this {
    const domain = senderDomain(mailFrom);
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: domain })],
      }),
    );
    this.addEnvironment('MAIL_TRANSPORT', 'ses');
    this.addEnvironment('MAIL_FROM', mailFrom);
    return this;
  }
}

/** `Khanya <no-reply@khanya.example>` or `no-reply@khanya.example` → `khanya.example`. */
export function senderDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = address.trim().split('@')[1]?.trim().toLowerCase();
  if (!domain || !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain)) {
    throw new Error(`MAIL_FROM "${mailFrom}" has no usable sender domain`);
  }
  return domain;
}
