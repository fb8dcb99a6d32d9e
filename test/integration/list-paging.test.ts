/**
 * Every list endpoint's paging, through the local bridge against DynamoDB Local:
 *  - `skip` and `limit` are bounded (422 beyond, never a 5xx: a huge skip once reached DynamoDB
 *    as an invalid Limit and answered 500);
 *  - cursor paging (`starting_after`, the Khanya extension): following the `Link` header from
 *    the first page returns every item exactly once, in the list's order; `X-Next-Cursor` (and
 *    `next` in object answers) carry the same cursor; the last page has none;
 *  - a malformed cursor answers 422; a cursor from another organisation yields nothing of theirs.
 */
import { MAX_PAGE_LIMIT, MAX_PAGE_SKIP } from '#schemas/common';
import { buildSaIdNumber } from '#schemas/sa-id';
import { generatePersona, toByodPayload } from '#core/personas/index';
import { startFileWorkers, type FileWorkers } from '../helpers/workers.ts';
import { startTestServer, type AnyJson, type ApiResponse, type TestServer } from '../helpers/server.ts';
import { registerOrganisation, uniqueSlug, type TestOrganisation } from '../helpers/factories.ts';

let api: TestServer;
let workers: FileWorkers;

const CONNECTIONS = [
  { name: 'personal_info', data_points: [{ name: 'personal_info', input_args: [], output_args: [] }] },
  { name: 'bank', data_points: [{ name: 'labelled_transactions', input_args: [], output_args: [] }] },
];
const PERSONAL_INFO = {
  first_names: 'Thandiwe',
  last_names: 'Mokoena',
  date_of_birth: '1990-01-15',
  nationality: 'ZA',
  id_type: 'SA_ID',
  id_country: 'ZAF',
  email: 'thandiwe@applicant.khanya.example',
  phone: '+27821234567',
  gov_id: buildSaIdNumber('1990-01-15', { sequence: 5123 }),
};

async function ok(answer: Promise<ApiResponse>, status: number): Promise<AnyJson> {
  const result = await answer;
  if (result.status !== status) throw new Error(`expected ${status}, got ${result.status} ${result.text}`);
  return result.body;
}

/** An organisation with several items in every list, and one application with bank data. */
async function populated(prefix: string): Promise<{ org: TestOrganisation; dataApplication: string }> {
  const org = await registerOrganisation(api, prefix);
  const bearer = { token: org.apiToken };
  let configId = '';
  for (let index = 0; index < 5; index += 1) {
    const config = await ok(api.json('POST', '/v1/application_configs/application_configs/', { name: `Config ${index}`, connections: CONNECTIONS }, bearer), 201);
    configId = config.id;
    await ok(api.json('POST', '/v1/in/api_tokens/', { name: `Token ${index}`, scopes: ['organisation:api'] }, { token: org.session }), 201);
    await ok(api.json('POST', '/v1/in/organisations/users/', { name: `Staff ${index}`, email: `staff${index}@${uniqueSlug('u')}.khanya.example`, permissions: ['view_applications'] }, { token: org.session }), 201);
  }
  const applications: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const applicant = await ok(api.json('POST', '/v1/applications/applicants/', undefined, bearer), 201);
    const application = await ok(
      api.json('POST', '/v1/applications/', { applicant_id: applicant.id, application_config_id: configId, redirect_url: 'https://lender.khanya.example/done' }, bearer),
      201,
    );
    applications.push(application.id);
    await ok(api.json('PUT', `/v1/personal_info_connections/${application.id}/prefill`, PERSONAL_INFO, bearer), 200);
  }
  const dataApplication = applications[0]!;
  await ok(api.json('PUT', `/v1/bank_connections/${dataApplication}/byod`, toByodPayload(generatePersona('thin_file', { seed: 9, months: 2, accounts: 1 })), bearer), 200);
  const deadline = Date.now() + 25_000;
  while ((await api.json('GET', `/v1/bank_connections/${dataApplication}/`, undefined, bearer)).body.status !== 'complete') {
    if (Date.now() > deadline) throw new Error('analysis never completed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { org, dataApplication };
}

interface ListCase {
  name: string;
  path: (dataApplication: string) => string;
  /** Staff lists take a session; the rest an API token. */
  session?: boolean;
  /** The items of an answer. */
  items: (body: AnyJson) => { id: string }[];
  /** The answer is an object carrying `next` too. */
  bodyNext?: boolean;
}

const LISTS: ListCase[] = [
  { name: 'API tokens', path: () => '/v1/in/api_tokens/', session: true, items: (body) => body },
  { name: 'staff users', path: () => '/v1/in/organisations/users/', session: true, items: (body) => body.users, bodyNext: true },
  { name: 'applicants', path: () => '/v1/applications/applicants/', items: (body) => body },
  { name: 'applications', path: () => '/v1/applications/applications/', items: (body) => body },
  { name: 'applications by status', path: () => '/v1/applications/applications/?status=created', items: (body) => body },
  { name: 'application configs', path: () => '/v1/application_configs/', items: (body) => body },
  { name: 'personal-info connections', path: () => '/v1/personal_info_connections/', items: (body) => body },
  { name: 'transactions', path: (app) => `/v1/bank_connections/${app}/transactions`, items: (body) => body.data, bodyNext: true },
];

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

let lenderA: { org: TestOrganisation; dataApplication: string };
let lenderB: { org: TestOrganisation; dataApplication: string };

beforeAll(async () => {
  api = await startTestServer();
  workers = await startFileWorkers('list-paging');
  lenderA = await populated('pagea');
  lenderB = await populated('pageb');
}, 120_000);
afterAll(async () => {
  await workers.stop();
  await api.close();
});

const get = (lender: { org: TestOrganisation }, list: ListCase, path: string) =>
  api.json('GET', path, undefined, { token: list.session ? lender.org.session : lender.org.apiToken });

describe.each(LISTS)('$name', (list) => {
  it('bounds skip and limit (422, never 5xx) and refuses a malformed cursor', async () => {
    const path = list.path(lenderA.dataApplication);
    for (const [query, field] of [
      ['skip=1000000000000', 'skip'],
      [`skip=${MAX_PAGE_SKIP + 1}`, 'skip'],
      ['skip=-1', 'skip'],
      [`limit=${MAX_PAGE_LIMIT + 1}`, 'limit'],
      ['limit=1000000000000', 'limit'],
      ['starting_after=not-a-cursor', 'starting_after'],
      ['starting_after=6b02ca608992ab79b485394', 'starting_after'],
    ] as const) {
      const answer = await get(lenderA, list, withQuery(path, query));
      expect([query, answer.status]).toEqual([query, 422]);
      expect(answer.body.detail.map((entry: { loc: unknown[] }) => entry.loc)).toEqual([['query', field]]);
    }
    const deepest = await get(lenderA, list, withQuery(path, `skip=${MAX_PAGE_SKIP}`));
    expect(deepest.status).toBe(200);
    expect(list.items(deepest.body)).toEqual([]);
  });

  it('following the next cursor from the first page returns every item once, in order', async () => {
    const path = list.path(lenderA.dataApplication);
    const whole = await get(lenderA, list, withQuery(path, `limit=${MAX_PAGE_LIMIT}`));
    expect(whole.status).toBe(200);
    const expected = list.items(whole.body).map((item) => item.id);
    expect(expected.length).toBeGreaterThanOrEqual(5);
    expect(expected.length).toBeLessThan(MAX_PAGE_LIMIT);
    expect(whole.headers.get('x-next-cursor')).toBeNull();

    const seen: string[] = [];
    let next: string | null = withQuery(path, 'limit=2');
    let pages = 0;
    while (next) {
      const page = await get(lenderA, list, next);
      expect(page.status).toBe(200);
      const ids = list.items(page.body).map((item) => item.id);
      seen.push(...ids);
      const cursor = page.headers.get('x-next-cursor');
      const link = page.headers.get('link');
      if (list.bodyNext) expect(page.body.next).toBe(cursor);
      if (cursor) {
        // The cursor is the page's last item, and Link is the same list from there.
        expect(cursor).toBe(ids[ids.length - 1]);
        const target = /^<([^>]+)>; rel="next"$/.exec(link ?? '')?.[1];
        expect(new URL(target!, api.url).searchParams.get('starting_after')).toBe(cursor);
        expect(new URL(target!, api.url).searchParams.get('limit')).toBe('2');
        next = target!;
      } else {
        expect(link).toBeNull();
        next = null;
      }
      pages += 1;
      expect(pages).toBeLessThanOrEqual(expected.length);
    }
    expect(seen).toEqual(expected);
  });

  it('a cursor counts skip from it, and a cursor from another organisation yields nothing of theirs', async () => {
    const path = list.path(lenderA.dataApplication);
    const whole = list.items((await get(lenderA, list, withQuery(path, `limit=${MAX_PAGE_LIMIT}`))).body).map((item) => item.id);
    const afterFirst = await get(lenderA, list, withQuery(path, `starting_after=${whole[0]}&skip=1&limit=2`));
    expect(list.items(afterFirst.body).map((item) => item.id)).toEqual(whole.slice(2, 4));

    const theirs = new Set(whole);
    const ownPath = list.path(lenderB.dataApplication);
    for (const cursor of [whole[0]!, whole[2]!]) {
      const answer = await get(lenderB, list, withQuery(ownPath, `starting_after=${cursor}&limit=${MAX_PAGE_LIMIT}`));
      expect(answer.status).toBe(200);
      expect(list.items(answer.body).filter((item) => theirs.has(item.id))).toEqual([]);
    }
  });
});
