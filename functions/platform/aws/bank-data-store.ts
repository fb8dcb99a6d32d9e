/**
 * Bank data documents in S3 (tenant-scoped keys under organisations/<org>/applications/<app>/bank/).
 * Every writer writes under a key of its own, so no two requests or worker runs ever write the
 * same object, and the connection item in DynamoDB says which objects are current:
 *  - raw/<upload id>.<ext>: an accepted upload exactly as received (kept for audit and re-parsing);
 *  - data/<upload id>.json.gz: the connection's accounts and transactions once that upload is
 *    accepted (the previous data plus the upload's);
 *  - labelled/<run id>.json.gz: those transactions labelled by one analysis run.
 * An upload (or run) writes its objects first and then commits with one conditional write of
 * the connection item (repositories/bank-connections.ts). A writer whose commit is refused
 * deletes what it wrote, so nothing of a refused upload stays and nothing reads a half-written
 * or refused document. Objects are never changed once written.
 *
 * Connections written before these keys existed name their documents by number
 * (data-v<N>.json.gz, labelled-g<G>.json.gz); they are still read.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { BankAccount, LabelledTransaction, Transaction } from '#core/bank-data';
import { s3 } from '../clients/s3.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';

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

/** Which data document a connection points at: the upload id, or for older items only the version. */
export interface DataRef {
  data_version: number;
  data_upload_id?: string | null;
}

/** Which labelled document a connection points at: the run id, or for older items the generation. */
export interface LabelledRef {
  analysed_generation: number;
  labelled_run_id?: string | null;
}

export const rawUploadKey = (organisationId: string, applicationId: string, uploadId: string, extension: string) =>
  `${prefix(organisationId, applicationId)}/raw/${uploadId}.${extension}`;

export const bankDataKey = (organisationId: string, applicationId: string, ref: DataRef) =>
  ref.data_upload_id
    ? `${prefix(organisationId, applicationId)}/data/${ref.data_upload_id}.json.gz`
    : `${prefix(organisationId, applicationId)}/data-v${ref.data_version}.json.gz`;

export const labelledKey = (organisationId: string, applicationId: string, ref: LabelledRef) =>
  ref.labelled_run_id
    ? `${prefix(organisationId, applicationId)}/labelled/${ref.labelled_run_id}.json.gz`
    : `${prefix(organisationId, applicationId)}/labelled-g${ref.analysed_generation}.json.gz`;

async function putJson(key: string, value: unknown): Promise<string> {
  await s3.send(
    new PutObjectCommand({
      Bucket: config.uploadsBucket,
      Key: key,
      Body: gzipSync(JSON.stringify(value)),
      ContentType: 'application/json',
      ContentEncoding: 'gzip',
    }),
  );
  return key;
}

async function getJson<T>(key: string): Promise<T> {
  const answer = await s3.send(new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
  const bytes = await answer.Body!.transformToByteArray();
  return JSON.parse(gunzipSync(bytes).toString('utf8')) as T;
}

export async function putRawUpload(organisationId: string, applicationId: string, uploadId: string, extension: string, body: Uint8Array | string, contentType: string): Promise<string> {
  const key = rawUploadKey(organisationId, applicationId, uploadId, extension);
  await s3.send(new PutObjectCommand({ Bucket: config.uploadsBucket, Key: key, Body: body, ContentType: contentType }));
  return key;
}

/** Writes the data document of upload `uploadId`; answers its key. */
export const putBankData = (organisationId: string, applicationId: string, uploadId: string, document: BankDataDocument) =>
  putJson(bankDataKey(organisationId, applicationId, { data_version: document.data_version, data_upload_id: uploadId }), document);

export const getBankData = (organisationId: string, applicationId: string, ref: DataRef) =>
  getJson<BankDataDocument>(bankDataKey(organisationId, applicationId, ref));

/** Writes the labelled document of analysis run `runId`; answers its key. */
export const putLabelled = (organisationId: string, applicationId: string, runId: string, document: LabelledDocument) =>
  putJson(labelledKey(organisationId, applicationId, { analysed_generation: document.generation, labelled_run_id: runId }), document);

export const getLabelled = (organisationId: string, applicationId: string, ref: LabelledRef) =>
  getJson<LabelledDocument>(labelledKey(organisationId, applicationId, ref));

/**
 * Deletes objects a refused or superseded writer left (never a committed one: callers pass only
 * keys they wrote themselves and did not commit). A failed delete is logged, not thrown: the
 * caller's answer (the refusal) stands, and an uncommitted object is never read.
 */
export async function deleteUncommitted(keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      try {
        await s3.send(new DeleteObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
      } catch (error) {
        logger.error('Could not delete an uncommitted bank data object', { key, error: error as Error });
      }
    }),
  );
}
