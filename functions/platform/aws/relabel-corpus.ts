/**
 * Operators' confirmed relabels, kept for the labelling corpus: one JSON Lines object per batch
 * under relabels/<draft id>.jsonl in the uploads bucket. The key is the batch's, so confirming
 * the same batch twice writes the same object twice, not two objects. `npm run
 * labelling:import-relabels` reads them into a corpus file (see functions/core/labelling).
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../clients/s3.ts';
import { config } from '../config.ts';

export const relabelCorpusKey = (draftId: string) => `relabels/${draftId}.jsonl`;

export async function putRelabelCorpus(draftId: string, lines: readonly object[]): Promise<string> {
  const key = relabelCorpusKey(draftId);
  const body = lines.map((line) => JSON.stringify(line)).join('\n') + '\n';
  await s3.send(new PutObjectCommand({ Bucket: config.uploadsBucket, Key: key, Body: body, ContentType: 'application/x-ndjson' }));
  return key;
}
