/**
 * The one mail port. Invites and password links go through `sendMail`; locally each message
 * becomes an .eml file in the outbox folder (open it in any mail client), in AWS it is sent
 * through Amazon SES. The transport is chosen by MAIL_TRANSPORT.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailPort {
  send(message: MailMessage): Promise<void>;
}

function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;
}

/** RFC 5322 message with a text part and, when given, an HTML alternative. */
export function toEml(message: MailMessage, from: string, now: Date = new Date()): string {
  const boundary = `khanya-${randomBytes(8).toString('hex')}`;
  const headers = [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@khanya.example>`,
    'MIME-Version: 1.0',
  ];
  const part = (type: string, body: string) =>
    [`Content-Type: ${type}; charset=UTF-8`, 'Content-Transfer-Encoding: base64', '', Buffer.from(body).toString('base64').replace(/.{76}/g, '$&\r\n')].join('\r\n');
  if (!message.html) return [...headers, part('text/plain', message.text)].join('\r\n') + '\r\n';
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    part('text/plain', message.text),
    `--${boundary}`,
    part('text/html', message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

class OutboxMail implements MailPort {
  constructor(private readonly folder: string) {}
  async send(message: MailMessage): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
    const file = join(this.folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}-${randomBytes(3).toString('hex')}.eml`);
    await writeFile(file, toEml(message, config.mailFrom));
  }
}

class SesMail implements MailPort {
  private client: SESv2Client | undefined;
  async send(message: MailMessage): Promise<void> {
    // Loaded on first send: most functions never mail, and the SDK dominates cold starts.
    const { SendEmailCommand, SESv2Client } = await import('@aws-sdk/client-sesv2');
    this.client ??= new SESv2Client({});
    await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: config.mailFrom,
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: message.text, Charset: 'UTF-8' },
              ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
            },
          },
        },
      }),
    );
  }
}

let port: MailPort | undefined;
export function mail(): MailPort {
  port ??= config.mailTransport === 'outbox' ? new OutboxMail(config.mailOutboxDir) : new SesMail();
  return port;
}

/** Tests swap the port to inject a failing transport. */
export function setMailPort(replacement: MailPort | undefined): void {
  port = replacement;
}
