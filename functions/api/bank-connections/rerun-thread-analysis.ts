import { rerunThreadAnalysis as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { rethread } from '#platform/services/rethread';

/** Fetches what is new from the linked banks and analyses again; 201 with the original's empty body. */
export const handler = apiHandler(operation, async ({ principal, params }) => {
  await rethread(principal.organisationId, params.application_id);
  return { body: {} };
});
