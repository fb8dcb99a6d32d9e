/**
 * A webhook receiver for `npm start`: point an endpoint at http://localhost:3000/_local/webhooks
 * (POST /v1/webhooks/endpoints) and watch the events arrive, in the terminal and on a page at the
 * same address. It keeps the last 100 requests in memory and answers 200 to each. It does not
 * verify signatures (it does not know your secret): the docs' receiver samples show how.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const LOCAL_WEBHOOK_PATH = '/_local/webhooks';
const KEEP = 100;

export interface ReceivedWebhook {
  at: string;
  id: string;
  type: string;
  signature: string;
  body: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export class LocalWebhookReceiver {
  readonly received: ReceivedWebhook[] = [];

  constructor(private readonly log: (line: string) => void = (line) => console.log(line)) {}

  record(headers: IncomingMessage['headers'], body: string, now = new Date()): ReceivedWebhook {
    let type = '(not JSON)';
    try {
      const parsed = JSON.parse(body) as { type?: unknown };
      type = typeof parsed.type === 'string' ? parsed.type : '(no type)';
    } catch {
      // kept as it came
    }
    const entry = { at: now.toISOString(), id: String(headers['webhook-id'] ?? ''), type, signature: String(headers['webhook-signature'] ?? ''), body };
    this.received.unshift(entry);
    this.received.length = Math.min(this.received.length, KEEP);
    this.log(`[webhook] ${entry.type} ${entry.id}`);
    return entry;
  }

  page(): string {
    const rows = this.received
      .map((entry) => `<tr><td>${escape(entry.at)}</td><td>${escape(entry.type)}</td><td><code>${escape(entry.id)}</code></td><td><pre>${escape(entry.body)}</pre></td></tr>`)
      .join('');
    return (
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3">' +
      '<title>Khanya local webhooks</title><style>body{font-family:system-ui,sans-serif;margin:2rem}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap;max-width:60ch}</style></head><body>' +
      `<h1>Webhooks received (${this.received.length})</h1><p>Endpoint URL for POST /v1/webhooks/endpoints: <code>http://localhost:3000${LOCAL_WEBHOOK_PATH}</code>. Newest first; the page refreshes itself.</p>` +
      `<table><thead><tr><th>Received</th><th>Type</th><th>webhook-id</th><th>Body</th></tr></thead><tbody>${rows}</tbody></table></body></html>`
    );
  }

  /** Answers a request to LOCAL_WEBHOOK_PATH: POST records it, GET shows the page. */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<number> {
    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      this.record(req.headers, Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return 200;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" }).end(this.page());
    return 200;
  }
}
