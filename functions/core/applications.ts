/**
 * Applicants and applications as records, and the rules for making and showing them, shared by
 * every way of creating an application (the API, e-mail invites, re-vetting). The repository
 * (functions/platform/repositories/applications.ts) adds only its keys to these records.
 */
import { randomUUID } from 'node:crypto';
import { APPLICATION_EVENT_KIND_NAMES, type ApplicationStatus } from '#schemas/applications';
import { newObjectId } from './ids.ts';
import { effectiveStatus, expiryFrom } from './application-status.ts';
import { DEFAULT_INBOUND_EMAIL_DOMAIN, statementsEmailAddress } from './inbound-address.ts';

export interface Applicant {
  id: string;
  organisation: string;
  created_at: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  external_reference: string | null;
}

export interface LegalAcceptance {
  document_type: string;
  version: string;
  accepted_at: string;
}

export interface LoanDetails {
  installment_value: number | null;
  loan_duration: number | null;
  loan_amount: number | null;
  number_of_installments: number | null;
  effective_interest_rate: number | null;
  reason_for_decline: string | null;
}

export type ApplicationType = 'STANDARD' | 'VET' | 'REVET';

/**
 * The applicant's journey as domain events, oldest first, kept on the application: the timeline
 * the console and webhooks read. Each kind is recorded once per occurrence (a second bank
 * linked is a second `linked`); `detail` says which bank, how many files, which error.
 */
/** The contract's list (schemas/applications.ts), so the answer's enum and the records cannot drift apart. */
export const APPLICATION_EVENT_KINDS = APPLICATION_EVENT_KIND_NAMES;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

export interface ApplicationEvent {
  kind: ApplicationEventKind;
  at: string;
  detail?: Record<string, string | number | boolean>;
}

export interface Application {
  id: string;
  organisation: string;
  applicant: string;
  config: string;
  redirect_url: string | null;
  proxy_id: string;
  status: ApplicationStatus;
  application_type: ApplicationType;
  expiry: string;
  created_at: string;
  updated_at: string;
  legal_acceptances: LegalAcceptance[];
  loan: LoanDetails | null;
  revet_outcome: 'RED' | 'AMBER' | 'GREEN' | null;
  contact_method?: string;
  personal_info_connection_id?: string;
  /** A reconnect-bank-only application: the connect UI asks only for the bank step. */
  bank_only?: boolean;
  /** Absent on applications stored before the timeline existed: read as []. */
  events?: ApplicationEvent[];
  /** When the applicant pressed done (POST complete), set once; the link's changing routes answer 409 from then on. */
  completed_at?: string;
  /** When the applicant first opened the link, set once (absent on applications opened before session 103: their `opened` event says it). */
  opened_at?: string;
}

export function newApplicant(
  organisationId: string,
  details: Partial<Pick<Applicant, 'name' | 'email' | 'phone' | 'external_reference'>> = {},
  now: Date = new Date(),
): Applicant {
  return {
    id: newObjectId(now),
    organisation: organisationId,
    created_at: now.toISOString(),
    name: details.name ?? null,
    email: details.email ?? null,
    phone: details.phone ?? null,
    external_reference: details.external_reference ?? null,
  };
}

/**
 * A new application: `created`, expiring APPLICATION_LIFETIME_DAYS from now, redirecting where
 * the request says or else where its config says, with a fresh proxy id.
 */
export function newApplication(input: {
  organisationId: string;
  applicantId: string;
  appConfig: { id: string; default_redirect_url: string | null };
  redirectUrl: string | null | undefined;
  type?: ApplicationType;
  loan?: LoanDetails | null;
  contactMethod?: string;
  now?: Date;
}): Application {
  const now = input.now ?? new Date();
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

/** The status as of `now` (an unstarted application past its expiry reads `expired`). */
export function currentStatus(application: Pick<Application, 'status' | 'expiry'>, now = new Date()): ApplicationStatus {
  return effectiveStatus(application.status, application.expiry, now);
}

/** The applicant's connect link: `{base}/connect/{proxy_id}` (base: the connect UI's URL). */
export function connectUrl(base: string, proxyId: string): string {
  return `${base}/connect/${proxyId}`;
}

/** The application as the API shows it (ApplicationOutSchema); `connectBase` is the connect UI's URL. */
export function presentApplication(application: Application, connectBase: string, now = new Date(), inboundEmailDomain = DEFAULT_INBOUND_EMAIL_DOMAIN) {
  return {
    id: application.id,
    applicant: application.applicant,
    redirect_url: application.redirect_url,
    proxy_id: application.proxy_id,
    organisation: application.organisation,
    config: application.config,
    status: currentStatus(application, now),
    type: application.application_type,
    connect_url: connectUrl(connectBase, application.proxy_id),
    expiry: application.expiry,
    statements_email: statementsEmailAddress(application.proxy_id, inboundEmailDomain),
    created_at: application.created_at,
    updated_at: application.updated_at,
    legal_acceptances: application.legal_acceptances,
    loan: application.loan,
    revet_outcome: application.revet_outcome,
  };
}

/**
 * The stored statuses an application listed under `status` can have: expiry is applied when
 * read, so an application stored as created/connecting whose link has passed is `expired`.
 */
export function storedStatusesFor(status: ApplicationStatus): ApplicationStatus[] {
  return status === 'expired' ? ['expired', 'created', 'connecting'] : [status];
}

/**
 * One page of a status filter read as several streams (one per stored status, each newest
 * first from the same cursor, each already keeping only current matches): merged newest first
 * (ids grow with time), then `skip` and `limit`. There is a next page when a stream had more
 * than it answered or the merge has more than the page.
 */
export function mergeNewestFirst<T extends { id: string }>(streams: readonly { items: readonly T[]; next: string | null }[], skip: number, limit: number): { items: T[]; next: string | null } {
  const newestFirst = streams.flatMap((stream) => stream.items).sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const items = newestFirst.slice(skip, skip + limit);
  const more = newestFirst.length > skip + limit || streams.some((stream) => stream.next !== null);
  const last = items[items.length - 1];
  return { items, next: more && last ? last.id : null };
}
