/**
 * What a bank connection's state allows, as the specification's error codes: which uploads it
 * accepts, and when its transactions and analyses can be read. The reads and writes around these
 * checks are functions/platform/services/bank-ingest.ts and bank-read.ts.
 */
import { DomainError } from '#schemas/errors';
import { accountNumberKey } from './ingest.ts';

/** Bank data is accepted only for an application whose config asks for the bank connection. */
export function checkBankConfigured(appConfig: { connections: readonly { name: string }[] } | undefined): void {
  if (!appConfig?.connections.some((connection) => connection.name === 'bank')) throw new DomainError('bank_not_configured');
}

/** The bytes' identity, to refuse the same file twice for one connection (one helper: statements/fingerprint.ts). */
export { fileFingerprint } from './statements/fingerprint.ts';

/**
 * Refuses an upload the connection cannot take: the same file again (`duplicate_upload`, the
 * more telling answer, so checked first), or an account number the connection, or the upload
 * itself, already has (`bank_account_exists`).
 */
export function checkUploadAcceptable(
  connection: { accounts: readonly { account_number: string }[]; file_fingerprints: readonly string[] },
  upload: { accounts: readonly { account_number: string }[]; fingerprint: string; checkDuplicateFile: boolean },
): void {
  if (upload.checkDuplicateFile && connection.file_fingerprints.includes(upload.fingerprint)) throw new DomainError('duplicate_upload');
  // As digits, as the account's id is made (ingest.ts accountIdOf): `1054 959 796` is `1054959796`.
  const numbers = new Set(connection.accounts.map((account) => accountNumberKey(account.account_number)));
  for (const account of upload.accounts) {
    const key = accountNumberKey(account.account_number);
    if (numbers.has(key)) throw new DomainError('bank_account_exists');
    numbers.add(key);
  }
}

interface ConnectionState {
  data_version: number;
  status: 'not_ready' | 'analysing' | 'complete' | 'failed';
}

/** A connection whose transactions can be read: data in and its analysis finished well. */
export function checkComplete<T extends ConnectionState>(connection: T | undefined): asserts connection is T {
  if (!connection || connection.data_version === 0) throw new DomainError('connection_not_ready');
  if (connection.status === 'analysing') throw new DomainError('error_still_analysing_connection');
  if (connection.status === 'failed') throw new DomainError('error_analysing_connection');
}

/**
 * Stored analyses that answer for the connection's current data: of the generation the
 * connection last completed, with transactions, and spanning at least a month.
 */
interface AnalysesState {
  generation: number;
  transaction_count: number;
  enough_history: boolean;
  results: Record<string, unknown> | null;
}

export function checkAnalysesReady<T extends AnalysesState>(
  connection: { analysed_generation: number },
  analyses: T | undefined,
): asserts analyses is T & { results: Record<string, unknown> } {
  if (!analyses || analyses.generation !== connection.analysed_generation) throw new DomainError('error_still_analysing_connection');
  if (analyses.transaction_count === 0) throw new DomainError('no_transactions_found');
  if (!analyses.enough_history || !analyses.results) throw new DomainError('1_month_transaction_error');
}
