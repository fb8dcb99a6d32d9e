/**
 * Server-rendered operator pages (SPEC §2, §7): GET/POST /pdf_decrypt/. A staff session carries
 * the `internal` scope; the page's form posts back to itself. Answers are HTML and PDF; errors
 * of the stack (authentication, a malformed form) stay in the catalogue's JSON shape.
 */
import { defineOperation } from '../operation.ts';
import {
  AccountFileParamsSchema,
  AssignedAccountFormSchema,
  AssignedAccountQuerySchema,
  MAX_PDF_DECRYPT_BYTES,
  MAX_RELABEL_CHANGES,
  MAX_RELABEL_FILE_BYTES,
  OperatorLoginFormSchema,
  OperatorLoginQuerySchema,
  PdfDecryptFormSchema,
  PdfDecryptQuerySchema,
  RegexSearchFormSchema,
  RegexSearchQuerySchema,
  RelabelsConfirmFormSchema,
  RelabelsHomeFormSchema,
  RelabelsPageQuerySchema,
  SubmitSearchRelabelsFormSchema,
  XeroAuthQuerySchema,
  XeroPageQuerySchema,
} from '../pages.ts';

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

const RELABELS =
  'For Khanya\'s operators only (a staff session of an operator organisation; others get 403 `invalid_token_permissions`); ' +
  'the `access_token` cookie is accepted when no Authorization header is sent. Every form carries the `khanya_csrf` ' +
  'double-submit token; a post without it is sent back to its page with the reason and changes nothing.';
const RELABEL_FILE =
  'A CSV file with a header row naming at least `account_id`, `transaction_id` and `new_label` (the downloaded file has them). ' +
  'Rows whose `new_label` is empty or already the label are left alone; every other row must name a transaction of that account ' +
  `and one of Khanya's labels (any case). At most ${MAX_RELABEL_CHANGES} changes per file; a file with any row error changes ` +
  'nothing and comes back with the rows at fault. A good file becomes the operator\'s pending changes (replacing earlier ' +
  'ones) and redirects (303) to `/relabels/confirm`.';
/** What both relabel-file uploads (an account's, a search's) accept: one file, its size, and room to read it. */
const relabelsUpload = {
  maxBodyBytes: MAX_RELABEL_FILE_BYTES + 64 * 1024,
  multipart: { maxFiles: 1, maxFileBytes: MAX_RELABEL_FILE_BYTES },
  lambda: { timeoutSeconds: 29, memoryMb: 1024 },
} as const;

export const relabelsHome = defineOperation({
  operationId: 'Pages_relabelsHome',
  method: 'GET',
  path: '/relabels',
  summary: 'Relabelling (page)',
  description: `The relabelling home: open an account by id, search descriptions, and the pending changes. ${RELABELS}`,
  tags,
  handler: 'functions/api/pages/relabels-home.ts',
  auth: operator,
  request: { query: RelabelsPageQuerySchema },
  success: { status: 200, description: 'The page', contentType: 'text/html' },
  errors: [],
});

export const relabelsOpenAccount = defineOperation({
  operationId: 'Pages_relabelsOpenAccount',
  method: 'POST',
  path: '/relabels',
  summary: 'Open an account to relabel',
  description: `Form \`account_id\`: redirects (303) to \`/relabels/assigned_account?account_id=…\`. ${RELABELS}`,
  tags,
  handler: 'functions/api/pages/relabels-open-account.ts',
  auth: operator,
  request: { body: RelabelsHomeFormSchema, bodyContentType: 'application/x-www-form-urlencoded' },
  success: { status: 200, description: 'A redirect (303)', contentType: 'text/html' },
  errors: [],
});

export const relabelsAssignedAccountPage = defineOperation({
  operationId: 'Pages_relabelsAssignedAccountPage',
  method: 'GET',
  path: '/relabels/assigned_account',
  summary: 'Relabel an account (page)',
  description:
    'With `account_id`: the account (organisation, application, bank, how many transactions), a link to its file and the ' +
    `form to upload it back. \`error_message\` is why the last upload was refused. ${RELABELS}`,
  tags,
  handler: 'functions/api/pages/relabels-assigned-account-page.ts',
  auth: operator,
  request: { query: AssignedAccountQuerySchema },
  success: { status: 200, description: 'The page', contentType: 'text/html' },
  errors: [],
});

export const relabelsAssignedAccount = defineOperation({
  operationId: 'Pages_relabelsAssignedAccount',
  method: 'POST',
  path: '/relabels/assigned_account',
  summary: 'Upload an account\'s relabels',
  description: `\`multipart/form-data\` with \`account_id\` and \`file\`. ${RELABEL_FILE} Every row must be of that account. A refused file redirects (303) to \`/relabels/assigned_account?account_id=…&error_message=…\`. ${RELABELS}`,
  tags,
  handler: 'functions/api/pages/relabels-assigned-account.ts',
  auth: operator,
  request: { body: AssignedAccountFormSchema, bodyContentType: 'multipart/form-data' },
  success: { status: 200, description: 'A redirect (303) to the confirmation, or back with `error_message`', contentType: 'text/html' },
  errors: ['unsupported_media_type'],
  ...relabelsUpload,
});

export const relabelsAccountFile = defineOperation({
  operationId: 'Pages_relabelsAccountFile',
  method: 'GET',
  path: '/relabels/assigned_account/{account_id}/file',
  summary: 'Download an account\'s transactions to relabel',
  description:
    'The account\'s labelled transactions as CSV (`account_id, transaction_id, date, description, reference, amount, label, ' +
    'label_confidence, label_source, new_label`), lowest confidence first, `new_label` empty. Cells a spreadsheet would run as a ' +
    `formula are prefixed with an apostrophe. 404 \`resource_not_found\` for an account Khanya does not hold or not yet analysed. ${RELABELS}`,
  tags,
  handler: 'functions/api/pages/relabels-account-file.ts',
  auth: operator,
  request: { params: AccountFileParamsSchema },
  success: { status: 200, description: 'The CSV file', contentType: 'text/csv' },
  errors: ['resource_not_found'],
  lambda: { timeoutSeconds: 29, memoryMb: 1024 },
});

export const relabelsRegexSearchPage = defineOperation({
  operationId: 'Pages_relabelsRegexSearchPage',
  method: 'GET',
  path: '/relabels/regex_search',
  summary: 'Search descriptions (page)',
  description: `The search form and the upload form for a search's file; \`error_message_search\` and \`error_message_submit\` are why the last search or upload was refused. ${RELABELS}`,
  tags,
  handler: 'functions/api/pages/relabels-regex-search-page.ts',
  auth: operator,
  request: { query: RegexSearchQuerySchema },
  success: { status: 200, description: 'The page', contentType: 'text/html' },
  errors: [],
});

export const relabelsRegexSearch = defineOperation({
  operationId: 'Pages_relabelsRegexSearch',
  method: 'POST',
  path: '/relabels/regex_search',
  summary: 'Search descriptions',
  description:
    'Form `search_term`: a regular expression in RE2 syntax, run by a linear-time engine (no backtracking, so no pattern can ' +
    'stall the search), matched case-insensitively against the descriptions of every analysed account, newest first, ' +
    'within a bounded budget (the page says how much was searched and whether it stopped early). `action=show` answers the ' +
    'page with the matches; `action=download` the matches as the CSV file to relabel. A term RE2 cannot compile (look-arounds, ' +
    `back-references) redirects (303) to \`/relabels/regex_search?error_message_search=…\`. ${RELABELS}`,
  tags,
  handler: 'functions/api/pages/relabels-regex-search.ts',
  auth: operator,
  request: { body: RegexSearchFormSchema, bodyContentType: 'application/x-www-form-urlencoded' },
  success: { status: 200, description: 'The matches (page or CSV file), or a redirect (303) with the reason', contentType: 'text/html' },
  errors: [],
  lambda: { timeoutSeconds: 29, memoryMb: 1024 },
});

export const relabelsSubmitSearch = defineOperation({
  operationId: 'Pages_relabelsSubmitSearch',
  method: 'POST',
  path: '/relabels/submit_search_relabels',
  summary: 'Upload a search\'s relabels',
  description: `\`multipart/form-data\` with \`file\`. ${RELABEL_FILE} Rows may be of any accounts. A refused file redirects (303) to \`/relabels/regex_search?error_message_submit=…\`. ${RELABELS}`,
  tags,
  handler: 'functions/api/pages/relabels-submit-search.ts',
  auth: operator,
  request: { body: SubmitSearchRelabelsFormSchema, bodyContentType: 'multipart/form-data' },
  success: { status: 200, description: 'A redirect (303) to the confirmation, or back with `error_message_submit`', contentType: 'text/html' },
  errors: ['unsupported_media_type'],
  ...relabelsUpload,
});

export const relabelsConfirmPage = defineOperation({
  operationId: 'Pages_relabelsConfirmPage',
  method: 'GET',
  path: '/relabels/confirm',
  summary: 'Confirm relabels (page)',
  description: `The operator's pending changes (each line's description, old and new label, by organisation and application) with Confirm and Discard. ${RELABELS}`,
  tags,
  handler: 'functions/api/pages/relabels-confirm-page.ts',
  auth: operator,
  request: { query: RelabelsPageQuerySchema },
  success: { status: 200, description: 'The page', contentType: 'text/html' },
  errors: [],
});

export const relabelsConfirm = defineOperation({
  operationId: 'Pages_relabelsConfirm',
  method: 'POST',
  path: '/relabels/confirm',
  summary: 'Confirm or discard relabels',
  description:
    '`action=confirm` applies the pending changes `draft_id` names: each becomes the transaction\'s manual label (it survives ' +
    're-analysis) and its application is analysed again; an organisation that learns from relabels gets the rule (same ' +
    'merchant, same direction); every change is kept for the labelling corpus (`relabels/<draft>.jsonl` in the uploads ' +
    'bucket) and the batch is audited. Confirming twice, or twice at once, applies it once. A transaction whose data ' +
    'changed meanwhile is skipped and reported. `action=discard` throws the changes away. Redirects (303) to `/relabels/` ' +
    `with what was done. ${RELABELS}`,
  tags,
  handler: 'functions/api/pages/relabels-confirm.ts',
  auth: operator,
  request: { body: RelabelsConfirmFormSchema, bodyContentType: 'application/x-www-form-urlencoded' },
  success: { status: 200, description: 'A redirect (303) to `/relabels/` with what was done', contentType: 'text/html' },
  errors: [],
  lambda: { timeoutSeconds: 29, memoryMb: 1024 },
});
