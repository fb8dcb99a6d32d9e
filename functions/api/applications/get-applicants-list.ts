import { getApplicantsList as operation } from '#schemas/operations/applications';
import { apiHandler } from '#platform/http/http';
import { nextPageHeaders } from '#platform/http/paging';
import { listApplicants } from '#platform/repositories/applications';
import { presentApplicant } from './applicant-out.ts';

export const handler = apiHandler(operation, async ({ principal, query, event }) => {
  const page = await listApplicants(principal.organisationId, query);
  return { body: page.items.map(presentApplicant), headers: nextPageHeaders(event, page.next) };
});
