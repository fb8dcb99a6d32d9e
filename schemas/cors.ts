/**
 * The API's CORS policy, in one place. In AWS, API Gateway's `corsPreflight` answers
 * preflights and sets these headers on cross-origin answers (it replaces any the Lambda sends);
 * the local bridge does the same from these constants, so browsers see one policy everywhere.
 */
export const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export const CORS_ALLOWED_HEADERS = ['authorization', 'content-type', 'idempotency-key', 'x-request-id'] as const;
export const CORS_EXPOSED_HEADERS = ['x-request-id', 'retry-after', 'idempotent-replayed', 'allow', 'location', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'link', 'x-next-cursor'] as const;
export const CORS_MAX_AGE_SECONDS = 24 * 3600;

/** Comma-separated origins from CORS_ALLOWED_ORIGINS; `*` (any origin) when unset. */
export function corsAllowedOrigins(value: string | undefined): string[] {
  const origins = (value || '*').split(',').map((origin) => origin.trim()).filter(Boolean);
  return origins.length > 0 ? origins : ['*'];
}
