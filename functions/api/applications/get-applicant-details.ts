import { getApplicantDetails as operation } from '#schemas/operations/applications';
import { apiHandler } from '#platform/http/http';
import { getApplicant } from '#platform/repositories/applications';
import { DomainError } from '#schemas/errors';
import { presentApplicant } from './applicant-out.ts';

export const handler = apiHandler(operation, async ({ principal, params }) => {
  const applicant = await getApplicant(principal.organisationId, params.applicant_id);
  if (!applicant) throw new DomainError('applicant_not_found');
  return { body: presentApplicant(applicant) };
});
