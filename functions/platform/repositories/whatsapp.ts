/** WhatsApp registrations and the invite messages sent (table-design.ts pattern 42). */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { conditionFailedAt, getItem, tableName } from './table.ts';

export interface WhatsappRegistrationItem {
  organisation: string;
  waba_id: string;
  phone_number: string;
  phone_number_id: string;
  display_name: string | null;
  /** The system-user token, sealed with Khanya's sealing key. */
  access_token_sealed: string;
  updated_at: string;
}

export function getWhatsappRegistration(organisationId: string): Promise<WhatsappRegistrationItem | undefined> {
  return getItem<WhatsappRegistrationItem>(keys.whatsappRegistration(organisationId));
}

export async function putWhatsappRegistration(registration: WhatsappRegistrationItem): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.whatsappRegistration(registration.organisation), ...registration } }));
}

export interface WhatsappMessageItem {
  message_id: string;
  organisation: string;
  application: string;
  sent_at: string;
  statuses: Record<string, string>;
}

export async function putWhatsappMessage(message: WhatsappMessageItem): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.whatsappMessage(message.message_id), ...message } }));
}

export function getWhatsappMessage(messageId: string): Promise<WhatsappMessageItem | undefined> {
  return getItem<WhatsappMessageItem>(keys.whatsappMessage(messageId));
}

/** Records a status once (its first timestamp wins); answers whether this call recorded it. */
export async function recordWhatsappStatus(messageId: string, status: string, at: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.whatsappMessage(messageId),
        UpdateExpression: 'SET statuses.#status = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(statuses.#status)',
        ExpressionAttributeNames: { '#status': status },
        ExpressionAttributeValues: { ':at': at },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailedAt(error)) return false;
    throw error;
  }
}
