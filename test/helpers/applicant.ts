/**
 * The test applicant's personal info as the connect UI sends it (PUT /v1/connect/{proxy_id}/personal_info):
 * valid under SPEC §5's rules (a South African ID number that checks), overridable field by field.
 */
import { buildSaIdNumber } from '#schemas/sa-id';
import type { TestServer } from './server.ts';

export function applicantPersonalInfo(overrides: Record<string, unknown> = {}) {
  return {
    first_names: 'Thandiwe',
    last_names: 'Mokoena',
    date_of_birth: '1990-01-15',
    nationality: 'ZA',
    id_type: 'SA_ID',
    id_country: 'ZA',
    email: 'thandiwe@applicant.khanya.example',
    phone: '0821234567',
    gov_id: buildSaIdNumber('1990-01-15'),
    ...overrides,
  };
}

/**
 * What the connect UI does before any bank data: opens the session (GET /v1/connect/{proxy_id})
 * and accepts every legal document it lists, at the version listed. Bank routes and the
 * applicant's uploads answer 409 `legal_acceptance_required` until then. Answers the documents.
 */
export async function acceptLegalDocuments(
  api: Pick<TestServer, 'json'>,
  proxyId: string,
): Promise<{ document_type: string; version: string }[]> {
  const opened = await api.json('GET', `/v1/connect/${proxyId}`);
  if (opened.status !== 200) throw new Error(`GET /v1/connect/${proxyId} answered ${opened.status}: ${opened.text}`);
  const documents = (opened.body.legal_documents as { document_type: string; version: string }[]).map(({ document_type, version }) => ({ document_type, version }));
  const accepted = await api.json('POST', `/v1/connect/${proxyId}/legal_acceptances`, { acceptances: documents });
  if (accepted.status !== 200) throw new Error(`POST legal_acceptances answered ${accepted.status}: ${accepted.text}`);
  return documents;
}
