/**
 * Verifying a Khanya webhook (the signature scheme of the planned delivery; see /docs/webhooks).
 * Khanya-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with your secret>
 * Verify over the RAW body bytes, before any JSON parsing, and compare in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

/** Five minutes: older (or future) timestamps are refused, so a captured request cannot be replayed later. */
const TOLERANCE_SECONDS = 300;

export function verifyKhanyaSignature(secret: string, header: string | undefined, rawBody: string | Buffer, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  if (!header) return false;
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const [key, value] = item.split('=', 2).map((part) => part.trim());
    if (key && value) parts.set(key, [...(parts.get(key) ?? []), value]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  // Several v1 values appear while a secret is being rotated: any one may match.
  return (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** Event ids already handled. Use your database (a unique key on the id) in production. */
const handled = new Set<string>();

/** A minimal receiver: verify, answer 2xx quickly, handle each event id once. */
export function createWebhookServer(secret: string, onEvent: (event: { id: string; type: string; data: Record<string, unknown> }) => void) {
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (!verifyKhanyaSignature(secret, request.headers['khanya-signature'] as string | undefined, body)) {
        response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid signature"}');
        return;
      }
      const event = JSON.parse(body.toString('utf8'));
      if (!handled.has(event.id)) {
        handled.add(event.id);
        onEvent(event); // e.g. queue a job that reads the analyses
      }
      // A repeated delivery of the same event is acknowledged too, so it is not retried again.
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ received: event.id }));
    });
  });
}
