import { registerOrganisation as operation } from '#schemas/operations/organisations';
import { apiHandler } from '#platform/http/http';
import { registerOrganisation } from '#platform/repositories/organisations';
import { nowIso } from '#platform/repositories/table';
import { newObjectId } from '#core/ids';
import { newRegistration } from '#core/organisation-registration';
import { hashPassword } from '#core/passwords';
import { digest, newApiToken } from '#core/secrets';

/** The organisation, its owner (every permission, password set) and a first API token, atomically. */
export const handler = apiHandler(operation, async ({ body }) => {
  const bearerToken = newApiToken();
  const registration = newRegistration(body, {
    organisationId: newObjectId(),
    ownerId: newObjectId(),
    tokenId: newObjectId(),
    bearerToken,
    tokenHash: digest(bearerToken),
    passwordHash: await hashPassword(body.password),
    createdAt: nowIso(),
  });
  await registerOrganisation(registration);
  return { body: { id: registration.organisation.id, name_slug: registration.organisation.name_slug, bearer_token: bearerToken } };
});
