/**
 * One claim item per e-mail and application (table-design.ts, pattern 21): a redelivered or
 * retried e-mail finds the attachments already handed on in `accepted` and skips them, and only
 * one delivery sends the reply. Claims expire after CLAIM_TTL_DAYS.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { tableName, updateIf } from './table.ts';

export const CLAIM_TTL_DAYS = 90;

export interface InboundMailClaim {
  organisation: string;
  application: string;
  claim: string;
  object_key: string;
  message_id: string | null;
  /** Indexes (in the e-mail) of the attachments already handed on. */
  accepted: number[];
  replied_at: string | null;
  completed_at: string | null;
  deliveries: number;
}

type Stored = Omit<InboundMailClaim, 'accepted'> & { accepted?: Set<number> };

/** Creates the claim or counts one more delivery of it; answers its current state. */
export async function claimInboundMail(
  organisation: string,
  application: string,
  claim: string,
  details: { objectKey: string; messageId: string | undefined },
  now = new Date(),
): Promise<InboundMailClaim> {
  const answer = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.inboundMailClaim(organisation, application, claim),
      UpdateExpression:
        'SET #type = :type, organisation = :org, application = :app, claim = :claim, object_key = if_not_exists(object_key, :key), ' +
        'message_id = if_not_exists(message_id, :mid), created_at = if_not_exists(created_at, :now), expiresAt = if_not_exists(expiresAt, :ttl) ADD deliveries :one',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':type': 'inbound_mail_claim',
        ':org': organisation,
        ':app': application,
        ':claim': claim,
        ':key': details.objectKey,
        ':mid': details.messageId ?? null,
        ':now': now.toISOString(),
        ':ttl': Math.floor(now.getTime() / 1000) + CLAIM_TTL_DAYS * 24 * 3600,
        ':one': 1,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const item = answer.Attributes as Stored;
  return {
    organisation,
    application,
    claim,
    object_key: item.object_key,
    message_id: item.message_id ?? null,
    accepted: [...(item.accepted ?? [])].sort((a, b) => a - b),
    replied_at: item.replied_at ?? null,
    completed_at: item.completed_at ?? null,
    deliveries: Number(item.deliveries ?? 1),
  };
}

/** Records that the attachment at `index` was handed on. */
export async function recordAcceptedAttachment(claim: InboundMailClaim, index: number): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.inboundMailClaim(claim.organisation, claim.application, claim.claim),
      UpdateExpression: 'ADD accepted :index',
      ExpressionAttributeValues: { ':index': new Set([index]) },
    }),
  );
}

/** Takes the right to send the reply: true for exactly one caller per claim. */
export async function takeReply(claim: InboundMailClaim, now = new Date()): Promise<boolean> {
  return updateIf({
    Key: keys.inboundMailClaim(claim.organisation, claim.application, claim.claim),
    UpdateExpression: 'SET replied_at = :now',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(replied_at)',
    ExpressionAttributeValues: { ':now': now.toISOString() },
  });
}

export async function completeInboundMail(claim: InboundMailClaim, now = new Date()): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.inboundMailClaim(claim.organisation, claim.application, claim.claim),
      UpdateExpression: 'SET completed_at = if_not_exists(completed_at, :now)',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    }),
  );
}
