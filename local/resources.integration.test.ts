import { DescribeTableCommand, DescribeTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { MAIN_TABLE } from '#platform/repositories/table-design';
import { clientsFor, createResources, LOCAL_CREDENTIALS, LOCAL_NAMES, MAX_RECEIVE_COUNT } from './resources.ts';

// The emulators and the first createResources() ran in test/global-setup.ts.
const endpoints = {
  dynamodb: process.env.AWS_ENDPOINT_URL_DYNAMODB!,
  s3: process.env.AWS_ENDPOINT_URL_S3!,
  sqs: process.env.AWS_ENDPOINT_URL_SQS!,
};
const clients = clientsFor(endpoints);

describe('createResources', () => {
  it('is idempotent and returns what the environment already names', async () => {
    const again = await createResources(endpoints, clients);
    const third = await createResources(endpoints, clients);
    expect(third).toEqual(again);
    expect(again).toMatchObject({
      tableName: process.env.TABLE_NAME,
      uploadsBucket: process.env.UPLOADS_BUCKET,
      analysisQueueUrl: process.env.ANALYSIS_QUEUE_URL,
      webhookQueueUrl: process.env.WEBHOOK_QUEUE_URL,
    });
  });

  it('creates the table from MAIN_TABLE with its index and TTL', async () => {
    const { Table } = await clients.dynamodb.send(new DescribeTableCommand({ TableName: LOCAL_NAMES.table }));
    expect(Table?.TableStatus).toBe('ACTIVE');
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(Table?.KeySchema).toEqual([
      { AttributeName: MAIN_TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: MAIN_TABLE.sortKey, KeyType: 'RANGE' },
    ]);
    expect(Table?.GlobalSecondaryIndexes?.map((g) => g.IndexName)).toEqual(MAIN_TABLE.globalSecondaryIndexes.map((g) => g.indexName));
    const ttl = await clients.dynamodb.send(new DescribeTimeToLiveCommand({ TableName: LOCAL_NAMES.table }));
    expect(ttl.TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: MAIN_TABLE.timeToLiveAttribute });
  });

  it('creates the uploads bucket', async () => {
    await expect(clients.s3.send(new HeadBucketCommand({ Bucket: LOCAL_NAMES.uploadsBucket }))).resolves.toMatchObject({ $metadata: { httpStatusCode: 200 } });
  });

  it('gives both queues a dead-letter queue after 5 receives', async () => {
    for (const queueUrl of [process.env.ANALYSIS_QUEUE_URL!, process.env.WEBHOOK_QUEUE_URL!]) {
      expect(queueUrl.startsWith(endpoints.sqs)).toBe(true); // resolvable: the SDK sends to the QueueUrl host
      const { Attributes } = await clients.sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['All'] }));
      const redrive = JSON.parse(Attributes!.RedrivePolicy!);
      expect(Number(redrive.maxReceiveCount)).toBe(MAX_RECEIVE_COUNT);
      expect(redrive.deadLetterTargetArn).toMatch(/-dlq$/);
    }
  });

  it('puts every variable the handlers read into process.env', () => {
    const endpoint = expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/);
    const expected: Record<string, unknown> = {
      TABLE_NAME: LOCAL_NAMES.table,
      UPLOADS_BUCKET: LOCAL_NAMES.uploadsBucket,
      ANALYSIS_QUEUE_URL: `${process.env.AWS_ENDPOINT_URL_SQS}/000000000000/${LOCAL_NAMES.analysisQueue}`,
      WEBHOOK_QUEUE_URL: `${process.env.AWS_ENDPOINT_URL_SQS}/000000000000/${LOCAL_NAMES.webhookQueue}`,
      AWS_ENDPOINT_URL_DYNAMODB: endpoint,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_ENDPOINT_URL_SQS: endpoint,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      MAIL_OUTBOX_DIR: expect.stringMatching(/khanya-outbox-/), // test/global-setup.ts's temp dir
      CONSOLE_URL: 'http://localhost:3000/console',
    };
    expect(Object.fromEntries(Object.keys(expected).map((name) => [name, process.env[name]]))).toEqual(expected);
    expect(process.env.S3_FORCE_PATH_STYLE).toBe('true');
    expect(process.env.AWS_REGION).toBe('af-south-1');
    expect(process.env.MAIL_TRANSPORT).toBe('outbox');
    expect(process.env.TOKEN_SIGNING_SECRET).toMatch(/^[0-9a-f]{64}$/);
  });
});
