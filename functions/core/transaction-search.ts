/**
 * Searching and paging an application's labelled transactions (GET
 * /v1/bank_connections/{application_id}/transactions). The transactions are one S3 document read
 * whole, so filtering and paging happen here, in memory, rather than in a DynamoDB query.
 */
import type { z } from 'zod';
import type { TransactionListQuerySchema } from '#schemas/bank-connections';
import type { LabelledTransaction } from './bank-data.ts';

export type TransactionListQuery = z.output<typeof TransactionListQuerySchema>;
export type TransactionFilter = Pick<TransactionListQuery, 'account_id' | 'label' | 'date_from' | 'date_to' | 'search'>;

/**
 * The transactions the filter keeps, newest first across every account. The stored document is
 * each account's transactions oldest first, one account after another, so it is sorted by time
 * (the datetimes are all written in South African time, +02:00, so their text sorts as time does);
 * transactions of the same instant come in the reverse of their stored order, as one account's
 * always did. Dates compare on the timestamp's own calendar day, so `date_to=2024-03-31` keeps
 * 23:30 on the 31st. `search` matches description or reference, case-insensitively.
 */
export function filterTransactions<T extends LabelledTransaction>(transactions: readonly T[], filter: TransactionFilter): T[] {
  const text = filter.search?.toLowerCase();
  return transactions
    .filter(
      (transaction) =>
        (!filter.account_id || transaction.account_id === filter.account_id) &&
        (!filter.label || transaction.label === filter.label) &&
        (!filter.date_from || transaction.datetime.slice(0, 10) >= filter.date_from) &&
        (!filter.date_to || transaction.datetime.slice(0, 10) <= filter.date_to) &&
        (!text || `${transaction.description} ${transaction.reference ?? ''}`.toLowerCase().includes(text)),
    )
    .map((transaction, stored) => ({ transaction, stored }))
    .sort((a, b) => (a.transaction.datetime < b.transaction.datetime ? 1 : a.transaction.datetime > b.transaction.datetime ? -1 : b.stored - a.stored))
    .map(({ transaction }) => transaction);
}

export interface Page<T> {
  items: T[];
  /** Items before the page (the cursor's position plus `skip`). */
  start: number;
  has_next: boolean;
  has_prev: boolean;
  /** The cursor of the next page: the last item's id, or null on the last page. */
  next: string | null;
}

/**
 * One page of an in-memory list: after the item `starting_after` (if given), then `skip` more,
 * then `limit`. A cursor that no longer matches the list (the item was filtered out or is gone)
 * gives an empty last page rather than restarting from the top, which would repeat items.
 */
export function pageOf<T extends { id: string }>(items: readonly T[], paging: Pick<TransactionListQuery, 'skip' | 'limit' | 'starting_after'>): Page<T> {
  const after = paging.starting_after ? items.findIndex((item) => item.id === paging.starting_after) : -1;
  const start = (paging.starting_after && after < 0 ? items.length : after + 1) + paging.skip;
  const page = items.slice(start, start + paging.limit);
  const hasNext = start + paging.limit < items.length;
  return { items: page, start, has_next: hasNext, has_prev: start > 0, next: hasNext ? (page[page.length - 1]?.id ?? null) : null };
}
