/** The parts of a mail-webhook request the service verifies: body bytes (API Gateway base64-encodes binary bodies) and headers. */
import { decodedBody, type ApiEvent } from '#platform/http/http';
import type { MailWebhookRequest } from '#platform/services/mail-webhooks';

export function webhookRequestOf(event: ApiEvent): MailWebhookRequest {
  const headers = event.headers ?? {};
  const body = decodedBody(event) ?? Buffer.alloc(0);
  return {
    contentType: headers['content-type'] ?? '',
    body,
    signature: headers['x-khanya-signature'],
    snsMessageType: headers['x-amz-sns-message-type'],
  };
}
