import { listConnectionsAvailable as operation } from '#schemas/operations/application-configs';
import { availableConnections } from '#schemas/data-points';
import { apiHandler } from '#platform/http/http';

const body = availableConnections();

export const handler = apiHandler(operation, async () => ({ body }));
