import { revokeApiToken as operation } from '#schemas/operations/api-tokens';
import { apiHandler } from '#platform/http/http';
import { revokeApiToken } from '#platform/repositories/api-tokens';

export const handler = apiHandler(operation, async ({ principal, params }) => {
  await revokeApiToken(principal.organisationId, params.token_id);
  return {};
});
