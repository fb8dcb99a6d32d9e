/**
 * WhatsApp: the organisation's WhatsApp Business registration, invites sent as template messages
 * (re-vetting with contact_method `whatsapp`), and Meta's webhook (the verification handshake,
 * then signed status callbacks recorded once per message and status).
 */
import { DomainError } from '#schemas/errors';
import { inviteTemplate, statusesOf, verifyTokenMatches, verifyWhatsappSignature, whatsappNumber, WhatsappCallbackSchema } from '#core/whatsapp';
import { openToken, sealToken } from '#core/secrets';
import { sealingKey, whatsappCredentials } from '../aws/provider-secrets.ts';
import { logger } from '../logger.ts';
import { sendTemplateMessage, WhatsappUnavailable } from '../connectors/whatsapp.ts';
import type { ApplicationItem } from '../repositories/applications.ts';
import { getOrganisation } from '../repositories/organisations.ts';
import { nowIso } from '../repositories/table.ts';
import {
  getWhatsappMessage,
  getWhatsappRegistration,
  putWhatsappMessage,
  putWhatsappRegistration,
  recordWhatsappStatus,
  type WhatsappRegistrationItem,
} from '../repositories/whatsapp.ts';
import { connectUrlFor } from './applications-service.ts';

function present(registration: WhatsappRegistrationItem | undefined) {
  return {
    registered: Boolean(registration),
    waba_id: registration?.waba_id ?? null,
    phone_number: registration?.phone_number ?? null,
    phone_number_id: registration?.phone_number_id ?? null,
    display_name: registration?.display_name ?? null,
    updated_at: registration?.updated_at ?? null,
  };
}

export async function whatsappRegistration(organisationId: string) {
  return present(await getWhatsappRegistration(organisationId));
}

export async function registerWhatsapp(organisationId: string, input: { waba_id: string; phone_number: string; phone_number_id: string; display_name?: string | undefined; access_token: string }) {
  const registration: WhatsappRegistrationItem = {
    organisation: organisationId,
    waba_id: input.waba_id,
    phone_number: input.phone_number,
    phone_number_id: input.phone_number_id,
    display_name: input.display_name ?? null,
    access_token_sealed: sealToken(input.access_token, await sealingKey()),
    updated_at: nowIso(),
  };
  await putWhatsappRegistration(registration);
  return present(registration);
}

/** The registration re-vetting by WhatsApp needs (checked before anything is created). */
export async function requireWhatsappRegistration(organisationId: string): Promise<WhatsappRegistrationItem> {
  const registration = await getWhatsappRegistration(organisationId);
  if (!registration) throw new DomainError('whatsapp_not_registered');
  return registration;
}

/** Sends the connect link as the invite template; answers whether WhatsApp accepted it (a refusal is logged, the application stays). */
export async function sendWhatsappInvite(registration: WhatsappRegistrationItem, application: Pick<ApplicationItem, 'id' | 'organisation' | 'proxy_id'>, to: { name: string; phone: string }): Promise<boolean> {
  const number = whatsappNumber(to.phone);
  if (!number) {
    logger.warn('WhatsApp invite not sent: not a mobile number', { application: application.id });
    return false;
  }
  try {
    const organisation = await getOrganisation(application.organisation);
    const messageId = await sendTemplateMessage({
      phoneNumberId: registration.phone_number_id,
      accessToken: openToken(registration.access_token_sealed, await sealingKey()),
      to: number,
      template: inviteTemplate({ name: to.name, lender: registration.display_name ?? organisation?.company_name ?? 'your lender', link: connectUrlFor(application.proxy_id) }),
    });
    const now = nowIso();
    await putWhatsappMessage({ message_id: messageId, organisation: application.organisation, application: application.id, sent_at: now, statuses: { accepted: now } });
    return true;
  } catch (error) {
    if (!(error instanceof WhatsappUnavailable)) throw error;
    return false;
  }
}

/** GET callback: Meta's handshake. Answers the challenge, or throws (403) when the token is not ours. */
export async function verifyWhatsappWebhook(query: { 'hub.mode'?: string | undefined; 'hub.verify_token'?: string | undefined; 'hub.challenge'?: string | undefined }): Promise<string> {
  const { verifyToken } = await whatsappCredentials();
  if (query['hub.mode'] !== 'subscribe' || !verifyTokenMatches(query['hub.verify_token'], verifyToken) || !query['hub.challenge']) {
    logger.warn('WhatsApp webhook verification refused');
    throw new DomainError('invalid_token_permissions');
  }
  return query['hub.challenge'];
}

/** POST callback: signed by Meta (else 401, nothing recorded); each message status recorded once. */
export async function receiveWhatsappCallback(rawBody: Buffer, signature: string | undefined): Promise<{ recorded: number }> {
  const { appSecret } = await whatsappCredentials();
  if (!verifyWhatsappSignature(rawBody, signature, appSecret)) {
    logger.warn('WhatsApp callback refused: the signature does not verify');
    throw new DomainError('invalid_webhook_signature');
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    logger.warn('WhatsApp callback with a signed body that is not JSON: ignored');
    return { recorded: 0 };
  }
  const parsed = WhatsappCallbackSchema.safeParse(json);
  if (!parsed.success) {
    logger.warn('WhatsApp callback of a shape we do not read: ignored');
    return { recorded: 0 };
  }
  let recorded = 0;
  for (const status of statusesOf(parsed.data)) {
    if (!(await getWhatsappMessage(status.id))) continue; // not a message of ours
    const at = new Date(Number(status.timestamp) * 1000);
    if (await recordWhatsappStatus(status.id, status.status, Number.isNaN(at.getTime()) ? nowIso() : at.toISOString())) recorded++;
  }
  return { recorded };
}
