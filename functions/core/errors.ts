/**
 * Domain errors: core and handlers throw these by catalogue code; the HTTP layer maps them to
 * status and body in one place (platform/http.ts). Anything else that escapes is a 500.
 */
import type { ErrorCode } from '#schemas/errors';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Fills the `{details}` placeholder of messages that have one. */
    readonly details?: string,
    /** Extra response headers, e.g. Retry-After on a throttled login. */
    readonly headers?: Record<string, string>,
    /**
     * Extra fields for the answer's body, e.g. the row-level `details` of a refused file. They
     * never replace `error_type`, `code` or `message`, so clients reading only those still work.
     */
    readonly extra?: Record<string, unknown>,
  ) {
    super(details ? `${code}: ${details}` : code);
    this.name = 'DomainError';
  }
}

export const notFound = () => new DomainError('resource_not_found');
