import { getOrganisationApplications as operation } from '#schemas/operations/applications';
import type { ApplicationStatus } from '#schemas/applications';
import { apiHandler } from '#platform/http';
import { currentStatus, presentApplication } from '#platform/applications-service';
import { listApplications } from '#platform/repositories/applications';

/** Stored statuses an application can have when its current (expiry-aware) status is the key. */
const STORED_AS: Partial<Record<ApplicationStatus, ApplicationStatus[]>> = {
  expired: ['expired', 'created', 'connecting'],
};

/**
 * Expiry is applied when read, so an application stored as created/connecting whose link has
 * passed its expiry is listed as expired, and `status=expired` finds it: each stored status is
 * read newest first keeping only matches, and the streams are merged.
 */
export const handler = apiHandler(operation, async ({ principal, query }) => {
  const { status, skip, limit } = query;
  if (!status) return { body: (await listApplications(principal.organisationId, { skip, limit })).map(presentApplication) };
  const matches = (application: Parameters<typeof currentStatus>[0]) => currentStatus(application) === status;
  const streams = await Promise.all(
    (STORED_AS[status] ?? [status]).map((stored) => listApplications(principal.organisationId, { skip: 0, limit: skip + limit }, stored, matches)),
  );
  const newestFirst = streams.flat().sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return { body: newestFirst.slice(skip, skip + limit).map(presentApplication) };
});
