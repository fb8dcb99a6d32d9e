import { getOrgConfig as operation } from '#schemas/operations/white-label';
import { apiHandler } from '#platform/http/http';
import { getWhiteLabel } from '#platform/repositories/white-label';
import { toWhiteLabelOut } from '#platform/services/white-label';

export const handler = apiHandler(operation, async ({ principal }) => {
  const settings = await getWhiteLabel(principal.organisationId);
  return { body: await toWhiteLabelOut(principal.organisationId, settings) };
});
