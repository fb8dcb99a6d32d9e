/**
 * What every way of creating an application shares (the API, e-mail invites, re-vetting):
 * choosing the config, building the record, presenting it, and e-mailing the connect link.
 */
import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '#schemas/applications';
import { DomainError } from '#schemas/errors';
import { newObjectId } from '#core/ids';
import { effectiveStatus, expiryFrom } from '#core/application-status';
import { config } from './config.ts';
import { logger } from './logger.ts';
import { mail } from './aws/mail.ts';
import { getApplicationConfig, getDefaultApplicationConfig, type ApplicationConfigItem } from './repositories/application-configs.ts';
import { createApplications, type ApplicantFields, type ApplicationFields, type ApplicationItem, type LoanDetails } from './repositories/applications.ts';
import { nowIso } from './repositories/table.ts';
import { whiteLabelOf } from './services/white-label.ts';
import type { WhiteLabelOut } from '#schemas/white-label';

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

export function newApplicantFields(organisationId: string, details: Partial<Pick<ApplicantFields, 'name' | 'email' | 'phone' | 'external_reference'>> = {}): ApplicantFields {
  return {
    id: newObjectId(),
    organisation: organisationId,
    created_at: nowIso(),
    name: details.name ?? null,
    email: details.email ?? null,
    phone: details.phone ?? null,
    external_reference: details.external_reference ?? null,
  };
}

export function newApplicationFields(input: {
  organisationId: string;
  applicantId: string;
  appConfig: ApplicationConfigItem;
  redirectUrl: string | null | undefined;
  type?: ApplicationFields['application_type'];
  loan?: LoanDetails | null;
  contactMethod?: string;
}): ApplicationFields {
  const now = new Date();
  return {
    id: newObjectId(now),
    organisation: input.organisationId,
    applicant: input.applicantId,
    config: input.appConfig.id,
    redirect_url: input.redirectUrl ?? input.appConfig.default_redirect_url ?? null,
    // The proxy id is the applicant's only credential for the connect flow: 122 random bits.
    proxy_id: randomUUID(),
    status: 'created',
    application_type: input.type ?? 'STANDARD',
    expiry: expiryFrom(now).toISOString(),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    legal_acceptances: [],
    loan: input.loan ?? null,
    revet_outcome: null,
    ...(input.contactMethod ? { contact_method: input.contactMethod } : {}),
  };
}

/** One application for an existing applicant: the API's create (STANDARD) and the VET re-vet. */
export async function createApplicationFor(
  organisationId: string,
  input: { applicant_id: string; application_config_id?: string | null; redirect_url?: string | null },
  type: ApplicationFields['application_type'],
): Promise<ApplicationItem> {
  const appConfig = await resolveApplicationConfig(organisationId, input.application_config_id);
  const fields = newApplicationFields({ organisationId, applicantId: input.applicant_id, appConfig, redirectUrl: input.redirect_url, type });
  const [application] = await createApplications([{ application: fields }]);
  return application!;
}

export function connectUrlFor(proxyId: string): string {
  return `${config.connectUrl}/connect/${proxyId}`;
}

export function currentStatus(application: Pick<ApplicationItem, 'status' | 'expiry'>, now = new Date()): ApplicationStatus {
  return effectiveStatus(application.status, application.expiry, now);
}

/** The application as the API shows it (ApplicationOutSchema). */
export function presentApplication(application: ApplicationItem) {
  return {
    id: application.id,
    applicant: application.applicant,
    redirect_url: application.redirect_url,
    proxy_id: application.proxy_id,
    organisation: application.organisation,
    config: application.config,
    status: currentStatus(application),
    type: application.application_type,
    connect_url: connectUrlFor(application.proxy_id),
    expiry: application.expiry,
    created_at: application.created_at,
    updated_at: application.updated_at,
    legal_acceptances: application.legal_acceptances,
    loan: application.loan,
    revet_outcome: application.revet_outcome,
  };
}

export type Branding = Pick<WhiteLabelOut, 'display_name' | 'primary_colour_hex' | 'welcome_title' | 'image_url'>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * E-mails the connect link in the lender's branding. Throws DomainError('email_not_sent')
 * when the mail port fails: the application exists either way, and the lender re-invites.
 */
export async function sendConnectInvite(application: ApplicationItem, to: { email: string; name: string }, branding: Branding): Promise<void> {
  const link = connectUrlFor(application.proxy_id);
  const lender = branding.display_name;
  const expiry = new Date(application.expiry).toUTCString();
  const text =
    `Hello ${to.name},\n\n${lender} asks you to share your bank statements securely through Khanya, so that they ` +
    `can assess your application.\n\nStart here: ${link}\n\nThe link works until ${expiry}. Khanya reads your ` +
    `transactions only with your consent and shares the results only with ${lender}.\n\nIf you did not apply with ${lender}, ignore this e-mail.`;
  const html =
    (branding.image_url ? `<p><img src="${escapeHtml(branding.image_url)}" alt="${escapeHtml(lender)}" style="max-height:48px"></p>` : '') +
    `<p>Hello ${escapeHtml(to.name)},</p><p><strong>${escapeHtml(lender)}</strong> asks you to share your bank statements ` +
    `securely through Khanya, so that they can assess your application.</p>` +
    `<p><a href="${escapeHtml(link)}" style="background:${escapeHtml(branding.primary_colour_hex)};color:#fff;padding:10px 16px;` +
    `border-radius:4px;text-decoration:none">${escapeHtml(branding.welcome_title)}</a></p>` +
    `<p>The link works until ${escapeHtml(expiry)}.</p>`;
  try {
    await mail().send({ to: to.email, subject: `${lender}: share your bank statements`, text, html });
  } catch (error) {
    logger.error('Connect invite e-mail failed', { applicationId: application.id, error: error as Error });
    throw new DomainError('email_not_sent');
  }
}

/** The organisation's branding for invites: its white label over Khanya's defaults. */
export const brandingFor = whiteLabelOf;
