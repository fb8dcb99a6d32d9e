/** Test-only: every item of the table a Scan reads, all pages (one page stops at 1 MB, which the other tests' items fill). */
import { ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '#platform/clients/dynamodb';

export async function scanAll(input: Omit<ScanCommandInput, 'TableName' | 'ExclusiveStartKey'> = {}): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: process.env.TABLE_NAME, ...input, ...(start ? { ExclusiveStartKey: start } : {}) }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
