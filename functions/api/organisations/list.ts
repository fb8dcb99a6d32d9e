import { list as operation } from '#schemas/operations/organisations';
import { apiHandler } from '#platform/http/http';
import { getOrganisation } from '#platform/repositories/organisations';
import { notFound } from '#schemas/errors';

export const handler = apiHandler(operation, async ({ principal }) => {
  const organisation = await getOrganisation(principal.organisationId);
  if (!organisation) throw notFound();
  const { id, name_slug, vat_number, legal_name } = organisation;
  return { body: { id, name_slug, vat_number, legal_name } };
});
