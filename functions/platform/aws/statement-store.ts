/**
 * Statement files in S3, each under its own key
 * (organisations/<org>/applications/<app>/statements/<file id>.<ext>), written once and kept for
 * audit whatever the file's fate. Presigned PUT URLs let large files bypass the API's request
 * cap (they write under `incoming/`, copied at completion); signed GET URLs (`file_url`) are short-lived.
 */
import { CopyObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../clients/s3.ts';
import { config } from '../config.ts';
import { INCOMING_PREFIX } from './uploads-layout.ts';

export const statementKey = (organisationId: string, applicationId: string, fileId: string, extension: string) =>
  `organisations/${organisationId}/applications/${applicationId}/statements/${fileId}.${extension}`;

export async function putStatementBytes(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: config.uploadsBucket, Key: key, Body: body, ContentType: contentType }));
}

/**
 * Where a presigned PUT writes (`incoming/` + the file's key): the URL stays usable until it
 * expires, so what it writes is copied to the file's own key at completion and read from there,
 * never from here. What it wrote stays (API functions never delete uploads) until the bucket's
 * lifecycle rule expires it (INCOMING_RETENTION_DAYS).
 */
export const incomingKey = (key: string) => `${INCOMING_PREFIX}${key}`;

/**
 * Stores the file's bytes under its key unless something is there already (S3's conditional
 * write; the local emulator ignores the condition): answers false when another completion of
 * the same upload stored its bytes first (412), or is storing them this moment (409, S3's answer to
 * two conditional writes at once), and those stored bytes are the file.
 */
export async function putStatementBytesOnce(key: string, body: Uint8Array, contentType: string): Promise<boolean> {
  try {
    await s3.send(new PutObjectCommand({ Bucket: config.uploadsBucket, Key: key, Body: body, ContentType: contentType, IfNoneMatch: '*' }));
    return true;
  } catch (error) {
    if (storedByAnotherWrite(error)) return false;
    throw error;
  }
}

/**
 * Copies an object within the bucket (server-side: a file too large to read is not read) unless
 * something is at `to` already; answers false then (another completion stored its bytes first).
 */
export async function copyStatementObjectOnce(from: string, to: string): Promise<boolean> {
  try {
    await s3.send(new CopyObjectCommand({ Bucket: config.uploadsBucket, Key: to, CopySource: `${config.uploadsBucket}/${from.split('/').map(encodeURIComponent).join('/')}`, IfNoneMatch: '*' }));
    return true;
  } catch (error) {
    if (storedByAnotherWrite(error)) return false;
    throw error;
  }
}

/** S3's answers to a conditional write when the key is taken (412) or being written by another conditional write (409). */
function storedByAnotherWrite(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 412 || status === 409 || (error as Error).name === 'PreconditionFailed' || (error as Error).name === 'ConditionalRequestConflict';
}

/** `atMost`: read no more than this many bytes (a presigned URL's object can grow between a size check and the read). */
export async function getStatementBytes(key: string, atMost?: number): Promise<Uint8Array> {
  const answer = await s3.send(new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key, ...(atMost ? { Range: `bytes=0-${atMost - 1}` } : {}) }));
  return answer.Body!.transformToByteArray();
}

/** The object's size, or undefined when nothing is there yet. */
export async function statementSize(key: string): Promise<number | undefined> {
  try {
    const answer = await s3.send(new HeadObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
    return answer.ContentLength ?? 0;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/** A presigned PUT for the file's key; the Content-Type is signed, so the client must send it as given. */
export async function presignStatementPut(key: string, contentType: string, expiresIn: number): Promise<{ url: string; headers: Record<string, string> }> {
  const url = await getSignedUrl(s3, new PutObjectCommand({ Bucket: config.uploadsBucket, Key: key, ContentType: contentType }), {
    expiresIn,
    signableHeaders: new Set(['content-type']),
  });
  return { url, headers: { 'content-type': contentType } };
}

/** A short-lived signed GET of the file as uploaded, as an attachment under its own name. */
export function statementFileUrl(key: string, filename: string, contentType: string, expiresIn: number): Promise<string> {
  const safe = filename.replace(/["\\\r\n]/g, '_');
  return getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: config.uploadsBucket,
      Key: key,
      ResponseContentType: contentType,
      ResponseContentDisposition: `attachment; filename="${safe}"`,
    }),
    { expiresIn },
  );
}
