/**
 * The statement queue: one message asks for one attempt at reading one uploaded statement file.
 * Messages carry ids, and the password the applicant typed (if any): the password lives only
 * here, in the encrypted queue, never in the table or the logs. The worker reads the file's
 * current state, so a duplicate or superseded message does nothing
 * (functions/workers/parse-statement-files.ts).
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { sqs } from '../clients/sqs.ts';
import { config } from '../config.ts';

const ObjectId = z.string().regex(/^[0-9a-f]{24}$/);

export const StatementMessageSchema = z.object({
  organisation: ObjectId,
  application: ObjectId,
  file: ObjectId,
  attempt: z.number().int().positive(),
  password: z.string().max(200).optional(),
  /** Times this attempt was put back to wait for the application's other files (a gap they may fill). */
  deferrals: z.number().int().min(0).optional(),
});
export type StatementMessage = z.infer<typeof StatementMessageSchema>;

export async function enqueueStatementFile(message: StatementMessage, delaySeconds = 0): Promise<void> {
  await sqs.send(new SendMessageCommand({ QueueUrl: config.statementQueueUrl, MessageBody: JSON.stringify(message), ...(delaySeconds > 0 ? { DelaySeconds: delaySeconds } : {}) }));
}
