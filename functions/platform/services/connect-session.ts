/** The connect session the applicant's UI reads, shared by the connect operations; the rules are core/connect-session.ts. */
import { checkLinkAccess, presentConnectSession as present } from '#core/connect-session';
import type { LinkAccess } from '#schemas/operation';
import { config } from '../config.ts';
import { brandingFor } from './applications-service.ts';
import { getApplicationConfig } from '../repositories/application-configs.ts';
import { getApplicationByProxy, type ApplicationItem } from '../repositories/applications.ts';

/**
 * The application behind a connect link, checked for what the caller needs of it (core
 * checkLinkAccess). The API's applicant routes get theirs from the HTTP stack (the operation
 * row's `link`); this serves the other ways in, such as e-mailed statements.
 */
export async function applicationByLink(proxyId: string, access: LinkAccess): Promise<ApplicationItem> {
  const application = await getApplicationByProxy(proxyId);
  checkLinkAccess(application, access);
  return application;
}

export async function presentConnectSession(application: ApplicationItem) {
  const [appConfig, branding] = await Promise.all([
    getApplicationConfig(application.organisation, application.config),
    brandingFor(application.organisation),
  ]);
  return present(application, appConfig, branding, new Date(), config.inboundEmailDomain);
}
