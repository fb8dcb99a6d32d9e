/**
 * Per-organisation rate limits: a fixed window of `windowSeconds` aligned to the epoch, and a
 * budget of `limit` requests per organisation in each window. The count itself lives in
 * DynamoDB (one atomic counter per organisation and window, functions/platform/repositories/
 * rate-limits.ts); this module only decides and describes, so the policy is testable without I/O.
 *
 * Headers follow the IETF draft "RateLimit header fields for HTTP" (draft-ietf-httpapi-
 * ratelimit-headers, the three-field form): RateLimit-Limit, RateLimit-Remaining and
 * RateLimit-Reset, the last in seconds until the window ends (not a timestamp).
 */
export interface RateLimitPolicy {
  /** Requests one organisation may make per window. */
  limit: number;
  windowSeconds: number;
}

/** 600 requests a minute per organisation: ten a second, well above a console user or a batch job's steady pace. */
export const DEFAULT_RATE_LIMIT: RateLimitPolicy = { limit: 600, windowSeconds: 60 };

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive integer (got "${value}")`);
  return parsed;
}

/** The policy from RATE_LIMIT_REQUESTS and RATE_LIMIT_WINDOW_SECONDS, with the defaults above. */
export function rateLimitPolicy(env: Record<string, string | undefined>): RateLimitPolicy {
  return {
    limit: positiveInteger(env.RATE_LIMIT_REQUESTS, DEFAULT_RATE_LIMIT.limit, 'RATE_LIMIT_REQUESTS'),
    windowSeconds: positiveInteger(env.RATE_LIMIT_WINDOW_SECONDS, DEFAULT_RATE_LIMIT.windowSeconds, 'RATE_LIMIT_WINDOW_SECONDS'),
  };
}

export interface RateLimitWindow {
  /** Epoch seconds at which the window began: part of the counter's key. */
  startsAt: number;
  /** Epoch seconds at which it ends (and the next one begins). */
  endsAt: number;
  /** Whole seconds until it ends, at least 1 (a client told 0 would retry at once). */
  resetSeconds: number;
}

export function currentWindow(nowMs: number, windowSeconds: number): RateLimitWindow {
  const startsAt = Math.floor(nowMs / 1000 / windowSeconds) * windowSeconds;
  const endsAt = startsAt + windowSeconds;
  return { startsAt, endsAt, resetSeconds: Math.max(1, Math.ceil(endsAt - nowMs / 1000)) };
}

export interface RateLimitOutcome {
  allowed: boolean;
  /** The RateLimit-* headers every authenticated answer carries; Retry-After too when refused. */
  headers: Record<string, string>;
}

/** `count` is this request's position in the window (the counter after its own increment). */
export function rateLimitOutcome(count: number, policy: RateLimitPolicy, window: RateLimitWindow): RateLimitOutcome {
  const allowed = count <= policy.limit;
  const headers: Record<string, string> = {
    'ratelimit-limit': String(policy.limit),
    'ratelimit-remaining': String(Math.max(0, policy.limit - count)),
    'ratelimit-reset': String(window.resetSeconds),
  };
  if (!allowed) headers['retry-after'] = String(window.resetSeconds);
  return { allowed, headers };
}

/** The `{details}` of the rate_limited message: the budget in words a person can act on. */
export function describePolicy(policy: RateLimitPolicy): string {
  return `${policy.limit} requests per ${policy.windowSeconds} seconds per organisation`;
}
