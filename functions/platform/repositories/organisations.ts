/** Organisations and their registration (organisation + owner user + first API token, atomically). */
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { DomainError } from '#schemas/errors';
import { conditionFailedAt, getItem, nowIso, queryAll, tableName } from './table.ts';
import type { UserItem } from './users.ts';
import type { ApiTokenHashItem, ApiTokenItem } from './api-tokens.ts';

export interface OrganisationItem {
  pk: string;
  sk: string;
  type: 'organisation';
  id: string;
  name_slug: string;
  company_name: string;
  legal_name: string | null;
  vat_number: string | null;
  is_active: boolean;
  created_at: string;
  /** Products Khanya operators switched on for the organisation (schemas/data-points.ts). */
  entitlements?: string[];
  default_application_config_id?: string;
  /**
   * Khanya's own staff (finance, operations): only an operator organisation's users may open the
   * operator pages that act for Khanya (Xero). Set with `npm run operator -- grant <slug>`, never by the API.
   */
  operator?: boolean;
}

export function getOrganisation(organisationId: string): Promise<OrganisationItem | undefined> {
  return getItem<OrganisationItem>(keys.organisation(organisationId));
}

export interface Registration {
  organisation: Omit<OrganisationItem, 'pk' | 'sk' | 'type'>;
  owner: Omit<UserItem, 'pk' | 'sk' | 'type'>;
  token: { listing: Omit<ApiTokenItem, 'pk' | 'sk' | 'type'>; hash: string };
}

/** Writes everything or nothing; a taken slug or e-mail answers 409 and leaves no trace. */
export async function registerOrganisation({ organisation, owner, token }: Registration): Promise<void> {
  const condition = { ConditionExpression: 'attribute_not_exists(pk)' };
  const hashItem: ApiTokenHashItem = {
    ...keys.apiTokenHash(token.hash),
    token_id: token.listing.id,
    organisation_id: organisation.id,
    created_by: owner.id,
    scopes: token.listing.scopes,
    permissions: token.listing.permissions,
  };
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { ...keys.slugClaim(organisation.name_slug), organisation_id: organisation.id, created_at: nowIso() }, ...condition } },
          { Put: { TableName: tableName(), Item: { ...keys.emailClaim(owner.email), user_id: owner.id, organisation_id: organisation.id }, ...condition } },
          { Put: { TableName: tableName(), Item: { ...keys.organisation(organisation.id), type: 'organisation', ...organisation, ...keys.allOrganisationsIndex(), gsi1sk: organisation.id }, ...condition } },
          { Put: { TableName: tableName(), Item: { ...keys.user(organisation.id, owner.id), type: 'user', ...owner }, ...condition } },
          { Put: { TableName: tableName(), Item: { ...keys.apiToken(organisation.id, token.listing.id), type: 'api_token', ...token.listing }, ...condition } },
          { Put: { TableName: tableName(), Item: hashItem, ...condition } },
        ],
      }),
    );
  } catch (error) {
    const failed = conditionFailedAt(error);
    if (failed?.includes(0)) throw new DomainError('organisation_exists');
    if (failed?.includes(1)) throw new DomainError('user_exists');
    throw error;
  }
}

/** Marks an organisation as Khanya's own staff, or not (scripts/operator.ts; never the API). */
export async function setOperator(organisationId: string, operator: boolean): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.organisation(organisationId),
      UpdateExpression: 'SET #operator = :operator',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#operator': 'operator' },
      ExpressionAttributeValues: { ':operator': operator },
    }),
  );
}

/** The organisation that holds a slug (registration claims it). */
export async function organisationIdBySlug(slug: string): Promise<string | undefined> {
  return (await getItem<{ organisation_id: string }>(keys.slugClaim(slug)))?.organisation_id;
}

/** Every organisation, for the jobs that visit each (the bill run, expiry): gsi1 `ORGS`, never a Scan. */
export function allOrganisations(): Promise<OrganisationItem[]> {
  return queryAll<OrganisationItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :all',
    ExpressionAttributeValues: { ':all': keys.allOrganisationsIndex().gsi1pk },
  });
}

/** Replaces the organisation's entitlements and appends who changed them to its audit list. */
export async function setEntitlements(organisationId: string, entitlements: string[], audit: { by_organisation: string; by_user: string; at: string; entitlements: string[] }): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.organisation(organisationId),
      UpdateExpression: 'SET entitlements = :entitlements, entitlement_changes = list_append(if_not_exists(entitlement_changes, :empty), :audit)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':entitlements': entitlements, ':empty': [], ':audit': [audit] },
    }),
  );
}
