import { ApplicationOutSchema } from '#schemas/applications';
import { APPLICATION_LIFETIME_DAYS } from './application-status.ts';
import { connectUrl, currentStatus, mergeNewestFirst, newApplicant, newApplication, presentApplication, storedStatusesFor } from './applications.ts';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const ORG = '000000000000000000000001';
const config = { id: '000000000000000000000002', default_redirect_url: 'https://lender.example/done' };

describe('newApplicant', () => {
  it('keeps the given details and nulls the rest', () => {
    const applicant = newApplicant(ORG, { name: 'Thandi', email: 'thandi@example.com' }, NOW);
    expect(applicant).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/) as unknown as string, organisation: ORG, created_at: NOW.toISOString(),
      name: 'Thandi', email: 'thandi@example.com', phone: null, external_reference: null,
    });
  });
});

describe('newApplication', () => {
  const base = { organisationId: ORG, applicantId: '000000000000000000000003', appConfig: config, now: NOW };

  it('starts created, STANDARD, expiring after the application lifetime, with no loan or outcome', () => {
    const application = newApplication({ ...base, redirectUrl: undefined });
    expect(application).toMatchObject({ status: 'created', application_type: 'STANDARD', config: config.id, loan: null, revet_outcome: null, legal_acceptances: [] });
    expect(Date.parse(application.expiry) - NOW.getTime()).toBe(APPLICATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
    expect(application).not.toHaveProperty('contact_method');
  });

  it('redirects where the request says, else where the config says, else nowhere', () => {
    expect(newApplication({ ...base, redirectUrl: 'https://other.example/' }).redirect_url).toBe('https://other.example/');
    expect(newApplication({ ...base, redirectUrl: null }).redirect_url).toBe(config.default_redirect_url);
    expect(newApplication({ ...base, appConfig: { ...config, default_redirect_url: null }, redirectUrl: undefined }).redirect_url).toBeNull();
  });

  it('gives every application its own random proxy id', () => {
    const first = newApplication({ ...base, redirectUrl: null });
    const second = newApplication({ ...base, redirectUrl: null });
    expect(first.proxy_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.proxy_id).not.toBe(first.proxy_id);
    expect(second.id).not.toBe(first.id);
  });

  it('records the type, loan and contact method when given', () => {
    const loan = { installment_value: 1000, loan_duration: 12, loan_amount: 10000, number_of_installments: 12, effective_interest_rate: 0.2, reason_for_decline: null };
    expect(newApplication({ ...base, redirectUrl: null, type: 'REVET', loan, contactMethod: 'email' })).toMatchObject({ application_type: 'REVET', loan, contact_method: 'email' });
  });
});

describe('presentApplication', () => {
  const application = newApplication({ organisationId: ORG, applicantId: '000000000000000000000003', appConfig: config, redirectUrl: null, now: NOW });

  it('answers ApplicationOutSchema with the connect link on the given base', () => {
    const out = presentApplication(application, 'https://connect.example', NOW);
    expect(out.connect_url).toBe(`https://connect.example/connect/${application.proxy_id}`);
    expect(out.type).toBe('STANDARD');
    expect(out.statements_email).toBe(`statements+${application.proxy_id}@in.khanya.example`);
    expect(ApplicationOutSchema.parse(out)).toEqual(out);
    expect(presentApplication(application, 'https://connect.example', NOW, 'mail.lender.example').statements_email).toBe(`statements+${application.proxy_id}@mail.lender.example`);
  });

  it('answers an unstarted application past its expiry as expired', () => {
    const later = new Date(Date.parse(application.expiry) + 1);
    expect(presentApplication(application, 'https://connect.example', later).status).toBe('expired');
    expect(currentStatus(application, later)).toBe('expired');
    expect(currentStatus({ status: 'complete', expiry: application.expiry }, later)).toBe('complete');
  });
});

describe('connectUrl', () => {
  it('puts the proxy id under /connect/ on the base', () => {
    expect(connectUrl('https://connect.example', 'abc')).toBe('https://connect.example/connect/abc');
  });
});

describe('storedStatusesFor', () => {
  it('finds expired applications also among those stored as created or connecting', () => {
    expect(storedStatusesFor('expired')).toEqual(['expired', 'created', 'connecting']);
    expect(storedStatusesFor('complete')).toEqual(['complete']);
  });
});

describe('mergeNewestFirst', () => {
  const item = (n: number) => ({ id: n.toString(16).padStart(24, '0') });
  const ids = (items: readonly { id: string }[]) => items.map((entry) => Number.parseInt(entry.id, 16));

  it('merges the streams newest first and pages the result', () => {
    const page = mergeNewestFirst([{ items: [item(9), item(4)], next: null }, { items: [item(7), item(5), item(1)], next: null }], 1, 2);
    expect(ids(page.items)).toEqual([7, 5]);
    expect(page.next).toBe(item(5).id);
  });

  it('has a next page when a stream had more, even if the merge fits the page', () => {
    expect(mergeNewestFirst([{ items: [item(3)], next: item(3).id }, { items: [], next: null }], 0, 5).next).toBe(item(3).id);
  });

  it('has no next page on the last one', () => {
    expect(mergeNewestFirst([{ items: [item(3), item(2)], next: null }], 0, 2)).toEqual({ items: [item(3), item(2)], next: null });
    expect(mergeNewestFirst([{ items: [], next: null }], 0, 2)).toEqual({ items: [], next: null });
  });
});
