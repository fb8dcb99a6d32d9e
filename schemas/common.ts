/**
 * Building blocks shared by every area of the contract: ids, pagination, error bodies.
 * Schemas carry their OpenAPI component name in zod's own `.meta({ id })`, so handler bundles
 * import plain zod and only the generator pulls in zod-to-openapi.
 */
import * as z from 'zod';

/** 24-character lower-case hex, object-id style: 4 bytes of seconds, then 8 random bytes. */
export const ObjectIdSchema = z
  .string()
  .regex(/^[0-9a-f]{24}$/, 'Must be a 24-character hexadecimal id')
  .meta({ example: '5eb7cf5a86d9755df3a6c593' });

/**
 * A name holds none of the characters no name is written with: C0 and C1 controls (a newline, a NUL, an escape) and the
 * line separators, and the bidirectional embeddings, overrides and isolates, which turn how a name
 * reads in the console, an e-mail or a PDF around without changing what is stored ("Trojan
 * Source", CVE-2021-42574). The left-to-right and right-to-left marks (U+200E, U+200F) stay: they
 * belong in Arabic and Hebrew names. Written as \uXXXX ranges, as ECMA-262 patterns (JSON Schema's) read them.
 */
const UNPRINTABLE = '\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069';
const PRINTABLE_NAME = new RegExp(`^[^${UNPRINTABLE}]*$`);
const UNPRINTABLE_RUN = new RegExp(`[${UNPRINTABLE}]+`, 'g');

/** The text with each run of those characters turned into one space, trimmed: for names other systems send (a NUL-padded export, a CRM's tab). */
export function printableText(text: string): string {
  return text.replace(UNPRINTABLE_RUN, ' ').trim();
}

/**
 * A name a person, an organisation or a lender types for us (an applicant's, a token's, a
 * config's), shown back to people: trimmed, min-max characters, refused with control or
 * text-direction characters. Transaction descriptions are not names: banks' own text is kept as sent.
 */
export const nameText = (min: number, max: number) =>
  z.string().trim().min(min).max(max).regex(PRINTABLE_NAME, 'Must not contain control characters or text-direction marks');

/**
 * A name another system wrote (a bank export's account name, a CRM's contact): those characters
 * are dropped (printableText) rather than refused, so that one NUL of padding does not refuse a
 * whole upload that clients of the original API sent without trouble.
 */
export const cleanedNameText = (min: number, max: number) =>
  z.preprocess((value) => (typeof value === 'string' ? printableText(value) : value), z.string().min(min).max(max));

/** Maximum page size any list accepts; documented in the API reference. */
export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 10;
/**
 * Largest `skip`. DynamoDB has no offset, so a page at `skip` reads skip + limit items; beyond
 * this bound (422) a client pages with `starting_after`, which reads only the page.
 */
export const MAX_PAGE_SKIP = 10_000;

/** The header that carries the next page's cursor on every list answer (a Khanya extension). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export const PaginationQuerySchema = z.object({
  skip: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_PAGE_SKIP)
    .default(0)
    .meta({ description: `Items to skip (default 0, maximum ${MAX_PAGE_SKIP}; counted after \`starting_after\` when both are given). Deeper pages: use \`starting_after\`.` }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_LIMIT)
    .default(DEFAULT_PAGE_LIMIT)
    .meta({ description: `Items to return (default ${DEFAULT_PAGE_LIMIT}, maximum ${MAX_PAGE_LIMIT}).` }),
  starting_after: ObjectIdSchema.optional().meta({
    description:
      'Khanya extension: cursor paging. The id of the last item of the previous page (its `next` cursor); the page ' +
      'starts after it, in the list\'s order. Unlike a deep `skip`, it does not read the items before it (lists stored ' +
      'in DynamoDB read only the page). `skip`, if also given, counts from the cursor.',
  }),
});
/** `next` in list answers that are objects (a Khanya extension; bare-array lists send it as a header). */
export const NextCursorSchema = ObjectIdSchema.nullable().meta({
  description:
    'Khanya extension: the cursor of the next page (pass it as `starting_after`), or null on the last page. Also sent as ' +
    'the `X-Next-Cursor` and `Link: <…>; rel="next"` headers.',
});

export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/** One entry of `invalid_permission`'s `details`: something the organisation is not entitled to use. */
export const EntitlementProblemSchema = z
  .object({
    loc: z.array(z.union([z.string(), z.number().int()])).meta({ description: 'Where in the request body, as in a 422 `loc`.', example: ['body', 'connections', 0, 'data_points', 1] }),
    connection: z.string().nullable().meta({ example: 'bank' }),
    data_point: z.string().nullable().meta({ description: 'null for a connection listed without data points, or a setting.', example: 'affinity_ads' }),
    entitlement: z.string().meta({ description: 'The entitlement it needs (see connections_available).', example: 'affinity' }),
    problem: z.string().meta({ example: "data point 'affinity_ads' needs the 'affinity' entitlement" }),
  })
  .meta({ id: 'EntitlementProblem', description: 'A data point, connection or setting the organisation is not entitled to use.' });
export type EntitlementProblem = z.infer<typeof EntitlementProblemSchema>;

export const ErrorResponseSchema = z
  .object({
    error_type: z.literal('code'),
    code: z.string().meta({ example: 'resource_not_found' }),
    message: z.string().meta({ example: 'Resource Not Found' }),
    details: z
      .array(z.looseObject({ problem: z.string() }))
      .optional()
      .meta({
        description:
          'A Khanya extension on some errors, beside the catalogue\'s message: `invalid_permission` lists an `EntitlementProblem` ' +
          'per refused data point (where it is and the entitlement it needs); `invalid_application_file` lists the file\'s ' +
          'problems (`row`, `column`, `problem`). Each entry has a `problem` sentence.',
      }),
  })
  .meta({ id: 'ErrorResponse', description: 'Every non-validation error answers this body.' });

export const ValidationErrorSchema = z
  .object({
    loc: z.array(z.union([z.string(), z.number().int()])).meta({ title: 'Location' }),
    msg: z.string().meta({ title: 'Message' }),
    type: z.string().meta({ title: 'Error Type' }),
  })
  .meta({ id: 'ValidationError' });

export const HTTPValidationErrorSchema = z
  .object({ detail: z.array(ValidationErrorSchema) })
  .meta({ id: 'HTTPValidationError' });

export const MessageSchema = z.object({ message: z.string() }).meta({ id: 'MessageSchema' });

/** An e-mail address, normalised to lower case so that lookups and uniqueness ignore case. */
export const EmailSchema = z
  .email()
  .max(254)
  .transform((value) => value.trim().toLowerCase())
  .meta({ format: 'email', example: 'someone@lender.khanya.example' });

/** A file part of a multipart/form-data body, as the HTTP stack hands it to the body schema. */
export interface UploadedFile {
  filename: string | null;
  content_type: string | null;
  data: Buffer;
}

export const UploadedFileSchema = z
  .custom<UploadedFile>(
    (value) => typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data),
    'Must be a file part (multipart/form-data with a filename)',
  )
  .meta({ type: 'string', format: 'binary' } as never);
