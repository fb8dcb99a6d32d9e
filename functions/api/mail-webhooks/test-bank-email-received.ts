import { testBankEmailReceived as operation } from '#schemas/operations/mail-webhooks';
import { apiHandler } from '#platform/http/http';
import { mailWebhookStatus } from '#platform/services/mail-webhooks';

export const handler = apiHandler(operation, async () => ({ body: mailWebhookStatus() }));
