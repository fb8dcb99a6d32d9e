/**
 * Affinity ads (issue 13): served only to an organisation holding the `affinity` add-on, which
 * only a Khanya operator can grant (audited), and only for an application whose config enables
 * them; the ads are the rule of core/affinity/ads.ts applied to the application's labelled data.
 */
import { generatePersona, toByodPayload } from '#core/personas/index';
import { affinityAds } from '#core/affinity/ads';
import { AFFINITY_CATALOGUE } from '#core/affinity/catalogue';
import { getOrganisation, setOperator } from '#platform/repositories/organisations';
import { getLabelled } from '#platform/aws/bank-data-store';
import { getBankConnection } from '#platform/repositories/bank-connections';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createApplication, createConfig, waitForConnectionStatus } from '../helpers/lending.ts';
import { startTestServer, type AnyJson, type TestServer } from '../helpers/server.ts';
import { startFileWorkers, type FileWorkers } from '../helpers/workers.ts';

let api: TestServer;
let workers: FileWorkers;
let lender: TestOrganisation;
let operator: TestOrganisation;

beforeAll(async () => {
  api = await startTestServer();
  workers = await startFileWorkers('affinity');
  [lender, operator] = await Promise.all([registerOrganisation(api, 'affinity-lender'), registerOrganisation(api, 'affinity-ops')]);
  await setOperator(operator.id, true);
  await createConfig(api, lender, { is_default: true });
}, 60_000);
afterAll(async () => {
  await workers?.stop();
  await api?.close();
});

const entitlements = (who: TestOrganisation, organisationId: string, wanted: string[]) =>
  api.json('PUT', `/v1/in/organisations/${organisationId}/entitlements`, { entitlements: wanted }, { token: who.session });

async function analysedApplication(configId?: string): Promise<string> {
  const application = await createApplication(api, lender, configId);
  const byod = toByodPayload(generatePersona('salaried_monthly', { seed: 81, months: 4, accounts: 1 }));
  expect((await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, byod, { token: lender.apiToken })).status).toBe(200);
  await waitForConnectionStatus(api, lender, application.id, ['complete'], 30_000);
  return application.id;
}

it('only an operator grants the add-on; ads need it and a config that enables them; they follow the rule on the labelled data', async () => {
  const plain = await analysedApplication();
  const refused = await api.json('GET', `/v1/bank_connections/${plain}/affinity_ads`, undefined, { token: lender.apiToken });
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ code: 'affinity_not_enabled', message: 'Affinity ads are not enabled: your organisation does not hold the affinity add-on.' });

  // The lender cannot grant itself the add-on, with a session or a token.
  expect((await entitlements(lender, lender.id, ['affinity'])).body.code).toBe('invalid_token_permissions');
  expect((await api.json('PUT', `/v1/in/organisations/${lender.id}/entitlements`, { entitlements: ['affinity'] }, { token: lender.apiToken })).status).toBe(403);
  expect((await entitlements(operator, 'f'.repeat(24), ['affinity'])).body.code).toBe('resource_not_found');

  const granted = await entitlements(operator, lender.id, ['affinity']);
  expect(granted.body).toEqual({ organisation_id: lender.id, entitlements: ['affinity', 'bank', 'personal_info'] });
  const audit = ((await getOrganisation(lender.id)) as unknown as { entitlement_changes: AnyJson[] }).entitlement_changes;
  expect(audit).toEqual([expect.objectContaining({ by_organisation: operator.id, entitlements: ['affinity', 'bank', 'personal_info'] })]);

  // Held now, but this application's config does not enable ads.
  expect((await api.json('GET', `/v1/bank_connections/${plain}/affinity_ads`, undefined, { token: lender.apiToken })).body.message).toContain('affinity_enabled');

  const config = await createConfig(api, lender, { affinity_enabled: true });
  const withAds = await analysedApplication(config.id);
  const answer = await api.json('GET', `/v1/bank_connections/${withAds}/affinity_ads`, undefined, { token: lender.apiToken });
  expect(answer.status).toBe(200);
  const connection = (await getBankConnection(lender.id, withAds))!;
  const labelled = (await getLabelled(lender.id, withAds, connection)).transactions;
  const lastDay = labelled.reduce((latest, transaction) => (transaction.datetime > latest ? transaction.datetime : latest), '');
  expect(answer.body).toEqual({ bank_connection: connection.id, affinity_ads: affinityAds(labelled, new Date(`${lastDay.slice(0, 10)}T23:59:59+02:00`)) });
  // The persona pays insurers and a phone company by debit order every month: there is something to compare.
  expect((answer.body.affinity_ads.ads as AnyJson[]).length).toBeGreaterThan(0);
  for (const ad of answer.body.affinity_ads.ads as AnyJson[]) {
    const entry = AFFINITY_CATALOGUE.find((candidate) => candidate.ad_id === ad.ad_id)!;
    for (const offer of ad.transaction_offers as AnyJson[]) {
      expect(offer.average_difference_percent).toBeCloseTo(((entry.monthly_price_cents / 100 - offer.average_amount) / offer.average_amount) * 100, 0);
    }
    expect(ad.should_recommend_offers).toBe((ad.transaction_offers as AnyJson[]).some((offer) => offer.average_difference_percent <= -10));
  }

  // Revoked: refused again.
  expect((await entitlements(operator, lender.id, [])).body.entitlements).toEqual(['bank', 'personal_info']);
  expect((await api.json('GET', `/v1/bank_connections/${withAds}/affinity_ads`, undefined, { token: lender.apiToken })).status).toBe(403);
}, 120_000);
