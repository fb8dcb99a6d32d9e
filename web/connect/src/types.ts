/**
 * The API's shapes, as types only: `import type` keeps zod out of the bundle (esbuild drops
 * type-only imports), while the schemas stay the single source of truth.
 */
import type * as z from 'zod';
import type {
  BankSchema,
  ConnectCompleteOutSchema,
  ConnectionStepSchema,
  ConnectSessionSchema,
  LoginFieldSchema,
  StepErrorSchema,
  UploadMethodSchema,
} from '../../../schemas/connect.ts';
import type { StatementFileSchema, StatementUploadOutSchema } from '../../../schemas/bank-connections.ts';

export type ConnectSession = z.output<typeof ConnectSessionSchema>;
export type Bank = z.output<typeof BankSchema>;
export type ConnectionStep = z.output<typeof ConnectionStepSchema>;
export type StepError = z.output<typeof StepErrorSchema>;
export type LoginField = z.output<typeof LoginFieldSchema>;
export type UploadMethod = z.output<typeof UploadMethodSchema>;
export type StatementFile = z.output<typeof StatementFileSchema>;
export type StatementUploadOut = z.output<typeof StatementUploadOutSchema>;
export type ConnectCompleteOut = z.output<typeof ConnectCompleteOutSchema>;

/** The applicant's personal information as the API takes it (SPEC §5). */
export interface PersonalInfoIn {
  first_names: string;
  last_names: string;
  date_of_birth: string;
  nationality: string;
  id_type: string;
  id_country: string;
  email: string;
  phone: string | null;
  gov_id: string;
}
