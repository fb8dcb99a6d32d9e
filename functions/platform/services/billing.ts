/** Billing reads: the price list and the billable events, in the original's shapes (rand on the wire). */
import { BILLABLE_ITEM_TYPES, priceOf } from '#core/pricing';
import { toRand } from '#core/bank-data';
import { config } from '../config.ts';
import { listBillableEvents } from '../repositories/bank-connections.ts';
import type { PageRequest } from '../repositories/table.ts';

export function pricing() {
  return BILLABLE_ITEM_TYPES.map((type) => {
    const item = priceOf(type, config.priceList);
    return { display_title: item.title, type, price: toRand(item.price_cents) };
  });
}

export async function billableEvents(organisationId: string, page: Pick<PageRequest, 'skip' | 'limit'>) {
  const events = await listBillableEvents(organisationId);
  return events.slice(page.skip, page.skip + page.limit).map((event) => ({
    id: event.id,
    title: event.title,
    type: event.billable_item,
    billed_price: toRand(event.billed_price_cents),
    created_at: event.created_at,
    billable_item: event.application,
  }));
}
