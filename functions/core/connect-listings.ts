/**
 * The lender's connect listings (the original's SingleConnectOutSchema and
 * ListApplicantConnectOutSchema): an application with who its applicant is, taken from the
 * personal info the applicant gave (POPIA personal information: answered to the lender only),
 * else from the applicant record the lender created.
 */
import type { Applicant, Application } from './applications.ts';
import { currentStatus } from './applications.ts';

export interface GivenPersonalInfo {
  first_names: string;
  last_names: string;
  gov_id: string;
  nationality: string;
  email: string | null;
  phone: string | null;
}

export function presentSingleConnect(
  application: Application,
  applicant: Pick<Applicant, 'name' | 'email' | 'phone'> | undefined,
  personalInfo: GivenPersonalInfo | undefined,
  now = new Date(),
) {
  const fullName = personalInfo ? `${personalInfo.first_names} ${personalInfo.last_names}`.trim() : '';
  return {
    id: application.id,
    config: application.config,
    applicant: application.applicant,
    organisation: application.organisation,
    created_at: application.created_at,
    applicant_name: fullName || applicant?.name || null,
    id_number: personalInfo?.gov_id ?? null,
    phone_number: personalInfo?.phone ?? applicant?.phone ?? null,
    status: currentStatus(application, now),
    email: personalInfo?.email ?? applicant?.email ?? null,
    nationality: personalInfo?.nationality ?? null,
  };
}

/** An applicant's applications, newest first, `latest_connect` on the newest (ids grow with time). */
export function presentApplicantConnects(applications: readonly Application[], now = new Date()) {
  const newestFirst = [...applications].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return newestFirst.map((application, index) => ({
    id: application.id,
    config: application.config,
    applicant: application.applicant,
    created_at: application.created_at,
    status: currentStatus(application, now),
    latest_connect: index === 0,
  }));
}
