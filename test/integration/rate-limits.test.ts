/**
 * The per-organisation budget, end to end through the local bridge and the real table: a small
 * budget (5) for this suite only (jest gives each suite its own process.env; the others run with
 * the large one test/global-setup.ts sets). The window is ten years long so that no burst here
 * can straddle two windows and the counts are exact; the window arithmetic itself is unit-tested
 * with explicit clocks in functions/core/rate-limit.test.ts.
 */
import { errorBody } from '#schemas/errors';
import { registerOrganisation } from '../helpers/factories.ts';
import { startTestServer, type ApiResponse, type TestServer } from '../helpers/server.ts';

const BUDGET = 5;
const TEN_YEARS = 10 * 365 * 24 * 3600;
let api: TestServer;

beforeAll(async () => {
  process.env.RATE_LIMIT_REQUESTS = String(BUDGET);
  process.env.RATE_LIMIT_WINDOW_SECONDS = String(TEN_YEARS);
  api = await startTestServer();
});
afterAll(() => api.close());

const header = (res: ApiResponse, name: string) => res.headers.get(name);
const numberHeader = (res: ApiResponse, name: string) => Number(res.headers.get(name));

describe('per-organisation rate limit', () => {
  it('answers RateLimit-Limit, -Remaining (counting down) and -Reset (seconds) on every authenticated answer', async () => {
    const org = await registerOrganisation(api, 'rl-count');
    const answers: ApiResponse[] = [];
    for (let i = 0; i < 3; i++) answers.push(await api.json('GET', '/v1/organisations', undefined, { token: org.apiToken }));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(answers.map((res) => header(res, 'ratelimit-limit'))).toEqual(['5', '5', '5']);
    expect(answers.map((res) => header(res, 'ratelimit-remaining'))).toEqual(['4', '3', '2']);
    for (const res of answers) {
      const reset = numberHeader(res, 'ratelimit-reset');
      expect(Number.isInteger(reset) && reset >= 1 && reset <= TEN_YEARS).toBe(true);
      expect(header(res, 'retry-after')).toBeNull();
    }
    // Errors after authentication count and carry the headers too (a 404 here).
    const missing = await api.json('GET', '/v1/applications/applications/0123456789abcdef01234567', undefined, { token: org.session });
    expect(missing.status).toBe(404);
    expect(header(missing, 'ratelimit-remaining')).toBe('1');
  });

  it('lets exactly the budget through a concurrent burst and answers the rest 429 rate_limited with Retry-After', async () => {
    const org = await registerOrganisation(api, 'rl-burst');
    const other = await registerOrganisation(api, 'rl-other');
    const burst = await Promise.all(
      Array.from({ length: 4 * BUDGET }, () => api.json('GET', '/v1/organisations', undefined, { token: org.apiToken })),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(BUDGET);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3 * BUDGET);
    // Each admitted request saw a distinct place in the budget.
    const remaining = burst.filter((res) => res.status === 200).map((res) => header(res, 'ratelimit-remaining'));
    expect(remaining.sort()).toEqual(['0', '1', '2', '3', '4']);

    for (const refused of burst.filter((res) => res.status === 429)) {
      expect(refused.body).toEqual(errorBody('rate_limited', `${BUDGET} requests per ${TEN_YEARS} seconds per organisation`));
      const retryAfter = numberHeader(refused, 'retry-after');
      expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
      expect(numberHeader(refused, 'ratelimit-reset')).toBe(retryAfter);
      expect(header(refused, 'ratelimit-remaining')).toBe('0');
      expect(header(refused, 'ratelimit-limit')).toBe(String(BUDGET));
      expect(header(refused, 'x-request-id')).not.toBeNull();
    }

    // The session of the same organisation shares its budget; another organisation has its own.
    const sameOrgSession = await api.json('GET', '/v1/organisations', undefined, { token: org.session });
    expect(sameOrgSession.status).toBe(429);
    const unaffected = await api.json('GET', '/v1/organisations', undefined, { token: other.apiToken });
    expect(unaffected.status).toBe(200);
    expect(header(unaffected, 'ratelimit-remaining')).toBe(String(BUDGET - 1));
  });

  it('refuses before any work: a write beyond the budget changes nothing', async () => {
    const org = await registerOrganisation(api, 'rl-write');
    for (let i = 0; i < BUDGET; i++) expect((await api.json('GET', '/v1/organisations', undefined, { token: org.apiToken })).status).toBe(200);
    const refused = await api.json('PATCH', '/v1/white_label/config', { primary_colour_hex: '#123456' }, { token: org.session });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    // A larger budget (read per request) lets the organisation look: the colour is the default.
    process.env.RATE_LIMIT_REQUESTS = '1000';
    try {
      const config = await api.json('GET', '/v1/white_label/config', undefined, { token: org.session });
      expect(config.status).toBe(200);
      expect(config.body.primary_colour_hex).toBe('#F2A900');
    } finally {
      process.env.RATE_LIMIT_REQUESTS = String(BUDGET);
    }
  });

  it('does not count or label public operations, which have no organisation', async () => {
    const banks = await api.json('GET', '/v1/bank_connections/byod/banks');
    expect(banks.status).toBe(200);
    expect(header(banks, 'ratelimit-limit')).toBeNull();
  });

  it('tells the seconds left in a one-minute window', async () => {
    process.env.RATE_LIMIT_WINDOW_SECONDS = '60';
    try {
      const org = await registerOrganisation(api, 'rl-minute');
      const res = await api.json('GET', '/v1/organisations', undefined, { token: org.apiToken });
      expect(res.status).toBe(200);
      const reset = numberHeader(res, 'ratelimit-reset');
      expect(Number.isInteger(reset) && reset >= 1 && reset <= 60).toBe(true);
    } finally {
      process.env.RATE_LIMIT_WINDOW_SECONDS = String(TEN_YEARS);
    }
  });
});
