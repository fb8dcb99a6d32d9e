/**
 * API Gateway's `$default` route: every request no operation matches. A known path with
 * another method answers 405 with `Allow`; anything else 404 resource_not_found. CORS
 * preflights are answered by the shared stack before this runs.
 *
 * HTTP APIs cannot declare a route ending in "/", while clients of the original API call paths
 * both with and without one. Should such a request arrive here rather than at its operation,
 * it is redirected with 308 (method and body kept) to the slash-less path the route serves.
 */
import { OPERATIONS } from '#schemas/operations/index';
import { matchPath } from '#schemas/routing';
import { DomainError } from '#schemas/errors';
import { httpStack, type ApiLambda } from '#platform/http/http-stack';

const stack = httpStack('fallback').handler(async (event) => {
  const path = event.rawPath ?? event.requestContext?.http?.path ?? '/';
  const method = event.requestContext?.http?.method ?? 'GET';
  const matching = OPERATIONS.filter((operation) => matchPath(operation.path, path));
  if (path.length > 1 && path.endsWith('/') && matching.some((operation) => operation.method === method)) {
    const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
    return { statusCode: 308, headers: { location: `${path.replace(/\/+$/, '')}${query}` } };
  }
  if (matching.length > 0) {
    throw new DomainError('method_not_allowed', undefined, { allow: [...new Set(matching.map((operation) => operation.method))].join(', ') });
  }
  throw new DomainError('resource_not_found');
});

export const handler = stack as unknown as ApiLambda;
