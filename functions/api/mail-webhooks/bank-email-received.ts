import { bankEmailReceived as operation } from '#schemas/operations/mail-webhooks';
import { apiHandler } from '#platform/http/http';
import { receiveMailWebhook } from '#platform/services/mail-webhooks';
import { webhookRequestOf } from './webhook-request.ts';

/** An inbound e-mail from a mail provider (formats: the operation's description); 401 when it does not verify. */
export const handler = apiHandler(operation, async ({ event }) => ({ body: await receiveMailWebhook(webhookRequestOf(event)) }));
