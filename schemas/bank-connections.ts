/** Bank connections: the lender's own data (BYOD), bank CSV exports, and what is read back. */
import * as z from 'zod';
import { cleanedNameText, ObjectIdSchema, PaginationQuerySchema, UploadedFileSchema } from './common.ts';
import { ApplicationIdParamsSchema } from './applications.ts';
import { LABEL_NAMES } from './labels.ts';

/** Banks Khanya reads (BYOD bank_slug values, CSV exports, statement parsers). */
export const BANKS = [
  { bank_slug: 'absa', display_name: 'Absa' },
  { bank_slug: 'african_bank', display_name: 'African Bank' },
  { bank_slug: 'bidvest', display_name: 'Bidvest Bank' },
  { bank_slug: 'capitec', display_name: 'Capitec' },
  { bank_slug: 'discovery', display_name: 'Discovery Bank' },
  { bank_slug: 'fnb', display_name: 'FNB' },
  { bank_slug: 'investec', display_name: 'Investec' },
  { bank_slug: 'nedbank', display_name: 'Nedbank' },
  { bank_slug: 'old_mutual', display_name: 'Old Mutual' },
  { bank_slug: 'standard_bank', display_name: 'Standard Bank' },
  { bank_slug: 'tymebank', display_name: 'TymeBank' },
  { bank_slug: 'other', display_name: 'Other bank' },
] as const;
export const BANK_SLUGS = BANKS.map((bank) => bank.bank_slug) as [string, ...string[]];

/** Rand with at most two decimals: a third decimal would be silently rounded otherwise. */
const RandSchema = z
  .number()
  .refine((value) => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Must be an amount in rand with at most two decimals')
  .refine((value) => Math.abs(value) < 1e12, 'Amount out of range');

const CurrencySchema = z.string().trim().toUpperCase().length(3).default('ZAR');

/** A date or a date-time; dates alone are read as midnight South African time. */
const TransactionDateTimeSchema = z.union([z.iso.datetime({ offset: true }), z.iso.datetime(), z.iso.date()]).meta({
  description: 'ISO 8601 date-time (with or without offset; without one, South African time) or a date.',
  example: '2026-10-25T08:30:00+02:00',
});

export const BYODTransactionSchema = z
  .object({
    datetime: TransactionDateTimeSchema,
    amount: RandSchema.meta({ description: 'Signed amount in rand: credits positive, debits negative.' }),
    balance: RandSchema.nullish().meta({ description: "Balance after the transaction. Where given, each balance is the previous one plus the amount (a row without a balance still moves it by its amount); where left out, it is filled in from the account's balance, so rows after the last balance given must add up to the account's balance." }),
    description: z.string().trim().min(1).max(500),
    reference: z.string().trim().max(200).nullish(),
    currency: CurrencySchema,
  })
  .meta({ id: 'BYODTransactionSchema' });

export const BYODAccountSchema = z
  .object({
    account_number: z.string().trim().min(1).max(34),
    account_name: cleanedNameText(1, 200),
    account_type: z.string().trim().max(50).nullish(),
    balance: RandSchema.meta({ description: 'Current (closing) balance in rand: the balance after the last transaction.' }),
    currency: CurrencySchema,
    bank_slug: z.enum(BANK_SLUGS).meta({ description: 'See GET /v1/bank_connections/byod/banks.' }),
    account_holder_name: cleanedNameText(0, 200).nullish(),
    transactions: z.array(BYODTransactionSchema).max(50_000),
  })
  .meta({ id: 'BYODAccountSchema' });

export const BankBYODInSchema = z
  .object({ accounts: z.array(BYODAccountSchema).min(1).max(20) })
  .meta({ id: 'BankBYODInSchema' });

/**
 * One account of a bank connection as Khanya keeps it: the one account shape. Money is integer
 * cents (rand exist only at the edges). The core's `BankAccount`, the stored account of the
 * connection item and the ingest input are views of this type (Pick/Omit), never written again.
 * Internal: not part of the API (the answer is AccountSummaryAccountSchema).
 */
export const BankAccountRecordSchema = z.object({
  /** Stable 24-hex id derived from the connection and account number. */
  id: ObjectIdSchema,
  account_number: z.string(),
  account_name: z.string(),
  account_type: z.string().nullable(),
  bank_slug: z.string(),
  account_holder_name: z.string().nullable(),
  currency: z.string(),
  /** Current (closing) balance in cents. */
  balance_cents: z.number().int(),
  transaction_count: z.number().int(),
  source: z.enum(['byod', 'csv', 'statement', 'automatic']),
});
export type BankAccountRecord = z.infer<typeof BankAccountRecordSchema>;

export const BankConnectionStatusSchema = z
  .enum(['not_ready', 'analysing', 'complete', 'failed'])
  .meta({ id: 'BankConnectionStatus', description: 'not_ready: no data yet; analysing: data in, analysis running; complete; failed.' });

export const AccountSummaryAccountSchema = z
  .object({
    id: ObjectIdSchema,
    bank_name: z.string(),
    account_name: z.string(),
    account_number: z.string(),
    account_holder_name: z.string().nullable(),
    account_holder_gov_id: z.string().nullable(),
    verification: z.enum(['ONLINE_BANKING_PROFILE', 'ACCOUNT']).meta({ description: 'How the account was verified: ONLINE_BANKING_PROFILE for an account linked through the applicant\'s bank login, ACCOUNT for uploaded, e-mailed or the lender\'s own data.' }),
    balance: z.number(),
    bank_slug: z.string(),
    account_type: z.string().nullable(),
    transaction_count: z.number().int(),
  })
  .meta({ id: 'AccountSummaryAccount' });

export const BankConnectionOutSchema = z
  .object({
    id: ObjectIdSchema,
    application: ObjectIdSchema,
    status: BankConnectionStatusSchema,
    accounts: z.array(AccountSummaryAccountSchema),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
    analysed_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'BankConnectionOutSchema' });

export const BankBYODOutSchema = BankConnectionOutSchema.meta({ id: 'BankBYODOutSchema' });

export const BankSlugListSchema = z.array(z.string()).meta({ id: 'BankSlugList', example: ['absa', 'capitec', 'fnb'] });

/** A CSV export's bank as an upload names it (a slug or `generic`, in any case: `FNB`, `Standard Bank`); a blank form field is none. */
const BankIdFieldSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim().toLowerCase().replace(/[\s-]+/g, '_')) : value),
  z.enum([...BANK_SLUGS, 'generic'] as [string, ...string[]]).optional(),
);

export const BankCsvUploadFormSchema = z
  .object({
    file: UploadedFileSchema.meta({ description: 'The bank\'s CSV or text export.' }),
    bank_id: BankIdFieldSchema.meta({ description: 'The bank (slug), or `generic`; detected from the file when omitted.' }),
    account_number: z.string().trim().min(1).max(34),
    account_holder_name: cleanedNameText(0, 200).optional(),
  })
  .meta({ id: 'Body_upload_bank_csv' });

export const ProxyParamsSchema = z.object({ proxy_id: z.uuid() });

export const TransactionListQuerySchema = PaginationQuerySchema.extend({
  account_id: ObjectIdSchema.optional(),
  label: z.enum(LABEL_NAMES).optional(),
  date_from: z.iso.date().optional().meta({ description: 'Inclusive, YYYY-MM-DD (South African time).' }),
  date_to: z.iso.date().optional().meta({ description: 'Inclusive, YYYY-MM-DD.' }),
  search: z.string().trim().min(1).max(100).optional().meta({ description: 'Case-insensitive text in the description or reference.' }),
});

export const TransactionParamsSchema = ApplicationIdParamsSchema.extend({ transaction_id: ObjectIdSchema });

export const TransactionLabelInSchema = z
  .object({ new_label: z.enum(LABEL_NAMES) })
  .meta({ id: 'TransactionLabelInSchema' });

export const TransactionLabelOutSchema = z
  .object({ transaction_id: ObjectIdSchema, old_label: z.string(), new_label: z.string() })
  .meta({ id: 'TransactionLabelOutSchema' });

export const RecrunchOutSchema = z
  .object({ message: z.string(), status: BankConnectionStatusSchema })
  .meta({ id: 'RecrunchOutSchema' });

/** The original's empty answer to `rethread` (201 `{}`). */
export const RethreadOutSchema = z.object({}).meta({ id: 'BankconnectionsRerunThreadAnalysisResponse' });

// ── Statement files (PDF and CSV statements uploaded by the applicant or the lender) ──────────

/** Per-request limits of the statement upload (the multipart body is checked against them as it is read). */
export const STATEMENT_UPLOAD_LIMITS = {
  maxFileBytes: 20 * 1024 * 1024,
  maxFiles: 12,
  /** A presigned upload URL is valid this long. */
  uploadUrlTtlSeconds: 15 * 60,
  /** A file's `file_url` (signed GET) is valid this long. */
  fileUrlTtlSeconds: 5 * 60,
} as const;

export const StatementFileStatusSchema = z
  .enum(['processing', 'parsed', 'password_required', 'failed'])
  .meta({
    id: 'StatementFileStatus',
    description:
      'processing: queued or being read; parsed: read and merged into the bank connection; password_required: the PDF is ' +
      'locked and none of the passwords tried opened it (send it with POST …/files/{file_id}/password); failed: refused, see error_code.',
  });

export const STATEMENT_FILE_ERROR_CODES = [
  'password_required',
  'wrong_password',
  'no_text_layer',
  'not_a_bank_statement',
  'unsupported_layout',
  'balance_chain_broken',
  'statements_not_contiguous',
  'duplicate_upload',
  'unsupported_file_type',
  'unreadable_file',
  'too_many_pages',
  'invalid_statement',
  'file_too_large',
] as const;

export const StatementAuthenticitySchema = z
  .object({
    verdict: z.enum(['no_signals', 'suspicious', 'tampered']),
    signals: z.array(
      z.object({
        code: z.string(),
        detail: z.string(),
        page: z.number().int().optional(),
        row: z.number().int().optional(),
      }),
    ),
  })
  .meta({ id: 'StatementAuthenticity', description: 'What the authenticity checks found on a parsed statement (see the Statements guide). The file\'s own signals are read once; holder_mismatch and period_apart are judged against the application as it stands each time the files are listed, so data sent, a bank linked or personal info given after the statement counts.' });

/** One problem a CSV export's rows were refused for. */
const StatementFileProblemSchema = z.object({
  row: z.number().int().nullable().meta({ description: '1-based line of the file, or null for the whole file.' }),
  column: z.string().nullable(),
  problem: z.string(),
});

export const StatementFileSchema = z
  .object({
    id: ObjectIdSchema,
    title: z.string().meta({ description: 'The file name as uploaded.' }),
    size_bytes: z.number().int(),
    size: z.number().meta({ description: 'The size in size_unit, one decimal.' }),
    size_unit: z.enum(['B', 'KB', 'MB']),
    size_unit_concat: z.string().meta({ example: '1.2 MB' }),
    created_at: z.iso.datetime({ offset: true }),
    modified_at: z.iso.datetime({ offset: true }),
    file_url: z.string().meta({ description: `A signed link to the file as uploaded, valid ${STATEMENT_UPLOAD_LIMITS.fileUrlTtlSeconds / 60} minutes.` }),
    status: StatementFileStatusSchema,
    manual_upload_error_type: z.enum(['Parse Error', 'Contiguous Error', 'Transactions Error']).nullable(),
    error_code: z.enum(STATEMENT_FILE_ERROR_CODES).nullable(),
    message: z.string().nullable().meta({ description: 'What went wrong and what the applicant can do, for a failed or locked file.' }),
    error_detail: z
      .record(z.string(), z.union([z.string(), z.number(), z.null(), z.array(StatementFileProblemSchema)]))
      .nullable()
      .meta({ description: 'The facts behind the message (row, dates, balances, bank); for a CSV export refused for its rows, `problems` lists them (`row`, `column`, `problem`, at most 100) and `problem_count` counts them all.' }),
    bank_slug: z.string().nullable(),
    account_number: z.string().nullable(),
    account_holder_name: z.string().nullable(),
    statement_start_date: z.iso.date().nullable(),
    statement_end_date: z.iso.date().nullable(),
    opening_balance: z.number().nullable().meta({ description: 'Rand.' }),
    closing_balance: z.number().nullable().meta({ description: 'Rand.' }),
    transaction_count: z.number().int().nullable(),
    authenticity: StatementAuthenticitySchema.nullable(),
  })
  .meta({ id: 'ListFilesSchema' });

export const StatementFileListSchema = z.array(StatementFileSchema).meta({ id: 'StatementFileList' });

export const StatementUploadOutSchema = z
  .object({ files: z.array(StatementFileSchema) })
  .meta({ id: 'StatementUploadOut', description: 'Every file of the request: accepted files are `processing`; the same bytes as an earlier file are `failed` with `duplicate_upload`.' });

const asList = (value: unknown) => (value === undefined || Array.isArray(value) ? value : [value]);
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value === '' ? undefined : value);

/**
 * What an uploader may say of the files (Khanya extensions, optional): the account they are for,
 * which a CSV export without one needs, and a CSV export's bank.
 */
const statementAccountFields = {
  account_number: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string()
        .trim()
        // Whole numbers only: a masked number (****5678) or a word would match any statement or none.
        .regex(/^\d[\d -]*\d$/, 'an account number is digits, with spaces or hyphens between them if you like')
        .transform((value) => value.replace(/[ -]/g, ''))
        .refine((digits) => digits.length >= 6 && digits.length <= 20, 'an account number has 6 to 20 digits')
        .optional(),
    )
    .meta({
      description:
        'The account every file of the request is for (6 to 20 digits; spaces and hyphens are dropped; send one request per account). ' +
        'A CSV export that prints no account number (Absa\'s transaction history, the generic format) is read as this account\'s; ' +
        'a statement that prints another account\'s number is refused (`invalid_statement`).',
    }),
  bank_id: BankIdFieldSchema.meta({ description: 'CSV exports only: the bank (slug), or `generic`; detected from the file when omitted. PDFs name their bank.' }),
};

export const StatementUploadFormSchema = z
  .object({
    files: z
      .preprocess(asList, z.array(UploadedFileSchema).min(1).max(STATEMENT_UPLOAD_LIMITS.maxFiles))
      .meta({ description: `One or more PDF or CSV statements (repeat the part), at most ${STATEMENT_UPLOAD_LIMITS.maxFiles} of at most 20 MiB each.` }),
    password: z
      .preprocess(blankToUndefined, z.string().max(200).optional())
      .meta({ description: 'The password of locked PDFs. Never stored: it travels with the queued work only.' }),
    ...statementAccountFields,
  })
  .meta({ id: 'Body_upload_statements_v1_in_bank_connections__proxy_id__upload_file_post' });

export const StatementPasswordInSchema = z
  .object({ password: z.string().min(1).max(200) })
  .meta({ id: 'StatementPasswordIn' });

export const StatementUploadUrlInSchema = z
  .object({
    filename: z.string().trim().min(1).max(255),
    content_type: z.enum(['application/pdf', 'text/csv', 'text/plain', 'application/octet-stream']).default('application/pdf'),
    ...statementAccountFields,
  })
  .meta({ id: 'StatementUploadUrlIn' });

export const StatementUploadUrlOutSchema = z
  .object({
    file_id: ObjectIdSchema,
    upload_url: z.string(),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()).meta({ description: 'Send these headers with the PUT, exactly.' }),
    expires_at: z.iso.datetime({ offset: true }),
    max_bytes: z.number().int(),
  })
  .meta({ id: 'StatementUploadUrlOut' });

export const StatementCompleteInSchema = z
  .object({ password: z.preprocess(blankToUndefined, z.string().max(200).optional()) })
  .meta({ id: 'StatementCompleteIn' });

export const ProxyFileParamsSchema = ProxyParamsSchema.extend({ file_id: ObjectIdSchema });
export const ApplicationFileParamsSchema = ApplicationIdParamsSchema.extend({ file_id: ObjectIdSchema });
