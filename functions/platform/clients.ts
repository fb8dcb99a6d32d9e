/**
 * AWS clients, created once per Lambda container (module scope) and shared by every
 * repository. Endpoints for the local emulators come from the SDK's own AWS_ENDPOINT_URL_*
 * variables, so nothing here knows whether it runs locally.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from './config.ts';

export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});

let s3Client: S3Client | undefined;
export function s3(): S3Client {
  // The emulator stores streamed uploads corrupted when the SDK adds default checksums.
  s3Client ??= new S3Client({ forcePathStyle: config.s3ForcePathStyle, requestChecksumCalculation: 'WHEN_REQUIRED' });
  return s3Client;
}

let sqsClient: SQSClient | undefined;
export function sqs(): SQSClient {
  sqsClient ??= new SQSClient({});
  return sqsClient;
}
