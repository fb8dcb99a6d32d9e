import { pdfDecryptForm as operation } from '#schemas/operations/pages';
import { PDF_DECRYPT_PAGE_CSP, PDF_DECRYPT_PATH, pdfDecryptPage } from '#core/pdf/decrypt-page';
import { formToken, pageHandler } from './page-request.ts';

/** The stack authenticates (the `access_token` cookie counts) and validates; the page is the form with its CSRF token. Errors stay JSON. */
export const handler = pageHandler(
  operation,
  async ({ query, event }) => {
    const { token, cookies } = formToken(event, PDF_DECRYPT_PATH);
    return { html: pdfDecryptPage(query.error, token), csp: PDF_DECRYPT_PAGE_CSP, cookies };
  },
  { loginFirst: true },
);
