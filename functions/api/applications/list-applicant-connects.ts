import { listApplicantConnects as operation } from '#schemas/operations/applications';
import { apiHandler } from '#platform/http/http';
import { applicantConnects } from '#platform/services/application-timeline';

export const handler = apiHandler(operation, async ({ principal, params }) => ({ body: await applicantConnects(principal.organisationId, params.applicant_id) }));
