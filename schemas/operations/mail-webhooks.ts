/**
 * Inbound mail webhooks (SPEC §6: without security): a mail provider delivers e-mailed
 * statements here instead of (or besides) the SES receipt rule → S3 route. Both paths, under
 * `/v1/webhooks/bank_emails/` and `/v1/webhooks/connect/`, accept the same formats and end in
 * the same place: the e-mail is stored in the inbound bucket and read by the mail worker, which
 * finds the application by the `statements+{proxy_id}@…` recipient.
 */
import { defineOperation } from '../operation.ts';
import { MailWebhookAnswerSchema } from '../mail-webhooks.ts';

const tags = ['webhooks'] as const;

/** Lambda's synchronous request limit is 6 MB; larger e-mails arrive through SES → S3. */
export const MAIL_WEBHOOK_MAX_BODY_BYTES = 6 * 1024 * 1024;

const FORMATS =
  'Accepted formats:\n\n' +
  '1. **Amazon SNS notification of an SES receipt rule with an SNS action** (`Content-Type: text/plain` or `application/json`, ' +
  'as SNS posts it, with `x-amz-sns-message-type`). The SNS signature is verified (SignatureVersion 1 and 2) with the certificate ' +
  'from `SigningCertURL`, which must be on `https://sns.<region>.amazonaws.com/`; when INBOUND_SNS_TOPIC_ARNS is configured the ' +
  'topic must be one of them. A `SubscriptionConfirmation` is confirmed by visiting its `SubscribeURL`. A `Notification` whose ' +
  'message is an SES `Received` notification with `content` (the raw MIME, BASE64 or UTF8 as the SNS action says) is accepted; ' +
  'other verified notifications answer `ignored`. SES puts the content in notifications of up to 150 KB only: larger e-mails need the S3 action.\n' +
  '2. **Raw MIME** (`Content-Type: message/rfc822`), the whole e-mail as the body, signed with the inbound secret: header ' +
  '`X-Khanya-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>." followed by the body>`, accepted for five minutes either side of `t`.\n\n' +
  'A request that fails verification answers 401 `invalid_webhook_signature` and nothing is stored. An accepted e-mail is read ' +
  'within seconds: every PDF or CSV attachment is listed with the application\'s files like an upload; when nothing in it can ' +
  'be read, the sender gets a short reply. E-mails to an unknown or expired address are dropped without a reply. ' +
  `Bodies up to ${MAIL_WEBHOOK_MAX_BODY_BYTES / 1024 / 1024} MB.`;

function mailWebhookRows(group: 'bank_emails' | 'connect', names: { check: string; receive: string; test: string }, label: string) {
  const base = `/v1/webhooks/${group}`;
  const handler = (name: string) => `functions/api/mail-webhooks/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;
  return {
    check: defineOperation({
      operationId: `Webhooks_${names.check}`,
      method: 'GET',
      path: `${base}/email_received`,
      summary: `${label}: endpoint check`,
      description: 'What a mail provider calls when the webhook is set up: answers 200 `{"status":"ok"}` while the endpoint works.',
      tags,
      handler: handler(names.check),
      auth: null,
      success: { status: 200, description: 'The endpoint is up', schema: MailWebhookAnswerSchema },
      errors: [],
    }),
    receive: defineOperation({
      operationId: `Webhooks_${names.receive}`,
      method: 'POST',
      path: `${base}/email_received`,
      summary: `${label}: receive an e-mail`,
      description: FORMATS,
      tags,
      handler: handler(names.receive),
      auth: null,
      success: { status: 200, description: 'Verified: stored and queued, confirmed, or ignored', schema: MailWebhookAnswerSchema },
      errors: ['invalid_webhook_signature', 'unsupported_media_type'],
      maxBodyBytes: MAIL_WEBHOOK_MAX_BODY_BYTES,
    }),
    test: defineOperation({
      operationId: `Webhooks_${names.test}`,
      method: 'GET',
      path: `${base}/test_email_received`,
      summary: `${label}: set-up test`,
      description: 'The set-up test of a mail provider: answers 200 `{"status":"ok"}` and does nothing else.',
      tags,
      handler: handler(names.test),
      auth: null,
      success: { status: 200, description: 'The endpoint is up', schema: MailWebhookAnswerSchema },
      errors: [],
    }),
  };
}

const bankEmails = mailWebhookRows('bank_emails', { check: 'checkBankEmailReceived', receive: 'bankEmailReceived', test: 'testBankEmailReceived' }, 'Bank e-mails');
const connectEmails = mailWebhookRows('connect', { check: 'checkConnectEmailReceived', receive: 'connectEmailReceived', test: 'testConnectEmailReceived' }, 'Connect e-mails');

export const checkBankEmailReceived = bankEmails.check;
export const bankEmailReceived = bankEmails.receive;
export const testBankEmailReceived = bankEmails.test;
export const checkConnectEmailReceived = connectEmails.check;
export const connectEmailReceived = connectEmails.receive;
export const testConnectEmailReceived = connectEmails.test;
