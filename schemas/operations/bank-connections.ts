import type { z } from 'zod';
import { defineOperation, type BodyContentType, type LinkAccess, type Operation, type OperationAuth } from '../operation.ts';
import type { ErrorCode } from '../errors.ts';
import { ApplicationIdParamsSchema } from '../applications.ts';
import {
  AffinityAdsOutSchema,
  AffordabilityAnalysisOutSchema,
  BankconnectionsGetLabelledTransactionsResponseSchema,
  ExpensesInsightsOutModelSchema,
  HealthScoreOutSchema,
  IncomeAnalysisOutSchema,
  LiquidityScoreOutSchema,
  RiskInsightOutModelSchema,
  StatementSummaryOutSchema,
  TransactionsLabelledDetailOutSchema,
} from '../analyses.ts';
import {
  BankBYODInSchema,
  BankBYODOutSchema,
  BankConnectionOutSchema,
  BankCsvUploadFormSchema,
  BankSlugListSchema,
  ProxyParamsSchema,
  RecrunchOutSchema,
  RethreadOutSchema,
  TransactionLabelInSchema,
  TransactionLabelOutSchema,
  TransactionListQuerySchema,
  TransactionParamsSchema,
  ApplicationFileParamsSchema,
  ProxyFileParamsSchema,
  STATEMENT_UPLOAD_LIMITS,
  StatementCompleteInSchema,
  StatementFileListSchema,
  StatementFileSchema,
  StatementPasswordInSchema,
  StatementUploadFormSchema,
  StatementUploadOutSchema,
  StatementUploadUrlInSchema,
  StatementUploadUrlOutSchema,
} from '../bank-connections.ts';

const tags = ['bank_connections'] as const;
const read = { scopes: ['organisation:api'], permission: 'view_bank_data' } as const;
const write = { scopes: ['organisation:api'], permission: 'manage_bank_data' } as const;
const UPLOAD_ERRORS = ['upload_parse_error', 'upload_contiguous_error', 'upload_transactions_error'] as const;
const READ_ERRORS = ['application_not_found', 'bank_not_configured', 'connection_not_ready', 'error_still_analysing_connection', 'error_analysing_connection'] as const;
const ANALYSIS_ERRORS = [...READ_ERRORS, 'no_transactions_found', '1_month_transaction_error'] as const;
const STATES =
  ' States: no bank data yet → 400 `connection_not_ready`; analysis running → 400 `error_still_analysing_connection`; ' +
  'analysis failed → 400 `error_analysing_connection`.';

export const uploadByod = defineOperation({
  operationId: 'Bankconnections_uploadByod',
  method: 'PUT',
  path: '/v1/bank_connections/{application_id}/byod',
  summary: 'Bring your own data',
  description:
    'Adds the lender\'s own account data (accounts with their transactions, amounts in rand) to the application\'s bank ' +
    'connection and queues the analysis. Amounts may have at most two decimals; balances, where given, must chain ' +
    '(400 `upload_contiguous_error` naming the account and day). An account number already on the connection answers ' +
    '400 `bank_account_exists`; nothing of a refused upload is stored.',
  tags,
  handler: 'functions/api/bank-connections/upload-byod.ts',
  auth: write,
  request: { params: ApplicationIdParamsSchema, body: BankBYODInSchema },
  success: { status: 200, description: 'The bank connection, now analysing', schema: BankBYODOutSchema },
  errors: ['application_not_found', 'bank_not_configured', 'bank_account_exists', 'application_expired', 'concurrent_update', ...UPLOAD_ERRORS],
  maxBodyBytes: 5 * 1024 * 1024,
  lambda: { timeoutSeconds: 29, memoryMb: 1024 },
});

export const listByodBanks = defineOperation({
  operationId: 'Bankconnections_listByodBanks',
  method: 'GET',
  path: '/v1/bank_connections/byod/banks',
  summary: 'Banks accepted as bank_slug',
  tags,
  handler: 'functions/api/bank-connections/list-byod-banks.ts',
  auth: null,
  success: { status: 200, description: 'Bank slugs', schema: BankSlugListSchema },
  errors: [],
});

export const uploadCsv = defineOperation({
  operationId: 'Bankconnections_uploadCsv',
  method: 'POST',
  path: '/v1/in/bank_connections/{proxy_id}/upload_csv',
  summary: 'Upload a bank CSV export (applicant)',
  description:
    'The fast CSV upload of the connect flow, authorised by the proxy id of the applicant\'s link: a CSV or text ' +
    'export of FNB, Capitec, Absa, Standard Bank or Nedbank, or the documented generic format (see the guide). ' +
    'A file that cannot be read, whose balances do not chain or whose transactions cannot be accepted answers 400 with ' +
    '`manual_upload_error_type` (Parse Error, Contiguous Error, Transactions Error) and `details` naming each row; the ' +
    'same file twice (also through the statement routes) answers 409 `duplicate_upload`. Nothing of a refused file enters the ' +
    'connection; it is kept for audit and listed in the files lists as `failed` with the reason, as the statement routes list a ' +
    'refused export (a file that is not text at all is not kept). An accepted one is listed as `parsed` and announced as ' +
    '`bank_connection.files_uploaded` (source `applicant`), as the statement routes announce theirs. Needs the applicant\'s acceptance ' +
    'of the current legal documents first (409 `legal_acceptance_required`, nothing stored).',
  tags,
  handler: 'functions/api/bank-connections/upload-csv.ts',
  auth: null,
  link: 'data',
  request: { params: ProxyParamsSchema, body: BankCsvUploadFormSchema, bodyContentType: 'multipart/form-data' },
  success: { status: 201, description: 'The bank connection, now analysing', schema: BankConnectionOutSchema },
  errors: ['application_completed', 'legal_acceptance_required', 'application_not_found', 'application_expired', 'bank_not_configured', 'bank_account_exists', 'duplicate_upload', 'concurrent_update', ...UPLOAD_ERRORS],
  maxBodyBytes: 4 * 1024 * 1024,
  lambda: { timeoutSeconds: 29, memoryMb: 1024 },
});

export const getBankConnection = defineOperation({
  operationId: 'Bankconnections_getBankConnection',
  method: 'GET',
  path: '/v1/bank_connections/{application_id}',
  summary: 'Bank connection',
  description: 'Status and accounts of the application\'s bank connection.',
  tags,
  handler: 'functions/api/bank-connections/get-bank-connection.ts',
  auth: read,
  request: { params: ApplicationIdParamsSchema },
  success: { status: 200, description: 'The bank connection', schema: BankConnectionOutSchema },
  errors: ['application_not_found', 'bank_not_configured', 'connection_not_ready'],
});

export const getLabelledTransactions = defineOperation({
  operationId: 'Bankconnections_getLabelledTransactions',
  method: 'GET',
  path: '/v1/bank_connections/{application_id}/transactions/labelled',
  summary: 'Get Labelled Transactions',
  description: `Every labelled transaction, per account, oldest first.${STATES}`,
  tags,
  handler: 'functions/api/bank-connections/get-labelled-transactions.ts',
  auth: read,
  request: { params: ApplicationIdParamsSchema },
  success: { status: 200, description: 'Labelled transactions per account', schema: BankconnectionsGetLabelledTransactionsResponseSchema },
  errors: READ_ERRORS,
});

export const listTransactions = defineOperation({
  operationId: 'Bankconnections_listTransactions',
  method: 'GET',
  path: '/v1/bank_connections/{application_id}/transactions',
  summary: 'Search labelled transactions',
  description: `Newest first, paginated (count, has_next, has_prev), filterable by account, label, date range and text.${STATES}`,
  tags,
  handler: 'functions/api/bank-connections/list-transactions.ts',
  auth: read,
  request: { params: ApplicationIdParamsSchema, query: TransactionListQuerySchema },
  success: { status: 200, description: 'A page of transactions', schema: TransactionsLabelledDetailOutSchema },
  errors: READ_ERRORS,
});

export const relabelTransaction = defineOperation({
  operationId: 'Bankconnections_relabelTransaction',
  method: 'PUT',
  path: '/v1/bank_connections/{application_id}/transactions/{transaction_id}/label',
  summary: 'Relabel a transaction',
  description:
    'Sets the label by hand (it survives re-analysis), re-runs the analyses, and — unless the organisation opted out — ' +
    'teaches the organisation: future transactions from the same merchant and direction get this label.',
  tags,
  handler: 'functions/api/bank-connections/relabel-transaction.ts',
  auth: write,
  request: { params: TransactionParamsSchema, body: TransactionLabelInSchema },
  success: { status: 200, description: 'The change', schema: TransactionLabelOutSchema },
  errors: [...READ_ERRORS, 'resource_not_found', 'concurrent_update'],
});

export const rerunCrunchAnalysis = defineOperation({
  operationId: 'Bankconnections_rerunCrunchAnalysis',
  method: 'GET',
  path: '/v1/bank_connections/{application_id}/recrunch',
  summary: 'Rerun Crunch Analysis',
  description: 'Labels and analyses the current data again (e.g. after the labelling model improved). Answers at once; read the analyses when the status is complete.',
  tags,
  handler: 'functions/api/bank-connections/rerun-crunch-analysis.ts',
  auth: write,
  request: { params: ApplicationIdParamsSchema },
  success: { status: 200, description: 'Queued', schema: RecrunchOutSchema },
  errors: ['application_not_found', 'bank_not_configured', 'connection_not_ready', 'concurrent_update'],
});

export const rerunThreadAnalysis = defineOperation({
  operationId: 'Bankconnections_rerunThreadAnalysis',
  method: 'GET',
  path: '/v1/bank_connections/{application_id}/rethread',
  summary: 'Rerun Thread Analysis',
  description:
    'Fetches again from every bank the applicant linked, only the transactions since the newest one held (none is held twice), and ' +
    'analyses the data again. Answers 201 once the data is in and the analysis queued; read the analyses when the status is complete. ' +
    'An application without a linked bank answers 400 `no_linked_bank`; a link the bank no longer honours (expired or revoked) answers 409 `bank_link_expired`, ' +
    'naming the reconnect-bank route that sends the applicant a new link.',
  tags,
  handler: 'functions/api/bank-connections/rerun-thread-analysis.ts',
  auth: write,
  request: { params: ApplicationIdParamsSchema },
  success: { status: 201, description: 'Fetched and queued', schema: RethreadOutSchema },
  errors: ['application_not_found', 'bank_not_configured', 'no_linked_bank', 'concurrent_update', 'bank_link_expired', 'bank_unavailable', 'bank_account_locked', 'bank_consent_denied', 'invalid_oauth_code', 'upload_contiguous_error', 'upload_transactions_error'],
});

/**
 * The analyses: one row each, written out in full (path and handler, so a search for the
 * analysis' name finds its row, its handler and its test), sharing what every analysis answers.
 */
function analysisOperation<const S extends Operation['success']['schema'], const H extends string, const P extends string>(input: {
  operationId: string;
  path: P;
  handler: H;
  summary: string;
  description: string;
  schema: S;
}) {
  return defineOperation({
    operationId: input.operationId,
    method: 'GET',
    path: input.path,
    summary: input.summary,
    description: `${input.description}${STATES} Fewer than one month of transactions → 400 \`1_month_transaction_error\`; none → 404 \`no_transactions_found\`.`,
    tags,
    handler: input.handler,
    auth: read,
    request: { params: ApplicationIdParamsSchema },
    success: { status: 200, description: input.summary, schema: input.schema },
    errors: ANALYSIS_ERRORS,
  });
}

export const getAffordability = analysisOperation({
  operationId: 'Bankconnections_getAffordability',
  path: '/v1/bank_connections/{application_id}/affordability',
  handler: 'functions/api/bank-connections/get-affordability.ts',
  summary: 'Get Affordability',
  description: 'Income, expenses and what the applicant can afford, per month, following the National Credit Act affordability regulations.',
  schema: AffordabilityAnalysisOutSchema,
});

export const getIncomeAnalysis = analysisOperation({
  operationId: 'Bankconnections_getIncomeAnalysis',
  path: '/v1/bank_connections/{application_id}/income_analysis',
  handler: 'functions/api/bank-connections/get-income-analysis.ts',
  summary: 'Get Income Analysis',
  description: 'Income consistency, longevity and regularity, the income heatmap and the strike date.',
  schema: IncomeAnalysisOutSchema,
});

export const getRiskInsights = analysisOperation({
  operationId: 'Bankconnections_getRiskInsights',
  path: '/v1/bank_connections/{application_id}/risk_insights',
  handler: 'functions/api/bank-connections/get-risk-insights.ts',
  summary: 'Get Risk Insights',
  description: 'Gambling, overdraft, returned debit orders, ATM and cash, net saver or spender, social security income.',
  schema: RiskInsightOutModelSchema,
});

export const getLiquidityScore = analysisOperation({
  operationId: 'Bankconnections_getLiquidityScore',
  path: '/v1/bank_connections/{application_id}/liquidity_score',
  handler: 'functions/api/bank-connections/get-liquidity-score.ts',
  summary: 'Get Liquidity Score',
  description: '30-, 60- and 90-day liquidity scores and the daily balance forecast.',
  schema: LiquidityScoreOutSchema,
});

export const getExpenseInsights = analysisOperation({
  operationId: 'Bankconnections_getExpenseInsights',
  path: '/v1/bank_connections/{application_id}/expenses_analysis',
  handler: 'functions/api/bank-connections/get-expense-insights.ts',
  summary: 'Get Expenses Analysis',
  description: 'Top expenses, the discretionary / non-discretionary split and the months covered.',
  schema: ExpensesInsightsOutModelSchema,
});

export const getHealthScore = analysisOperation({
  operationId: 'Bankconnections_getHealthScore',
  path: '/v1/bank_connections/{application_id}/health_score',
  handler: 'functions/api/bank-connections/get-health-score.ts',
  summary: 'Get Health Score',
  description: 'Affordability, income, expense, liquidity and savings, debt and fee scores and the final score (0–100).',
  schema: HealthScoreOutSchema,
});

export const getStatementSummary = analysisOperation({
  operationId: 'Bankconnections_getStatementSummary',
  path: '/v1/bank_connections/{application_id}/statement_summary',
  handler: 'functions/api/bank-connections/get-statement-summary.ts',
  summary: 'Get Statement Summary',
  description: 'Per account: dates, balances, counts and totals; primary income and its day; the account holder.',
  schema: StatementSummaryOutSchema,
});

export const getAffinityAds = defineOperation({
  operationId: 'Bankconnections_getAffinityAds',
  method: 'GET',
  path: '/v1/bank_connections/{application_id}/affinity_ads',
  summary: 'Get Affinity Ads',
  description:
    'Partner offers set against what the applicant pays regularly today (the last 90 days): per ad, each regular payment it ' +
    'competes with, its average monthly amount and `average_difference_percent` (negative: the offer is cheaper); ' +
    '`should_recommend_offers` when one saves at least 10 %. Needs the `affinity` add-on and a config with `affinity_enabled` ' +
    `(else 403 \`affinity_not_enabled\`). Never read by affordability or risk.${STATES}`,
  tags,
  handler: 'functions/api/bank-connections/get-affinity-ads.ts',
  auth: read,
  request: { params: ApplicationIdParamsSchema },
  success: { status: 200, description: 'The ads', schema: AffinityAdsOutSchema },
  errors: [...ANALYSIS_ERRORS, 'affinity_not_enabled'],
});

/** The original API's older paths: the same rows as their current paths, under another path and id. */
export const getLabelledTransactionsLegacy = defineOperation({
  ...getLabelledTransactions,
  operationId: 'Bankconnections_getLabelledTransactionsLegacy',
  path: '/transactions/{application_id}',
  handler: 'functions/api/bank-connections/get-labelled-transactions-legacy.ts',
  summary: 'Get Labelled Transactions (older path)',
  description: `The original API's older path: the same answer as \`/v1/bank_connections/{application_id}/transactions/labelled\`.${STATES}`,
});

export const getLiquidityScoreLegacy = defineOperation({
  ...getLiquidityScore,
  operationId: 'Bankconnections_getLiquidityScoreLegacy',
  path: '/liquidity/{application_id}',
  handler: 'functions/api/bank-connections/get-liquidity-score-legacy.ts',
  summary: 'Get Liquidity Score (older path)',
  description: `The original API's older path: the same answer as \`/v1/bank_connections/{application_id}/liquidity_score\`.${STATES}`,
});

// ── Statement files ──────────────────────────────────────────────────────────────────────────

const STATEMENT_MULTIPART = { maxFiles: STATEMENT_UPLOAD_LIMITS.maxFiles, maxFileBytes: STATEMENT_UPLOAD_LIMITS.maxFileBytes } as const;
/** Every file at its largest plus the form's own bytes. */
const STATEMENT_MAX_BODY = STATEMENT_UPLOAD_LIMITS.maxFiles * STATEMENT_UPLOAD_LIMITS.maxFileBytes + 1024 * 1024;
const APPLICANT = 'Authorised by the proxy id of the applicant\'s link (404 for an unknown link, 410 `application_expired` once it has expired). ';
/** The applicant's routes that hand over bank data (every changing statement route): consent first, as for the bank routes (POPIA). */
const APPLICANT_DATA = APPLICANT + 'Needs the applicant\'s acceptance of the current legal documents first (409 `legal_acceptance_required`, nothing stored). ';
const UPLOAD_DESCRIPTION =
  'Multipart form: `files` (repeat the part for several files: PDF statements or CSV/text exports) and an optional ' +
  '`password` for locked PDFs (also tried: passwords derived from the applicant\'s personal info; the password is never ' +
  `stored). At most ${STATEMENT_UPLOAD_LIMITS.maxFiles} files of at most 20 MiB each: more files answer 400 \`too_many_files\`, a larger file 413 ` +
  '`file_too_large`, a file that is neither PDF nor text 400 `unsupported_file_type`, each naming the limit or the file. ' +
  'Answers 202 at once with every file `processing` (or `failed` with `duplicate_upload` when the same bytes were already ' +
  'uploaded for this application); each file is then read in the background: follow it with the files list. A parsed file ' +
  'is merged into the bank connection (statements of one account merge, overlapping days are taken once, a gap or a ' +
  'disagreeing overlap fails the file with `statements_not_contiguous`) and the connection moves to `analysing`, as for ' +
  'BYOD. The raw file is kept for audit, also when refused; nothing of a refused file enters the connection. ' +
  'Request size: locally the whole form is accepted; deployed, API Gateway and Lambda cap a request at about 6 MB, so ' +
  'send larger files through the presigned upload (`…/statements/upload_url`, then `…/statements/{file_id}/complete`).';
const UPLOAD_URL_DESCRIPTION =
  'For files too large for one API request (deployed, requests are capped at about 6 MB): answers a presigned S3 URL. ' +
  '`PUT` the file\'s bytes to `upload_url` with exactly the `headers` given, before `expires_at`, at most `max_bytes` bytes; ' +
  'then call `…/statements/{file_id}/complete` (optionally with the PDF\'s `password`) to queue it. The file is listed as ' +
  '`processing` from the complete call on.';
const COMPLETE_DESCRIPTION =
  'Queues a file uploaded to its presigned URL. 400 `file_not_uploaded` when nothing was uploaded yet; 413 `file_too_large` ' +
  'when the object is larger than the limit (it is deleted); a second call for the same file answers the file as it is.';
const FILES_DESCRIPTION =
  'Every statement file uploaded for the application (the connect flow\'s CSV export through `upload_csv` too), newest first, with its status: `processing`, `parsed` (with the ' +
  'bank, account, period, balances in rand, transaction count and the authenticity verdict), `password_required` (send the ' +
  'password with `…/files/{file_id}/password`) or `failed` (`error_code`, `manual_upload_error_type` and a message the ' +
  'applicant can act on). `file_url` is a signed link to the file as uploaded, valid five minutes. In the lender\'s list, ' +
  '`holder_mismatch` and `period_apart` are judged against the application as it stands (data sent, a bank linked or personal ' +
  'info given after the statement count); the applicant\'s list, and the answers to an upload or a password, carry the file\'s own signals only.';
const PASSWORD_DESCRIPTION =
  'Sends the password of a locked PDF (`password_required` or `wrong_password`) and queues the file again; it answers the ' +
  'file, now `processing`. The password is carried with the queued work only, never stored. 409 `file_password_not_needed` ' +
  'for a file in any other state.';
const FILE_ERRORS = ['application_not_found', 'application_expired', 'bank_not_configured', 'statement_file_not_found'] as const;

/** What differs between the applicant's and the lender's row of one statement route. */
interface RouteSide {
  operationId: string;
  path: string;
  summary: string;
  handler: string;
  params: z.ZodObject;
}

/**
 * Each statement route exists twice: for the applicant, by the link's proxy id (no token, the
 * description says how the link authorises), and for the lender, by the application id with its
 * token. The two rows differ only in id, path, summary, handler, path parameters and auth; this
 * builds both from one description, so the pair cannot drift apart.
 */
type StatementRoute = Omit<Operation, 'operationId' | 'path' | 'summary' | 'handler' | 'auth' | 'tags' | 'request'> & {
  description: string;
  request?: { body: z.ZodType; bodyContentType?: BodyContentType };
};

/** One side's row: the route's fields, the side's own, and the path parameters added to the request. */
type StatementRow<R extends StatementRoute, S extends RouteSide, Auth extends OperationAuth | null> = Omit<R, 'request' | 'errors'> & {
  operationId: S['operationId'];
  path: S['path'];
  summary: S['summary'];
  handler: S['handler'];
  tags: typeof tags;
  auth: Auth;
  /** The applicant's side is checked by its link (schemas/operation.ts `link`); the lender's by its token. */
  link: Auth extends null ? LinkAccess : undefined;
  errors: readonly ErrorCode[];
  request: (R['request'] extends object ? R['request'] : unknown) & { params: S['params'] };
};

function statementRoutes<const R extends StatementRoute, const A extends RouteSide & { errors?: readonly ErrorCode[] }, const L extends RouteSide & { auth: OperationAuth }>(
  route: R,
  applicant: A,
  lender: L,
): readonly [StatementRow<R, A, null>, StatementRow<R, L, L['auth']>] {
  const side = (s: RouteSide, auth: OperationAuth | null, link: LinkAccess | undefined, description: string, errors: readonly ErrorCode[]) =>
    defineOperation({
      ...route,
      operationId: s.operationId,
      path: s.path,
      summary: s.summary,
      description,
      tags,
      handler: s.handler,
      auth,
      ...(link ? { link } : {}),
      request: { ...route.request, params: s.params },
      errors,
    });
  return [
    // The link's changing routes are closed once the applicant has completed, and hand over bank
    // data, so they need the applicant's consent (connect-session.ts); the lender answers for its own.
    route.method === 'GET'
      ? side(applicant, null, 'read', APPLICANT + route.description, applicant.errors ?? route.errors)
      : side(applicant, null, 'data', APPLICANT_DATA + route.description, ['application_completed', 'legal_acceptance_required', ...(applicant.errors ?? route.errors)]),
    side(lender, lender.auth, undefined, route.description, route.errors),
  ] as unknown as readonly [StatementRow<R, A, null>, StatementRow<R, L, L['auth']>];
}

export const [uploadStatements, uploadStatementsLender] = statementRoutes(
  {
    method: 'POST',
    description: UPLOAD_DESCRIPTION,
    request: { body: StatementUploadFormSchema, bodyContentType: 'multipart/form-data' },
    success: { status: 202, description: 'The files, queued', schema: StatementUploadOutSchema },
    errors: ['application_not_found', 'application_expired', 'bank_not_configured', 'too_many_files', 'file_too_large', 'unsupported_file_type'],
    maxBodyBytes: STATEMENT_MAX_BODY,
    multipart: STATEMENT_MULTIPART,
    lambda: { timeoutSeconds: 29, memoryMb: 1024 },
  },
  {
    operationId: 'Bankconnections_uploadStatements',
    path: '/v1/in/bank_connections/{proxy_id}/upload_file',
    summary: 'Upload bank statements (applicant)',
    handler: 'functions/api/bank-connections/upload-statements.ts',
    params: ProxyParamsSchema,
  },
  {
    operationId: 'Bankconnections_uploadStatementsLender',
    path: '/v1/bank_connections/{application_id}/statements',
    summary: 'Upload bank statements',
    handler: 'functions/api/bank-connections/upload-statements-lender.ts',
    params: ApplicationIdParamsSchema,
    auth: write,
  },
);

export const [createUploadUrl, createStatementUploadUrl] = statementRoutes(
  {
    method: 'POST',
    description: UPLOAD_URL_DESCRIPTION,
    request: { body: StatementUploadUrlInSchema },
    success: { status: 201, description: 'Where to PUT the file', schema: StatementUploadUrlOutSchema },
    errors: ['application_not_found', 'application_expired', 'bank_not_configured', 'unsupported_file_type'],
  },
  {
    operationId: 'Bankconnections_createUploadUrl',
    path: '/v1/in/bank_connections/{proxy_id}/statements/upload_url',
    summary: 'Presigned upload URL for a large statement (applicant)',
    handler: 'functions/api/bank-connections/create-upload-url.ts',
    params: ProxyParamsSchema,
  },
  {
    operationId: 'Bankconnections_createStatementUploadUrl',
    path: '/v1/bank_connections/{application_id}/statements/upload_url',
    summary: 'Presigned upload URL for a large statement',
    handler: 'functions/api/bank-connections/create-statement-upload-url.ts',
    params: ApplicationIdParamsSchema,
    auth: write,
  },
);

export const [completeUpload, completeStatementUpload] = statementRoutes(
  {
    method: 'POST',
    description: COMPLETE_DESCRIPTION,
    request: { body: StatementCompleteInSchema },
    success: { status: 202, description: 'The file, queued', schema: StatementFileSchema },
    errors: [...FILE_ERRORS, 'file_not_uploaded', 'file_too_large', 'concurrent_update'],
  },
  {
    operationId: 'Bankconnections_completeUpload',
    path: '/v1/in/bank_connections/{proxy_id}/statements/{file_id}/complete',
    summary: 'Queue a statement uploaded to its presigned URL (applicant)',
    handler: 'functions/api/bank-connections/complete-upload.ts',
    params: ProxyFileParamsSchema,
  },
  {
    operationId: 'Bankconnections_completeStatementUpload',
    path: '/v1/bank_connections/{application_id}/statements/{file_id}/complete',
    summary: 'Queue a statement uploaded to its presigned URL',
    handler: 'functions/api/bank-connections/complete-statement-upload.ts',
    params: ApplicationFileParamsSchema,
    auth: write,
  },
);

export const [listFiles, listStatementFiles] = statementRoutes(
  {
    method: 'GET',
    description: FILES_DESCRIPTION,
    success: { status: 200, description: 'The files', schema: StatementFileListSchema },
    errors: ['application_not_found'],
  },
  {
    operationId: 'Bankconnections_listFiles',
    path: '/v1/in/bank_connections/{proxy_id}/files',
    summary: 'Uploaded statement files and their status (applicant)',
    handler: 'functions/api/bank-connections/list-files.ts',
    params: ProxyParamsSchema,
    errors: ['application_not_found', 'application_expired'],
  },
  {
    operationId: 'Bankconnections_listStatementFiles',
    path: '/v1/bank_connections/{application_id}/files',
    summary: 'Uploaded statement files and their status',
    handler: 'functions/api/bank-connections/list-statement-files.ts',
    params: ApplicationIdParamsSchema,
    auth: read,
  },
);

export const [sendFilePassword, sendStatementFilePassword] = statementRoutes(
  {
    method: 'POST',
    description: PASSWORD_DESCRIPTION,
    request: { body: StatementPasswordInSchema },
    success: { status: 202, description: 'The file, queued again', schema: StatementFileSchema },
    errors: [...FILE_ERRORS, 'file_password_not_needed'],
  },
  {
    operationId: 'Bankconnections_sendFilePassword',
    path: '/v1/in/bank_connections/{proxy_id}/files/{file_id}/password',
    summary: 'Send the password of a locked statement (applicant)',
    handler: 'functions/api/bank-connections/send-file-password.ts',
    params: ProxyFileParamsSchema,
  },
  {
    operationId: 'Bankconnections_sendStatementFilePassword',
    path: '/v1/bank_connections/{application_id}/files/{file_id}/password',
    summary: 'Send the password of a locked statement',
    handler: 'functions/api/bank-connections/send-statement-file-password.ts',
    params: ApplicationFileParamsSchema,
    auth: write,
  },
);
