import type { Context } from 'aws-lambda';
import { handler } from './fallback.ts';

function event(method: string, path: string, rawQueryString = '') {
  return {
    version: '2.0', routeKey: '$default', rawPath: path, rawQueryString, headers: {}, isBase64Encoded: false,
    requestContext: { requestId: 'r1', http: { method, path, sourceIp: '127.0.0.1' } },
  } as never;
}
const context = { awsRequestId: 'a1', functionName: 'fallback' } as unknown as Context;

describe('fallback route', () => {
  it('redirects a trailing-slash path of a known operation with 308, keeping the query', async () => {
    const answer = await handler(event('GET', '/v1/in/api_tokens/', 'skip=1'), context);
    expect(answer.statusCode).toBe(308);
    expect(answer.headers?.location).toBe('/v1/in/api_tokens?skip=1');
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const answer = await handler(event('PUT', '/v1/in/api_tokens'), context);
    expect(answer.statusCode).toBe(405);
    expect(answer.headers?.allow).toBe('POST, GET');
  });

  it('answers 404 resource_not_found otherwise', async () => {
    const answer = await handler(event('GET', '/v2/unknown/'), context);
    expect(answer.statusCode).toBe(404);
    expect(JSON.parse(answer.body!)).toEqual({ error_type: 'code', code: 'resource_not_found', message: 'Resource Not Found' });
  });
});
