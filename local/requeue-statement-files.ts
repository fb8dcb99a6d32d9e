/**
 * After a restart of `npm start`: queue again every statement file that was still being read
 * when the last run stopped (fauxqs keeps messages in memory; AWS SQS keeps them, so this is
 * local only). The message names the file's current attempt, so the worker does nothing for a
 * file finished meanwhile. A password the applicant typed travelled only in the lost message:
 * a locked file asked again ends `password_required`, and the applicant sends it again.
 *
 * A Scan is fine here, as in requeue-analyses.ts: once at start-up, on the developer's table.
 */
import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { enqueueStatementFile, type StatementMessage } from '#platform/aws/statement-queue';
import { dynamo } from '#platform/clients/dynamodb';
import type { StatementFileItem } from '#platform/repositories/statement-files';
import { tableName } from '#platform/repositories/table';

/** Re-queues every file still `processing`; `organisation` narrows it (tests). */
export async function requeueInterruptedStatementFiles(options: { organisation?: string } = {}): Promise<StatementMessage[]> {
  const requeued: StatementMessage[] = [];
  let startKey: ScanCommandOutput['LastEvaluatedKey'];
  do {
    const page = await dynamo.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: '#type = :type AND #status = :processing' + (options.organisation ? ' AND organisation = :organisation' : ''),
        ExpressionAttributeNames: { '#type': 'type', '#status': 'status' },
        ExpressionAttributeValues: {
          ':type': 'statement_file',
          ':processing': 'processing',
          ...(options.organisation ? { ':organisation': options.organisation } : {}),
        },
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    for (const item of (page.Items ?? []) as StatementFileItem[]) {
      const message = { organisation: item.organisation, application: item.application, file: item.id, attempt: item.attempt };
      await enqueueStatementFile(message);
      requeued.push(message);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return requeued;
}
