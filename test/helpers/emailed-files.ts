/**
 * What the mail worker handed to the upload pipeline, read back from the pipeline itself: the
 * application's statement file records with source `email` (one per attachment handed on,
 * a `duplicate_upload` one included), oldest first, and the bytes each one stored.
 */
import { getStatementBytes } from '#platform/aws/statement-store';
import { listStatementFiles } from '#platform/repositories/statement-files';

export interface EmailedFile {
  id: string;
  filename: string;
  contentType: string;
  status: string;
  s3Key: string;
}

/** The application's e-mailed files, oldest first (file ids are ObjectIds: time, then a counter). */
export async function emailedFiles(organisationId: string, applicationId: string): Promise<EmailedFile[]> {
  const records = await listStatementFiles(organisationId, applicationId);
  return records
    .filter((record) => record.source === 'email')
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((record) => ({ id: record.id, filename: record.title, contentType: record.content_type, status: record.status, s3Key: record.s3_key }));
}

/** The bytes the pipeline stored for the file. */
export async function emailedBytes(file: Pick<EmailedFile, 's3Key'>): Promise<Buffer> {
  return Buffer.from(await getStatementBytes(file.s3Key));
}
