/**
 * Personal-info connections: at most one per application, holding the applicant's personal
 * information (POPIA personal information: never log an item or its data).
 *
 * The application points at its connection (`personal_info_connection_id`). The first prefill
 * writes the connection and sets that pointer in one transaction, on condition that the
 * application exists and has no pointer yet; of two concurrent first prefills one wins, and
 * the other finds the winner's pointer and replaces the data of that connection instead.
 * The applicant's writes (`whileOpen`) are conditioned on the application not being completed
 * in the same transaction: one sent at the moment the applicant pressed done in another tab
 * cannot land after the completion the lender was told of.
 */
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PersonalInfoData } from '#schemas/personal-info';
import { DomainError } from '#schemas/errors';
import { newObjectId } from '#core/ids';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import type { ApplicationItem } from './applications.ts';
import { conditionFailedAt, getItem, queryPage, tableName, type Page, type PageRequest } from './table.ts';

export interface PersonalInfoConnectionItem {
  pk: string;
  sk: string;
  type: 'personal_info_connection';
  id: string;
  organisation: string;
  application: string;
  data: PersonalInfoData;
  created_at: string;
  updated_at: string;
}

export function getPersonalInfoConnection(organisationId: string, connectionId: string): Promise<PersonalInfoConnectionItem | undefined> {
  return getItem<PersonalInfoConnectionItem>(keys.personalInfoConnection(organisationId, connectionId));
}

/** Newest first (ids are time-ordered). */
export function listPersonalInfoConnections(organisationId: string, page: PageRequest): Promise<Page<PersonalInfoConnectionItem>> {
  return queryPage<PersonalInfoConnectionItem>(keys.personalInfoConnectionsOf(organisationId), page, { newestFirst: true });
}

const NOT_COMPLETED = 'attribute_exists(pk) AND attribute_not_exists(completed_at)';

/** Replaces the data of the application's existing connection. */
async function replaceData(organisationId: string, applicationId: string, connectionId: string, data: PersonalInfoData, now: string, whileOpen: boolean): Promise<PersonalInfoConnectionItem> {
  const update = {
    TableName: tableName(),
    Key: keys.personalInfoConnection(organisationId, connectionId),
    UpdateExpression: 'SET #data = :data, updated_at = :now',
    ConditionExpression: 'attribute_exists(pk) AND application = :application',
    ExpressionAttributeNames: { '#data': 'data' },
    ExpressionAttributeValues: { ':data': data, ':now': now, ':application': applicationId },
  };
  // The pointer naming a connection that is gone or not this application's is never expected,
  // and not something to paper over by writing somewhere else.
  const dangling = (error: unknown) => new Error('The application\'s personal_info_connection_id does not name its connection', { cause: error });
  try {
    if (!whileOpen) return (await dynamo.send(new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' }))).Attributes as PersonalInfoConnectionItem;
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [{ ConditionCheck: { TableName: tableName(), Key: keys.application(organisationId, applicationId), ConditionExpression: NOT_COMPLETED } }, { Update: update }],
      }),
    );
  } catch (error) {
    const failed = conditionFailedAt(error);
    if (whileOpen && failed?.includes(0)) throw new DomainError('application_completed');
    if (failed) throw dangling(error);
    throw error;
  }
  return (await getPersonalInfoConnection(organisationId, connectionId))!;
}

/**
 * Creates the application's connection with `data`, or replaces the data of the one it has.
 * Answers the connection as stored and whether it was created now.
 */
export async function prefillPersonalInfo(
  application: Pick<ApplicationItem, 'organisation' | 'id' | 'personal_info_connection_id'>,
  data: PersonalInfoData,
  now: string,
  { whileOpen = false }: { whileOpen?: boolean } = {},
): Promise<{ connection: PersonalInfoConnectionItem; created: boolean }> {
  const organisationId = application.organisation;
  if (application.personal_info_connection_id) {
    return { connection: await replaceData(organisationId, application.id, application.personal_info_connection_id, data, now, whileOpen), created: false };
  }
  const id = newObjectId(new Date(now));
  const connection: PersonalInfoConnectionItem = {
    ...keys.personalInfoConnection(organisationId, id),
    type: 'personal_info_connection',
    id,
    organisation: organisationId,
    application: application.id,
    data,
    created_at: now,
    updated_at: now,
  };
  const table = tableName();
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table, Item: connection, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Update: {
              TableName: table,
              Key: keys.application(organisationId, application.id),
              UpdateExpression: 'SET personal_info_connection_id = :id',
              ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(personal_info_connection_id)${whileOpen ? ' AND attribute_not_exists(completed_at)' : ''}`,
              ExpressionAttributeValues: { ':id': id },
            },
          },
        ],
      }),
    );
    return { connection, created: true };
  } catch (error) {
    if (!conditionFailedAt(error)?.includes(1)) throw error;
  }
  // Lost the race to a concurrent first prefill (or the application is gone): read the pointer.
  const current = await getItem<ApplicationItem>(keys.application(organisationId, application.id));
  if (!current) throw new DomainError('application_not_found');
  if (whileOpen && current.completed_at) throw new DomainError('application_completed');
  if (!current.personal_info_connection_id) throw new DomainError('concurrent_update');
  return { connection: await replaceData(organisationId, application.id, current.personal_info_connection_id, data, now, whileOpen), created: false };
}
