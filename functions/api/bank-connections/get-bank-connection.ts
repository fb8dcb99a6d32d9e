import { getBankConnection as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { connectionOrNotReady } from '#platform/services/bank-read';
import { presentConnection } from '#core/bank-connection-out';

export const handler = apiHandler(operation, async ({ principal, params }) => ({
  body: presentConnection(await connectionOrNotReady(principal.organisationId, params.application_id)),
}));
