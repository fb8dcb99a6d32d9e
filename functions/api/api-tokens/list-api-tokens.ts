import { listApiTokens as operation } from '#schemas/operations/api-tokens';
import { apiHandler } from '#platform/http/http';
import { nextPageHeaders } from '#platform/http/paging';
import { listApiTokens } from '#platform/repositories/api-tokens';

export const handler = apiHandler(operation, async ({ principal, query, event }) => {
  const page = await listApiTokens(principal.organisationId, query);
  return {
    body: page.items.map(({ id, name, scopes, created_at, last_four }) => ({ id, name, scopes, created_at, last_four })),
    headers: nextPageHeaders(event, page.next),
  };
});
