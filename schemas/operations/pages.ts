/**
 * Server-rendered operator pages (SPEC §2, §7): GET/POST /pdf_decrypt/. A staff session carries
 * the `internal` scope; the page's form posts back to itself. Answers are HTML and PDF; errors
 * of the stack (authentication, a malformed form) stay in the catalogue's JSON shape.
 */
import { defineOperation } from '../operation.ts';
import { MAX_PDF_DECRYPT_BYTES, OperatorLoginFormSchema, OperatorLoginQuerySchema, PdfDecryptFormSchema, PdfDecryptQuerySchema, XeroAuthQuerySchema, XeroPageQuerySchema } from '../pages.ts';

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

const FINANCE =
  'For Khanya\'s finance staff only: a staff session of an operator organisation (others get 403 `invalid_token_permissions`); ' +
  'the `access_token` cookie is accepted when no Authorization header is sent.';

export const billingXero = defineOperation({
  operationId: 'Pages_billingXero',
  method: 'GET',
  path: '/billing/xero',
  summary: 'Xero connection (page)',
  description: `Whether Khanya's Xero is connected and a link to connect it (HTML). ${FINANCE}`,
  tags,
  handler: 'functions/api/pages/billing-xero.ts',
  auth: operator,
  request: { query: XeroPageQuerySchema },
  success: { status: 200, description: 'The page', contentType: 'text/html' },
  errors: [],
});

export const billingAuthxero = defineOperation({
  operationId: 'Pages_billingAuthxero',
  method: 'GET',
  path: '/billing/authxero',
  summary: 'Connect Xero (OAuth 2)',
  description:
    'Without `code`: redirects (302) to Xero\'s login with a one-time `state`. Xero sends the user back here with `code` and ' +
    '`state`: the code is exchanged, the tokens are kept encrypted, and the user is redirected (303) to `/billing/xero` (with ' +
    `\`error\` when it failed). ${FINANCE}`,
  tags,
  handler: 'functions/api/pages/billing-authxero.ts',
  auth: operator,
  request: { query: XeroAuthQuerySchema },
  success: { status: 200, description: 'A redirect (302 to Xero, 303 back to /billing/xero)', contentType: 'text/html' },
  errors: [],
});

export const authLoginForm = defineOperation({
  operationId: 'Pages_authLoginForm',
  method: 'GET',
  path: '/auth/login',
  summary: 'Log in to the operator pages (page)',
  description:
    'An HTML login form for Khanya\'s staff pages. `redirect_url` must be a Khanya page (a path, or a URL on the API\'s or the ' +
    'console\'s origin): anything else answers 400 with no form (no open redirect). Sets the `khanya_csrf` cookie (HttpOnly, ' +
    'SameSite=Strict) whose value the form carries.',
  tags,
  handler: 'functions/api/pages/auth-login-form.ts',
  auth: null,
  request: { query: OperatorLoginQuerySchema },
  success: { status: 200, description: 'The page (400 when `redirect_url` is not a Khanya page)', contentType: 'text/html' },
  errors: [],
  htmlPageOn: [400],
});

export const authLogin = defineOperation({
  operationId: 'Pages_authLogin',
  method: 'POST',
  path: '/auth/login',
  summary: 'Log in to the operator pages',
  description:
    'The form of `GET /auth/login` (`username`, `password`, `csrf_token`). The right password (throttled per username like every ' +
    'login) sets the `access_token` cookie (the staff session: HttpOnly, SameSite=Lax, Secure outside local) and redirects (303) ' +
    'to `redirect_url`. A wrong password, a deactivated account or too many attempts show the form again with the reason ' +
    '(401, 403 or 429); a form whose `csrf_token` is not the cookie\'s is refused (403) and nothing is checked.',
  tags,
  handler: 'functions/api/pages/auth-login.ts',
  auth: null,
  request: { query: OperatorLoginQuerySchema, body: OperatorLoginFormSchema, bodyContentType: 'application/x-www-form-urlencoded' },
  success: { status: 200, description: 'Logged in: 303 to `redirect_url` with the `access_token` cookie; otherwise the form again with the reason (400, 401, 403 or 429)', contentType: 'text/html' },
  errors: [],
  htmlPageOn: [400, 401, 403, 429],
});
