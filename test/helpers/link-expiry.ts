/**
 * A link's expiry in the past, written to the table: no route moves it and its 7 days cannot be
 * waited out in a test. Kept apart from lending.ts, which works through the API only (the connect
 * UI's browser tests and bench/connect.ts import it outside jest).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#platform/clients/dynamodb';
import { keys } from '#platform/repositories/table-design';
import type { TestOrganisation } from './factories.ts';

export async function expireLink(org: TestOrganisation, applicationId: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: keys.application(org.id, applicationId),
      UpdateExpression: 'SET expiry = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    }),
  );
}
