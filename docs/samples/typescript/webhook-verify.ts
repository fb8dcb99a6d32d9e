/**
 * Verifying a Khanya webhook. Khanya signs as the Standard Webhooks specification says
 * (standardwebhooks.com), so any Standard Webhooks library verifies it; here the reference one:
 *   npm install standardwebhooks
 * Headers: webhook-id (the event id), webhook-timestamp (unix seconds), webhook-signature
 * ("v1,<base64 HMAC-SHA256 of '<id>.<timestamp>.<raw body>'>", several space-separated while a
 * secret is being rotated). Verify over the RAW body bytes, before any JSON parsing.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';

export interface KhanyaEvent {
  id: string;
  type: string;
  api_version: string;
  created_at: string;
  organisation_id: string;
  application_id: string | null;
  data: Record<string, unknown>;
}

/** The event if the request is genuine and recent (5 minutes' tolerance, against replays), else null. */
export function verifyKhanyaWebhook(secret: string, headers: IncomingHttpHeaders, rawBody: string): KhanyaEvent | null {
  try {
    return new Webhook(secret).verify(rawBody, {
      'webhook-id': String(headers['webhook-id'] ?? ''),
      'webhook-timestamp': String(headers['webhook-timestamp'] ?? ''),
      'webhook-signature': String(headers['webhook-signature'] ?? ''),
    }) as KhanyaEvent;
  } catch {
    return null;
  }
}

/** Event ids already handled. Use your database (a unique key on the id) in production. */
const handled = new Set<string>();

/** A minimal receiver: verify, answer 2xx quickly, handle each event id once. */
export function createWebhookServer(secret: string, onEvent: (event: KhanyaEvent) => void) {
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const event = verifyKhanyaWebhook(secret, request.headers, Buffer.concat(chunks).toString('utf8'));
      if (!event) {
        response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid signature"}');
        return;
      }
      if (!handled.has(event.id)) {
        handled.add(event.id);
        onEvent(event); // e.g. queue a job that reads the analyses
      }
      // A repeated delivery of the same event is acknowledged too, so it is not retried again.
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ received: event.id }));
    });
  });
}
