/**
 * The data stack's safety properties: the table matches MAIN_TABLE and can be restored to a
 * point in time, buckets are private and encrypted, every work queue dead-letters and every
 * dead-letter queue raises an alarm.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { MAIN_TABLE } from '#platform/repositories/table-design';
import { INBOUND_MAIL_RETENTION_DAYS, MAX_RECEIVE_COUNT, SES_INBOUND_PREFIX } from '../lib/data-stack.ts';
import { buildStacks, resourcesOfType, type Json } from './helpers.ts';

const { dataTemplate: template, data } = buildStacks('dev');
const { dataTemplate: prodTemplate } = buildStacks('prod');

describe('main table', () => {
  const tables = resourcesOfType(template, 'AWS::DynamoDB::Table');

  it('is the only table, keyed as MAIN_TABLE says, on demand', () => {
    expect(Object.keys(tables)).toHaveLength(1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: MAIN_TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: MAIN_TABLE.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('has point-in-time recovery and AWS-managed encryption', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('expires items on the MAIN_TABLE TTL attribute', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: MAIN_TABLE.timeToLiveAttribute, Enabled: true },
    });
  });

  it('has exactly the MAIN_TABLE indexes, string-keyed, projecting all attributes', () => {
    const table = Object.values(tables)[0]!;
    const gsis = table.Properties?.GlobalSecondaryIndexes as Array<Json>;
    expect(gsis.map((g) => g.IndexName).sort()).toEqual(MAIN_TABLE.globalSecondaryIndexes.map((g) => g.indexName).sort());
    const attributes = Object.fromEntries(
      (table.Properties?.AttributeDefinitions as Array<{ AttributeName: string; AttributeType: string }>).map((a) => [a.AttributeName, a.AttributeType]),
    );
    for (const design of MAIN_TABLE.globalSecondaryIndexes) {
      const gsi = gsis.find((g) => g.IndexName === design.indexName)!;
      expect(gsi.KeySchema).toEqual([
        { AttributeName: design.partitionKey, KeyType: 'HASH' },
        { AttributeName: design.sortKey, KeyType: 'RANGE' },
      ]);
      expect(gsi.Projection).toEqual({ ProjectionType: 'ALL' });
      expect(attributes[design.partitionKey]).toBe('S');
      expect(attributes[design.sortKey]).toBe('S');
    }
  });

  it('is retained and deletion-protected in prod, disposable elsewhere', () => {
    const prodTable = Object.values(resourcesOfType(prodTemplate, 'AWS::DynamoDB::Table'))[0]!;
    expect(prodTable.DeletionPolicy).toBe('Retain');
    expect(prodTable.Properties?.DeletionProtectionEnabled).toBe(true);
    expect(Object.values(tables)[0]!.DeletionPolicy).toBe('Delete');
  });
});

describe('buckets', () => {
  const buckets = resourcesOfType(template, 'AWS::S3::Bucket');

  it('exist', () => {
    expect(Object.keys(buckets).length).toBeGreaterThan(0);
  });

  it('block all public access and encrypt every bucket', () => {
    for (const [id, bucket] of Object.entries(buckets)) {
      expect([id, bucket.Properties?.PublicAccessBlockConfiguration]).toEqual([
        id,
        { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      ]);
      const rules = bucket.Properties?.BucketEncryption?.ServerSideEncryptionConfiguration as Array<Json> | undefined;
      expect([id, rules?.[0]?.ServerSideEncryptionByDefault?.SSEAlgorithm]).toEqual([id, expect.stringMatching(/^(AES256|aws:kms)$/)]);
    }
  });

  it('deny requests without TLS on every bucket', () => {
    const policies = Object.values(resourcesOfType(template, 'AWS::S3::BucketPolicy'));
    for (const id of Object.keys(buckets)) {
      const policy = policies.find((p) => JSON.stringify(p.Properties?.Bucket).includes(id));
      expect(policy?.Properties?.PolicyDocument?.Statement).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      );
    }
  });

  it('version the uploads bucket and abort incomplete multipart uploads', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' })]),
      },
    });
  });

  it('expire what presigned uploads leave under incoming/ (copied to the file\'s key at completion), and nothing else of the statements', () => {
    const uploads = Object.values(resourcesOfType(template, 'AWS::S3::Bucket')).filter((bucket) => bucket.Properties?.VersioningConfiguration?.Status === 'Enabled');
    expect(uploads).toHaveLength(1);
    const rules = (uploads[0]!.Properties?.LifecycleConfiguration?.Rules ?? []) as { ExpirationInDays?: number; Prefix?: string }[];
    // The statements themselves are kept for audit: the one rule that expires current objects is incoming/'s.
    expect(rules.filter((rule) => rule.ExpirationInDays !== undefined)).toEqual([expect.objectContaining({ Prefix: 'incoming/', ExpirationInDays: 2, Status: 'Enabled' })]);
  });
});

describe('queues', () => {
  const queues = resourcesOfType(template, 'AWS::SQS::Queue');
  const dlqIds = new Set(
    Object.values(queues)
      .map((q) => q.Properties?.RedrivePolicy?.deadLetterTargetArn?.['Fn::GetAtt']?.[0] as string | undefined)
      .filter((id): id is string => Boolean(id)),
  );
  const workQueues = Object.entries(queues).filter(([id]) => !dlqIds.has(id));

  it('has the analysis, webhook, statement and inbound-mail queues, each with its own DLQ', () => {
    expect(workQueues).toHaveLength(4);
    expect(dlqIds.size).toBe(4);
  });

  it('redrives every queue that is not a DLQ to a DLQ in this stack', () => {
    for (const [id, queue] of workQueues) {
      const redrive = queue.Properties?.RedrivePolicy as { deadLetterTargetArn?: { 'Fn::GetAtt': [string, string] }; maxReceiveCount?: number } | undefined;
      expect([id, redrive?.maxReceiveCount]).toEqual([id, MAX_RECEIVE_COUNT]);
      const target = redrive?.deadLetterTargetArn?.['Fn::GetAtt'];
      expect(target?.[1]).toBe('Arn');
      expect([id, dlqIds.has(target![0]) && target![0] in queues]).toEqual([id, true]);
    }
  });

  it('encrypts every queue at rest', () => {
    for (const [id, queue] of Object.entries(queues)) {
      expect([id, queue.Properties?.SqsManagedSseEnabled]).toEqual([id, true]);
    }
  });

  it('raises an alarm as soon as any DLQ holds a message', () => {
    const alarms = Object.values(resourcesOfType(template, 'AWS::CloudWatch::Alarm'));
    for (const dlqId of dlqIds) {
      const alarm = alarms.find((a) =>
        (a.Properties?.Dimensions as Array<{ Name: string; Value: unknown }> | undefined)?.some(
          (d) => d.Name === 'QueueName' && JSON.stringify(d.Value) === JSON.stringify({ 'Fn::GetAtt': [dlqId, 'QueueName'] }),
        ),
      );
      expect([dlqId, alarm?.Properties]).toEqual([
        dlqId,
        expect.objectContaining({
          Namespace: 'AWS/SQS',
          MetricName: 'ApproximateNumberOfMessagesVisible',
          ComparisonOperator: 'GreaterThanThreshold',
          Threshold: 0,
        }),
      ]);
    }
  });
});

describe('session-token signing key', () => {
  it('is a generated 64-character secret without punctuation', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
  });
});

describe('e-mailed statements: SES receipt rule → inbound bucket → S3 event → queue', () => {
  const bucketId = data.getLogicalId(data.inboundMailBucket.node.defaultChild as never);
  const queueId = data.getLogicalId(data.inboundMailQueue.node.defaultChild as never);
  const bucket = resourcesOfType(template, 'AWS::S3::Bucket')[bucketId]!;

  it('keeps raw e-mails only for INBOUND_MAIL_RETENTION_DAYS', () => {
    expect(bucket.Properties?.LifecycleConfiguration?.Rules).toEqual(
      expect.arrayContaining([expect.objectContaining({ ExpirationInDays: INBOUND_MAIL_RETENTION_DAYS, Status: 'Enabled' })]),
    );
  });

  it('has one receipt rule set whose rule takes the inbound domain, scans for spam and viruses, and writes the raw message to the bucket', () => {
    expect(Object.keys(resourcesOfType(template, 'AWS::SES::ReceiptRuleSet'))).toHaveLength(1);
    const rules = Object.values(resourcesOfType(template, 'AWS::SES::ReceiptRule'));
    const own = rules.filter((r) => JSON.stringify(r.Properties?.Rule?.Actions ?? []).includes('S3Action'));
    expect(own).toHaveLength(1);
    const rule = own[0]!.Properties!.Rule as Json;
    expect(rule.Recipients).toEqual(['in.khanya.example']);
    expect(rule.ScanEnabled).toBe(true);
    expect(rule.Enabled).toBe(true);
    expect(rule.Actions).toEqual([{ S3Action: { BucketName: { Ref: bucketId }, ObjectKeyPrefix: SES_INBOUND_PREFIX } }]);
  });

  it('lets SES (of this account only) put objects into the bucket', () => {
    const policies = Object.values(resourcesOfType(template, 'AWS::S3::BucketPolicy')).filter((p) => JSON.stringify(p.Properties?.Bucket) === JSON.stringify({ Ref: bucketId }));
    const statements = policies.flatMap((p) => p.Properties?.PolicyDocument?.Statement as Array<Json>);
    const ses = statements.find((s) => s.Principal?.Service === 'ses.amazonaws.com');
    expect(ses).toMatchObject({ Effect: 'Allow', Action: 's3:PutObject' });
    expect(ses?.Condition).toEqual({ StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } });
  });

  it('notifies the inbound-mail queue of every new object, and the queue lets the bucket send', () => {
    const notifications = Object.values(template.findResources('Custom::S3BucketNotifications')) as Json[];
    expect(notifications).toHaveLength(1);
    const config = notifications[0]!.Properties.NotificationConfiguration;
    expect(JSON.stringify(notifications[0]!.Properties.BucketName)).toBe(JSON.stringify({ Ref: bucketId }));
    expect(config.QueueConfigurations).toEqual([{ Events: ['s3:ObjectCreated:*'], QueueArn: { 'Fn::GetAtt': [queueId, 'Arn'] } }]);
    const queuePolicies = Object.values(resourcesOfType(template, 'AWS::SQS::QueuePolicy')).filter((p) => JSON.stringify(p.Properties?.Queues).includes(queueId));
    const statements = queuePolicies.flatMap((p) => p.Properties?.PolicyDocument?.Statement as Array<Json>);
    expect(statements).toEqual(expect.arrayContaining([expect.objectContaining({ Effect: 'Allow', Principal: { Service: 's3.amazonaws.com' } })]));
  });

  it('generates the raw-MIME webhook secret', () => {
    const secret = resourcesOfType(template, 'AWS::SecretsManager::Secret')[data.getLogicalId(data.inboundMailSecret.node.defaultChild as never)];
    expect(secret?.Properties?.GenerateSecretString).toEqual({ PasswordLength: 48, ExcludePunctuation: true });
  });
});
