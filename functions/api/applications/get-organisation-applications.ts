import { getOrganisationApplications as operation } from '#schemas/operations/applications';
import type { ApplicationStatus } from '#schemas/applications';
import { apiHandler } from '#platform/http/http';
import { presentApplication } from '#platform/applications-service';
import { currentStatus } from '#core/applications';
import { nextPageHeaders } from '#platform/http/paging';
import { listApplications } from '#platform/repositories/applications';

/** Stored statuses an application can have when its current (expiry-aware) status is the key. */
const STORED_AS: Partial<Record<ApplicationStatus, ApplicationStatus[]>> = {
  expired: ['expired', 'created', 'connecting'],
};

/**
 * Expiry is applied when read, so an application stored as created/connecting whose link has
 * passed its expiry is listed as expired, and `status=expired` finds it: each stored status is
 * read newest first (from the same cursor) keeping only matches, and the streams are merged.
 */
export const handler = apiHandler(operation, async ({ principal, query, event }) => {
  const { status, skip, limit, starting_after } = query;
  if (!status) {
    const page = await listApplications(principal.organisationId, query);
    return { body: page.items.map(presentApplication), headers: nextPageHeaders(event, page.next) };
  }
  const matches = (application: Parameters<typeof currentStatus>[0]) => currentStatus(application) === status;
  const streams = await Promise.all(
    (STORED_AS[status] ?? [status]).map((stored) => listApplications(principal.organisationId, { skip: 0, limit: skip + limit, starting_after }, stored, matches)),
  );
  const newestFirst = streams.flatMap((stream) => stream.items).sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const items = newestFirst.slice(skip, skip + limit);
  const more = newestFirst.length > skip + limit || streams.some((stream) => stream.next !== null);
  const last = items[items.length - 1];
  return { body: items.map(presentApplication), headers: nextPageHeaders(event, more && last ? last.id : null) };
});
