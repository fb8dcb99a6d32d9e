/**
 * The persona builders: each sets up accounts, schedules income, debit orders, transfers and
 * habits on a Sim, and says which label is its primary income. Everything a test asserts is
 * measured afterwards from the transactions (truth.ts), never taken from these parameters.
 */
import type { Label } from '#schemas/labels';
import { BANKS, type BankSlug } from './bank-styles.ts';
import {
  dayOf, daysInMonth, isWorkingDay, onOrAfterWorkingDay, onOrBeforeWorkingDay, sassaAmount, sassaPaymentDays, weekday, ymd,
  type Day, type GrantType,
} from './calendar.ts';
import type { Rng } from './prng.ts';
import { cents, type Sim, type SimAccount } from './sim.ts';
import { everydayItems, pickMerchant, pickPlace, Shopper, withdrawCash, type Ctx, type SpendItem } from './spending.ts';
import {
  CARD_MACHINE_PROVIDERS, CARD_MERCHANTS, DEBIT_ORDER_CREDITORS, GAMBLING_OPERATORS, GIG_PLATFORMS, INVESTMENT_HOUSES, LENDERS_DISBURSING,
  MONTHLY_EMPLOYERS, RENTAL_AGENTS, STOKVELS, SUPPLIERS, WEEKLY_EMPLOYERS, type DebitOrderLabel,
} from './vocabulary.ts';

export const PERSONA_KINDS = ['salaried_monthly', 'salaried_weekly', 'sassa_recipient', 'gig_worker', 'small_trader', 'heavy_gambler', 'often_overdrawn', 'thin_file'] as const;
export type PersonaKind = (typeof PERSONA_KINDS)[number];

export interface BuildOptions {
  accounts: number | undefined;
  banks: BankSlug[] | undefined;
}

export interface BuiltPersona {
  primaryIncomeLabel: Label;
  incomeSource: string | null;
  grants: GrantType[] | null;
  /** Date of birth for the applicant's ID number. */
  ageRange: [number, number];
}

// ---------------------------------------------------------------------------------------------
// Shared helpers

/** Each month (year, month) touching the window. */
function monthsOf(sim: Sim): { year: number; month: number }[] {
  const out: { year: number; month: number }[] = [];
  let { year, month } = ymd(sim.start);
  const last = ymd(sim.end);
  while (year < last.year || (year === last.year && month <= last.month)) {
    out.push({ year, month });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

function dayInMonth(year: number, month: number, d: number): Day {
  return dayOf(year, month, Math.min(d, daysInMonth(year, month)));
}

/** The 25th, or the last working day before it. */
function payday25(year: number, month: number): Day {
  return onOrBeforeWorkingDay(dayOf(year, month, 25));
}

function lastWorkingDay(year: number, month: number): Day {
  return onOrBeforeWorkingDay(dayOf(year, month, daysInMonth(year, month)));
}

/** Rand with cents that look like a real payslip or premium, e.g. 23 456.78. */
function money(rng: Rng, value: number): number {
  return Math.max(1, Math.round(value * 100 + rng.int(0, 99)) / 100);
}

function bankFor(options: BuildOptions, index: number, fallback: BankSlug): BankSlug {
  const banks = options.banks;
  if (banks && banks.length > 0) return banks[Math.min(index, banks.length - 1)]!;
  return fallback;
}

function accountsWanted(options: BuildOptions, fallback: number): number {
  return Math.max(1, Math.min(3, Math.round(options.accounts ?? fallback)));
}

interface Commitment {
  label: Label;
  creditor: string;
  ref: string;
  amountCents: number;
  /** Day of month, or 'payday' for the salary day. */
  day: number | 'payday';
  debicheck: boolean;
  via: 'debit_order' | 'eft';
}

interface CommitmentSpec {
  label: DebitOrderLabel | 'Rent' | 'Investments';
  probability: number;
  /** Share of monthly income. */
  share: number;
  days: (number | 'payday')[];
}

function makeCommitments(ctx: Ctx, incomeRand: number, specs: CommitmentSpec[]): Commitment[] {
  const rng = ctx.rng.fork('commitments');
  const out: Commitment[] = [];
  for (const spec of specs) {
    if (!rng.chance(spec.probability)) continue;
    const creditors: readonly string[] =
      spec.label === 'Rent' ? RENTAL_AGENTS : spec.label === 'Investments' ? INVESTMENT_HOUSES : DEBIT_ORDER_CREDITORS[spec.label];
    const creditor = rng.pick(creditors);
    if (out.some((c) => c.creditor === creditor && c.label === spec.label)) continue;
    out.push({
      label: spec.label,
      creditor,
      ref: spec.label === 'Rent' ? `RENT ${ctx.last.toUpperCase()}` : `${rng.letters(rng.int(0, 2))}${rng.digits(rng.int(6, 10))}`,
      amountCents: cents(money(rng, Math.max(49, incomeRand * spec.share * rng.float(0.75, 1.25)))),
      day: rng.pick(spec.days),
      debicheck: rng.chance(0.45),
      via: spec.label === 'Rent' ? 'eft' : 'debit_order',
    });
  }
  return out;
}

/** Schedules each commitment every month; returned debit orders may be re-presented after the next payday. */
function scheduleCommitments(ctx: Ctx, account: SimAccount, commitments: Commitment[], paydayOf: (year: number, month: number) => Day, represent = 0): void {
  const { sim } = ctx;
  const rng = ctx.rng.fork('commitment-days');
  for (const { year, month } of monthsOf(sim)) {
    for (const commitment of commitments) {
      const nominal = commitment.day === 'payday' ? paydayOf(year, month) : onOrAfterWorkingDay(dayInMonth(year, month, commitment.day));
      const minute = commitment.day === 'payday' ? rng.int(30, 240) : rng.int(5, 240);
      if (commitment.via === 'eft') {
        sim.at(nominal, minute + 400, () =>
          sim.spend(account, nominal, minute + 400, { kind: 'payment_out', payee: commitment.creditor, ref: commitment.ref, channel: 'eft' }, commitment.amountCents, commitment.label, 'payment'),
        );
        continue;
      }
      sim.at(nominal, minute, () => {
        const paid = sim.debitOrder(account, nominal, minute, commitment.creditor, commitment.ref, commitment.amountCents, commitment.label, commitment.debicheck);
        if (!paid && rng.chance(represent)) {
          const { year: y, month: m } = ymd(nominal);
          const next = onOrAfterWorkingDay(paydayOf(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1) + 1);
          const retryMinute = rng.int(5, 200);
          sim.at(next, retryMinute, () => sim.debitOrder(account, next, retryMinute, commitment.creditor, commitment.ref, commitment.amountCents, commitment.label, commitment.debicheck));
        }
      });
    }
  }
}

/** Recurring card subscriptions (Netflix, Spotify...) on fixed days. */
function scheduleCardSubscriptions(ctx: Ctx, account: SimAccount, count: number): void {
  const { sim } = ctx;
  const rng = ctx.rng.fork(`subscriptions-${account.index}`);
  const services = rng.sample(CARD_MERCHANTS.Subscriptions, count).map((merchant) => ({ merchant, day: rng.int(1, 28), amount: cents(rng.pick([49.99, 59, 79.99, 99, 109, 119.99, 159, 199, 229, 299])) }));
  for (const { year, month } of monthsOf(sim)) {
    for (const service of services) {
      const day = dayInMonth(year, month, service.day);
      sim.at(day, 3 * 60, () =>
        sim.spend(account, day, 3 * 60, { kind: 'card', merchant: service.merchant, place: '', card: account.card, day, mode: 'recurring' }, service.amount, 'Subscriptions', 'card', true),
      );
    }
  }
}

/** Occasional money from friends and family, refunds and (sometimes) a tax refund. */
function scheduleOccasionalCredits(ctx: Ctx, account: SimAccount, perMonth: number, sarsChance: number): void {
  const { sim } = ctx;
  const rng = ctx.rng.fork(`occasional-${account.index}`);
  for (let day = sim.start; day <= sim.end; day++) {
    if (rng.chance(perMonth / 30.44)) {
      const minute = rng.int(7 * 60, 21 * 60);
      const amount = cents(Math.round(rng.logNormal(300, 2)) + 0);
      const payer = rng.pick(ctx.contacts);
      sim.at(day, minute, () => sim.post(account, day, minute, { kind: 'credit_in', payer, ref: rng.pick(['THANKS', 'LOAN BACK', 'SHARE', 'GIFT', 'PAYBACK']), channel: rng.pick(['eft', 'payshap', 'rtc'] as const) }, Math.max(2000, amount), 'Bank Transfer', 'credit'));
    }
    if (rng.chance(0.6 / 30.44)) {
      const minute = rng.int(8 * 60, 20 * 60);
      const label = rng.pick(['Clothing', 'Online Purchase', 'Groceries', 'Electronics and Appliances'] as const);
      const merchant = pickMerchant(ctx, rng, label, CARD_MERCHANTS[label]);
      const amount = cents(money(rng, rng.logNormal(250, 1.8)));
      sim.at(day, minute, () => sim.post(account, day, minute, { kind: 'refund', merchant, card: account.card, day }, amount, 'Refund', 'credit'));
    }
  }
  if (rng.chance(sarsChance)) {
    const { year } = ymd(sim.end);
    for (const y of [year - 1, year]) {
      const day = onOrAfterWorkingDay(dayOf(y, rng.int(8, 10), rng.int(1, 28)));
      const amount = cents(money(rng, rng.logNormal(3500, 2)));
      sim.at(day, 2 * 60, () => sim.post(account, day, 2 * 60, { kind: 'credit_in', payer: 'SARS REFUND', ref: `SARS${rng.digits(10)}`, channel: 'magtape' }, amount, 'SARS', 'credit'));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Employed, paid monthly (salaried_monthly, heavy_gambler, often_overdrawn)

interface MonthlyParams {
  salary: number;
  employer: string;
  payday: (year: number, month: number) => Day;
  commitmentSpecs: CommitmentSpec[];
  /** 'auto': a bond (with rates and home insurance) or else rent; 'none': housing is in commitmentSpecs. */
  housing: 'auto' | 'none';
  /** Share of pay spent beyond what is left after commitments (0: lives within means). */
  overspend: number;
  savingsShare: number;
  defaultAccounts: number;
  chequeLimit: number;
  overdraftRate: number;
  openingRand: number;
  chequePerMonth: number;
  cardPerMonth: number;
  bonusChance: number;
  represent: number;
  items: SpendItem[];
  bank: BankSlug;
  gamblingShare?: number;
  paydayLoans?: boolean;
}

const MONTHLY_COMMITMENTS: CommitmentSpec[] = [
  { label: 'Home Loan Repayment', probability: 0.5, share: 0.24, days: [1, 1, 2, 3] },
  { label: 'Auto Loan Repayment', probability: 0.65, share: 0.13, days: [1, 2, 3, 'payday'] },
  { label: 'Auto Insurance', probability: 0.6, share: 0.03, days: [1, 2, 3] },
  { label: 'Life Insurance', probability: 0.6, share: 0.022, days: [1, 3, 'payday'] },
  { label: 'Funeral Cover', probability: 0.45, share: 0.008, days: [1, 2, 3, 7] },
  { label: 'Health Insurance', probability: 0.55, share: 0.07, days: [1, 1, 3] },
  { label: 'Utilities - Telephone', probability: 0.9, share: 0.022, days: [1, 2, 3, 'payday'] },
  { label: 'Utilities - Telephone', probability: 0.5, share: 0.02, days: [1, 2] },
  { label: 'Subscriptions', probability: 0.35, share: 0.018, days: [1, 2, 3] },
  { label: 'Sport', probability: 0.35, share: 0.014, days: [1, 2, 3] },
  { label: 'Education', probability: 0.25, share: 0.05, days: [1, 2, 3, 7] },
  { label: 'Children and Dependents', probability: 0.2, share: 0.035, days: [1, 2, 3] },
  { label: 'General Loan Repayment', probability: 0.3, share: 0.04, days: [1, 3, 'payday'] },
  { label: 'BNPL', probability: 0.2, share: 0.015, days: [1, 'payday'] },
  { label: 'General Insurance', probability: 0.15, share: 0.01, days: [1, 2, 3] },
  { label: 'Debit Order', probability: 0.35, share: 0.008, days: [1, 2, 3, 15] },
  { label: 'Investments', probability: 0.25, share: 0.04, days: [1, 2, 'payday'] },
];

function employedMonthly(ctx: Ctx, options: BuildOptions, p: MonthlyParams): void {
  const { sim } = ctx;
  const rng = ctx.rng.fork('monthly');
  const accountCount = accountsWanted(options, p.defaultAccounts);
  // Someone with a cheque account, savings and a credit card tends to earn more.
  if (accountCount >= 3) p = { ...p, salary: p.salary * 1.8, openingRand: p.openingRand * 1.8, chequePerMonth: p.chequePerMonth * 1.15, cardPerMonth: p.cardPerMonth * 1.08 };
  const cheque = sim.addAccount(bankFor(options, 0, p.bank), 'cheque', { openingCents: cents(p.openingRand), limitCents: cents(p.chequeLimit), overdraftRate: p.chequeLimit > 0 ? p.overdraftRate : 0, spendsOverdraft: p.overspend > 0 });
  const savings = accountCount >= 2 ? sim.addAccount(bankFor(options, 1, cheque.bank), 'savings', { openingCents: cents(money(rng, p.salary * rng.float(0.1, 0.8))) }) : undefined;
  const card =
    accountCount >= 3
      ? sim.addAccount(bankFor(options, 2, cheque.bank), 'credit_card', { openingCents: -cents(money(rng, p.salary * rng.float(0.05, 0.2))), limitCents: cents(Math.round(p.salary * 1.5 / 1000) * 1000) })
      : undefined;

  const commitments = makeCommitments(ctx, p.salary, p.commitmentSpecs);
  if (p.housing === 'auto' && !commitments.some((c) => c.label === 'Home Loan Repayment')) {
    commitments.push(...makeCommitments(ctx, p.salary, [{ label: 'Rent', probability: 1, share: 0.22, days: [1] }]));
  } else if (p.housing === 'auto') {
    commitments.push(...makeCommitments(ctx, p.salary, [
      { label: 'Utilities - Water', probability: 0.9, share: 0.035, days: [3, 7, 15] },
      { label: 'Home Insurance', probability: 0.7, share: 0.012, days: [1, 2] },
    ]));
  }
  scheduleCommitments(ctx, cheque, commitments, p.payday, p.represent);

  // Salary, with an April increase and sometimes a December bonus.
  const increase = 1 + rng.float(0.04, 0.07);
  let salaryCents = cents(money(rng, p.salary));
  const ref = `${rng.letters(3)}${rng.digits(6)}`;
  for (const { year, month } of monthsOf(sim)) {
    if (month === 4) salaryCents = Math.round(salaryCents * increase);
    const day = p.payday(year, month);
    const amount = salaryCents;
    sim.at(day, 1, () => sim.post(cheque, day, 1, { kind: 'salary', employer: p.employer, ref, day }, amount, 'Salaries and Wages', 'income'));
    if (month === 12 && p.bonusChance > 0 && rng.fork(`bonus-${year}`).chance(p.bonusChance)) {
      sim.at(day, 2, () => sim.post(cheque, day, 2, { kind: 'salary', employer: `${p.employer} BONUS`, ref, day }, amount, 'Salaries and Wages', 'once_off_income'));
    }
    if (p.gamblingShare) scheduleGambling(ctx, cheque, day, amount, p.gamblingShare);
    if (savings && p.savingsShare > 0) {
      const save = cents(Math.max(100, Math.round((p.salary * p.savingsShare) / 100) * 100));
      sim.at(day, 300, () => sim.transfer(cheque, savings, day, 300, save, 'Savings Transfer', 'Savings Transfer'));
      if (rng.chance(0.3)) {
        const back = day + rng.int(8, 20);
        sim.at(back, 600, () => sim.transfer(savings, cheque, back, 600, Math.min(savings.balance, cents(Math.round(p.salary * rng.float(0.05, 0.2) / 100) * 100)), 'Savings Transfer', 'Savings Transfer'));
      }
    }
    if (card) {
      const payDay = onOrAfterWorkingDay(day + 1);
      sim.at(payDay, 420, () => {
        const owed = -card.balance;
        const pay = Math.min(owed, Math.max(0, sim.available(cheque) - cents(200)));
        if (pay > 0) sim.transfer(cheque, card, payDay, 420, pay, 'Credit Card Repayments', 'Bank Transfer', false);
      });
    }
    if (p.paydayLoans && rng.chance(0.4)) scheduleSmallLoan(ctx, cheque, year, month, p.payday);
    if (savings) {
      // Whatever piles up in the cheque account is moved to savings the day before payday.
      const sweepDay = onOrBeforeWorkingDay(day - 1);
      sim.at(sweepDay, 20 * 60, () => {
        const excess = cheque.balance - cents(p.salary * 0.35);
        if (excess > cents(2000)) sim.transfer(cheque, savings, sweepDay, 20 * 60, Math.floor(excess / 10000) * 10000, 'Savings Transfer', 'Savings Transfer');
      });
    }
  }

  scheduleCardSubscriptions(ctx, card ?? cheque, rng.int(1, 3));
  scheduleOccasionalCredits(ctx, cheque, 1.2, 0.35);

  // Everyday spending takes what the commitments, savings and gambling leave (plus any habit of overspending).
  const fixed = commitments.reduce((sum, c) => sum + c.amountCents, 0) / 100;
  const budget = Math.max(p.salary * 0.12, p.salary * (0.99 - p.savingsShare - (p.gamblingShare ?? 0) * 0.55 + p.overspend) - fixed);
  const chequeShopper = new Shopper(ctx, cheque, { perMonth: p.chequePerMonth, budgetRand: card ? budget * 0.55 : budget, items: p.items }, 'cheque');
  const cardShopper = card
    ? new Shopper(ctx, card, { perMonth: p.cardPerMonth, budgetRand: budget * 0.45, items: p.items.filter((item) => (item.how ?? 'card') === 'card' || item.how === 'online') }, 'card')
    : undefined;
  sim.run((day) => {
    chequeShopper.daily(day);
    cardShopper?.daily(day);
  });
}

/** Gambling deposits after a payday adding up to `share` of the pay, mostly in the first days; some payouts. */
function scheduleGambling(ctx: Ctx, account: SimAccount, payday: Day, payCents: number, share: number): void {
  const { sim } = ctx;
  const rng = ctx.rng.fork(`gambling-${payday}`);
  const operators = ctx.rng.fork('gambling-operators').sample(GAMBLING_OPERATORS, 4);
  const count = rng.int(9, 18);
  const weights = Array.from({ length: count }, () => rng.float(0.3, 1.7));
  const total = weights.reduce((a, b) => a + b, 0);
  const target = (payCents / 100) * share;
  for (let i = 0; i < count; i++) {
    const amount = Math.max(20, Math.round((target * weights[i]!) / total / 10) * 10);
    const offset = rng.chance(0.65) ? rng.int(0, 3) : rng.int(4, 12);
    const day = payday + offset;
    const minute = rng.int(8 * 60, 23 * 60 + 30);
    const operator = rng.pick(operators);
    const viaCard = rng.chance(0.6);
    const ref = `${ctx.last.toUpperCase()} ${rng.digits(7)}`;
    sim.at(day, minute, () => {
      if (viaCard) sim.spend(account, day, minute, { kind: 'card', merchant: operator, place: '', card: account.card, day, mode: 'online' }, cents(amount), 'Gambling', 'card', true);
      else sim.spend(account, day, minute, { kind: 'payment_out', payee: operator, ref, channel: 'eft' }, cents(amount), 'Gambling', 'payment');
    });
    if (rng.chance(0.22)) {
      const winDay = day + rng.int(0, 4);
      const win = cents(Math.round(amount * rng.float(0.8, 3.5) * 100) / 100);
      const winMinute = rng.int(9 * 60, 22 * 60);
      sim.at(winDay, winMinute, () => sim.post(account, winDay, winMinute, { kind: 'credit_in', payer: `${operator} WITHDRAWAL`, ref: rng.digits(9), channel: rng.pick(['magtape', 'rtc'] as const) }, win, 'Gambling', 'credit'));
    }
  }
}

/** A short-term loan paid out mid-month and collected by debit order after the next payday. */
function scheduleSmallLoan(ctx: Ctx, account: SimAccount, year: number, month: number, payday: (y: number, m: number) => Day): void {
  const { sim } = ctx;
  const rng = ctx.rng.fork(`loan-${year}-${month}`);
  const lender = rng.pick(LENDERS_DISBURSING);
  const day = onOrAfterWorkingDay(dayOf(year, month, rng.int(12, 20)));
  const amount = Math.round(rng.float(1000, 4000) / 100) * 100;
  const ref = rng.digits(8);
  sim.at(day, 600, () => sim.post(account, day, 600, { kind: 'credit_in', payer: `${lender} LOAN`, ref, channel: 'magtape' }, cents(amount), 'Loan Disbursement', 'credit'));
  const due = onOrAfterWorkingDay(payday(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1) + 1);
  const repay = cents(Math.round(amount * rng.float(1.15, 1.3) * 100) / 100);
  sim.at(due, 60, () => sim.debitOrder(account, due, 60, lender, ref, repay, 'General Loan Repayment', true));
}

// ---------------------------------------------------------------------------------------------
// The personas

export function salariedMonthly(ctx: Ctx, options: BuildOptions): BuiltPersona {
  const rng = ctx.rng.fork('salaried');
  const salary = Math.round(rng.logNormal(26000, 1.45) / 10) * 10;
  const employer = rng.pick(MONTHLY_EMPLOYERS);
  employedMonthly(ctx, options, {
    salary: Math.min(90000, Math.max(11000, salary)),
    employer,
    payday: payday25,
    commitmentSpecs: MONTHLY_COMMITMENTS,
    housing: 'auto',
    overspend: 0,
    savingsShare: 0.05,
    defaultAccounts: 2,
    chequeLimit: rng.chance(0.4) ? Math.round(salary / 2000) * 1000 : 0,
    overdraftRate: 0.2175,
    openingRand: money(rng, salary * rng.float(0.55, 0.85)),
    chequePerMonth: 215,
    cardPerMonth: 235,
    bonusChance: 0.3,
    represent: 0,
    items: everydayItems(),
    bank: rng.pick(['fnb', 'standard_bank', 'absa', 'nedbank', 'capitec', 'discovery'] as const),
  });
  return { primaryIncomeLabel: 'Salaries and Wages', incomeSource: employer, grants: null, ageRange: [24, 58] };
}

export function heavyGambler(ctx: Ctx, options: BuildOptions): BuiltPersona {
  const rng = ctx.rng.fork('gambler');
  const salary = Math.round(rng.float(12000, 38000) / 10) * 10;
  const employer = rng.pick(MONTHLY_EMPLOYERS);
  employedMonthly(ctx, options, {
    salary,
    employer,
    payday: payday25,
    commitmentSpecs: MONTHLY_COMMITMENTS.filter((spec) => spec.label !== 'Home Loan Repayment' && spec.label !== 'Investments'),
    housing: 'auto',
    overspend: 0,
    savingsShare: 0,
    defaultAccounts: 1,
    chequeLimit: 0,
    overdraftRate: 0,
    openingRand: money(rng, salary * rng.float(0.5, 0.7)),
    chequePerMonth: 140,
    cardPerMonth: 120,
    bonusChance: 0,
    represent: 0,
    items: everydayItems({ 'Alcohol': 2, 'Nightlife & Entertainment': 2, 'Holidays and Travel': 0, 'Coffee': 0.5 }),
    bank: rng.pick(['fnb', 'capitec', 'standard_bank', 'absa', 'tymebank'] as const),
    gamblingShare: rng.float(0.33, 0.38),
  });
  return { primaryIncomeLabel: 'Salaries and Wages', incomeSource: employer, grants: null, ageRange: [22, 50] };
}

export function oftenOverdrawn(ctx: Ctx, options: BuildOptions): BuiltPersona {
  const rng = ctx.rng.fork('overdrawn');
  const salary = Math.round(rng.float(8000, 19000) / 10) * 10;
  const employer = rng.pick(MONTHLY_EMPLOYERS);
  const limit = Math.round((salary * rng.float(0.35, 0.7)) / 500) * 500;
  const specs: CommitmentSpec[] = [
    { label: 'Auto Loan Repayment', probability: 0.5, share: 0.16, days: [1, 3] },
    { label: 'Auto Insurance', probability: 0.5, share: 0.04, days: [1, 2] },
    { label: 'Funeral Cover', probability: 0.9, share: 0.025, days: [1, 7, 15] },
    { label: 'Life Insurance', probability: 0.5, share: 0.03, days: [3, 20] },
    { label: 'Utilities - Telephone', probability: 0.95, share: 0.05, days: [1, 5] },
    { label: 'General Loan Repayment', probability: 1, share: 0.11, days: [1, 15, 22] },
    { label: 'General Loan Repayment', probability: 0.9, share: 0.08, days: [20, 22, 24] },
    { label: 'General Loan Repayment', probability: 0.7, share: 0.06, days: [5, 15, 23] },
    { label: 'BNPL', probability: 0.6, share: 0.03, days: [18, 21, 24] },
    { label: 'Debit Order', probability: 0.8, share: 0.015, days: [20, 22, 24] },
    { label: 'Subscriptions', probability: 0.5, share: 0.03, days: [2, 21] },
    { label: 'Rent', probability: 0.6, share: 0.2, days: [1] },
  ];
  employedMonthly(ctx, options, {
    salary,
    employer,
    payday: rng.chance(0.7) ? payday25 : lastWorkingDay,
    commitmentSpecs: specs,
    housing: 'none',
    overspend: 0.15,
    savingsShare: 0,
    defaultAccounts: 1,
    chequeLimit: limit,
    overdraftRate: 0.2175,
    openingRand: money(rng, salary * rng.float(0.3, 0.5) - limit * rng.float(0.3, 0.6)),
    chequePerMonth: 110,
    cardPerMonth: 90,
    bonusChance: 0,
    represent: 0.35,
    items: everydayItems({ 'Holidays and Travel': 0, 'Electronics and Appliances': 0.5, 'ATM and Cash Withdrawal': 1.6 }),
    bank: rng.pick(['fnb', 'standard_bank', 'absa', 'nedbank'] as const),
    paydayLoans: true,
  });
  return { primaryIncomeLabel: 'Salaries and Wages', incomeSource: employer, grants: null, ageRange: [25, 55] };
}

export function salariedWeekly(ctx: Ctx, options: BuildOptions): BuiltPersona {
  const { sim } = ctx;
  const rng = ctx.rng.fork('weekly');
  const wage = Math.round(rng.float(900, 2800));
  const employer = rng.pick(WEEKLY_EMPLOYERS);
  const count = accountsWanted(options, 1);
  const main = sim.addAccount(bankFor(options, 0, rng.pick(['capitec', 'tymebank', 'fnb', 'absa', 'standard_bank'] as const)), 'transaction', { openingCents: cents(money(rng, wage * rng.float(0.1, 0.6))) });
  const pocket = count >= 2 ? sim.addAccount(bankFor(options, 1, main.bank), 'savings', { openingCents: cents(money(rng, wage * rng.float(0.2, 1))) }) : undefined;
  const third = count >= 3 ? sim.addAccount(bankFor(options, 2, main.bank === 'tymebank' ? 'capitec' : 'tymebank'), 'transaction', { openingCents: cents(money(rng, 200)) }) : undefined;
  const monthly = (wage * 52) / 12;
  const commitments = makeCommitments(ctx, monthly, [
    { label: 'Funeral Cover', probability: 0.85, share: 0.03, days: [1, 7, 15, 'payday'] },
    { label: 'General Loan Repayment', probability: 0.4, share: 0.08, days: [1, 7, 'payday'] },
    { label: 'General Loan Repayment', probability: 0.35, share: 0.05, days: [3, 15] },
    { label: 'Utilities - Telephone', probability: 0.3, share: 0.05, days: [1, 3] },
    { label: 'Life Insurance', probability: 0.2, share: 0.03, days: [1, 7] },
  ]);
  // Weekly debit orders are collected on the Friday nearest their day: take the first Friday on or after.
  const fridayOnOrAfter = (year: number, month: number): Day => {
    let day = dayOf(year, month, 1);
    while (weekday(day) !== 5) day++;
    return onOrBeforeWorkingDay(day);
  };
  scheduleCommitments(ctx, main, commitments, fridayOnOrAfter);
  for (let day = sim.start; day <= sim.end; day++) {
    if (weekday(day) !== 5) continue;
    const payday = onOrBeforeWorkingDay(day);
    const amount = cents(money(rng, wage * (rng.chance(0.3) ? rng.float(1.05, 1.3) : rng.float(0.97, 1.03))));
    const ref = `WK${rng.digits(2)} ${ctx.last.toUpperCase()}`;
    sim.at(payday, 1, () => sim.post(main, payday, 1, { kind: 'salary', employer, ref, day: payday }, amount, 'Salaries and Wages', 'income'));
    const cashMinute = rng.int(14 * 60, 18 * 60);
    const cash = Math.max(100, Math.round((wage * rng.float(0.25, 0.5)) / 50) * 50);
    sim.at(payday, cashMinute, () => withdrawCash(ctx, main, payday, cashMinute, cash, rng, rng.chance(0.4)));
    if (pocket) sim.at(payday, 300, () => sim.transfer(main, pocket, payday, 300, cents(rng.pick([50, 100, 100, 150, 200])), 'Savings Transfer', 'Savings Transfer'));
    if (third) sim.at(payday, 320, () => sim.transfer(main, third, payday, 320, cents(Math.round(wage * 0.25 / 10) * 10), 'Bank Transfer', 'Bank Transfer'));
  }
  const items = everydayItems({
    Coffee: 0.2, Sport: 0.2, 'Holidays and Travel': 0, 'Electronics and Appliances': 0.3, 'Online Purchase': 0.2, Parking: 0.1,
    Fuel: 0.3, 'Nightlife & Entertainment': 2, Transport: 3, 'Cellular Data Purchase': 1.8, Groceries: 1.4,
  });
  scheduleOccasionalCredits(ctx, main, 0.8, 0);
  const fixed = commitments.reduce((sum, c) => sum + c.amountCents, 0) / 100;
  const left = Math.max(monthly * 0.15, monthly * (1.03 - 0.375 - (third ? 0.25 : 0)) - fixed - (pocket ? 560 : 0));
  const shopper = new Shopper(ctx, main, { perMonth: 75, budgetRand: left, items }, 'weekly');
  const thirdShopper = third ? new Shopper(ctx, third, { perMonth: 25, budgetRand: monthly * 0.23, items }, 'weekly-2') : undefined;
  sim.run((day) => {
    shopper.daily(day);
    thirdShopper?.daily(day);
  });
  return { primaryIncomeLabel: 'Salaries and Wages', incomeSource: employer, grants: null, ageRange: [20, 55] };
}

export function sassaRecipient(ctx: Ctx, options: BuildOptions): BuiltPersona {
  const { sim } = ctx;
  const rng = ctx.rng.fork('sassa');
  const variant = rng.pick(['older', 'caregiver', 'disability'] as const);
  const children = rng.int(2, 4);
  const grants: GrantType[] =
    variant === 'older' ? ['older_persons', ...(rng.chance(0.35) ? (['child_support'] as const) : [])]
    : variant === 'disability' ? ['disability', ...(rng.chance(0.4) ? (['child_support'] as const) : [])]
    : ['child_support', ...(rng.chance(0.6) ? (['srd'] as const) : [])];
  const count = accountsWanted(options, 1);
  const main = sim.addAccount(bankFor(options, 0, rng.pick(['capitec', 'tymebank', 'fnb', 'absa', 'standard_bank'] as const)), 'transaction', { openingCents: cents(money(rng, rng.float(20, 400))) });
  const savings = count >= 2 ? sim.addAccount(bankFor(options, 1, main.bank), 'savings', { openingCents: cents(money(rng, rng.float(100, 1500))) }) : undefined;
  const third = count >= 3 ? sim.addAccount(bankFor(options, 2, main.bank === 'capitec' ? 'tymebank' : 'capitec'), 'transaction', { openingCents: cents(money(rng, rng.float(0, 200))) }) : undefined;
  const refs = new Map(grants.map((grant) => [grant, rng.digits(10)]));
  const linkedToOlder = variant === 'older';
  let monthlyGrant = 0;

  for (const { year, month } of monthsOf(sim)) {
    const waves = sassaPaymentDays(year, month);
    for (const grant of grants) {
      let day: Day;
      if (grant === 'srd') {
        day = onOrBeforeWorkingDay(dayOf(year, month, rng.int(22, 28)));
        if (rng.chance(0.1)) continue; // an SRD month not approved
      } else if (grant === 'older_persons' || (linkedToOlder && grant === 'child_support')) day = waves.older_persons;
      else if (grant === 'disability') day = waves.disability;
      else day = waves.children;
      const per = sassaAmount(grant, day);
      const amount = cents(grant === 'child_support' && variant === 'caregiver' ? per * children : per);
      monthlyGrant += amount;
      const minute = rng.int(0, 180);
      sim.at(day, minute, () => sim.post(main, day, minute, { kind: 'sassa', grant, ref: refs.get(grant)! }, amount, 'Social Security Income', 'income'));
      // Most of a grant leaves as cash within a day or two, then a grocery run.
      const cashDay = day + (rng.chance(0.6) ? 0 : rng.int(1, 2));
      const cashMinute = rng.int(8 * 60, 16 * 60);
      const cash = Math.max(50, Math.round(((amount / 100) * rng.float(0.45, 0.75)) / 50) * 50);
      sim.at(cashDay, cashMinute, () => withdrawCash(ctx, main, cashDay, cashMinute, cash, rng, rng.chance(0.45), rng.pick(['Shoprite', 'Boxer', 'Pick n Pay', 'Usave', 'Checkers'])));
      const shopDay = day + rng.int(0, 3);
      const shopMinute = rng.int(9 * 60, 17 * 60);
      const groceries = money(rng, (amount / 100) * rng.float(0.12, 0.25));
      const store = pickMerchant(ctx, rng, 'sassa-groceries', ['Shoprite', 'Boxer', 'Usave', 'Spar', 'Pick n Pay', 'OK Foods', 'Cambridge Food', 'Choppies', 'Save Hyper']);
      sim.at(shopDay, shopMinute, () => sim.spend(main, shopDay, shopMinute, { kind: 'card', merchant: store, place: pickPlace(ctx, rng), card: main.card, day: shopDay, mode: 'pos' }, cents(groceries), 'Groceries'));
    }
    if (savings) {
      const day = waves.older_persons + 2;
      sim.at(day, 700, () => sim.transfer(main, savings, day, 700, cents(rng.pick([50, 100, 150])), 'Savings Transfer', 'Savings Transfer'));
    }
    if (third) {
      const day = waves.children + 1;
      sim.at(day, 720, () => sim.transfer(main, third, day, 720, cents(rng.pick([100, 150, 200])), 'Bank Transfer', 'Bank Transfer'));
    }
  }
  const months = Math.max(1, monthsOf(sim).length);
  const perMonthGrant = monthlyGrant / 100 / months;
  const commitments = makeCommitments(ctx, perMonthGrant, [
    { label: 'Funeral Cover', probability: 0.7, share: 0.07, days: [7, 8, 10] },
    { label: 'Funeral Cover', probability: 0.25, share: 0.04, days: [15] },
  ]);
  scheduleCommitments(ctx, main, commitments, payday25);
  // Burial society and stokvel contributions by app payment.
  if (rng.chance(0.35)) {
    const stokvel = rng.pick(STOKVELS);
    for (const { year, month } of monthsOf(sim)) {
      const day = onOrAfterWorkingDay(dayOf(year, month, 9));
      sim.at(day, 800, () => sim.spend(main, day, 800, { kind: 'payment_out', payee: stokvel, ref: ctx.last.toUpperCase(), channel: 'eft' }, cents(rng.pick([100, 150, 200])), 'Savings Transfer', 'payment'));
    }
  }
  const items: SpendItem[] = [
    { label: 'Groceries', weight: 10, median: 90, spread: 1.7, merchants: ['Shoprite', 'Boxer', 'Usave', 'Spar', 'OK Minimark', 'Pick n Pay', 'Friendly Grocer', 'Choppies'] },
    { label: 'Cellular Data Purchase', weight: 4, median: 20, how: 'airtime' },
    { label: 'Utilities - Electricity', weight: 2, median: 100, how: 'electricity' },
    { label: 'Health and Medical', weight: 1.5, median: 80 },
    { label: 'Transport', weight: 1, median: 40 },
    { label: 'ATM and Cash Withdrawal', weight: 1.5, median: 100, how: 'atm' },
    { label: 'Donation', weight: 0.6, median: 50 },
    { label: 'Clothing', weight: 0.6, median: 150, merchants: ['Pep', 'Ackermans', 'Mr Price', 'Jet', 'Shoe City'] },
  ];
  const shopper = new Shopper(ctx, main, { perMonth: 14, budgetRand: perMonthGrant * 0.15, items }, 'sassa');
  sim.run((day) => shopper.daily(day));
  return { primaryIncomeLabel: 'Social Security Income', incomeSource: 'SASSA', grants, ageRange: variant === 'older' ? [61, 84] : [19, 58] };
}

export function gigWorker(ctx: Ctx, options: BuildOptions): BuiltPersona {
  const { sim } = ctx;
  const rng = ctx.rng.fork('gig');
  const weeklyPlatforms = GIG_PLATFORMS.filter((platform) => platform.cadence === 'weekly');
  const first = rng.pick(weeklyPlatforms);
  const platforms = [first, ...rng.sample(GIG_PLATFORMS.filter((platform) => platform !== first), rng.int(1, 2))];
  const count = accountsWanted(options, 1);
  const main = sim.addAccount(bankFor(options, 0, rng.pick(['fnb', 'capitec', 'tymebank', 'discovery', 'absa'] as const)), 'transaction', { openingCents: cents(money(rng, rng.float(200, 3000))) });
  const savings = count >= 2 ? sim.addAccount(bankFor(options, 1, main.bank), 'savings', { openingCents: cents(money(rng, rng.float(0, 3000))) }) : undefined;
  const second = count >= 3 ? sim.addAccount(bankFor(options, 2, main.bank === 'capitec' ? 'fnb' : 'capitec'), 'transaction', { openingCents: cents(money(rng, rng.float(0, 500))) }) : undefined;
  const activity = rng.float(0.6, 1.3);
  let expected = 0;
  for (const platform of platforms) {
    const prng = rng.fork(platform.name);
    if (platform.cadence === 'weekly') {
      const payWeekday = prng.int(1, 4);
      const median = prng.float(900, 2600) * activity;
      expected += (median * 52) / 12;
      for (let day = sim.start; day <= sim.end; day++) {
        if (weekday(day) !== payWeekday || !isWorkingDay(day) || prng.chance(0.18)) continue;
        const amount = cents(money(prng, prng.logNormal(median, 1.5)));
        const minute = prng.int(2, 600);
        sim.at(day, minute, () => sim.post(main, day, minute, { kind: 'credit_in', payer: platform.payer, ref: prng.digits(8), channel: 'magtape' }, amount, 'Business Income', 'income'));
      }
    } else {
      const median = prng.float(700, 2200) * activity;
      expected += median * 3.5;
      for (let day = sim.start; day <= sim.end; day++) {
        if (!prng.chance(3.5 / 30.44)) continue;
        const amount = cents(money(prng, prng.logNormal(median, 1.8)));
        const minute = prng.int(2, 900);
        sim.at(day, minute, () => sim.post(main, day, minute, { kind: 'credit_in', payer: platform.payer, ref: prng.digits(8), channel: prng.pick(['magtape', 'rtc'] as const) }, amount, 'Business Income', 'income'));
      }
    }
  }
  const commitments = makeCommitments(ctx, expected, [
    { label: 'Utilities - Telephone', probability: 0.7, share: 0.04, days: [1, 3] },
    { label: 'Auto Insurance', probability: 0.5, share: 0.05, days: [1, 2] },
    { label: 'Auto Loan Repayment', probability: 0.35, share: 0.2, days: [1, 3] },
    { label: 'Funeral Cover', probability: 0.5, share: 0.015, days: [1, 7] },
  ]);
  scheduleCommitments(ctx, main, commitments, payday25);
  if (savings) {
    for (let day = sim.start; day <= sim.end; day++) {
      if (weekday(day) === 2 && rng.chance(0.5)) sim.at(day, 900, () => sim.transfer(main, savings, day, 900, cents(rng.pick([100, 200, 300, 500])), 'Savings Transfer', 'Savings Transfer'));
    }
  }
  if (second) {
    for (let day = sim.start; day <= sim.end; day++) {
      if (weekday(day) === 3) sim.at(day, 930, () => sim.transfer(main, second, day, 930, cents(Math.round(expected * 0.05 / 10) * 10), 'Bank Transfer', 'Bank Transfer'));
    }
  }
  const items = everydayItems({ Fuel: 4, 'Cellular Data Purchase': 2, 'Eating Out': 1.3, Transport: 0.5, Parking: 0.3, 'Holidays and Travel': 0, Coffee: 0.5 });
  scheduleOccasionalCredits(ctx, main, 0.6, 0.15);
  const fixed = commitments.reduce((sum, c) => sum + c.amountCents, 0) / 100;
  const left = Math.max(expected * 0.2, expected * (0.9 - (second ? 0.05 * 4.33 : 0)) - fixed - (savings ? 650 : 0));
  const shopper = new Shopper(ctx, main, { perMonth: 95, budgetRand: left, items }, 'gig');
  const secondShopper = second ? new Shopper(ctx, second, { perMonth: 30, budgetRand: expected * 0.05, items }, 'gig-2') : undefined;
  sim.run((day) => {
    shopper.daily(day);
    secondShopper?.daily(day);
  });
  return { primaryIncomeLabel: 'Business Income', incomeSource: platforms.map((p) => p.name).join(', '), grants: null, ageRange: [20, 45] };
}

export function smallTrader(ctx: Ctx, options: BuildOptions): BuiltPersona {
  const { sim } = ctx;
  const rng = ctx.rng.fork('trader');
  const providers = rng.sample(CARD_MACHINE_PROVIDERS, rng.int(1, 2));
  const count = accountsWanted(options, 2);
  const bank = bankFor(options, 0, rng.pick(['fnb', 'standard_bank', 'absa', 'nedbank', 'capitec'] as const));
  const business = sim.addAccount(bank, 'cheque', { openingCents: cents(money(rng, rng.float(3000, 20000))), name: `${BANKS[bank].name} Business Account`, limitCents: cents(rng.pick([0, 5000, 10000])), overdraftRate: 0.2 });
  const personal = count >= 2 ? sim.addAccount(bankFor(options, 1, rng.pick(['capitec', 'tymebank', 'fnb'] as const)), 'transaction', { openingCents: cents(money(rng, rng.float(100, 2000))) }) : undefined;
  const savings = count >= 3 ? sim.addAccount(bankFor(options, 2, bank), 'savings', { openingCents: cents(money(rng, rng.float(1000, 10000))) }) : undefined;
  const dailySales = rng.float(900, 3500);
  // Monthly takings: card sales (weekday-weighted, log-normal) plus two cash deposits a week.
  const takings = dailySales * 44;
  const merchantIds = new Map(providers.map((p) => [p.name, rng.digits(7)]));
  const suppliers = rng.sample(SUPPLIERS, 5);
  let pendingSales = 0;
  for (let day = sim.start; day <= sim.end; day++) {
    const w = weekday(day);
    if (isWorkingDay(day) && pendingSales > 0) {
      const total = pendingSales;
      pendingSales = 0;
      providers.forEach((provider, i) => {
        const share = providers.length === 1 ? 1 : i === 0 ? 0.7 : 0.3;
        const net = cents(money(rng, total * share * (1 - provider.feeRate)));
        const minute = 3 + i;
        const merchantId = merchantIds.get(provider.name)!;
        sim.at(day, minute, () => sim.post(business, day, minute, { kind: 'settlement', provider: provider.name, merchantId, day }, net, 'Business Income', 'income'));
      });
    }
    const factor = [0.5, 0.9, 0.95, 1, 1.05, 1.3, 1.5][w]!;
    pendingSales += rng.logNormal(dailySales * factor, 1.35);
    // Cash takings banked twice a week.
    if (w === 1 || w === 4) {
      const deposit = Math.round(rng.logNormal(dailySales * 1.2, 1.4) / 10) * 10;
      const minute = rng.int(9 * 60, 15 * 60);
      const ref = rng.digits(6);
      const place = pickPlace(ctx, rng);
      sim.at(day, minute, () => {
        sim.post(business, day, minute, { kind: 'cash_deposit', place, ref }, cents(deposit), 'Cash Deposit', 'credit');
        sim.fee(business, day, minute + 1, 'cash_deposit_fee', Math.max(5, Math.round(BANKS[business.bank].fees.depositPer100 * Math.ceil(deposit / 100) * 100) / 100), 'Cash Deposit Fee');
      });
    }
    // Stock: wholesale card purchases and supplier EFTs (labelled General Purchases: the stock the shop resells).
    if (w !== 0 && rng.chance(0.5)) {
      const minute = rng.int(7 * 60, 12 * 60);
      const merchant = rng.pick(suppliers.slice(0, 3));
      const amount = cents(money(rng, rng.logNormal((takings * 0.47) / 13 / 1.085, 1.5)));
      sim.at(day, minute, () => sim.spend(business, day, minute, { kind: 'card', merchant, place: pickPlace(ctx, rng), card: business.card, day, mode: 'pos' }, amount, 'General Purchases', 'card', true));
    }
    if (w === 3) {
      const minute = rng.int(8 * 60, 11 * 60);
      const payee = rng.pick(suppliers.slice(3));
      const amount = cents(money(rng, rng.logNormal((takings * 0.28) / 4.33 / 1.046, 1.35)));
      sim.at(day, minute, () => sim.spend(business, day, minute, { kind: 'payment_out', payee, ref: `INV${rng.digits(5)}`, channel: 'eft' }, amount, 'General Purchases', 'payment'));
    }
    if (personal && w === 5) {
      const amount = cents(Math.round(((takings * 0.2) / 4.33) * rng.float(0.8, 1.2) / 100) * 100);
      sim.at(day, 16 * 60, () => sim.transfer(business, personal, day, 16 * 60, amount, 'Bank Transfer', 'Bank Transfer'));
    }
    if (savings && ymd(day).day === 28) sim.at(day, 17 * 60, () => sim.transfer(business, savings, day, 17 * 60, cents(Math.round((takings * 0.03) / 100) * 100), 'Savings Transfer', 'Savings Transfer'));
  }
  const commitments = makeCommitments(ctx, takings, [
    { label: 'Utilities - Telephone', probability: 0.8, share: 0.012, days: [1, 3] },
    { label: 'General Insurance', probability: 0.5, share: 0.01, days: [1, 2] },
    { label: 'Funeral Cover', probability: 0.5, share: 0.004, days: [1, 7] },
    { label: 'Auto Loan Repayment', probability: 0.4, share: 0.06, days: [1, 3] },
  ]);
  scheduleCommitments(ctx, business, commitments, payday25);
  const items = everydayItems({ Fuel: 1.5, 'Utilities - Electricity': 2, Coffee: 0.3, 'Holidays and Travel': 0 });
  const personalShopper = new Shopper(ctx, personal ?? business, { perMonth: personal ? 55 : 35, budgetRand: takings * (personal ? 0.19 : 0.05), items }, 'trader');
  sim.run((day) => personalShopper.daily(day));
  return { primaryIncomeLabel: 'Business Income', incomeSource: providers.map((p) => p.name).join(', '), grants: null, ageRange: [25, 62] };
}

export function thinFile(ctx: Ctx, options: BuildOptions): BuiltPersona {
  const { sim } = ctx;
  const rng = ctx.rng.fork('thin');
  const student = rng.chance(0.35);
  const employer = student ? 'NSFAS' : rng.pick(MONTHLY_EMPLOYERS);
  const pay = student ? rng.pick([1650, 1500, 1250]) : Math.round(rng.float(4500, 9500));
  const count = accountsWanted(options, 1);
  const main = sim.addAccount(bankFor(options, 0, rng.pick(['tymebank', 'capitec', 'discovery', 'fnb'] as const)), 'transaction', { openingCents: cents(money(rng, rng.float(0, 150))) });
  const savings = count >= 2 ? sim.addAccount(bankFor(options, 1, main.bank), 'savings', { openingCents: cents(money(rng, rng.float(0, 50))) }) : undefined;
  const ref = rng.digits(8);
  for (const { year, month } of monthsOf(sim)) {
    const day = student ? onOrAfterWorkingDay(dayOf(year, month, rng.int(1, 5))) : payday25(year, month);
    const amount = cents(money(rng, pay));
    if (student) sim.at(day, 2, () => sim.post(main, day, 2, { kind: 'credit_in', payer: 'NSFAS ALLOWANCE', ref, channel: 'magtape' }, amount, 'Other Income', 'income'));
    else sim.at(day, 2, () => sim.post(main, day, 2, { kind: 'salary', employer, ref, day }, amount, 'Salaries and Wages', 'income'));
    if (savings) sim.at(day + 1, 600, () => sim.transfer(main, savings, day + 1, 600, cents(rng.pick([50, 100, 200])), 'Savings Transfer', 'Savings Transfer'));
  }
  const items = everydayItems({ Fuel: 0, 'Holidays and Travel': 0, 'Electronics and Appliances': 0, Sport: 0, Parking: 0, 'Home and Garden': 0, Alcohol: 0.5 });
  const shopper = new Shopper(ctx, main, { perMonth: 12, budgetRand: pay * 0.85, items }, 'thin');
  sim.run((day) => shopper.daily(day));
  return { primaryIncomeLabel: student ? 'Other Income' : 'Salaries and Wages', incomeSource: employer, grants: null, ageRange: [18, 26] };
}

export const BUILDERS: Record<PersonaKind, (ctx: Ctx, options: BuildOptions) => BuiltPersona> = {
  salaried_monthly: salariedMonthly,
  salaried_weekly: salariedWeekly,
  sassa_recipient: sassaRecipient,
  gig_worker: gigWorker,
  small_trader: smallTrader,
  heavy_gambler: heavyGambler,
  often_overdrawn: oftenOverdrawn,
  thin_file: thinFile,
};

