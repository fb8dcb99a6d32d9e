import { createApiToken as operation } from '#schemas/operations/api-tokens';
import { apiHandler } from '#platform/http/http';
import { createApiToken } from '#platform/repositories/api-tokens';
import { nowIso } from '#platform/repositories/table';
import { DomainError } from '#schemas/errors';
import { newObjectId } from '#core/ids';
import { digest, newApiToken } from '#core/secrets';

export const handler = apiHandler(operation, async ({ body, principal }) => {
  const scopes = [...new Set(body.scopes)];
  // A token can carry only scopes its creator holds; it inherits the creator's permissions.
  if (!scopes.every((scope) => principal.scopes.includes(scope))) throw new DomainError('invalid_token_permissions');
  const bearerToken = newApiToken();
  const id = newObjectId();
  await createApiToken({
    id,
    organisation_id: principal.organisationId,
    name: body.name,
    scopes,
    permissions: [...principal.permissions],
    created_by: principal.userId,
    created_at: nowIso(),
    last_four: bearerToken.slice(-4),
    token_hash: digest(bearerToken),
  });
  return { body: { id, name: body.name, bearer_token: bearerToken, scopes } };
});
