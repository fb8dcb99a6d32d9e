import { submitApplicant as operation } from '#schemas/operations/applications';
import { apiHandler } from '#platform/http/http';
import { newApplicant } from '#core/applications';
import { createApplicant } from '#platform/repositories/applications';
import { presentApplicant } from './applicant-out.ts';

export const handler = apiHandler(operation, async ({ principal, body }) => {
  const applicant = await createApplicant(newApplicant(principal.organisationId, body ?? {}));
  return { body: presentApplicant(applicant) };
});
