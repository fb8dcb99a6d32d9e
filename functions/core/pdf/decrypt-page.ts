/**
 * The operator page GET /pdf_decrypt/: a small server-rendered form (file, password) that posts
 * back to itself; a failed decryption comes back here with `?error=` and the text is shown,
 * escaped. The page's only style is inline and allowed by its hash in the page's
 * Content-Security-Policy (no script at all).
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../connect-invite.ts';

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1d2430}' +
  'h1{font-size:1.4rem}label{display:block;margin:1rem 0 .3rem;font-weight:600}' +
  'input{font:inherit}button{margin-top:1.2rem;font:inherit;padding:.4rem 1rem}' +
  '.error{border-left:4px solid #b3261e;background:#fbeaea;padding:.6rem .8rem}.note{color:#5a6472;font-size:.9rem}';

/** The Content-Security-Policy the page is served with. */
export const PDF_DECRYPT_PAGE_CSP =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
  "form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Longest error text shown (the query is the operator's own redirect, but anyone can craft a link). */
export const MAX_PAGE_ERROR_LENGTH = 300;

export function pdfDecryptPage(error?: string | null): string {
  const message = error?.trim().slice(0, MAX_PAGE_ERROR_LENGTH);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex"><title>Decrypt a PDF · Khanya</title>',
    `<style>${STYLE}</style></head>`,
    '<body>',
    '<h1>Khanya · Decrypt a PDF</h1>',
    '<p>Upload a password-protected statement and its password; you get the same PDF back without the password.</p>',
    message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '',
    '<form method="post" action="/pdf_decrypt/" enctype="multipart/form-data">',
    '<label for="file">PDF file</label><input id="file" name="file" type="file" accept="application/pdf,.pdf" required>',
    '<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="off">',
    '<div><button type="submit">Decrypt</button></div>',
    '</form>',
    '<p class="note">The copy is re-written without the file\'s document information: judge authenticity on the original upload.</p>',
    '</body>',
    '</html>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
