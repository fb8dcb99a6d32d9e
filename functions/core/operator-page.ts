/**
 * The shell every server-rendered operator page shares (SPEC §2: /auth/login, /pdf_decrypt/,
 * /billing/xero, /relabels/*): one stylesheet inline and allowed by its hash in the page's Content-Security-
 * Policy, no script at all, escaped text. `formAction` is what the page's CSP lets forms post to.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from './connect-invite.ts';

export { escapeHtml };

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1d2430}' +
  'body:has(table){max-width:64rem}nav{margin-bottom:1rem}h2{font-size:1.15rem;margin-top:2rem}' +
  'table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #c9ced6;vertical-align:top}.facts td{overflow-wrap:anywhere}.table-scroll table{min-width:40rem}' +
  '.num{text-align:right;white-space:nowrap}.table-scroll{overflow:auto;max-height:60vh}form.inline{display:inline}code{font-size:.95em}' +
  'h1{font-size:1.4rem}label{display:block;margin:1rem 0 .3rem;font-weight:600}' +
  'input{font:inherit;min-height:2.2rem;width:100%;box-sizing:border-box}input[type=file]{min-height:0}button{margin-top:1.2rem;font:inherit;padding:.4rem 1rem}' +
  '.error{border-left:4px solid #b3261e;background:#fbeaea;padding:.6rem .8rem}' +
  '.ok{border-left:4px solid #1b6e3a;background:#e9f5ee;padding:.6rem .8rem}' +
  'a.button{display:inline-block;margin-top:1rem;padding:.4rem 1rem;border:1px solid #1d2430;border-radius:4px;color:inherit;text-decoration:none}' +
  '.note{color:#5a6472;font-size:.9rem}';

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** The page's Content-Security-Policy: its own style only; forms post to the page itself or nowhere. */
export function operatorPageCsp(formAction: "'self'" | "'none'"): string {
  return `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`;
}

/** A form posted without its page's token (expired, or from another site): nothing was done. */
export const EXPIRED_FORM = 'This form expired or came from another site, so nothing was done. Try again from this page.';

/** Longest error text shown (a query can carry it, and anyone can craft a link). */
export const MAX_PAGE_ERROR_LENGTH = 300;

/** An error line for the page, escaped and cut, or '' when there is none. */
export function errorLine(error: string | null | undefined): string {
  const message = error?.trim().slice(0, MAX_PAGE_ERROR_LENGTH);
  return message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '';
}

/** A line saying what the last step did, escaped and cut, or '' when there is none. */
export function noticeLine(message: string | null | undefined): string {
  const text = message?.trim().slice(0, MAX_PAGE_ERROR_LENGTH);
  return text ? `<p class="ok" role="status">${escapeHtml(text)}</p>` : '';
}

/** A whole page: `title` (plain text) and `body` (HTML the caller escaped). */
export function operatorPage(title: string, body: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Khanya</title>`,
    `<style>${STYLE}</style></head>`,
    `<body><main>${body}</main></body>`,
    '</html>',
    '',
  ].join('\n');
}
