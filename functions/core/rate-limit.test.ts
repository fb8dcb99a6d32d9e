import { currentWindow, DEFAULT_RATE_LIMIT, describePolicy, rateLimitOutcome, rateLimitPolicy } from './rate-limit.ts';

describe('rate-limit policy', () => {
  it('defaults to 600 requests a minute and reads both variables', () => {
    expect(rateLimitPolicy({})).toEqual({ limit: 600, windowSeconds: 60 });
    expect(DEFAULT_RATE_LIMIT).toEqual({ limit: 600, windowSeconds: 60 });
    expect(rateLimitPolicy({ RATE_LIMIT_REQUESTS: '5', RATE_LIMIT_WINDOW_SECONDS: '10' })).toEqual({ limit: 5, windowSeconds: 10 });
  });

  it.each(['0', '-1', '1.5', 'many', '1e400'])('refuses RATE_LIMIT_REQUESTS=%s rather than guessing', (value) => {
    expect(() => rateLimitPolicy({ RATE_LIMIT_REQUESTS: value })).toThrow(/RATE_LIMIT_REQUESTS/);
  });
});

describe('fixed windows aligned to the epoch', () => {
  it('starts a window on a multiple of its length and tells the whole seconds left, never 0', () => {
    expect(currentWindow(120_000, 60)).toEqual({ startsAt: 120, endsAt: 180, resetSeconds: 60 });
    expect(currentWindow(120_001, 60)).toEqual({ startsAt: 120, endsAt: 180, resetSeconds: 60 });
    expect(currentWindow(179_000, 60)).toEqual({ startsAt: 120, endsAt: 180, resetSeconds: 1 });
    expect(currentWindow(179_999, 60)).toEqual({ startsAt: 120, endsAt: 180, resetSeconds: 1 });
    expect(currentWindow(180_000, 60)).toEqual({ startsAt: 180, endsAt: 240, resetSeconds: 60 });
  });
});

describe('outcome and headers', () => {
  const policy = { limit: 3, windowSeconds: 60 };
  const window = currentWindow(150_500, 60);

  it('allows up to the limit, counting the remainder down', () => {
    expect(rateLimitOutcome(1, policy, window)).toEqual({
      allowed: true,
      headers: { 'ratelimit-limit': '3', 'ratelimit-remaining': '2', 'ratelimit-reset': '30' },
    });
    expect(rateLimitOutcome(3, policy, window)).toEqual({
      allowed: true,
      headers: { 'ratelimit-limit': '3', 'ratelimit-remaining': '0', 'ratelimit-reset': '30' },
    });
  });

  it('refuses beyond it with Retry-After equal to the reset', () => {
    expect(rateLimitOutcome(4, policy, window)).toEqual({
      allowed: false,
      headers: { 'ratelimit-limit': '3', 'ratelimit-remaining': '0', 'ratelimit-reset': '30', 'retry-after': '30' },
    });
  });

  it('describes the budget for the error message', () => {
    expect(describePolicy(policy)).toBe('3 requests per 60 seconds per organisation');
  });
});
