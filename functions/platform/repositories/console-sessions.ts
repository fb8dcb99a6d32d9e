/** Console sessions (access pattern 43): the cookie's secret is stored only as its SHA-256 digest, with a TTL. */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { tableName } from './table.ts';

export interface ConsoleSessionItem {
  user_id: string;
  organisation_id: string;
  scopes: string[];
  /** Epoch milliseconds: a password changed after this ends the session. */
  started_at_ms: number;
  /** Epoch seconds (the table's TTL attribute). */
  expiresAt: number;
}

export async function saveConsoleSession(hash: string, item: ConsoleSessionItem): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.consoleSession(hash), ...item }, ConditionExpression: 'attribute_not_exists(pk)' }));
}

/** The session, or undefined when unknown or past its expiry (TTL deletion is lazy). */
export async function getConsoleSession(hash: string, nowSeconds: number): Promise<ConsoleSessionItem | undefined> {
  const answer = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.consoleSession(hash), ConsistentRead: true }));
  const item = answer.Item as ConsoleSessionItem | undefined;
  return item && item.expiresAt > nowSeconds ? item : undefined;
}

export async function deleteConsoleSession(hash: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.consoleSession(hash) }));
}
