import { getOrganisationApplications as operation } from '#schemas/operations/applications';
import { apiHandler } from '#platform/http/http';
import { presentApplication } from '#platform/services/applications-service';
import { currentStatus, mergeNewestFirst, storedStatusesFor } from '#core/applications';
import { listApplications } from '#platform/repositories/applications';

/**
 * Without `status`, one page of the organisation's applications. With it, each stored status
 * that can read as `status` (core/applications.ts) is read newest first from the same cursor,
 * keeping only current matches, and the streams are merged.
 */
export const handler = apiHandler(operation, async ({ principal, query }) => {
  const { status, skip, limit, starting_after } = query;
  if (!status) {
    const page = await listApplications(principal.organisationId, query);
    return { body: page.items.map(presentApplication), nextCursor: page.next };
  }
  const matches = (application: Parameters<typeof currentStatus>[0]) => currentStatus(application) === status;
  const streams = await Promise.all(
    storedStatusesFor(status).map((stored) => listApplications(principal.organisationId, { skip: 0, limit: skip + limit, starting_after }, stored, matches)),
  );
  const page = mergeNewestFirst(streams, skip, limit);
  return { body: page.items.map(presentApplication), nextCursor: page.next };
});
