/**
 * The ECE sampling floor (evaluate-real-world.ts eceFloor): what a perfectly calibrated labeller's
 * ECE is on a given number of lines, so a reported ECE can be read against it.
 */
import { eceFloor } from './evaluate-real-world.ts';

describe('eceFloor', () => {
  it('is zero when every confidence is 0 or 1 (nothing is left to chance)', () => {
    expect(eceFloor([1, 1, 0, 1, 0])).toEqual({ mean: 0, p95: 0 });
  });

  it('shrinks with the number of lines, as sampling error does', () => {
    const few = eceFloor(Array.from({ length: 50 }, () => 0.5));
    const many = eceFloor(Array.from({ length: 2000 }, () => 0.5), 10, 200);
    // One bin at 0.5: the expected |accuracy - 0.5| is about 0.8 * sqrt(0.25 / n).
    expect(few.mean).toBeGreaterThan(0.04);
    expect(few.mean).toBeLessThan(0.07);
    expect(many.mean).toBeLessThan(0.015);
    expect(few.p95).toBeGreaterThan(few.mean);
  });

  it('is the same on every run (seeded)', () => {
    const confidences = Array.from({ length: 300 }, (_, i) => (i % 10) / 10 + 0.05);
    expect(eceFloor(confidences)).toEqual(eceFloor(confidences));
  });
});
