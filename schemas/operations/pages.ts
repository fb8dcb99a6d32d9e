/**
 * Server-rendered operator pages (SPEC §2, §7): GET/POST /pdf_decrypt/. A staff session carries
 * the `internal` scope; the page's form posts back to itself. Answers are HTML and PDF; errors
 * of the stack (authentication, a malformed form) stay in the catalogue's JSON shape.
 */
import { defineOperation } from '../operation.ts';
import { MAX_PDF_DECRYPT_BYTES, PdfDecryptFormSchema, PdfDecryptQuerySchema } from '../pages.ts';

const tags = ['pages'] as const;
const operator = { scopes: ['internal'] } as const;

export const pdfDecryptForm = defineOperation({
  operationId: 'Pages_pdfDecryptForm',
  method: 'GET',
  path: '/pdf_decrypt',
  summary: 'Decrypt a PDF (page)',
  description:
    'A small HTML page (`text/html`) with a form for a password-protected PDF statement and its password, posting to ' +
    '`POST /pdf_decrypt/`. `error` (optional) is the reason the last attempt failed, shown on the page. For a browser, ' +
    'the `access_token` cookie (a staff session token) is accepted when no Authorization header is sent.',
  tags,
  handler: 'functions/api/pages/pdf-decrypt-form.ts',
  auth: operator,
  request: { query: PdfDecryptQuerySchema },
  success: { status: 200, description: 'The page', contentType: 'text/html' },
  errors: [],
});

export const pdfDecrypt = defineOperation({
  operationId: 'Pages_pdfDecrypt',
  method: 'POST',
  path: '/pdf_decrypt',
  summary: 'Decrypt a PDF',
  description:
    '`multipart/form-data` with `file` (the PDF) and `password`. Answers the PDF without its password ' +
    '(`application/pdf`, as an attachment; RC4 and AES up to AES-256 are opened). A file without a password is answered ' +
    'as it was sent. A wrong or missing password, or a file that is not a readable PDF (damaged, truncated, a polyglot, ' +
    `a decompression bomb), redirects (303) to \`/pdf_decrypt/?error=…\` with the reason. Bodies up to ${MAX_PDF_DECRYPT_BYTES / 1024 / 1024} MiB. ` +
    'The copy is re-written without the document information (producer, dates): judge authenticity on the original.',
  tags,
  handler: 'functions/api/pages/pdf-decrypt.ts',
  auth: operator,
  request: { body: PdfDecryptFormSchema, bodyContentType: 'multipart/form-data' },
  success: { status: 200, description: 'The decrypted PDF; 303 to the page with `error` when it cannot be decrypted', contentType: 'application/pdf' },
  errors: ['unsupported_media_type'],
  maxBodyBytes: MAX_PDF_DECRYPT_BYTES,
  lambda: { timeoutSeconds: 29, memoryMb: 1024 },
});
