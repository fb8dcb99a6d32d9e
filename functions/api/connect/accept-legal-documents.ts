import { acceptLegalDocuments as operation } from '#schemas/operations/connect';
import { LEGAL_DOCUMENTS } from '#schemas/legal-documents';
import { apiHandler } from '#platform/http/http';
import { applicationForLink, presentConnectSession } from '#platform/services/connect-session';
import { recordLegalAcceptances } from '#platform/repositories/applications';
import { nowIso } from '#platform/repositories/table';
import { DomainError } from '#schemas/errors';

export const handler = apiHandler(operation, async ({ params, body }) => {
  const unknown = body.acceptances.filter(
    (acceptance) => !LEGAL_DOCUMENTS.some((document) => document.document_type === acceptance.document_type && document.version === acceptance.version),
  );
  if (unknown.length > 0) {
    throw new DomainError('invalid_legal_document', unknown.map((entry) => `${entry.document_type}@${entry.version}`).join(', '));
  }
  const application = await applicationForLink(params.proxy_id);
  const acceptedAt = nowIso();
  const updated = await recordLegalAcceptances(
    application,
    body.acceptances.map((acceptance) => ({ ...acceptance, accepted_at: acceptedAt })),
    acceptedAt,
  );
  return { body: await presentConnectSession(updated) };
});
