/**
 * Test fixture for local/server.test.ts: answers with the event and context it was given, or
 * with whatever the request asks for through the `x-echo-*` headers.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

declare global {
  var __echoCalls: number | undefined;
}

export async function handler(event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> {
  globalThis.__echoCalls = (globalThis.__echoCalls ?? 0) + 1;
  const mode = event.headers['x-echo-mode'];
  if (mode === 'throw') throw new Error('echo handler asked to throw');
  if (mode === 'binary') {
    return {
      statusCode: 201,
      headers: { 'content-type': 'application/octet-stream', 'x-answer': 'yes' },
      cookies: ['a=1; Path=/', 'b=2; HttpOnly'],
      body: Buffer.from([0, 1, 2, 255]).toString('base64'),
      isBase64Encoded: true,
    };
  }
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      event,
      context: {
        functionName: context.functionName,
        awsRequestId: context.awsRequestId,
        remainingMs: context.getRemainingTimeInMillis(),
      },
    }),
  };
}
