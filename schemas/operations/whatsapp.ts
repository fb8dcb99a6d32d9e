/**
 * WhatsApp: the organisation's WhatsApp Business registration, and Meta's webhook at the path the
 * original API names (`/v1/webhook/whatsapp/whatsapp_callback`, singular `webhook`).
 */
import { defineOperation } from '../operation.ts';
import { WhatsappCallbackAnswerSchema, WhatsappRegistrationInSchema, WhatsappRegistrationOutSchema, WhatsappVerifyQuerySchema } from '../whatsapp.ts';

const tags = ['integrations'] as const;
const auth = { scopes: ['organisation:api'], permission: 'manage_applications' } as const;
const CALLBACK = '/v1/webhook/whatsapp/whatsapp_callback';

export const getRegistration = defineOperation({
  operationId: 'Whatsapp_getRegistration',
  method: 'GET',
  path: '/v1/integrations/whatsapp',
  summary: 'Get the WhatsApp registration',
  description: 'The organisation\'s WhatsApp Business number re-vet invites are sent from (`registered: false` until set). The access token is never answered.',
  tags,
  handler: 'functions/api/whatsapp/get-registration.ts',
  auth,
  success: { status: 200, description: 'The registration', schema: WhatsappRegistrationOutSchema },
  errors: [],
});

export const updateRegistration = defineOperation({
  operationId: 'Whatsapp_updateRegistration',
  method: 'PUT',
  path: '/v1/integrations/whatsapp',
  summary: 'Register a WhatsApp Business number',
  description:
    'Registers (or replaces) the WhatsApp Business Account (`waba_id`), the number and its Cloud API `phone_number_id`, and a ' +
    'system-user `access_token` (kept encrypted). Re-vet entries with `contact_method` `whatsapp` are then invited from this number ' +
    'with the approved template `khanya_connect_invite` (body: name, lender, link).',
  tags,
  handler: 'functions/api/whatsapp/update-registration.ts',
  auth,
  request: { body: WhatsappRegistrationInSchema },
  success: { status: 200, description: 'The registration', schema: WhatsappRegistrationOutSchema },
  errors: [],
});

export const verifyCallback = defineOperation({
  operationId: 'Whatsapp_verifyCallback',
  method: 'GET',
  path: CALLBACK,
  summary: 'WhatsApp webhook: verification',
  description:
    'Meta\'s handshake when the webhook is set up: with `hub.mode=subscribe` and Khanya\'s verify token in `hub.verify_token`, ' +
    'answers `hub.challenge` as plain text; anything else answers 403.',
  tags,
  handler: 'functions/api/whatsapp/verify-callback.ts',
  auth: null,
  request: { query: WhatsappVerifyQuerySchema },
  success: { status: 200, description: 'The challenge, as text/plain', contentType: 'text/plain' },
  errors: ['invalid_token_permissions'],
});

export const receiveCallback = defineOperation({
  operationId: 'Whatsapp_receiveCallback',
  method: 'POST',
  path: CALLBACK,
  summary: 'WhatsApp webhook: a callback',
  description:
    'Meta\'s callbacks for Khanya\'s app, signed `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body under the app ' +
    'secret>`: one that does not verify answers 401 `invalid_webhook_signature` and records nothing. Delivery statuses (sent, ' +
    'delivered, read, failed) of invites Khanya sent are recorded once each.',
  tags,
  handler: 'functions/api/whatsapp/receive-callback.ts',
  auth: null,
  success: { status: 200, description: 'Received', schema: WhatsappCallbackAnswerSchema },
  errors: ['invalid_webhook_signature'],
});
