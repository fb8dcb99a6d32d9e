/** Staff users of an organisation, with a global e-mail claim so that an e-mail logs in to one account. */
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { DomainError } from '#schemas/errors';
import { conditionFailedAt, getItem, queryPage, tableName, type Page, type PageRequest } from './table.ts';

export interface UserItem {
  pk: string;
  sk: string;
  type: 'user';
  id: string;
  organisation_id: string;
  name: string;
  email: string;
  /** Absent until an invited user creates a password. */
  password_hash?: string;
  permissions: string[];
  is_active: boolean;
  created_at: string;
  last_login: string | null;
  /** Session tokens issued at or before this epoch millisecond are refused (set on password change). */
  sessions_valid_after: number;
}

export interface EmailClaimItem {
  user_id: string;
  organisation_id: string;
}

export function getUser(organisationId: string, userId: string): Promise<UserItem | undefined> {
  return getItem<UserItem>(keys.user(organisationId, userId));
}

export async function findUserByEmail(email: string): Promise<UserItem | undefined> {
  const claim = await getItem<EmailClaimItem>(keys.emailClaim(email));
  return claim ? getUser(claim.organisation_id, claim.user_id) : undefined;
}

export function listUsers(organisationId: string, page: PageRequest): Promise<Page<UserItem>> {
  return queryPage<UserItem>(keys.usersOf(organisationId), page);
}

export async function createUser(user: Omit<UserItem, 'pk' | 'sk' | 'type'>): Promise<void> {
  const condition = { ConditionExpression: 'attribute_not_exists(pk)' };
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { ...keys.emailClaim(user.email), user_id: user.id, organisation_id: user.organisation_id }, ...condition } },
          { Put: { TableName: tableName(), Item: { ...keys.user(user.organisation_id, user.id), type: 'user', ...user }, ...condition } },
        ],
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error)) throw new DomainError('user_exists');
    throw error;
  }
}

export async function deactivateUser(organisationId: string, userId: string): Promise<UserItem> {
  try {
    const answer = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(organisationId, userId),
        UpdateExpression: 'SET is_active = :false',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':false': false },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return answer.Attributes as UserItem;
  } catch (error) {
    if (conditionFailedAt(error)) throw new DomainError('resource_not_found');
    throw error;
  }
}

export async function recordLogin(user: UserItem, at: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(user.organisation_id, user.id),
      UpdateExpression: 'SET last_login = :at',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}

/** Sets the password and ends every session issued before now. */
export async function setPassword(user: UserItem, passwordHash: string, nowMs: number): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(user.organisation_id, user.id),
      UpdateExpression: 'SET password_hash = :hash, sessions_valid_after = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':hash': passwordHash, ':now': nowMs },
    }),
  );
}
