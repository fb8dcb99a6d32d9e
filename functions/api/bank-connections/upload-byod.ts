import { uploadByod as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { ingestBankData } from '#platform/services/bank-ingest';
import { presentConnection } from '#core/bank-connection-out';
import { incomingFromByod } from '#core/upload-accounts';

export const handler = apiHandler(operation, async ({ principal, params, body, event }) => {
  const connection = await ingestBankData(principal.organisationId, params.application_id, {
    accounts: incomingFromByod(body.accounts),
    source: 'byod',
    raw: { body: event.body ?? '', extension: 'json', contentType: 'application/json' },
    checkDuplicateFile: false,
  });
  return { body: presentConnection(connection) };
});
