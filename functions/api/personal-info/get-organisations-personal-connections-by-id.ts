import { getOrganisationsPersonalConnectionsById as operation } from '#schemas/operations/personal-info';
import { apiHandler } from '#platform/http/http';
import { getPersonalInfoConnection } from '#platform/repositories/personal-info';
import { notFound } from '#schemas/errors';
import { presentConnection } from './connection-out.ts';

export const handler = apiHandler(operation, async ({ principal, params }) => {
  const connection = await getPersonalInfoConnection(principal.organisationId, params.connection_id);
  if (!connection) throw notFound();
  return { body: presentConnection(connection) };
});
