/** The connect session the applicant's UI reads, shared by the connect operations; the rules are core/connect-session.ts. */
import { checkConsentGiven, checkLinkUsable, checkLinkWritable, presentConnectSession as present } from '#core/connect-session';
import { config } from '../config.ts';
import { brandingFor } from './applications-service.ts';
import { getApplicationConfig } from '../repositories/application-configs.ts';
import { getApplicationByProxy, type ApplicationItem } from '../repositories/applications.ts';

/** The application behind a connect link; 404 for an unknown link, 410 once it has expired. */
export async function applicationForLink(proxyId: string): Promise<ApplicationItem> {
  const application = await getApplicationByProxy(proxyId);
  checkLinkUsable(application);
  return application;
}

/** The same, for a route that changes the application: also 409 `application_completed` once the applicant pressed done. */
export async function applicationForChange(proxyId: string): Promise<ApplicationItem> {
  const application = await getApplicationByProxy(proxyId);
  checkLinkWritable(application);
  return application;
}

/**
 * The same, for a route by which the applicant hands over bank data (statement uploads, CSV,
 * presigned upload, a locked file's password): also 409 `legal_acceptance_required` until every
 * current legal document is accepted, checked before anything is stored, as for the bank routes.
 * The lender's own upload routes do not check it: the lender answers for what it uploads.
 */
export async function applicationForApplicantData(proxyId: string): Promise<ApplicationItem> {
  const application = await applicationForChange(proxyId);
  checkConsentGiven(application);
  return application;
}

export async function presentConnectSession(application: ApplicationItem) {
  const [appConfig, branding] = await Promise.all([
    getApplicationConfig(application.organisation, application.config),
    brandingFor(application.organisation),
  ]);
  return present(application, appConfig, branding, new Date(), config.inboundEmailDomain);
}
