/**
 * The applicant's connect session (authorised by the link's proxy id): when the link works,
 * which legal documents can be accepted, and what the connect UI reads (ConnectSessionSchema),
 * including the applicant's address for e-mailed statements.
 */
import { LEGAL_DOCUMENTS } from '#schemas/legal-documents';
import type { WhiteLabelOut } from '#schemas/white-label';
import { DomainError } from '#schemas/errors';
import type { LinkAccess } from '#schemas/operation';
import { currentStatus, type Application } from './applications.ts';
import { DEFAULT_INBOUND_EMAIL_DOMAIN, statementsEmailAddress } from './inbound-address.ts';

/**
 * The application behind a link: 404 for an unknown link, 410 from the link's expiry on,
 * whatever the status. Bank data held does not keep the link alive (unlike the lender's status,
 * application-status.ts, which stops expiring once data is in): a link that holds data is the
 * one most worth closing, since whoever has it could otherwise change (or read) the applicant's
 * bank step for ever. The lender's routes do not go through here.
 */
export function checkLinkUsable<T extends Pick<Application, 'status' | 'expiry'>>(application: T | undefined, now = new Date()): asserts application is T {
  if (!application) throw new DomainError('application_not_found');
  if (now.getTime() >= Date.parse(application.expiry)) throw new DomainError('application_expired');
}

/**
 * The application behind a link, for a route that changes it: as checkLinkUsable, and 409
 * `application_completed` once the applicant has pressed done (POST complete). The lender has
 * the data from then on; reads still work, and the lender may still fetch again (rethread).
 */
export function checkLinkWritable<T extends Pick<Application, 'status' | 'expiry' | 'completed_at'>>(application: T | undefined, now = new Date()): asserts application is T {
  checkLinkUsable(application, now);
  if (application.completed_at) throw new DomainError('application_completed');
}

/** Refuses acceptances of documents (or versions) Khanya does not publish, naming each. */
export function checkLegalAcceptances(acceptances: readonly { document_type: string; version: string }[]): void {
  const unknown = acceptances.filter(
    (acceptance) => !LEGAL_DOCUMENTS.some((document) => document.document_type === acceptance.document_type && document.version === acceptance.version),
  );
  if (unknown.length > 0) {
    throw new DomainError('invalid_legal_document', unknown.map((entry) => `${entry.document_type}@${entry.version}`).join(', '));
  }
}

/**
 * Bank data is shared only with the applicant's informed consent (POPIA): every published legal
 * document accepted at its current version, else 409 naming what is missing.
 */
export function checkConsentGiven(application: Pick<Application, 'legal_acceptances'>): void {
  const missing = LEGAL_DOCUMENTS.filter(
    (document) => !application.legal_acceptances.some((accepted) => accepted.document_type === document.document_type && accepted.version === document.version),
  );
  if (missing.length > 0) throw new DomainError('legal_acceptance_required', missing.map((document) => `${document.document_type}@${document.version}`).join(', '));
}

/**
 * What an applicant's route needs of its link (the operation table's `link`): `read` a known
 * link that has not expired; `change` also not completed; `data` (hands over bank data) also
 * the legal documents accepted. Checked in this order, so a dead link answers the same whatever
 * was asked of it: 404, then 410, then 409.
 */
export function checkLinkAccess<T extends Pick<Application, 'status' | 'expiry' | 'completed_at' | 'legal_acceptances'>>(
  application: T | undefined,
  access: LinkAccess,
  now = new Date(),
): asserts application is T {
  if (access === 'read') checkLinkUsable(application, now);
  else checkLinkWritable(application, now);
  if (access === 'data') checkConsentGiven(application);
}

/** Whether the application's config asks the applicant for personal info (a `personal_info` connection). */
export function asksForPersonalInfo(appConfig: { connections: readonly { name: string }[] } | undefined): boolean {
  return appConfig?.connections.some((connection) => connection.name === 'personal_info') ?? false;
}

/**
 * What the connect UI shows: the lender's branding, the connections and data points of the
 * application's config (none if the config is gone), the documents to accept and those accepted.
 */
export function presentConnectSession(
  application: Application,
  appConfig: { connections: readonly { name: string; data_points: readonly { name: string }[] }[] } | undefined,
  lender: WhiteLabelOut,
  now = new Date(),
  inboundEmailDomain = DEFAULT_INBOUND_EMAIL_DOMAIN,
) {
  return {
    application_id: application.id,
    status: currentStatus(application, now),
    expiry: application.expiry,
    redirect_url: application.redirect_url,
    lender,
    connections: (appConfig?.connections ?? []).map((connection) => ({
      name: connection.name,
      data_points: connection.data_points.map((dataPoint) => dataPoint.name),
    })),
    legal_documents: LEGAL_DOCUMENTS.map((document) => ({ ...document })),
    legal_acceptances: application.legal_acceptances,
    bank_only: application.bank_only ?? false,
    completed: application.completed_at !== undefined,
    statements_email: statementsEmailAddress(application.proxy_id, inboundEmailDomain),
  };
}
