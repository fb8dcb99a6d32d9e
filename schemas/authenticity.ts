/**
 * The authenticity assessment of a parsed statement (functions/core/pdf/authenticity.ts makes
 * it from the file; a CSV export's only signal of its own is `row_not_posted`; `holder_mismatch`
 * and `period_apart` come from the application it joins, functions/core/statement-context.ts;
 * the files listing answers it as `authenticity`). What each signal means and how
 * reliable it is: functions/core/pdf/AUTHENTICITY.md.
 */
import * as z from 'zod';

export const AUTHENTICITY_VERDICTS = ['no_signals', 'suspicious', 'tampered'] as const;

export const AUTHENTICITY_SIGNAL_CODES = [
  'editing_software',
  'office_software',
  'print_to_pdf',
  'modified_after_creation',
  'created_before_period_end',
  'dates_outside_period',
  'incremental_updates',
  'javascript',
  'ocr_text_layer',
  'text_over_text',
  'cell_font_mismatch',
  'summary_totals_mismatch',
  'balance_chain_broken',
  'row_not_posted',
  'holder_mismatch',
  'period_apart',
] as const;

export const AuthenticitySignalSchema = z
  .object({
    code: z.enum(AUTHENTICITY_SIGNAL_CODES),
    detail: z.string(),
    page: z.number().int().positive().optional(),
    row: z.number().int().positive().optional(),
  })
  .meta({ id: 'AuthenticitySignalSchema' });

export const AuthenticitySchema = z
  .object({
    verdict: z.enum(AUTHENTICITY_VERDICTS),
    signals: z.array(AuthenticitySignalSchema),
  })
  .meta({ id: 'AuthenticitySchema' });

export type AuthenticitySignal = z.infer<typeof AuthenticitySignalSchema>;
export type AuthenticitySignalCode = AuthenticitySignal['code'];
export type Authenticity = z.infer<typeof AuthenticitySchema>;
