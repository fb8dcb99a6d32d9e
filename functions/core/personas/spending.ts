/**
 * Everyday spending: each persona has spending profiles (how many purchases a month, a monthly
 * budget and a mix of labels with typical amounts). Every day a Poisson number of purchases is
 * drawn (more on Fridays and Saturdays), each priced from its label's typical amount scaled to
 * the budget, at a favourite or an occasional new merchant near home, and only paid when the
 * account can pay.
 */
import type { Label } from '#schemas/labels';
import { BANKS } from './bank-styles.ts';
import { monthKey, weekday, type Day } from './calendar.ts';
import type { Rng } from './prng.ts';
import { cents, type Sim, type SimAccount } from './sim.ts';
import { CARD_MERCHANTS, ELECTRICITY_VENDORS, PLACES, PREPAID_NETWORKS, type CardLabel } from './vocabulary.ts';

export type How = 'card' | 'online' | 'atm' | 'till' | 'airtime' | 'data' | 'electricity' | 'person';

export interface SpendItem {
  label: Label;
  weight: number;
  /** Typical amount in rand before scaling to the budget. */
  median: number;
  spread?: number;
  how?: How;
  /** Merchants to use instead of the label's card-merchant list. */
  merchants?: readonly string[];
}

export interface SpendProfile {
  perMonth: number;
  budgetRand: number;
  items: SpendItem[];
}

/** What every persona builder shares: the simulation, randomness and the applicant's habits. */
export interface Ctx {
  sim: Sim;
  rng: Rng;
  density: number;
  first: string;
  last: string;
  holder: string;
  places: string[];
  contacts: string[];
  phone: string;
  meter: string;
  favourites: Map<string, string[]>;
}

const AIRTIME_AMOUNTS = [5, 10, 12, 29, 30, 49, 50, 55, 99, 100, 149, 199, 200, 299];
const PERSON_REFERENCES = ['LOAN', 'GROCERIES', 'THANKS', 'TAXI', 'SCHOOL', 'MAMA', 'BIRTHDAY', 'PETROL', 'STOKVEL', 'LUNCH', 'ELEC', 'CASH'];

export function pickPlace(ctx: Ctx, rng: Rng): string {
  return rng.chance(0.8) ? rng.pick(ctx.places) : rng.pick(PLACES);
}

/** A merchant for a label: usually one of the applicant's few favourites, sometimes any. */
export function pickMerchant(ctx: Ctx, rng: Rng, label: string, list: readonly string[]): string {
  let favourites = ctx.favourites.get(label);
  if (!favourites) {
    favourites = ctx.rng.fork(`favourites-${label}`).sample(list, 3);
    ctx.favourites.set(label, favourites);
  }
  return rng.chance(0.72) ? rng.pick(favourites) : rng.pick(list);
}

export function terminalId(rng: Rng): string {
  return `0000${rng.chance(0.5) ? rng.letters(1) : rng.digits(1)}${rng.digits(3)}`;
}

function roundAmount(how: How, amount: number, rng: Rng): number {
  switch (how) {
    case 'atm':
    case 'till':
      return Math.max(50, Math.round(amount / 50) * 50);
    case 'airtime':
    case 'data':
      return AIRTIME_AMOUNTS.reduce((best, value) => (Math.abs(value - amount) < Math.abs(best - amount) ? value : best), AIRTIME_AMOUNTS[0]!);
    case 'electricity':
      return Math.max(50, Math.round(amount / 10) * 10);
    case 'person':
      return Math.max(20, Math.round(amount / 10) * 10);
    default: {
      const value = Math.max(3, Math.round(amount * 100) / 100);
      if (rng.chance(0.12)) return Math.floor(value) + 0.99;
      if (rng.chance(0.1)) return Math.round(value);
      return value;
    }
  }
}

/** ATM withdrawal plus the bank's cash-withdrawal fee; false when the account cannot pay. */
export function withdrawCash(ctx: Ctx, account: SimAccount, day: Day, minute: number, amountRand: number, rng: Rng, atTill = false, merchant = 'Shoprite'): boolean {
  const place = pickPlace(ctx, rng);
  const spec = atTill
    ? ({ kind: 'till_withdrawal', merchant, place, card: account.card, day } as const)
    : ({ kind: 'atm', place, card: account.card, day, minute, terminal: terminalId(rng) } as const);
  const fees = BANKS[account.bank].fees;
  const fee = atTill ? Math.min(fees.atmBase, 2) : fees.atmBase + fees.atmPer100 * Math.ceil(amountRand / 100);
  if (!ctx.sim.spend(account, day, minute, spec, cents(amountRand), 'ATM and Cash Withdrawal', 'cash', false, cents(fee))) return false;
  if (fee > 0) ctx.sim.fee(account, day, minute + 1, 'atm_fee', Math.round(fee * 100) / 100, 'Cash Withdrawal Fee', account.card);
  return true;
}

export class Shopper {
  private readonly scale: number;
  private readonly perDay: number;
  private readonly rng: Rng;
  private month = '';
  private spent = 0;

  constructor(
    private readonly ctx: Ctx,
    private readonly account: SimAccount,
    private readonly profile: SpendProfile,
    label: string,
  ) {
    this.rng = ctx.rng.fork(`shopper-${label}`);
    const count = profile.perMonth * ctx.density;
    const totalWeight = profile.items.reduce((sum, item) => sum + item.weight, 0);
    const meanAmount = profile.items.reduce((sum, item) => sum + item.weight * item.median * Math.exp(Math.log(item.spread ?? 1.6) ** 2 / 2), 0) / totalWeight;
    // 1.12: declined purchases, the cash reserve and rounding leave about an eighth of a budget unspent.
    // Amounts scale to the budget, within reason: a tight budget ends in declined purchases, not R3 coffees.
    this.scale = count > 0 ? Math.min(3, Math.max(0.12, (1.12 * profile.budgetRand) / (count * meanAmount))) : 1;
    this.perDay = count / 30.44;
  }

  /** Schedules today's purchases. */
  daily(day: Day): void {
    const factor = [0.75, 0.92, 0.92, 0.95, 0.98, 1.3, 1.35][weekday(day)]!;
    const count = this.rng.poisson(this.perDay * factor);
    for (let i = 0; i < count; i++) {
      const item = this.rng.weighted(this.profile.items.map((entry) => [entry, entry.weight] as const));
      const minute = this.rng.int(6 * 60 + 30, 21 * 60 + 30);
      const amount = Math.max(item.median * 0.2, this.rng.logNormal(item.median * this.scale, item.spread ?? 1.6));
      this.ctx.sim.at(day, minute, () => this.buy(day, minute, item, amount));
    }
  }

  private buy(day: Day, minute: number, item: SpendItem, rawAmount: number): void {
    const { account, rng } = this;
    const how = item.how ?? 'card';
    const amount = roundAmount(how, rawAmount, rng);
    // The month's budget is a habit, not a law, but nobody spends far past it.
    const month = monthKey(day);
    if (month !== this.month) [this.month, this.spent] = [month, 0];
    if (this.spent + amount > this.profile.budgetRand * 1.15) return;
    const before = account.balance;
    this.purchase(day, minute, item, how, amount);
    this.spent += Math.max(0, (before - account.balance) / 100);
  }

  private purchase(day: Day, minute: number, item: SpendItem, how: How, amount: number): void {
    const { ctx, account, rng } = this;
    switch (how) {
      case 'atm':
        withdrawCash(ctx, account, day, minute, amount, rng);
        return;
      case 'till':
        withdrawCash(ctx, account, day, minute, amount, rng, true, pickMerchant(ctx, rng, 'till', ['Shoprite', 'Checkers', 'Pick n Pay', 'Boxer', 'Usave', 'Spar', 'Woolworths']));
        return;
      case 'airtime':
      case 'data':
        ctx.sim.spend(account, day, minute, { kind: 'prepaid', product: how, vendor: pickMerchant(ctx, rng, 'network', PREPAID_NETWORKS), number: ctx.phone }, cents(amount), item.label, 'payment');
        return;
      case 'electricity':
        ctx.sim.spend(account, day, minute, { kind: 'prepaid', product: 'electricity', vendor: pickMerchant(ctx, rng, 'electricity', ELECTRICITY_VENDORS), number: ctx.meter }, cents(amount), item.label, 'payment');
        return;
      case 'person': {
        const channel = rng.chance(0.35) ? 'payshap' : 'eft';
        const paid = ctx.sim.spend(account, day, minute, { kind: 'payment_out', payee: rng.pick(ctx.contacts), ref: rng.pick(PERSON_REFERENCES), channel }, cents(amount), item.label, 'payment');
        const fee = BANKS[account.bank].fees.payment;
        if (paid && channel === 'payshap' && fee > 0) ctx.sim.fee(account, day, minute + 1, 'payment_fee', fee, 'Bank Charges and Fees');
        return;
      }
      default: {
        const list = item.merchants ?? CARD_MERCHANTS[item.label as CardLabel] ?? CARD_MERCHANTS['General Purchases'];
        const merchant = pickMerchant(ctx, rng, item.label, list);
        const mode = how === 'online' || item.label === 'Online Purchase' || item.label === 'Subscriptions' ? 'online' : 'pos';
        ctx.sim.spend(account, day, minute, { kind: 'card', merchant, place: mode === 'online' ? '' : pickPlace(ctx, rng), card: account.card, day, mode }, cents(amount), item.label, 'card', true);
      }
    }
  }
}

/** A broad everyday mix; personas reweight it. Medians are typical rand amounts. */
export function everydayItems(overrides: Partial<Record<Label, number>> = {}): SpendItem[] {
  const base: SpendItem[] = [
    { label: 'Groceries', weight: 20, median: 75, spread: 1.8 },
    { label: 'Groceries', weight: 4, median: 850, spread: 1.5 },
    { label: 'Fuel', weight: 5, median: 450, spread: 1.5 },
    { label: 'Eating Out', weight: 12, median: 95, spread: 1.7 },
    { label: 'Coffee', weight: 7, median: 38, spread: 1.3 },
    { label: 'Alcohol', weight: 3, median: 150, spread: 1.6 },
    { label: 'Nightlife & Entertainment', weight: 1.5, median: 180, spread: 1.8 },
    { label: 'Entertainment', weight: 1.5, median: 130, spread: 1.6 },
    { label: 'Sport', weight: 1, median: 250, spread: 1.8 },
    { label: 'Clothing', weight: 2.5, median: 330, spread: 1.8 },
    { label: 'Electronics and Appliances', weight: 0.4, median: 800, spread: 2 },
    { label: 'Home and Garden', weight: 1.5, median: 220, spread: 1.9 },
    { label: 'Online Purchase', weight: 2, median: 300, spread: 1.9 },
    { label: 'General Purchases', weight: 4, median: 60, spread: 1.8 },
    { label: 'Personal Care', weight: 1.5, median: 200, spread: 1.7 },
    { label: 'Tobacco & Smoking', weight: 0.7, median: 90, spread: 1.4 },
    { label: 'Holidays and Travel', weight: 0.15, median: 1800, spread: 1.8 },
    { label: 'Donation', weight: 0.5, median: 80, spread: 1.8 },
    { label: 'Health and Medical', weight: 2.5, median: 160, spread: 1.9 },
    { label: 'Transport', weight: 5, median: 45, spread: 1.7 },
    { label: 'Parking', weight: 4, median: 20, spread: 1.5 },
    { label: 'Cellular Data Purchase', weight: 4, median: 30, spread: 1.7, how: 'airtime' },
    { label: 'Cellular Data Purchase', weight: 1.5, median: 99, spread: 1.5, how: 'data' },
    { label: 'Utilities - Electricity', weight: 1.2, median: 250, spread: 1.5, how: 'electricity' },
    { label: 'ATM and Cash Withdrawal', weight: 2, median: 300, spread: 1.7, how: 'atm' },
    { label: 'Bank Transfer', weight: 2, median: 200, spread: 2, how: 'person' },
  ];
  return base
    .map((item) => (item.label in overrides ? { ...item, weight: item.weight * overrides[item.label]! } : item))
    .filter((item) => item.weight > 0);
}
