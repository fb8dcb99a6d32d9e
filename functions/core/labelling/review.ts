/**
 * Which labelled lines a lender should look at: those whose calibrated confidence is below
 * REVIEW_THRESHOLD (layers/labelling-model/README.md, "Confidence and review"). Because
 * `label_confidence` is calibrated (of the labels given with confidence p, about p are right),
 * lines below 0.8 are the ones where at least one label in five is expected to be wrong.
 */
import type { LabelledTransaction } from '../bank-data.ts';

export const REVIEW_THRESHOLD = 0.8;

export interface LabelReview {
  threshold: number;
  lines: number;
  lines_below: number;
  lines_below_share: number;
  amount_below_share: number;
}

/** Share of lines and of money (absolute amounts) labelled with confidence below the threshold. */
export function labelReview(transactions: ReadonlyArray<Pick<LabelledTransaction, 'amount_cents' | 'label_confidence'>>, threshold = REVIEW_THRESHOLD): LabelReview {
  let below = 0;
  let amount = 0;
  let amountBelow = 0;
  for (const t of transactions) {
    const abs = Math.abs(t.amount_cents);
    amount += abs;
    if (t.label_confidence < threshold) {
      below++;
      amountBelow += abs;
    }
  }
  const round4 = (v: number) => Math.round(v * 10000) / 10000;
  return {
    threshold,
    lines: transactions.length,
    lines_below: below,
    lines_below_share: transactions.length ? round4(below / transactions.length) : 0,
    amount_below_share: amount ? round4(amountBelow / amount) : 0,
  };
}
