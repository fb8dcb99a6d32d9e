/**
 * Billing rules: the billing month, what a monthly bill is made of, VAT, invoice numbers, and
 * how a prepaid balance and card payments settle a bill. Money is integer cents everywhere in
 * here; rand appear only on the wire (toRand at the edge).
 *
 * - A billing period is a calendar month in South African time (UTC+2 all year, no daylight
 *   saving): `2026-10` runs from 2026-09-30T22:00:00Z to 2026-10-31T22:00:00Z.
 * - A bill is made once per organisation and period, after the period has ended and its grace
 *   has passed (BILL_RUN_GRACE_MS: billable events are stamped just before they commit, so an
 *   event stamped in the last second of a month is committed well inside the grace).
 * - It charges every billable event stamped in the period, grouped by item type and unit price
 *   (a price change inside a month shows as two lines), plus the month's management fee, then
 *   VAT at 15 % on the subtotal, rounded to the cent (half up) once, on the total — not per line.
 * - Invoice numbers count per organisation from 1 without gaps (the counter moves in the same
 *   transaction that writes the bill), prefixed with the organisation's slug so they are unique
 *   in one accounting ledger too: `KH-ACME-LENDING-00001`.
 * - A prepaid balance pays a bill first, as far as it goes; a card pays the rest.
 */
import type { BillableItemType } from './pricing.ts';
import { BILLABLE_ITEM_TYPES } from './pricing.ts';

export const VAT_RATE_PERCENT = 15;
export const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;
/** A bill for a month is made no sooner than this after the month ended (see the header). */
export const BILL_RUN_GRACE_MS = 60 * 60 * 1000;

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isBillingPeriod(value: string): boolean {
  return PERIOD.test(value);
}

/** The billing month (YYYY-MM, South African time) an instant falls in. */
export function billingPeriodOf(at: Date | string): string {
  const sast = new Date(new Date(at).getTime() + SAST_OFFSET_MS);
  return `${sast.getUTCFullYear()}-${String(sast.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The period's first instant and the next period's first instant, as UTC ISO strings. */
export function periodBounds(period: string): { start: string; end: string } {
  const match = PERIOD.exec(period);
  if (!match) throw new Error(`Not a billing period: ${period}`);
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const start = Date.UTC(year, month, 1) - SAST_OFFSET_MS;
  const end = Date.UTC(year, month + 1, 1) - SAST_OFFSET_MS;
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

export function previousPeriod(period: string): string {
  const { start } = periodBounds(period);
  return billingPeriodOf(new Date(new Date(start).getTime() - 1));
}

/** How many closed months a bill run looks back at, so a run that missed a month (an outage) catches up. */
export const BILL_RUN_LOOKBACK_MONTHS = 3;

/**
 * The periods a bill run at `now` makes bills for (those not made yet): the months that ended
 * at least BILL_RUN_GRACE_MS ago, the last BILL_RUN_LOOKBACK_MONTHS of them, none before the
 * month the organisation registered in; oldest first, so invoice numbers follow the calendar.
 */
export function billablePeriods(registeredAt: string, now: Date): string[] {
  const lastClosed = previousPeriod(billingPeriodOf(new Date(now.getTime() - BILL_RUN_GRACE_MS)));
  const first = billingPeriodOf(registeredAt);
  const periods: string[] = [];
  for (let period = lastClosed; period >= first && periods.length < BILL_RUN_LOOKBACK_MONTHS; period = previousPeriod(period)) periods.unshift(period);
  return periods;
}

export function vatCents(subtotalCents: number): number {
  // Integer arithmetic, half up: 15 % of 333 cents is 49.95 → 50.
  return Math.floor((subtotalCents * VAT_RATE_PERCENT + 50) / 100);
}

export interface BillableCharge {
  type: BillableItemType;
  title: string;
  price_cents: number;
}

export interface BillLine {
  item_type: BillableItemType;
  title: string;
  total_units: number;
  price_per_unit_cents: number;
  total_price_cents: number;
}

export interface BillTotals {
  lines: BillLine[];
  subtotal_cents: number;
  vat_cents: number;
  total_cents: number;
}

/** The bill's lines and totals from the period's charges (billable events and the management fee). */
export function billFor(charges: readonly BillableCharge[]): BillTotals {
  const grouped = new Map<string, BillLine>();
  for (const charge of charges) {
    const key = `${charge.type}\u0000${charge.price_cents}`;
    const line = grouped.get(key) ?? { item_type: charge.type, title: charge.title, total_units: 0, price_per_unit_cents: charge.price_cents, total_price_cents: 0 };
    line.total_units += 1;
    line.total_price_cents += charge.price_cents;
    grouped.set(key, line);
  }
  const order = (type: BillableItemType) => BILLABLE_ITEM_TYPES.indexOf(type);
  const lines = [...grouped.values()].sort((a, b) => order(a.item_type) - order(b.item_type) || a.price_per_unit_cents - b.price_per_unit_cents);
  const subtotal = lines.reduce((sum, line) => sum + line.total_price_cents, 0);
  const vat = vatCents(subtotal);
  return { lines, subtotal_cents: subtotal, vat_cents: vat, total_cents: subtotal + vat };
}

/** `KH-<SLUG>-<number, five digits or more>`. */
export function invoiceNumber(organisationSlug: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`Invoice sequence must be a positive integer, got ${sequence}`);
  return `KH-${organisationSlug.toUpperCase()}-${String(sequence).padStart(5, '0')}`;
}

/** How much of an amount the prepaid balance pays, and what is left for a card. */
export function splitPayment(amountCents: number, balanceCents: number): { fromBalance: number; fromCard: number } {
  const fromBalance = Math.max(0, Math.min(amountCents, balanceCents));
  return { fromBalance, fromCard: amountCents - fromBalance };
}

/** A bill is paid when nothing is due on it. */
export function billStatus(totalCents: number, paidCents: number): 'PAID' | 'UNPAID' {
  return paidCents >= totalCents ? 'PAID' : 'UNPAID';
}

/** Smallest and largest top-up a lender may make in one card payment (rand 50 to rand 1,000,000). */
export const TOPUP_LIMITS_CENTS = { min: 5_000, max: 100_000_000 } as const;
