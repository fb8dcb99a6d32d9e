/**
 * API tokens. Two items per token: the listing item under the organisation (name, scopes,
 * last four characters) and the lookup item keyed by the token's SHA-256 digest, which is all
 * authentication reads. The plain token is never stored.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { DomainError } from '#schemas/errors';
import { conditionFailedAt, getItem, queryPage, tableName, type Page, type PageRequest } from './table.ts';

export interface ApiTokenItem {
  pk: string;
  sk: string;
  type: 'api_token';
  id: string;
  organisation_id: string;
  name: string;
  scopes: string[];
  permissions: string[];
  created_by: string;
  created_at: string;
  last_four: string;
  token_hash: string;
}

export interface ApiTokenHashItem {
  pk: string;
  sk: string;
  token_id: string;
  organisation_id: string;
  created_by: string;
  scopes: string[];
  permissions: string[];
}

export function findTokenByHash(hash: string): Promise<ApiTokenHashItem | undefined> {
  return getItem<ApiTokenHashItem>(keys.apiTokenHash(hash));
}

export async function createApiToken(token: Omit<ApiTokenItem, 'pk' | 'sk' | 'type'>): Promise<void> {
  const hashItem: ApiTokenHashItem = {
    ...keys.apiTokenHash(token.token_hash),
    token_id: token.id,
    organisation_id: token.organisation_id,
    created_by: token.created_by,
    scopes: token.scopes,
    permissions: token.permissions,
  };
  const condition = { ConditionExpression: 'attribute_not_exists(pk)' };
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...keys.apiToken(token.organisation_id, token.id), type: 'api_token', ...token }, ...condition } },
        { Put: { TableName: tableName(), Item: hashItem, ...condition } },
      ],
    }),
  );
}

export function listApiTokens(organisationId: string, page: PageRequest): Promise<Page<ApiTokenItem>> {
  return queryPage<ApiTokenItem>(keys.apiTokensOf(organisationId), page, { newestFirst: true });
}

/** Deletes both items at once; the token stops authenticating immediately. */
export async function revokeApiToken(organisationId: string, tokenId: string): Promise<void> {
  const listing = await getItem<ApiTokenItem>(keys.apiToken(organisationId, tokenId));
  if (!listing) throw new DomainError('resource_not_found');
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName(), Key: keys.apiToken(organisationId, tokenId), ConditionExpression: 'attribute_exists(pk)' } },
          { Delete: { TableName: tableName(), Key: keys.apiTokenHash(listing.token_hash) } },
        ],
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error)) throw new DomainError('resource_not_found');
    throw error;
  }
}
