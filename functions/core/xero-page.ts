/**
 * The operator page GET /billing/xero: whether Khanya's Xero is connected (to which organisation,
 * since when), a link to connect or reconnect (GET /billing/authxero), and the last attempt's
 * error. Server-rendered, escaped, no script; its only style is allowed by hash in its CSP.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from './connect-invite.ts';

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1d2430}' +
  'h1{font-size:1.4rem}.error{border-left:4px solid #b3261e;background:#fbeaea;padding:.6rem .8rem}' +
  '.ok{border-left:4px solid #1b6e3a;background:#e9f5ee;padding:.6rem .8rem}a.button{display:inline-block;margin-top:1rem;padding:.4rem 1rem;border:1px solid #1d2430;border-radius:4px;color:inherit;text-decoration:none}' +
  '.note{color:#5a6472;font-size:.9rem}';

export const XERO_PAGE_CSP =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
  "form-action 'none'; frame-ancestors 'none'; base-uri 'none'";

export interface XeroPageInput {
  status: { connected: true; tenantName: string | null; tenantId: string; connectedAt: string; refreshedAt: string } | { connected: false };
  error?: string | null | undefined;
  connectPath: string;
}

export function xeroPage(input: XeroPageInput): string {
  const error = input.error?.trim().slice(0, 300);
  const { status } = input;
  const body = status.connected
    ? `<p class="ok">Connected to <strong>${escapeHtml(status.tenantName ?? status.tenantId)}</strong> since ${escapeHtml(status.connectedAt.slice(0, 10))}. ` +
      'Every bill is pushed as an invoice, and payments by card or balance as payments; invoices marked paid in Xero mark their bill paid.</p>' +
      `<a class="button" href="${escapeHtml(input.connectPath)}">Reconnect Xero</a>`
    : '<p>Xero is not connected: bills are kept and will be pushed once it is.</p>' + `<a class="button" href="${escapeHtml(input.connectPath)}">Connect Xero</a>`;
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex"><title>Xero · Khanya billing</title>',
    `<style>${STYLE}</style></head>`,
    '<body><main>',
    '<h1>Xero</h1>',
    error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '',
    body,
    '<p class="note">Only Khanya\'s finance staff see this page.</p>',
    '</main></body></html>',
  ].join('');
}
