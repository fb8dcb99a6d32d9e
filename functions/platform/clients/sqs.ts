/** The SQS client, created once per container (see dynamodb.ts for why one module per client). */
import { SQSClient } from '@aws-sdk/client-sqs';

export const sqs = new SQSClient({});
