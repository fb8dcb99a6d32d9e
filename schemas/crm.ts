/**
 * The CRM integration (Zoho CRM; SPEC §3 "CRM integration settings", §5 the CRM webhook's six
 * required fields). The original's field names are kept where clients send them: `beamWebhookID`
 * is the organisation's CRM webhook id, `send_beam_email` whether Khanya e-mails the connect link.
 */
import * as z from 'zod';
import { cleanedNameText, ObjectIdSchema } from './common.ts';

export const CRM_DEFAULTS = { module: 'Deals', send_note: true, send_status: false, send_beam_email: true, status_field: 'Khanya_Status' } as const;

const ZohoUrl = z.url({ protocol: /^https?$/ }).max(300);

export const CrmSettingsInSchema = z
  .strictObject({
    module: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_]{0,59}$/).optional().meta({ description: 'The Zoho CRM module the deal ids belong to.', example: 'Deals' }),
    send_note: z.boolean().optional().meta({ description: 'Add a note with the analysis summary to the deal when the analysis is ready.' }),
    send_status: z.boolean().optional().meta({ description: 'Set the deal\'s status field (`status_field`) as the application moves.' }),
    send_beam_email: z.boolean().optional().meta({ description: 'E-mail the applicant the connect link when the CRM creates an application.' }),
    status_field: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_]{0,59}$/).optional().meta({ description: 'The deal field `send_status` writes (a custom field of yours).', example: 'Khanya_Status' }),
    application_config_id: ObjectIdSchema.nullable().optional().meta({ description: 'The config of applications the CRM creates; null: the organisation\'s default.' }),
    zoho: z
      .strictObject({
        api_domain: ZohoUrl.meta({ example: 'https://www.zohoapis.com' }),
        accounts_url: ZohoUrl.meta({ example: 'https://accounts.zoho.com' }),
        client_id: z.string().trim().min(1).max(200),
        client_secret: z.string().trim().min(1).max(200),
        refresh_token: z.string().trim().min(1).max(500),
      })
      .optional()
      .meta({ description: 'Your Zoho self-client\'s credentials (scope ZohoCRM.modules.ALL): kept encrypted and never answered back.' }),
    rotate_webhook_secret: z.boolean().optional().meta({ description: 'A new webhook secret, shown once in this answer; the old one stops working.' }),
  })
  .meta({ id: 'CrmSettingsIn' });

export const CrmSettingsOutSchema = z
  .object({
    module: z.string(),
    send_note: z.boolean(),
    send_status: z.boolean(),
    send_beam_email: z.boolean(),
    status_field: z.string(),
    application_config_id: ObjectIdSchema.nullable(),
    beamWebhookID: z.string().meta({ description: 'Your CRM webhook id: the CRM sends it with every request.' }),
    webhook_url: z.string().meta({ description: 'Where the CRM posts new deals.' }),
    webhook_secret: z.string().nullable().meta({ description: 'Shown only when made (the first settings, or `rotate_webhook_secret`); send it as `X-Khanya-CRM-Secret`.' }),
    zoho_connected: z.boolean(),
    zoho_api_domain: z.string().nullable(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'CrmSettingsOut' });

const Required = z.string().trim().min(1).max(200);
/** A contact's name as the CRM holds it: control and text-direction characters dropped, not refused (a CRM's workflow cannot answer a 422). */
const ContactName = cleanedNameText(1, 200);

/** The CRM webhook's form (SPEC §5): all six are required. */
export const ZohoCreateApplicationFormSchema = z
  .object({
    firstName: ContactName,
    lastName: ContactName,
    email: z.email().max(254),
    cellPhone: z.string().trim().min(7).max(20),
    beamWebhookID: Required,
    dealID: Required,
  })
  .meta({ id: 'Body_zoho_create_application' });

export const ZohoCreateApplicationOutSchema = z
  .object({
    application_id: ObjectIdSchema,
    applicant_id: ObjectIdSchema,
    connect_url: z.string(),
    email_sent: z.boolean(),
    created: z.boolean().meta({ description: 'false when this deal already had its application (the CRM retried): the same one is answered.' }),
  })
  .meta({ id: 'ZohoCreateApplicationOut' });
