/**
 * The day-by-day simulation under every persona: accounts with balances in integer cents,
 * scheduled events run in time order, spending that only happens when the money (or overdraft)
 * is there, debit orders that bounce when it is not, and month-end fees and interest. Balances
 * chain exactly because every posting adds integer cents to the running balance.
 */
import type { Label } from '#schemas/labels';
import { BANKS, describe, type AccountType, type BankSlug, type Card, type FeeKind, type TxSpec } from './bank-styles.ts';
import { daysInMonth, ymd, type Day } from './calendar.ts';
import { Rng } from './prng.ts';

export type Channel =
  | 'card'
  | 'debit_order'
  | 'returned_debit_order'
  | 'debit_order_reversal'
  | 'fee'
  | 'income'
  /** A once-off payment from an employer (a 13th cheque): income, but not regular pay. */
  | 'once_off_income'
  | 'transfer'
  | 'cash'
  | 'payment'
  | 'credit'
  | 'interest';

export interface SimTx {
  day: Day;
  minute: number;
  seq: number;
  amount: number;
  balance: number;
  description: string;
  reference: string | null;
  label: Label;
  channel: Channel;
}

export interface SimAccount {
  index: number;
  bank: BankSlug;
  type: AccountType;
  number: string;
  name: string;
  card: Card;
  opening: number;
  balance: number;
  /** Overdraft or credit limit in cents (0: none). */
  limit: number;
  /** Annual rate charged on negative end-of-day balances (0: none). */
  overdraftRate: number;
  negativeCentDays: number;
  declinedFees: number;
  /** Whether everyday spending uses the overdraft (debit orders always may). */
  spendsOverdraft: boolean;
  monthlyFee: boolean;
  savingsRate: number;
  txs: SimTx[];
  lastDay: Day;
  lastMinute: number;
}

interface ScheduledEvent {
  minute: number;
  order: number;
  run: () => void;
}

export function rand(cents: number): number {
  return cents / 100;
}

export function cents(randAmount: number): number {
  return Math.round(randAmount * 100);
}

export class Sim {
  readonly accounts: SimAccount[] = [];
  private readonly events = new Map<Day, ScheduledEvent[]>();
  private order = 0;
  private seq = 0;

  constructor(
    readonly rng: Rng,
    readonly start: Day,
    readonly end: Day,
  ) {}

  addAccount(bank: BankSlug, type: AccountType, options: { openingCents: number; limitCents?: number; overdraftRate?: number; name?: string; monthlyFee?: boolean; savingsRate?: number; spendsOverdraft?: boolean }): SimAccount {
    const profile = BANKS[bank];
    const rng = this.rng.fork(`account-${this.accounts.length}`);
    const number = profile.accountNumberPrefix + rng.digits(profile.accountNumberLength - profile.accountNumberPrefix.length);
    const account: SimAccount = {
      index: this.accounts.length,
      bank,
      type,
      number,
      name: options.name ?? profile.accountNames[type],
      card: { prefix: rng.pick(profile.cardPrefixes), last4: rng.digits(4) },
      opening: options.openingCents,
      balance: options.openingCents,
      limit: options.limitCents ?? 0,
      overdraftRate: options.overdraftRate ?? 0,
      negativeCentDays: 0,
      declinedFees: 0,
      spendsOverdraft: options.spendsOverdraft ?? type === 'credit_card',
      monthlyFee: options.monthlyFee ?? type !== 'savings',
      savingsRate: options.savingsRate ?? (type === 'savings' ? 0.055 : 0),
      txs: [],
      lastDay: -Infinity,
      lastMinute: 0,
    };
    this.accounts.push(account);
    return account;
  }

  /** Schedules `run` at a minute of a day; days outside the window are ignored. */
  at(day: Day, minute: number, run: () => void): void {
    if (day < this.start || day > this.end) return;
    const list = this.events.get(day) ?? [];
    list.push({ minute, order: this.order++, run });
    this.events.set(day, list);
  }

  inWindow(day: Day): boolean {
    return day >= this.start && day <= this.end;
  }

  available(account: SimAccount): number {
    return account.balance + account.limit;
  }

  /** Posts a transaction now: the balance moves by exactly `amountCents`. */
  post(account: SimAccount, day: Day, minute: number, spec: TxSpec, amountCents: number, label: Label, channel: Channel): SimTx {
    if (!Number.isSafeInteger(amountCents) || amountCents === 0) throw new RangeError(`Bad amount ${amountCents}`);
    const at = account.lastDay === day ? Math.max(minute, account.lastMinute) : minute;
    account.lastDay = day;
    account.lastMinute = at;
    account.balance += amountCents;
    const { description, reference } = describe(account.bank, account.type, spec);
    const tx: SimTx = { day, minute: at, seq: this.seq++, amount: amountCents, balance: account.balance, description, reference, label, channel };
    account.txs.push(tx);
    return tx;
  }

  /** A debit that happens only when the funds (with any overdraft) are there. */
  spend(account: SimAccount, day: Day, minute: number, spec: TxSpec, amountCents: number, label: Label, channel: Channel = 'card', declineFee = false, headroomCents = 0): boolean {
    if (amountCents <= 0) return false;
    // People keep a little back for the month's fees, and only those who live in their overdraft spend into it.
    const room = account.spendsOverdraft ? this.available(account) : account.balance - cents((account.type === 'transaction' ? BANKS[account.bank].fees.basicMonthly : BANKS[account.bank].fees.monthly) + 25);
    if (room < amountCents + headroomCents) {
      const fee = BANKS[account.bank].fees.declined;
      // Declined card purchases cost a fee at some banks; people soon stop trying, so only a few a month.
      if (declineFee && fee > 0 && channel === 'card' && account.declinedFees < 3 && this.rng.chance(0.25)) {
        account.declinedFees += 1;
        this.post(account, day, minute + 1, { kind: 'fee', fee: 'declined_fee' }, -cents(fee), 'Transaction Declined Fee', 'fee');
      }
      return false;
    }
    this.post(account, day, minute, spec, -amountCents, label, channel);
    return true;
  }

  fee(account: SimAccount, day: Day, minute: number, fee: FeeKind, amountRand: number, label: Label, card?: Card): void {
    const amount = cents(amountRand);
    if (amount > 0) this.post(account, day, minute, { kind: 'fee', fee, ...(card ? { card } : {}) }, -amount, label, 'fee');
  }

  /**
   * A debit order presented at the start of `day`: paid when the funds are there, otherwise
   * returned unpaid (the debit, its reversal, and the bank's unpaid fee). Returns whether it was paid.
   */
  debitOrder(account: SimAccount, day: Day, minute: number, creditor: string, ref: string, amountCents: number, label: Label, debicheck: boolean): boolean {
    const spec: TxSpec = { kind: 'debit_order', creditor, ref, debicheck };
    if (this.available(account) >= amountCents) {
      this.post(account, day, minute, spec, -amountCents, label, 'debit_order');
      return true;
    }
    this.post(account, day, minute, spec, -amountCents, 'Returned Debit Order', 'returned_debit_order');
    this.post(account, day, minute + 1, { kind: 'debit_order_unpaid', creditor, ref }, amountCents, 'Returned Debit Order', 'debit_order_reversal');
    this.fee(account, day, minute + 2, 'unpaid_fee', BANKS[account.bank].fees.unpaid, 'Insufficient Funds Fee');
    return false;
  }

  /** Moves money between two of the applicant's accounts when the source can pay. */
  transfer(from: SimAccount, to: SimAccount, day: Day, minute: number, amountCents: number, fromLabel: Label, toLabel: Label, conditional = true): boolean {
    if (amountCents <= 0) return false;
    if (conditional && this.available(from) < amountCents) return false;
    this.post(from, day, minute, { kind: 'transfer_out', to: to.name, toNumber: to.number }, -amountCents, fromLabel, 'transfer');
    this.post(to, day, minute, { kind: 'transfer_in', from: from.name, fromNumber: from.number }, amountCents, toLabel, 'transfer');
    return true;
  }

  /** Runs every day of the window: the daily hook schedules same-day events, then events run in time order. */
  run(daily: (day: Day) => void): void {
    for (let day = this.start; day <= this.end; day++) {
      daily(day);
      const list = (this.events.get(day) ?? []).sort((a, b) => a.minute - b.minute || a.order - b.order);
      for (let i = 0; i < list.length; i++) list[i]!.run();
      this.events.delete(day);
      for (const account of this.accounts) if (account.balance < 0) account.negativeCentDays += -account.balance;
      const { year, month, day: d } = ymd(day);
      if (d === daysInMonth(year, month)) this.monthEnd(day);
    }
  }

  private monthEnd(day: Day): void {
    for (const account of this.accounts) {
      const fees = BANKS[account.bank].fees;
      if (account.overdraftRate > 0 && account.negativeCentDays > 0) {
        const interest = Math.round((account.negativeCentDays * account.overdraftRate) / 365);
        if (interest > 0) this.post(account, day, 23 * 60 + 50, { kind: 'fee', fee: 'overdraft_interest' }, -interest, 'Interest Repayment', 'fee');
      }
      account.negativeCentDays = 0;
      account.declinedFees = 0;
      if (account.limit > 0 && account.type === 'cheque') this.fee(account, day, 23 * 60 + 51, 'overdraft_fee', fees.overdraftService, 'Overdraft Fee');
      if (account.monthlyFee) this.fee(account, day, 23 * 60 + 52, 'monthly_fee', account.type === 'transaction' ? fees.basicMonthly : fees.monthly, 'Bank Charges and Fees');
      if (account.monthlyFee && account.type !== 'credit_card' && fees.notification > 0) {
        const count = Math.max(1, Math.min(40, account.txs.filter((tx) => tx.day > day - 30).length));
        const perMessage = fees.notification < 1 ? fees.notification : fees.notification / 20;
        this.fee(account, day, 23 * 60 + 53, 'notification_fee', Math.round(perMessage * count * 100) / 100, 'Bank Charges and Fees');
      }
      if (account.savingsRate > 0 && account.balance > 0) {
        const interest = Math.round((account.balance * account.savingsRate) / 12);
        if (interest > 0) this.post(account, day, 23 * 60 + 55, { kind: 'interest_in' }, interest, 'Interest Received', 'interest');
      }
    }
  }
}
