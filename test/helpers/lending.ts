/** Factories for the lending core: configs, applicants and applications through the API. */
import type { AnyJson, TestServer } from './server.ts';
import type { TestOrganisation } from './factories.ts';

export const BANK_ONLY = [
  {
    name: 'bank',
    data_points: [
      { name: 'labelled_transactions', input_args: [], output_args: [] },
      { name: 'affordability', input_args: [], output_args: [] },
    ],
  },
];

export const WITH_PERSONAL_INFO = [
  ...BANK_ONLY,
  { name: 'personal_info', data_points: [{ name: 'personal_info', input_args: [], output_args: [] }] },
];

let counter = 0;

export async function createConfig(
  api: TestServer,
  org: TestOrganisation,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; name: string; is_default: boolean }> {
  counter += 1;
  const answer = await api.json(
    'POST',
    '/v1/application_configs/application_configs/',
    { name: `Config ${counter}`, connections: BANK_ONLY, ...overrides },
    { token: org.apiToken },
  );
  if (answer.status !== 201) throw new Error(`config failed: ${answer.status} ${answer.text}`);
  return answer.body;
}

export async function createApplicant(api: TestServer, org: TestOrganisation, body?: Record<string, unknown>): Promise<{ id: string }> {
  const answer = await api.json('POST', '/v1/applications/applicants/', body, { token: org.apiToken });
  if (answer.status !== 201) throw new Error(`applicant failed: ${answer.status} ${answer.text}`);
  return answer.body;
}

export async function createApplication(
  api: TestServer,
  org: TestOrganisation,
  configId?: string,
): Promise<{ id: string; proxy_id: string; applicant: string; status: string; connect_url: string; expiry: string }> {
  const applicant = await createApplicant(api, org);
  const answer = await api.json(
    'POST',
    '/v1/applications/',
    { applicant_id: applicant.id, redirect_url: 'https://lender.khanya.example/done', ...(configId ? { application_config_id: configId } : {}) },
    { token: org.apiToken },
  );
  if (answer.status !== 201) throw new Error(`application failed: ${answer.status} ${answer.text}`);
  return answer.body;
}

export interface LegalDocument {
  document_type: string;
  version: string;
}

/**
 * A new application whose link the applicant has opened (GET /v1/connect/{proxy_id}: 200) and,
 * unless `consent` is false, whose every legal document they accepted at the version shown (200):
 * bank data needs that consent. Answers the application and the documents as the session listed them.
 */
export async function openedApplication(
  api: TestServer,
  org: TestOrganisation,
  { consent = true }: { consent?: boolean } = {},
): Promise<Awaited<ReturnType<typeof createApplication>> & { documents: LegalDocument[] }> {
  const application = await createApplication(api, org);
  const opened = await api.json('GET', `/v1/connect/${application.proxy_id}`);
  if (opened.status !== 200) throw new Error(`opening the link failed: ${opened.status} ${opened.text}`);
  const documents = opened.body.legal_documents as LegalDocument[];
  if (consent) {
    const accepted = await api.json('POST', `/v1/connect/${application.proxy_id}/legal_acceptances`, {
      acceptances: documents.map(({ document_type, version }) => ({ document_type, version })),
    });
    if (accepted.status !== 200) throw new Error(`accepting the legal documents failed: ${accepted.status} ${accepted.text}`);
  }
  return { ...application, documents };
}

/** The application's timeline (GET …/events), oldest first. */
export async function applicationEvents(api: TestServer, org: TestOrganisation, applicationId: string): Promise<{ kind: string; detail?: Record<string, unknown> }[]> {
  const answer = await api.json('GET', `/v1/applications/applications/${applicationId}/events`, undefined, { token: org.apiToken });
  if (answer.status !== 200) throw new Error(`events failed: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** Polls the application's bank connection until its status is one of `statuses`, and answers the connection. */
export async function waitForConnectionStatus(
  api: TestServer,
  org: TestOrganisation,
  applicationId: string,
  statuses: readonly string[],
  timeoutMs = 25_000,
): Promise<Record<string, AnyJson>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await api.json('GET', `/v1/bank_connections/${applicationId}/`, undefined, { token: org.apiToken });
    if (answer.status === 200 && statuses.includes(answer.body.status)) return answer.body;
    if (Date.now() > deadline) throw new Error(`connection status ${answer.text} never became ${statuses.join(' or ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
