import { labelReview, REVIEW_THRESHOLD } from './review.ts';

describe('labelReview', () => {
  it('counts lines and money below the review threshold', () => {
    const review = labelReview([
      { amount_cents: -10000, label_confidence: 0.97 },
      { amount_cents: 30000, label_confidence: 0.55 },
      { amount_cents: -60000, label_confidence: 0.79 },
      { amount_cents: -100000, label_confidence: REVIEW_THRESHOLD },
    ]);
    expect(review).toEqual({ threshold: 0.8, lines: 4, lines_below: 2, lines_below_share: 0.5, amount_below_share: 0.45 });
  });

  it('is all zeros for an application without transactions', () => {
    expect(labelReview([])).toEqual({ threshold: 0.8, lines: 0, lines_below: 0, lines_below_share: 0, amount_below_share: 0 });
  });
});
