/** Builds raw RFC 5322 e-mails (what SES stores) for the e-mailed-statement tests. */
import { randomBytes } from 'node:crypto';

export interface EmlAttachment {
  filename?: string;
  contentType: string;
  content: Uint8Array | string;
  inline?: boolean;
}

export interface EmlOptions {
  from?: string;
  to?: string;
  cc?: string;
  subject?: string;
  messageId?: string | null;
  /** Extra header lines, e.g. `Delivered-To: …`. */
  headers?: string[];
  text?: string;
  attachments?: EmlAttachment[];
}

const wrap = (base64: string) => base64.replace(/.{76}/g, '$&\r\n');

export function buildEml(options: EmlOptions): Buffer {
  const boundary = `b-${randomBytes(8).toString('hex')}`;
  const messageId = options.messageId === undefined ? `<${randomBytes(10).toString('hex')}@sender.example>` : options.messageId;
  const headers = [
    `From: ${options.from ?? 'Thandi Mokoena <thandi@mail.example>'}`,
    ...(options.to ? [`To: ${options.to}`] : []),
    ...(options.cc ? [`Cc: ${options.cc}`] : []),
    `Subject: ${options.subject ?? 'My bank statement'}`,
    'Date: Sun, 22 Nov 2026 10:00:00 +0200',
    ...(messageId ? [`Message-ID: ${messageId}`] : []),
    ...(options.headers ?? []),
    'MIME-Version: 1.0',
  ];
  const text = options.text ?? 'Please find my statement attached.';
  const attachments = options.attachments ?? [];
  if (attachments.length === 0) {
    return Buffer.from([...headers, 'Content-Type: text/plain; charset=UTF-8', '', text, ''].join('\r\n'));
  }
  const parts = [
    [`--${boundary}`, 'Content-Type: text/plain; charset=UTF-8', '', text].join('\r\n'),
    ...attachments.map((attachment) =>
      [
        `--${boundary}`,
        `Content-Type: ${attachment.contentType}${attachment.filename ? `; name="${attachment.filename}"` : ''}`,
        'Content-Transfer-Encoding: base64',
        `Content-Disposition: ${attachment.inline ? 'inline' : 'attachment'}${attachment.filename ? `; filename="${attachment.filename}"` : ''}`,
        '',
        wrap(Buffer.from(attachment.content).toString('base64')),
      ].join('\r\n'),
    ),
  ];
  return Buffer.from([...headers, `Content-Type: multipart/mixed; boundary="${boundary}"`, '', ...parts, `--${boundary}--`, ''].join('\r\n'));
}
