/**
 * Affinity ads: partner offers set against what the applicant pays today for the same thing.
 *
 * The rule (deterministic: the same transactions always give the same ads):
 * - Look at the last 90 days of debits (to `asOf`) whose label an offer competes with.
 * - Group them by payee (the description without digits, punctuation and payment-channel words,
 *   its first three words): a payee paid in at least two different calendar months is a regular
 *   payment. Its average monthly amount is its total over the months it was paid in.
 * - Each regular payment becomes a transaction offer: `average_difference_percent` is the offer's
 *   monthly price against that average (negative: the offer is cheaper).
 * - `should_recommend_offers` when some regular payment would be at least 10 % cheaper with the
 *   offer: a saving worth telling the applicant about, not a marginal one.
 * - An ad is listed only when the applicant makes a regular payment it competes with.
 */
import type { AffinityAds } from '#schemas/analyses';
import type { LabelledTransaction } from '../bank-data.ts';
import { AFFINITY_CATALOGUE, type AffinityCatalogueEntry } from './catalogue.ts';
import { counterpartyWords } from '../payee-key.ts';

export const AFFINITY_WINDOW_DAYS = 90;
export const AFFINITY_MIN_MONTHS = 2;
/** An offer is recommended when it saves at least this share on a regular payment. */
export const AFFINITY_RECOMMEND_SAVING_PERCENT = 10;

/** The payee behind a debit's description (payee-key.ts). */
export const payeeKey = counterpartyWords();

interface RegularPayment {
  label: string;
  description: string;
  averageCents: number;
}

function regularPayments(transactions: readonly LabelledTransaction[], entry: AffinityCatalogueEntry, since: string, until: string): RegularPayment[] {
  const groups = new Map<string, { label: string; description: string; totalCents: number; months: Set<string> }>();
  for (const transaction of transactions) {
    if (transaction.amount_cents >= 0 || transaction.datetime < since || transaction.datetime > until) continue;
    if (!(entry.labels as readonly string[]).includes(transaction.label)) continue;
    const key = `${transaction.label}\u0000${payeeKey(transaction.description)}`;
    const group = groups.get(key) ?? { label: transaction.label, description: transaction.description.trim(), totalCents: 0, months: new Set<string>() };
    group.totalCents += -transaction.amount_cents;
    group.months.add(transaction.datetime.slice(0, 7));
    groups.set(key, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, group]) => group)
    .filter((group) => group.months.size >= AFFINITY_MIN_MONTHS)
    .map((group) => ({ label: group.label, description: group.description, averageCents: Math.round(group.totalCents / group.months.size) }));
}

export function affinityAds(transactions: readonly LabelledTransaction[], asOf: Date, catalogue: readonly AffinityCatalogueEntry[] = AFFINITY_CATALOGUE): AffinityAds {
  const until = asOf.toISOString();
  const since = new Date(asOf.getTime() - AFFINITY_WINDOW_DAYS * 86_400_000).toISOString();
  const ads = catalogue.flatMap((entry) => {
    const payments = regularPayments(transactions, entry, since, until);
    if (payments.length === 0) return [];
    const transactionOffers = payments.map((payment) => ({
      label: payment.label as AffinityAds['ads'][number]['transaction_offers'][number]['label'],
      description: payment.description,
      average_amount: payment.averageCents / 100,
      average_difference_percent: Math.round(((entry.monthly_price_cents - payment.averageCents) / payment.averageCents) * 1000) / 10,
      offer_title: entry.offer_title,
      offer_static_url: entry.offer_static_url,
    }));
    return [
      {
        ad_id: entry.ad_id,
        title: entry.title,
        offers: [{ offer_title: entry.offer_title, offer_static_url: entry.offer_static_url }],
        transaction_offers: transactionOffers,
        should_recommend_offers: transactionOffers.some((offer) => offer.average_difference_percent <= -AFFINITY_RECOMMEND_SAVING_PERCENT),
      },
    ];
  });
  return { ads };
}
