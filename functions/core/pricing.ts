/**
 * The price list billable events are charged from (SPEC §3: item types CONNECT, BANK,
 * MANAGEMENT FEE; prices are not given, so these are placeholders a deployment overrides with
 * PRICE_LIST, JSON like {"BANK": 2500} in cents, read by functions/platform/config.ts).
 */
import * as z from 'zod';

export const BILLABLE_ITEM_TYPES = ['CONNECT', 'BANK', 'MANAGEMENT FEE'] as const;
export type BillableItemType = (typeof BILLABLE_ITEM_TYPES)[number];
export type PriceList = Record<BillableItemType, number>;

export const DEFAULT_PRICES_CENTS: PriceList = {
  CONNECT: 500,
  BANK: 2500,
  'MANAGEMENT FEE': 50000,
};

const TITLES: Record<BillableItemType, string> = {
  CONNECT: 'Applicant connection',
  BANK: 'Bank data analysis',
  'MANAGEMENT FEE': 'Monthly management fee',
};

const Cents = z.number().int().min(0);
const PriceListOverrides = z.strictObject({ CONNECT: Cents.optional(), BANK: Cents.optional(), 'MANAGEMENT FEE': Cents.optional() });

/**
 * The defaults with a deployment's overrides (PRICE_LIST's JSON). A typo in an item type or a
 * price in rand (a fraction) throws, so a misconfigured deployment fails at its first billable
 * event instead of billing the wrong amount.
 */
export function priceListFrom(json: string | undefined): PriceList {
  if (!json) return { ...DEFAULT_PRICES_CENTS };
  const overrides = PriceListOverrides.safeParse(JSON.parse(json));
  if (!overrides.success) throw new Error(`PRICE_LIST is not a price list in cents: ${z.prettifyError(overrides.error)}`);
  return { ...DEFAULT_PRICES_CENTS, ...overrides.data };
}

export function priceOf(type: BillableItemType, prices: PriceList = DEFAULT_PRICES_CENTS): { type: BillableItemType; title: string; price_cents: number } {
  return { type, title: TITLES[type], price_cents: prices[type] };
}
