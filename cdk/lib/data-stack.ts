/**
 * State: the single DynamoDB table (built from MAIN_TABLE, the same description the local
 * runtime uses), the uploads bucket, the analysis, webhook, statement and inbound-mail queues with their
 * dead-letter queues and alarms, the session-token signing key, and the e-mailed statements'
 * inbound path (SES receipt rule set → inbound-mail bucket → S3 event → queue). Nothing here
 * runs our code (CDK adds its own small custom resource that configures the bucket notification).
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sesActions from 'aws-cdk-lib/aws-ses-actions';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { MAIN_TABLE } from '#platform/repositories/table-design';
import { INCOMING_PREFIX, INCOMING_RETENTION_DAYS } from '#platform/aws/uploads-layout';
import type { KhanyaSettings } from './settings.ts';

export interface DataStackProps extends StackProps {
  settings: KhanyaSettings;
}

/** Days a raw inbound e-mail is kept: the worker reads it within minutes, and the statements it carried are kept as uploads. */
export const INBOUND_MAIL_RETENTION_DAYS = 30;
/** SES's S3 action writes under this prefix; the mail webhooks under `webhook/`. */
export const SES_INBOUND_PREFIX = 'ses/';

/** Times a message is received before it moves to the DLQ. */
export const MAX_RECEIVE_COUNT = 5;

export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly uploadsBucket: s3.Bucket;
  readonly analysisQueue: sqs.Queue;
  readonly analysisDlq: sqs.Queue;
  readonly webhookQueue: sqs.Queue;
  readonly webhookDlq: sqs.Queue;
  readonly statementQueue: sqs.Queue;
  readonly statementDlq: sqs.Queue;
  readonly tokenSigningSecret: secretsmanager.Secret;
  /** E-mailed statements: raw e-mails (SES's S3 action, the mail webhooks), the mail worker's queue, and the SES receipt rules. */
  readonly inboundMailBucket: s3.Bucket;
  readonly inboundMailQueue: sqs.Queue;
  readonly inboundMailDlq: sqs.Queue;
  readonly inboundMailRuleSet: ses.ReceiptRuleSet;
  /** The HMAC secret raw-MIME mail webhook senders sign with (X-Khanya-Signature). */
  readonly inboundMailSecret: secretsmanager.Secret;
  /** Peach Payments' access token and notification key, `{"accessToken", "notificationKey"}`: filled in by the operator. */
  readonly peachSecret: secretsmanager.Secret;
  /** Xero's app credentials and Khanya's token-sealing key: `{"clientId", "clientSecret", "webhookKey", "tokenKey"}`, filled in by the operator. */
  readonly xeroSecret: secretsmanager.Secret;
  /** Khanya's key for sealing credentials lenders give (a CRM's refresh token): generated, never shown. */
  readonly sealingSecret: secretsmanager.Secret;
  /** Khanya's Meta app: `{"appSecret", "verifyToken"}` for the WhatsApp webhook, filled in by the operator. */
  readonly whatsappSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { stage, corsAllowedOrigins, inboundEmailDomain } = props.settings;
    const isProd = stage === 'prod';
    const dataRemovalPolicy = isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.table = new dynamodb.Table(this, 'MainTable', {
      partitionKey: { name: MAIN_TABLE.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: MAIN_TABLE.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: MAIN_TABLE.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: isProd,
      removalPolicy: dataRemovalPolicy,
    });
    for (const gsi of MAIN_TABLE.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.indexName,
        partitionKey: { name: gsi.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: gsi.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    // Statements, BYOD payloads and white-label images: customer data, so the bucket is kept
    // in every stage (an emptied dev bucket can be deleted by hand); objects are reached only
    // through presigned URLs and the functions' roles.
    this.uploadsBucket = new s3.Bucket(this, 'Uploads', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30) },
        // Presigned uploads land under incoming/ and are copied to the file's key at completion
        // (statement-store.ts): what stays there is a duplicate, or a file refused or never completed.
        { id: 'expire-presigned-incoming', prefix: INCOMING_PREFIX, expiration: Duration.days(INCOMING_RETENTION_DAYS) },
      ],
      // Browsers PUT statements straight to S3 with presigned URLs.
      cors: [
        {
          allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.POST, s3.HttpMethods.GET],
          allowedOrigins: corsAllowedOrigins,
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
    });

    // Visibility timeouts leave room for worker timeouts (AWS advises at least 6x the function
    // timeout for SQS event sources): analysis workers up to 2.5 min, webhook senders up to 30 s.
    ({ queue: this.analysisQueue, dlq: this.analysisDlq } = this.queueWithDlq('Analysis', stage, Duration.minutes(15)));
    ({ queue: this.webhookQueue, dlq: this.webhookDlq } = this.queueWithDlq('Webhooks', stage, Duration.minutes(6)));
    // Uploaded statement files waiting to be read (worker timeout 2 min).
    ({ queue: this.statementQueue, dlq: this.statementDlq } = this.queueWithDlq('Statements', stage, Duration.minutes(15)));

    // E-mailed statements: SES receipt rule → this bucket (raw MIME) → S3 event → queue → the
    // mail worker (functions/workers/receive-statement-email.ts). Raw e-mails expire: the
    // statements in them are kept as uploads, everything else in them is not ours to keep.
    this.inboundMailBucket = new s3.Bucket(this, 'InboundMail', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        { id: 'expire-raw-mail', expiration: Duration.days(INBOUND_MAIL_RETENTION_DAYS) },
        { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
    // The mail worker runs up to 60 s: 6x that, as for the other queues.
    ({ queue: this.inboundMailQueue, dlq: this.inboundMailDlq } = this.queueWithDlq('InboundMail', stage, Duration.minutes(6)));
    this.inboundMailBucket.addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.SqsDestination(this.inboundMailQueue));
    // SES matches recipients by address or domain (no wildcard for `statements+…`), so the rule
    // takes the whole inbound domain; the worker drops anything not sent to a statements address.
    // CloudFormation cannot make a rule set the active one: `aws ses set-active-receipt-rule-set`
    // once per region (and SES receiving must be available in it; otherwise use the SNS webhook).
    this.inboundMailRuleSet = new ses.ReceiptRuleSet(this, 'InboundMailRules', {
      rules: [
        {
          recipients: [inboundEmailDomain],
          scanEnabled: true,
          actions: [new sesActions.S3({ bucket: this.inboundMailBucket, objectKeyPrefix: SES_INBOUND_PREFIX })],
        },
      ],
    });
    this.inboundMailSecret = new secretsmanager.Secret(this, 'InboundMailSecret', {
      description: `Khanya ${stage}: HMAC secret of the raw-MIME mail webhook (X-Khanya-Signature)`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: dataRemovalPolicy,
    });

    // Peach's credentials come from Peach's dashboard: the stack makes the secret, the operator
    // puts the values (aws secretsmanager put-secret-value; README, Deploy). Until then card
    // operations answer 500 and log that Peach is not configured.
    this.peachSecret = new secretsmanager.Secret(this, 'PeachSecret', {
      description: `Khanya ${stage}: Peach Payments {"accessToken", "notificationKey"} (put the values from Peach's dashboard)`,
      removalPolicy: dataRemovalPolicy,
    });

    this.xeroSecret = new secretsmanager.Secret(this, 'XeroSecret', {
      description: `Khanya ${stage}: Xero {"clientId", "clientSecret", "webhookKey", "tokenKey" (64 hex)} (put the values from Xero's developer portal)`,
      removalPolicy: dataRemovalPolicy,
    });

    this.sealingSecret = new secretsmanager.Secret(this, 'SealingKey', {
      description: `Khanya ${stage}: key that seals credentials lenders give Khanya (CRM tokens)`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: dataRemovalPolicy,
    });

    this.whatsappSecret = new secretsmanager.Secret(this, 'WhatsappSecret', {
      description: `Khanya ${stage}: Meta app {"appSecret", "verifyToken"} for the WhatsApp webhook`,
      removalPolicy: dataRemovalPolicy,
    });

    this.tokenSigningSecret = new secretsmanager.Secret(this, 'TokenSigningKey', {
      description: `Khanya ${stage}: session-token signing key`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: dataRemovalPolicy,
    });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: this.uploadsBucket.bucketName });
    new CfnOutput(this, 'AnalysisQueueUrl', { value: this.analysisQueue.queueUrl });
    new CfnOutput(this, 'WebhookQueueUrl', { value: this.webhookQueue.queueUrl });
    new CfnOutput(this, 'StatementQueueUrl', { value: this.statementQueue.queueUrl });
    new CfnOutput(this, 'PeachSecretArn', { value: this.peachSecret.secretArn, description: 'Put Peach Payments\' {"accessToken", "notificationKey"} here' });
    new CfnOutput(this, 'XeroSecretArn', { value: this.xeroSecret.secretArn, description: 'Put Xero\'s {"clientId", "clientSecret", "webhookKey", "tokenKey"} here' });
    new CfnOutput(this, 'WhatsappSecretArn', { value: this.whatsappSecret.secretArn, description: 'Put the Meta app\'s {"appSecret", "verifyToken"} here' });
    new CfnOutput(this, 'InboundMailBucketName', { value: this.inboundMailBucket.bucketName });
    new CfnOutput(this, 'InboundMailRuleSetName', {
      value: this.inboundMailRuleSet.receiptRuleSetName,
      description: 'Activate once: aws ses set-active-receipt-rule-set --rule-set-name <this>',
    });
  }

  /** A work queue, its dead-letter queue and an alarm that fires as soon as anything lands in the DLQ. */
  private queueWithDlq(name: string, stage: string, visibilityTimeout: Duration): { queue: sqs.Queue; dlq: sqs.Queue } {
    // Queued and dead-lettered work survives a prod stack deletion.
    const removalPolicy = stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const dlq = new sqs.Queue(this, `${name}Dlq`, {
      removalPolicy,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    const queue = new sqs.Queue(this, `${name}Queue`, {
      removalPolicy,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout,
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: dlq, maxReceiveCount: MAX_RECEIVE_COUNT },
    });
    new cloudwatch.Alarm(this, `${name}DlqNotEmpty`, {
      alarmDescription: `Khanya ${stage}: messages in the ${name.toLowerCase()} dead-letter queue`,
      metric: dlq.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }),
      threshold: 0,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    return { queue, dlq };
  }
}
