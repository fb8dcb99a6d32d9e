/**
 * The lender's side of issue 11 over applications: the timeline, reconnect-bank-only and the
 * connect listings. Every read is keyed by the caller's organisation (another's ids: 404).
 */
import { DomainError } from '#schemas/errors';
import { newApplication } from '#core/applications';
import { timelineOf } from '#core/application-events';
import { presentApplicantConnects, presentSingleConnect } from '#core/connect-listings';
import { getApplicationConfig } from '../repositories/application-configs.ts';
import {
  createApplications,
  getApplicant,
  getApplication,
  listApplicationsOfApplicant,
  type ApplicationItem,
} from '../repositories/applications.ts';
import { getPersonalInfoConnection } from '../repositories/personal-info.ts';
import { publishApplicationCreated } from './webhooks.ts';
import { applicationsPage } from './applications-service.ts';

async function applicationOf(organisationId: string, applicationId: string): Promise<ApplicationItem> {
  const application = await getApplication(organisationId, applicationId);
  if (!application) throw new DomainError('application_not_found');
  return application;
}

export async function eventsOf(organisationId: string, applicationId: string) {
  return timelineOf(await applicationOf(organisationId, applicationId));
}

/** A new application for the same applicant and config that asks only for the bank step. */
export async function reconnectBankOnly(organisationId: string, applicationId: string): Promise<{ new_application_id: string }> {
  const original = await applicationOf(organisationId, applicationId);
  const appConfig = await getApplicationConfig(organisationId, original.config);
  if (!appConfig) throw new DomainError('application_config_not_found');
  const fields = newApplication({ organisationId, applicantId: original.applicant, appConfig, redirectUrl: original.redirect_url });
  // The applicant's consent to this lender carries over: a bank-only link does not ask for it again.
  const [created] = await createApplications([{ application: { ...fields, bank_only: true, legal_acceptances: original.legal_acceptances } }]);
  await publishApplicationCreated(created!);
  return { new_application_id: created!.id };
}

async function singleConnect(application: ApplicationItem) {
  const [applicant, personalInfo] = await Promise.all([
    getApplicant(application.organisation, application.applicant),
    application.personal_info_connection_id ? getPersonalInfoConnection(application.organisation, application.personal_info_connection_id) : undefined,
  ]);
  return presentSingleConnect(application, applicant, personalInfo?.data);
}

export async function getConnect(organisationId: string, applicationId: string) {
  return singleConnect(await applicationOf(organisationId, applicationId));
}

export async function listConnects(organisationId: string, query: Parameters<typeof applicationsPage>[1]) {
  const found = await applicationsPage(organisationId, query);
  const data = await Promise.all(found.items.map(singleConnect));
  return { page: { data, count: data.length, has_next: found.next !== null, has_prev: query.skip > 0 || query.starting_after !== undefined }, next: found.next };
}

export async function applicantConnects(organisationId: string, applicantId: string) {
  if (!(await getApplicant(organisationId, applicantId))) throw new DomainError('applicant_not_found');
  return presentApplicantConnects(await listApplicationsOfApplicant(organisationId, applicantId));
}
