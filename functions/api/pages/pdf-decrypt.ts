import { pdfDecrypt as operation } from '#schemas/operations/pages';
import { MAX_PDF_DECRYPT_BYTES } from '#schemas/pages';
import { apiHandler, type ApiEvent, type ApiLambda } from '#platform/http/http';
import { decryptPdf } from '#core/pdf/decrypt';
import { StatementFileError } from '#core/pdf/errors';
import { withAccessTokenCookie } from './page-request.ts';

type Outcome = { pdf: Uint8Array; filename: string } | { error: string };

/** What each request's run produced, by its event (requests run concurrently in one process locally). */
const outcomes = new WeakMap<ApiEvent, Outcome>();

function downloadName(filename: string | null): string {
  const stem = (filename ?? 'statement').replace(/\.pdf$/i, '').replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100) || 'statement';
  return `${stem}-decrypted.pdf`;
}

const decrypt = apiHandler(operation, async ({ body, event }) => {
  try {
    const { pdf } = await decryptPdf(new Uint8Array(body.file.data), body.password ?? '', MAX_PDF_DECRYPT_BYTES);
    outcomes.set(event, { pdf, filename: downloadName(body.file.filename) });
  } catch (error) {
    if (!(error instanceof StatementFileError)) throw error;
    outcomes.set(event, { error: error.message });
  }
  return {};
});

/**
 * The stack authenticates, parses and validates the form; its empty 200 becomes the PDF, or a
 * 303 back to the page with the reason. The stack's own errors (401, 403, 413, 415, 422) stay JSON.
 */
export const handler: ApiLambda = async (event, context) => {
  const request = withAccessTokenCookie(event);
  const response = await decrypt(request, context);
  const outcome = outcomes.get(request);
  outcomes.delete(request);
  if (response.statusCode !== 200 || !outcome) return response;
  if ('error' in outcome) {
    return { ...response, statusCode: 303, headers: { ...response.headers, location: `/pdf_decrypt/?error=${encodeURIComponent(outcome.error)}` } };
  }
  return {
    ...response,
    headers: {
      ...response.headers,
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${outcome.filename}"`,
      'cache-control': 'no-store',
    },
    body: Buffer.from(outcome.pdf).toString('base64'),
    isBase64Encoded: true,
  };
};
