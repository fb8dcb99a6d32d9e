import { listBills as operation } from '#schemas/operations/billing';
import { apiHandler } from '#platform/http/http';
import { bills } from '#platform/services/billing';

export const handler = apiHandler(operation, async ({ principal, query }) => {
  const page = await bills(principal.organisationId, query);
  return { body: page.items, nextCursor: page.next };
});
