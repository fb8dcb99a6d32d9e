/**
 * WhatsApp (SPEC §3 "WhatsApp business registration: waba_id, phone_number"; §2 the callback):
 * the organisation's WhatsApp Business number, and Meta's webhook.
 */
import * as z from 'zod';

export const WhatsappRegistrationInSchema = z
  .strictObject({
    waba_id: z.string().trim().regex(/^\d{5,20}$/).meta({ description: 'Your WhatsApp Business Account id.', example: '102290129340398' }),
    phone_number: z.string().trim().regex(/^\+?[0-9 ()-]{10,16}$/).meta({ description: 'The business number applicants see.', example: '+27 21 555 0100' }),
    phone_number_id: z.string().trim().regex(/^\d{5,20}$/).meta({ description: 'Its id in the Cloud API (Meta\'s WhatsApp Manager).', example: '106540352242922' }),
    display_name: z.string().trim().min(1).max(100).optional(),
    access_token: z.string().trim().min(20).max(1000).meta({ description: 'A system-user token with whatsapp_business_messaging: kept encrypted, never answered back.' }),
  })
  .meta({ id: 'WhatsappRegistrationIn' });

export const WhatsappRegistrationOutSchema = z
  .object({
    registered: z.boolean(),
    waba_id: z.string().nullable(),
    phone_number: z.string().nullable(),
    phone_number_id: z.string().nullable(),
    display_name: z.string().nullable(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'WhatsappRegistrationOut' });

export const WhatsappVerifyQuerySchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

export const WhatsappCallbackAnswerSchema = z.object({ status: z.string() }).meta({ id: 'WhatsappCallbackAnswer' });
