/**
 * Account mapping on the way in: what each source delivers (the lender's BYOD JSON, a bank's
 * CSV export as the statement parser read it) as the one incoming shape ingest normalises
 * (core/ingest.ts `IncomingAccount`).
 */
import type { z } from 'zod';
import type { BYODAccountSchema } from '#schemas/bank-connections';
import { toRand } from './bank-data.ts';
import type { IncomingAccount } from './ingest.ts';
import type { ParsedStatement } from './statements/index.ts';

export type ByodAccount = z.output<typeof BYODAccountSchema>;

/** The lender's accounts as given; what the schema leaves optional is null. */
export function incomingFromByod(accounts: readonly ByodAccount[]): IncomingAccount[] {
  return accounts.map((account) => ({
    account_number: account.account_number,
    account_name: account.account_name,
    account_type: account.account_type ?? null,
    bank_slug: account.bank_slug,
    account_holder_name: account.account_holder_name ?? null,
    currency: account.currency,
    balance: account.balance,
    transactions: account.transactions.map((transaction) => ({
      datetime: transaction.datetime,
      amount: transaction.amount,
      balance: transaction.balance ?? null,
      description: transaction.description,
      reference: transaction.reference ?? null,
      currency: transaction.currency,
    })),
  }));
}

/**
 * A bank export's one account. The applicant names the account number (exports often omit it);
 * the account is named after the bank and the number's last four digits; the holder is the
 * applicant's, else the file's. The balance is the statement's closing balance, else the last
 * balance a row gives, else 0 (an export without balances). Exports are in rand (ZAR).
 */
export function incomingFromStatement(statement: ParsedStatement, form: { account_number: string; account_holder_name?: string | null | undefined }): IncomingAccount {
  const closing = statement.closing_balance_cents ?? [...statement.transactions].reverse().find((row) => row.balance_cents !== null)?.balance_cents ?? 0;
  return {
    account_number: form.account_number,
    account_name: `${statement.bank_slug.toUpperCase()} ${form.account_number.slice(-4)}`,
    account_type: null,
    bank_slug: statement.bank_slug,
    account_holder_name: form.account_holder_name ?? statement.account_holder_name,
    currency: 'ZAR',
    balance: toRand(closing),
    transactions: statement.transactions.map((row) => ({
      datetime: row.datetime,
      amount: toRand(row.amount_cents),
      balance: row.balance_cents === null ? null : toRand(row.balance_cents),
      description: row.description,
      reference: row.reference,
      currency: 'ZAR',
      ...(row.bank_category === undefined ? {} : { bank_category: row.bank_category }),
    })),
  };
}
