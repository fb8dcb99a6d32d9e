/** CRM settings, the webhook id's pointer, deal claims and note pushes (table-design.ts patterns 39–41). */
import { DeleteCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { getItem, putIf, queryAll, tableName } from './table.ts';

export interface CrmSettingsItem {
  organisation: string;
  module: string;
  send_note: boolean;
  send_status: boolean;
  send_beam_email: boolean;
  status_field: string;
  application_config_id: string | null;
  webhook_id: string;
  /** SHA-256 of the webhook secret (the secret is shown once). */
  webhook_secret_digest: string;
  /** The Zoho credentials as JSON, sealed with Khanya's sealing key; null until given. */
  zoho_sealed: string | null;
  zoho_api_domain: string | null;
  updated_at: string;
}

export function getCrmSettings(organisationId: string): Promise<CrmSettingsItem | undefined> {
  return getItem<CrmSettingsItem>(keys.crmSettings(organisationId));
}

/** Writes the settings; the first time also the webhook id's pointer (both or neither). */
export async function putCrmSettings(settings: CrmSettingsItem, first: boolean): Promise<void> {
  const put = { Put: { TableName: tableName(), Item: { ...keys.crmSettings(settings.organisation), ...settings } } };
  if (!first) {
    await dynamo.send(new PutCommand(put.Put));
    return;
  }
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { ...put.Put, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Put: { TableName: tableName(), Item: { ...keys.crmHook(settings.webhook_id), organisation: settings.organisation }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ],
    }),
  );
}

export async function organisationOfCrmHook(webhookId: string): Promise<string | undefined> {
  return (await getItem<{ organisation: string }>(keys.crmHook(webhookId)))?.organisation;
}

export async function getCrmDeal(organisationId: string, dealId: string): Promise<{ application: string; applicant: string } | undefined> {
  return getItem<{ application: string; applicant: string }>(keys.crmDeal(organisationId, dealId));
}

export async function getCrmApplication(organisationId: string, applicationId: string): Promise<{ deal_id: string; module: string } | undefined> {
  return getItem<{ deal_id: string; module: string }>(keys.crmApplication(organisationId, applicationId));
}

/** The two claims an application made for a deal writes with it (createApplications' `claims`). */
export function crmDealClaims(organisationId: string, dealId: string, module: string, applicationId: string, applicantId: string) {
  return [
    { ...keys.crmDeal(organisationId, dealId), application: applicationId, applicant: applicantId },
    { ...keys.crmApplication(organisationId, applicationId), deal_id: dealId, module },
  ];
}

/** Takes the push of one generation's note; false when another run has it (or did it). */
export async function claimCrmPush(organisationId: string, applicationId: string, generation: number, now: string): Promise<boolean> {
  return putIf({ Item: { ...keys.crmPush(organisationId, applicationId, generation), at: now }, ConditionExpression: 'attribute_not_exists(pk)' });
}

export async function releaseCrmPush(organisationId: string, applicationId: string, generation: number): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.crmPush(organisationId, applicationId, generation) }));
}

export interface CrmRetryItem {
  sk: string;
  organisation: string;
  application: string;
  generation: number;
  attempts: number;
  last_error: string;
}

export async function putCrmRetry(item: Omit<CrmRetryItem, 'sk'>): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.crmRetry(item.organisation, item.application, item.generation), ...item } }));
}

export async function deleteCrmRetry(organisationId: string, applicationId: string, generation: number): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.crmRetry(organisationId, applicationId, generation) }));
}

export function crmRetries(): Promise<CrmRetryItem[]> {
  return queryAll<CrmRetryItem>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.crmRetries().pk } });
}
