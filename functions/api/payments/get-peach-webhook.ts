import { getPeachWebhook as operation } from '#schemas/operations/payments';
import { apiHandler } from '#platform/http/http';

export const handler = apiHandler(operation, async () => ({ body: { status: 'ok' } }));
