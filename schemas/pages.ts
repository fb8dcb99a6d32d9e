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
