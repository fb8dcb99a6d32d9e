/**
 * The operator page GET /pdf_decrypt/: a small server-rendered form (file, password) that posts
 * back to itself; a failed decryption comes back here with `?error=` and the text is shown,
 * escaped. The page's only style is inline and allowed by its hash in the page's
 * Content-Security-Policy (no script at all).
 */
import { errorLine, escapeHtml, operatorPage, operatorPageCsp } from '../operator-page.ts';

/** The Content-Security-Policy the page is served with. */
export const PDF_DECRYPT_PAGE_CSP = operatorPageCsp("'self'");

export { MAX_PAGE_ERROR_LENGTH } from '../operator-page.ts';

export const PDF_DECRYPT_PATH = '/pdf_decrypt';

export function pdfDecryptPage(error: string | null | undefined, csrfToken: string): string {
  return operatorPage(
    'Decrypt a PDF',
    [
      '<h1>Khanya · Decrypt a PDF</h1>',
      '<p>Upload a password-protected statement and its password; you get the same PDF back without the password.</p>',
      errorLine(error),
      '<form method="post" action="/pdf_decrypt/" enctype="multipart/form-data">',
      `<input type="hidden" name="csrf_token" value="${escapeHtml(csrfToken)}">`,
      '<label for="file">PDF file</label><input id="file" name="file" type="file" accept="application/pdf,.pdf" required>',
      '<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="off">',
      '<div><button type="submit">Decrypt</button></div>',
      '</form>',
      '<p class="note">The copy is re-written without the file\'s document information: judge authenticity on the original upload.</p>',
    ].join('\n'),
  );
}
