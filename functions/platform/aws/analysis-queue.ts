/**
 * The analysis queue: one message asks for one analysis generation of one application's bank
 * data. Messages carry ids only; the worker reads the current state, so a duplicate, late or
 * superseded message does nothing (see functions/workers/analyse-bank-data.ts).
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { sqs } from '../clients/sqs.ts';
import { config } from '../config.ts';

export const AnalysisMessageSchema = z.object({
  organisation: z.string().regex(/^[0-9a-f]{24}$/),
  application: z.string().regex(/^[0-9a-f]{24}$/),
  generation: z.number().int().positive(),
});
export type AnalysisMessage = z.infer<typeof AnalysisMessageSchema>;

export async function enqueueAnalysis(message: AnalysisMessage): Promise<void> {
  await sqs.send(new SendMessageCommand({ QueueUrl: config.analysisQueueUrl, MessageBody: JSON.stringify(message) }));
}
