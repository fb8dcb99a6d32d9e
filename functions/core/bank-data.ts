/**
 * Bank data as the core works with it: accounts and transactions after ingestion (BYOD, bank
 * CSV exports, statements), then labelled. Money is integer cents throughout the core: a
 * lender's decision must not move by a cent through floating point. Rand numbers exist only at
 * the edges (parsing input, shaping API answers): see `toCents` / `toRand`.
 */

import type { BankAccountRecord } from '#schemas/bank-connections';

/** One account of an application's bank connection, as the analyses see it (the account record without its bookkeeping). */
export type BankAccount = Omit<BankAccountRecord, 'transaction_count' | 'source'>;

/** One transaction as ingested, before labelling. */
export interface Transaction {
  id: string;
  account_id: string;
  /** ISO 8601 timestamp with offset; South African statements give dates: midnight SAST then. */
  datetime: string;
  /** Signed: credits positive, debits negative. */
  amount_cents: number;
  /** Balance after the transaction, when the source gives one. */
  balance_cents: number | null;
  description: string;
  reference: string | null;
  currency: string;
  /**
   * The bank's own category where its export or statement prints one (Capitec's Category):
   * evidence for labelling (labelling/bank-categories.ts), not an API field. Absent otherwise.
   */
  bank_category?: string;
}

export type LabelSource = 'rule' | 'model' | 'organisation_rule' | 'manual';

export interface LabelledTransaction extends Transaction {
  /** Exactly one label of schemas/reference/labels.csv (TRANSACTION_LABELS in schemas/analyses.ts). */
  label: string;
  /** 0 to 1. */
  label_confidence: number;
  label_source: LabelSource;
}

/**
 * Days an account's source says its data cover, whether or not it has transactions on them: a
 * statement's printed period (1 April to 30 April covers April though its first row is on the
 * 3rd). `YYYY-MM-DD`, inclusive.
 */
export interface AccountPeriod {
  account_id: string;
  start: string;
  end: string;
}

/** Everything the analyses read. `asOf` fixes "now" so results are reproducible. */
export interface AnalysisInput {
  accounts: BankAccount[];
  transactions: LabelledTransaction[];
  asOf: Date;
  /** The statements' periods (none for a lender's JSON or a linked bank: their transactions are all that is known). */
  periods?: readonly AccountPeriod[];
}

/** Rand (a number or decimal string like "-1 234.56") to integer cents, exactly. */
export function toCents(rand: number | string): number {
  const text = typeof rand === 'number' ? rand.toFixed(2) : rand.replace(/[\s,]/g, '');
  const match = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount in rand: ${String(rand)}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of range: ${String(rand)}`);
  return sign === '-' ? -cents : cents;
}

/** Integer cents to rand for API answers (two decimals, exact for any safe integer of cents). */
export function toRand(cents: number): number {
  return Number((cents / 100).toFixed(2));
}

/** Rand for people (messages, notes, invoices): 123450 → "R 1 234.50", -5000 → "R -50.00". */
export function randText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `R ${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}
