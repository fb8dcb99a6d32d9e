/**
 * Loan re-vetting (SPEC §3 "Loan re-vetting", §5): a lender submits existing or declined loan
 * applicants, as JSON or as a CSV file, and Khanya creates one applicant and one REVET
 * application per entry and contacts each applicant.
 */
import * as z from 'zod';
import { DomainError } from './errors.ts';
import { EmailSchema, nameText, ObjectIdSchema, UploadedFileSchema } from './common.ts';
import { ApplicantOutSchema, ApplicationOutSchema, PhoneSchema } from './applications.ts';

/** Most entries one submission (JSON or CSV) may hold; all are created or none. */
export const MAX_REVET_ENTRIES = 1000;

/** Largest CSV upload. Lambda's 6 MB invocation payload holds a base64-encoded body of at most ~4.4 MB. */
export const MAX_REVET_UPLOAD_BYTES = 4 * 1024 * 1024;

/** How the applicant is contacted: e-mail and WhatsApp are delivered; `sms` is recorded. */
export const CONTACT_METHODS = ['email', 'sms', 'whatsapp'] as const;
export const ContactMethodSchema = z.enum(CONTACT_METHODS).meta({
  description:
    'How to contact the applicant. `email` sends the connect link; `whatsapp` sends it as a WhatsApp template message from the ' +
    'organisation\'s registered number (PUT /v1/integrations/whatsapp); `sms` is recorded but not yet delivered.',
});

const amount = (description: string) => z.number().min(0).nullish().meta({ description });
const count = (description: string) => z.number().int().min(0).nullish().meta({ description });

export const RevetLoanApplicationSchema = z
  .object({
    name: nameText(1, 200),
    email: EmailSchema,
    phone: PhoneSchema,
    contact_method: ContactMethodSchema.default('email'),
    installment_value: amount('Instalment amount in rand.'),
    loan_duration: count('Loan duration (months).'),
    loan_amount: amount('Loan amount in rand.'),
    number_of_installments: count('Number of instalments.'),
    effective_interest_rate: z.number().min(0).max(1000).nullish().meta({ description: 'Effective annual interest rate, in percent.' }),
    reason_for_decline: z.string().trim().max(500).nullish().meta({ description: 'Why the original application was declined.' }),
  })
  .meta({ id: 'RevetLoanApplicationSchema' });
export type RevetLoanApplication = z.output<typeof RevetLoanApplicationSchema>;

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * SPEC §5: every entry needs an e-mail address and a phone number, and a missing one answers the
 * catalogue's 400 `invalid_revet_application`, not a 422. The check runs before the schema does
 * (the schema, and so the OpenAPI document, still declares both as required, as Beam does);
 * anything else malformed, including a present but invalid address, is a 422.
 */
export function requireContactDetails(input: unknown): unknown {
  if (input && typeof input === 'object' && Array.isArray((input as { applications?: unknown }).applications)) {
    for (const entry of (input as { applications: unknown[] }).applications) {
      if (entry && typeof entry === 'object' && (isMissing((entry as Record<string, unknown>).email) || isMissing((entry as Record<string, unknown>).phone))) {
        throw new DomainError('invalid_revet_application');
      }
    }
  }
  return input;
}

export const RevetApplicationSchema = z
  .preprocess(
    requireContactDetails,
    z.object({
      applications: z.array(RevetLoanApplicationSchema).min(1).max(MAX_REVET_ENTRIES),
      application_config_id: ObjectIdSchema.nullish().meta({ description: "Omit to use the organisation's default config." }),
    }),
  )
  .meta({ id: 'RevetApplicationSchema' });

export const RevetApplicationOutSchema = ApplicationOutSchema.extend({
  applicant_details: ApplicantOutSchema,
  contact_method: ContactMethodSchema,
  email_sent: z.boolean().meta({
    description:
      'Whether the connect e-mail went out. `false` for `sms` and `whatsapp` entries and when sending failed: the application exists ' +
      'either way; re-invite the applicant.',
  }),
  whatsapp_sent: z.boolean().meta({ description: 'Khanya extension: whether WhatsApp accepted the invite message (`whatsapp` entries).' }),
}).meta({ id: 'RevetApplicationOutSchema' });

export const RevetSubmissionOutSchema = z
  .object({
    applications: z.array(RevetApplicationOutSchema),
    count: z.number().int(),
  })
  .meta({ id: 'RevetSubmissionOutSchema' });

/** The CSV file's columns, in the template's order; the first three are required. */
export const REVET_CSV_COLUMNS = [
  'name',
  'email',
  'phone',
  'contact_method',
  'installment_value',
  'loan_duration',
  'loan_amount',
  'number_of_installments',
  'effective_interest_rate',
  'reason_for_decline',
] as const;
export type RevetCsvColumn = (typeof REVET_CSV_COLUMNS)[number];
export const REQUIRED_REVET_CSV_COLUMNS = ['name', 'email', 'phone'] as const satisfies readonly RevetCsvColumn[];

export const RevetTemplateQuerySchema = z.object({
  format: z.enum(['json', 'csv']).optional().meta({
    description: 'Answer format; `csv` (or `Accept: text/csv`) answers the file itself, for browsers and scripts.',
  }),
});

export const RevetTemplateOutSchema = z
  .object({
    filename: z.string(),
    content_type: z.literal('text/csv'),
    csv: z.string().meta({ description: 'The template: a header row and one example row, UTF-8, CRLF line ends.' }),
    columns: z.array(z.string()),
    required_columns: z.array(z.string()),
  })
  .meta({ id: 'RevetTemplateOutSchema' });

/** One problem found in an uploaded file (an extra `details` field of the 400 answer). */
export const FileProblemSchema = z
  .object({
    row: z.number().int().nullable().meta({ description: 'Spreadsheet row (the header is row 1); null for the whole file.' }),
    column: z.string().nullable(),
    problem: z.string(),
  })
  .meta({ id: 'FileProblem' });
export type FileProblem = z.infer<typeof FileProblemSchema>;

/** The upload's form fields besides `file` (multipart/form-data, parsed by the handler). */
export const RevetUploadFormSchema = z
  .object({
    file: UploadedFileSchema.meta({ description: 'The CSV file (see the template).' }),
    application_config_id: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value),
      ObjectIdSchema.optional(),
    ).meta({ description: "Optional; the organisation's default config otherwise." }),
  })
  .meta({ id: 'Body_revet_csv_submission_v1_applications_applications_revet_upload_post' });
