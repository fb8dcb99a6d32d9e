/**
 * The applicant's bank selection and automatic bank links (table-design.ts patterns 26 and 27).
 * A link item keeps the bank's grant: it is read only by the linking service and never answered.
 */
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Selection } from '#core/bank-linking/banks';
import type { BankChallenge, BankGrant } from '#core/bank-linking/connector';
import type { LinkStatus, StepError } from '#core/bank-linking/step';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { conditionFailedAt, getItem, nowIso, nowSeconds, tableName } from './table.ts';

export interface BankSelectionItem {
  pk: string;
  sk: string;
  type: 'bank_selection';
  organisation: string;
  application: string;
  selection: Selection[];
  /** The last linking failure, shown on the step until the next attempt. */
  error: StepError | null;
  updated_at: string;
}

export interface LinkedAccountRecord {
  external_id: string;
  account_id: string;
  account_number: string;
  account_name: string;
  account_type: string | null;
  balance: number;
  currency: string;
  /** The newest transaction date held (YYYY-MM-DD): a rethread asks for what is on or after it. */
  newest_date: string | null;
}

export interface BankLinkItem {
  pk: string;
  sk: string;
  type: 'bank_link';
  organisation: string;
  application: string;
  bank_id: string;
  status: LinkStatus;
  grant: BankGrant;
  challenge: BankChallenge | null;
  accounts: LinkedAccountRecord[];
  linked_at: string | null;
  updated_at: string;
}

export function getBankSelection(organisationId: string, applicationId: string): Promise<BankSelectionItem | undefined> {
  return getItem<BankSelectionItem>(keys.bankSelection(organisationId, applicationId));
}

/** Replaces the selection whole (and clears the last error): of two at once, the last one wins. */
export async function putBankSelection(organisationId: string, applicationId: string, selection: Selection[]): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.bankSelection(organisationId, applicationId),
      UpdateExpression: 'SET #type = :type, organisation = :org, application = :app, selection = :selection, #error = :null, updated_at = :now',
      ExpressionAttributeNames: { '#type': 'type', '#error': 'error' },
      ExpressionAttributeValues: { ':type': 'bank_selection', ':org': organisationId, ':app': applicationId, ':selection': selection, ':null': null, ':now': nowIso() },
    }),
  );
}

export async function setStepError(organisationId: string, applicationId: string, error: StepError | null): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.bankSelection(organisationId, applicationId),
      UpdateExpression: 'SET #error = :error, updated_at = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#error': 'error' },
      ExpressionAttributeValues: { ':error': error, ':now': nowIso() },
    }),
  ).catch((failure: unknown) => {
    if (!conditionFailedAt(failure)) throw failure;
  });
}

export async function listBankLinks(organisationId: string, applicationId: string): Promise<BankLinkItem[]> {
  const range = keys.bankLinksOf(organisationId, applicationId);
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.skPrefix },
      ConsistentRead: true,
    }),
  );
  return (answer.Items ?? []) as BankLinkItem[];
}

export function getBankLink(organisationId: string, applicationId: string, bankId: string): Promise<BankLinkItem | undefined> {
  return getItem<BankLinkItem>(keys.bankLink(organisationId, applicationId, bankId));
}

/** Writes the link item whole (a new grant replaces an older one of the same bank). */
export async function putBankLink(item: Omit<BankLinkItem, 'pk' | 'sk' | 'type' | 'updated_at'>): Promise<BankLinkItem> {
  const stored: BankLinkItem = { ...keys.bankLink(item.organisation, item.application, item.bank_id), type: 'bank_link', ...item, updated_at: nowIso() };
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: stored }));
  return stored;
}

/** Moves a link from `from` to `to` (with the other fields given); false when it was not in `from`. */
export async function moveBankLink(link: BankLinkItem, from: LinkStatus, changes: Partial<Pick<BankLinkItem, 'status' | 'challenge' | 'accounts' | 'linked_at' | 'grant'>>): Promise<boolean> {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':from': from, ':now': nowIso() };
  const sets = ['updated_at = :now'];
  for (const [key, value] of Object.entries(changes)) {
    names[`#${key}`] = key;
    values[`:${key}`] = value;
    sets.push(`#${key} = :${key}`);
  }
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.bankLink(link.organisation, link.application, link.bank_id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: '#status = :from',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailedAt(error)) return false;
    throw error;
  }
}

export async function deleteBankLink(link: Pick<BankLinkItem, 'organisation' | 'application' | 'bank_id'>): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.bankLink(link.organisation, link.application, link.bank_id) }));
}

const CODE_CLAIM_SECONDS = 24 * 60 * 60;

/** Claims an OAuth code for one exchange; false when it was claimed before (also at the same moment). */
export async function claimOAuthCode(organisationId: string, applicationId: string, codeHash: string): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.oauthCodeClaim(organisationId, applicationId, codeHash), type: 'oauth_code_claim', created_at: nowIso(), expiresAt: nowSeconds() + CODE_CLAIM_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailedAt(error)) return false;
    throw error;
  }
}
