/**
 * Running balances per account, for overdraft days, liquidity and account summaries.
 *
 * - Balance after each transaction: the source's balance where given; where missing, the previous
 *   balance plus the amount; before the first given balance, worked backwards from it. An account
 *   whose transactions carry no balance at all is anchored on its current balance
 *   (`balance_cents`) after its last transaction.
 * - Opening balance = balance after the first transaction − its amount. End-of-day balance = the
 *   balance after the day's last transaction (time order, then input order), carried forward over
 *   days without transactions.
 * - Credit accounts (account_type mentioning credit, card, loan, bond, mortgage or finance) are
 *   debt, not liquidity: they are left out of overdraft days and the liquidity forecast.
 */
import type { BankAccount } from '../bank-data.ts';
import type { Prepared, Tx } from './prepare.ts';

export interface AccountLedger {
  account: BankAccount;
  txs: Tx[];
  /** Balance after each of `txs` (cents). */
  after: number[];
  openingCents: number;
  closingCents: number;
  /** SAST day → end-of-day balance, for days with transactions. */
  endOfDay: Map<number, number>;
  isCredit: boolean;
}

const CREDIT_ACCOUNT = /credit|card|loan|bond|mortgage|finance/i;

export function isCreditAccount(account: BankAccount): boolean {
  return CREDIT_ACCOUNT.test(account.account_type ?? '') || CREDIT_ACCOUNT.test(account.account_name);
}

export function buildLedgers(prep: Prepared): AccountLedger[] {
  const byAccount = new Map<string, Tx[]>();
  for (const tx of prep.txs) {
    const list = byAccount.get(tx.account);
    if (list) list.push(tx);
    else byAccount.set(tx.account, [tx]);
  }
  return prep.accounts.map((account) => {
    const txs = byAccount.get(account.id) ?? [];
    const after = new Array<number>(txs.length);
    const firstKnown = txs.findIndex((t) => t.src.balance_cents !== null);
    if (firstKnown === -1) {
      let running = account.balance_cents;
      for (let i = txs.length - 1; i >= 0; i -= 1) {
        after[i] = running;
        running -= txs[i]!.amount;
      }
    } else {
      after[firstKnown] = txs[firstKnown]!.src.balance_cents!;
      for (let i = firstKnown - 1; i >= 0; i -= 1) after[i] = after[i + 1]! - txs[i + 1]!.amount;
      for (let i = firstKnown + 1; i < txs.length; i += 1) after[i] = txs[i]!.src.balance_cents ?? after[i - 1]! + txs[i]!.amount;
    }
    const endOfDay = new Map<number, number>();
    txs.forEach((tx, i) => endOfDay.set(tx.day, after[i]!));
    const openingCents = txs.length ? after[0]! - txs[0]!.amount : account.balance_cents;
    const closingCents = txs.length ? after[txs.length - 1]! : account.balance_cents;
    return { account, txs, after, openingCents, closingCents, endOfDay, isCredit: isCreditAccount(account) };
  });
}
