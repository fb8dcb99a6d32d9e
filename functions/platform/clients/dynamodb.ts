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

/**
 * Attempts per request, retries included. The SDK's standard mode retries throttling, 5xx,
 * timeouts and network errors with exponential backoff and jitter; v3 allows 3 attempts by
 * default where v2 gave DynamoDB 11. Callers rely on these retries instead of looping themselves
 * (the re-vet clean-up in revet-service.ts, whose failure would leave records behind).
 */
export const DYNAMODB_MAX_ATTEMPTS = 5;

export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ retryMode: 'standard', maxAttempts: DYNAMODB_MAX_ATTEMPTS }), {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});
