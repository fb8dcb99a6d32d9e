/**
 * The price list billable events are charged from (SPEC §3: item types CONNECT, BANK,
 * MANAGEMENT FEE; prices are not given, so these are placeholders a deployment overrides with
 * PRICE_LIST, JSON like {"BANK": 2500} in cents).
 */
export type BillableItemType = 'CONNECT' | 'BANK' | 'MANAGEMENT FEE';

export const DEFAULT_PRICES_CENTS: Record<BillableItemType, number> = {
  CONNECT: 500,
  BANK: 2500,
  'MANAGEMENT FEE': 50000,
};

const TITLES: Record<BillableItemType, string> = {
  CONNECT: 'Applicant connection',
  BANK: 'Bank data analysis',
  'MANAGEMENT FEE': 'Monthly management fee',
};

let prices: Record<BillableItemType, number> | undefined;

export function priceOf(type: BillableItemType): { type: BillableItemType; title: string; price_cents: number } {
  if (!prices) {
    const configured = process.env.PRICE_LIST ? (JSON.parse(process.env.PRICE_LIST) as Partial<Record<BillableItemType, number>>) : {};
    prices = { ...DEFAULT_PRICES_CENTS, ...configured };
  }
  return { type, title: TITLES[type], price_cents: prices[type] };
}
