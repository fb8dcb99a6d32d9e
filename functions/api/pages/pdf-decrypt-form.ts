import { pdfDecryptForm as operation } from '#schemas/operations/pages';
import { PDF_DECRYPT_PAGE_CSP, pdfDecryptPage } from '#core/pdf/decrypt-page';
import { pageHandler } from './page-request.ts';

/** The stack authenticates (the `access_token` cookie counts) and validates; the page is the form. Errors stay JSON. */
export const handler = pageHandler(operation, async ({ query }) => ({ html: pdfDecryptPage(query.error), csp: PDF_DECRYPT_PAGE_CSP }));
