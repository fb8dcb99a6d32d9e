/** The relabelling pages' items (access patterns 44 and 45): account references, operators' drafts, the audit. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Draft } from '#core/relabels';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { deleteIf, getItem, nowSeconds, putIf, tableName } from './table.ts';

export interface AccountReferenceItem {
  organisation: string;
  application: string;
}

/** Idempotent: the same account always names the same application. */
export async function putAccountReferences(organisationId: string, applicationId: string, accountIds: readonly string[]): Promise<void> {
  await Promise.all(
    accountIds.map((accountId) =>
      dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.accountReference(accountId), organisation: organisationId, application: applicationId } })),
    ),
  );
}

export function getAccountReference(accountId: string): Promise<AccountReferenceItem | undefined> {
  return getItem<AccountReferenceItem>(keys.accountReference(accountId));
}

const DRAFT_SECONDS = 24 * 3600;

/** Replaces the operator's draft (the newest good upload is the one pending). */
export async function saveDraft(userId: string, draft: Draft): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.relabelDraft(userId), ...draft, expiresAt: nowSeconds() + DRAFT_SECONDS } }));
}

export async function getDraft(userId: string): Promise<Draft | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.relabelDraft(userId), ConsistentRead: true }));
  const item = answer.Item as (Draft & { expiresAt: number }) | undefined;
  if (!item || item.expiresAt <= nowSeconds()) return undefined;
  return { id: item.id, source: item.source, created_at: item.created_at, changes: item.changes };
}

/** Deletes the draft only while it is still draft `draftId` (a newer upload stays). Answers whether it did. */
export async function deleteDraft(userId: string, draftId: string): Promise<boolean> {
  return deleteIf({ Key: keys.relabelDraft(userId), ConditionExpression: 'id = :id', ExpressionAttributeValues: { ':id': draftId } });
}

export interface RelabelAuditItem {
  draft_id: string;
  source: Draft['source'];
  operator_organisation: string;
  operator_user: string;
  confirmed_at: string;
  applied: number;
  skipped: number;
  organisations: string[];
  applications: string[];
  corpus_key: string;
}

/** Writes the batch's audit once; answers false when it was already written (the batch was applied before). */
export async function putRelabelAudit(draftCreatedAt: string, audit: RelabelAuditItem): Promise<boolean> {
  return putIf({ Item: { ...keys.relabelAudit(draftCreatedAt, audit.draft_id), ...audit }, ConditionExpression: 'attribute_not_exists(pk)' });
}
