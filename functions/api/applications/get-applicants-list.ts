import { getApplicantsList as operation } from '#schemas/operations/applications';
import { apiHandler } from '#platform/http';
import { listApplicants } from '#platform/repositories/applications';
import { presentApplicant } from './applicant-out.ts';

export const handler = apiHandler(operation, async ({ principal, query }) => ({
  body: (await listApplicants(principal.organisationId, query)).map(presentApplicant),
}));
