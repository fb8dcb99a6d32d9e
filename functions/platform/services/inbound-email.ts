/**
 * E-mailed statements: the use cases behind the mail worker and the mail webhooks.
 *
 * receiveStoredEmail (the worker, one stored raw e-mail): read it from the inbound bucket, parse
 * it, find the application by the proxy id in its recipients (unknown or expired: dropped with a
 * log line, never answered), and hand every PDF or CSV attachment to the upload pipeline with
 * source `email`, so the files are listed like uploads. When nothing in it could be read, the
 * sender gets a short reply saying what we accept. A redelivered e-mail adds nothing: the claim
 * (repositories/inbound-mail-claims.ts) remembers which attachments were handed on and whether
 * the reply went out. An e-mail for an application the applicant already completed (POST complete)
 * adds nothing, and the sender gets a short reply saying so, unless the applicant chose to e-mail
 * statements: the connect UI says "we will read the statements as soon as they arrive" and lets
 * them finish at once, so theirs are read when they come, for a day after done (within the link's life).
 *
 * The rules are core's (core/inbound-email.ts, core/inbound-address.ts).
 */
import {
  completedEmailReply,
  findProxyId,
  inboundClaimId,
  MAX_INBOUND_MESSAGE_BYTES,
  mayReplyTo,
  parseInboundEmail,
  selectStatementAttachments,
  statementsEmailAddress,
  unreadableEmailReply,
} from '#core/inbound-email';
import { DomainError } from '#schemas/errors';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { mail } from '../aws/mail.ts';
import { headInboundMail, readInboundMail, type StoredMailRef } from '../aws/inbound-mail-store.ts';
import type { ApplicationItem } from '../repositories/applications.ts';
import { applicationByLink } from './connect-session.ts';
import { whiteLabelOf } from './white-label.ts';
import { claimInboundMail, completeInboundMail, recordAcceptedAttachment, takeReply } from '../repositories/inbound-mail-claims.ts';
import { acceptStatementFiles } from './statement-files.ts';
import { selectionOf } from './bank-linking.ts';

export type InboundOutcome =
  | { outcome: 'missing' | 'too_large' | 'no_statements_address' | 'unknown_application' | 'expired_application' }
  | { outcome: 'accepted'; application: string; files: { id: string; title: string; status: string; error_code?: string | null }[]; skipped: number }
  | { outcome: 'nothing_readable' | 'application_completed'; application: string; replied: boolean };

/**
 * The one call into the upload pipeline: one attachment at a time, so that an attachment the
 * pipeline refuses (its type) does not keep the e-mail's other statements out. No password: the
 * worker tries the applicant's known ones.
 */
async function handOn(application: ApplicationItem, file: { filename: string; contentType: string; bytes: Uint8Array }) {
  const data = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  try {
    return await acceptStatementFiles(application, [{ filename: file.filename, content_type: file.contentType, data }], undefined, 'email');
  } catch (error) {
    // Refused before anything is stored (its bytes are not a PDF or CSV, or it is too large):
    // retrying the e-mail cannot change that, so it is skipped like any unreadable attachment.
    if (!(error instanceof DomainError)) throw error;
    logger.warn('Inbound e-mail attachment refused', { application: application.id, filename: file.filename, code: error.code });
    return [];
  }
}

/** How long after done the statements of an applicant who chose e-mail are still read: mail is slow, a lender's decision should not wait long. */
const EMAIL_AFTER_DONE_MS = 24 * 60 * 60 * 1000;

async function stillTakesEmail(application: ApplicationItem): Promise<boolean> {
  if (!application.completed_at || Date.now() - Date.parse(application.completed_at) >= EMAIL_AFTER_DONE_MS) return false;
  return (await selectionOf(application)).some((entry) => entry.upload_method === 'email');
}

/** The application behind a proxy id, if its link is still usable. */
async function applicationFor(proxyId: string): Promise<ApplicationItem | 'unknown' | 'expired'> {
  try {
    return await applicationByLink(proxyId, 'read');
  } catch (error) {
    if (error instanceof DomainError) return error.code === 'application_expired' ? 'expired' : 'unknown';
    throw error;
  }
}

/**
 * Answers the sender once (when they may be answered: mayReplyTo) and closes the e-mail's claim;
 * the claim keeps a redelivered e-mail from answering twice. Whether a reply went out.
 */
async function replyOnceAndClose(
  email: Awaited<ReturnType<typeof parseInboundEmail>>,
  claim: Awaited<ReturnType<typeof claimInboundMail>>,
  reply: () => Promise<{ subject: string; text: string }>,
): Promise<boolean> {
  const to = email.replyTo;
  let replied = false;
  if (mayReplyTo(to, email, config.inboundEmailDomain) && (await takeReply(claim))) {
    await mail().send({ to, ...(await reply()) });
    replied = true;
  }
  await completeInboundMail(claim);
  return replied;
}

/** The applicant's statements address, as the API shows it. */
export function statementsEmailFor(proxyId: string): string {
  return statementsEmailAddress(proxyId, config.inboundEmailDomain);
}

/** The worker's job for one stored e-mail (see the file comment). */
export async function receiveStoredEmail(ref: Pick<StoredMailRef, 'bucket' | 'key'>): Promise<InboundOutcome> {
  const head = await headInboundMail(ref);
  if (!head) {
    logger.warn('Inbound e-mail gone before it was read', { ...ref });
    return { outcome: 'missing' };
  }
  if (head.size > MAX_INBOUND_MESSAGE_BYTES) {
    logger.warn('Inbound e-mail over the size limit ignored', { ...ref, size: head.size, limit: MAX_INBOUND_MESSAGE_BYTES });
    return { outcome: 'too_large' };
  }
  const raw = await readInboundMail(ref);
  return await processInboundEmail(raw, { objectKey: ref.key, envelope: head.recipients });
}

export async function processInboundEmail(raw: Uint8Array, source: { objectKey: string; envelope?: readonly string[] }): Promise<InboundOutcome> {
  if (raw.length > MAX_INBOUND_MESSAGE_BYTES) {
    logger.warn('Inbound e-mail over the size limit ignored', { key: source.objectKey, size: raw.length });
    return { outcome: 'too_large' };
  }
  const email = await parseInboundEmail(raw);
  const context = { key: source.objectKey, messageId: email.messageId };
  const proxyId = findProxyId({ ...email.recipients, envelope: source.envelope ?? [] }, config.inboundEmailDomain);
  if (!proxyId) {
    logger.info('Inbound e-mail dropped: not addressed to a statements address', context);
    return { outcome: 'no_statements_address' };
  }
  const application = await applicationFor(proxyId);
  if (application === 'unknown' || application === 'expired') {
    // No reply: answering would confirm to anyone which addresses exist.
    logger.info('Inbound e-mail dropped: no usable application for its address', { ...context, reason: application });
    return { outcome: application === 'unknown' ? 'unknown_application' : 'expired_application' };
  }

  const selected = selectStatementAttachments(email.attachments);
  const claim = await claimInboundMail(application.organisation, application.id, inboundClaimId(email.messageId, source.objectKey), {
    objectKey: source.objectKey,
    messageId: email.messageId,
  });
  const log = { ...context, organisation: application.organisation, application: application.id, deliveries: claim.deliveries };

  if (application.completed_at && !(await stillTakesEmail(application))) {
    // The same answer the connect routes give (409 application_completed), in words the sender reads.
    const replied = await replyOnceAndClose(email, claim, async () =>
      completedEmailReply({ subject: email.subject, lender: (await whiteLabelOf(application.organisation)).display_name }),
    );
    logger.info('Inbound e-mail for a completed application: nothing added', { ...log, statements: selected.statements.length, replied });
    return { outcome: 'application_completed', application: application.id, replied };
  }
  if (selected.overLimit > 0 || selected.ignored.length > 0) {
    logger.info('Inbound e-mail attachments left out', { ...log, overLimit: selected.overLimit, ignored: selected.ignored });
  }

  if (selected.statements.length === 0) {
    const replied = await replyOnceAndClose(email, claim, async () =>
      unreadableEmailReply({ subject: email.subject, ignored: selected.ignored, address: statementsEmailFor(application.proxy_id) }),
    );
    logger.info('Inbound e-mail had nothing readable', { ...log, replied });
    return { outcome: 'nothing_readable', application: application.id, replied };
  }

  const files: Extract<InboundOutcome, { outcome: 'accepted' }>['files'] = [];
  let skipped = 0;
  for (const statement of selected.statements) {
    if (claim.accepted.includes(statement.index)) {
      skipped += 1;
      continue;
    }
    files.push(...(await handOn(application, { filename: statement.filename, contentType: statement.contentType, bytes: statement.bytes })));
    await recordAcceptedAttachment(claim, statement.index);
  }
  await completeInboundMail(claim);
  logger.info('Inbound e-mail statements handed on', { ...log, files: files.map(({ id, status }) => ({ id, status })), skipped });
  return { outcome: 'accepted', application: application.id, files, skipped };
}
