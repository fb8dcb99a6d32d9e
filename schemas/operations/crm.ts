/**
 * The CRM integration (Zoho CRM): the organisation's settings, and the CRM's webhook that
 * creates an application for a deal (SPEC §2 `POST /v1/webhooks/zoho/zoho_create_application`).
 */
import { defineOperation } from '../operation.ts';
import { CrmSettingsInSchema, CrmSettingsOutSchema, ZohoCreateApplicationFormSchema, ZohoCreateApplicationOutSchema } from '../crm.ts';

const tags = ['integrations'] as const;
const auth = { scopes: ['organisation:api'], permission: 'manage_applications' } as const;

export const getSettings = defineOperation({
  operationId: 'Crm_getSettings',
  method: 'GET',
  path: '/v1/integrations/crm',
  summary: 'Get the CRM settings',
  description: 'The CRM integration settings (defaults until changed: module `Deals`, `send_note` true, `send_status` false, `send_beam_email` true), the webhook id and URL. Secrets are never answered.',
  tags,
  handler: 'functions/api/crm/get-settings.ts',
  auth,
  success: { status: 200, description: 'The settings', schema: CrmSettingsOutSchema },
  errors: [],
});

export const updateSettings = defineOperation({
  operationId: 'Crm_updateSettings',
  method: 'PUT',
  path: '/v1/integrations/crm',
  summary: 'Change the CRM settings',
  description:
    'Changes what is sent; the first call makes the webhook id (`beamWebhookID`) and secret, and the secret is answered only then ' +
    '(or with `rotate_webhook_secret`). `zoho` holds your Zoho self-client\'s credentials, kept encrypted, used to write the note and status back.',
  tags,
  handler: 'functions/api/crm/update-settings.ts',
  auth,
  request: { body: CrmSettingsInSchema },
  success: { status: 200, description: 'The settings', schema: CrmSettingsOutSchema },
  errors: ['application_config_not_found', 'no_applicationconfigs'],
});

export const zohoCreateApplication = defineOperation({
  operationId: 'Crm_zohoCreateApplication',
  method: 'POST',
  path: '/v1/webhooks/zoho/zoho_create_application',
  summary: 'Zoho CRM: create an application for a deal',
  description:
    'Called by your Zoho CRM workflow (form-encoded or JSON): `firstName`, `lastName`, `email`, `cellPhone`, `beamWebhookID`, ' +
    '`dealID`, all required (a 422 names each one missing). The secret from the CRM settings goes in the `X-Khanya-CRM-Secret` ' +
    'header (or, where the CRM cannot set headers, the `secret` query parameter). Creates the applicant, the application and, ' +
    'with `send_beam_email`, e-mails the connect link; the same deal again answers the same application (`created: false`). ' +
    'An unknown `beamWebhookID` answers 404 `webhook_id_not_found`; a wrong secret 401 `invalid_webhook_signature`.',
  tags,
  handler: 'functions/api/crm/zoho-create-application.ts',
  auth: null,
  request: { body: ZohoCreateApplicationFormSchema, bodyContentType: 'application/x-www-form-urlencoded' },
  success: { status: 201, description: 'The application for the deal', schema: ZohoCreateApplicationOutSchema },
  errors: ['webhook_id_not_found', 'invalid_webhook_signature', 'application_config_not_found', 'no_applicationconfigs'],
});
