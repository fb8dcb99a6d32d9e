import { listBillableEvents as operation } from '#schemas/operations/billing';
import { apiHandler } from '#platform/http/http';
import { billableEvents } from '#platform/services/billing';

export const handler = apiHandler(operation, async ({ principal, query }) => {
  const page = await billableEvents(principal.organisationId, query);
  return { body: page.items, nextCursor: page.next };
});
