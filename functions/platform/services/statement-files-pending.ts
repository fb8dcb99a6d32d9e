/**
 * TEMPORARY STAND-IN — replace when the upload pipeline is merged.
 *
 * The real `acceptStatementFiles` lives in functions/platform/services/statement-files.ts (the
 * "pipeline" part of issue 10): it stores each file, lists it like an upload and queues its
 * parsing. Until it is on main, the mail worker calls this stand-in, which only records in
 * memory what it was given so the tests can see it. The mail service calls it in ONE place
 * (functions/platform/services/inbound-email.ts, `handOn`); switching is that one import.
 * Delete this file then, and read the listed files in the tests instead of `recordedStatementFiles`.
 */
import type { ApplicationItem } from '../repositories/applications.ts';

export interface StatementFileInput {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface AcceptedStatementFile {
  id: string;
  title: string;
  status: string;
  error_code?: string | null;
}

export interface RecordedCall {
  organisation: string;
  application: string;
  files: StatementFileInput[];
  options: { source: 'email'; password?: string };
}

const calls: RecordedCall[] = [];
let sequence = 0;

const SUPPORTED = /^(application\/pdf|text\/csv)$/;

/** The pipeline's contract, recorded: PDF and CSV files answer `processing`, others `failed` / `unsupported_file_type`. */
export async function acceptStatementFiles(
  application: ApplicationItem,
  files: StatementFileInput[],
  options: { source: 'email'; password?: string },
): Promise<AcceptedStatementFile[]> {
  calls.push({ organisation: application.organisation, application: application.id, files: files.map((file) => ({ ...file })), options: { ...options } });
  return files.map((file) => {
    sequence += 1;
    const id = sequence.toString(16).padStart(24, '0');
    return SUPPORTED.test(file.contentType)
      ? { id, title: file.filename, status: 'processing', error_code: null }
      : { id, title: file.filename, status: 'failed', error_code: 'unsupported_file_type' };
  });
}

/** What the stand-in was given (this process only), for the tests. */
export function recordedStatementFiles(applicationId?: string): RecordedCall[] {
  return calls.filter((call) => applicationId === undefined || call.application === applicationId);
}
