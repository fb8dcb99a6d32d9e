/**
 * The CRM integration (Zoho CRM): the organisation's settings, the CRM's webhook that creates an
 * applicant, application and invite for a deal, and the note (and status) written back on the
 * deal when the analysis is ready.
 *
 * - The webhook is found by its id (`beamWebhookID`, unguessable) and must carry the secret
 *   (`X-Khanya-CRM-Secret`, or `?secret=`), compared by digest in constant time.
 * - One application per deal, also when the CRM sends the same deal twice at once (the deal is
 *   claimed in the transaction that creates the application); a retry answers the same one.
 * - The note is pushed once per analysis generation; a failed push is kept and retried by a
 *   scheduled job (it never fails the analysis).
 */
import { randomBytes } from 'node:crypto';
import { DomainError } from '#schemas/errors';
import { CRM_DEFAULTS } from '#schemas/crm';
import type { AffordabilityAnalysis } from '#schemas/analyses';
import { newApplicant, newApplication } from '#core/applications';
import { CRM_STATUS_ANALYSED, crmNote, secretMatches } from '#core/crm';
import { digest } from '#core/secrets';
import { openToken, sealToken } from '#core/secrets';
import { sealingKey } from '../aws/provider-secrets.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { pushToRecord, ZohoUnavailable, type ZohoCredentials } from '../connectors/zoho.ts';
import { ClaimTaken, createApplications, getApplication } from '../repositories/applications.ts';
import { getAnalyses, type AnalysesItem, type BankConnectionItem } from '../repositories/bank-connections.ts';
import {
  claimCrmPush,
  crmDealClaims,
  crmRetries,
  deleteCrmRetry,
  getCrmApplication,
  getCrmDeal,
  getCrmSettings,
  organisationOfCrmHook,
  putCrmRetry,
  putCrmSettings,
  releaseCrmPush,
  type CrmSettingsItem,
} from '../repositories/crm.ts';
import { nowIso } from '../repositories/table.ts';
import { brandingFor, connectUrlFor, resolveApplicationConfig, sendConnectInvite } from './applications-service.ts';
import { publishApplicationCreated } from './webhooks.ts';

export const CRM_WEBHOOK_PATH = '/v1/webhooks/zoho/zoho_create_application';
/** A failed note push is tried again this many times (a quarter hour apart) before it is given up, with an error in the log. */
export const CRM_PUSH_ATTEMPTS = 12;

function present(settings: CrmSettingsItem | undefined, secret: string | null = null) {
  return {
    module: settings?.module ?? CRM_DEFAULTS.module,
    send_note: settings?.send_note ?? CRM_DEFAULTS.send_note,
    send_status: settings?.send_status ?? CRM_DEFAULTS.send_status,
    send_beam_email: settings?.send_beam_email ?? CRM_DEFAULTS.send_beam_email,
    status_field: settings?.status_field ?? CRM_DEFAULTS.status_field,
    application_config_id: settings?.application_config_id ?? null,
    beamWebhookID: settings?.webhook_id ?? '',
    webhook_url: `${config.apiUrl}${CRM_WEBHOOK_PATH}`,
    webhook_secret: secret,
    zoho_connected: Boolean(settings?.zoho_sealed),
    zoho_api_domain: settings?.zoho_api_domain ?? null,
    updated_at: settings?.updated_at ?? null,
  };
}

export async function crmSettings(organisationId: string) {
  return present(await getCrmSettings(organisationId));
}

export interface CrmSettingsInput {
  module?: string | undefined;
  send_note?: boolean | undefined;
  send_status?: boolean | undefined;
  send_beam_email?: boolean | undefined;
  status_field?: string | undefined;
  application_config_id?: string | null | undefined;
  zoho?: ZohoCredentials | undefined;
  rotate_webhook_secret?: boolean | undefined;
}

/** Changes what is given; the first call also makes the webhook id and secret (the secret is answered only then or on rotation). */
export async function updateCrmSettings(organisationId: string, input: CrmSettingsInput) {
  if (input.application_config_id) await resolveApplicationConfig(organisationId, input.application_config_id);
  const existing = await getCrmSettings(organisationId);
  const newSecret = !existing || input.rotate_webhook_secret ? `khcrm_${randomBytes(24).toString('base64url')}` : null;
  const settings: CrmSettingsItem = {
    organisation: organisationId,
    module: input.module ?? existing?.module ?? CRM_DEFAULTS.module,
    send_note: input.send_note ?? existing?.send_note ?? CRM_DEFAULTS.send_note,
    send_status: input.send_status ?? existing?.send_status ?? CRM_DEFAULTS.send_status,
    send_beam_email: input.send_beam_email ?? existing?.send_beam_email ?? CRM_DEFAULTS.send_beam_email,
    status_field: input.status_field ?? existing?.status_field ?? CRM_DEFAULTS.status_field,
    application_config_id: input.application_config_id !== undefined ? input.application_config_id : (existing?.application_config_id ?? null),
    webhook_id: existing?.webhook_id ?? randomBytes(12).toString('hex'),
    webhook_secret_digest: newSecret ? digest(newSecret) : existing!.webhook_secret_digest,
    zoho_sealed: input.zoho ? sealToken(JSON.stringify(input.zoho), await sealingKey()) : (existing?.zoho_sealed ?? null),
    zoho_api_domain: input.zoho?.api_domain ?? existing?.zoho_api_domain ?? null,
    updated_at: nowIso(),
  };
  try {
    await putCrmSettings(settings, !existing);
  } catch (error) {
    // Two first settings at once: the other one made the webhook id; apply this change over it.
    if (!existing && error instanceof Error && error.name === 'TransactionCanceledException') return updateCrmSettings(organisationId, input);
    throw error;
  }
  return present(settings, newSecret);
}

export interface ZohoForm {
  firstName: string;
  lastName: string;
  email: string;
  cellPhone: string;
  beamWebhookID: string;
  dealID: string;
}

/** The CRM webhook: the organisation by its webhook id (404), the secret (401), then one application per deal. */
export async function createApplicationFromCrm(form: ZohoForm, secret: string | undefined) {
  const organisationId = await organisationOfCrmHook(form.beamWebhookID);
  if (!organisationId) throw new DomainError('webhook_id_not_found');
  const settings = await getCrmSettings(organisationId);
  if (!settings || !secretMatches(secret, settings.webhook_secret_digest)) {
    logger.warn('CRM webhook refused: wrong secret', { organisation: organisationId });
    throw new DomainError('invalid_webhook_signature');
  }
  const existing = await getCrmDeal(organisationId, form.dealID);
  if (existing) return answerFor(organisationId, existing.application, existing.applicant, false, false);

  const appConfig = await resolveApplicationConfig(organisationId, settings.application_config_id);
  const name = `${form.firstName} ${form.lastName}`.trim();
  const applicant = newApplicant(organisationId, { name, email: form.email, phone: form.cellPhone, external_reference: form.dealID });
  const fields = newApplication({ organisationId, applicantId: applicant.id, appConfig, redirectUrl: null });
  try {
    await createApplications([{ application: fields, newApplicant: applicant }], crmDealClaims(organisationId, form.dealID, settings.module, fields.id, applicant.id));
  } catch (error) {
    if (!(error instanceof ClaimTaken)) throw error;
    // The same deal at the same moment: the other request made its application.
    const winner = (await getCrmDeal(organisationId, form.dealID))!;
    return answerFor(organisationId, winner.application, winner.applicant, false, false);
  }
  await publishApplicationCreated(fields);
  let emailSent = false;
  if (settings.send_beam_email) {
    try {
      await sendConnectInvite(fields, { email: form.email, name }, await brandingFor(organisationId));
      emailSent = true;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'email_not_sent')) throw error;
    }
  }
  return answerFor(organisationId, fields.id, applicant.id, emailSent, true);
}

async function answerFor(organisationId: string, applicationId: string, applicantId: string, emailSent: boolean, created: boolean) {
  const application = await getApplication(organisationId, applicationId);
  return { application_id: applicationId, applicant_id: applicantId, connect_url: application ? connectUrlFor(application.proxy_id) : '', email_sent: emailSent, created };
}

/**
 * After an analysis commits: the note (send_note) and status (send_status) on the deal of an
 * application the CRM made, once per generation. A failure is kept for the retry job.
 */
export async function pushAnalysisToCrm(
  connection: Pick<BankConnectionItem, 'organisation' | 'application'>,
  generation: number,
  options: { attempts?: number; analyses?: AnalysesItem | undefined } = {},
): Promise<'pushed' | 'skipped' | 'failed'> {
  const attempts = options.attempts ?? 0;
  const deal = await getCrmApplication(connection.organisation, connection.application);
  if (!deal) return 'skipped';
  const settings = await getCrmSettings(connection.organisation);
  if (!settings?.zoho_sealed || (!settings.send_note && !settings.send_status)) return 'skipped';
  if (!(await claimCrmPush(connection.organisation, connection.application, generation, nowIso()))) return 'skipped';
  try {
    const [analyses, application] = await Promise.all([options.analyses ?? getAnalyses(connection.organisation, connection.application), getApplication(connection.organisation, connection.application)]);
    const results = analyses?.results as { affordability?: AffordabilityAnalysis } | null | undefined;
    const credentials = JSON.parse(openToken(settings.zoho_sealed, await sealingKey())) as ZohoCredentials;
    await pushToRecord(credentials, deal.module, deal.deal_id, {
      ...(settings.send_note
        ? {
            note: crmNote({
              applicationId: connection.application,
              consoleUrl: config.consoleUrl,
              affordability: results?.affordability ?? null,
              enoughHistory: analyses?.enough_history ?? false,
              revetOutcome: application?.revet_outcome ?? null,
              transactionCount: analyses?.transaction_count ?? 0,
            }),
          }
        : {}),
      ...(settings.send_status ? { field: { name: settings.status_field, value: CRM_STATUS_ANALYSED } } : {}),
    });
    await deleteCrmRetry(connection.organisation, connection.application, generation);
    return 'pushed';
  } catch (error) {
    if (!(error instanceof ZohoUnavailable)) logger.error('CRM push failed unexpectedly', { application: connection.application, error: error as Error });
    await releaseCrmPush(connection.organisation, connection.application, generation);
    await putCrmRetry({ organisation: connection.organisation, application: connection.application, generation, attempts: attempts + 1, last_error: error instanceof Error ? error.message.slice(0, 300) : 'failed' });
    return 'failed';
  }
}

/** The scheduled retry of failed CRM pushes (SCHEDULED_JOBS). */
export async function retryCrmPushes(): Promise<{ pushed: number; failed: number; given_up: number }> {
  let pushed = 0;
  let failed = 0;
  let givenUp = 0;
  for (const retry of await crmRetries()) {
    if (retry.attempts >= CRM_PUSH_ATTEMPTS) {
      logger.error('CRM push given up after every retry', { organisation: retry.organisation, application: retry.application, generation: retry.generation, last_error: retry.last_error });
      await deleteCrmRetry(retry.organisation, retry.application, retry.generation);
      givenUp++;
      continue;
    }
    const outcome = await pushAnalysisToCrm({ organisation: retry.organisation, application: retry.application }, retry.generation, { attempts: retry.attempts });
    if (outcome === 'pushed') pushed++;
    else if (outcome === 'failed') failed++;
    else await deleteCrmRetry(retry.organisation, retry.application, retry.generation);
  }
  return { pushed, failed, given_up: givenUp };
}
