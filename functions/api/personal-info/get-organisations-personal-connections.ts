import { getOrganisationsPersonalConnections as operation } from '#schemas/operations/personal-info';
import { apiHandler } from '#platform/http';
import { listPersonalInfoConnections } from '#platform/repositories/personal-info';
import { presentConnection } from './connection-out.ts';

export const handler = apiHandler(operation, async ({ principal, query }) => ({
  body: (await listPersonalInfoConnections(principal.organisationId, query)).map(presentConnection),
}));
