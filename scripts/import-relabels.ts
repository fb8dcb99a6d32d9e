/**
 * Brings operators' confirmed relabels (every relabels/*.jsonl in the uploads bucket) into
 * layers/labelling-model/corpus/operator-relabels.csv, in the real-world corpus's columns. Where
 * from: the bucket the environment names (UPLOADS_BUCKET and AWS credentials, or an S3 endpoint in
 * AWS_ENDPOINT_URL_S3); with neither, the local data dir `npm start` keeps (.data/s3, s3rver's
 * files: no server needs to run). The file holds applicants' own descriptions, so it is
 * git-ignored: anonymise the lines as the labelling README says before moving them into
 * corpus/real-world.csv (the tuning split), then `npm run labelling:train`. Never into a test
 * split: those are frozen.
 *
 *   npm run labelling:import-relabels
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3 } from '#platform/clients/s3';
import { config } from '#platform/config';
import { defaultDataDir } from '#local/paths';
import { LOCAL_NAMES } from '#local/resources';
import { CORPUS_DIR } from '../layers/labelling-model/lib/corpus.ts';
import { operatorRelabelCsv, type RelabelCorpusLine } from '../layers/labelling-model/lib/operator-relabels.ts';

const OUT = join(CORPUS_DIR, 'operator-relabels.csv');

/** Every batch's text: from S3, or from the local emulator's files. */
async function batches(): Promise<{ from: string; texts: string[] }> {
  const local = join(defaultDataDir(), 's3', LOCAL_NAMES.uploadsBucket, 'relabels');
  if (!process.env.UPLOADS_BUCKET && !process.env.AWS_ENDPOINT_URL_S3) {
    // s3rver keeps each object's body as <key>._S3rver_object.
    const files = existsSync(local) ? readdirSync(local).filter((name) => name.endsWith('.jsonl._S3rver_object')) : [];
    return { from: local, texts: files.map((name) => readFileSync(join(local, name), 'utf8')) };
  }
  const texts: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: config.uploadsBucket, Prefix: 'relabels/', ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      if (!object.Key?.endsWith('.jsonl')) continue;
      texts.push(await (await s3.send(new GetObjectCommand({ Bucket: config.uploadsBucket, Key: object.Key }))).Body!.transformToString());
    }
    token = page.NextContinuationToken;
  } while (token);
  return { from: `s3://${config.uploadsBucket}/relabels/`, texts };
}

async function main(): Promise<void> {
  const { from, texts } = await batches();
  const lines = texts.flatMap((text) => text.split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line) as RelabelCorpusLine));
  writeFileSync(OUT, operatorRelabelCsv(lines));
  console.log(`${lines.length} relabels from ${texts.length} batch(es) in ${from} → ${OUT}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
