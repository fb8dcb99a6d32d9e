/**
 * The local bridge with the real operation table: the handlers it loads read the environment
 * the emulators' globalSetup provides (test/helpers/server.ts refuses to start without it).
 * The bridge's own behaviour with a fake table is unit-tested in local/server.test.ts.
 */
import { startTestServer, type TestServer } from '../test/helpers/server.ts';

describe('the bridge with the real operation table', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer();
  });
  afterAll(() => api.close());

  it('answers 404 resource_not_found through the fallback handler for an unknown path', async () => {
    const answer = await api.json('GET', '/v1/does-not-exist');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error_type: 'code', code: 'resource_not_found' });
  });

  it('answers 405 through the fallback handler for a known path with another method', async () => {
    const answer = await api.json('DELETE', '/v1/organisations/');
    expect(answer.status).toBe(405);
    expect(answer.body).toMatchObject({ code: 'method_not_allowed' });
  });

  it('routes both slash forms to the operation', async () => {
    for (const path of ['/v1/organisations', '/v1/organisations/']) {
      const answer = await api.json('GET', path);
      expect(answer.status).toBe(401); // no token: the handler ran and refused
    }
  });
});
