import { listApiTokens as operation } from '#schemas/operations/api-tokens';
import { apiHandler } from '#platform/http/http';
import { listApiTokens } from '#platform/repositories/api-tokens';

export const handler = apiHandler(operation, async ({ principal, query }) => {
  const page = await listApiTokens(principal.organisationId, query);
  return {
    body: page.items.map(({ id, name, scopes, created_at, last_four }) => ({ id, name, scopes, created_at, last_four })),
    nextCursor: page.next,
  };
});
