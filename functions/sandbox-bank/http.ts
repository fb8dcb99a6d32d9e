/** Small node:http helpers for the bank's own routes (oidc-provider brings Koa for its own). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RenderedPage } from './pages.ts';

const MAX_FORM_BYTES = 16 * 1024;

export class BodyTooLarge extends Error {}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    total += buffer.length;
    if (total > MAX_FORM_BYTES) throw new BodyTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Form fields (application/x-www-form-urlencoded) or a JSON object's string fields. */
export async function readFields(req: IncomingMessage): Promise<Record<string, string>> {
  const text = await readBody(req);
  if ((req.headers['content-type'] ?? '').includes('json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      }
    } catch {
      return {};
    }
    return {};
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export function sendPage(res: ServerResponse, page: RenderedPage): void {
  res.writeHead(page.status, page.headers);
  res.end(page.body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

export function sendNoContent(res: ServerResponse): void {
  res.writeHead(204, { 'cache-control': 'no-store' });
  res.end();
}
