/** The OpenAPI document tells clients about the rate limit on exactly the operations that have one, and Retry-After on every 429. */
import { buildOpenApiDocument } from './openapi.ts';
import { OPERATIONS } from './operations/index.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const document = buildOpenApiDocument() as any;
const RATE_LIMIT = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

describe('rate limits in the OpenAPI document', () => {
  it('declares the headers as components', () => {
    for (const name of [...RATE_LIMIT, 'Retry-After']) expect(document.components.headers[name].schema).toEqual({ type: 'integer', minimum: 0 });
  });

  it.each(OPERATIONS.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
    const responses = document.paths[op.path][op.method.toLowerCase()].responses as Record<string, { headers: Record<string, unknown>; content?: Record<string, { examples?: Record<string, unknown> }> }>;
    for (const [status, response] of Object.entries(responses)) {
      const names = Object.keys(response.headers);
      if (op.auth) expect(names).toEqual(expect.arrayContaining(RATE_LIMIT));
      else expect(names.filter((name) => RATE_LIMIT.includes(name))).toEqual([]);
      expect(names.includes('Retry-After')).toBe(status === '429');
    }
    if (op.auth) expect(Object.keys(responses['429']?.content?.['application/json']?.examples ?? {})).toContain('rate_limited');
  });
});
