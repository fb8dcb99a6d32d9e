import { registerOrganisation as operation } from '#schemas/operations/organisations';
import { PERMISSION_NAMES } from '#schemas/permissions';
import { DEFAULT_ENTITLEMENTS } from '#schemas/data-points';
import { apiHandler } from '#platform/http/http';
import { registerOrganisation } from '#platform/repositories/organisations';
import { nowIso } from '#platform/repositories/table';
import { newObjectId } from '#core/ids';
import { hashPassword } from '#core/passwords';
import { digest, newApiToken } from '#core/secrets';

/** The organisation, its owner (every permission, password set) and a first API token, atomically. */
export const handler = apiHandler(operation, async ({ body }) => {
  const createdAt = nowIso();
  const organisationId = newObjectId();
  const ownerId = newObjectId();
  const bearerToken = newApiToken();
  const scopes = ['organisation:api'];
  const companyName = body.company_name ?? body.name_slug;
  await registerOrganisation({
    organisation: {
      id: organisationId,
      name_slug: body.name_slug,
      company_name: companyName,
      legal_name: companyName,
      vat_number: null,
      is_active: true,
      created_at: createdAt,
      entitlements: [...DEFAULT_ENTITLEMENTS],
    },
    owner: {
      id: ownerId,
      organisation_id: organisationId,
      name: companyName,
      email: body.email,
      password_hash: await hashPassword(body.password),
      permissions: [...PERMISSION_NAMES],
      is_active: true,
      created_at: createdAt,
      last_login: null,
      sessions_valid_after: 0,
    },
    token: {
      hash: digest(bearerToken),
      listing: {
        id: newObjectId(),
        organisation_id: organisationId,
        name: 'Registration token',
        scopes,
        permissions: [...PERMISSION_NAMES],
        created_by: ownerId,
        created_at: createdAt,
        last_four: bearerToken.slice(-4),
        token_hash: digest(bearerToken),
      },
    },
  });
  return { body: { id: organisationId, name_slug: body.name_slug, bearer_token: bearerToken } };
});
