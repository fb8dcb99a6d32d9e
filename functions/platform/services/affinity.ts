/**
 * Affinity ads for one application (core/affinity/ads.ts), served only when the organisation
 * holds the `affinity` add-on AND the application's config enables it; and the operators' switch
 * for the add-on (the organisation's staff cannot grant it to themselves).
 */
import { DomainError } from '#schemas/errors';
import type { AffinityAds } from '#schemas/analyses';
import { ENTITLEMENTS, DEFAULT_ENTITLEMENTS, type Entitlement } from '#schemas/data-points';
import type { Principal } from '#core/principal';
import { affinityAds } from '#core/affinity/ads';
import { getApplicationConfig } from '../repositories/application-configs.ts';
import { getApplication } from '../repositories/applications.ts';
import { getOrganisation, setEntitlements } from '../repositories/organisations.ts';
import { nowIso } from '../repositories/table.ts';
import { analysesOf, labelledTransactionsOf } from './bank-read.ts';
import { requireOperator } from './operators.ts';

export async function affinityAdsOf(organisationId: string, applicationId: string): Promise<{ bank_connection: string; affinity_ads: AffinityAds }> {
  const application = await getApplication(organisationId, applicationId);
  if (!application) throw new DomainError('application_not_found');
  const organisation = await getOrganisation(organisationId);
  if (!(organisation?.entitlements ?? DEFAULT_ENTITLEMENTS).includes('affinity')) throw new DomainError('affinity_not_enabled', 'your organisation does not hold the affinity add-on');
  const config = await getApplicationConfig(organisationId, application.config);
  if (!config?.affinity_enabled) throw new DomainError('affinity_not_enabled', "this application's config does not set affinity_enabled");
  const { connection, analyses, results } = await analysesOf(organisationId, applicationId);
  const stored = results.affinity_ads as AffinityAds | undefined;
  if (stored) return { bank_connection: connection.id, affinity_ads: stored };
  // Analysed before ads were computed: from the labelled data, as of its last day (as the worker does).
  const transactions = await labelledTransactionsOf(connection);
  const lastDay = transactions.reduce((latest, transaction) => (transaction.datetime > latest ? transaction.datetime : latest), '');
  const asOf = lastDay ? new Date(`${lastDay.slice(0, 10)}T23:59:59+02:00`) : new Date(analyses.computed_at);
  return { bank_connection: connection.id, affinity_ads: affinityAds(transactions, asOf) };
}

/** An operator (Khanya staff) grants or revokes add-ons; every change is kept with who made it. */
export async function updateEntitlements(principal: Principal, organisationId: string, entitlements: readonly string[]) {
  await requireOperator(principal);
  const organisation = await getOrganisation(organisationId);
  if (!organisation) throw new DomainError('resource_not_found');
  const wanted = [...new Set([...DEFAULT_ENTITLEMENTS, ...entitlements])].filter((name): name is Entitlement => (ENTITLEMENTS as readonly string[]).includes(name)).sort();
  await setEntitlements(organisationId, wanted, { by_organisation: principal.organisationId, by_user: principal.userId, at: nowIso(), entitlements: wanted });
  return { organisation_id: organisationId, entitlements: wanted };
}
