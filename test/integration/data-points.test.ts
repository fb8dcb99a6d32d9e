/**
 * The public catalogue endpoints, end to end through the local bridge: no token needed, both
 * slash forms served, answers valid under their schemas.
 */
import { AvailableConnectionSchema, DataPointArgSchemaListSchema } from '#schemas/data-points';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

describe('GET /v1/application_configs/connections_available', () => {
  it.each(['/v1/application_configs/connections_available', '/v1/application_configs/connections_available/'])(
    '%s answers the catalogue without a token',
    async (path) => {
      const answer = await api.json('GET', path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(AvailableConnectionSchema.safeParse(answer.body).success).toBe(true);
      const bank = answer.body.connections.find((connection: { name: string }) => connection.name === 'bank');
      expect(bank.data_points.map((dataPoint: { name: string }) => dataPoint.name)).toEqual(
        expect.arrayContaining(['labelled_transactions', 'affordability', 'health_score', 'affinity_ads']),
      );
      expect(bank.data_points.find((dataPoint: { name: string }) => dataPoint.name === 'affordability')).toMatchObject({
        input_args: ['LabelledTransactions'],
        output_args: ['AffordabilityAnalysis'],
      });
      expect(answer.body.connections.map((connection: { name: string }) => connection.name)).toContain('personal_info');
    },
  );

  it('ignores a token if one is sent, and refuses other methods', async () => {
    const withToken = await api.json('GET', '/v1/application_configs/connections_available', undefined, { token: 'not-a-token' });
    expect(withToken.status).toBe(200);
    const post = await api.json('POST', '/v1/application_configs/connections_available', {});
    expect(post.status).toBe(405);
  });
});

describe('GET /v1/application_configs/data_point_args', () => {
  it.each(['/v1/application_configs/data_point_args', '/v1/application_configs/data_point_args/'])(
    '%s answers every arg type without a token',
    async (path) => {
      const answer = await api.json('GET', path);
      expect(answer.status).toBe(200);
      expect(DataPointArgSchemaListSchema.safeParse(answer.body).success).toBe(true);
      const affordability = answer.body.find((entry: { type: string }) => entry.type === 'AffordabilityAnalysis');
      expect(affordability.not_null).toEqual(['monthly_affordability', 'average_full_month_affordability']);
      expect(affordability.properties).toContainEqual({ property_name: 'monthly_affordability', type: 'array[AffordabilityMonth]' });
      expect(answer.body.map((entry: { type: string }) => entry.type)).toEqual(
        expect.arrayContaining(['BankAccounts', 'BankTransactions', 'PersonalInfoInput', 'LabelledTransactions', 'HealthScore']),
      );
    },
  );
});
