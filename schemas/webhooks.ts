/**
 * Outbound webhooks (the lender's endpoints): what an endpoint is, the events Khanya sends and
 * the delivery log. Signing follows the Standard Webhooks specification (standardwebhooks.com):
 * headers `webhook-id`, `webhook-timestamp`, `webhook-signature`; secrets `whsec_<base64>`.
 */
import * as z from 'zod';
import { ObjectIdSchema } from './common.ts';

/** The version of the event payloads; a breaking change to a payload gets a new one. */
export const WEBHOOK_API_VERSION = '2026-11-23';

/** Every event type Khanya sends, and when. Payloads carry ids, never personal data. */
export const WEBHOOK_EVENT_TYPES = {
  'application.created': 'An application was created (API, invite, re-vet or reconnect).',
  'application.opened': 'The applicant opened the connect link for the first time.',
  'application.completed': 'The applicant finished the connect flow (pressed done).',
  'application.expired': 'The connect link expired.',
  'bank_connection.files_uploaded': 'Statement files were accepted for reading (by the applicant, the lender or e-mail).',
  'bank_connection.analysing': 'New bank data is in and is being labelled and analysed.',
  'bank_connection.analysed': 'Every analysis of the new bank data is ready to read.',
  'bank_connection.failed': 'The analysis of the bank data failed.',
  'personal_info.provided': 'The applicant gave their personal details.',
  'revet.outcome': 'A re-vetted applicant has a RED, AMBER or GREEN outcome.',
  'bill.created': 'A monthly bill was issued.',
  'bill.paid': 'A bill was paid.',
  'webhook.test': 'Sent by POST /v1/webhooks/endpoints/{endpoint_id}/test; carries nothing else.',
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENT_TYPES;
export const WEBHOOK_EVENT_TYPE_NAMES = Object.keys(WEBHOOK_EVENT_TYPES) as [WebhookEventType, ...WebhookEventType[]];

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPE_NAMES).meta({ description: 'An event type (see the webhooks guide for each one\'s body).' });

/** The body of every delivery: thin, ids only. */
export const WebhookEventSchema = z
  .object({
    id: z.string().meta({ description: 'The event id, also the `webhook-id` header: the same on every retry and replay. Deduplicate on it.' }),
    type: WebhookEventTypeSchema,
    api_version: z.literal(WEBHOOK_API_VERSION),
    created_at: z.string().meta({ description: 'When the event happened (ISO 8601, UTC).' }),
    organisation_id: ObjectIdSchema,
    application_id: ObjectIdSchema.nullable(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).meta({ description: 'Ids and states only, by event type.' }),
  })
  .meta({ id: 'WebhookEvent' });
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

const UrlSchema = z.string().trim().min(1).max(2048).meta({
  description: 'Where to POST events. https:// (a local run also accepts http://127.0.0.1 and http://localhost so you can receive on your machine).',
  example: 'https://loans.khanya.example/hooks/khanya',
});
const EventTypesSchema = z
  .array(WebhookEventTypeSchema)
  .max(WEBHOOK_EVENT_TYPE_NAMES.length)
  .nullable()
  .meta({ description: 'Only these event types are sent; null (or absent) sends every type.' });
const DescriptionSchema = z.string().trim().max(200).nullable().meta({ description: 'Your note on what this endpoint is for.' });

export const WebhookEndpointCreateInSchema = z
  .strictObject({ url: UrlSchema, event_types: EventTypesSchema.optional(), description: DescriptionSchema.optional() })
  .meta({ id: 'WebhookEndpointCreateIn' });

export const WebhookEndpointUpdateInSchema = z
  .strictObject({
    url: UrlSchema.optional(),
    event_types: EventTypesSchema.optional(),
    description: DescriptionSchema.optional(),
    disabled: z.boolean().optional().meta({ description: 'true stops deliveries: events meanwhile are kept in its log as failed (`Endpoint disabled`), unsent, for `replay` once enabled; false enables the endpoint again and clears `failing`.' }),
  })
  .meta({ id: 'WebhookEndpointUpdateIn' });

export const WebhookEndpointOutSchema = z
  .object({
    id: ObjectIdSchema,
    url: z.string(),
    description: z.string().nullable(),
    event_types: z.array(WebhookEventTypeSchema).nullable(),
    disabled: z.boolean(),
    status: z.enum(['enabled', 'failing', 'disabled']).meta({ description: '`failing`: deliveries have been failing since `failing_since`; disabled after 5 days of failures.' }),
    failing_since: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'WebhookEndpointOut' });

export const WebhookEndpointWithSecretOutSchema = WebhookEndpointOutSchema.extend({
  secret: z.string().meta({ description: 'The signing secret (`whsec_…`). Shown only here: store it now.' }),
}).meta({ id: 'WebhookEndpointWithSecretOut' });

export const WebhookEndpointListSchema = z.array(WebhookEndpointOutSchema).meta({ id: 'WebhookEndpointList' });

export const WebhookAttemptSchema = z.object({
  at: z.string(),
  status_code: z.number().int().nullable().meta({ description: 'The HTTP status your endpoint answered; null when no answer came (timeout, refused, blocked address).' }),
  duration_ms: z.number().int(),
  response_body: z.string().meta({ description: 'The first 1,024 characters of your answer.' }),
  error: z.string().nullable().meta({ description: 'Why the attempt failed without an answer (timeout, connection refused, private address, redirect).' }),
});

export const WebhookDeliveryOutSchema = z
  .object({
    id: ObjectIdSchema,
    endpoint_id: ObjectIdSchema,
    event_id: z.string(),
    event_type: WebhookEventTypeSchema,
    status: z.enum(['pending', 'succeeded', 'failed']).meta({ description: '`failed`: every retry over 24 hours failed (replay it when your endpoint is back).' }),
    attempts: z.array(WebhookAttemptSchema),
    next_attempt_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'WebhookDeliveryOut' });
export const WebhookDeliveryListSchema = z.array(WebhookDeliveryOutSchema).meta({ id: 'WebhookDeliveryList' });

export const WebhookEndpointParamsSchema = z.object({ endpoint_id: ObjectIdSchema });
export const WebhookDeliveryParamsSchema = z.object({ delivery_id: ObjectIdSchema });

export const WebhookReplaySinceInSchema = z
  .strictObject({ since: z.iso.datetime({ offset: true }).meta({ description: 'Replays every delivery to this endpoint created at or after this time (the delivery\'s `created_at`, not the event\'s).' }) })
  .meta({ id: 'WebhookReplaySinceIn' });
export const WebhookReplayOutSchema = z.object({ replayed: z.number().int().meta({ description: 'How many deliveries were queued again.' }) }).meta({ id: 'WebhookReplayOut' });
