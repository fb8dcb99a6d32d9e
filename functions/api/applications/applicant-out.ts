import type { ApplicantItem } from '#platform/repositories/applications';

export function presentApplicant(applicant: ApplicantItem) {
  const { id, organisation, created_at, name, email, phone, external_reference } = applicant;
  return { id, organisation, created_at, name, email, phone, external_reference };
}
