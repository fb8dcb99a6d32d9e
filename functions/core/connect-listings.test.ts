import { newApplication } from './applications.ts';
import { presentApplicantConnects, presentSingleConnect } from './connect-listings.ts';

const appConfig = { id: 'cfg', default_redirect_url: null };
const at = (iso: string) => newApplication({ organisationId: 'org', applicantId: 'ap', appConfig, redirectUrl: null, now: new Date(iso) });

describe('connect listings', () => {
  it('takes the applicant from the personal info given, else from the applicant record', () => {
    const application = at('2025-01-01T00:00:00Z');
    const info = { first_names: 'Thandi', last_names: 'Dlamini', gov_id: '9001155123088', nationality: 'ZA', email: 't@example.com', phone: '+27821234567' };
    expect(presentSingleConnect(application, { name: 'T D', email: 'x@example.com', phone: null }, info, new Date('2025-01-02T00:00:00Z'))).toMatchObject({
      applicant_name: 'Thandi Dlamini',
      id_number: '9001155123088',
      phone_number: '+27821234567',
      email: 't@example.com',
      nationality: 'ZA',
      status: 'created',
    });
    expect(presentSingleConnect(application, { name: 'T D', email: 'x@example.com', phone: null }, undefined)).toMatchObject({
      applicant_name: 'T D',
      id_number: null,
      email: 'x@example.com',
      nationality: null,
    });
  });

  it('marks the newest application latest_connect', () => {
    const older = at('2025-01-01T00:00:00Z');
    const newer = at('2025-03-01T00:00:00Z');
    const listed = presentApplicantConnects([older, newer], new Date('2025-03-02T00:00:00Z'));
    expect(listed.map((entry) => [entry.id, entry.latest_connect])).toEqual([
      [newer.id, true],
      [older.id, false],
    ]);
  });
});
