/** The connect session the applicant's UI reads, shared by the connect operations. */
import { LEGAL_DOCUMENTS } from '#schemas/legal-documents';
import { DomainError } from '#schemas/errors';
import { currentStatus } from '#core/applications';
import { brandingFor } from '../applications-service.ts';
import { getApplicationConfig } from '../repositories/application-configs.ts';
import { getApplicationByProxy, type ApplicationItem } from '../repositories/applications.ts';

/** The application behind a connect link; 404 for an unknown link, 410 once it has expired. */
export async function applicationForLink(proxyId: string): Promise<ApplicationItem> {
  const application = await getApplicationByProxy(proxyId);
  if (!application) throw new DomainError('application_not_found');
  if (currentStatus(application) === 'expired') throw new DomainError('application_expired');
  return application;
}

export async function presentConnectSession(application: ApplicationItem) {
  const [appConfig, branding] = await Promise.all([
    getApplicationConfig(application.organisation, application.config),
    brandingFor(application.organisation),
  ]);
  return {
    application_id: application.id,
    status: currentStatus(application),
    expiry: application.expiry,
    redirect_url: application.redirect_url,
    lender: branding,
    connections: (appConfig?.connections ?? []).map((connection) => ({
      name: connection.name,
      data_points: connection.data_points.map((dataPoint) => dataPoint.name),
    })),
    legal_documents: LEGAL_DOCUMENTS.map((document) => ({ ...document })),
    legal_acceptances: application.legal_acceptances,
  };
}
