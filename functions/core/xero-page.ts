/**
 * The operator page GET /billing/xero: whether Khanya's Xero is connected (to which organisation,
 * since when), a link to connect or reconnect (GET /billing/authxero), and the last attempt's
 * error. Server-rendered, escaped, no script; its only style is allowed by hash in its CSP.
 */
import { errorLine, escapeHtml, operatorPage, operatorPageCsp } from './operator-page.ts';

export const XERO_PAGE_CSP = operatorPageCsp("'none'");

export interface XeroPageInput {
  status: { connected: true; tenantName: string | null; tenantId: string; connectedAt: string; refreshedAt: string } | { connected: false };
  error?: string | null | undefined;
  connectPath: string;
}

export function xeroPage(input: XeroPageInput): string {
  const { status } = input;
  const body = status.connected
    ? `<p class="ok">Connected to <strong>${escapeHtml(status.tenantName ?? status.tenantId)}</strong> since ${escapeHtml(status.connectedAt.slice(0, 10))}. ` +
      'Every bill is pushed as an invoice, and payments by card or balance as payments; invoices marked paid in Xero mark their bill paid.</p>' +
      `<a class="button" href="${escapeHtml(input.connectPath)}">Reconnect Xero</a>`
    : '<p>Xero is not connected: bills are kept and will be pushed once it is.</p>' + `<a class="button" href="${escapeHtml(input.connectPath)}">Connect Xero</a>`;
  return operatorPage('Xero · billing', ['<h1>Xero</h1>', errorLine(input.error), body, '<p class="note">Only Khanya\'s finance staff see this page.</p>'].join(''));
}
