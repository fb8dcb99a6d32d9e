/**
 * Brings operators' confirmed relabels (every relabels/*.jsonl in the uploads bucket the
 * environment names: UPLOADS_BUCKET and credentials, or the local emulator under `npm start`) into
 * layers/labelling-model/corpus/operator-relabels.csv, in the real-world corpus's columns. The
 * file holds applicants' own descriptions, so it is git-ignored: anonymise the lines as the
 * labelling README says before moving them into corpus/real-world.csv (the tuning split), then
 * `npm run labelling:train`. Never into a test split: those are frozen.
 *
 *   npm run labelling:import-relabels
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3 } from '#platform/clients/s3';
import { config } from '#platform/config';
import { CORPUS_DIR } from '../layers/labelling-model/lib/corpus.ts';
import { operatorRelabelCsv, type RelabelCorpusLine } from '../layers/labelling-model/lib/operator-relabels.ts';

const OUT = join(CORPUS_DIR, 'operator-relabels.csv');

async function main(): Promise<void> {
  const lines: RelabelCorpusLine[] = [];
  let token: string | undefined;
  let objects = 0;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: config.uploadsBucket, Prefix: 'relabels/', ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      if (!object.Key?.endsWith('.jsonl')) continue;
      const body = await (await s3.send(new GetObjectCommand({ Bucket: config.uploadsBucket, Key: object.Key }))).Body!.transformToString();
      for (const text of body.split('\n')) if (text.trim()) lines.push(JSON.parse(text) as RelabelCorpusLine);
      objects += 1;
    }
    token = page.NextContinuationToken;
  } while (token);
  writeFileSync(OUT, operatorRelabelCsv(lines));
  console.log(`${lines.length} relabels from ${objects} batch(es) → ${OUT}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
