/** The applicant's side: what the connect UI reads and records, authorised by the link's proxy id. */
import * as z from 'zod';
import { ApplicationStatusSchema, LegalAcceptanceSchema } from './applications.ts';
import { LegalDocumentSchema } from './legal-documents.ts';
import { WhiteLabelOutSchema } from './white-label.ts';

export const ProxyIdParamsSchema = z.object({
  proxy_id: z.uuid().meta({ description: 'The id in the applicant\'s connect link.' }),
});

export const ConnectSessionSchema = z
  .object({
    application_id: z.string(),
    status: ApplicationStatusSchema,
    expiry: z.iso.datetime({ offset: true }),
    redirect_url: z.string().nullable(),
    lender: WhiteLabelOutSchema.meta({ description: "The lender's white label: show it on every connect screen." }),
    connections: z.array(z.object({ name: z.string(), data_points: z.array(z.string()) })),
    legal_documents: z.array(LegalDocumentSchema),
    legal_acceptances: z.array(LegalAcceptanceSchema),
    bank_only: z.boolean().meta({
      description:
        'Khanya extension: a reconnect-bank-only application (made by the lender\'s reconnect route): skip consent and personal ' +
        'info, ask only for the bank step.',
    }),
    completed: z.boolean().meta({
      description:
        'Khanya extension: the applicant pressed done (`POST complete`). The routes that change the application then answer 409 ' +
        '`application_completed`; the connect UI shows the completed-link page.',
    }),
    statements_email: z.email().meta({
      description:
        'Khanya extension: the applicant can e-mail (or have the bank e-mail) PDF or CSV statements to this address instead of ' +
        'uploading them; the attachments are listed with the uploaded files.',
    }),
  })
  .meta({ id: 'ConnectSessionSchema' });

export const LegalAcceptanceInSchema = z
  .object({
    acceptances: z
      .array(z.object({ document_type: z.string().min(1).max(64), version: z.string().min(1).max(64) }))
      .min(1)
      .max(10),
  })
  .meta({ id: 'LegalAcceptanceInSchema' });

// ---------------------------------------------------------------------------------------------
// Banks, the connection step and linking (issue 11). Bank and Connection step fields are SPEC §3's;
// the OAuth, bank summary and automated-link shapes are the original's (schemas/reference/beam-openapi.yaml).

export const UploadMethodSchema = z
  .enum(['automatic', 'email', 'manual'])
  .meta({ description: '`automatic`: link the account through the bank; `email`: forward the bank\'s statement e-mail; `manual`: upload PDF or CSV statements.' });

export const LoginFieldSchema = z
  .object({
    name: z.string().meta({ description: 'The key to send in a FORM step\'s `fields`, e.g. `otp`.' }),
    label: z.string(),
    type: z.enum(['text', 'password', 'otp']),
  })
  .meta({ id: 'LoginFieldSchema', description: 'Khanya: one field the bank asks for in a FORM step.' });

export const BankSchema = z
  .object({
    id: z.string().meta({ description: 'Send as `bank_id` when selecting the bank.' }),
    bank_slug: z.string().meta({ example: 'sandbox' }),
    display_name: z.string().meta({ example: 'Khanya Sandbox Bank' }),
    is_selected: z.boolean(),
    automated_active: z.boolean().meta({ description: 'The account can be linked through the bank (upload method `automatic`).' }),
    pdf_upload_supported: z.boolean(),
    login_fields: z.array(LoginFieldSchema),
    display_login_fields: z.boolean(),
    methods_available: z.array(UploadMethodSchema),
  })
  .meta({ id: 'BankSchema' });

export const BankListSchema = z.array(BankSchema).meta({ id: 'BankListSchema' });

export const SelectedBankSchema = z
  .object({ bank_id: z.string().min(1).max(64), upload_method: UploadMethodSchema })
  .meta({ id: 'SelectedBankSchema' });

export const SelectBanksInSchema = z.array(SelectedBankSchema).min(1).max(10).meta({ id: 'SelectBanksInSchema' });

export const StepTypeSchema = z.enum(['REDIRECT', 'FORM', 'COMPLETE', 'THREAD']);

/** Khanya extension on the step: why the last linking attempt failed and what the applicant can do next. */
export const StepErrorSchema = z
  .object({
    code: z.string().meta({ description: 'An error catalogue code, e.g. `bank_consent_denied`, `invalid_otp`, `bank_unavailable`.' }),
    message: z.string(),
    next_step: z.enum(['retry', 'upload_instead', 'contact_bank']),
  })
  .meta({ id: 'StepErrorSchema' });

export const ConnectionStepSchema = z
  .object({
    connection_id: z.string().nullable(),
    application_id: z.string(),
    type: StepTypeSchema.meta({
      description:
        '`REDIRECT`: send the applicant to `redirect_url` (the bank\'s authorisation endpoint; add `redirect_uri`, `state`, ' +
        '`code_challenge`); `FORM`: ask for `login_fields` and POST them to `step`; `THREAD`: the bank data is being fetched; ' +
        '`COMPLETE`: nothing more is needed from the bank.',
    }),
    complete: z.boolean(),
    redirect_url: z.string().nullable(),
    redirect_type: z.enum(['oauth2', 'external_flow']).nullable(),
    banks_already_linked: z.array(z.string()),
    response_type: z.string().nullable(),
    client_id: z.string().nullable(),
    scope: z.string().nullable(),
    code_challenge_method: z.string().nullable(),
    is_pdf_allowed: z.boolean(),
    bank_id: z.string().nullable().meta({ description: 'Khanya extension: the bank this step is for.' }),
    login_fields: z.array(LoginFieldSchema).meta({ description: 'Khanya extension: the fields of a FORM step (empty otherwise).' }),
    error: StepErrorSchema.nullable().meta({ description: 'Khanya extension: the last linking failure, until the next attempt.' }),
  })
  .meta({ id: 'ConnectionStepSchema' });

export const StepFormInSchema = z
  .object({ fields: z.record(z.string().min(1).max(64), z.string().max(256)) })
  .meta({ id: 'StepFormInSchema', description: 'Khanya extension: the answers to a FORM step\'s `login_fields`.' });

export const ThreadOAuthCodeInSchema = z
  .object({
    code: z.string().min(1).max(2048),
    code_verifier: z.string().min(43).max(128).meta({ description: 'The PKCE verifier (RFC 7636: 43 to 128 characters).' }),
    redirect_uri: z.url(),
    iss: z
      .url()
      .max(2048)
      .optional()
      .meta({ description: "The callback's `iss` parameter (RFC 9207), passed on as the bank sent it: a bank that advertises it has it checked against its issuer (an authorisation-server mix-up is refused)." }),
  })
  .meta({ id: 'ThreadOAuthCodeInSchema' });

export const ThreadOAuthCodeOutSchema = z.object({ success: z.boolean().default(true) }).meta({ id: 'ThreadOAuthCodeOutSchema' });

/** Khanya extension: what the bank sent back instead of a code (RFC 6749 §4.1.2.1), so the step can say what to do next. */
export const ThreadOAuthErrorInSchema = z
  .object({ error: z.string().min(1).max(128), error_description: z.string().max(1024).optional() })
  .meta({ id: 'ThreadOAuthErrorInSchema' });

export const ThreadBankAccountSummarySchema = z
  .object({
    account_name: z.string(),
    account_number: z.string(),
    account_type: z.string().nullable(),
    balance: z.number(),
    currency: z.string(),
  })
  .meta({ id: 'ThreadBankAccountSummary' });

export const ThreadBankSummaryOutSchema = z
  .object({ bank_id: z.string(), accounts: z.array(ThreadBankAccountSummarySchema).nullable() })
  .meta({ id: 'ThreadBankSummaryOutSchema' });

export const IsAutomatedLinkOutSchema = z.object({ is_automated_link: z.boolean() }).meta({ id: 'IsAutomatedLinkOut' });

export const ConnectCompleteOutSchema = z
  .object({ redirect_url: z.string().nullable().meta({ description: "Where to send the applicant: the lender's `redirect_url` (null when it has none)." }) })
  .meta({ id: 'ConnectCompleteOutSchema' });

export const ReconnectBankOnlySchema = z.object({ new_application_id: z.string() }).meta({ id: 'ReconnectBankOnlySchema' });
