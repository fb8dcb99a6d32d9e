import { codeOf } from '../../test/helpers/domain-errors.ts';
import { ConnectSessionSchema } from '#schemas/connect';
import { DomainError } from '#schemas/errors';
import { LEGAL_DOCUMENTS } from '#schemas/legal-documents';
import { WHITE_LABEL_DEFAULTS } from '#schemas/white-label';
import { newApplication } from './applications.ts';
import { asksForPersonalInfo, checkConsentGiven, checkLegalAcceptances, checkLinkAccess, checkLinkUsable, checkLinkWritable, presentConnectSession } from './connect-session.ts';

const NOW = new Date('2026-11-02T08:00:00.000Z');
const application = newApplication({
  organisationId: '000000000000000000000001', applicantId: '000000000000000000000002',
  appConfig: { id: '000000000000000000000003', default_redirect_url: null }, redirectUrl: 'https://lender.example/done', now: NOW,
});
const lender = { display_name: 'Demo Lender', image_url: null, ...WHITE_LABEL_DEFAULTS };

describe('checkLinkUsable', () => {
  it('answers 404 for an unknown link and 410 from the link\'s expiry on, whatever the status', () => {
    expect(codeOf(() => checkLinkUsable(undefined, NOW))).toBe('application_not_found');
    expect(codeOf(() => checkLinkUsable(application, NOW))).toBeUndefined();
    const at = new Date(Date.parse(application.expiry));
    const before = new Date(at.getTime() - 1);
    expect(codeOf(() => checkLinkUsable(application, before))).toBeUndefined();
    expect(codeOf(() => checkLinkUsable(application, at))).toBe('application_expired');
    // Bank data held does not keep the link alive: the applicant's routes close at the expiry.
    for (const status of ['connecting', 'connected', 'analysing', 'complete', 'failed'] as const) {
      expect([status, codeOf(() => checkLinkUsable({ ...application, status }, before))]).toEqual([status, undefined]);
      expect([status, codeOf(() => checkLinkUsable({ ...application, status }, at))]).toEqual([status, 'application_expired']);
    }
  });
});

describe('checkLinkWritable', () => {
  it('is checkLinkUsable, and 409 application_completed once the applicant pressed done', () => {
    expect(codeOf(() => checkLinkWritable(undefined, NOW))).toBe('application_not_found');
    expect(codeOf(() => checkLinkWritable(application, NOW))).toBeUndefined();
    expect(codeOf(() => checkLinkWritable({ ...application, completed_at: NOW.toISOString() }, NOW))).toBe('application_completed');
    const later = new Date(Date.parse(application.expiry) + 1);
    expect(codeOf(() => checkLinkWritable({ ...application, completed_at: NOW.toISOString() }, later))).toBe('application_expired');
  });
});

describe('checkLinkAccess', () => {
  const accepted = { ...application, legal_acceptances: LEGAL_DOCUMENTS.map(({ document_type, version }) => ({ document_type, version, accepted_at: NOW.toISOString() })) };
  const completed = { ...accepted, completed_at: NOW.toISOString() };
  const later = new Date(Date.parse(application.expiry) + 1);

  it('checks in one order whatever the route needs: unknown, expired, completed, consent', () => {
    for (const access of ['read', 'change', 'data'] as const) {
      expect([access, codeOf(() => checkLinkAccess(undefined, access, NOW))]).toEqual([access, 'application_not_found']);
      expect([access, codeOf(() => checkLinkAccess({ ...completed, legal_acceptances: [] }, access, later))]).toEqual([access, 'application_expired']);
    }
    expect(codeOf(() => checkLinkAccess(completed, 'read', NOW))).toBeUndefined();
    expect(codeOf(() => checkLinkAccess(completed, 'change', NOW))).toBe('application_completed');
    expect(codeOf(() => checkLinkAccess({ ...completed, legal_acceptances: [] }, 'data', NOW))).toBe('application_completed');
    expect(codeOf(() => checkLinkAccess(application, 'change', NOW))).toBeUndefined();
    expect(codeOf(() => checkLinkAccess(application, 'data', NOW))).toBe('legal_acceptance_required');
    expect(codeOf(() => checkLinkAccess(accepted, 'data', NOW))).toBeUndefined();
  });
});

describe('asksForPersonalInfo', () => {
  it('is true only for a config with a personal_info connection', () => {
    expect(asksForPersonalInfo({ connections: [{ name: 'bank' }, { name: 'personal_info' }] })).toBe(true);
    expect(asksForPersonalInfo({ connections: [{ name: 'bank' }] })).toBe(false);
    expect(asksForPersonalInfo(undefined)).toBe(false);
  });
});

describe('checkLegalAcceptances', () => {
  const published = LEGAL_DOCUMENTS.map(({ document_type, version }) => ({ document_type, version }));

  it('accepts the published documents at their versions', () => {
    expect(codeOf(() => checkLegalAcceptances(published))).toBeUndefined();
  });

  it('refuses an unknown document or version, naming each', () => {
    const wrong = [{ document_type: published[0]!.document_type, version: '1999-01-01' }, { document_type: 'made_up', version: '1' }];
    expect(() => checkLegalAcceptances([...published, ...wrong])).toThrow(DomainError);
    let refused: unknown;
    try {
      checkLegalAcceptances(wrong);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe('invalid_legal_document');
    expect((refused as DomainError).message).toContain(`${published[0]!.document_type}@1999-01-01, made_up@1`);
  });
});

describe('presentConnectSession', () => {
  it('answers ConnectSessionSchema with the config\'s connections and data points, and the documents to accept', () => {
    const appConfig = { connections: [{ name: 'bank', data_points: [{ name: 'affordability' }, { name: 'income' }] }] };
    const out = presentConnectSession(application, appConfig, lender, NOW);
    expect(out).toMatchObject({ application_id: application.id, status: 'created', redirect_url: 'https://lender.example/done', lender });
    expect(out.connections).toEqual([{ name: 'bank', data_points: ['affordability', 'income'] }]);
    expect(out.legal_documents).toEqual(LEGAL_DOCUMENTS);
    expect(out.statements_email).toBe(`statements+${application.proxy_id}@in.khanya.example`);
    expect(ConnectSessionSchema.parse(out)).toEqual(out);
    expect(presentConnectSession(application, appConfig, lender, NOW, 'in.lender.example').statements_email).toBe(`statements+${application.proxy_id}@in.lender.example`);
  });

  it('answers no connections when the config is gone', () => {
    expect(presentConnectSession(application, undefined, lender, NOW).connections).toEqual([]);
  });
});

describe('checkConsentGiven', () => {
  const accepted = (documents: readonly { document_type: string; version: string }[]) =>
    documents.map(({ document_type, version }) => ({ document_type, version, accepted_at: NOW.toISOString() }));

  it('passes once every published document is accepted at its current version', () => {
    expect(() => checkConsentGiven({ legal_acceptances: accepted(LEGAL_DOCUMENTS) })).not.toThrow();
  });

  it('refuses with legal_acceptance_required naming each missing or outdated document', () => {
    const [first, ...rest] = LEGAL_DOCUMENTS;
    const outdated = [{ ...first!, version: '2000-01-01' }, ...rest];
    expect(codeOf(() => checkConsentGiven({ legal_acceptances: [] }))).toBe('legal_acceptance_required');
    let refusal: unknown;
    try {
      checkConsentGiven({ legal_acceptances: accepted(outdated) });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).details).toBe(`${first!.document_type}@${first!.version}`);
  });
});
