import { getApplicantsList as operation } from '#schemas/operations/applications';
import { apiHandler } from '#platform/http/http';
import { listApplicants } from '#platform/repositories/applications';
import { presentApplicant } from './applicant-out.ts';

export const handler = apiHandler(operation, async ({ principal, query }) => {
  const page = await listApplicants(principal.organisationId, query);
  return { body: page.items.map(presentApplicant), nextCursor: page.next };
});
