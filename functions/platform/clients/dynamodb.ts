/**
 * The DynamoDB document client, created once per Lambda container (module scope) and shared
 * by every repository. Endpoints for the local emulator come from the SDK's own
 * AWS_ENDPOINT_URL_DYNAMODB, so nothing here knows whether it runs locally.
 *
 * One module per client, so that a function loads only the SDK clients it uses: the SDK is
 * most of a cold start (see BENCHMARKS.md).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});
