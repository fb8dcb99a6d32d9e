/**
 * White label: how an organisation brands the applicant experience (SPEC §4 "White label").
 * Component names and fields are Beam's (UpdateWhiteLabelInSchema, WhiteLabelOutSchema).
 *
 * Colours: `#RGB` or `#RRGGBB`, case-insensitive; the leading `#` may be left out (Beam does not
 * say which form it wants, so both are accepted). Every colour is stored and answered in one
 * form: `#RRGGBB`, upper case (`abc` → `#AABBCC`).
 *
 * PATCH semantics: an omitted field is left as it is; an explicit `null` resets the field to its
 * Khanya default (for `image_base64`: removes the logo, so `image_url` becomes null).
 */
import * as z from 'zod';
import { nameText } from './common.ts';

/** Khanya's own defaults, answered for every field an organisation has not set. */
export const WHITE_LABEL_DEFAULTS = {
  /** Khanya gold. */
  primary_colour_hex: '#F2A900',
  secondary_colour_hex: null,
  welcome_title: 'Share your bank statements securely',
  welcome_description:
    'To assess your application, we need to see your recent bank transactions. ' +
    'Connect your bank account or upload your statements; it takes a few minutes and your data is encrypted and used only for this application.',
} as const;

/** Largest logo, decoded (the catalogue's message says "2048MB"; the real limit is 2 MiB). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/**
 * Request body limit of the update: a 2 MiB image is 2,796,204 characters of base64, plus a
 * data-URL prefix and the text fields. API Gateway's own cap is 10 MB.
 */
export const UPDATE_MAX_BODY_BYTES = 3.5 * 1024 * 1024;

export const DISPLAY_NAME_MAX = 100;
export const WELCOME_TITLE_MAX = 150;
export const WELCOME_DESCRIPTION_MAX = 1000;

const HEX_COLOUR = /^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** `#abc`, `abc`, `#AABBCC` or `aabbcc` → `#AABBCC`. Call only on values HEX_COLOUR accepts. */
export function normaliseHexColour(value: string): string {
  const digits = value.replace(/^#/, '').toUpperCase();
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full}`;
}

const HexColourSchema = z
  .string()
  .trim()
  .regex(HEX_COLOUR, 'Must be a hex colour: #RGB or #RRGGBB (the # is optional)')
  .transform(normaliseHexColour)
  .meta({ example: '#F2A900' });

const text = (max: number) => z.string().trim().min(1).max(max);

export const UpdateWhiteLabelInSchema = z
  .object({
    display_name: nameText(1, DISPLAY_NAME_MAX)
      .nullable()
      .optional()
      .meta({ description: `Name shown to applicants (1-${DISPLAY_NAME_MAX} characters). Null resets it to the organisation's company name.` }),
    primary_colour_hex: HexColourSchema.nullable()
      .optional()
      .meta({ description: `#RGB or #RRGGBB (# optional), answered as #RRGGBB. Null resets it to ${WHITE_LABEL_DEFAULTS.primary_colour_hex}.` }),
    secondary_colour_hex: HexColourSchema.nullable()
      .optional()
      .meta({ description: '#RGB or #RRGGBB (# optional), answered as #RRGGBB. Null removes it.' }),
    image_base64: z
      .string()
      .nullable()
      .optional()
      .meta({
        description:
          'The logo: base64 (a `data:image/...;base64,` prefix is accepted; its declared type is ignored). PNG, JPEG, WebP or SVG, ' +
          'at most 2 MiB decoded; the type is read from the content. SVGs are sanitised (scripts, event handlers, external ' +
          'references and foreign content are removed; entity declarations are refused). Null removes the logo.',
      }),
    welcome_title: nameText(1, WELCOME_TITLE_MAX)
      .nullable()
      .optional()
      .meta({ description: `Heading of the applicant's welcome screen (1-${WELCOME_TITLE_MAX} characters). Null resets it to Khanya's default.` }),
    welcome_description: text(WELCOME_DESCRIPTION_MAX)
      .nullable()
      .optional()
      .meta({ description: `Text of the applicant's welcome screen (1-${WELCOME_DESCRIPTION_MAX} characters). Null resets it to Khanya's default.` }),
  })
  .meta({ id: 'UpdateWhiteLabelInSchema' });
export type UpdateWhiteLabelIn = z.output<typeof UpdateWhiteLabelInSchema>;

export const WhiteLabelOutSchema = z
  .object({
    display_name: z.string(),
    primary_colour_hex: z.string().meta({ example: '#F2A900' }),
    secondary_colour_hex: z.string().nullable(),
    image_url: z
      .url()
      .min(1)
      .nullable()
      .meta({ description: 'A signed, time-limited link to the logo (valid up to 7 days); read the configuration again for a fresh one.' }),
    welcome_title: z.string(),
    welcome_description: z.string(),
  })
  .meta({ id: 'WhiteLabelOutSchema' });
export type WhiteLabelOut = z.input<typeof WhiteLabelOutSchema>;
