/**
 * Server-rendered pages named in the original API description (SPEC §2): their query and form
 * fields. Pages answer HTML (or a file), not JSON; their errors in the catalogue shape stay JSON.
 */
import * as z from 'zod';
import { UploadedFileSchema } from './common.ts';

/** Bodies of the decrypt page's POST: the PDF and the multipart overhead (Lambda answers at most 6 MB, base64 included). */
export const MAX_PDF_DECRYPT_BYTES = 4 * 1024 * 1024;

export const PdfDecryptQuerySchema = z.object({
  error: z.string().optional().meta({ description: 'Why the last decryption failed, shown on the page (escaped, at most 300 characters).' }),
});

export const PdfDecryptFormSchema = z
  .object({
    file: UploadedFileSchema.meta({ description: 'The password-protected PDF.' }),
    password: z.string().max(1024).optional().meta({ description: "The PDF's password; empty for a file without one." }),
    csrf_token: z.string().max(100).default('').meta({ description: 'The form\'s token (the `khanya_csrf` cookie\'s), required when the session is the `access_token` cookie.' }),
  })
  .meta({ id: 'Body_pdf_decrypt_pdf_decrypt__post' });

export const XeroPageQuerySchema = z.object({
  error: z.string().optional().meta({ description: 'Why the last connection attempt failed, shown on the page (escaped, at most 300 characters).' }),
});

/** What Xero sends back to GET /billing/authxero (none of it on the first visit, which starts the login). */
export const XeroAuthQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  scope: z.string().max(2048).optional(),
  session_state: z.string().max(512).optional(),
  error: z.string().max(300).optional(),
  error_description: z.string().max(1000).optional(),
});

/** GET and POST /auth/login: where to go after logging in (only Khanya's own pages: see core/operator-login.ts). */
export const OperatorLoginQuerySchema = z.object({
  redirect_url: z.string().min(1).max(2083).meta({ description: 'A Khanya page (a path such as `/relabels/`, or a URL on the API\'s or the console\'s origin); anything else is refused with 400.' }),
});

export const OperatorLoginFormSchema = z
  .object({
    username: z.string().min(1).max(254).meta({ description: 'The staff user\'s e-mail address.' }),
    password: z.string().min(1).max(256),
    csrf_token: z.string().max(100).default('').meta({ description: 'The form\'s token; it must match the `khanya_csrf` cookie the page set.' }),
  })
  .meta({ id: 'Body_login_auth_login_post' });

// ---------------------------------------------------------------------------------------------
// Relabelling pages (SPEC §2, §7): Khanya's operators correct labels across organisations.
// ---------------------------------------------------------------------------------------------

/** Most label changes one uploaded file may ask for (a draft is one DynamoDB item). */
export const MAX_RELABEL_CHANGES = 1000;
/** Relabel files: an account's transactions as CSV (50,000 lines of about 150 bytes, at most). */
export const MAX_RELABEL_FILE_BYTES = 4 * 1024 * 1024;
/** Longest search term (RE2 syntax). */
export const MAX_SEARCH_TERM_LENGTH = 200;

const csrfField = z.string().max(100).default('').meta({ description: 'The form\'s token; it must match the `khanya_csrf` cookie the page set.' });
const AccountIdField = z.string().trim().regex(/^[0-9a-f]{24}$/i, 'An account id is 24 hexadecimal characters.').transform((id) => id.toLowerCase());

export const RelabelsHomeFormSchema = z
  .object({
    account_id: AccountIdField.meta({ description: 'The account to open.' }),
    csrf_token: csrfField,
  })
  .meta({ id: 'Body_relabels_home_relabels__post' });

export const AssignedAccountQuerySchema = z.object({
  error_message: z.string().optional().meta({ description: 'Why the last upload was refused, shown on the page (escaped, at most 300 characters).' }),
  account_id: z.string().max(100).optional().meta({ description: 'The account to show (Khanya extension): its organisation, application and a link to its file.' }),
});

export const AssignedAccountFormSchema = z
  .object({
    account_id: AccountIdField.meta({ description: 'The account the file is for.' }),
    file: UploadedFileSchema.meta({ description: 'The account\'s file (`GET /relabels/assigned_account/{account_id}/file`) with `new_label` filled in where a label is wrong.' }),
    csrf_token: csrfField,
  })
  .meta({ id: 'Body_assigned_account_relabels_assigned_account_post' });

export const AccountFileParamsSchema = z.object({ account_id: AccountIdField });

export const RegexSearchQuerySchema = z.object({
  error_message_submit: z.string().optional().meta({ description: 'Why the last uploaded file was refused (escaped, at most 300 characters).' }),
  error_message_search: z.string().optional().meta({ description: 'Why the last search was refused (escaped, at most 300 characters).' }),
});

export const RegexSearchFormSchema = z
  .object({
    search_term: z.string().trim().min(1).max(MAX_SEARCH_TERM_LENGTH).meta({ description: 'A regular expression in RE2 syntax (linear time: no backtracking), matched case-insensitively against descriptions.' }),
    action: z.enum(['show', 'download']).default('show').meta({ description: 'Show the matches on the page, or answer them as a CSV file to relabel (Khanya extension).' }),
    csrf_token: csrfField,
  })
  .meta({ id: 'Body_regex_search_relabels_regex_search_post' });

export const SubmitSearchRelabelsFormSchema = z
  .object({
    file: UploadedFileSchema.meta({ description: 'The search\'s CSV file with `new_label` filled in where a label is wrong.' }),
    csrf_token: csrfField,
  })
  .meta({ id: 'Body_submit_search_relabels_relabels_submit_search_relabels_post' });

export const RelabelsConfirmFormSchema = z
  .object({
    action: z.enum(['confirm', 'discard']).meta({ description: 'Apply the pending changes, or throw them away.' }),
    draft_id: z.string().max(40).meta({ description: 'The pending changes the page showed (a newer upload replaces them; confirming an older page is refused).' }),
    csrf_token: csrfField,
  })
  .meta({ id: 'Body_confirm_relabels_confirm_post' });

export const RelabelsPageQuerySchema = z.object({
  message: z.string().optional().meta({ description: 'What the last step did, shown on the page (escaped, at most 300 characters).' }),
});
