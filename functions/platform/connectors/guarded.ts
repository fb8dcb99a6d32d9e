/**
 * What the connect flow gets from any connector (connector.ts's promises, kept for every bank
 * in one place): errors are BankLinkError only, and the transactions a bank lists already pass
 * the upload checks (core/ingest.ts normaliseUpload: no rows in the future, balances that
 * chain), so that a bank's bad data is the bank's fault (`bank_unavailable`, cause logged),
 * never an upload_* error worded for someone who uploaded a file. A thrown non-BankLinkError
 * (a connector's bug, an unexpected exception) is logged and answered the same way.
 */
import { BankLinkError, type BankConnector, type BankGrant, type CodeExchange } from '#core/bank-linking/connector';
import { DomainError } from '#schemas/errors';
import { normaliseUpload } from '#core/ingest';
import { logger } from '../logger.ts';

function asBankLinkError(bankSlug: string, operation: string, error: unknown): BankLinkError {
  if (error instanceof BankLinkError) return error;
  const cause = error instanceof DomainError ? { code: error.code, details: error.details } : error instanceof Error ? { name: error.name, message: error.message } : { error: String(error) };
  logger.error('Bank connector failed unexpectedly', { bank: bankSlug, operation, ...cause });
  return new BankLinkError('bank_unavailable');
}

export function guarded(connector: BankConnector): BankConnector {
  const slug = connector.bankSlug;
  const run = async <T>(operation: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw asBankLinkError(slug, operation, error);
    }
  };
  return {
    bankSlug: slug,
    authorization: () => connector.authorization(),
    exchangeCode: (input: CodeExchange) => run('exchangeCode', () => connector.exchangeCode(input)),
    listAccounts: (grant: BankGrant) => run('listAccounts', () => connector.listAccounts(grant)),
    listTransactions: (grant: BankGrant, accountExternalId: string, since?: string) =>
      run('listTransactions', async () => {
        const rows = await connector.listTransactions(grant, accountExternalId, since);
        // The upload checks on this account's rows alone (the account's other fields are not checked there).
        normaliseUpload('check', [
          {
            account_number: accountExternalId,
            account_name: '',
            account_type: null,
            bank_slug: slug,
            account_holder_name: null,
            currency: 'ZAR',
            balance: 0,
            transactions: rows.map((row) => ({ datetime: row.date, amount: row.amount, balance: row.balance, description: row.description, reference: row.reference, currency: 'ZAR' })),
          },
        ]);
        return rows;
      }),
    submitChallenge: (grant: BankGrant, challengeId: string, fields: Record<string, string>) => run('submitChallenge', () => connector.submitChallenge(grant, challengeId, fields)),
    revoke: async (grant: BankGrant) => {
      try {
        await connector.revoke(grant);
      } catch (error) {
        // Best effort (connector.ts): the grant expires at the bank on its own.
        logger.warn('Bank grant revocation failed', { bank: slug, error: error instanceof Error ? error.name : String(error) });
      }
    },
  };
}
