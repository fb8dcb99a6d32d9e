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
  'Bodies up to 6 MB.';

const ENDPOINT_CHECK = 'What a mail provider calls when the webhook is set up: answers 200 `{"status":"ok"}` while the endpoint works.';
const SET_UP_TEST = 'The set-up test of a mail provider: answers 200 `{"status":"ok"}` and does nothing else.';

export const checkBankEmailReceived = defineOperation({
  operationId: 'Webhooks_checkBankEmailReceived',
  method: 'GET',
  path: '/v1/webhooks/bank_emails/email_received',
  summary: 'Bank e-mails: endpoint check',
  description: ENDPOINT_CHECK,
  tags,
  handler: 'functions/api/mail-webhooks/check-bank-email-received.ts',
  auth: null,
  success: { status: 200, description: 'The endpoint is up', schema: MailWebhookAnswerSchema },
  errors: [],
});

export const bankEmailReceived = defineOperation({
  operationId: 'Webhooks_bankEmailReceived',
  method: 'POST',
  path: '/v1/webhooks/bank_emails/email_received',
  summary: 'Bank e-mails: receive an e-mail',
  description: FORMATS,
  tags,
  handler: 'functions/api/mail-webhooks/bank-email-received.ts',
  auth: null,
  success: { status: 200, description: 'Verified: stored and queued, confirmed, or ignored', schema: MailWebhookAnswerSchema },
  errors: ['invalid_webhook_signature', 'unsupported_media_type'],
  maxBodyBytes: MAIL_WEBHOOK_MAX_BODY_BYTES,
});

export const testBankEmailReceived = defineOperation({
  operationId: 'Webhooks_testBankEmailReceived',
  method: 'GET',
  path: '/v1/webhooks/bank_emails/test_email_received',
  summary: 'Bank e-mails: set-up test',
  description: SET_UP_TEST,
  tags,
  handler: 'functions/api/mail-webhooks/test-bank-email-received.ts',
  auth: null,
  success: { status: 200, description: 'The endpoint is up', schema: MailWebhookAnswerSchema },
  errors: [],
});

export const checkConnectEmailReceived = defineOperation({
  operationId: 'Webhooks_checkConnectEmailReceived',
  method: 'GET',
  path: '/v1/webhooks/connect/email_received',
  summary: 'Connect e-mails: endpoint check',
  description: ENDPOINT_CHECK,
  tags,
  handler: 'functions/api/mail-webhooks/check-connect-email-received.ts',
  auth: null,
  success: { status: 200, description: 'The endpoint is up', schema: MailWebhookAnswerSchema },
  errors: [],
});

export const connectEmailReceived = defineOperation({
  operationId: 'Webhooks_connectEmailReceived',
  method: 'POST',
  path: '/v1/webhooks/connect/email_received',
  summary: 'Connect e-mails: receive an e-mail',
  description: FORMATS,
  tags,
  handler: 'functions/api/mail-webhooks/connect-email-received.ts',
  auth: null,
  success: { status: 200, description: 'Verified: stored and queued, confirmed, or ignored', schema: MailWebhookAnswerSchema },
  errors: ['invalid_webhook_signature', 'unsupported_media_type'],
  maxBodyBytes: MAIL_WEBHOOK_MAX_BODY_BYTES,
});

export const testConnectEmailReceived = defineOperation({
  operationId: 'Webhooks_testConnectEmailReceived',
  method: 'GET',
  path: '/v1/webhooks/connect/test_email_received',
  summary: 'Connect e-mails: set-up test',
  description: SET_UP_TEST,
  tags,
  handler: 'functions/api/mail-webhooks/test-connect-email-received.ts',
  auth: null,
  success: { status: 200, description: 'The endpoint is up', schema: MailWebhookAnswerSchema },
  errors: [],
});
