/**
 * Application configs. Three rules are kept by DynamoDB transactions rather than by reads:
 * the name is unique per organisation (a name-claim item), at most one config is the default
 * (a pointer on the organisation item, changed under a condition on its previous value, with
 * the old default's flag cleared in the same transaction), and concurrent edits do not
 * overwrite each other (a version number).
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { DomainError } from '#schemas/errors';
import type { ApplicationConfig } from '#core/application-configs';
import { conditionFailedAt, getItem, queryPage, tableName, type Page, type PageRequest } from './table.ts';
import { getOrganisation } from './organisations.ts';

export type { ConnectionConfig, DataPointConfig } from '#core/application-configs';

/** The record is core's (functions/core/application-configs.ts); the item adds keys and a version. */
export interface ApplicationConfigItem extends ApplicationConfig {
  pk: string;
  sk: string;
  type: 'application_config';
  version: number;
  gsi1pk?: string;
  gsi1sk?: string;
}

export type ApplicationConfigFields = Omit<ApplicationConfigItem, 'pk' | 'sk' | 'type' | 'gsi1pk' | 'gsi1sk' | 'version'>;

export function getApplicationConfig(organisationId: string, configId: string): Promise<ApplicationConfigItem | undefined> {
  return getItem<ApplicationConfigItem>(keys.applicationConfig(organisationId, configId));
}

/** Active (not archived) configs, oldest first, through the sparse index. */
export function listApplicationConfigs(organisationId: string, page: PageRequest): Promise<Page<ApplicationConfigItem>> {
  return queryPage<ApplicationConfigItem>(
    { index: 'gsi1', gsi1pk: keys.activeApplicationConfigsIndex(organisationId).gsi1pk, pk: keys.organisation(organisationId).pk, skPrefix: 'APPCONFIG#' },
    page,
  );
}

/** The organisation's default config, if it has one that is not archived. */
export async function getDefaultApplicationConfig(organisationId: string): Promise<ApplicationConfigItem | undefined> {
  const organisation = await getOrganisation(organisationId);
  const id = organisation?.default_application_config_id;
  if (!id) return undefined;
  const config = await getApplicationConfig(organisationId, id);
  return config && !config.archived ? config : undefined;
}

function toItem(fields: ApplicationConfigFields, version: number): ApplicationConfigItem {
  const active = !fields.archived;
  return {
    ...keys.applicationConfig(fields.organisation, fields.id),
    type: 'application_config',
    ...fields,
    version,
    ...(active ? { ...keys.activeApplicationConfigsIndex(fields.organisation), gsi1sk: fields.id } : {}),
  };
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Writes a new config (`previous` undefined) or a change to one, with its name claim and the
 * organisation's default pointer, all or nothing. A concurrent change to the same config or to
 * the default answers 409 concurrent_update; the client retries.
 */
export async function saveApplicationConfig(next: ApplicationConfigFields, previous?: ApplicationConfigItem): Promise<ApplicationConfigItem> {
  const organisationId = next.organisation;
  const table = tableName();
  const organisation = await getOrganisation(organisationId);
  const currentDefault = organisation?.default_application_config_id ?? null;
  const item = toItem(next, (previous?.version ?? 0) + 1);
  const items: TransactItem[] = [];

  items.push(
    previous
      ? { Put: { TableName: table, Item: item, ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': previous.version } } }
      : { Put: { TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
  );

  const oldName = previous && !previous.archived ? previous.name.trim().toLowerCase() : undefined;
  const newName = next.archived ? undefined : next.name.trim().toLowerCase();
  let claimIndex = -1;
  if (newName !== undefined && newName !== oldName) {
    claimIndex = items.length;
    items.push({
      Put: {
        TableName: table,
        Item: { ...keys.configNameClaim(organisationId, next.name), config_id: next.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  if (oldName !== undefined && oldName !== newName) {
    items.push({ Delete: { TableName: table, Key: keys.configNameClaim(organisationId, previous!.name) } });
  }

  const becomesDefault = next.is_default && !next.archived && currentDefault !== next.id;
  const stopsBeingDefault = currentDefault === next.id && (!next.is_default || next.archived);
  const pointerCondition = currentDefault
    ? { ConditionExpression: 'default_application_config_id = :current', ExpressionAttributeValues: { ':current': currentDefault } }
    : { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(default_application_config_id)' };
  if (becomesDefault) {
    items.push({
      Update: {
        TableName: table,
        Key: keys.organisation(organisationId),
        UpdateExpression: 'SET default_application_config_id = :id',
        ...pointerCondition,
        ExpressionAttributeValues: { ...pointerCondition.ExpressionAttributeValues, ':id': next.id },
      },
    });
    if (currentDefault) {
      items.push({
        Update: {
          TableName: table,
          Key: keys.applicationConfig(organisationId, currentDefault),
          UpdateExpression: 'SET is_default = :false',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':false': false },
        },
      });
    }
  } else if (stopsBeingDefault) {
    items.push({
      Update: { TableName: table, Key: keys.organisation(organisationId), UpdateExpression: 'REMOVE default_application_config_id', ...pointerCondition },
    });
  }

  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    const failed = conditionFailedAt(error);
    if (failed?.includes(claimIndex)) throw new DomainError('application_config_name_exists');
    if (failed) throw new DomainError('concurrent_update');
    throw error;
  }
  return item;
}
