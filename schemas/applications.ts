/** Applicants and applications: what a lender creates before bank data arrives. */
import * as z from 'zod';
import { EmailSchema, nameText, ObjectIdSchema, PaginationQuerySchema } from './common.ts';

/** SPEC §4 leaves application transitions unnamed; Khanya's state machine is in functions/core/application-status.ts. */
export const APPLICATION_STATUSES = ['created', 'connecting', 'connected', 'analysing', 'complete', 'failed', 'expired'] as const;
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES).meta({ id: 'ApplicationStatus' });
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

/** STANDARD: created by the API; VET / REVET: re-vetting (SPEC §3). */
export const ApplicationTypeSchema = z.enum(['STANDARD', 'VET', 'REVET']).meta({ id: 'ApplicationType' });

/**
 * Where the connect UI sends the applicant when they finish (location.assign): a web page, or a
 * lender's mobile app by its own scheme (lenderapp://loan/done, as the original API's `format: uri`
 * allows), but never a scheme a browser runs or reads locally instead of leaving for: a
 * javascript: or data: URL there would run script on the connect UI's origin.
 */
const NAVIGABLE_SCHEME = /^(?!(?:javascript|data|vbscript|file|blob|about|filesystem|view-source)$)[a-z][a-z0-9+.-]*$/i;

export const RedirectUrlSchema = z
  .url({ protocol: NAVIGABLE_SCHEME, error: 'Must be a web or app URL (not javascript:, data: or file:)' })
  .min(1)
  .max(2083)
  .meta({ example: 'https://lender.khanya.example/applications/done' });

export const PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{10,16}$/, 'Must be a phone number')
  .meta({ example: '+27821234567' });

export const ApplicantInSchema = z
  .object({
    name: nameText(1, 200).optional(),
    email: EmailSchema.optional(),
    phone: PhoneSchema.optional(),
    external_reference: nameText(1, 200).optional().meta({ description: 'Your own id for this applicant.' }),
  })
  .meta({ id: 'ApplicantInSchema', description: 'Every field is optional; an empty body creates an anonymous applicant.' });

export const ApplicantOutSchema = z
  .object({
    id: ObjectIdSchema,
    organisation: ObjectIdSchema,
    created_at: z.iso.datetime({ offset: true }),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    external_reference: z.string().nullable(),
  })
  .meta({ id: 'ApplicantOutSchema' });

export const ApplicantListSchema = z.array(ApplicantOutSchema).meta({ id: 'ApplicantList' });

export const ApplicationInSchema = z
  .object({
    application_config_id: ObjectIdSchema.nullish().meta({ description: "Omit to use the organisation's default config." }),
    applicant_id: ObjectIdSchema,
    redirect_url: RedirectUrlSchema.nullish().meta({
      description: "Where the applicant goes after connecting; defaults to the config's default_redirect_url.",
    }),
  })
  .meta({ id: 'ApplicationInSchema' });

export const LegalAcceptanceSchema = z
  .object({
    document_type: z.string(),
    version: z.string(),
    accepted_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'LegalAcceptance' });

export const LoanDetailsSchema = z
  .object({
    installment_value: z.number().nullable(),
    loan_duration: z.number().int().nullable(),
    loan_amount: z.number().nullable(),
    number_of_installments: z.number().int().nullable(),
    effective_interest_rate: z.number().nullable(),
    reason_for_decline: z.string().nullable(),
  })
  .meta({ id: 'LoanDetails' });

export const ApplicationOutSchema = z
  .object({
    id: ObjectIdSchema,
    applicant: ObjectIdSchema,
    redirect_url: RedirectUrlSchema.nullable(),
    proxy_id: z.string(),
    organisation: ObjectIdSchema,
    config: ObjectIdSchema,
    status: ApplicationStatusSchema,
    type: ApplicationTypeSchema,
    connect_url: z.string().meta({ description: 'Send the applicant here to connect their bank data.' }),
    expiry: z.iso.datetime({ offset: true }).meta({ description: 'The connect link stops working after this time.' }),
    statements_email: z.email().meta({
      description:
        'Khanya extension: the applicant\'s address for e-mailed statements (`statements+{proxy_id}@…`). PDF or CSV attachments sent ' +
        'there are read like uploads while the connect link works.',
    }),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
    legal_acceptances: z.array(LegalAcceptanceSchema),
    loan: LoanDetailsSchema.nullable().meta({ description: 'Loan details of a re-vetting application.' }),
    revet_outcome: z.enum(['RED', 'AMBER', 'GREEN']).nullable(),
  })
  .meta({ id: 'ApplicationOutSchema' });

export const CreateApplicationOutSchema = ApplicationOutSchema.meta({ id: 'CreateApplicationOutSchema' });
export const ApplicationListSchema = z.array(ApplicationOutSchema).meta({ id: 'ApplicationList' });

export const ApplicationListQuerySchema = PaginationQuerySchema.extend({
  status: ApplicationStatusSchema.optional().meta({ description: 'Only applications in this status.' }),
  search: z
    .string()
    .trim()
    .min(2)
    .max(100)
    .optional()
    .meta({
      description:
        "Khanya addition: only applications whose applicant's name or e-mail contains this text (any case). It reads the organisation's whole book, so it answers more slowly than a plain page.",
    }),
  created_from: z.iso.date().optional().meta({ description: 'Khanya addition: only applications created on or after this day (South African time).', example: '2026-11-01' }),
  created_to: z.iso.date().optional().meta({ description: 'Khanya addition: only applications created on or before this day (South African time).', example: '2026-11-30' }),
});

export const ApplicationIdParamsSchema = z.object({ application_id: ObjectIdSchema });
export const ApplicantIdParamsSchema = z.object({ applicant_id: ObjectIdSchema });

export const ApplicationEmailInviteSchema = z
  .object({
    recepient: EmailSchema.meta({ description: 'The applicant\'s e-mail address (the original API\'s spelling).' }),
    name: nameText(1, 200),
    application_config_id: ObjectIdSchema.nullish(),
    applicant_id: ObjectIdSchema.nullish().meta({ description: 'Omit to create a new applicant with this name and e-mail.' }),
    redirect_url: RedirectUrlSchema.nullish(),
  })
  .meta({ id: 'ApplicationEmailInviteSchema' });

export const EmailInviteOutSchema = z
  .object({
    message: z.string(),
    application: ApplicationOutSchema,
  })
  .meta({ id: 'EmailInviteOutSchema' });

// ---------------------------------------------------------------------------------------------
// Issue 11: the application's timeline and the connect listings (the original's
// ListConnectOutSchema, SingleConnectOutSchema and ListApplicantConnectOutSchema, with its field names).

export const APPLICATION_EVENT_KIND_NAMES = [
  'opened',
  'consented',
  'personal_info_given',
  'bank_chosen',
  'linked',
  'link_failed',
  'files_uploaded',
  'completed',
  'rethreaded',
  'timeline_truncated',
  'abandoned',
  'expired',
] as const;

export const ApplicationEventSchema = z
  .object({
    kind: z.enum(APPLICATION_EVENT_KIND_NAMES),
    at: z.iso.datetime({ offset: true }),
    detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional().meta({ description: 'Which bank, how many files, which error.' }),
  })
  .meta({ id: 'ApplicationEventSchema', description: 'Khanya: one step of the applicant\'s journey.' });

export const ApplicationEventListSchema = z.array(ApplicationEventSchema).meta({ id: 'ApplicationEventList' });

export const SingleConnectOutSchema = z
  .object({
    id: z.string(),
    config: z.string(),
    applicant: z.string(),
    organisation: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    applicant_name: z.string().nullable(),
    id_number: z.string().nullable(),
    phone_number: z.string().nullable(),
    status: z.string(),
    email: z.string().nullable(),
    nationality: z.string().nullable(),
  })
  .meta({
    id: 'SingleConnectOutSchema',
    description: 'An application with its applicant: name, ID number, phone, e-mail and nationality from the personal info given (else the applicant record\'s).',
  });

export const ListConnectOutSchema = z
  .object({
    data: z.array(SingleConnectOutSchema),
    count: z.number().int().meta({ description: 'The number of applications in `data`.' }),
    has_next: z.boolean(),
    has_prev: z.boolean(),
  })
  .meta({ id: 'ListConnectOutSchema' });

export const ListApplicantConnectOutSchema = z
  .object({
    id: z.string(),
    config: z.string(),
    applicant: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    status: z.string(),
    latest_connect: z.boolean().default(false).meta({ description: 'The applicant\'s newest application.' }),
  })
  .meta({ id: 'ListApplicantConnectOutSchema' });

export const ApplicantConnectListSchema = z.array(ListApplicantConnectOutSchema).meta({ id: 'ApplicantConnectList' });
