import { pdfDecrypt as operation } from '#schemas/operations/pages';
import { MAX_PDF_DECRYPT_BYTES } from '#schemas/pages';
import { decryptPdf } from '#core/pdf/decrypt';
import { StatementFileError } from '#core/pdf/errors';
import { EXPIRED_FORM } from '#core/operator-page';
import { formTokenMatches, pageHandler } from './page-request.ts';

function downloadName(filename: string | null): string {
  const stem = (filename ?? 'statement').replace(/\.pdf$/i, '').replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100) || 'statement';
  return `${stem}-decrypted.pdf`;
}

const back = (error: string) => ({ redirect: `/pdf_decrypt/?error=${encodeURIComponent(error)}` });

/**
 * The stack authenticates, parses and validates the form; the answer is the PDF without its
 * password, or a 303 back to the page with the reason. The stack's own errors (401, 403, 413,
 * 415, 422) stay JSON.
 */
export const handler = pageHandler(operation, async ({ body, event }) => {
  if (!formTokenMatches(event, body.csrf_token)) return back(EXPIRED_FORM);
  try {
    const { pdf } = await decryptPdf(new Uint8Array(body.file.data), body.password ?? '', MAX_PDF_DECRYPT_BYTES);
    return { file: pdf, contentType: 'application/pdf', filename: downloadName(body.file.filename) };
  } catch (error) {
    if (!(error instanceof StatementFileError)) throw error;
    return back(error.message);
  }
});
