/**
 * After a restart of `npm start`: ask again for every analysis that was waiting when the last
 * run stopped. fauxqs keeps queue messages in memory, so a stop loses the ones in flight and
 * their bank connections would stay `analysing` for ever (AWS SQS keeps them; this is local
 * only). The worker does nothing for a generation it has already analysed or that has been
 * superseded, so asking again is always safe.
 *
 * A Scan is fine here: it runs once at start-up on the developer's own small table, never on a
 * request path (functions/platform/repositories/table-design.ts).
 */
import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { enqueueAnalysis } from '#platform/aws/analysis-queue';
import { dynamo } from '#platform/clients/dynamodb';
import type { BankConnectionItem } from '#platform/repositories/bank-connections';
import { tableName } from '#platform/repositories/table';

export interface RequeuedAnalysis {
  organisation: string;
  application: string;
  generation: number;
}

/** Re-queues the requested generation of every connection still `analysing`; `organisation` narrows it (tests). */
export async function requeueInterruptedAnalyses(options: { organisation?: string } = {}): Promise<RequeuedAnalysis[]> {
  const requeued: RequeuedAnalysis[] = [];
  let startKey: ScanCommandOutput['LastEvaluatedKey'];
  do {
    const page = await dynamo.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: '#type = :type AND #status = :analysing' + (options.organisation ? ' AND organisation = :organisation' : ''),
        ExpressionAttributeNames: { '#type': 'type', '#status': 'status' },
        ExpressionAttributeValues: {
          ':type': 'bank_connection',
          ':analysing': 'analysing',
          ...(options.organisation ? { ':organisation': options.organisation } : {}),
        },
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    for (const item of (page.Items ?? []) as BankConnectionItem[]) {
      if (item.requested_generation <= item.analysed_generation) continue;
      const message = { organisation: item.organisation, application: item.application, generation: item.requested_generation };
      await enqueueAnalysis(message);
      requeued.push(message);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return requeued;
}
