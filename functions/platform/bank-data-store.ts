/**
 * Bank data documents in S3 (tenant-scoped keys under organisations/<org>/applications/<app>/):
 *  - raw/<upload id>.<ext>: every upload exactly as received (kept for audit and re-parsing);
 *  - data-v<N>.json.gz: the connection's accounts and transactions after the N-th accepted upload;
 *  - labelled-g<G>.json.gz: those transactions labelled by analysis generation G.
 * Objects are written whole and never changed, so a reader sees a complete version or none,
 * and a retried worker rewrites byte-identical content.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { BankAccount, LabelledTransaction, Transaction } from '#core/bank-data';
import { s3 } from './clients/s3.ts';
import { config } from './config.ts';

const prefix = (organisationId: string, applicationId: string) => `organisations/${organisationId}/applications/${applicationId}/bank`;

export interface BankDataDocument {
  data_version: number;
  accounts: BankAccount[];
  transactions: Transaction[];
}

export interface LabelledDocument {
  generation: number;
  data_version: number;
  transactions: LabelledTransaction[];
}

async function putJson(key: string, value: unknown): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: config.uploadsBucket,
      Key: key,
      Body: gzipSync(JSON.stringify(value)),
      ContentType: 'application/json',
      ContentEncoding: 'gzip',
    }),
  );
}

async function getJson<T>(key: string): Promise<T> {
  const answer = await s3.send(new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
  const bytes = await answer.Body!.transformToByteArray();
  return JSON.parse(gunzipSync(bytes).toString('utf8')) as T;
}

export function putRawUpload(organisationId: string, applicationId: string, uploadId: string, extension: string, body: Uint8Array | string, contentType: string) {
  return s3.send(
    new PutObjectCommand({
      Bucket: config.uploadsBucket,
      Key: `${prefix(organisationId, applicationId)}/raw/${uploadId}.${extension}`,
      Body: body,
      ContentType: contentType,
    }),
  );
}

export const putBankData = (organisationId: string, applicationId: string, document: BankDataDocument) =>
  putJson(`${prefix(organisationId, applicationId)}/data-v${document.data_version}.json.gz`, document);

export const getBankData = (organisationId: string, applicationId: string, dataVersion: number) =>
  getJson<BankDataDocument>(`${prefix(organisationId, applicationId)}/data-v${dataVersion}.json.gz`);

export const putLabelled = (organisationId: string, applicationId: string, document: LabelledDocument) =>
  putJson(`${prefix(organisationId, applicationId)}/labelled-g${document.generation}.json.gz`, document);

export const getLabelled = (organisationId: string, applicationId: string, generation: number) =>
  getJson<LabelledDocument>(`${prefix(organisationId, applicationId)}/labelled-g${generation}.json.gz`);
