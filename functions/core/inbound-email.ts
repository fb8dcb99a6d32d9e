/**
 * E-mailed statements, the rules without I/O (the address itself and finding the proxy id
 * among the recipients are inbound-address.ts): which attachments are statements we read, the limits, when we may answer the sender, and the reply
 * we send when nothing in an e-mail could be read. The MIME parsing itself is mailparser's
 * (parseInboundEmail, below); the worker and the webhooks are in functions/platform/services/
 * inbound-email.ts.
 */
import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject } from 'mailparser';
import type { EmailRecipients } from './inbound-address.ts';

export { DEFAULT_INBOUND_EMAIL_DOMAIN, findProxyId, statementsEmailAddress, type EmailRecipients } from './inbound-address.ts';

/** Larger raw messages are ignored (SES itself accepts up to 40 MB). */
export const MAX_INBOUND_MESSAGE_BYTES = 40 * 1024 * 1024;
/** Attachments read from one e-mail; further ones are ignored (the upload form's limit too). */
export const MAX_INBOUND_ATTACHMENTS = 12;

export type StatementKind = 'pdf' | 'csv';

/**
 * Whether an attachment is a statement we read, by its content type or its file name's
 * extension: application/pdf or *.pdf, text/csv (and the types mail clients give CSV files) or
 * *.csv, and application/octet-stream with a .pdf or .csv name.
 */
export function statementKindOf(attachment: { filename?: string | null; contentType?: string | null }): StatementKind | undefined {
  const type = (attachment.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const extension = /\.([a-z0-9]+)\s*$/i.exec(attachment.filename ?? '')?.[1]?.toLowerCase();
  if (type === 'application/pdf' || type === 'application/x-pdf' || extension === 'pdf') return 'pdf';
  if (['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel'].includes(type) && extension !== 'xls' && extension !== 'xlsx') {
    return 'csv';
  }
  if (extension === 'csv') return 'csv';
  return undefined;
}

/** The content type a statement is handed on with: the type the extension or the sender says. */
export function statementContentType(kind: StatementKind): string {
  return kind === 'pdf' ? 'application/pdf' : 'text/csv';
}

export interface InboundAttachment {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
  /** Inline parts (cid: images in an HTML body) are not statements unless they say they are. */
  inline: boolean;
}

/** An e-mail as the worker needs it: who sent it, to whom, its id and its attachments. */
export interface InboundEmail {
  messageId: string | undefined;
  subject: string;
  /** The sender's address (Reply-To when given, else From), lower-cased; undefined when none. */
  replyTo: string | undefined;
  from: string | undefined;
  recipients: EmailRecipients;
  /** RFC 3834 Auto-Submitted (anything but `no`), or a list/bulk precedence: never answered. */
  automated: boolean;
  attachments: InboundAttachment[];
}

function addressList(value: AddressObject | AddressObject[] | undefined): string[] {
  return [value ?? []].flat().flatMap((object) => object.value.flatMap(function collect(entry): string[] {
    return [...(entry.address ? [entry.address.toLowerCase()] : []), ...(entry.group ?? []).flatMap(collect)];
  }));
}

/** Parses a raw RFC 5322 message with mailparser's simpleParser. */
export async function parseInboundEmail(raw: Uint8Array): Promise<InboundEmail> {
  const parsed = await simpleParser(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  const lines = (name: string) => parsed.headerLines.filter((line) => line.key === name).map((line) => line.line.slice(line.line.indexOf(':') + 1).trim());
  const autoSubmitted = (lines('auto-submitted')[0] ?? 'no').toLowerCase();
  const precedence = (lines('precedence')[0] ?? '').toLowerCase();
  const from = addressList(parsed.from)[0];
  const replyTo = addressList(parsed.replyTo)[0] ?? from;
  return {
    messageId: parsed.messageId?.trim() || undefined,
    subject: parsed.subject ?? '',
    from,
    replyTo,
    recipients: {
      to: addressList(parsed.to),
      cc: addressList(parsed.cc),
      deliveredTo: lines('delivered-to'),
      xOriginalTo: lines('x-original-to'),
      receivedFor: lines('received').flatMap((line) => [...line.matchAll(/\bfor\s+<?([^\s<>;]+@[^\s<>;]+)>?/gi)].map((match) => match[1]!.toLowerCase())),
    },
    automated: !autoSubmitted.startsWith('no') || ['bulk', 'list', 'junk'].includes(precedence),
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType ?? 'application/octet-stream',
      bytes: new Uint8Array(attachment.content),
      inline: attachment.contentDisposition === 'inline' || attachment.related === true,
    })),
  };
}

export interface SelectedAttachments {
  /** The statements to hand on, at most MAX_INBOUND_ATTACHMENTS, each with its index in the e-mail. */
  statements: { index: number; filename: string; contentType: string; bytes: Uint8Array; kind: StatementKind }[];
  /** Attachments of another type (their names), for the log and the reply. */
  ignored: string[];
  /** Statements beyond the limit. */
  overLimit: number;
}

/** The attachments worth reading: statements by type or name, inline images left out, capped at the limit. */
export function selectStatementAttachments(attachments: readonly InboundAttachment[], limit = MAX_INBOUND_ATTACHMENTS): SelectedAttachments {
  const statements: SelectedAttachments['statements'] = [];
  const ignored: string[] = [];
  let overLimit = 0;
  attachments.forEach((attachment, index) => {
    const kind = statementKindOf(attachment);
    if (!kind || attachment.bytes.length === 0) {
      if (!attachment.inline) ignored.push(attachment.filename || attachment.contentType);
      return;
    }
    if (statements.length >= limit) {
      overLimit += 1;
      return;
    }
    const filename = attachment.filename || `statement-${index + 1}.${kind}`;
    statements.push({ index, filename, contentType: statementContentType(kind), bytes: attachment.bytes, kind });
  });
  return { statements, ignored, overLimit };
}

/**
 * Whether an address may get an automatic reply: never an automated message (RFC 3834), never a
 * mailer daemon or no-reply address, never our own inbound domain (no loops).
 */
export function mayReplyTo(address: string | undefined, email: Pick<InboundEmail, 'automated'>, inboundDomain: string): address is string {
  if (!address || email.automated) return false;
  const [local, host] = address.toLowerCase().split(/@(?=[^@]*$)/);
  if (!local || !host || !host.includes('.')) return false;
  if (host === inboundDomain.toLowerCase() || host.endsWith(`.${inboundDomain.toLowerCase()}`)) return false;
  return !/^(mailer-daemon|postmaster|no-?reply|do-?not-?reply|bounces?)([+.-]|$)/.test(local);
}

/** The short answer to an e-mail in which nothing could be read: what we accept and how. */
export function unreadableEmailReply(input: { subject: string; ignored: readonly string[]; address: string }): { subject: string; text: string } {
  const subject = input.subject ? `Re: ${input.subject}`.slice(0, 200) : 'Your e-mail to Khanya';
  const found = input.ignored.length > 0 ? `The e-mail had ${input.ignored.length === 1 ? 'an attachment' : 'attachments'} we cannot read (${input.ignored.slice(0, 5).join(', ')}).` : 'The e-mail had no attachment.';
  const text = [
    'Hello,',
    '',
    `We received your e-mail but could not find a bank statement in it. ${found}`,
    '',
    'We accept bank statements as PDF files (as your bank e-mails them or as you download them from your banking app) and CSV exports of your transaction history, attached to the e-mail, up to 12 files per e-mail.',
    'A photo or a scan of a statement cannot be read: please send the PDF itself.',
    '',
    `Forward the bank's statement e-mail, or attach the files, to ${input.address}.`,
    '',
    'This is an automatic answer; replies to it are not read.',
  ].join('\n');
  return { subject, text };
}

/**
 * The short answer to an e-mail that arrives after the applicant pressed done: the lender has
 * decided on the data, so nothing in it was added (the link is read-only, as the connect routes'
 * 409 `application_completed` says), and more data needs a new link from the lender.
 */
export function completedEmailReply(input: { subject: string; lender: string }): { subject: string; text: string } {
  const subject = input.subject ? `Re: ${input.subject}`.slice(0, 200) : 'Your e-mail to Khanya';
  const text = [
    'Hello,',
    '',
    `We received your e-mail, but your application with ${input.lender} is already complete, so nothing in this e-mail was added to it.`,
    '',
    `To share more bank data, ask ${input.lender} for a new link.`,
    '',
    'This is an automatic answer; replies to it are not read.',
  ].join('\n');
  return { subject, text };
}

/**
 * The claim that makes a redelivered e-mail add nothing: its Message-ID when it has one (the same
 * e-mail delivered twice, through SES and a webhook, or retried), else the stored object's key.
 * Hashed so that any header value makes a short, safe key.
 */
export function inboundClaimId(messageId: string | undefined, objectKey: string): string {
  const basis = messageId ? `message-id:${messageId.toLowerCase()}` : `object:${objectKey}`;
  return createHash('sha256').update(basis).digest('hex').slice(0, 40);
}
