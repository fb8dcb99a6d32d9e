/**
 * Peach Payments' notifications (the original's `/v1/webhooks/payments/peach`): cards stored on
 * the hosted page and card payments, encrypted with AES-256-GCM (functions/core/peach.ts).
 */
import { defineOperation } from '../operation.ts';
import { PaymentsPeachWebhookResponseSchema } from '../billing.ts';

const tags = ['payments'] as const;

export const getPeachWebhook = defineOperation({
  operationId: 'Payments_getPeachWebhook',
  method: 'GET',
  path: '/v1/webhooks/payments/peach',
  summary: 'Peach webhook: endpoint check',
  description: 'Answers 200 `{"status":"ok"}` so Peach\'s dashboard can check the notification URL.',
  tags,
  handler: 'functions/api/payments/get-peach-webhook.ts',
  auth: null,
  success: { status: 200, description: 'The endpoint is up', schema: PaymentsPeachWebhookResponseSchema },
  errors: [],
});

export const createPeachWebhook = defineOperation({
  operationId: 'Payments_createPeachWebhook',
  method: 'POST',
  path: '/v1/webhooks/payments/peach',
  summary: 'Peach webhook: a notification',
  description:
    'A notification from Peach Payments: the body is the hex ciphertext of the JSON notification, AES-256-GCM under the ' +
    'notification key, with the IV and the authentication tag in the `X-Initialization-Vector` and `X-Authentication-Tag` ' +
    'headers (hex). A body that does not decrypt under our key answers 401 `invalid_webhook_signature` and changes nothing; one ' +
    'about a card or payment we do not know answers 404; both are logged. A card stored on the hosted page is linked; a card ' +
    'payment is settled (a bill paid, the balance topped up) once, so a replayed notification changes nothing.',
  tags,
  handler: 'functions/api/payments/create-peach-webhook.ts',
  auth: null,
  success: { status: 200, description: 'Applied (or already applied)', schema: PaymentsPeachWebhookResponseSchema },
  errors: ['invalid_webhook_signature', 'resource_not_found'],
});

export const receiveXeroWebhook = defineOperation({
  operationId: 'Payments_receiveXeroWebhook',
  method: 'POST',
  path: '/v1/webhooks/billing/xerohook',
  summary: 'Xero webhook',
  description:
    'Xero\'s webhook for Khanya\'s accounting organisation. `x-xero-signature` must be the base64 HMAC-SHA256 of the raw body ' +
    'under the webhook key: otherwise 401 with an empty body and nothing changes (Xero\'s intent-to-receive check expects ' +
    'exactly that); a verified request answers 200 with an empty body. An invoice event for a bill\'s invoice that Xero now ' +
    'has as PAID marks the bill paid (once).',
  tags,
  handler: 'functions/api/payments/receive-xero-webhook.ts',
  auth: null,
  success: { status: 200, description: 'Received (empty body)', contentType: 'text/plain' },
  errors: ['invalid_webhook_signature'],
  emptyBodyOn: [200, 401],
});
