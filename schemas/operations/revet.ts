/** Loan re-vetting (SPEC §3, §5, §7): JSON and CSV submissions, the CSV template, VET applications. */
import { defineOperation } from '../operation.ts';
import { ApplicationInSchema, ApplicationOutSchema } from '../applications.ts';
import {
  MAX_REVET_ENTRIES,
  MAX_REVET_UPLOAD_BYTES,
  REQUIRED_REVET_CSV_COLUMNS,
  REVET_CSV_COLUMNS,
  RevetApplicationSchema,
  RevetSubmissionOutSchema,
  RevetTemplateOutSchema,
  RevetTemplateQuerySchema,
  RevetUploadFormSchema,
} from '../revet.ts';

const tags = ['applications'] as const;
const write = { scopes: ['organisation:api'], permission: 'manage_applications' } as const;

const ALL_OR_NOTHING =
  `All or nothing: every entry is validated before anything is written, and if any write fails, everything ` +
  `written for the submission is removed again. At most ${MAX_REVET_ENTRIES} entries. Each applicant is then contacted ` +
  'by `contact_method`: `email` sends the connect link in the organisation\'s branding; `sms` is recorded but not yet ' +
  'delivered. A failed e-mail does not undo the submission: that entry answers `email_sent: false`; re-invite the applicant.';

export const submitRevetApplication = defineOperation({
  operationId: 'Applications_submitRevetApplication',
  method: 'POST',
  path: '/v1/applications/applications/revet',
  summary: 'Revet Submission',
  description:
    'Creates one applicant (name, email, phone) and one `REVET` application with its loan details per entry. ' +
    'Every entry needs an email and a phone number (400 `invalid_revet_application`), and no two entries may share ' +
    `both (400 \`duplicate_revet_submission\`). ${ALL_OR_NOTHING}`,
  tags,
  handler: 'functions/api/revet/submit-revet-application.ts',
  auth: write,
  request: { body: RevetApplicationSchema },
  success: { status: 201, description: 'The applications created, with their applicants', schema: RevetSubmissionOutSchema },
  errors: ['invalid_revet_application', 'duplicate_revet_submission', 'application_config_not_found', 'no_applicationconfigs'],
  maxBodyBytes: 2 * 1024 * 1024,
  lambda: { timeoutSeconds: 29, memoryMb: 1024 },
});

export const submitCsv = defineOperation({
  operationId: 'Applications_submitCsv',
  method: 'POST',
  path: '/v1/applications/applications/revet_upload',
  summary: 'Revet Csv Submission',
  description:
    'The same submission as a CSV file: `multipart/form-data` with the fields `file` (the CSV, required) and ' +
    '`application_config_id` (optional; the default config otherwise). The file is UTF-8 (with or without a byte order ' +
    'mark), comma-separated, CRLF or LF line ends, RFC 4180 quoting; the first row names the columns ' +
    `(case-insensitive, any order): ${REVET_CSV_COLUMNS.join(', ')}; ${REQUIRED_REVET_CSV_COLUMNS.join(', ')} are required. ` +
    "Numbers use '.' for decimals and may carry an `R` and spaces between thousands (`R 1 234.56`); commas are refused. " +
    'Empty cells are null; blank rows are skipped; `contact_method` defaults to email. ' +
    `Any problem in the file (a malformed row, a missing required value, a duplicate email and phone, no rows, more than ${MAX_REVET_ENTRIES}) ` +
    'answers 400 `invalid_application_file` and creates nothing; that answer adds `details`: ' +
    '`[{"row": 3, "column": "email", "problem": "..."}]` (spreadsheet rows, the header is row 1; at most 100). ' +
    'A body that is not multipart answers 415; a malformed multipart body (delimiters end with CRLF; at most 20 parts, ' +
    '5 files and 20 text fields of 64 KiB) or a missing `file` field 422 `multipart_invalid` / `missing`. ' +
    `Bodies up to ${MAX_REVET_UPLOAD_BYTES / 1024 / 1024} MiB. ${ALL_OR_NOTHING}`,
  tags,
  handler: 'functions/api/revet/submit-csv.ts',
  auth: write,
  request: { body: RevetUploadFormSchema, bodyContentType: 'multipart/form-data' },
  success: { status: 201, description: 'The applications created, with their applicants', schema: RevetSubmissionOutSchema },
  errors: ['invalid_application_file', 'application_config_not_found', 'no_applicationconfigs', 'unsupported_media_type'],
  maxBodyBytes: MAX_REVET_UPLOAD_BYTES,
  // Up to 1000 rows: 31 transactions and 1000 invites within API Gateway's 29 s.
  lambda: { timeoutSeconds: 29, memoryMb: 1024 },
});

export const getCsvTemplate = defineOperation({
  operationId: 'Applications_getCsvTemplate',
  method: 'GET',
  path: '/v1/applications/get_template',
  summary: 'Revet Csv Template',
  description:
    'The CSV template for `revet_upload`: a header row and one example row. Answers JSON with the file in `csv`; with ' +
    '`Accept: text/csv` (preferred over JSON) or `?format=csv` it answers the file itself (`text/csv`, as an attachment ' +
    'named revet_template.csv).',
  tags,
  handler: 'functions/api/revet/get-csv-template.ts',
  auth: null,
  request: { query: RevetTemplateQuerySchema },
  success: { status: 200, description: 'The template', schema: RevetTemplateOutSchema },
  errors: [],
});

export const createVetApplication = defineOperation({
  operationId: 'Applications_createVetApplication',
  method: 'POST',
  path: '/v1/applications/revet',
  summary: 'Create Vet Application',
  description:
    'Like `POST /v1/applications`, for an existing applicant, but the application has type `VET`. The config is the ' +
    'organisation\'s default when `application_config_id` is omitted.',
  tags,
  handler: 'functions/api/revet/create-vet-application.ts',
  auth: write,
  request: { body: ApplicationInSchema },
  success: { status: 201, description: 'The new application', schema: ApplicationOutSchema },
  errors: ['applicant_not_found', 'application_config_not_found', 'no_applicationconfigs'],
  idempotent: true,
});
