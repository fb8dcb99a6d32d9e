import { acceptLegalDocuments as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { presentConnectSession } from '#platform/services/connect-session';
import { recordLegalAcceptances } from '#platform/repositories/applications';
import { nowIso } from '#platform/repositories/table';
import { checkLegalAcceptances } from '#core/connect-session';

export const handler = apiHandler(operation, async ({ body, link: application }) => {
  checkLegalAcceptances(body.acceptances);
  const acceptedAt = nowIso();
  const updated = await recordLegalAcceptances(
    application,
    body.acceptances.map((acceptance) => ({ ...acceptance, accepted_at: acceptedAt })),
    acceptedAt,
  );
  return { body: await presentConnectSession(updated) };
});
