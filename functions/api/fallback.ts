/**
 * API Gateway's `$default` route: every request no operation matches. A known path with
 * another method answers 405 with `Allow`; anything else 404 resource_not_found. CORS
 * preflights are answered by the shared stack before this runs.
 */
import { OPERATIONS } from '#schemas/operations/index';
import { matchPath } from '#schemas/routing';
import { DomainError } from '#core/errors';
import { httpStack } from '#platform/http';

export const handler = httpStack('fallback').handler(async (event) => {
  const path = event.rawPath ?? event.requestContext?.http?.path ?? '/';
  const allowed = OPERATIONS.filter((operation) => matchPath(operation.path, path)).map((operation) => operation.method);
  if (allowed.length > 0) throw new DomainError('method_not_allowed', undefined, { allow: [...new Set(allowed)].join(', ') });
  throw new DomainError('resource_not_found');
});
