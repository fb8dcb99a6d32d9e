/** Single-use password links (create after invite, reset after a request), stored by digest with a TTL. */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { conditionFailedAt, tableName } from './table.ts';

/** `login`: a one-time console login link (npm start's demo login); the other two are e-mailed password links. */
export type PasswordTokenPurpose = 'create' | 'reset' | 'login';

export interface PasswordTokenItem {
  user_id: string;
  organisation_id: string;
  purpose: PasswordTokenPurpose;
  expiresAt: number;
}

export async function savePasswordToken(hash: string, item: PasswordTokenItem): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.passwordToken(hash), ...item } }));
}

/**
 * Deletes the link and returns what it was for, in one conditional write, so a link can be used
 * exactly once even when two requests race. Expired links (TTL deletion is lazy) count as absent.
 */
export async function consumePasswordToken(
  hash: string,
  purpose: PasswordTokenPurpose,
  nowSeconds: number,
): Promise<PasswordTokenItem | undefined> {
  try {
    const answer = await dynamo.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.passwordToken(hash),
        ConditionExpression: 'attribute_exists(pk) AND purpose = :purpose AND expiresAt > :now',
        ExpressionAttributeValues: { ':purpose': purpose, ':now': nowSeconds },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return answer.Attributes as PasswordTokenItem | undefined;
  } catch (error) {
    if (conditionFailedAt(error)) return undefined;
    throw error;
  }
}
