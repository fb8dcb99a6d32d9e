import { defineOperation } from '../operation.ts';
import { PaginationQuerySchema } from '../common.ts';
import {
  WebhookDeliveryListSchema,
  WebhookDeliveryOutSchema,
  WebhookDeliveryParamsSchema,
  WebhookEndpointCreateInSchema,
  WebhookEndpointListSchema,
  WebhookEndpointOutSchema,
  WebhookEndpointParamsSchema,
  WebhookEndpointUpdateInSchema,
  WebhookEndpointWithSecretOutSchema,
  WebhookReplayOutSchema,
  WebhookReplaySinceInSchema,
} from '../webhooks.ts';

const tags = ['webhooks'] as const;
const auth = { scopes: ['organisation:api'], permission: 'manage_webhooks' } as const;
const SIGNING =
  'Deliveries are signed as the Standard Webhooks specification says (`webhook-id`, `webhook-timestamp`, `webhook-signature`: ' +
  'HMAC-SHA256 with the endpoint\'s `whsec_` secret); verify them with any Standard Webhooks library (see the webhooks guide).';

export const createEndpoint = defineOperation({
  operationId: 'Webhooks_createEndpoint',
  method: 'POST',
  path: '/v1/webhooks/endpoints',
  summary: 'Create a webhook endpoint',
  description: `Khanya POSTs events to \`url\` (only the \`event_types\` given, or all). The answer carries the signing \`secret\`, shown only here. ${SIGNING}`,
  tags,
  handler: 'functions/api/webhooks/create-endpoint.ts',
  auth,
  request: { body: WebhookEndpointCreateInSchema },
  success: { status: 201, description: 'The endpoint and its secret', schema: WebhookEndpointWithSecretOutSchema },
  errors: ['invalid_webhook_url'],
});

export const listEndpoints = defineOperation({
  operationId: 'Webhooks_listEndpoints',
  method: 'GET',
  path: '/v1/webhooks/endpoints',
  summary: 'List webhook endpoints',
  tags,
  handler: 'functions/api/webhooks/list-endpoints.ts',
  auth,
  request: { query: PaginationQuerySchema },
  success: { status: 200, description: 'The organisation\'s endpoints, newest first (never their secrets)', schema: WebhookEndpointListSchema },
  errors: [],
});

export const getEndpoint = defineOperation({
  operationId: 'Webhooks_getEndpoint',
  method: 'GET',
  path: '/v1/webhooks/endpoints/{endpoint_id}',
  summary: 'Get a webhook endpoint',
  tags,
  handler: 'functions/api/webhooks/get-endpoint.ts',
  auth,
  request: { params: WebhookEndpointParamsSchema },
  success: { status: 200, description: 'The endpoint', schema: WebhookEndpointOutSchema },
  errors: ['webhook_id_not_found'],
});

export const updateEndpoint = defineOperation({
  operationId: 'Webhooks_updateEndpoint',
  method: 'PATCH',
  path: '/v1/webhooks/endpoints/{endpoint_id}',
  summary: 'Change a webhook endpoint',
  description: 'Changes only the fields given. `disabled: true` stops deliveries; `disabled: false` enables the endpoint again and clears `failing`.',
  tags,
  handler: 'functions/api/webhooks/update-endpoint.ts',
  auth,
  request: { params: WebhookEndpointParamsSchema, body: WebhookEndpointUpdateInSchema },
  success: { status: 200, description: 'The endpoint as it is now', schema: WebhookEndpointOutSchema },
  errors: ['webhook_id_not_found', 'invalid_webhook_url', 'concurrent_update'],
});

export const deleteEndpoint = defineOperation({
  operationId: 'Webhooks_deleteEndpoint',
  method: 'DELETE',
  path: '/v1/webhooks/endpoints/{endpoint_id}',
  summary: 'Delete a webhook endpoint',
  description: 'No event is sent to it any more; deliveries still queued are dropped.',
  tags,
  handler: 'functions/api/webhooks/delete-endpoint.ts',
  auth,
  request: { params: WebhookEndpointParamsSchema },
  success: { status: 204, description: 'Deleted' },
  errors: ['webhook_id_not_found'],
});

export const rotateSecret = defineOperation({
  operationId: 'Webhooks_rotateSecret',
  method: 'POST',
  path: '/v1/webhooks/endpoints/{endpoint_id}/rotate_secret',
  summary: 'Rotate an endpoint\'s signing secret',
  description:
    'Answers the new secret (shown only here). For 24 hours every delivery carries a signature by the old secret and one by the new ' +
    '(space-separated in `webhook-signature`), so your receiver can switch without losing an event.',
  tags,
  handler: 'functions/api/webhooks/rotate-secret.ts',
  auth,
  request: { params: WebhookEndpointParamsSchema },
  success: { status: 200, description: 'The endpoint and its new secret', schema: WebhookEndpointWithSecretOutSchema },
  errors: ['webhook_id_not_found', 'concurrent_update'],
});

export const testEndpoint = defineOperation({
  operationId: 'Webhooks_testEndpoint',
  method: 'POST',
  path: '/v1/webhooks/endpoints/{endpoint_id}/test',
  summary: 'Send a test event',
  description: 'Queues a `webhook.test` event to this endpoint alone (also when disabled); follow it in the deliveries.',
  tags,
  handler: 'functions/api/webhooks/test-endpoint.ts',
  auth,
  request: { params: WebhookEndpointParamsSchema },
  success: { status: 202, description: 'The delivery, queued', schema: WebhookDeliveryOutSchema },
  errors: ['webhook_id_not_found'],
});

export const listDeliveries = defineOperation({
  operationId: 'Webhooks_listDeliveries',
  method: 'GET',
  path: '/v1/webhooks/endpoints/{endpoint_id}/deliveries',
  summary: 'List an endpoint\'s deliveries',
  description:
    'Newest first by when each delivery was created (its `created_at`, not the event\'s: an event published late is listed by when it was published), ' +
    'each with every attempt: when, the status code, how long it took and the first 1,024 characters of the answer.',
  tags,
  handler: 'functions/api/webhooks/list-deliveries.ts',
  auth,
  request: { params: WebhookEndpointParamsSchema, query: PaginationQuerySchema },
  success: { status: 200, description: 'The deliveries', schema: WebhookDeliveryListSchema },
  errors: ['webhook_id_not_found'],
});

export const replayDelivery = defineOperation({
  operationId: 'Webhooks_replayDelivery',
  method: 'POST',
  path: '/v1/webhooks/deliveries/{delivery_id}/replay',
  summary: 'Replay a delivery',
  description: 'Sends the same event again (same `webhook-id`) as a new delivery, whatever became of the first.',
  tags,
  handler: 'functions/api/webhooks/replay-delivery.ts',
  auth,
  request: { params: WebhookDeliveryParamsSchema },
  success: { status: 202, description: 'The new delivery, queued', schema: WebhookDeliveryOutSchema },
  errors: ['webhook_id_not_found'],
});

export const replaySince = defineOperation({
  operationId: 'Webhooks_replaySince',
  method: 'POST',
  path: '/v1/webhooks/endpoints/{endpoint_id}/replay',
  summary: 'Replay every delivery since a time',
  description:
    'Sends again, oldest first, every event whose delivery to this endpoint (delivered or tried) was created at or after `since`, for example after ' +
    'your receiver was down. It compares the delivery\'s `created_at` in the deliveries log, not the event\'s: an event published late is replayed ' +
    'by a replay since the last delivery your receiver got. Replays themselves are not replayed again.',
  tags,
  handler: 'functions/api/webhooks/replay-since.ts',
  auth,
  request: { params: WebhookEndpointParamsSchema, body: WebhookReplaySinceInSchema },
  success: { status: 202, description: 'How many were queued again', schema: WebhookReplayOutSchema },
  errors: ['webhook_id_not_found'],
});
