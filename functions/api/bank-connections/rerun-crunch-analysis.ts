import { rerunCrunchAnalysis as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { queueOrFail } from '#platform/services/bank-ingest';
import { connectionOrNotReady } from '#platform/services/bank-read';
import { saveConnectionForAnalysis } from '#platform/repositories/bank-connections';
import { DomainError } from '#schemas/errors';

/** A new analysis generation over the current data; the worker labels and analyses it again. */
export const handler = apiHandler(operation, async ({ principal, params }) => {
  const connection = await connectionOrNotReady(principal.organisationId, params.application_id);
  if (connection.data_version === 0) throw new DomainError('connection_not_ready');
  const saved = await saveConnectionForAnalysis({ ...connection, requested_generation: connection.requested_generation + 1 }, connection.version);
  await queueOrFail(saved);
  return { body: { message: 'Analysis queued', status: saved.status } };
});
