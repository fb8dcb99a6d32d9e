/**
 * The inbound-mail bucket: raw e-mails (RFC 5322, as SES's S3 action writes them) waiting for
 * the mail worker, and the S3 event notification that hands each one to the worker's queue.
 * In AWS the bucket sends that notification itself (cdk/lib/data-stack.ts); locally, where the
 * S3 emulator notifies nobody, storeInboundMail sends the same message to the queue
 * (INBOUND_MAIL_NOTIFICATIONS=direct), so the worker reads one message shape everywhere.
 */
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { s3 } from '../clients/s3.ts';
import { sqs } from '../clients/sqs.ts';
import { config } from '../config.ts';

export interface StoredMailRef {
  bucket: string;
  key: string;
  /** Bytes, as the notification says (0 when unknown). */
  size: number;
}

/** S3's event notification for one new object (the fields the worker reads), keys URL-encoded as S3 sends them. */
export function s3EventMessage(ref: StoredMailRef, now = new Date()): string {
  return JSON.stringify({
    Records: [
      {
        eventVersion: '2.1',
        eventSource: 'aws:s3',
        eventTime: now.toISOString(),
        eventName: 'ObjectCreated:Put',
        s3: {
          s3SchemaVersion: '1.0',
          bucket: { name: ref.bucket, arn: `arn:aws:s3:::${ref.bucket}` },
          object: { key: encodeURIComponent(ref.key).replace(/%20/g, '+').replace(/%2F/g, '/'), size: ref.size },
        },
      },
    ],
  });
}

/**
 * The stored e-mails an S3 event notification names. S3's `s3:TestEvent` (sent once when the
 * notification is configured) and other records name none. Throws on a body that is not JSON.
 */
export function storedMailIn(body: string): StoredMailRef[] {
  const message = JSON.parse(body) as { Records?: unknown };
  if (!Array.isArray(message.Records)) return [];
  return message.Records.flatMap((record: { eventSource?: string; eventName?: string; s3?: { bucket?: { name?: string }; object?: { key?: string; size?: number } } }) => {
    if (record?.eventSource !== 'aws:s3' || !String(record.eventName ?? '').startsWith('ObjectCreated:')) return [];
    const bucket = record.s3?.bucket?.name;
    const key = record.s3?.object?.key;
    if (!bucket || !key) return [];
    return [{ bucket, key: decodeURIComponent(key.replace(/\+/g, ' ')), size: Number(record.s3?.object?.size ?? 0) }];
  });
}

/**
 * Stores a raw e-mail under `key` (with the envelope recipients as object metadata, when known)
 * and, locally, queues it for the worker. Answers where it is.
 */
export async function storeInboundMail(key: string, raw: Uint8Array, options: { recipients?: readonly string[] } = {}): Promise<StoredMailRef> {
  const bucket = config.inboundMailBucket;
  const recipients = (options.recipients ?? []).join(',').slice(0, 1800);
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: raw,
      ContentType: 'message/rfc822',
      ...(recipients ? { Metadata: { recipients } } : {}),
    }),
  );
  const ref = { bucket, key, size: raw.length };
  if (config.inboundMailNotifications === 'direct') {
    await sqs.send(new SendMessageCommand({ QueueUrl: config.inboundMailQueueUrl, MessageBody: s3EventMessage(ref) }));
  }
  return ref;
}

/** The size and the envelope recipients of a stored e-mail, without reading it; undefined when it is gone. */
export async function headInboundMail(ref: Pick<StoredMailRef, 'bucket' | 'key'>): Promise<{ size: number; recipients: string[] } | undefined> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: ref.bucket, Key: ref.key }));
    const recipients = head.Metadata?.recipients?.split(',').filter(Boolean) ?? [];
    return { size: head.ContentLength ?? 0, recipients };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

export async function readInboundMail(ref: Pick<StoredMailRef, 'bucket' | 'key'>): Promise<Uint8Array> {
  const answer = await s3.send(new GetObjectCommand({ Bucket: ref.bucket, Key: ref.key }));
  return await answer.Body!.transformToByteArray();
}
