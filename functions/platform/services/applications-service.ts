/**
 * What every way of creating an application shares (the API, e-mail invites, re-vetting):
 * choosing the config, writing the records, and e-mailing the connect link. The records and the
 * rules for them are core's (functions/core/applications.ts, core/connect-invite.ts); this file
 * binds them to the repositories, the configured connect URL and the mail adapter.
 */
import { idBoundsOfDays } from '#core/ids';
import { DomainError } from '#schemas/errors';
import { connectUrl, currentStatus, mergeNewestFirst, newApplication, presentApplication as present, storedStatusesFor, type Application } from '#core/applications';
import { connectInviteMessage, type Branding } from '#core/connect-invite';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { mail } from '../aws/mail.ts';
import { getApplicationConfig, getDefaultApplicationConfig, type ApplicationConfigItem } from '../repositories/application-configs.ts';
import { applicantNames, applicationsOfApplicants, createApplications, listApplications, type ApplicationFields, type ApplicationItem } from '../repositories/applications.ts';
import type { PageRequest } from '../repositories/table.ts';
import { whiteLabelOf } from './white-label.ts';
import { publishApplicationCreated } from './webhooks.ts';

export { currentStatus } from '#core/applications';
export type { Branding } from '#core/connect-invite';

/** The named config (404 if unknown or archived) or the organisation's default (400 if none). */
export async function resolveApplicationConfig(organisationId: string, configId: string | null | undefined): Promise<ApplicationConfigItem> {
  if (configId) {
    const found = await getApplicationConfig(organisationId, configId);
    if (!found || found.archived) throw new DomainError('application_config_not_found');
    return found;
  }
  const fallback = await getDefaultApplicationConfig(organisationId);
  if (!fallback) throw new DomainError('no_applicationconfigs');
  return fallback;
}

/** One application for an existing applicant: the API's create (STANDARD) and the VET re-vet. */
export async function createApplicationFor(
  organisationId: string,
  input: { applicant_id: string; application_config_id?: string | null; redirect_url?: string | null },
  type: ApplicationFields['application_type'],
): Promise<ApplicationItem> {
  const appConfig = await resolveApplicationConfig(organisationId, input.application_config_id);
  const fields = newApplication({ organisationId, applicantId: input.applicant_id, appConfig, redirectUrl: input.redirect_url, type });
  const [application] = await createApplications([{ application: fields }]);
  await publishApplicationCreated(application!);
  return application!;
}

export function connectUrlFor(proxyId: string): string {
  return connectUrl(config.connectUrl, proxyId);
}

/** The application as the API shows it (ApplicationOutSchema), linking to the configured connect UI. */
export function presentApplication(application: Application) {
  return present(application, config.connectUrl, new Date(), config.inboundEmailDomain);
}

/**
 * E-mails the connect link in the lender's branding. Throws DomainError('email_not_sent')
 * when the mail port fails: the application exists either way, and the lender re-invites.
 */
export async function sendConnectInvite(application: Pick<ApplicationItem, 'id' | 'proxy_id' | 'expiry'>, to: { email: string; name: string }, branding: Branding): Promise<void> {
  const message = connectInviteMessage({ name: to.name, link: connectUrlFor(application.proxy_id), expiry: application.expiry, branding });
  try {
    await mail().send({ to: to.email, ...message });
  } catch (error) {
    logger.error('Connect invite e-mail failed', { applicationId: application.id, error: error as Error });
    throw new DomainError('email_not_sent');
  }
}

/** The organisation's branding for invites: its white label over Khanya's defaults. */
export const brandingFor = whiteLabelOf;

/**
 * One page of the organisation's applications, newest first. With `status`, each stored status
 * that can read as `status` (core/applications.ts: a link past its expiry reads `expired`) is read
 * from the same cursor, keeping only current matches, and the streams are merged.
 */
export async function applicationsPage(
  organisationId: string,
  query: PageRequest & { status?: Application['status'] | undefined; search?: string | undefined; created_from?: string | undefined; created_to?: string | undefined },
): Promise<{ items: ApplicationItem[]; next: string | null }> {
  const { status, search, created_from, created_to, ...page } = query;
  // Ids sort by creation time: a period of creation is a key range (core/ids.ts).
  const ids = idBoundsOfDays(created_from, created_to);
  if (search) return searchedApplications(organisationId, search, status, ids, page);
  if (!status) return listApplications(organisationId, page, undefined, undefined, ids);
  const matches = (application: Parameters<typeof currentStatus>[0]) => currentStatus(application) === status;
  const streams = await Promise.all(
    storedStatusesFor(status).map((stored) => listApplications(organisationId, { skip: 0, limit: page.skip + page.limit, starting_after: page.starting_after }, stored, matches, ids)),
  );
  return mergeNewestFirst(streams, page.skip, page.limit);
}

/**
 * The applications whose applicant's name or e-mail contains `search` (any case), newest first,
 * paged like any list (table-design.ts pattern 46: the applicants read whole, then their
 * applications from one read of the application range).
 */
async function searchedApplications(
  organisationId: string,
  search: string,
  status: Application['status'] | undefined,
  ids: { low: string; high: string } | undefined,
  page: PageRequest,
): Promise<{ items: ApplicationItem[]; next: string | null }> {
  const needle = search.toLocaleLowerCase('en-ZA');
  const applicants = await applicantNames(organisationId);
  const matching = new Set(applicants.filter((a) => (a.name ?? '').toLocaleLowerCase('en-ZA').includes(needle) || (a.email ?? '').toLocaleLowerCase('en-ZA').includes(needle)).map((a) => a.id));
  const found = (await applicationsOfApplicants(organisationId, matching))
    .filter((application) => (!status || currentStatus(application) === status) && (!ids || (application.id >= ids.low && application.id <= ids.high)))
    .sort((a, b) => b.id.localeCompare(a.id));
  const after = page.starting_after ? found.filter((application) => application.id < page.starting_after!) : found;
  const items = after.slice(page.skip, page.skip + page.limit);
  const last = items[items.length - 1];
  return { items, next: after.length > page.skip + page.limit && last ? last.id : null };
}
