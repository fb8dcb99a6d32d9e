/** What the inbound mail webhooks answer (schemas/operations/mail-webhooks.ts). */
import * as z from 'zod';

export const MailWebhookAnswerSchema = z
  .object({
    status: z.enum(['ok', 'accepted', 'subscription_confirmed', 'ignored']).meta({
      description:
        '`ok`: the endpoint is up (GET, set-up checks). `accepted`: the e-mail was stored and queued for reading. ' +
        '`subscription_confirmed`: an SNS SubscriptionConfirmation was confirmed. `ignored`: a verified message that carries no e-mail.',
    }),
    detail: z.string().optional().meta({ description: 'Why a verified message was ignored, or what the endpoint accepts.' }),
  })
  .meta({ id: 'MailWebhookAnswer' });
